package pbrain

import "testing"

// The referee itself is checked on hand-made positions whose verdicts
// follow from the rule texts.
func TestRefereeRules(t *testing.T) {
	type stone struct{ x, y, c int }
	B, W := jBlack, jWhite
	cases := []struct {
		name  string
		rule  judgeRule
		setup []stone
		x, y  int
		c     int
		foul  bool
		win   bool
	}{
		{"five", jFreestyle, []stone{{3, 7, B}, {4, 7, B}, {5, 7, B}, {6, 7, B}}, 7, 7, B, false, true},
		{"overline freestyle", jFreestyle, []stone{{2, 7, B}, {3, 7, B}, {4, 7, B}, {5, 7, B}, {6, 7, B}}, 7, 7, B, false, true},
		{"overline standard", jStandard, []stone{{2, 7, B}, {3, 7, B}, {4, 7, B}, {5, 7, B}, {6, 7, B}}, 7, 7, B, false, false},
		{"overline renju black", jRenju, []stone{{2, 7, B}, {3, 7, B}, {4, 7, B}, {5, 7, B}, {7, 7, B}}, 6, 7, B, true, false},
		{"overline renju white", jRenju, []stone{{2, 7, W}, {3, 7, W}, {4, 7, W}, {5, 7, W}, {7, 7, W}}, 6, 7, W, false, true},
		{"double three", jRenju, []stone{{5, 7, B}, {6, 7, B}, {7, 5, B}, {7, 6, B}}, 7, 7, B, true, false},
		{"three and blocked three", jRenju, []stone{{5, 7, B}, {6, 7, B}, {7, 5, B}, {7, 6, B}, {7, 4, W}}, 7, 7, B, false, false},
		{"double four", jRenju, []stone{{4, 7, B}, {5, 7, B}, {6, 7, B}, {7, 4, B}, {7, 5, B}, {7, 6, B}, {3, 7, W}, {7, 3, W}}, 7, 7, B, true, false},
		{"four-four in one line", jRenju, []stone{{3, 7, B}, {5, 7, B}, {6, 7, B}, {9, 7, B}}, 7, 7, B, true, false},
		{"straight four is one four", jRenju, []stone{{4, 7, B}, {5, 7, B}, {6, 7, B}}, 7, 7, B, false, false},
		{"long overline", jRenju, []stone{{4, 7, B}, {5, 7, B}, {6, 7, B}, {8, 7, B}, {9, 7, B}, {10, 7, B}}, 7, 7, B, true, false},
		{"three and dead three", jRenju, []stone{{5, 7, B}, {6, 7, B}, {7, 5, B}, {7, 6, B}, {4, 7, W}, {9, 7, W}}, 7, 7, B, false, false},
		{"five beats foul", jRenju, []stone{{3, 7, B}, {4, 7, B}, {5, 7, B}, {6, 7, B}, {7, 5, B}, {7, 6, B}, {8, 8, B}, {9, 9, B}}, 7, 7, B, false, true},
		{"four and three", jRenju, []stone{{4, 7, B}, {5, 7, B}, {6, 7, B}, {7, 5, B}, {7, 6, B}, {3, 7, W}}, 7, 7, B, false, false},
		{"open four and three", jRenju, []stone{{4, 7, B}, {5, 7, B}, {6, 7, B}, {7, 5, B}, {7, 6, B}}, 7, 7, B, false, false},
		{"caro blocked", jCaro, []stone{{2, 7, W}, {3, 7, B}, {4, 7, B}, {5, 7, B}, {6, 7, B}, {8, 7, W}}, 7, 7, B, false, false},
		{"caro one end", jCaro, []stone{{2, 7, W}, {3, 7, B}, {4, 7, B}, {5, 7, B}, {6, 7, B}}, 7, 7, B, false, true},
		{"caro edge", jCaro, []stone{{0, 7, B}, {1, 7, B}, {2, 7, B}, {3, 7, B}, {5, 7, W}}, 4, 7, B, false, true},
		{"caro exact overline", jCaroExact, []stone{{1, 7, B}, {3, 7, B}, {4, 7, B}, {5, 7, B}, {6, 7, B}}, 2, 7, B, false, false},
	}
	for _, c := range cases {
		r := newReferee(15, 15, c.rule)
		for _, s := range c.setup {
			r.set(s.x, s.y, s.c)
			r.moves++
		}
		won, err := r.play(c.x, c.y, c.c)
		if (err != nil) != c.foul {
			t.Errorf("%s: foul error %v, want foul=%v", c.name, err, c.foul)
			continue
		}
		if err == nil && won != c.win {
			t.Errorf("%s: win %v, want %v", c.name, won, c.win)
		}
	}
}
