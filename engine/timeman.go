package engine

import "time"

// Clock is what a protocol knows about the time for the next move.
type Clock struct {
	// PerMove is the fixed limit for this move (Gomocup timeout_turn, GTP
	// byo-yomi per stone, a script's seconds per move). 0: none.
	PerMove time.Duration
	// Timed says the game has a clock; Left is then the time remaining
	// (may be zero or negative: play at once).
	Timed bool
	Left  time.Duration
	// Inc is added to the clock after every move.
	Inc time.Duration
	// MovesToGo is the number of own moves until the clock is refilled or
	// the game ends, when the protocol knows it (0: unknown).
	MovesToGo int
	// Margin is kept back for the protocol and process overhead; 0 means
	// DefaultMargin.
	Margin time.Duration
}

// DefaultMargin covers reading the command, writing the reply and the
// scheduler of a loaded machine.
const DefaultMargin = 60 * time.Millisecond

// MinThink is the least a search is given, so that even a flagging clock
// gets a legal move from a depth-1 search.
const MinThink = 5 * time.Millisecond

// Budget derives the soft deadline (do not start a new iteration) and the
// hard deadline (abort) for one move. phase runs from 0 (opening) to 1
// (last move); movesToGo is the game's own estimate of the moves the side
// to move still has to play (0: unknown). With no limit at all both
// deadlines are 0 (none).
//
// The midgame gets more than the opening and the end: the share of the
// remaining time is weighted by a bump centred on phase 0.5.
func (c Clock) Budget(phase float64, movesToGo int) (soft, hard time.Duration) {
	margin := c.Margin
	if margin == 0 {
		margin = DefaultMargin
		// a very short per-move limit keeps a quarter back, not 60 ms
		if c.PerMove > 0 && c.PerMove/4 < margin {
			margin = c.PerMove / 4
		}
	}
	if c.PerMove <= 0 && !c.Timed {
		return 0, 0
	}
	// hard: never beyond what the move may take.
	hard = time.Duration(1<<62 - 1)
	if c.PerMove > 0 {
		hard = c.PerMove - margin
	}
	if c.Timed {
		left := c.Left - margin
		if left < hard {
			hard = left
		}
	}
	if hard < MinThink {
		hard = MinThink
	}
	if !c.Timed {
		// fixed time per move: use most of it, stop deepening at half.
		soft = hard / 2
		return soft, hard
	}
	// refill: the protocol knows the clock is refilled (or the game ends)
	// after MovesToGo moves, so the clock may be spent down to zero over
	// them; otherwise the number of moves is only the game's estimate.
	refill := c.MovesToGo > 0
	mtg := c.MovesToGo
	if mtg <= 0 {
		mtg = movesToGo
	}
	if mtg <= 0 {
		mtg = 30
	}
	if mtg > 50 {
		mtg = 50
	}
	if c.Margin == 0 && c.PerMove <= 0 {
		// a short period (byo-yomi of a fraction of a second) keeps a
		// quarter back per move, not 60 ms
		margin = min(margin, c.Left/time.Duration(4*mtg))
	}
	// Keep a margin back for every move still to play, so that the
	// protocol overhead of the remaining moves never flags; what is left
	// is shared out.
	reserve := margin * time.Duration(mtg)
	if !refill {
		reserve += margin
	}
	avail := c.Left - reserve
	if avail < 0 {
		avail = 0
	}
	share := avail/time.Duration(mtg) + c.Inc*3/4
	// target: this move's phase-weighted share of the clock. An iteration
	// started just before the target runs on for several times as long, so
	// none starts after half of it (soft), and the search is cut at 1.5x.
	weight := 0.5 + 1.0*bump(phase)
	target := time.Duration(float64(share) * weight)
	soft = target / 2
	h := target * 3 / 2
	// Even if every move ran to its hard deadline the clock must last:
	// at most 2/(mtg+1) of it per move (all of it for the last move of a
	// period), and with only an estimated number of moves at most a third,
	// so that it shrinks geometrically and never reaches zero.
	limit := avail * 2 / time.Duration(mtg+1)
	if !refill {
		limit = min(limit, avail/3)
	}
	h = min(h, limit)
	if h < hard {
		hard = h
	}
	if hard < MinThink {
		hard = MinThink
	}
	if soft > hard/2 {
		soft = hard / 2
	}
	return soft, hard
}

// LastStart is the latest moment (counted like soft and hard, from the
// same start) at which the search may begin a new iteration. With a fixed
// time per move, time not used is lost, and an iteration cut off at the
// hard deadline still plays the better move it has proven (see
// Searcher.Search): iterations start until four fifths of the hard
// deadline. The same holds under a game clock so ample that it could pay
// the whole per-move limit for ampleMoves more moves (Gomocup managers
// often give 1 s a turn and 1000 s a game). With a tighter game clock,
// what is saved is spent on later moves, and soft holds.
func (c Clock) LastStart(soft, hard time.Duration) time.Duration {
	if c.PerMove <= 0 {
		return soft
	}
	if c.Timed {
		n := time.Duration(ampleMoves)
		if c.MovesToGo > 0 {
			n = time.Duration(c.MovesToGo)
		}
		if c.Left < c.PerMove*n {
			return soft
		}
	}
	return max(soft, hard*4/5)
}

// ampleMoves is the number of own moves a game clock must be able to pay
// in full per-move limits for LastStart to treat the limit as fixed: more
// than a 15×15 Gomoku game or a whole Othello game leaves to play.
const ampleMoves = 60

// bump is 1 at phase 0.5 and falls to 0 at both ends.
func bump(phase float64) float64 {
	if phase < 0 {
		phase = 0
	}
	if phase > 1 {
		phase = 1
	}
	d := phase - 0.5
	return 1 - 4*d*d
}

// TimeBudget is Budget with the phase and moves-to-go taken from pos when
// it implements Phaser.
func TimeBudget(c Clock, pos Position) (soft, hard time.Duration) {
	phase, mtg := 0.5, 0
	if p, ok := pos.(Phaser); ok {
		phase, mtg = p.Phase(), p.MovesToGo()
	}
	return c.Budget(phase, mtg)
}
