package main

import (
	"testing"

	"sente/protocol/prototest"
)

// TestMain keeps the tests away from the real user configuration
// directory (where learned books live).
func TestMain(m *testing.M) { prototest.MainWithTempConfig(m) }
