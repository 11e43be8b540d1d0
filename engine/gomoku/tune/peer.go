package main

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"math/rand/v2"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"time"

	"sente/engine"
	"sente/engine/gomoku"
	"sente/internal/inorder"
)

// peerConfig parameterises the games of a peer engine against itself: the
// same openings as gen (the centre and random moves near the stones, drawn
// from the seed and the game number), then every move chosen by the
// engine, an external Gomocup (pbrain) program, with a node budget.
type peerConfig struct {
	genConfig
	Engine  string        // the pbrain program
	Timeout time.Duration // the longest wait for one move
}

// gomocupRule is the rule's code in the protocol's INFO rule.
func gomocupRule(r gomoku.Rule) (int, error) {
	switch r {
	case gomoku.Freestyle:
		return 0, nil
	case gomoku.Standard:
		return 1, nil
	case gomoku.Renju:
		return 4, nil
	}
	return 0, fmt.Errorf("peer: no Gomocup rule code for %v", r)
}

// pbrain is one running peer process: its input and its output lines.
type pbrain struct {
	cmd   *exec.Cmd
	in    io.WriteCloser
	lines chan string
}

// startPbrain runs the program in its own directory (engines read their
// configuration from there).
func startPbrain(path string) (*pbrain, error) {
	cmd := exec.Command(path)
	cmd.Dir = filepath.Dir(path)
	in, err := cmd.StdinPipe()
	if err != nil {
		return nil, err
	}
	out, err := cmd.StdoutPipe()
	if err != nil {
		return nil, err
	}
	if err := cmd.Start(); err != nil {
		return nil, err
	}
	e := &pbrain{cmd: cmd, in: in, lines: make(chan string, 64)}
	go func() {
		sc := bufio.NewScanner(out)
		for sc.Scan() {
			e.lines <- strings.TrimSpace(sc.Text())
		}
		close(e.lines)
	}()
	return e, nil
}

func (e *pbrain) send(s string) error {
	_, err := io.WriteString(e.in, s+"\n")
	return err
}

// reply waits for the first line that is not a MESSAGE or DEBUG line.
func (e *pbrain) reply(timeout time.Duration) (string, error) {
	t := time.NewTimer(timeout)
	defer t.Stop()
	for {
		select {
		case l, ok := <-e.lines:
			if !ok {
				return "", errors.New("peer: the engine exited")
			}
			if l == "" || strings.HasPrefix(l, "MESSAGE") || strings.HasPrefix(l, "DEBUG") {
				continue
			}
			return l, nil
		case <-t.C:
			return "", errors.New("peer: no reply in time")
		}
	}
}

// board sends a BOARD command (its n stones) and returns the reply. An
// engine that reads its input while it finishes a search can swallow the
// BOARD line and then answer each stone and DONE with an ERROR: those
// replies are read and the command is sent again (three tries).
func (e *pbrain) board(cmd string, n int, timeout time.Duration) (string, error) {
	for try := 0; try < 3; try++ {
		if err := e.send(cmd); err != nil {
			return "", err
		}
		l, err := e.reply(timeout)
		if err != nil || !strings.HasPrefix(l, "ERROR") {
			return l, err
		}
		for i := 1; i < n+1; i++ {
			if l, err = e.reply(timeout); err != nil {
				return "", err
			}
			if !strings.HasPrefix(l, "ERROR") {
				return "", fmt.Errorf("peer: %q among the errors of a swallowed BOARD", l)
			}
		}
	}
	return "", errors.New("peer: BOARD refused three times")
}

func (e *pbrain) close() {
	_ = e.send("END")
	_ = e.in.Close()
	done := make(chan struct{})
	go func() { _ = e.cmd.Wait(); close(done) }()
	select {
	case <-done:
	case <-time.After(2 * time.Second):
		_ = e.cmd.Process.Kill()
		<-done
	}
}

// peerGame plays game g with a fresh engine process (so a game does not
// depend on the ones before it). A game the engine does not finish (an
// error, an illegal reply, no reply in time) comes back with ok false.
func peerGame(cfg *peerConfig, g int) (r gameRecord, ok bool, err error) {
	code, err := gomocupRule(cfg.Rule)
	if err != nil {
		return r, false, err
	}
	rng := rand.New(rand.NewPCG(cfg.Seed, uint64(g)))
	game, err := gomoku.NewGame(boardSide, boardSide, cfg.Rule)
	if err != nil {
		return r, false, err
	}
	e, err := startPbrain(cfg.Engine)
	if err != nil {
		return r, false, err
	}
	defer e.close()
	for _, s := range []string{fmt.Sprintf("START %d", boardSide), fmt.Sprintf("INFO rule %d", code),
		"INFO thread_num 1", fmt.Sprintf("INFO max_node %d", cfg.Nodes), fmt.Sprintf("INFO timeout_turn %d", cfg.Timeout.Milliseconds()),
		"INFO timeout_match 0", "ABOUT"} {
		if err := e.send(s); err != nil {
			return r, false, nil
		}
		// START answers OK, ABOUT (sent last, so the settings are
		// taken before the first BOARD) its name
		if s == "ABOUT" || strings.HasPrefix(s, "START") {
			if l, err := e.reply(cfg.Timeout); err != nil || (s != "ABOUT" && l != "OK") {
				fmt.Fprintf(os.Stderr, "peer: game %d: %s answered %q (%v)\n", g, s, l, err)
				return r, false, nil
			}
		}
	}
	r = gameRecord{Game: uint32(g), Rule: cfg.Rule}
	random := 1 + cfg.Random + rng.IntN(3)
	buf := make([]engine.Move, 0, engine.MaxMoves)
	for ply := 0; ; ply++ {
		if res, over := gameEnd(game); over {
			r.Result = res
			return r, true, nil
		}
		var x, y int
		if ply < random {
			ms := game.Position().GenMoves(buf[:0])
			m := int(ms[rng.IntN(len(ms))])
			x, y = m%boardSide, m/boardSide
		} else {
			var sb strings.Builder
			sb.WriteString("BOARD\n")
			for i, mv := range game.Moves() {
				// 1: the stone of the side to move, 2: the opponent's
				own := 1
				if i%2 != ply%2 {
					own = 2
				}
				fmt.Fprintf(&sb, "%d,%d,%d\n", mv[0], mv[1], own)
			}
			sb.WriteString("DONE")
			l, err := e.board(sb.String(), game.Stones(), cfg.Timeout)
			if err != nil {
				fmt.Fprintf(os.Stderr, "peer: game %d ply %d: %v\n", g, ply, err)
				return r, false, nil
			}
			var ok bool
			if x, y, ok = parsePoint(l); !ok {
				fmt.Fprintf(os.Stderr, "peer: game %d ply %d: reply %q\n", g, ply, l)
				return r, false, nil
			}
		}
		if x < 0 || y < 0 || x >= boardSide || y >= boardSide || game.Play(x, y) != nil {
			fmt.Fprintf(os.Stderr, "peer: game %d ply %d: illegal move %d,%d\n", g, ply, x, y)
			return r, false, nil
		}
		r.Moves = append(r.Moves, uint8(y*boardSide+x))
		r.Scores = append(r.Scores, 0)
	}
}

// parsePoint reads a move reply "x,y".
func parsePoint(l string) (x, y int, ok bool) {
	a, b, found := strings.Cut(l, ",")
	if !found {
		return 0, 0, false
	}
	x, err1 := strconv.Atoi(strings.TrimSpace(a))
	y, err2 := strconv.Atoi(strings.TrimSpace(b))
	return x, y, err1 == nil && err2 == nil
}

// peerGames plays the games of cfg.games() on cfg.Workers goroutines, one
// engine process per game, and writes the finished games in game order,
// as generate does; a game the engine did not finish is left out (a
// resumed run plays it again).
func peerGames(cfg peerConfig, w io.Writer, progress func(done int)) (games, positions, failed int, err error) {
	todo := cfg.games()
	type result struct {
		r   gameRecord
		ok  bool
		err error
	}
	var buf []byte
	err = inorder.Run(len(todo), cfg.Workers,
		func() struct{} { return struct{}{} },
		func(_ struct{}, k int) result {
			r, ok, err := peerGame(&cfg, todo[k])
			return result{r, ok, err}
		},
		func(_ int, res result) error {
			if res.err != nil {
				return res.err
			}
			if !res.ok {
				failed++
				return nil
			}
			buf = res.r.append(buf[:0])
			if _, err := w.Write(buf); err != nil {
				return err
			}
			games++
			positions += len(res.r.Moves)
			return nil
		},
		func(done int) {
			if progress != nil && done%100 == 0 {
				progress(done)
			}
		})
	return games, positions, failed, err
}
