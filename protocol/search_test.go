package protocol

import (
	"flag"
	"testing"

	"sente/engine"
)

// TestSearchChoice: the search names parse, UseSearch installs the Monte
// Carlo search and alpha-beta again, and --search reaches the engine.
func TestSearchChoice(t *testing.T) {
	for in, want := range map[string]string{"ab": SearchAB, " MCTS ": SearchMCTS, "alpha-beta": SearchAB, "alphabeta": SearchAB} {
		if got, err := ParseSearch(in); err != nil || got != want {
			t.Errorf("%q: %q %v", in, got, err)
		}
	}
	if _, err := ParseSearch("minimax"); err == nil {
		t.Error("minimax accepted")
	}
	e := engine.New(1)
	if SearchName(e) != SearchAB {
		t.Error("a new engine does not run alpha-beta")
	}
	if err := UseSearch(e, "mcts"); err != nil || SearchName(e) != SearchMCTS {
		t.Errorf("UseSearch mcts: %v %s", err, SearchName(e))
	}
	if err := UseSearch(e, "nope"); err == nil || SearchName(e) != SearchMCTS {
		t.Errorf("a bad name changed the search: %v %s", err, SearchName(e))
	}
	if err := UseSearch(e, "ab"); err != nil || SearchName(e) != SearchAB {
		t.Errorf("UseSearch ab: %v %s", err, SearchName(e))
	}

	f := NewEngineFlags()
	fs := flag.NewFlagSet("x", flag.ContinueOnError)
	f.AddFlags(fs)
	if err := fs.Parse([]string{"--search", "mcts", "--hash", "1"}); err != nil || f.Check() != nil {
		t.Fatalf("--search mcts: %v %v", err, f.Check())
	}
	if SearchName(f.NewEngine()) != SearchMCTS {
		t.Error("--search mcts: the engine runs alpha-beta")
	}
	f.Search = "bogus"
	if f.Check() == nil {
		t.Error("--search bogus passed the check")
	}
}
