// Package referee holds independent rule judges for the games Sente plays:
// Gomoku (freestyle, standard, renju, caro) and Othello.
//
// It imports nothing from sente/engine on purpose: tests that judge the
// engine's games with this package check the engine against a second,
// separately written implementation of the rules. The code favours clarity
// over speed (plain scans of the board), which is plenty for judging games.
//
// Gomoku coordinates are zero-based (x, y), x = column, y = row, as in the
// Gomocup protocol; black moves first. Othello squares are 0..63, a1 = 0,
// b1 = 1, …, h8 = 63 (letter = column, digit = row from the top), and Pass
// (-1) is a pass.
package referee
