package pbrain

import (
	"time"

	"sente/engine"
)

// Time-keeping constants.
const (
	// startupCharge caps how much of the time between process start and
	// the first command is charged to the first move: managers start the
	// clock when they launch the engine, not when a human clicks later.
	startupCharge = 500 * time.Millisecond
	// fastSoft and fastHard are the budget under timeout_turn 0.
	fastSoft = 20 * time.Millisecond
	fastHard = 60 * time.Millisecond
	// minMargin and maxMargin bound the safety margin kept back from
	// timeout_turn for reading, writing and a loaded scheduler.
	minMargin = 30 * time.Millisecond
	maxMargin = 400 * time.Millisecond
)

// margin is the time kept back from a turn limit: 30 ms plus 1/16, capped.
func margin(turn time.Duration) time.Duration {
	m := minMargin + turn/16
	return min(max(m, minMargin), maxMargin)
}

// timeLeft reports whether the game clock runs and what is left on it.
func (h *Handler) timeLeft() (bool, time.Duration) {
	s := &h.set
	if s.leftSet {
		if s.left >= unlimited {
			return false, 0
		}
		return true, clampMS(s.left)
	}
	if s.match > 0 && s.match < unlimited {
		return true, clampMS(s.match) - h.used
	}
	return false, 0
}

// clock assembles what the time manager needs from the INFO settings.
func (h *Handler) clock() engine.Clock {
	turn := clampMS(h.set.turn)
	c := engine.Clock{Inc: clampMS(h.set.inc), Margin: margin(turn)}
	if h.set.turn > 0 {
		c.PerMove = turn
	}
	c.Timed, c.Left = h.timeLeft()
	return c
}

// limits returns the search limits for a move whose command arrived at at.
// The deadlines count from now, so the time already spent since the
// command (and, for the first move, part of the start-up) is taken off.
func (h *Handler) limits(pos engine.Position, at time.Time) engine.Limits {
	lim := engine.Limits{Depth: h.set.maxDepth, Nodes: h.set.maxNodes}
	now := h.opt.Now()
	spent := now.Sub(at)
	if !h.moved {
		spent += min(max(at.Sub(h.opt.Started), 0), startupCharge)
	}
	spent = max(spent, 0)
	c := h.clock()
	var soft, hard, last time.Duration
	if h.set.turn == 0 {
		soft, hard = fastSoft, fastHard
		if c.Timed {
			s, hd := engine.TimeBudget(c, pos)
			soft, hard = min(soft, s), min(hard, hd)
		}
		last = soft
	} else {
		soft, hard = engine.TimeBudget(c, pos)
		last = c.LastStart(soft, hard)
	}
	if hard > 0 {
		hard = max(hard-spent, engine.MinThink)
		soft = min(max(soft-spent, engine.MinThink), hard)
		last = min(max(last-spent, engine.MinThink), hard)
	}
	lim.Soft, lim.Hard, lim.LastStart = soft, hard, last
	return lim
}

// noteReply books the time a move took against the game clock.
func (h *Handler) noteReply(at time.Time) {
	d := max(h.opt.Now().Sub(at), 0)
	h.used += d
	h.moved = true
	if h.set.leftSet && h.set.left < unlimited {
		h.set.left -= d.Milliseconds()
	}
	h.log.Info().Dur("took", d).Msg("move sent")
}

// resetClock starts a new game's time accounting.
func (h *Handler) resetClock() {
	h.used = 0
	h.set.leftSet = false
}
