package main

import (
	"fmt"
	"os"
	"testing"
)

// TestMain points the user configuration directory (where learned books
// live) at a temporary directory: tests never touch the real one.
func TestMain(m *testing.M) {
	dir, err := os.MkdirTemp("", "sente-config")
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	os.Setenv("XDG_CONFIG_HOME", dir)
	code := m.Run()
	os.RemoveAll(dir)
	os.Exit(code)
}
