package othello

import (
	"strings"
	"testing"
)

func TestParseOBF(t *testing.T) {
	prs := loadOBF(t, "fforum-1-19.obf")
	if len(prs) != 19 {
		t.Fatalf("%d problems, want 19", len(prs))
	}
	pr := prs[0] // … X; G8:+18; H1:+12; H7:+6; A2:+6; A3:+4; B1:-4; A4:-22; G2:-24;
	if len(pr.Moves) != 8 || pr.Moves[0].Move != 62 || pr.Moves[0].Score != 18 || pr.Moves[7].Score != -24 {
		t.Errorf("first problem moves %+v", pr.Moves)
	}
	if best, ok := pr.BestScore(); !ok || best != 18 || !pr.IsBest(62) || pr.IsBest(7) {
		t.Errorf("best %d %v", best, ok)
	}
	if pr.Pos.Side() != Black || pr.Pos.Empties() != 14 {
		t.Errorf("side %v empties %d", pr.Pos.Side(), pr.Pos.Empties())
	}
	// ties: every move sharing the top score is best
	tie, err := ParseOBFLine(strings.Repeat("-", 27) + "OX------XO" + strings.Repeat("-", 27) + " X; D3:+0; C4:+0; F5:-2")
	if err != nil {
		t.Fatal(err)
	}
	if !tie.IsBest(19) || !tie.IsBest(26) || tie.IsBest(37) {
		t.Error("tied best moves not recognised")
	}
	for _, bad := range []string{
		"", "XO X", strings.Repeat("-", 64) + " Z",
		strings.Repeat("-", 64) + " X; D3", strings.Repeat("-", 64) + " X; Z9:+2",
		strings.Repeat("-", 64) + " X; D3:+99", strings.Repeat("-", 64) + " X; D3:x",
	} {
		if _, err := ParseOBFLine(bad); err == nil {
			t.Errorf("accepted %q", bad)
		}
	}
	if _, err := ParseOBF(strings.NewReader("% comment\n\n" + strings.Repeat("-", 64) + " O\nbad line\n")); err == nil || !strings.Contains(err.Error(), "line 4") {
		t.Errorf("error %v should name line 4", err)
	}
}

func FuzzParseOBF(f *testing.F) {
	f.Add("--XXXXX--OOOXX-O-OOOXXOX-OXOXOXXOXXXOXXX--XOXOXX-XXXOOO--OOOOO-- X; G8:+18; H1:+12;")
	f.Add(strings.Repeat("-", 64) + " O;")
	f.Add("x")
	f.Fuzz(func(t *testing.T, line string) {
		pr, err := ParseOBFLine(line)
		if err != nil {
			return
		}
		// a parsed position prints back to a line that parses to it
		back, err := ParseOBFLine(pr.Pos.String())
		if err != nil {
			t.Fatalf("%q: reparse of %q: %v", line, pr.Pos.String(), err)
		}
		if back.Pos.Black() != pr.Pos.Black() || back.Pos.White() != pr.Pos.White() || back.Pos.Side() != pr.Pos.Side() {
			t.Fatalf("%q: round trip changed the position", line)
		}
		if pr.Pos.Black()&pr.Pos.White() != 0 {
			t.Fatalf("%q: overlapping discs", line)
		}
		for _, m := range pr.Moves {
			if m.Score < -64 || m.Score > 64 || m.Move < 0 || m.Move > Pass {
				t.Fatalf("%q: bad move %+v", line, m)
			}
		}
	})
}
