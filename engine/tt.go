package engine

import "unsafe"

// ttEntry is one transposition-table slot: the full key and a packed word.
//
// data layout (low to high): score int32 (32 bits), move int16 (16 bits),
// depth uint8 (8 bits), bound (2 bits), generation (6 bits).
type ttEntry struct {
	key  uint64
	data uint64
}

// ttBucket holds a depth-preferred slot and an always-replace slot.
type ttBucket struct {
	deep   ttEntry
	recent ttEntry
}

// TTBucketBytes is the size of one bucket; the table holds a power of two of
// them, never more than the MiB asked.
const TTBucketBytes = int(unsafe.Sizeof(ttBucket{}))

const genMask = 63

// TT is a fixed-size transposition table keyed by Zobrist hashes. It is used
// by one search goroutine at a time.
type TT struct {
	buckets []ttBucket
	mask    uint64
	gen     uint8
}

// NewTT returns a table of at most mib MiB (at least one bucket).
func NewTT(mib int) *TT {
	if mib < 0 {
		mib = 0
	}
	n := uint64(1)
	limit := uint64(mib) << 20 / uint64(TTBucketBytes)
	for n*2 <= limit {
		n *= 2
	}
	return &TT{buckets: make([]ttBucket, n), mask: n - 1}
}

// Bytes returns the memory held by the table's buckets.
func (t *TT) Bytes() int { return len(t.buckets) * TTBucketBytes }

// Clear empties the table.
func (t *TT) Clear() {
	clear(t.buckets)
	t.gen = 0
}

// NewSearch ages the table: entries of older searches become preferred
// victims for replacement.
func (t *TT) NewSearch() { t.gen = (t.gen + 1) & genMask }

// TTHit is what Probe returns for a stored position.
type TTHit struct {
	Score Score
	Move  Move
	Depth int
	Bound Bound
}

func pack(score Score, m Move, depth int, b Bound, gen uint8) uint64 {
	if depth < 0 {
		depth = 0
	}
	if depth > 255 {
		depth = 255
	}
	return uint64(uint32(score)) | uint64(uint16(int16(m)))<<32 |
		uint64(depth)<<48 | uint64(b)<<56 | uint64(gen)<<58
}

func unpack(d uint64) TTHit {
	return TTHit{
		Score: Score(int32(uint32(d))),
		Move:  Move(int16(uint16(d >> 32))),
		Depth: int(uint8(d >> 48)),
		Bound: Bound(d>>56) & BoundExact,
	}
}

func entryGen(d uint64) uint8 { return uint8(d>>58) & genMask }

// Probe looks key up; ok is false when the position is not stored.
// Win scores are returned relative to ply.
func (t *TT) Probe(key uint64, ply int) (TTHit, bool) {
	b := &t.buckets[key&t.mask]
	var d uint64
	switch key {
	case b.deep.key:
		d = b.deep.data
	case b.recent.key:
		d = b.recent.data
	default:
		return TTHit{Move: NoMove}, false
	}
	if d == 0 {
		return TTHit{Move: NoMove}, false
	}
	h := unpack(d)
	h.Score = fromTT(h.Score, ply)
	return h, true
}

// Store records a search result. The depth-preferred slot takes it when it
// is at least as deep as what is there or what is there is from an older
// search; otherwise the always-replace slot does. A store without a move
// keeps the move already known for the same key.
func (t *TT) Store(key uint64, ply, depth int, score Score, b Bound, m Move) {
	bk := &t.buckets[key&t.mask]
	score = toTT(score, ply)
	slot := &bk.recent
	if bk.deep.key == key || bk.deep.data == 0 ||
		entryGen(bk.deep.data) != t.gen || depth >= unpack(bk.deep.data).Depth {
		if bk.deep.key != key && bk.deep.data != 0 && entryGen(bk.deep.data) == t.gen {
			// demote the old deep entry to the always-replace slot
			bk.recent = bk.deep
		}
		slot = &bk.deep
	}
	if m == NoMove && slot.key == key && slot.data != 0 {
		m = unpack(slot.data).Move
	}
	slot.key = key
	slot.data = pack(score, m, depth, b, t.gen)
}

// toTT makes win scores relative to the node so they stay valid when the
// same position is met at another ply.
func toTT(s Score, ply int) Score {
	switch {
	case s >= WinThreshold:
		return s + Score(ply)
	case s <= -WinThreshold:
		return s - Score(ply)
	}
	return s
}

func fromTT(s Score, ply int) Score {
	switch {
	case s >= WinThreshold:
		return s - Score(ply)
	case s <= -WinThreshold:
		return s + Score(ply)
	}
	return s
}
