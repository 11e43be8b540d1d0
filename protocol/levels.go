package protocol

import (
	"fmt"
	"strconv"
	"strings"
	"time"

	"sente/engine"
)

// Level is a playing strength: a depth limit and/or a time per move. The
// zero Level is full strength with no limit of its own (the game clock,
// if any, still applies).
type Level struct {
	Name    string
	Depth   int           // maximum midgame depth in plies; 0 = none
	PerMove time.Duration // time per move; 0 = none
}

// Levels are the named strengths, weakest first. easy/medium/hard match
// the seed players' fixed depths; expert and max are time-based.
var Levels = []Level{
	{Name: "easy", Depth: 1},
	{Name: "medium", Depth: 3},
	{Name: "hard", Depth: 6},
	{Name: "expert", PerMove: time.Second},
	{Name: "max", PerMove: 5 * time.Second},
}

// MaxLevelDepth bounds the depths a protocol may ask for.
const MaxLevelDepth = 60

// ParseLevel reads a level: a name from Levels, a depth ("8" or "depth=8")
// or a time per move ("2s", "500ms", "1.5s").
func ParseLevel(s string) (Level, error) {
	s = strings.ToLower(strings.TrimSpace(s))
	for _, l := range Levels {
		if l.Name == s {
			return l, nil
		}
	}
	ds := strings.TrimPrefix(s, "depth=")
	if n, err := strconv.Atoi(ds); err == nil {
		if n < 1 || n > MaxLevelDepth {
			return Level{}, fmt.Errorf("depth %d out of range 1..%d", n, MaxLevelDepth)
		}
		return DepthLevel(n), nil
	}
	if d, err := time.ParseDuration(s); err == nil {
		if d <= 0 || d > 24*time.Hour {
			return Level{}, fmt.Errorf("time per move %v out of range", d)
		}
		return Level{Name: s, PerMove: d}, nil
	}
	return Level{}, fmt.Errorf("unknown level %q (want easy, medium, hard, expert, max, a depth or a time like 2s)", s)
}

// DepthLevel is the level of a fixed midgame depth (NBoard `set depth`).
func DepthLevel(n int) Level {
	if n > MaxLevelDepth {
		n = MaxLevelDepth
	}
	if n < 1 {
		n = 1
	}
	return Level{Name: "depth " + strconv.Itoa(n), Depth: n}
}

// endgameMoves is the number of own moves at the end of a game that need
// next to no time, for positions that do not say (engine.SolvedEnd).
const endgameMoves = 8

// Limits combines the level with the game clock into search limits for
// pos: the depth of the level, and soft/hard deadlines from the tighter of
// the level's time per move and the clock.
func (l Level) Limits(c engine.Clock, pos engine.Position) engine.Limits {
	if l.PerMove > 0 && (c.PerMove == 0 || l.PerMove < c.PerMove) {
		c.PerMove = l.PerMove
	}
	if ph, ok := pos.(engine.Phaser); ok && c.Timed && c.MovesToGo == 0 {
		// The last moves are solved in milliseconds: share the clock
		// among the moves before them.
		free := endgameMoves
		if se, ok := pos.(engine.SolvedEnd); ok {
			free = se.FreeMoves(c.Left)
		}
		c.MovesToGo = max(ph.MovesToGo()-free, 3)
	}
	soft, hard := engine.TimeBudget(c, pos)
	return engine.Limits{Depth: l.Depth, Soft: soft, Hard: hard, LastStart: c.LastStart(soft, hard)}
}
