// Package match runs engine-vs-engine matches through the real protocols:
// Gomoku engines over the Gomocup "pbrain" protocol, Othello engines over
// NBoard or GTP. Engines run as separate processes; every move is judged by
// sente/protocol/referee (independent of the engine's own rules code), and
// the clocks are kept by the match, measured from the moment the command
// that asks for a move is written to the moment its reply line is read.
//
// A game ends by the rules (five, renju foul, Othello's final count, full
// board; renju is drawn when 25 empty points are left, as Gomocup managers
// do) or by a forfeit: a move off the board, on an occupied point or
// otherwise illegal; a reply that is not a move (garbage, ERROR, UNKNOWN,
// "?" in GTP); the process exiting; the time limit exceeded by more than
// the tolerance. An engine that does not answer within its time plus the
// tolerance is killed and started afresh for its next game; the match goes
// on. Every result carries its reason.
//
// Each opening is played twice with the colours swapped (games 2k and
// 2k+1), which also gives the game pairs of the pentanomial statistics.
package match
