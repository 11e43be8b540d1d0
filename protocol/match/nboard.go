package match

import (
	"fmt"
	"strings"
	"time"

	"sente/protocol/referee"
)

// nboardClient drives an NBoard engine. Before every `go` it sends the
// whole game as `set game <GGF>`, whose TI tag and per-move times carry the
// clock: NBoard has no other way to give time.
//
// NBoard knows only game clocks. A limit per move S is sent as a fresh
// clock of 3·S for every move (the moves carry no times): an engine that
// never spends more than a third of its remaining time on one move stays
// within S, and one that budgets for many moves plays faster than S.
// Prefer --tc-game with NBoard engines.
type nboardClient struct {
	p     *Process
	s     Setup
	depth int
	times []time.Duration // time used by each move of the game (0 for the opening)
	ping  int
}

func newNBoardClient(p *Process, depth int) *nboardClient {
	if depth <= 0 {
		depth = 60
	}
	return &nboardClient{p: p, depth: depth}
}

// Init sends `nboard 2` and `set depth`, then waits for the answer to a
// ping.
func (c *nboardClient) Init(deadline time.Time) error {
	for _, l := range []string{"nboard 2", fmt.Sprintf("set depth %d", c.depth)} {
		if err := c.p.Send(l); err != nil {
			return err
		}
	}
	return c.pingPong(deadline)
}

func (c *nboardClient) pingPong(deadline time.Time) error {
	c.ping++
	want := fmt.Sprintf("pong %d", c.ping)
	if err := c.p.Send(fmt.Sprintf("ping %d", c.ping)); err != nil {
		return err
	}
	for {
		line, _, err := c.p.ReadLine(deadline)
		if err != nil {
			return err
		}
		if strings.TrimSpace(line) == want {
			return nil
		}
	}
}

// NewGame remembers the setup; the position goes with the next `go`.
func (c *nboardClient) NewGame(s Setup, deadline time.Time) error {
	c.s = s
	c.times = c.times[:0]
	return nil
}

// setTimes makes room for the times of n moves.
func (c *nboardClient) setTimes(n int) {
	for len(c.times) < n {
		c.times = append(c.times, 0)
	}
}

// RecordTime is called by the game for every timed move.
func (c *nboardClient) RecordTime(i int, d time.Duration) {
	c.setTimes(i + 1)
	c.times[i] = d
}

// Think sends `set game` with the game so far, then `go`.
func (c *nboardClient) Think(moves []Move, clk Clock, deadline time.Time) (Move, time.Duration, error) {
	c.setTimes(len(moves))
	ggf := c.gameGGF(moves)
	if err := c.p.Send("set game " + ggf); err != nil {
		return Move{}, 0, err
	}
	if err := c.p.Send("go"); err != nil {
		return Move{}, 0, err
	}
	sent := time.Now()
	for {
		line, at, err := c.p.ReadLine(deadline)
		if err != nil {
			return Move{}, at.Sub(sent), err
		}
		m, kind, err := ParseNBoardReply(line)
		switch kind {
		case NBoardMove:
			return m, at.Sub(sent), err
		case NBoardForeign:
			c.p.Note("ignored a line that is not NBoard: " + line)
		}
	}
}

// gameGGF writes the game so far for `set game`.
func (c *nboardClient) gameGGF(moves []Move) string {
	var b strings.Builder
	b.WriteString("(;GM[Othello]PC[sente match]")
	fmt.Fprintf(&b, "PB[%s]PW[%s]", ggfEscape(c.s.Black), ggfEscape(c.s.White))
	tc := c.s.TC
	withTimes := tc.Game > 0
	switch {
	case tc.Game > 0:
		fmt.Fprintf(&b, "TI[%s//%s]", ggfTime(tc.Game), ggfTime(tc.Inc))
	case tc.PerMove > 0:
		fmt.Fprintf(&b, "TI[%s]", ggfTime(3*tc.PerMove))
	}
	fmt.Fprintf(&b, "TY[8]BO[8 %s *]", referee.NewOthello().Board())
	for i, m := range moves {
		col := "B"
		if i%2 == 1 {
			col = "W"
		}
		mv := strings.ToUpper(m.Othello())
		if m.Pass {
			mv = "PA"
		}
		if withTimes && i < len(c.times) && c.times[i] > 0 {
			fmt.Fprintf(&b, "%s[%s//%.3f]", col, mv, c.times[i].Seconds())
		} else {
			fmt.Fprintf(&b, "%s[%s]", col, mv)
		}
	}
	b.WriteString(";)")
	return b.String()
}

// ggfTime writes a duration as GGF clocks do: "m:ss" for whole seconds,
// else seconds with a fraction.
func ggfTime(d time.Duration) string {
	if d%time.Second == 0 {
		s := int64(d / time.Second)
		return fmt.Sprintf("%d:%02d", s/60, s%60)
	}
	return fmt.Sprintf("%.3f", d.Seconds())
}

func ggfEscape(s string) string {
	return strings.NewReplacer("]", ")", "[", "(", "\\", "/").Replace(s)
}

// Quit closes the input (NBoard has no quit command) and waits a second.
func (c *nboardClient) Quit() { c.p.Close(time.Second) }

// Kill ends the engine at once.
func (c *nboardClient) Kill() { c.p.Kill() }
