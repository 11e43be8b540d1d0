package pbrain

import (
	"fmt"
	"math/rand"
	"slices"
	"strings"
	"testing"
)

// The engine's renju fouls, as YXSHOWFORBID lists them, must match the
// independent referee on random crowded positions.
func TestForbidMatchesReferee(t *testing.T) {
	positions := 300
	if !testing.Short() {
		positions = 5000
	}
	rng := rand.New(rand.NewSource(7))
	s := newSession(t, Options{HashMiB: 1})
	s.send("START 15", "INFO rule 4")
	s.expect("OK")
	fouls := 0
	for i := 0; i < positions; i++ {
		ref := newReferee(15, 15, jRenju)
		cmd := []string{"YXBOARD"}
		n := 20 + rng.Intn(40)
		placed := 0
		for tries := 0; placed < n && tries < 1000; tries++ {
			x, y := 3+rng.Intn(9), 3+rng.Intn(9)
			c := jBlack + placed%2
			if ref.at(x, y) != jEmpty {
				continue
			}
			ref.set(x, y, c)
			if ref.wins(x, y, c) || c == jBlack && anyRun(ref, x, y, c, 5) {
				ref.set(x, y, jEmpty) // keep the game undecided
				continue
			}
			ref.moves++
			placed++
			f := 1
			if c == jWhite {
				f = 2
			}
			cmd = append(cmd, fmt.Sprintf("%d,%d,%d", x, y, f))
		}
		cmd = append(cmd, "DONE", "YXSHOWFORBID")
		s.send(cmd...)
		got := s.read()
		var want []string
		for y := 0; y < 15; y++ {
			for x := 0; x < 15; x++ {
				if ref.at(x, y) == jEmpty && ref.foul(x, y, 0) {
					want = append(want, fmt.Sprintf("%02d%02d", x, y))
				}
			}
		}
		fouls += len(want)
		body := strings.TrimSuffix(strings.TrimPrefix(got, "FORBID "), ".")
		var have []string
		for j := 0; j+4 <= len(body); j += 4 {
			have = append(have, body[j:j+4])
		}
		slices.Sort(have)
		slices.Sort(want)
		if !slices.Equal(have, want) {
			t.Errorf("position %d: engine %v, referee %v\n%s", i, have, want, ref.String())
		}
	}
	t.Logf("%d positions, %d fouls compared", positions, fouls)
}

// anyRun reports a run of at least n stones of colour c through (x,y).
func anyRun(r *referee, x, y, c, n int) bool {
	for d := range jDirs {
		if k, _, _ := r.run(x, y, d, c); k >= n {
			return true
		}
	}
	return false
}
