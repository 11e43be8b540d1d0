package record

import (
	"bufio"
	"fmt"
	"io"
	"strconv"
	"strings"
)

// WritePSQ writes a Gomoku game as a Piskvork .psq record: the header
// line "Piskvorky WxH, 11:11, 0", one "x,y,0" line per move (1-based, x
// the column, y the row from the top; no times are kept), and "-1". Every
// point must be on the width x height board.
func WritePSQ(w io.Writer, width, height int, moves []Point) error {
	if width < 1 || height < 1 {
		return fmt.Errorf("record: bad board size %dx%d", width, height)
	}
	bw := bufio.NewWriter(w)
	fmt.Fprintf(bw, "Piskvorky %dx%d, 11:11, 0\n", width, height)
	for i, p := range moves {
		if p[0] < 0 || p[1] < 0 || p[0] >= width || p[1] >= height {
			return fmt.Errorf("record: move %d (%d,%d) off the %dx%d board", i+1, p[0], p[1], width, height)
		}
		fmt.Fprintf(bw, "%d,%d,0\n", p[0]+1, p[1]+1)
	}
	bw.WriteString("-1\n")
	return bw.Flush()
}

// ParsePSQ reads a Piskvork .psq record: the board size from its header
// line ("Piskvork[y] WxH, ..."; a header without a size gives 0, 0) and
// its moves, zero-based.
func ParsePSQ(data string) (width, height int, moves []Point, err error) {
	if len(data) > MaxFile {
		return 0, 0, nil, fmt.Errorf("record: psq file larger than %d bytes", MaxFile)
	}
	rows := strings.Split(strings.ReplaceAll(strings.TrimSpace(data), "\r", ""), "\n")
	head := strings.TrimSpace(rows[0])
	if !strings.HasPrefix(head, "Piskvork") {
		return 0, 0, nil, fmt.Errorf("record: not a psq record (no Piskvork header)")
	}
	if f := strings.Fields(strings.TrimPrefix(strings.TrimPrefix(head, "Piskvorky"), "Piskvork")); len(f) > 0 {
		size := strings.TrimSuffix(f[0], ",")
		ws, hs, ok := strings.Cut(size, "x")
		if ok {
			w, err1 := strconv.Atoi(ws)
			h, err2 := strconv.Atoi(hs)
			if err1 != nil || err2 != nil || w < 1 || h < 1 || w > 1<<10 || h > 1<<10 {
				return 0, 0, nil, fmt.Errorf("record: bad psq board size %q", clip(size))
			}
			width, height = w, h
		}
	}
	moves, err = parsePointRows(rows[1:], 1)
	if err != nil {
		return 0, 0, nil, err
	}
	return width, height, moves, nil
}

// GomokuMovesString writes moves as a move list that ParseGomokuMoves
// (and the book learner) reads back: zero-based "x,y" pairs, x the
// column and y the row from the top, separated by spaces.
func GomokuMovesString(moves []Point) string {
	var b strings.Builder
	for i, p := range moves {
		if i > 0 {
			b.WriteByte(' ')
		}
		b.WriteString(strconv.Itoa(p[0]) + "," + strconv.Itoa(p[1]))
	}
	return b.String()
}

// clip shortens a bad value for an error message.
func clip(s string) string {
	if len(s) > 40 {
		return s[:40] + "…"
	}
	return s
}
