// Package gomokufront is what Sente's Gomoku front ends share (the Gomocup
// adapter and the terminal player): the session's opening book, one set
// per rule and board size, opened when a game of that kind first asks, and
// the Gomoku bench positions. It never links the Othello engine.
package gomokufront
