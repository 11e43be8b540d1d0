package match

import (
	"fmt"
	"strings"
	"time"
)

// gtpClient drives an Othello engine over GTP: `boardsize 8` at start-up,
// `clear_board` and `time_settings` per game, `play` for every move the
// engine has not seen (passes included), `time_left` when a game clock
// runs, and `genmove`, whose move the engine plays itself. A limit per
// move S is sent as `time_settings 0 S 1` (S seconds for every stone).
type gtpClient struct {
	p    *Process
	s    Setup
	sent int
}

func newGTPClient(p *Process) *gtpClient { return &gtpClient{p: p} }

// command sends one command and reads its reply: the first non-empty line
// and the lines up to the empty line that ends it. It returns the result
// text of the first line and when that line arrived.
func (c *gtpClient) command(cmd string, deadline time.Time) (string, time.Time, error) {
	if err := c.p.Send(cmd); err != nil {
		return "", time.Now(), err
	}
	var first string
	var at time.Time
	for {
		line, t, err := c.p.ReadLine(deadline)
		if err != nil {
			return "", t, err
		}
		if strings.TrimSpace(line) == "" {
			continue
		}
		first, at = line, t
		break
	}
	res, perr := ParseGTPReply(first)
	if perr != nil && !strings.HasPrefix(strings.TrimSpace(first), "?") {
		return "", at, perr // not a reply at all: do not wait for more
	}
	// the rest of the reply, up to the empty line
	for {
		line, _, err := c.p.ReadLine(deadline)
		if err != nil {
			if err == ErrTimeout {
				return "", at, &BadReplyError{first, "reply not ended by an empty line"}
			}
			return "", at, err
		}
		if strings.TrimSpace(line) == "" {
			break
		}
	}
	return res, at, perr
}

// Init sets the board size.
func (c *gtpClient) Init(deadline time.Time) error {
	_, _, err := c.command("boardsize 8", deadline)
	return err
}

// NewGame clears the board and sets the clock.
func (c *gtpClient) NewGame(s Setup, deadline time.Time) error {
	c.s, c.sent = s, 0
	if _, _, err := c.command("clear_board", deadline); err != nil {
		return err
	}
	var ts string
	switch {
	case s.TC.Game > 0:
		ts = fmt.Sprintf("time_settings %s 0 0", gtpSeconds(s.TC.Game))
	case s.TC.PerMove > 0:
		ts = fmt.Sprintf("time_settings 0 %s 1", gtpSeconds(s.TC.PerMove))
	default:
		return nil
	}
	_, _, err := c.command(ts, deadline)
	return err
}

func gtpSeconds(d time.Duration) string {
	if d%time.Second == 0 {
		return fmt.Sprint(int64(d / time.Second))
	}
	return fmt.Sprintf("%.3f", d.Seconds())
}

func colorOf(i int) string {
	if i%2 == 0 {
		return "b"
	}
	return "w"
}

// Think plays the unseen moves, then genmove.
func (c *gtpClient) Think(moves []Move, clk Clock, deadline time.Time) (Move, time.Duration, error) {
	for i := c.sent; i < len(moves); i++ {
		if _, _, err := c.command(fmt.Sprintf("play %s %s", colorOf(i), moves[i].Othello()), deadline); err != nil {
			return Move{}, 0, err
		}
	}
	c.sent = len(moves)
	me := colorOf(len(moves))
	if c.s.TC.Game > 0 {
		left := clk.Left.Round(time.Millisecond)
		if left < 0 {
			left = 0 // over the limit but within the tolerance
		}
		if _, _, err := c.command(fmt.Sprintf("time_left %s %s 0", me, gtpSeconds(left)), deadline); err != nil {
			return Move{}, 0, err
		}
	}
	sent := time.Now()
	res, at, err := c.command("genmove "+me, deadline)
	if err != nil {
		return Move{}, at.Sub(sent), err
	}
	m, err := ParseGTPMove(res)
	c.sent = len(moves) + 1
	return m, at.Sub(sent), err
}

// Quit sends quit and waits a second.
func (c *gtpClient) Quit() {
	c.p.Send("quit")
	c.p.Close(time.Second)
}

// Kill ends the engine at once.
func (c *gtpClient) Kill() { c.p.Kill() }
