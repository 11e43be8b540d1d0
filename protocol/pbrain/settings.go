package pbrain

import (
	"fmt"
	"strconv"
	"strings"
	"time"

	"sente/protocol"
)

// settings hold what INFO commands told the engine. Times are in
// milliseconds as the protocol sends them.
type settings struct {
	turn       int64 // timeout_turn; 0 = play fast
	match      int64 // timeout_match; 0 = no limit
	left       int64 // time_left, valid when leftSet
	leftSet    bool
	inc        int64 // time_increment (Yixin)
	maxMemory  int64 // bytes; 0 = no limit
	hashKiB    int64 // Yixin hash_size; 0 = default
	maxDepth   int   // 0 = none
	maxNodes   uint64
	showDetail bool
	gameType   int64
	rule       int64
	folder     string
	threads    int64
	pondering  bool
	caution    int64
}

func defaultSettings() settings {
	return settings{turn: DefaultTurn.Milliseconds()}
}

// clampMS turns a millisecond count into a Duration without overflow.
func clampMS(ms int64) time.Duration {
	const max = int64(1<<62) / int64(time.Millisecond)
	if ms > max {
		ms = max
	}
	if ms < -max {
		ms = -max
	}
	return time.Duration(ms) * time.Millisecond
}

// info applies one INFO line. Unknown keys and bad values are logged and
// ignored (INFO has no reply); a bad rule is remembered and reported at the
// next move-producing command.
func (h *Handler) info(arg string) {
	key, val := parseInfo(arg)
	if key == "" {
		h.log.Warn().Msg("INFO without a key")
		return
	}
	num := func() (int64, bool) {
		v, err := parseInt64(val)
		if err != nil {
			h.log.Warn().Str("key", key).Str("value", clip(val)).Msg("INFO value is not a number")
			return 0, false
		}
		return v, true
	}
	s := &h.set
	switch key {
	case "timeout_turn":
		if v, ok := num(); ok {
			s.turn = max(v, 0)
		}
	case "timeout_match":
		if v, ok := num(); ok {
			s.match = max(v, 0)
		}
	case "time_left":
		if v, ok := num(); ok {
			s.left, s.leftSet = v, true
		}
	case "time_increment":
		if v, ok := num(); ok {
			s.inc = max(v, 0)
		}
	case "max_memory":
		if v, ok := num(); ok {
			s.maxMemory = max(v, 0)
			h.applyMemoryLimit()
			if s.maxMemory > 0 && s.maxMemory < MinMemoryMiB<<20 {
				// a limit below the process's own floor cannot be kept
				// by shrinking the table: say so, and play on
				msg := fmt.Sprintf("max_memory %d bytes is below the %d MiB Sente needs without a table; playing on with none", s.maxMemory, MinMemoryMiB)
				h.log.Warn().Int64("max_memory", s.maxMemory).Msg(msg)
				h.l.Send("MESSAGE " + msg)
			}
		}
	case "hash_size":
		if v, ok := num(); ok {
			s.hashKiB = max(v, 0)
		}
	case "max_depth":
		if v, ok := num(); ok {
			s.maxDepth = int(min(max(v, 0), 1<<20))
		}
	case "max_node":
		if v, ok := num(); ok {
			s.maxNodes = uint64(max(v, 0))
		}
	case "show_detail":
		if v, ok := num(); ok {
			s.showDetail = v != 0
		}
	case "game_type":
		if v, ok := num(); ok {
			s.gameType = v
		}
	case "rule":
		if v, ok := num(); ok {
			s.rule = v
			h.setRule(v)
		}
	case "folder":
		s.folder = val
	case "thread_num":
		if v, ok := num(); ok && v > 0 {
			s.threads = v // applied before the next search (ensureThreads)
		} else if ok {
			h.log.Warn().Int64("value", v).Msg("INFO thread_num below 1 ignored")
		}
	case "pondering":
		if v, ok := num(); ok {
			s.pondering = v != 0 // think on the opponent's time (ponder)
		}
	case "usedatabase":
		if v, ok := num(); ok {
			h.book.SetEnabled(v != 0) // Yixin: use the opening database
		}
	case "sente_search":
		h.useSearch(val) // Sente's own key: ab or mcts
	case "caution_factor":
		if v, ok := num(); ok {
			s.caution = v // accepted; no effect on the search
		}
	default:
		h.log.Debug().Str("key", key).Msg("INFO key ignored")
	}
}

// useSearch switches the engine to the named search (protocol.UseSearch)
// when it can change its search; a bad name is logged and ignored.
func (h *Handler) useSearch(name string) {
	e, ok := h.eng.(protocol.StrategySetter)
	if !ok {
		h.log.Warn().Msg("INFO sente_search: this engine cannot change its search")
		return
	}
	if err := protocol.UseSearch(e, name); err != nil {
		h.log.Warn().Err(err).Msg("INFO sente_search ignored")
		return
	}
	h.log.Info().Str("search", name).Msg("search")
}

// MinMemoryMiB is the least max_memory Sente works within: its code, the
// Go runtime and the game tables (pattern tables, evaluation weights,
// Zobrist keys) take about 17 MiB of resident memory, and the threat
// solvers' scratch tables (VCF, VCT, proof-number VCT) 8 MiB more once
// they run, before any transposition table (peak RSS in play at max_memory
// 4, 12 and 32 MiB, 2026-11-29). Below it Sente says so in a MESSAGE line.
const MinMemoryMiB = 25

// hashMiB is the transposition table size the settings call for: the
// default or Yixin's hash_size, never more than a quarter of max_memory
// nor half of what max_memory leaves above MinMemoryMiB, so that the
// whole process (Go runtime, game tables, the threat solvers' scratch,
// buffers) stays below the limit the manager measures (peak RSS at
// max_memory 32 MiB was 31 MiB with a quarter alone, against Rapfi at
// 0.5 s a move).
func (h *Handler) hashMiB() int {
	if h.opt.NoHash {
		return 0
	}
	mib := int64(h.opt.HashMiB)
	if h.set.hashKiB > 0 {
		mib = max(h.set.hashKiB/1024, 1)
	}
	if h.set.maxMemory > 0 {
		limit := min(h.set.maxMemory/4, max(h.set.maxMemory-MinMemoryMiB<<20, 0)/2) >> 20
		mib = min(mib, limit)
	}
	return int(min(max(mib, 0), 1<<16))
}

// applyMemoryLimit hands the Go runtime a soft limit of half max_memory so
// that garbage never accumulates towards the manager's limit.
func (h *Handler) applyMemoryLimit() {
	if h.opt.SetMemoryLimit == nil {
		return
	}
	if h.set.maxMemory > 0 {
		h.opt.SetMemoryLimit(h.set.maxMemory / 2)
	} else {
		h.opt.SetMemoryLimit(0)
	}
}

// describe renders the settings for the log and YXSHOWINFO.
func (s *settings) describe() string {
	var b strings.Builder
	b.WriteString("turn=" + strconv.FormatInt(s.turn, 10))
	b.WriteString(" match=" + strconv.FormatInt(s.match, 10))
	if s.leftSet {
		b.WriteString(" left=" + strconv.FormatInt(s.left, 10))
	}
	b.WriteString(" memory=" + strconv.FormatInt(s.maxMemory, 10))
	return b.String()
}
