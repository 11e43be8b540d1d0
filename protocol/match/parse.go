package match

import (
	"errors"
	"strconv"
	"strings"

	"sente/protocol/referee"
)

// ErrResign is an engine resigning (GTP `= resign`).
var ErrResign = errors.New("resigned")

// maxCoord bounds the coordinates accepted from an engine; anything within
// it is a move the referee then judges (off the board or not).
const maxCoord = 1 << 20

// ParsePbrainMove reads a Gomocup move reply "x,y" (spaces around the
// numbers allowed). skip is true for lines a manager ignores while waiting
// for a move: empty lines, MESSAGE and DEBUG. Anything else that is not a
// move is an error (ERROR and UNKNOWN replies included).
func ParsePbrainMove(line string) (m Move, skip bool, err error) {
	t := strings.TrimSpace(line)
	if t == "" {
		return Move{}, true, nil
	}
	word, _, _ := strings.Cut(t, " ")
	switch strings.ToUpper(word) {
	case "MESSAGE", "DEBUG":
		return Move{}, true, nil
	case "ERROR", "UNKNOWN":
		return Move{}, false, &BadReplyError{line, "engine refused the command"}
	}
	xs, ys, ok := strings.Cut(t, ",")
	if !ok {
		return Move{}, false, &BadReplyError{line, "not a move x,y"}
	}
	x, err1 := strconv.Atoi(strings.TrimSpace(xs))
	y, err2 := strconv.Atoi(strings.TrimSpace(ys))
	if err1 != nil || err2 != nil || x < -maxCoord || y < -maxCoord || x > maxCoord || y > maxCoord {
		return Move{}, false, &BadReplyError{line, "not a move x,y"}
	}
	return Move{X: x, Y: y}, false, nil
}

// NBoardReply is what a line from an NBoard engine thinking about `go` is.
type NBoardReply int

// Kinds of NBoard lines.
const (
	// NBoardMove is the answer `=== move[/eval[/time]]`.
	NBoardMove NBoardReply = iota
	// NBoardInfo is a line the protocol lets an engine send while it
	// thinks (status, search, book, nodestats, set myname, pong, learned,
	// analysis) or an empty line.
	NBoardInfo
	// NBoardForeign is a line the protocol does not define. The NBoard GUI
	// ignores such lines, and so does the match (it logs them).
	NBoardForeign
)

// ParseNBoardReply reads a line from an NBoard engine while it thinks
// about `go`. For the answer `=== move[/eval[/time]]` (also with the
// fields separated by spaces, as Edax writes them) kind is NBoardMove and
// m the move; an answer without a square is an error. Every other line is
// NBoardInfo or NBoardForeign, to be skipped.
func ParseNBoardReply(line string) (m Move, kind NBoardReply, err error) {
	f := strings.Fields(line)
	if len(f) == 0 {
		return Move{}, NBoardInfo, nil
	}
	switch strings.ToLower(f[0]) {
	case "status", "search", "book", "nodestats", "pong", "learned", "analysis":
		return Move{}, NBoardInfo, nil
	case "set":
		if len(f) > 1 && strings.EqualFold(f[1], "myname") {
			return Move{}, NBoardInfo, nil
		}
	case "===":
		if len(f) < 2 {
			return Move{}, NBoardMove, &BadReplyError{line, "=== without a move"}
		}
		sqs, _, _ := strings.Cut(f[1], "/")
		sq, err := referee.ParseSquare(sqs)
		if err != nil {
			return Move{}, NBoardMove, &BadReplyError{line, "not a square"}
		}
		return FromSquare(sq), NBoardMove, nil
	}
	return Move{}, NBoardForeign, nil
}

// ParseGTPReply reads the first line of a GTP reply: "= result" or "=ID
// result" for success, "? message" for failure. ok is false for "?" (err
// is then a BadReplyError with the message). Lines that are neither are
// errors too.
func ParseGTPReply(line string) (result string, err error) {
	t := strings.TrimSpace(line)
	if t == "" || (t[0] != '=' && t[0] != '?') {
		return "", &BadReplyError{line, "not a GTP reply"}
	}
	rest := t[1:]
	// optional numeric id right after the mark
	i := 0
	for i < len(rest) && rest[i] >= '0' && rest[i] <= '9' {
		i++
	}
	rest = strings.TrimSpace(rest[i:])
	if t[0] == '?' {
		return "", &BadReplyError{line, "engine answered with an error"}
	}
	return rest, nil
}

// ParseGTPMove reads the result of genmove: a vertex, "pass" or "resign".
func ParseGTPMove(result string) (Move, error) {
	t := strings.ToLower(strings.TrimSpace(result))
	if t == "resign" {
		return Move{}, ErrResign
	}
	sq, err := referee.ParseSquare(t)
	if err != nil {
		return Move{}, &BadReplyError{result, "not a vertex"}
	}
	return FromSquare(sq), nil
}
