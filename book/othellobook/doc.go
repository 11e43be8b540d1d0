// Package othellobook is the Othello side of Sente's opening book: the
// symmetry-normalised keys of Othello positions, the position type the
// book builder and learner walk, the embedded default book, and book-move
// choice for a position. The format, the builder and the learner are in
// package book, which knows no game.
//
//	set, err := othellobook.OpenSet(opt) // learned, --book, embedded
//	if c, ok := othellobook.Choose(set, pos, book.ChooseOptions{}); ok { play c.Move }
package othellobook
