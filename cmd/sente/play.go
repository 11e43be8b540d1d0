package main

import "fmt"

// TODO(owner of this file): replace this placeholder.
func runPlay(e *env, args []string) int {
	fmt.Fprintln(e.stderr, "sente: play: not available yet")
	return 1
}
