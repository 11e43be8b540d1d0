package main

import "fmt"

// TODO(owner of this file): replace this placeholder.
func runNBoard(e *env, args []string) int {
	fmt.Fprintln(e.stderr, "sente: nboard: not available yet")
	return 1
}
