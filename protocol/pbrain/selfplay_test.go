package pbrain

import (
	"fmt"
	"math/rand"
	"strings"
	"sync"
	"testing"
	"time"
)

// selfPlayConfig describes one batch of games between two real engines
// driven through the protocol, judged by the independent referee.
type selfPlayConfig struct {
	size     int
	rule     judgeRule
	turnMS   int // INFO timeout_turn
	maxNodes int // INFO max_node (0: none), keeps CI games short
	opening  int // random stones placed before the engines play
	seed     int64
	board    bool // GomocupJudge style (BOARD every move) or BEGIN/TURN
	maxMoves int  // stop the game (undecided) after this many moves; 0: none
}

// shortMoves caps the CI games: the rules are exercised in the first moves
// already, and long games under the race detector cost minutes.
const shortMoves = 50

// overshoots collects how far replies went past timeout_turn (negative:
// how much time was left at worst).
type overshoots struct {
	mu  sync.Mutex
	max time.Duration
	n   int
}

func (o *overshoots) note(d time.Duration) {
	o.mu.Lock()
	defer o.mu.Unlock()
	if o.n == 0 || d > o.max {
		o.max = d
	}
	o.n++
}

var replyTimes overshoots

// timeoutTolerance is what Piskvork tolerates past timeout_turn by
// default; a reply later than timeout_turn plus this is a loss on time.
const timeoutTolerance = time.Second

// playGame plays one game and returns the winner (0 draw) and the number
// of moves. It fails the test on any illegal or forbidden move, malformed
// reply or (outside -short) timeout.
func playGame(t *testing.T, c selfPlayConfig) (winner, moves int) {
	t.Helper()
	rng := rand.New(rand.NewSource(c.seed))
	ref := newReferee(c.size, c.size, c.rule)
	eng := [2]*session{newSession(t, Options{HashMiB: 8}), newSession(t, Options{HashMiB: 8})}
	for _, s := range eng {
		s.send(fmt.Sprintf("START %d", c.size))
		s.expect("OK")
		s.send(fmt.Sprintf("INFO rule %d", c.rule.gomocupValue()),
			fmt.Sprintf("INFO timeout_turn %d", c.turnMS),
			"INFO timeout_match 0", "INFO max_memory 67108864", "INFO game_type 1")
		if c.maxNodes > 0 {
			s.send(fmt.Sprintf("INFO max_node %d", c.maxNodes))
		}
	}
	type mv struct{ x, y, c int }
	var hist []mv
	colour := jBlack
	// random opening near the centre, legal for the referee
	for len(hist) < c.opening {
		x := c.size/2 + rng.Intn(5) - 2
		y := c.size/2 + rng.Intn(5) - 2
		if ref.at(x, y) != jEmpty || (c.rule == jRenju && colour == jBlack && ref.foul(x, y, 0)) {
			continue
		}
		if won, _ := ref.play(x, y, colour); won {
			t.Fatalf("opening won")
		}
		hist = append(hist, mv{x, y, colour})
		colour = 3 - colour
	}
	// engine 0 plays black
	told := [2]int{} // moves of hist each engine has been told
	for !ref.full() && (c.maxMoves == 0 || len(hist) < c.maxMoves) {
		side := colour - 1
		s := eng[side]
		var cmd []string
		switch {
		case c.board || told[side] == 0 && len(hist) > 0:
			cmd = append(cmd, "BOARD")
			for _, m := range hist {
				f := 2
				if m.c == colour {
					f = 1
				}
				cmd = append(cmd, fmt.Sprintf("%d,%d,%d", m.x, m.y, f))
			}
			cmd = append(cmd, "DONE")
		case len(hist) == 0:
			cmd = []string{"BEGIN"}
		default:
			if len(hist)-told[side] != 1 {
				t.Fatalf("engine %d is %d moves behind", side, len(hist)-told[side])
			}
			last := hist[len(hist)-1]
			cmd = []string{fmt.Sprintf("TURN %d,%d", last.x, last.y)}
		}
		start := time.Now()
		s.send(cmd...)
		reply := s.read()
		took := time.Since(start)
		replyTimes.note(took - time.Duration(c.turnMS)*time.Millisecond)
		if took > time.Duration(c.turnMS)*time.Millisecond+timeoutTolerance && !testing.Short() {
			t.Errorf("%v %dx%d move %d: reply after %v (timeout_turn %d ms)", c.rule, c.size, c.size, len(hist)+1, took, c.turnMS)
		}
		x, y, err := parsePoint(reply)
		if err != nil {
			t.Fatalf("%v move %d: reply %q: %v", c.rule, len(hist)+1, reply, err)
		}
		won, err := ref.play(x, y, colour)
		if err != nil {
			t.Fatalf("%v %dx%d move %d by %s: %v\n%s", c.rule, c.size, c.size, len(hist)+1,
				[]string{"", "black", "white"}[colour], err, ref.String())
		}
		hist = append(hist, mv{x, y, colour})
		told[side] = len(hist)
		if won {
			return colour, len(hist)
		}
		colour = 3 - colour
	}
	return 0, len(hist)
}

// String draws the board for failure messages.
func (r *referee) String() string {
	var b strings.Builder
	for y := 0; y < r.h; y++ {
		for x := 0; x < r.w; x++ {
			b.WriteByte(".XO"[r.at(x, y)])
		}
		b.WriteByte('\n')
	}
	return b.String()
}

func TestSelfPlayAllRules(t *testing.T) {
	// CI: one game per rule and size, node-bounded searches, at most
	// shortMoves moves. Heavy (no -short): two full games each at 500 ms.
	games, turn, nodes, limit := 1, 200, 1500, shortMoves
	if !testing.Short() {
		games, turn, nodes, limit = 2, 500, 0, 0
	}
	var mu sync.Mutex
	total := 0
	for _, size := range []int{15, 20} {
		for _, rule := range []judgeRule{jFreestyle, jStandard, jRenju, jCaro, jCaroExact} {
			for g := 0; g < games; g++ {
				c := selfPlayConfig{size: size, rule: rule, turnMS: turn, maxNodes: nodes, maxMoves: limit,
					opening: 2 + g%3, seed: int64(size*100 + int(rule)*10 + g), board: (g+size+int(rule))%2 == 1}
				name := fmt.Sprintf("%v/%d/%d", rule, size, g)
				t.Run(name, func(t *testing.T) {
					w, n := playGame(t, c)
					t.Logf("%s: winner %s after %d moves", name, []string{"none", "black", "white"}[w], n)
					mu.Lock()
					total += n
					mu.Unlock()
				})
			}
		}
	}
	t.Logf("%d moves; largest reply time minus timeout_turn: %v over %d replies", total, replyTimes.max, replyTimes.n)
}
