package gtp

import (
	"strings"
)

// Command is one parsed GTP command line.
type Command struct {
	ID   string   // the optional numeric id, echoed in the reply ("" if none)
	Name string   // the command name, lower-cased
	Args []string // the arguments
}

// maxID bounds the digits of an id echoed back.
const maxID = 18

// Parse reads one GTP line as GTP 2 preprocesses it: control characters
// other than tab and newline are removed, tabs become spaces, everything
// from `#` on is a comment. ok is false for lines with no command (empty
// or comment only), which get no reply.
func Parse(line string) (c Command, ok bool) {
	if i := strings.IndexByte(line, '#'); i >= 0 {
		line = line[:i]
	}
	line = strings.Map(func(r rune) rune {
		switch {
		case r == '\t' || r == '\n':
			return ' '
		case r < ' ' || r == 0x7f:
			return -1
		}
		return r
	}, line)
	f := strings.Fields(line)
	if len(f) == 0 {
		return Command{}, false
	}
	if isDigits(f[0]) {
		id := f[0]
		if len(id) > maxID {
			id = id[:maxID]
		}
		c.ID = id
		f = f[1:]
		if len(f) == 0 {
			return c, true // an id alone: answered with an error
		}
	}
	c.Name = strings.ToLower(f[0])
	c.Args = f[1:]
	return c, true
}

func isDigits(s string) bool {
	if s == "" {
		return false
	}
	for i := 0; i < len(s); i++ {
		if s[i] < '0' || s[i] > '9' {
			return false
		}
	}
	return true
}
