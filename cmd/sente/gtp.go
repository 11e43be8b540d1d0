package main

import "fmt"

// TODO(owner of this file): replace this placeholder.
func runGTP(e *env, args []string) int {
	fmt.Fprintln(e.stderr, "sente: gtp: not available yet")
	return 1
}
