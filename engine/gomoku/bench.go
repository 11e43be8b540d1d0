package gomoku

// benchGame is one fixed position for `sente bench --game gomoku`: a board,
// a rule and the moves (x,y) played from the empty board, black first.
type benchGame struct {
	w, h  int
	rule  Rule
	moves [][2]int
}

var benchGames = []benchGame{
	// freestyle 15x15, early middle game (8 stones, black to move)
	{15, 15, Freestyle, [][2]int{{7, 7}, {8, 6}, {8, 8}, {6, 6}, {9, 7}, {6, 7}, {10, 6}, {7, 9}}},
	// freestyle 20x20, opening (7 stones, white to move)
	{20, 20, Freestyle, [][2]int{{9, 9}, {10, 9}, {10, 10}, {9, 10}, {8, 11}, {12, 7}, {7, 11}}},
	// standard 15x15, early middle game (8 stones, black to move)
	{15, 15, Standard, [][2]int{{7, 7}, {7, 6}, {8, 8}, {8, 6}, {9, 7}, {6, 6}, {5, 6}, {6, 7}}},
	// renju 15x15, early middle game (9 stones, white to move)
	{15, 15, Renju, [][2]int{{7, 7}, {8, 6}, {9, 7}, {8, 8}, {8, 7}, {6, 7}, {9, 6}, {9, 5}, {9, 8}}},
	// caro 15x15 (8 stones, black to move)
	{15, 15, Caro, [][2]int{{7, 7}, {6, 6}, {8, 7}, {6, 7}, {6, 8}, {6, 5}, {9, 6}, {7, 8}}},
}

// BenchPositions returns the fixed positions `sente bench --game gomoku`
// searches (freestyle 15 and 20, standard, renju, caro), fresh each call.
func BenchPositions() []*Game {
	out := make([]*Game, 0, len(benchGames))
	for _, bg := range benchGames {
		g, err := NewGame(bg.w, bg.h, bg.rule)
		if err != nil {
			panic(err)
		}
		for _, m := range bg.moves {
			if err := g.Play(m[0], m[1]); err != nil {
				panic("gomoku: bad bench position: " + err.Error())
			}
		}
		out = append(out, g)
	}
	return out
}
