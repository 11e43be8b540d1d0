package gomoku

import (
	"os"
	"strconv"
	"testing"
	"time"

	"sente/engine"
)

// ownOpenings is the number of openings per colour in
// TestSeedPlayerOwnMoves: the points of the 7x7 square at the centre.
const ownOpenings = 49

// ownOpening starts game g for opening k (0 <= k < ownOpenings) of the
// match in which Sente chooses every one of its own moves and only the
// seed player's first stone is forced. Sente as white: black's first
// stone is point k of the 7x7 square at the centre. Sente as black: Sente
// plays its first stone itself (sente), and white's is point k of the
// 7x7 square around it; k = 24, Sente's own point, takes the point two
// rows below instead (the same as k = 38). It returns false when the
// forced point is off the board.
func ownOpening(g *Game, k int, senteColour Stone, sente func(*Game) [2]int) bool {
	cx, cy := g.Width()/2, g.Height()/2
	if senteColour == Black {
		m := sente(g)
		if g.Play(m[0], m[1]) != nil {
			return false
		}
		cx, cy = m[0], m[1]
	}
	x, y := cx-3+k%7, cy-3+k/7
	if g.At(x, y) != Empty {
		y += 2
	}
	return g.Play(x, y) == nil
}

// The seed match as the issue states it: games in which Sente chooses
// all of its own moves, against the seed-like player at 1 s per move
// (SENTE_SEED_MS), freestyle and renju, as black and as white. Variety
// comes from the seed player's first stone, forced onto each point of the
// 7x7 square at the centre (ownOpening): 49 openings per colour and rule.
// TestBeatsSeedPlayer with SENTE_SEED_ALL plays the harder match in which
// white's first stone is forced too. Skipped in short mode. Knobs:
// SENTE_SEED_MS (1000), SENTE_SEED_DEPTH (the seed player's depth, 2),
// SENTE_SEED_RULE (freestyle or renju only), SENTE_SEED_COLOUR (black or
// white only), SENTE_SEED_FIRST and SENTE_SEED_STEP (every STEP-th game
// from FIRST; by default every seventh, 28 games, about 3 minutes). The
// whole match in two halves, one per core (about 10 minutes; about 20
// with SENTE_SEED_DEPTH=3, whose player takes seconds per move):
//
//	GOMAXPROCS=1 SENTE_SEED_FIRST=0 SENTE_SEED_STEP=2 go test -run 'TestSeedPlayerOwnMoves$' -v -timeout 0 ./engine/gomoku
func TestSeedPlayerOwnMoves(t *testing.T) {
	if testing.Short() {
		t.Skip("heavy: plays full games against a slow opponent")
	}
	perMove := time.Second
	if v, err := strconv.Atoi(os.Getenv("SENTE_SEED_MS")); err == nil && v > 0 {
		perMove = time.Duration(v) * time.Millisecond
	}
	sp := seedPlayer{depth: 2}
	if v, err := strconv.Atoi(os.Getenv("SENTE_SEED_DEPTH")); err == nil && v > 0 {
		sp.depth = v
	}
	first, step := 0, 7 // a seventh of the match unless told
	if v, err := strconv.Atoi(os.Getenv("SENTE_SEED_FIRST")); err == nil && v >= 0 {
		first = v
	}
	if v, err := strconv.Atoi(os.Getenv("SENTE_SEED_STEP")); err == nil && v > 0 {
		step = v
	}
	rules := []Rule{Freestyle, Renju}
	switch os.Getenv("SENTE_SEED_RULE") {
	case "freestyle":
		rules = []Rule{Freestyle}
	case "renju":
		rules = []Rule{Renju}
	}
	colours := []Stone{Black, White}
	switch os.Getenv("SENTE_SEED_COLOUR") {
	case "black":
		colours = []Stone{Black}
	case "white":
		colours = []Stone{White}
	}
	type spec struct {
		rule   Rule
		colour Stone
		k      int
	}
	var specs []spec
	for _, r := range rules {
		for _, c := range colours {
			for k := 0; k < ownOpenings; k++ {
				specs = append(specs, spec{r, c, k})
			}
		}
	}
	tt := engine.NewTT(16)
	played, lost := 0, 0
	for i := first; i < len(specs); i += step {
		sp0 := specs[i]
		g, _ := NewGame(15, 15, sp0.rule)
		sente := func(g *Game) [2]int { return senteMove(g, 0, perMove, tt) }
		seed := func(g *Game) [2]int { return sp.move(g) }
		if !ownOpening(g, sp0.k, sp0.colour, sente) {
			t.Fatalf("opening %d (sente %v) could not be played", sp0.k, sp0.colour)
		}
		var w Stone
		if sp0.colour == Black {
			w = playMatchGame(t, g, sente, seed)
		} else {
			w = playMatchGame(t, g, seed, sente)
		}
		played++
		t.Logf("game %d (opening %d) %v sente %v: winner %v after %d stones", i, sp0.k, sp0.rule, sp0.colour, w, g.Stones())
		if w != sp0.colour {
			lost++
			t.Logf("game %d not won: moves %v\n%s", i, g.Moves(), dumpGame(g))
		}
	}
	if lost > 0 {
		t.Errorf("lost %d of %d games", lost, played)
	}
}
