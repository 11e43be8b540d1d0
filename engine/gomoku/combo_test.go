package gomoku

import "testing"

// TestComboIndexKeepsEveryKey checks the compact tables against what the
// packed codes say: for each of the 65,536 keys, the entry comboIndex
// finds is the one makeCombo and classOf give for that very key, in the
// general and in renju black's tables. It fails if the tables depended on
// the order of the directions, or if comboIndex merged two multisets.
func TestComboIndexKeepsEveryKey(t *testing.T) {
	w := DefaultEvalWeights(Freestyle)
	cs := buildCombos(w)
	cl := classOf()
	seen := map[int]uint16{}
	for pk := 0; pk < 1<<16; pk++ {
		e, certainFoul := makeCombo(pk)
		c := cl[pk]
		e.me, e.op = w.Me[c], w.Op[c]
		if got := *cs.all.at(uint16(pk)); got != e {
			t.Fatalf("key %#04x: entry %+v, want %+v", pk, got, e)
		}
		if got, want := *cs.allPol.at(uint16(pk)), (policyEntry{w.PolMe[c], w.PolOp[c]}); got != want {
			t.Fatalf("key %#04x: policy %+v, want %+v", pk, got, want)
		}
		if e.thr&thrFoul != 0 {
			e.val, e.me, e.op = 0, 0, 0
		}
		if certainFoul {
			e.cls = clsForbid
			e.thr &^= thr44 | thr43
		}
		if got := *cs.renjuBlack.at(uint16(pk)); got != e {
			t.Fatalf("key %#04x: renju black entry %+v, want %+v", pk, got, e)
		}
		i := comboIndex(uint16(pk))
		if old, ok := seen[i]; ok && old != c {
			t.Fatalf("index %d holds classes %d and %d", i, old, c)
		}
		seen[i] = c
	}
	if len(seen) != len(cs.all) {
		t.Errorf("%d of the %d entries used", len(seen), len(cs.all))
	}
}
