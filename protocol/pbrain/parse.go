package pbrain

import (
	"errors"
	"fmt"
	"strconv"
	"strings"
)

// command is one input line split into its upper-cased command word and the
// rest of the line (trimmed).
type command struct {
	name string
	arg  string
}

// splitCommand splits a line into its command word and argument. ok is
// false for a blank line. Control characters other than tab count as
// blanks, so binary junk never yields an empty command word.
func splitCommand(line string) (cmd command, ok bool) {
	line = strings.TrimFunc(line, isBlank)
	if line == "" {
		return command{}, false
	}
	i := strings.IndexFunc(line, isBlank)
	if i < 0 {
		return command{name: strings.ToUpper(line)}, true
	}
	return command{
		name: strings.ToUpper(line[:i]),
		arg:  strings.TrimFunc(line[i:], isBlank),
	}, true
}

func isBlank(r rune) bool { return r <= ' ' || r == 0x7f }

// knownCommands lists every command word this package answers.
var knownCommands = map[string]bool{
	"START": true, "RECTSTART": true, "RESTART": true, "BEGIN": true,
	"TURN": true, "BOARD": true, "INFO": true, "END": true, "ABOUT": true,
	"TAKEBACK": true, "PLAY": true, "SWAP2BOARD": true, "YXBOARD": true,
	"YXSTOP": true, "STOP": true, "YXSHOWFORBID": true, "YXNBEST": true,
	"YXHASHCLEAR": true, "YXSHOWINFO": true,
}

// firstLineCommands are the words that identify a Gomocup manager when they
// open a session. Words shared with other protocols (PLAY, STOP, END) are
// left out so that the first line of a GTP or NBoard session is never taken
// for Gomocup.
var firstLineCommands = map[string]bool{
	"START": true, "RECTSTART": true, "RESTART": true, "BEGIN": true,
	"TURN": true, "BOARD": true, "INFO": true, "ABOUT": true,
	"TAKEBACK": true, "SWAP2BOARD": true, "YXBOARD": true,
	"YXSHOWFORBID": true, "YXNBEST": true, "YXHASHCLEAR": true, "YXSHOWINFO": true,
}

// IsCommand reports whether word (case-insensitive) is a command a Gomocup
// manager may open a session with, so that a program serving several
// protocols can pick this one from the first input line.
func IsCommand(word string) bool {
	return firstLineCommands[strings.ToUpper(strings.TrimSpace(word))]
}

// maxCoord bounds the numbers accepted in coordinates: anything larger is
// off every board and is rejected before any arithmetic.
const maxCoord = 1 << 16

var (
	errSyntax = errors.New("expected x,y")
	errRange  = errors.New("coordinate out of range")
)

// parseInts parses n comma-separated integers ("x,y" or "x,y,f"), blanks
// around the numbers allowed. Values must lie in [0, maxCoord].
func parseInts(s string, n int) ([]int, error) {
	parts := strings.Split(s, ",")
	if len(parts) != n {
		return nil, fmt.Errorf("%w: %q", errSyntax, clip(s))
	}
	out := make([]int, n)
	for i, p := range parts {
		p = strings.TrimFunc(p, isBlank)
		v, err := strconv.Atoi(p)
		if err != nil {
			if ne, ok := err.(*strconv.NumError); ok && ne.Err == strconv.ErrRange {
				return nil, fmt.Errorf("%w: %q", errRange, clip(p))
			}
			return nil, fmt.Errorf("%w: %q", errSyntax, clip(s))
		}
		if v < 0 || v > maxCoord {
			return nil, fmt.Errorf("%w: %d", errRange, v)
		}
		out[i] = v
	}
	return out, nil
}

// parsePoint parses "x,y".
func parsePoint(s string) (x, y int, err error) {
	v, err := parseInts(s, 2)
	if err != nil {
		return 0, 0, err
	}
	return v[0], v[1], nil
}

// parseBoardLine parses a BOARD line "x,y,f" with f in 1..3.
func parseBoardLine(s string) (x, y, f int, err error) {
	v, err := parseInts(s, 3)
	if err != nil {
		return 0, 0, 0, err
	}
	if v[2] < 1 || v[2] > 3 {
		return 0, 0, 0, fmt.Errorf("stone owner %d not in 1..3", v[2])
	}
	return v[0], v[1], v[2], nil
}

// parseInfo splits "key value" into a lower-cased key and the value.
func parseInfo(arg string) (key, value string) {
	c, ok := splitCommand(arg)
	if !ok {
		return "", ""
	}
	return strings.ToLower(c.name), c.arg
}

// parseInt64 parses an INFO number; huge values saturate instead of failing
// so that "unlimited" encodings of any width are understood.
func parseInt64(s string) (int64, error) {
	s = strings.TrimFunc(s, isBlank)
	v, err := strconv.ParseInt(s, 10, 64)
	if err != nil {
		if ne, ok := err.(*strconv.NumError); ok && ne.Err == strconv.ErrRange {
			return v, nil // saturated at ±MaxInt64
		}
		return 0, fmt.Errorf("not a number: %q", clip(s))
	}
	return v, nil
}

// clip shortens text quoted in error replies and logs to 40 bytes, each
// byte outside printable ASCII shown as ?.
func clip(s string) string {
	const max = 40
	b := make([]byte, 0, min(len(s), max)+3)
	for i := 0; i < len(s); i++ {
		if i == max {
			return string(b) + "…"
		}
		c := s[i]
		if c < 0x20 || c >= 0x7f {
			c = '?' // a manager's log gets printable ASCII only
		}
		b = append(b, c)
	}
	return string(b)
}

// formatPoint renders a move as the protocol's "x,y".
func formatPoint(x, y int) string { return strconv.Itoa(x) + "," + strconv.Itoa(y) }
