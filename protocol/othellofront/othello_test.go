package othellofront

import (
	"testing"

	"sente/engine"
	"sente/engine/othello"
)

func TestFormatting(t *testing.T) {
	if got := Discs(-150); got != "-1.50" {
		t.Errorf("Discs(-150) = %q", got)
	}
	if got := PV([]engine.Move{37, 43, othello.Pass, 18}); got != "F5-D6-PA-C3" {
		t.Errorf("PV = %q", got)
	}
	for _, c := range []struct {
		d          int
		exact, wld bool
		want       string
	}{{12, false, false, "12"}, {20, true, false, "100%"}, {22, false, true, "100%W"}} {
		if got := Depth(c.d, c.exact, c.wld); got != c.want {
			t.Errorf("Depth(%d, %v, %v) = %q", c.d, c.exact, c.wld, got)
		}
	}
}

func TestChooseMove(t *testing.T) {
	pos := othello.NewPosition()
	if m := ChooseMove(pos, engine.Result{Move: 19}); m != 19 {
		t.Errorf("legal result move replaced: %v", m)
	}
	// a stopped search without a move, or an illegal one: a legal move
	for _, r := range []engine.Result{{Move: engine.NoMove}, {Move: 0}, {Move: othello.Pass}} {
		if m := ChooseMove(pos, r); !pos.IsLegal(m) {
			t.Errorf("ChooseMove(%v) = %v, illegal", r.Move, m)
		}
	}
	// forced pass and game over
	pass, _ := othello.ParseFEN("*O------" + "--------" + "--------" + "--------" + "--------" + "--------" + "--------" + "----O*O- O")
	if !pass.MustPass() {
		t.Fatal("test position: white should have to pass")
	}
	if m := ChooseMove(pass, engine.Result{Move: engine.NoMove}); m != othello.Pass {
		t.Errorf("forced pass: %v", m)
	}
	over, _ := othello.ParseFEN("**" + "--------------------------------------------------------------" + " X")
	if m := ChooseMove(over, engine.Result{Move: engine.NoMove}); m != engine.NoMove {
		t.Errorf("game over: %v", m)
	}
}

// TestSolverMiB: the solver's table follows --hash, within 1 and 16 MiB.
func TestSolverMiB(t *testing.T) {
	for _, c := range []struct{ hash, want int }{{0, 1}, {7, 1}, {32, 4}, {128, 16}, {4096, 16}} {
		if got := SolverMiB(c.hash); got != c.want {
			t.Errorf("SolverMiB(%d) = %d, want %d", c.hash, got, c.want)
		}
	}
}
