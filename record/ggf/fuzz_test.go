package ggf

import (
	"testing"
)

// FuzzParse: no input crashes Parse or Position; what Parse accepts and
// Position replays is written back as a record that reads back the same.
func FuzzParse(f *testing.F) {
	f.Add(specGame)
	f.Add("(;GM[Othello]BO[8 *O------------------------------------------------------O*- *]B[c1]B[h8];)")
	f.Add("(;GM[Othello]TI[5:00//2]B[f5/1.5/2]W[d6//3]B[PA];)")
	f.Add("(;GM[Othello]BO[8 ---]B[z9/NaN/-1];)")
	f.Fuzz(func(t *testing.T, s string) {
		g, err := Parse(s)
		if err != nil {
			return
		}
		g.Clock()
		pos, err := g.Position()
		if err != nil {
			return
		}
		out := g.String()
		g2, err := Parse(out)
		if err != nil {
			t.Fatalf("written record %q does not parse: %v", out, err)
		}
		pos2, err := g2.Position()
		if err != nil || pos2.String() != pos.String() || g2.String() != out {
			t.Fatalf("round trip of %q: %v %v", out, pos2, err)
		}
	})
}
