package othello

import (
	"bytes"
	"strings"
	"testing"
)

func TestWeightsLoad(t *testing.T) {
	evalWeights, err := loadWeights()
	if err != nil {
		t.Fatalf("embedded weights: %v", err)
	}
	if len(evalWeights) != EvalStages*EvalStageSize {
		t.Fatalf("%d weights, want %d", len(evalWeights), EvalStages*EvalStageSize)
	}
	nonzero := 0
	for _, v := range evalWeights {
		if v != 0 {
			nonzero++
		}
	}
	if nonzero < EvalStages*1000 {
		t.Fatalf("only %d non-zero weights", nonzero)
	}
	// Ties hold in the stored weights (symmetry depends on them).
	for s := 0; s < EvalStages; s++ {
		ws := evalWeights[s*EvalStageSize:]
		for i := 0; i < EvalStageSize; i++ {
			if ws[i] != ws[EvalTie(i)] {
				t.Fatalf("stage %d: weight %d = %d but its tie %d = %d", s, i, ws[i], EvalTie(i), ws[EvalTie(i)])
			}
		}
	}
}

func TestWeightsRoundTrip(t *testing.T) {
	if testing.Short() {
		t.Skip("compressing 3 MB of weights takes seconds under -race")
	}
	evalWeights, _ := loadWeights()
	b, err := EncodeWeights(evalWeights)
	if err != nil {
		t.Fatal(err)
	}
	w, err := DecodeWeights(b)
	if err != nil {
		t.Fatal(err)
	}
	for i := range w {
		if w[i] != evalWeights[i] {
			t.Fatalf("weight %d: %d after round trip, want %d", i, w[i], evalWeights[i])
		}
	}
}

func TestWeightsChecksum(t *testing.T) {
	// The stored CRC-32 must match the payload.
	bad := bytes.Clone(weightsFile)
	bad[len(weightsMagic)+12] ^= 1
	if _, err := DecodeWeights(bad); err == nil || !strings.Contains(err.Error(), "checksum") {
		t.Fatalf("wrong checksum: err = %v", err)
	}
	// A changed payload byte is caught (CRC or gzip's own check).
	bad = bytes.Clone(weightsFile)
	bad[len(bad)/2] ^= 0x40
	if _, err := DecodeWeights(bad); err == nil {
		t.Fatal("corrupted file accepted")
	}
	// A changed header field is refused.
	bad = bytes.Clone(weightsFile)
	bad[len(weightsMagic)] ^= 1
	if _, err := DecodeWeights(bad); err == nil {
		t.Fatal("wrong layout accepted")
	}
	evalWeights, _ := loadWeights()
	if _, err := EncodeWeights(evalWeights[1:]); err == nil {
		t.Fatal("short vector encoded")
	}
}

func FuzzDecodeWeights(f *testing.F) {
	f.Add(weightsFile[:min(len(weightsFile), 64)])
	f.Add([]byte(weightsMagic))
	f.Add([]byte{})
	f.Fuzz(func(t *testing.T, b []byte) {
		w, err := DecodeWeights(b)
		if err != nil {
			return
		}
		if len(w) != EvalStages*EvalStageSize {
			t.Fatalf("decoded %d weights", len(w))
		}
	})
}
