package match

import (
	"fmt"
	"strings"
	"time"

	"sente/protocol/referee"
)

// pbrainClient drives a Gomocup engine. Every game starts with START (or
// RECTSTART) and INFO lines, as c-gomoku-cli does with a reused process;
// the first move request is BEGIN on an empty board or BOARD…DONE with the
// opening stones, then TURN with the opponent's move.
type pbrainClient struct {
	p     *Process
	s     Setup
	sent  int  // moves of the game the engine knows
	fresh bool // no move asked for yet in this game
}

func newPbrainClient(p *Process) *pbrainClient { return &pbrainClient{p: p} }

// Init does nothing: the protocol has no handshake before START.
func (c *pbrainClient) Init(deadline time.Time) error { return nil }

// NewGame sends START/RECTSTART, waits for OK, then the INFO settings.
func (c *pbrainClient) NewGame(s Setup, deadline time.Time) error {
	c.s, c.sent, c.fresh = s, 0, true
	start := fmt.Sprintf("START %d", s.W)
	if s.W != s.H {
		start = fmt.Sprintf("RECTSTART %d,%d", s.W, s.H)
	}
	if err := c.p.Send(start); err != nil {
		return err
	}
	for {
		line, _, err := c.p.ReadLine(deadline)
		if err != nil {
			return err
		}
		t := strings.ToUpper(strings.TrimSpace(line))
		if t == "OK" {
			break
		}
		if t == "" || strings.HasPrefix(t, "MESSAGE") || strings.HasPrefix(t, "DEBUG") {
			continue
		}
		return &BadReplyError{line, "expected OK to " + start}
	}
	turn := s.TC.PerMove
	if turn <= 0 {
		turn = s.TC.Game // no per-move limit: the whole clock may go to one move
	}
	info := []string{
		fmt.Sprintf("INFO timeout_turn %d", turn.Milliseconds()),
		fmt.Sprintf("INFO timeout_match %d", s.TC.Game.Milliseconds()),
		fmt.Sprintf("INFO max_memory %d", s.MaxMemory),
		"INFO game_type 1",
		fmt.Sprintf("INFO rule %d", int(s.Rule)),
	}
	if s.TC.Inc > 0 {
		info = append(info, fmt.Sprintf("INFO time_increment %d", s.TC.Inc.Milliseconds()))
	}
	for _, l := range info {
		if err := c.p.Send(l); err != nil {
			return err
		}
	}
	return nil
}

// Think sends BEGIN, BOARD…DONE or TURN and reads the move.
func (c *pbrainClient) Think(moves []Move, clk Clock, deadline time.Time) (Move, time.Duration, error) {
	if c.s.TC.Game > 0 {
		if err := c.p.Send(fmt.Sprintf("INFO time_left %d", clk.Left.Milliseconds())); err != nil {
			return Move{}, 0, err
		}
	}
	var lines []string
	switch {
	case c.fresh && len(moves) == 0:
		lines = []string{"BEGIN"}
	case c.fresh || len(moves)-c.sent != 1:
		lines = append(lines, "BOARD")
		for i, m := range moves {
			own := referee.Black
			if i%2 == 1 {
				own = referee.White
			}
			f := 2
			if own == c.s.Color {
				f = 1
			}
			lines = append(lines, fmt.Sprintf("%d,%d,%d", m.X, m.Y, f))
		}
		lines = append(lines, "DONE")
	default:
		lines = []string{"TURN " + moves[len(moves)-1].Gomoku()}
	}
	c.fresh = false
	for _, l := range lines {
		if err := c.p.Send(l); err != nil {
			return Move{}, 0, err
		}
	}
	sent := time.Now()
	for {
		line, at, err := c.p.ReadLine(deadline)
		if err != nil {
			return Move{}, at.Sub(sent), err
		}
		m, skip, err := ParsePbrainMove(line)
		if skip {
			continue
		}
		c.sent = len(moves) + 1
		return m, at.Sub(sent), err
	}
}

// Quit sends END and gives the engine a second to exit.
func (c *pbrainClient) Quit() {
	c.p.Send("END")
	c.p.Close(time.Second)
}

// Kill ends the engine at once.
func (c *pbrainClient) Kill() { c.p.Kill() }
