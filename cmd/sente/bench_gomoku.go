package main

// gomokuCases returns the Gomoku bench positions (none until the Gomoku
// engine exports its bench set).
func gomokuCases(depth int) []benchCase { return nil }
