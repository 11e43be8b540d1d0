// Package atomicfile writes files so that a crash, a full disk or a
// kill -9 at any moment leaves either the old file or the new one, whole:
// the data goes to a temporary file in the same directory, is synced to
// the disk, and is renamed over the target (an atomic step on POSIX file
// systems), after which the directory itself is synced so that the rename
// survives a power cut.
package atomicfile

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"time"
)

// WriteFile writes data to path atomically with the permissions perm,
// creating path's directory if needed. A temporary file left by a writer
// that was killed is named .NAME-*.tmp beside path; a successful write
// removes those of path that are older than StaleAfter.
func WriteFile(path string, data []byte, perm os.FileMode) error {
	dir := filepath.Dir(path)
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return fmt.Errorf("write %s: %w", path, err)
	}
	tmp, err := os.CreateTemp(dir, tempPrefix(path)+"*.tmp")
	if err != nil {
		return fmt.Errorf("write %s: %w", path, err)
	}
	_, err = tmp.Write(data)
	if err == nil {
		err = tmp.Sync()
	}
	if err == nil {
		err = tmp.Chmod(perm)
	}
	if cerr := tmp.Close(); err == nil {
		err = cerr
	}
	if err == nil {
		err = os.Rename(tmp.Name(), path)
	}
	if err != nil {
		os.Remove(tmp.Name())
		return fmt.Errorf("write %s: %w", path, err)
	}
	syncDir(dir)
	removeStale(path, time.Now().Add(-StaleAfter))
	return nil
}

// StaleAfter is the age from which a temporary file of a target is taken
// for a killed writer's left-over. A live writer creates, fills and
// renames its temporary file within one WriteFile call, and every write
// refreshes the file's time, so a file untouched for this long has no
// writer; the margin is wide for slow disks and huge files.
const StaleAfter = 10 * time.Minute

// tempPrefix is the start of the names of path's temporary files.
func tempPrefix(path string) string { return "." + filepath.Base(path) + "-" }

// removeStale deletes path's temporary files (.NAME-*.tmp) last modified
// before cutoff. Errors are ignored: a left-over costs disk space only.
func removeStale(path string, cutoff time.Time) {
	dir, prefix := filepath.Dir(path), tempPrefix(path)
	entries, err := os.ReadDir(dir)
	if err != nil {
		return
	}
	for _, e := range entries {
		name := e.Name()
		if !e.Type().IsRegular() || !strings.HasPrefix(name, prefix) || !strings.HasSuffix(name, ".tmp") {
			continue
		}
		if fi, err := e.Info(); err == nil && fi.ModTime().Before(cutoff) {
			os.Remove(filepath.Join(dir, name))
		}
	}
}

// syncDir flushes the directory entry of a rename; where directories
// cannot be opened or synced (some platforms), the rename stands unsynced.
func syncDir(dir string) {
	if d, err := os.Open(dir); err == nil {
		d.Sync()
		d.Close()
	}
}
