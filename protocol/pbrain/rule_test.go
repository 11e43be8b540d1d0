package pbrain

import (
	"testing"

	"sente/engine/gomoku"
)

func TestParseGomocupRule(t *testing.T) {
	ok := map[int]gomoku.Rule{0: gomoku.Freestyle, 1: gomoku.Standard, 2: gomoku.Renju, 3: gomoku.Standard,
		4: gomoku.Renju, 6: gomoku.Renju, 8: gomoku.Caro, 9: gomoku.CaroExact, 10: gomoku.Caro, 11: gomoku.CaroExact}
	for v, want := range ok {
		got, err := parseGomocupRule(v)
		if err != nil || got != want {
			t.Errorf("rule %d: got %v, %v; want %v", v, got, err, want)
		}
	}
	for _, v := range []int{-1, 5, 7, 12, 13, 16, 32, 1 << 20} {
		if r, err := parseGomocupRule(v); err == nil {
			t.Errorf("rule %d accepted as %v", v, r)
		}
	}
}

func FuzzParseGomocupRule(f *testing.F) {
	for _, v := range []int{0, 1, 2, 3, 4, 5, 6, 8, 9, 10, 11, 12, -1, 1 << 30} {
		f.Add(v)
	}
	f.Fuzz(func(t *testing.T, v int) {
		r, err := parseGomocupRule(v)
		if err != nil {
			return
		}
		if r > gomoku.CaroExact {
			t.Fatalf("rule %d parsed to unknown %d", v, r)
		}
		// accepted values are exactly the documented ones
		switch v {
		case 0, 1, 2, 3, 4, 6, 8, 9, 10, 11:
		default:
			t.Fatalf("rule %d accepted as %v", v, r)
		}
	})
}
