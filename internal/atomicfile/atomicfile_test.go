package atomicfile

import (
	"os"
	"path/filepath"
	"testing"
	"time"
)

// WriteFile creates the directory, replaces an existing file whole with
// the permissions asked, and leaves no temporary file behind.
func TestWriteFile(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "sub", "f.bin")
	for _, data := range []string{"first", "second, longer", ""} {
		if err := WriteFile(path, []byte(data), 0o600); err != nil {
			t.Fatal(err)
		}
		got, err := os.ReadFile(path)
		if err != nil || string(got) != data {
			t.Fatalf("read back %q, %v; want %q", got, err, data)
		}
		if fi, _ := os.Stat(path); fi.Mode().Perm() != 0o600 {
			t.Errorf("mode %v", fi.Mode())
		}
	}
	if left, _ := filepath.Glob(filepath.Join(dir, "sub", ".*.tmp")); len(left) != 0 {
		t.Errorf("temporary files left: %v", left)
	}
	// a directory in the way: an error, the old file untouched
	if err := WriteFile(filepath.Join(dir, "sub"), []byte("x"), 0o644); err == nil {
		t.Error("wrote over a directory")
	}
}

// A successful write removes the target's temporary files that a killed
// writer left (older than StaleAfter), and keeps a recent one, which may
// belong to a writer still at work, and other files.
func TestWriteFileRemovesStale(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "user.book")
	old := time.Now().Add(-2 * StaleAfter)
	files := map[string]bool{ // name: should remain
		".user.book-111.tmp":  false,
		".user.book-222.tmp":  true, // recent
		".other.book-333.tmp": true, // another target's
		"user.book-444.tmp":   true, // not hidden: not ours
	}
	for name := range files {
		f := filepath.Join(dir, name)
		if err := os.WriteFile(f, []byte("x"), 0o644); err != nil {
			t.Fatal(err)
		}
		if name != ".user.book-222.tmp" {
			if err := os.Chtimes(f, old, old); err != nil {
				t.Fatal(err)
			}
		}
	}
	if err := WriteFile(path, []byte("book"), 0o644); err != nil {
		t.Fatal(err)
	}
	for name, keep := range files {
		_, err := os.Stat(filepath.Join(dir, name))
		if exists := err == nil; exists != keep {
			t.Errorf("%s: exists %v, want %v", name, exists, keep)
		}
	}
	if got, err := os.ReadFile(path); err != nil || string(got) != "book" {
		t.Errorf("target %q, %v", got, err)
	}
}
