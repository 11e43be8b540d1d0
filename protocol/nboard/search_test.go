package nboard_test

import (
	"regexp"
	"testing"

	"sente/engine"
	"sente/engine/othello"
	"sente/protocol"
	"sente/protocol/nboard"
	"sente/protocol/prototest"
)

// TestSetSenteSearch: `set sente-search mcts` makes `go` run the Monte
// Carlo search (search lines, then a legal move); a bad name is ignored
// and `set sente-search ab` goes back to alpha-beta.
func TestSetSenteSearch(t *testing.T) {
	e := engine.New(8)
	s := prototest.Start(t, func(l *protocol.Loop) protocol.Handler {
		return nboard.New(l, e, nboard.Options{Book: noBook(t), Learn: &quickLearn})
	})
	s.Send("nboard 2", "set game "+specGame, "set depth 3", "set sente-search mcts", "ping 1")
	s.Expect("set myname Sente", "pong 1")
	if got := protocol.SearchName(e); got != protocol.SearchMCTS {
		t.Fatalf("search %s after set sente-search mcts", got)
	}
	s.Send("go")
	got := s.Until("~=== .*")
	m := regexp.MustCompile(`^=== ([a-hA-H][1-8])`).FindStringSubmatch(got[len(got)-1])
	if m == nil {
		t.Fatalf("answer %q", got[len(got)-1])
	}
	pos := position(t, specGame)
	if mv, err := othello.ParseMove(m[1]); err != nil || !pos.IsLegal(mv) {
		t.Errorf("answer %q: not a legal move", got[len(got)-1])
	}
	if len(got) < 2 {
		t.Errorf("no search line before the answer: %q", got)
	}
	s.Send("set sente-search bogus", "set sente-search ab", "ping 2")
	s.Until("pong 2")
	if got := protocol.SearchName(e); got != protocol.SearchAB {
		t.Errorf("search %s after set sente-search ab", got)
	}
}
