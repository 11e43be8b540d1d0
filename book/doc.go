// Package book is Sente's opening book for Othello and Gomoku: one binary
// format for both games, symmetry-normalised position keys, the embedded
// default books, a best-first builder driven by Sente's own search, and
// learning from played games.
//
// # Using a book
//
//	set := book.Setup("othello", "", "", false, log) // embedded book, user book, --no-book
//	if c, ok := set.ChooseOthello(pos, book.ChooseOptions{}); ok { play c.Move }
//	if c, ok := set.ChooseGomoku(game, book.ChooseOptions{}); ok { play c.Move }
//
// Default(game, variant) returns an embedded book (loaded lazily, once);
// Load and Open read a book file and reject a corrupt, truncated or foreign
// one with a clear error, after which the caller simply plays without it.
// A Set consults the user's book first and the embedded one second.
//
// # Keys
//
// OthelloKey maps a position to the smallest of its eight symmetric images
// (the key is that image's bitboards, so it never collides). GomokuKey
// applies the symmetries of the board (eight on a square board, four on a
// rectangle) and, when every stone is at least FreeMargin points from every
// edge, also translates the stones so their bounding box starts at (0,0):
// such "free" positions are keyed relative to the stones, not to the board,
// and a book built on 15x15 also serves 20x20. Both return the Transform
// from the board to the canonical frame; stored moves are canonical and
// are mapped back through the inverse transform, so a mirrored game gets
// the mirrored move.
//
// # Values
//
// Entry.Value is the negamax value of playing Entry.Move, from the side to
// move, in the game's score unit (Othello: centi-discs, exact results =
// 100 x disc difference; Gomoku: engine.Win-distance for proven wins).
// Entry.Depth is the depth of the search that scored the line's leaf
// (ExactDepth: solved), Entry.Count how often the move was played in
// learned games.
package book
