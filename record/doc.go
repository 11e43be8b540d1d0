// Package record reads the game records Sente learns from and writes the
// ones it saves, independently of any engine: records sit below the books
// and beside the protocol adapters, which all import them.
//
// This package holds the Gomoku formats, whose moves are plain board
// points (x, y), zero-based from the top-left corner:
//
//   - SGF game trees ("(;...;B[hh];W[ii]...)", letters from a = 0; the main
//     line of each tree),
//   - Piskvork .psq records (a "Piskvork ..." first line, then "x,y[,time]"
//     lines, 1-based),
//   - Gomocup position files (a count line, then "x,y" lines, 0-based),
//   - move lists, one game per line ("h8 i9 j10", or "7,7 8,8" zero-based).
//
// Othello records in GGF live in the sub-package ggf.
package record
