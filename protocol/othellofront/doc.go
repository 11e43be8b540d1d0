// Package othellofront is what Sente's Othello front ends share: the NBoard
// and GTP adapters and the terminal player. It holds the session's opening
// book (opened lazily), Othello notation for reports (discs, PVs, depths),
// the choice of a legal move from a search result, and the Othello bench
// positions. The protocol-independent loop is package protocol.
package othellofront
