package pbrain

import (
	"strings"
	"testing"

	"sente/engine"
	"sente/protocol"
)

// TestINFOSenteSearch: INFO sente_search switches the engine to the
// Monte Carlo search and back; a bad name is ignored; the option gives
// the starting search; a fake engine that cannot switch is left alone.
func TestINFOSenteSearch(t *testing.T) {
	e := engine.New(8)
	s := newSession(t, Options{Engine: e, Threads: 1})
	s.send("START 15", "INFO sente_search mcts", "INFO timeout_turn 300", "INFO show_detail 1", "BEGIN")
	s.expect("OK")
	move := func() (visits int) {
		for {
			l := s.read()
			if len(l) > 0 && l[0] >= '0' && l[0] <= '9' {
				return visits
			}
			if strings.Contains(l, " visits ") && strings.Contains(l, " winrate ") {
				visits++
			}
		}
	}
	move()
	// a real search: the Monte Carlo search's reports with their visits
	// and win rate, then the move
	s.send("TURN 8,8")
	if n := move(); n < 1 {
		t.Errorf("%d MESSAGE lines with visits before the move", n)
	}
	if got := protocol.SearchName(e); got != protocol.SearchMCTS {
		t.Errorf("after INFO sente_search mcts: %s", got)
	}
	s.send("INFO sente_search bogus", "INFO sente_search ab", "ABOUT")
	s.expectPrefix("name=")
	if got := protocol.SearchName(e); got != protocol.SearchAB {
		t.Errorf("after INFO sente_search ab: %s", got)
	}

	e2 := engine.New(8)
	s2 := newSession(t, Options{Engine: e2, Threads: 1, Search: protocol.SearchMCTS})
	s2.send("ABOUT")
	s2.expectPrefix("name=")
	if got := protocol.SearchName(e2); got != protocol.SearchMCTS {
		t.Errorf("Options.Search mcts: %s", got)
	}

	opts, _, _ := fakeOpts()
	s3 := newSession(t, opts)
	s3.send("INFO sente_search mcts", "ABOUT")
	s3.expectPrefix("name=")
}
