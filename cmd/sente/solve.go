package main

import "fmt"

// TODO(owner of this file): replace this placeholder.
func runSolve(e *env, args []string) int {
	fmt.Fprintln(e.stderr, "sente: solve: not available yet")
	return 1
}
