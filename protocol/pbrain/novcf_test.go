package pbrain

import "testing"

// Options.NoVCF (--no-vcf) reaches every searched position: its threat
// solvers are off; by default they are on.
func TestNoVCFOption(t *testing.T) {
	for _, off := range []bool{false, true} {
		o, f, _ := fakeOpts()
		o.NoVCF = off
		s := newSession(t, o)
		s.send("START 15")
		s.expect("OK")
		s.send("BEGIN")
		s.read()
		s.send("TURN 3,4")
		s.read()
		f.mu.Lock()
		got := append([]bool(nil), f.threats...)
		f.mu.Unlock()
		if len(got) != 2 {
			t.Fatalf("NoVCF %v: %d searches recorded, want 2", off, len(got))
		}
		for i, on := range got {
			if on == off {
				t.Errorf("NoVCF %v: search %d has threat search %v", off, i, on)
			}
		}
	}
}
