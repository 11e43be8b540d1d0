// Package ggf reads and writes Othello game records in GGF, the format of
// NBoard's `set game` command and of the GGS server:
//
//	(;GM[Othello]PB[black]PW[white]TI[5:00//0]TY[8]BO[8 <64 squares> *]B[f5]W[d6/-1.5/2.1];)
//
// Games may start from any position; moves may carry an evaluation and the
// time they took; PA is a pass. Unknown tags are kept but not interpreted.
package ggf

import (
	"fmt"
	"strconv"
	"strings"
	"time"

	"sente/engine"
	"sente/engine/othello"
)

// MaxMoves bounds the moves a record may hold: a game has at most 60 moves
// and a few passes, so anything much longer is rejected as junk.
const MaxMoves = 200

// Move is one move of a record.
type Move struct {
	Color othello.Color
	Move  engine.Move // a square 0..63 or othello.Pass
	// Eval (discs, from the mover's side) and Time (seconds) are the
	// optional /eval/time fields; HasEval/HasTime say they were present.
	Eval, Time       float64
	HasEval, HasTime bool
}

// String formats m as GGF writes it inside B[..]/W[..]: "f5", "PA",
// "f5/-1.50/2.10".
func (m Move) String() string {
	s := othello.MoveString(m.Move)
	if m.HasEval || m.HasTime {
		s += "/"
		if m.HasEval {
			s += strconv.FormatFloat(m.Eval, 'f', 2, 64)
		}
		if m.HasTime {
			s += "/" + strconv.FormatFloat(m.Time, 'f', 2, 64)
		}
	}
	return s
}

// Tag is one name[value] pair other than the board and the moves.
type Tag struct{ Name, Value string }

// Game is a parsed record: the start position, the moves and the other
// tags in their original order.
type Game struct {
	Tags         []Tag
	Black, White uint64        // start position discs
	Side         othello.Color // colour to move at the start
	Moves        []Move
}

// New returns a record of a game from the standard start position.
func New() *Game {
	return &Game{Black: othello.StartBlack, White: othello.StartWhite, Side: othello.Black,
		Tags: []Tag{{"GM", "Othello"}}}
}

// Tag returns the value of the first tag called name ("" if absent).
func (g *Game) Tag(name string) string {
	for _, t := range g.Tags {
		if t.Name == name {
			return t.Value
		}
	}
	return ""
}

// SetTag sets (or adds) a tag.
func (g *Game) SetTag(name, value string) {
	for i := range g.Tags {
		if g.Tags[i].Name == name {
			g.Tags[i].Value = value
			return
		}
	}
	g.Tags = append(g.Tags, Tag{name, value})
}

// Start returns a new position at the start of the record.
func (g *Game) Start() *othello.Position {
	return othello.FromBitboards(g.Black, g.White, g.Side)
}

// Position replays the record and returns the final position. A move by
// the colour not to move is accepted as an implied pass when the side to
// move indeed had no move; any other inconsistency is an error naming the
// move. Implied passes are made explicit in g.Moves.
func (g *Game) Position() (*othello.Position, error) {
	pos := g.Start()
	moves := make([]Move, 0, len(g.Moves))
	for i, m := range g.Moves {
		if m.Color != pos.Side() && m.Move != othello.Pass && pos.MustPass() {
			moves = append(moves, Move{Color: pos.Side(), Move: othello.Pass})
			pos.Make(othello.Pass)
		}
		if m.Color != pos.Side() {
			return nil, fmt.Errorf("ggf: move %d (%s): not %s's turn", i+1, othello.MoveString(m.Move), m.Color)
		}
		if err := pos.Play(m.Move); err != nil {
			return nil, fmt.Errorf("ggf: move %d (%s): %w", i+1, othello.MoveString(m.Move), err)
		}
		moves = append(moves, m)
	}
	g.Moves = moves
	return pos, nil
}

// String writes the record in GGF on one line.
func (g *Game) String() string {
	var sb strings.Builder
	sb.WriteString("(;")
	hasGM := false
	for _, t := range g.Tags {
		if t.Name == "BO" || t.Name == "B" || t.Name == "W" {
			continue
		}
		if t.Name == "GM" {
			hasGM = true
		}
		writeTag(&sb, t.Name, t.Value)
	}
	if !hasGM {
		writeTag(&sb, "GM", "Othello")
	}
	sb.WriteString("BO[8 ")
	for sq := 0; sq < 64; sq++ {
		switch {
		case g.Black>>uint(sq)&1 != 0:
			sb.WriteByte('*')
		case g.White>>uint(sq)&1 != 0:
			sb.WriteByte('O')
		default:
			sb.WriteByte('-')
		}
	}
	if g.Side == othello.Black {
		sb.WriteString(" *]")
	} else {
		sb.WriteString(" O]")
	}
	for _, m := range g.Moves {
		name := "B"
		if m.Color == othello.White {
			name = "W"
		}
		writeTag(&sb, name, m.String())
	}
	sb.WriteString(";)")
	return sb.String()
}

func writeTag(sb *strings.Builder, name, value string) {
	sb.WriteString(name)
	sb.WriteByte('[')
	sb.WriteString(strings.NewReplacer("]", ")", "\\", "/").Replace(value))
	sb.WriteByte(']')
}

// Clock is the game clock of a TI tag: the main time per player and the
// increment added after each move.
type Clock struct {
	Main, Inc time.Duration
}

// Clock parses the TI tag: "mm:ss", "hh:mm:ss" or seconds, optionally
// followed by "/inc" or "//…" parts; only the main time and the first
// increment field are used (a later field may be an extension, which is not
// counted, so the engine never relies on time it might not get). ok is
// false when there is no usable TI tag.
func (g *Game) Clock() (c Clock, ok bool) {
	ti := strings.TrimSpace(g.Tag("TI"))
	if ti == "" {
		return Clock{}, false
	}
	f := strings.Split(ti, "/")
	main, err := ParseDuration(f[0])
	if err != nil || main <= 0 {
		return Clock{}, false
	}
	c.Main = main
	if len(f) > 1 && strings.TrimSpace(f[1]) != "" {
		if inc, err := ParseDuration(f[1]); err == nil && inc > 0 {
			c.Inc = inc
		}
	}
	return c, true
}

// maxDuration caps parsed times at a week, which no game clock exceeds.
const maxDuration = 7 * 24 * time.Hour

// ParseDuration reads "ss", "mm:ss" or "hh:mm:ss" (seconds may have a
// fraction).
func ParseDuration(s string) (time.Duration, error) {
	s = strings.TrimSpace(s)
	parts := strings.Split(s, ":")
	if s == "" || len(parts) > 3 {
		return 0, fmt.Errorf("ggf: bad time %q", s)
	}
	var total float64
	for i, p := range parts {
		v, err := strconv.ParseFloat(strings.TrimSpace(p), 64)
		if err != nil || !(v >= 0 && v <= maxDuration.Seconds()) || (i < len(parts)-1 && v != float64(int64(v))) {
			return 0, fmt.Errorf("ggf: bad time %q", s)
		}
		total = total*60 + v
	}
	if !(total <= maxDuration.Seconds()) {
		return 0, fmt.Errorf("ggf: time %q too long", s)
	}
	return time.Duration(total * float64(time.Second)), nil
}
