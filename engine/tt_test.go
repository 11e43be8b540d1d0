package engine

import "testing"

func TestTTSizeNeverExceedsAsked(t *testing.T) {
	for _, mib := range []int{0, 1, 3, 16, 100} {
		tt := NewTT(mib)
		if mib > 0 && tt.Bytes() > mib<<20 {
			t.Errorf("%d MiB asked, %d bytes used", mib, tt.Bytes())
		}
		if mib >= 1 && tt.Bytes() <= mib<<19 {
			t.Errorf("%d MiB asked, only %d bytes used", mib, tt.Bytes())
		}
	}
}

func TestTTStoreProbe(t *testing.T) {
	tt := NewTT(1)
	tt.Store(12345, 0, 7, -250, BoundLower, 42)
	h, ok := tt.Probe(12345, 0)
	if !ok || h.Score != -250 || h.Depth != 7 || h.Bound != BoundLower || h.Move != 42 {
		t.Fatalf("probe: %+v %v", h, ok)
	}
	if _, ok := tt.Probe(12346, 0); ok {
		t.Fatal("hit for a key never stored")
	}
	// win scores are stored relative to the node
	tt.Store(777, 5, 3, Win-9, BoundExact, 1)
	if h, _ := tt.Probe(777, 2); h.Score != Win-6 {
		t.Fatalf("win score seen from ply 2: %d, want %d", h.Score, Win-6)
	}
	// a store without a move keeps the known move
	tt.Store(12345, 0, 9, 10, BoundExact, NoMove)
	if h, _ := tt.Probe(12345, 0); h.Move != 42 || h.Depth != 9 || h.PV {
		t.Fatalf("after moveless store: %+v", h)
	}
	// the PV mark survives every generation and every field's extremes
	for gen := 0; gen < 70; gen++ {
		tt.NewSearch()
		tt.StorePV(999, 0, 255, -Win+3, BoundUpper, NoMove, gen%2 == 0)
		h, ok := tt.Probe(999, 0)
		if !ok || h.PV != (gen%2 == 0) || h.Depth != 255 || h.Score != -Win+3 || h.Bound != BoundUpper || h.Move != NoMove {
			t.Fatalf("generation %d: %+v %v", gen, h, ok)
		}
	}
}

func TestTTReplacement(t *testing.T) {
	tt := NewTT(0) // one bucket: every key collides
	tt.Store(1, 0, 10, 1, BoundExact, 1)
	tt.Store(2, 0, 3, 2, BoundExact, 2) // shallower: goes to always-replace
	tt.Store(3, 0, 2, 3, BoundExact, 3) // replaces 2, keeps deep 1
	if _, ok := tt.Probe(1, 0); !ok {
		t.Fatal("deep entry evicted by shallower ones")
	}
	if _, ok := tt.Probe(2, 0); ok {
		t.Fatal("always-replace slot kept an older entry")
	}
	if _, ok := tt.Probe(3, 0); !ok {
		t.Fatal("newest entry missing")
	}
	tt.NewSearch() // entry 1 is now from an older search: any store may take its slot
	tt.Store(4, 0, 1, 4, BoundExact, 4)
	if _, ok := tt.Probe(4, 0); !ok {
		t.Fatal("new-generation entry not stored in aged slot")
	}
	tt.Clear()
	if _, ok := tt.Probe(4, 0); ok {
		t.Fatal("entry survived Clear")
	}
}

// ttTestEntry is the entry TestTTConcurrent stores for key: every field is
// a function of the key, so a torn read (the key of one entry with the data
// of another) shows.
func ttTestEntry(key uint64) (depth int, score Score, m Move) {
	return int(key>>32) % 200, Score(key%100000) - 50000, Move(key>>48) & 0x3fff
}

// Several goroutines storing and probing one table never read an entry
// torn; under -race the test also shows the accesses are synchronized.
func TestTTConcurrent(t *testing.T) {
	for _, mib := range []int{0, 1} { // one bucket for every key, then many
		tt := NewTT(mib)
		const workers, ops = 4, 20000
		errs := make(chan string, workers)
		for w := range workers {
			go func() {
				for i := range ops {
					k := splitmix(uint64(w*ops+i) % 5000)
					d, sc, m := ttTestEntry(k)
					tt.Store(k, 0, d, sc, BoundLower, m)
					k = splitmix(uint64(i*7+w) % 5000)
					if h, ok := tt.Probe(k, 0); ok {
						d, sc, m := ttTestEntry(k)
						if h.Depth != d || h.Score != sc || h.Move != m || h.Bound != BoundLower {
							errs <- "torn entry"
							return
						}
					}
				}
				errs <- ""
			}()
		}
		for range workers {
			if e := <-errs; e != "" {
				t.Fatalf("%d MiB: %s", mib, e)
			}
		}
	}
}

// TestPrefetchChangesNothing: Prefetch is a hint; a probe after it finds
// what was stored, and nothing where nothing was.
func TestPrefetchChangesNothing(t *testing.T) {
	tt := NewTT(1)
	for k := uint64(1); k <= 64; k++ {
		tt.Store(k*0x9e3779b97f4a7c15, 0, 5, Score(k), BoundExact, Move(k))
	}
	for k := uint64(1); k <= 128; k++ {
		key := k * 0x9e3779b97f4a7c15
		tt.Prefetch(key)
		h, ok := tt.Probe(key, 0)
		if ok != (k <= 64) || ok && (h.Score != Score(k) || h.Move != Move(k)) {
			t.Fatalf("key %d: probe after prefetch %v %+v", k, ok, h)
		}
	}
}
