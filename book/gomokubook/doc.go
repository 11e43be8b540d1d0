// Package gomokubook is the Gomoku side of Sente's opening book: variant
// names per rule and board size, the keys of Gomoku positions (symmetries
// of the board and, for positions far from the edges, translation), the
// position type the book builder and learner walk, the embedded default
// books, and book-move choice for a game. The format, the builder and the
// learner are in package book, which knows no game.
//
//	set, err := gomokubook.OpenSet(gomoku.Renju, 15, 15, opt)
//	if c, ok := gomokubook.Choose(set, game, book.ChooseOptions{}); ok { play c.Move }
package gomokubook
