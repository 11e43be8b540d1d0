package main

import "fmt"

// TODO(owner of this file): replace this placeholder.
func runBook(e *env, args []string) int {
	fmt.Fprintln(e.stderr, "sente: book: not available yet")
	return 1
}
