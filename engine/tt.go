package engine

import (
	"sync/atomic"
	"unsafe"

	"sente/internal/hugepage"
	"sente/internal/prefetch"
)

// ttEntry is one transposition-table slot of two words, each read and
// written atomically, so that several search goroutines may share the table
// without locks (Hyatt and Mann's lockless hashing): data is the packed
// entry and check the key XOR data. A reader that meets a slot half
// rewritten by another goroutine (one word old, the other new) finds that
// check XOR data is not its key, as for any other key, and takes it as a
// miss: an entry is never read torn.
//
// data layout (low to high): score int32 (32 bits), move int16 (16 bits),
// depth uint8 (8 bits), bound (2 bits), generation (5 bits), PV (1 bit).
// data 0 is an empty slot.
type ttEntry struct {
	check atomic.Uint64
	data  atomic.Uint64
}

// load returns the slot's key and data (key 0 and data 0 when empty).
func (e *ttEntry) load() (key, data uint64) {
	c, d := e.check.Load(), e.data.Load()
	return c ^ d, d
}

// save writes key and data into the slot.
func (e *ttEntry) save(key, data uint64) {
	e.data.Store(data)
	e.check.Store(key ^ data)
}

// ttBucket holds a depth-preferred slot and an always-replace slot.
type ttBucket struct {
	deep   ttEntry
	recent ttEntry
}

// TTBucketBytes is the size of one bucket; the table holds a power of two of
// them, never more than the MiB asked.
const TTBucketBytes = int(unsafe.Sizeof(ttBucket{}))

const genMask = 31

// TT is a fixed-size transposition table keyed by Zobrist hashes. Probe
// and Store may be called from several goroutines at once (entries are
// lock-free and never read torn; two racing stores may lose one of them,
// as a replacement would); Clear, NewSearch and a resize must not run
// during a search.
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
	b := make([]ttBucket, n)
	hugepage.Slice(b)
	return &TT{buckets: b, mask: n - 1}
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
	// PV is the mark a search may set on a node it searched as part of
	// a principal variation (StorePV); such nodes are reduced less.
	PV bool
}

// Cuts reports whether the entry's value decides a node searched with
// the window (alpha, beta): it is exact, or a bound beyond the window.
// Whether the entry is deep enough is the caller's to judge.
func (h TTHit) Cuts(alpha, beta Score) bool {
	switch h.Bound {
	case BoundExact:
		return true
	case BoundLower:
		return h.Score >= beta
	case BoundUpper:
		return h.Score <= alpha
	}
	return false
}

func pack(score Score, m Move, depth int, b Bound, gen uint8, pv bool) uint64 {
	if depth < 0 {
		depth = 0
	}
	if depth > 255 {
		depth = 255
	}
	d := uint64(uint32(score)) | uint64(uint16(int16(m)))<<32 |
		uint64(depth)<<48 | uint64(b)<<56 | uint64(gen&genMask)<<58
	if pv {
		d |= 1 << 63
	}
	return d
}

func unpack(d uint64) TTHit {
	return TTHit{
		Score: Score(int32(uint32(d))),
		Move:  Move(int16(uint16(d >> 32))),
		Depth: int(uint8(d >> 48)),
		Bound: Bound(d>>56) & BoundExact,
		PV:    d>>63 != 0,
	}
}

func entryGen(d uint64) uint8 { return uint8(d>>58) & genMask }

// Probe looks key up; ok is false when the position is not stored.
// Win scores are returned relative to ply.
func (t *TT) Probe(key uint64, ply int) (TTHit, bool) {
	b := &t.buckets[key&t.mask]
	var d uint64
	if k, dd := b.deep.load(); k == key {
		d = dd
	} else if k, dd := b.recent.load(); k == key {
		d = dd
	} else {
		return TTHit{Move: NoMove}, false
	}
	if d == 0 {
		return TTHit{Move: NoMove}, false
	}
	h := unpack(d)
	h.Score = fromTT(h.Score, ply)
	return h, true
}

// Prefetch asks for the cache lines of key's bucket, which a probe will
// read soon: a search that knows a child's key before it makes the move
// can have the miss overlap with the move's own work.
func (t *TT) Prefetch(key uint64) {
	prefetch.Bytes(unsafe.Pointer(&t.buckets[key&t.mask]), TTBucketBytes)
}

// Store records a search result. The depth-preferred slot takes it when it
// is at least as deep as what is there or what is there is from an older
// search; otherwise the always-replace slot does. A store without a move
// keeps the move already known for the same key.
func (t *TT) Store(key uint64, ply, depth int, score Score, b Bound, m Move) {
	t.StorePV(key, ply, depth, score, b, m, false)
}

// StorePV is Store with the PV mark of the node (TTHit.PV).
func (t *TT) StorePV(key uint64, ply, depth int, score Score, b Bound, m Move, pv bool) {
	bk := &t.buckets[key&t.mask]
	score = toTT(score, ply)
	slot := &bk.recent
	deepKey, deepData := bk.deep.load()
	if deepKey == key || deepData == 0 ||
		entryGen(deepData) != t.gen || depth >= unpack(deepData).Depth {
		if deepKey != key && deepData != 0 && entryGen(deepData) == t.gen {
			// demote the old deep entry to the always-replace slot
			bk.recent.save(deepKey, deepData)
		}
		slot = &bk.deep
	}
	if m == NoMove {
		if k, d := slot.load(); k == key && d != 0 {
			m = unpack(d).Move
		}
	}
	slot.save(key, pack(score, m, depth, b, t.gen, pv))
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
