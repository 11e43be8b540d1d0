package match

import (
	"fmt"
	"strings"
	"time"

	"sente/protocol/referee"
)

// SGF returns a Gomoku game record in SGF (FF[4], GM[4]): board size
// SZ[n] or SZ[w:h], players, rule (RU), result RE (B+, W+ or 0 for a draw,
// with +F for a forfeit and +T for a time forfeit) and the reason in the
// game comment. Points are written as two letters, column then row, 'a' =
// 0.
func SGF(g *GameResult, w, h int, rule referee.GomokuRule) string {
	var b strings.Builder
	b.WriteString("(;FF[4]GM[4]CA[UTF-8]AP[sente match]")
	if w == h {
		fmt.Fprintf(&b, "SZ[%d]", w)
	} else {
		fmt.Fprintf(&b, "SZ[%d:%d]", w, h)
	}
	fmt.Fprintf(&b, "RU[%s]DT[%s]PB[%s]PW[%s]RE[%s]",
		rule, g.Start.UTC().Format("2006-01-02"),
		sgfEscape(g.Names[g.Black]), sgfEscape(g.Names[1-g.Black]), sgfResult(g))
	fmt.Fprintf(&b, "GC[%s]", sgfEscape(fmt.Sprintf("game %d, opening %d (%d stones): %s", g.Index+1, g.Opening+1, g.OpeningLen, g.Reason)))
	for i, m := range g.Moves {
		col := "B"
		if i%2 == 1 {
			col = "W"
		}
		fmt.Fprintf(&b, "\n;%s[%s]", col, sgfPoint(m))
		if i >= g.OpeningLen && i < len(g.Times) {
			fmt.Fprintf(&b, "C[%.3fs]", g.Times[i].Seconds())
		}
	}
	b.WriteString(")\n")
	return b.String()
}

func sgfPoint(m Move) string {
	l := func(v int) string {
		if v >= 0 && v < 26 {
			return string(rune('a' + v))
		}
		return string(rune('A' + v - 26)) // SGF extends with upper case past z
	}
	return l(m.X) + l(m.Y)
}

func sgfResult(g *GameResult) string {
	if g.Winner == referee.Empty {
		return "0"
	}
	r := "B+"
	if g.Winner == referee.White {
		r = "W+"
	}
	switch {
	case strings.HasSuffix(g.Reason, "resigned"):
		r += "R"
	case g.Fault >= 0 && strings.Contains(g.Reason, "time forfeit"):
		r += "T"
	case g.Fault >= 0:
		r += "F"
	}
	return r
}

func sgfEscape(s string) string {
	return strings.NewReplacer("\\", "\\\\", "]", "\\]").Replace(s)
}

// GGF returns an Othello game record in GGF: players, date, result RE from
// black's point of view ("+12.000"; ":t" after it for a time forfeit, ":r"
// for another forfeit, scored ±64 as GGS does), the start board and the
// moves with their times.
func GGF(g *GameResult, tc TimeControl) string {
	var b strings.Builder
	b.WriteString("(;GM[Othello]PC[sente match]")
	fmt.Fprintf(&b, "DT[%s]PB[%s]PW[%s]", g.Start.UTC().Format(time.RFC3339),
		ggfEscape(g.Names[g.Black]), ggfEscape(g.Names[1-g.Black]))
	fmt.Fprintf(&b, "RE[%s]", ggfResult(g))
	switch {
	case tc.Game > 0:
		fmt.Fprintf(&b, "TI[%s//%s]", ggfTime(tc.Game), ggfTime(tc.Inc))
	case tc.PerMove > 0:
		fmt.Fprintf(&b, "TI[%s]", ggfTime(tc.PerMove))
	}
	fmt.Fprintf(&b, "TY[8]GN[%s]", ggfEscape(fmt.Sprintf("game %d opening %d: %s", g.Index+1, g.Opening+1, g.Reason)))
	fmt.Fprintf(&b, "BO[8 %s *]", referee.NewOthello().Board())
	for i, m := range g.Moves {
		col := "B"
		if i%2 == 1 {
			col = "W"
		}
		mv := strings.ToUpper(m.Othello())
		if m.Pass {
			mv = "PA"
		}
		if i >= g.OpeningLen && i < len(g.Times) && g.Times[i] > 0 {
			fmt.Fprintf(&b, "%s[%s//%.3f]", col, mv, g.Times[i].Seconds())
		} else {
			fmt.Fprintf(&b, "%s[%s]", col, mv)
		}
	}
	b.WriteString(";)\n")
	return b.String()
}

func ggfResult(g *GameResult) string {
	d := g.Discs
	suffix := ""
	if g.Fault >= 0 {
		d = 64
		if g.Winner == referee.White {
			d = -64
		}
		suffix = ":r"
		if strings.Contains(g.Reason, "time forfeit") {
			suffix = ":t"
		}
	} else if g.Winner == referee.Empty {
		d = 0
	}
	return fmt.Sprintf("%+.3f%s", float64(d), suffix)
}
