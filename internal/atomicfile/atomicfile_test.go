package atomicfile

import (
	"os"
	"path/filepath"
	"testing"
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
