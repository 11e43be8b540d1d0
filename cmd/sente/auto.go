package main

import "fmt"

// TODO(owner of this file): replace this placeholder.
func runAuto(e *env) int {
	fmt.Fprintln(e.stderr, "sente: auto: not available yet")
	return 1
}
