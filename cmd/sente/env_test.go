package main

import (
	"os"
	"testing"

	"sente/protocol/prototest"
)

// TestMain keeps the tests away from the real user configuration
// directory (where learned books live). With runMainEnv set it is `sente`
// itself, run by a test as a child process it can kill.
func TestMain(m *testing.M) {
	if os.Getenv(runMainEnv) == "1" {
		os.Exit(run(os.Args[1:], os.Stdin, os.Stdout, os.Stderr))
	}
	prototest.MainWithTempConfig(m)
}
