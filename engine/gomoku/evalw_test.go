package gomoku

import (
	"math/rand/v2"
	"testing"

	"sente/engine"
)

// The classes are the multisets of four codes: every class is reached,
// a permutation of the directions keeps the class, and ClassCodes inverts
// the ranking.
func TestClasses(t *testing.T) {
	cl := classOf()
	seen := make([]bool, NumClasses)
	for pk := 0; pk < 1<<16; pk++ {
		c := cl[pk]
		seen[c] = true
		// rotate the directions
		rot := (pk>>4 | pk<<12) & 0xffff
		if cl[rot] != c {
			t.Fatalf("pk %04x class %d, rotated %04x class %d", pk, c, rot, cl[rot])
		}
		if sortedCodes(pk) != ClassCodes(int(c)) {
			t.Fatalf("pk %04x: codes %v, class %d has %v", pk, sortedCodes(pk), c, ClassCodes(int(c)))
		}
	}
	for c, ok := range seen {
		if !ok {
			t.Fatalf("class %d never reached", c)
		}
	}
	if cl[0] != 0 {
		t.Fatalf("four patNone is class %d, want 0", cl[0])
	}
}

// The embedded files parse (or are empty: the hand-set values), encode
// back to themselves, keep class 0 at 0, and a cut file is refused.
func TestEmbeddedEvalWeights(t *testing.T) {
	for name, b := range map[string][]byte{"evalweights.bin": evalWeightsBin, "evalweights-renju.bin": renjuWeightsBin} {
		if len(b) == 0 {
			continue
		}
		w, err := ParseEvalWeights(b)
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		if string(w.Bytes()) != string(b) {
			t.Fatalf("%s: Bytes does not give back the file", name)
		}
		if w.Me[0] != 0 || w.Op[0] != 0 {
			t.Fatalf("%s: class 0 (every far point) valued %d/%d", name, w.Me[0], w.Op[0])
		}
		if _, err := ParseEvalWeights(b[1:]); err == nil {
			t.Fatalf("%s: a short file parsed", name)
		}
	}
	if *DefaultEvalWeights(Freestyle) != *mustWeights(evalWeightsBin) {
		t.Fatal("freestyle does not use evalweights.bin")
	}
	if len(renjuWeightsBin) > 0 && *DefaultEvalWeights(Renju) != *mustWeights(renjuWeightsBin) {
		t.Fatal("renju does not use evalweights-renju.bin")
	}
}

// Evaluate is the side to move's Me sum minus the opponent's Op sum over
// the empty points, by the classes Classes reports, whatever the weights;
// SetEvalWeights changes it and back.
func TestEvaluateIsClassSum(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 4))
	w := new(EvalWeights)
	for c := 1; c < NumClasses; c++ {
		w.Me[c] = int16(rng.IntN(200) - 50)
		w.Op[c] = int16(rng.IntN(200) - 50)
	}
	for _, rule := range []Rule{Freestyle, Renju} {
		g, _ := NewGame(15, 15, rule)
		p := g.Position()
		p.SetEvalWeights(w)
		var buf []engine.Move
		for i := 0; i < 30; i++ {
			if _, over := p.Outcome(1); over {
				break
			}
			ms := p.GenMoves(buf[:0])
			p.Make(ms[rng.IntN(len(ms))])
			if !p.Quiet() {
				continue
			}
			var want int32
			for _, c := range p.Classes(nil) {
				want += int32(w.Me[c[0]]) - int32(w.Op[c[1]])
			}
			if got := int32(p.Evaluate()); got != want {
				t.Fatalf("%v move %d: Evaluate %d, class sum %d", rule, i, got, want)
			}
		}
		q := newPosition(&p.b, p.rule, p.toMove)
		q.SetEvalWeights(w)
		if p.sumM != q.sumM || p.sumO != q.sumO {
			t.Fatalf("%v: sums %v %v, fresh %v %v", rule, p.sumM, p.sumO, q.sumM, q.sumO)
		}
		p.SetEvalWeights(nil)
		q = newPosition(&p.b, p.rule, p.toMove)
		if p.Evaluate() != q.Evaluate() {
			t.Fatalf("%v: back to the default: %d, fresh %d", rule, p.Evaluate(), q.Evaluate())
		}
	}
}
