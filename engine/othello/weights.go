package othello

import (
	"bytes"
	"compress/gzip"
	_ "embed" // the tuned weights are embedded in the binary
	"encoding/binary"
	"errors"
	"fmt"
	"hash/crc32"
	"io"
	"strings"
	"sync"
)

// weightsFile holds the tuned evaluation weights, written by
// `go run ./engine/othello/tune fit` (see tune/README.md). Format:
// magic "SENTEVW1", then little-endian uint32s layout signature, stages,
// stage size and CRC-32 (IEEE) of the raw payload, then the gzipped
// payload: stages*stage-size int16 weights in centi-discs.
//
//go:embed weights.bin
var weightsFile []byte

const weightsMagic = "SENTEVW1"

// loadWeights returns the embedded weights as a flat vector (stage-major),
// decoded on the first call (about 45 ms: the file is gzipped), or why
// they failed to load.
var loadWeights = sync.OnceValues(func() ([]int16, error) { return DecodeWeights(weightsFile) })

// EvalLayout returns a signature of the feature layout (pattern squares,
// table sizes, stages). A weight file made for another layout is refused.
func EvalLayout() uint32 {
	var sb strings.Builder
	fmt.Fprintf(&sb, "stages=%d;", EvalStages)
	for _, pt := range evalPatterns {
		fmt.Fprintf(&sb, "%s%v;", pt.name, pt.squares)
	}
	for _, g := range features().groups {
		fmt.Fprintf(&sb, "%s:%d;", g.name, g.size)
	}
	return crc32.ChecksumIEEE([]byte(sb.String()))
}

// EncodeWeights serialises a stage-major weight vector (EvalStages *
// EvalStageSize int16) in the embedded file format.
func EncodeWeights(w []int16) ([]byte, error) {
	if len(w) != EvalStages*EvalStageSize {
		return nil, fmt.Errorf("weights: %d values, want %d", len(w), EvalStages*EvalStageSize)
	}
	raw := make([]byte, 2*len(w))
	for i, v := range w {
		binary.LittleEndian.PutUint16(raw[2*i:], uint16(v))
	}
	var buf bytes.Buffer
	buf.WriteString(weightsMagic)
	for _, v := range []uint32{EvalLayout(), EvalStages, uint32(EvalStageSize), crc32.ChecksumIEEE(raw)} {
		_ = binary.Write(&buf, binary.LittleEndian, v)
	}
	zw, _ := gzip.NewWriterLevel(&buf, gzip.BestCompression)
	if _, err := zw.Write(raw); err != nil {
		return nil, err
	}
	if err := zw.Close(); err != nil {
		return nil, err
	}
	return buf.Bytes(), nil
}

// DecodeWeights parses and checks (magic, layout, sizes, CRC-32) a weight
// file made by EncodeWeights.
func DecodeWeights(b []byte) ([]int16, error) {
	if len(b) < len(weightsMagic)+16 || string(b[:len(weightsMagic)]) != weightsMagic {
		return nil, errors.New("weights: missing or bad header")
	}
	h := b[len(weightsMagic):]
	layout := binary.LittleEndian.Uint32(h)
	stages := binary.LittleEndian.Uint32(h[4:])
	size := binary.LittleEndian.Uint32(h[8:])
	sum := binary.LittleEndian.Uint32(h[12:])
	if layout != EvalLayout() || stages != EvalStages || size != uint32(EvalStageSize) {
		return nil, fmt.Errorf("weights: layout %08x/%d/%d, want %08x/%d/%d",
			layout, stages, size, EvalLayout(), EvalStages, EvalStageSize)
	}
	zr, err := gzip.NewReader(bytes.NewReader(h[16:]))
	if err != nil {
		return nil, fmt.Errorf("weights: %w", err)
	}
	raw, err := io.ReadAll(io.LimitReader(zr, int64(2*EvalStages*EvalStageSize)+1))
	if err != nil {
		return nil, fmt.Errorf("weights: %w", err)
	}
	if len(raw) != 2*EvalStages*EvalStageSize {
		return nil, fmt.Errorf("weights: payload of %d bytes, want %d", len(raw), 2*EvalStages*EvalStageSize)
	}
	if crc32.ChecksumIEEE(raw) != sum {
		return nil, errors.New("weights: checksum mismatch")
	}
	w := make([]int16, len(raw)/2)
	for i := range w {
		w[i] = int16(binary.LittleEndian.Uint16(raw[2*i:]))
	}
	return w, nil
}
