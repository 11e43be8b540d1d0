package main

import "fmt"

// TODO(owner of this file): replace this placeholder.
func runPbrain(e *env, args []string) int {
	fmt.Fprintln(e.stderr, "sente: pbrain: not available yet")
	return 1
}
