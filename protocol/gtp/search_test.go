package gtp_test

import (
	"testing"

	"sente/protocol"
)

// TestSenteSearch: sente-search names the search, switches to the Monte
// Carlo search (whose genmove plays a legal move) and back, and refuses
// an unknown name.
func TestSenteSearch(t *testing.T) {
	s := start(t, protocol.DepthLevel(2))
	s.Send("sente-search", "sente-search mcts", "sente-search", "known_command sente-search")
	s.Expect("= ab", "", "=", "", "= mcts", "", "= true", "")
	s.Send("genmove b")
	s.Expect("~= [A-H][1-8]", "")
	s.Send("sente-search bogus", "sente-search AB", "sente-search")
	s.Expect("? unknown search (ab or mcts)", "", "=", "", "= ab", "")
}
