package othello

import (
	"fmt"
	"math/bits"
	"os"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"sente/engine"
)

// Kernel sets. The board primitives (moves, flips, the last flips and the
// last two empties of the solver) have a scalar Go version and, on amd64,
// vector versions (simd_amd64.s). A kernel set names one choice for all of
// them:
//
//	scalar  the Go code only
//	avx2    AVX2 moves and mobility, flips, last flips and last two
//	        empties (simd_avx2_amd64.s)
//	avx512  AVX2 moves and mobility, AVX-512 (VL, CD) flips, last flips
//	        and last two empties
//
// The two vector sets differ only in how a lane's highest set bit is
// found (simd_amd64.h). Until 2026-12-07 the avx2 set had the scalar
// flips; on a Zen 3 (no AVX-512) the vector ones solve FFO #40-59 in 0.72
// of the time (docs/othello-notebook.md).
//
// Which set is fastest depends on the processor, not only on its feature
// flags (issue 18: on an Intel Xeon the AVX-512 set once made the solver
// 7x slower than the scalar code), so by default the set is chosen by
// measurement on first use (measureKernels). Positions, Solvers and Perft
// read the set once, when they are created or called, and pass it down as
// a kernelSet value: the hot paths test a small integer that is already in
// a register or in the struct, never a global or a sync.Once.
type kernelSet uint8

// The kernel sets, simplest first.
const (
	kernScalar kernelSet = iota
	kernAVX2
	kernAVX512
	numKernelSets
)

var kernelNames = [numKernelSets]string{"scalar", "avx2", "avx512"}

// String returns the set's name as SetKernels takes it.
func (k kernelSet) String() string {
	if k < numKernelSets {
		return kernelNames[k]
	}
	return fmt.Sprintf("kernelSet(%d)", uint8(k))
}

// moves returns the legal moves of the owner of p against o.
func (k kernelSet) moves(p, o uint64) uint64 {
	if haveSIMD && k != kernScalar {
		return movesAVX2(p, o)
	}
	return movesScalar(p, o)
}

// mobility returns the legal moves of both sides: moves(p, o), moves(o, p).
func (k kernelSet) mobility(p, o uint64) (mp, mo uint64) {
	if haveSIMD && k != kernScalar {
		return mobilityAVX2(p, o)
	}
	return movesScalar(p, o), movesScalar(o, p)
}

// flips returns the discs turned by the owner of p playing the empty
// square sq (0: illegal).
func (k kernelSet) flips(p, o uint64, sq int) uint64 {
	if haveSIMD && k >= kernAVX2 {
		if k == kernAVX512 {
			return flipsAVX512(p, o, sq)
		}
		return flipsAVX2(p, o, sq)
	}
	return flipsScalar(p, o, sq)
}

// flipsMoves returns flips(p, o, sq) and the moves of the opponent after
// the move: moves(o^f, p|f|sq).
func (k kernelSet) flipsMoves(p, o uint64, sq int) (f, mob uint64) {
	if haveSIMD && k >= kernAVX2 {
		if k == kernAVX512 {
			return flipsMovesAVX512(p, o, sq)
		}
		return flipsMovesAVX2(p, o, sq)
	}
	f = flipsScalar(p, o, sq)
	return f, k.moves(o^f, p|f|1<<uint(sq))
}

// flipsNb is flips with a quick exit when no opponent disc touches sq.
func (k kernelSet) flipsNb(p, o uint64, sq int) uint64 {
	if o&neighbours8[sq] == 0 {
		return 0
	}
	return k.flips(p, o, sq)
}

// lastFlips counts the discs turned by the owner of p playing sq on an
// otherwise full board: the other discs are all the opponent's.
func (k kernelSet) lastFlips(p uint64, sq int) int {
	if haveSIMD && k >= kernAVX2 {
		if k == kernAVX512 {
			return lastFlipsAVX512(p, sq)
		}
		return lastFlipsAVX2(p, sq)
	}
	return lastFlipsScalar(p, sq)
}

// The set in use is kept in kernelState: 0 until the first use settles
// it (resolveKernels), then its source<<8 | the set. The first use takes
// SENTE_KERNELS if it names a set the processor runs (envKernels, read
// once), else the fastest set measured (measuredKernels, computed once);
// SetKernels overrides either. kernelState is the package's one variable
// written after start-up outside a sync.Once (by SetKernels, and once by
// resolveKernels); it is atomic, and currentKernels reads it with one load.
var (
	kernelState     atomic.Uint32
	envKernels      = sync.OnceValue(readEnvKernels)
	measuredKernels = sync.OnceValue(measureKernels)
)

// Sources of the set in use (kernelState>>8).
const (
	kernelsFromEnv = 1 + iota
	kernelsMeasured
	kernelsSet
)

// kernelChoice is a kernel set and how it was chosen.
type kernelChoice struct {
	set   kernelSet
	ok    bool   // false: no choice (envKernels without a usable SENTE_KERNELS)
	note  string // why the environment variable was ignored
	times [numKernelSets]time.Duration
	took  time.Duration // the whole measurement
	check uint64        // checksum of the measured work
}

// currentKernels returns the kernel set in use. Constructors and the
// exported functions call it; the hot paths get the set from them.
func currentKernels() kernelSet {
	if v := kernelState.Load(); v != 0 {
		return kernelSet(v)
	}
	return resolveKernels()
}

// resolveKernels settles the set on first use (unless SetKernels came
// first).
func resolveKernels() kernelSet {
	var v uint32
	if e := envKernels(); e.ok {
		v = kernelsFromEnv<<8 | uint32(e.set)
	} else {
		v = kernelsMeasured<<8 | uint32(measuredKernels().set)
	}
	kernelState.CompareAndSwap(0, v)
	return kernelSet(kernelState.Load())
}

// Kernels returns the name of the kernel set in use ("avx512", "avx2" or
// "scalar"): the one forced by SetKernels, else the one named by the
// SENTE_KERNELS environment variable, else the fastest set measured on
// first use.
func Kernels() string { return currentKernels().String() }

// KernelsInfo returns a one-line account of the kernel set in use and
// how it was chosen, with the measured times when it was measured, for
// logs and benchmark reports.
func KernelsInfo() string {
	k := currentKernels()
	switch kernelState.Load() >> 8 {
	case kernelsSet:
		return k.String() + " (set by SetKernels)"
	case kernelsFromEnv:
		return k.String() + " (SENTE_KERNELS)"
	}
	c := measuredKernels()
	var b strings.Builder
	b.WriteString(k.String())
	b.WriteString(" (measured")
	for s := numKernelSets; s > 0; s-- {
		if kernelSupported(s - 1) {
			fmt.Fprintf(&b, " %s %.0fµs", s-1, float64(c.times[s-1].Nanoseconds())/1e3)
		}
	}
	fmt.Fprintf(&b, ", %.1fms in all", float64(c.took.Microseconds())/1e3)
	if e := envKernels(); e.note != "" {
		b.WriteString("; " + e.note)
	}
	b.WriteString(")")
	return b.String()
}

// AvailableKernels lists the kernel sets this processor can run, the
// most vectorised first; "scalar" is always there.
func AvailableKernels() []string {
	var names []string
	for k := numKernelSets; k > 0; k-- {
		if kernelSupported(k - 1) {
			names = append(names, (k - 1).String())
		}
	}
	return names
}

// parseKernels returns the set named name, or an error if the name is
// unknown or the processor lacks the set; auto reports "auto" (or "").
func parseKernels(name string) (k kernelSet, auto bool, err error) {
	name = strings.ToLower(strings.TrimSpace(name))
	if name == "auto" || name == "" {
		return 0, true, nil
	}
	for s := kernelSet(0); s < numKernelSets; s++ {
		if s.String() != name {
			continue
		}
		if !kernelSupported(s) {
			return 0, false, fmt.Errorf("othello: kernel set %q is not supported by this processor (available: %s)",
				name, strings.Join(AvailableKernels(), ", "))
		}
		return s, false, nil
	}
	return 0, false, fmt.Errorf("othello: unknown kernel set %q (want avx512, avx2, scalar or auto)", name)
}

// SetKernels forces the kernel set: "avx512", "avx2", "scalar", or
// "auto" for the fastest set measured on this processor (ignoring
// SENTE_KERNELS). It fails, changing nothing, for an unknown name or a
// set the processor cannot run.
//
// It is safe to call at any time from any goroutine, but it only affects
// what is created afterwards: Positions (NewPosition, FromBitboards,
// ParsePosition; a Clone keeps its original's set), Solvers (NewSolver,
// including the one a Position creates on first use) and each call of
// Perft, Moves, Flips, Evaluate and the other package functions. Call it
// before creating positions and solvers, e.g. at program start. All sets
// give identical results and node counts; only the speed differs.
func SetKernels(name string) error {
	k, auto, err := parseKernels(name)
	if err != nil {
		return err
	}
	if auto {
		kernelState.Store(kernelsMeasured<<8 | uint32(measuredKernels().set))
	} else {
		kernelState.Store(kernelsSet<<8 | uint32(k))
	}
	return nil
}

// readEnvKernels reads SENTE_KERNELS (avx512, avx2, scalar or auto). An
// unusable value is ignored (the set is then measured) and noted.
func readEnvKernels() kernelChoice {
	v, set := os.LookupEnv("SENTE_KERNELS")
	if !set {
		return kernelChoice{}
	}
	k, auto, err := parseKernels(v)
	switch {
	case err != nil:
		return kernelChoice{note: "SENTE_KERNELS ignored: " + err.Error()}
	case auto:
		return kernelChoice{}
	}
	return kernelChoice{set: k, ok: true}
}

// Kernel measurement. Every available set solves the same fixed
// positions with searchMid (the solver below its table: move generation,
// flips with the opponent's replies, the last four empties with their
// last flips) and counts the leaves of small perfts from midgame positions
// (move generation and flips as the midgame search uses them). The sets
// take turns, so that a slow start (cold caches, a clock ramping up) does
// not favour one, and each keeps its best time of kernelRounds. When that
// does not choose the richest set, kernelMoreRounds more are run before
// deciding: a process sharing its cores with other work is sometimes
// interrupted in every round of one set (2026-12-01, 2-core AMD EPYC Zen 5,
// the other core busy: 19 of 1,650 fresh processes chose avx2 or scalar,
// avx2 38% slower in the solver than avx512; with the extra rounds 0 of
// 950). On that machine the whole measurement takes about 1.2 ms in a
// fresh process (KernelsInfo reports it).
const (
	kernelRounds     = 3
	kernelMoreRounds = 6
	kernelGames      = 3  // games giving the positions
	kernelEmpties    = 9  // empties of the solved positions
	kernelMidgame    = 40 // empties of the perft positions
	kernelPerft      = 3  // perft depth
	kernelTolerance  = 20 // a richer set is kept if within 1/20 (5%) of the fastest
)

// kernelWork is the measurement's fixed positions.
type kernelWork struct {
	end, mid [][2]uint64 // p, o at kernelEmpties and kernelMidgame empties
}

// measureKernels times every available kernel set and returns the fastest.
// A set with more vector code wins within kernelTolerance of the fastest,
// so that measurement noise does not flip the choice between close sets.
func measureKernels() kernelChoice {
	start := time.Now()
	work := kernelWorkload()
	var c kernelChoice
	rounds := kernelRounds
	for r := 0; r < rounds; r++ {
		for k := kernelSet(0); k < numKernelSets; k++ {
			if !kernelSupported(k) {
				continue
			}
			d, check := runKernelWorkload(k, work)
			if r == 0 || d < c.times[k] {
				c.times[k] = d
			}
			c.check += check
		}
		if r == kernelRounds-1 && chooseKernels(c.times) != richestKernels() {
			rounds += kernelMoreRounds
		}
	}
	c.set = chooseKernels(c.times)
	c.ok, c.took = true, time.Since(start)
	return c
}

// richestKernels returns the set with the most vector code that the
// processor runs.
func richestKernels() kernelSet {
	k := numKernelSets - 1
	for k > kernScalar && !kernelSupported(k) {
		k--
	}
	return k
}

// chooseKernels returns the fastest supported set by the times, or a
// richer one within kernelTolerance of it.
func chooseKernels(times [numKernelSets]time.Duration) kernelSet {
	fastest := kernScalar
	for k := kernScalar + 1; k < numKernelSets; k++ {
		if kernelSupported(k) && times[k] < times[fastest] {
			fastest = k
		}
	}
	for k := numKernelSets - 1; k > fastest; k-- {
		if kernelSupported(k) && times[k] <= times[fastest]+times[fastest]/kernelTolerance {
			return k
		}
	}
	return fastest
}

// kernelWorkload returns the fixed positions of the measurement: games
// played from the start by a fixed pseudo-random sequence (with the scalar
// code: the same positions on every machine), stopped at kernelEmpties
// squares left.
func kernelWorkload() kernelWork {
	var w kernelWork
	x := uint64(0x9e3779b97f4a7c15)
	for len(w.end) < kernelGames {
		p, o := StartBlack, StartWhite
		var mid [2]uint64
		for 64-bits.OnesCount64(p|o) > kernelEmpties {
			if 64-bits.OnesCount64(p|o) == kernelMidgame {
				mid = [2]uint64{p, o}
			}
			m := movesScalar(p, o)
			if m == 0 {
				if movesScalar(o, p) == 0 {
					break
				}
				p, o = o, p
				continue
			}
			x ^= x << 13 // xorshift64
			x ^= x >> 7
			x ^= x << 17
			for j := int(x>>32) % bits.OnesCount64(m); j > 0; j-- {
				m &= m - 1
			}
			sq := bits.TrailingZeros64(m)
			f := flipsScalar(p, o, sq)
			p, o = o^f, p|f|1<<uint(sq)
		}
		if 64-bits.OnesCount64(p|o) == kernelEmpties && mid != [2]uint64{} {
			w.end = append(w.end, [2]uint64{p, o})
			w.mid = append(w.mid, mid)
		}
	}
	return w
}

// runKernelWorkload runs the measurement's work with set k and returns
// the time taken and a checksum of the results (kept, so that the work
// cannot be optimised away).
func runKernelWorkload(k kernelSet, w kernelWork) (time.Duration, uint64) {
	s := &Solver{k: k, sel: selExact, c: engine.NewControl(nil, 0)}
	start := time.Now()
	var check uint64
	for i := range w.end {
		check += uint64(s.searchMid(w.end[i][0], w.end[i][1], -64, 64, kernelEmpties))
		check += perft(k, w.mid[i][0], w.mid[i][1], kernelPerft)
	}
	return time.Since(start), check
}
