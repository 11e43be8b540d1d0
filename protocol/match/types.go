package match

import (
	"fmt"
	"strings"
	"time"

	"sente/protocol/referee"
)

// Game is the game a match is played in.
type Game int

// Games.
const (
	Gomoku Game = iota
	Othello
)

// String returns "gomoku" or "othello".
func (g Game) String() string {
	if g == Othello {
		return "othello"
	}
	return "gomoku"
}

// ParseGame reads "gomoku" or "othello".
func ParseGame(s string) (Game, error) {
	switch strings.ToLower(s) {
	case "gomoku", "gomocup", "renju":
		return Gomoku, nil
	case "othello", "reversi":
		return Othello, nil
	}
	return 0, fmt.Errorf("unknown game %q (want gomoku or othello)", s)
}

// Move is a move of either game: a Gomoku point (X column, Y row, both
// from 0) or an Othello square (X = column a..h as 0..7, Y = row 1..8 as
// 0..7), or an Othello pass.
type Move struct {
	X, Y int
	Pass bool
}

// PassMove is the Othello pass.
var PassMove = Move{Pass: true}

// Square returns the Othello square index of m (referee.Pass for a pass).
func (m Move) Square() int {
	if m.Pass {
		return referee.Pass
	}
	return m.Y*8 + m.X
}

// FromSquare returns the move of an Othello square index.
func FromSquare(sq int) Move {
	if sq == referee.Pass {
		return PassMove
	}
	return Move{X: sq % 8, Y: sq / 8}
}

// Othello returns the move as NBoard/GTP write it: "f5", or "pass".
func (m Move) Othello() string { return referee.SquareName(m.Square()) }

// Gomoku returns the move as the Gomocup protocol writes it: "x,y".
func (m Move) Gomoku() string { return fmt.Sprintf("%d,%d", m.X, m.Y) }

// TimeControl is the time given to each engine: a limit per move, a game
// clock with an increment, or both (0 = none). With neither, moves are
// untimed and an engine that hangs is never caught: `sente match` always
// sets one (1 s per move by default).
type TimeControl struct {
	PerMove time.Duration
	Game    time.Duration
	Inc     time.Duration
}

// String describes the time control.
func (tc TimeControl) String() string {
	var p []string
	if tc.PerMove > 0 {
		p = append(p, fmt.Sprintf("%gs/move", tc.PerMove.Seconds()))
	}
	if tc.Game > 0 {
		s := fmt.Sprintf("%gs/game", tc.Game.Seconds())
		if tc.Inc > 0 {
			s += fmt.Sprintf("+%gs", tc.Inc.Seconds())
		}
		p = append(p, s)
	}
	if len(p) == 0 {
		return "untimed"
	}
	return strings.Join(p, " ")
}

// ParseGameTime reads a game clock "S" or "S+INC" in seconds.
func ParseGameTime(s string) (main, inc time.Duration, err error) {
	ms, is, hasInc := strings.Cut(s, "+")
	m, err := parseSeconds(ms)
	if err != nil || m <= 0 {
		return 0, 0, fmt.Errorf("bad game time %q (want seconds, optionally +increment)", s)
	}
	if hasInc {
		i, err := parseSeconds(is)
		if err != nil {
			return 0, 0, fmt.Errorf("bad increment in %q", s)
		}
		inc = i
	}
	return m, inc, nil
}

// parseSeconds reads a non-negative number of seconds.
func parseSeconds(s string) (time.Duration, error) {
	var f float64
	if _, err := fmt.Sscanf(strings.TrimSpace(s), "%g", &f); err != nil || !(f >= 0 && f < 1e7) {
		return 0, fmt.Errorf("bad seconds %q", s)
	}
	return time.Duration(f * float64(time.Second)), nil
}

// EngineSpec is one engine of the match.
type EngineSpec struct {
	Name  string
	Argv  []string
	Proto string // "pbrain", "nboard" or "gtp"
	Dir   string // working directory ("" = current)
	// Depth is sent as NBoard `set depth` (default 60, so the clock rules).
	Depth int
	// TC, when set, is this engine's own time control in place of the
	// match's (time odds, or a clock that only bounds an engine limited by
	// depth).
	TC *TimeControl
}

// Setup describes a new game to an engine client.
type Setup struct {
	Game    Game
	W, H    int
	Rule    referee.GomokuRule
	Color   referee.Stone // the colour this engine plays
	Opening []Move        // moves already played, black first
	TC      TimeControl
	// MaxMemory is sent as Gomocup INFO max_memory (bytes, 0 = none).
	MaxMemory int64
	// Black and White are the players' names (for GGF records).
	Black, White string
}

// Clock is what a client tells an engine about the time before a move.
type Clock struct {
	Left, OppLeft time.Duration // game clock left (valid when TC.Game > 0)
}

// Client speaks one protocol to one engine process, from the manager's side.
type Client interface {
	// Init does the handshake after start-up (before the first game).
	Init(deadline time.Time) error
	// NewGame starts a game; it may wait for an acknowledgement until
	// deadline.
	NewGame(s Setup, deadline time.Time) error
	// Think tells the engine the moves it has not seen yet (moves is the
	// whole game so far, opening included) and asks for its move. The
	// duration is measured from the command that asks for the move to the
	// reply line.
	Think(moves []Move, clk Clock, deadline time.Time) (Move, time.Duration, error)
	// Quit asks the engine to exit and waits a little, then kills it.
	Quit()
	// Kill ends the process at once.
	Kill()
}

// BadReplyError is a reply that is not what the protocol expects.
type BadReplyError struct {
	Reply string
	Why   string
}

// Error describes the reply (cut to 80 bytes) and what is wrong with it.
func (e *BadReplyError) Error() string {
	r := e.Reply
	if len(r) > 80 {
		r = r[:80] + "…"
	}
	return fmt.Sprintf("bad reply %q: %s", r, e.Why)
}
