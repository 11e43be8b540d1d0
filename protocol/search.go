package protocol

import (
	"fmt"
	"strings"

	"sente/engine"
	"sente/engine/mcts"
)

// The searches an engine can run (--search, and each protocol's own
// setting: Gomocup `INFO sente_search`, GTP `sente-search`, NBoard
// `set sente-search`).
const (
	// SearchAB is iterative-deepening alpha-beta (PVS), the default.
	SearchAB = "ab"
	// SearchMCTS is the Monte Carlo tree search of engine/mcts.
	SearchMCTS = "mcts"
)

// ParseSearch reads a search name (SearchAB or SearchMCTS, any case;
// "alphabeta" and "alpha-beta" also name SearchAB).
func ParseSearch(s string) (string, error) {
	switch strings.ToLower(strings.TrimSpace(s)) {
	case SearchAB, "alphabeta", "alpha-beta":
		return SearchAB, nil
	case SearchMCTS:
		return SearchMCTS, nil
	}
	return "", fmt.Errorf("unknown search %q (want ab or mcts)", clipValue(s))
}

// StrategySetter is the part of engine.Engine that chooses what its
// searches run.
type StrategySetter interface {
	SetStrategy(engine.Strategy)
}

// UseSearch makes e run the named search (see ParseSearch) from its next
// search on: alpha-beta, or a Monte Carlo tree search with the default
// parameters. Call it between searches.
func UseSearch(e StrategySetter, name string) error {
	s, err := ParseSearch(name)
	if err != nil {
		return err
	}
	if s == SearchMCTS {
		e.SetStrategy(mcts.New(mcts.DefaultParams()))
	} else {
		e.SetStrategy(nil)
	}
	return nil
}

// clipValue shortens a bad value for an error message.
func clipValue(s string) string {
	if len(s) > 40 {
		return s[:40] + "…"
	}
	return s
}

// StrategyGetter is the part of engine.Engine that tells what its
// searches run.
type StrategyGetter interface {
	Strategy() engine.Strategy
}

// SearchName names the search e runs: SearchMCTS for a Monte Carlo tree
// search, SearchAB otherwise.
func SearchName(e StrategyGetter) string {
	if _, ok := e.Strategy().(*mcts.Search); ok {
		return SearchMCTS
	}
	return SearchAB
}
