// Package book is Sente's opening book, independent of any game: one
// binary format for both games, symmetry-normalised position keys, sets of
// books consulted in order, a best-first builder driven by Sente's own
// search, and learning from played games. It knows no game: each game's
// book package implements State and holds its embedded books
// (book/othellobook, book/gomokubook).
//
// # Using a book
//
//	set, err := othellobook.OpenSet(book.Options{})      // learned, --book, embedded
//	if c, ok := othellobook.Choose(set, pos, book.ChooseOptions{}); ok { play c.Move }
//	set, err = gomokubook.OpenSet(gomoku.Renju, 15, 15, book.Options{})
//	if c, ok := gomokubook.Choose(set, game, book.ChooseOptions{}); ok { play c.Move }
//
// Embedded books are decoded lazily, once (Embedded); Load and Open read a
// book file and reject a corrupt, truncated or foreign one with a clear
// error, after which the caller simply plays without it. A Set consults
// the user's book first and the embedded one last.
//
// # Keys
//
// An Othello key is the smallest of the position's eight symmetric images
// (the key is that image's bitboards, so it never collides). A Gomoku key
// (StonesKey) applies the symmetries of the board (eight on a square
// board, four on a rectangle) and, when every stone is at least FreeMargin
// points from every edge, also translates the stones so their bounding box
// starts at (0,0): such "free" positions are keyed relative to the stones,
// not to the board, and a book built on 15x15 also serves 20x20. Keys come
// with the Transform from the board to the canonical frame; stored moves
// are canonical and are mapped back through the inverse transform, so a
// mirrored game gets the mirrored move.
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
