package protocol

import (
	"bufio"
	"bytes"
	"io"
	"strings"
	"testing"

	"github.com/rs/zerolog"

	"sente/engine"
)

// tree is a tiny game for the tests: three moves a ply, four plies deep,
// scored by the moves played. It panics on its panicAt-th Make (0: never).
type tree struct {
	path    []engine.Move
	makes   int
	panicAt int
}

func (t *tree) Hash() uint64 {
	h := uint64(1469598103934665603)
	for _, m := range t.path {
		h = (h ^ uint64(m+1)) * 1099511628211
	}
	return h
}

func (t *tree) GenMoves(buf []engine.Move) []engine.Move {
	if len(t.path) >= 4 {
		return buf
	}
	return append(buf, 0, 1, 2)
}

func (t *tree) Make(m engine.Move) {
	if t.makes++; t.makes == t.panicAt {
		panic("injected bug")
	}
	t.path = append(t.path, m)
}

func (t *tree) Unmake(engine.Move) { t.path = t.path[:len(t.path)-1] }

func (t *tree) Evaluate() engine.Score {
	s := engine.Score(0)
	for i, m := range t.path {
		if i%2 == len(t.path)%2 {
			s += engine.Score(m)
		} else {
			s -= engine.Score(m)
		}
	}
	return s
}

func (t *tree) Outcome(int) (engine.Score, bool) {
	if len(t.path) >= 4 {
		return t.Evaluate(), true
	}
	return 0, false
}

func (t *tree) OrderKeys(moves []engine.Move, keys []int32) {
	for i := range keys {
		keys[i] = 0
	}
}

// searcher is a handler that searches a tree on "go N" (panicking on the
// N-th Make) and answers "move M" through Pending.
type searcher struct {
	l    *Loop
	pend *Pending
}

func (h *searcher) Line(s string) bool {
	if h.pend.Busy() {
		h.pend.Queue(s)
		return true
	}
	return h.exec(s)
}

func (h *searcher) exec(s string) bool {
	var n int
	switch {
	case s == "quit":
		return false
	case strings.HasPrefix(s, "go "):
		for _, c := range s[3:] {
			n = n*10 + int(c-'0')
		}
	default:
		h.l.Send("? " + s)
		return true
	}
	h.pend.Start(&tree{panicAt: n}, engine.Limits{Depth: 4}, nil, func(r engine.Result) {
		if r.Move == engine.NoMove {
			h.l.Send("no move")
			return
		}
		h.l.Send("move " + string(rune('0'+r.Move)))
	})
	return true
}

func (h *searcher) EOF() { h.pend.StopAll() }

// A panic in a search is logged with its stack, the answer still comes
// (a legal move), and the queued and following commands are served.
func TestPendingSurvivesSearchPanic(t *testing.T) {
	var log bytes.Buffer
	inR, inW := io.Pipe()
	outR, outW := io.Pipe()
	l := NewLoop(inR, outW, zerolog.New(&log))
	h := &searcher{l: l}
	h.pend = NewPending(l, engine.New(1), h.exec)
	ended := make(chan struct{})
	go func() { l.Run(h); outW.Close(); close(ended) }()
	sc := bufio.NewScanner(outR)
	io.WriteString(inW, "go 30\nx\ngo 0\n")
	var lines []string
	for len(lines) < 3 && sc.Scan() {
		lines = append(lines, sc.Text())
	}
	io.WriteString(inW, "quit\n")
	for sc.Scan() {
	}
	<-ended
	if len(lines) != 3 || lines[1] != "? x" {
		t.Fatalf("output %q", lines)
	}
	for _, l := range []string{lines[0], lines[2]} {
		if len(l) != 6 || !strings.HasPrefix(l, "move ") || l[5] < '0' || l[5] > '2' {
			t.Fatalf("not a legal move: %q in %q", l, lines)
		}
	}
	if !strings.Contains(log.String(), "search panicked") || !strings.Contains(log.String(), "injected bug") ||
		!strings.Contains(log.String(), "goroutine") || strings.Count(log.String(), "search panicked") != 1 {
		t.Fatalf("the panic was not logged once with its stack: %s", log.String())
	}
}
