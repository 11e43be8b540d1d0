package main

import "fmt"

// TODO(owner of this file): replace this placeholder.
func runMatch(e *env, args []string) int {
	fmt.Fprintln(e.stderr, "sente: match: not available yet")
	return 1
}
