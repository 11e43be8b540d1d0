package gomoku

import "testing"

// FuzzGameOps drives a Game with arbitrary operations (bytes decoded as
// commands and coordinates, as a protocol might) and checks it never
// panics and stays consistent with a fresh search position.
func FuzzGameOps(f *testing.F) {
	f.Add([]byte{15, 15, 2, 0, 7, 7, 0, 8, 8, 1, 0, 0, 2, 7, 7})
	f.Add([]byte{5, 32, 0, 3, 1, 1, 4, 0, 0})
	f.Add([]byte{20, 20, 4, 0, 9, 9, 0, 9, 10, 0, 10, 10, 5, 0, 0})
	f.Fuzz(func(t *testing.T, data []byte) {
		if len(data) < 3 {
			return
		}
		w, h := int(data[0]), int(data[1])
		g, err := NewGame(w, h, Rule(data[2]%6))
		if err != nil {
			if w >= MinSide && w <= MaxSide && h >= MinSide && h <= MaxSide && data[2]%6 <= 4 {
				t.Fatalf("NewGame(%d,%d,%d): %v", w, h, data[2]%6, err)
			}
			return
		}
		ops := data[3:]
		for len(ops) >= 3 {
			op, x, y := ops[0]%6, int(int8(ops[1])), int(int8(ops[2]))
			ops = ops[3:]
			switch op {
			case 0:
				g.Play(x, y)
			case 1:
				g.Place(x, y, Stone(1+int(ops0(ops))%2))
			case 2:
				g.Remove(x, y)
			case 3:
				g.Undo()
			case 4:
				g.Forbidden(x, y)
			case 5:
				g.SetToMove(Stone(1 + (x & 1)))
			}
		}
		n := 0
		for yy := 0; yy < g.Height(); yy++ {
			for xx := 0; xx < g.Width(); xx++ {
				if g.At(xx, yy) != Empty {
					n++
				}
			}
		}
		if n != g.Stones() || len(g.Moves()) != n {
			t.Fatalf("stones %d, history %d, board %d", g.Stones(), len(g.Moves()), n)
		}
		p := g.Position()
		if p.stones != n {
			t.Fatalf("position has %d stones, game %d", p.stones, n)
		}
		for _, m := range p.GenMoves(nil) {
			x, y := int(m)%g.Width(), int(m)/g.Width()
			if g.At(x, y) != Empty {
				t.Fatalf("generated occupied point %d,%d", x, y)
			}
			if g.ToMove() == Black && g.Forbidden(x, y) {
				t.Fatalf("generated foul %d,%d", x, y)
			}
		}
	})
}

func ops0(b []byte) byte {
	if len(b) == 0 {
		return 0
	}
	return b[0]
}
