package match

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"strings"
	"sync"
	"time"
)

// Errors of an engine process, as the game judges them.
var (
	// ErrTimeout: no reply before the deadline.
	ErrTimeout = errors.New("no reply in time")
	// ErrExited: the process ended (crashed or quit) before replying.
	ErrExited = errors.New("engine process exited")
)

// maxReplyLine caps the length of a reply line kept from an engine.
const maxReplyLine = 64 << 10

// stamped is an output line and when the reader goroutine read it (the
// reply time, independent of when the game gets round to looking at it).
type stamped struct {
	text string
	at   time.Time
}

// Process is one running engine: its stdin, its stdout split into lines by
// a reader goroutine, and its stderr copied to a log writer.
type Process struct {
	name  string
	cmd   *exec.Cmd
	stdin io.WriteCloser
	lines chan stamped // closed at end of output
	exit  chan struct{}
	// exitErr is the exit status, valid once exit is closed.
	exitErr  error
	killOnce sync.Once
	// log is where the engine's stderr goes; Note writes there too.
	log io.Writer
	// Trace, when set, receives every line sent (">") and received ("<").
	trace func(dir byte, line string)
}

// StartProcess starts argv with its working directory dir ("" = the current
// one). Its stderr goes to stderr (nil = discarded).
func StartProcess(name string, argv []string, dir string, stderr io.Writer, trace func(byte, string)) (*Process, error) {
	if len(argv) == 0 {
		return nil, fmt.Errorf("engine %s: empty command", name)
	}
	cmd := exec.Command(argv[0], argv[1:]...)
	cmd.Dir = dir
	if stderr == nil {
		stderr = io.Discard
	}
	if _, isFile := stderr.(*os.File); !isFile && stderr != io.Discard {
		// exec copies the engine's stderr from a goroutine of its own:
		// serialise it with Note.
		stderr = &lockedWriter{w: stderr}
	}
	cmd.Stderr = stderr
	setProcessGroup(cmd)
	in, err := cmd.StdinPipe()
	if err != nil {
		return nil, err
	}
	out, err := cmd.StdoutPipe()
	if err != nil {
		return nil, err
	}
	if err := cmd.Start(); err != nil {
		return nil, fmt.Errorf("engine %s: %w", name, err)
	}
	p := &Process{name: name, cmd: cmd, stdin: in, lines: make(chan stamped, 256), exit: make(chan struct{}), trace: trace, log: stderr}
	readDone := make(chan struct{})
	go func() {
		defer close(readDone)
		p.readLines(out)
	}()
	go func() {
		<-readDone // Wait closes the pipe: read everything first
		p.exitErr = cmd.Wait()
		close(p.exit)
	}()
	return p, nil
}

func (p *Process) readLines(out io.Reader) {
	defer close(p.lines)
	r := bufio.NewReaderSize(out, 64<<10)
	var b strings.Builder
	afterCR := false
	for {
		c, err := r.ReadByte()
		if err != nil {
			if b.Len() > 0 {
				p.lines <- stamped{b.String(), time.Now()}
			}
			return
		}
		if c == '\n' && afterCR {
			afterCR = false // the LF of a CRLF
			continue
		}
		afterCR = c == '\r'
		switch c {
		case '\n', '\r':
			// CR, LF and CRLF all end a line.
			if p.trace != nil {
				p.trace('<', b.String())
			}
			p.lines <- stamped{b.String(), time.Now()}
			b.Reset()
		default:
			if b.Len() < maxReplyLine {
				b.WriteByte(c)
			}
		}
	}
}

// Note writes a line of the match's own into the engine's log (its
// stderr file), e.g. about output it ignored.
func (p *Process) Note(line string) {
	fmt.Fprintf(p.log, "[sente match] %s\n", line)
}

// lockedWriter serialises writes to a writer shared by goroutines.
type lockedWriter struct {
	mu sync.Mutex
	w  io.Writer
}

func (l *lockedWriter) Write(b []byte) (int, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.w.Write(b)
}

// Send writes one line to the engine.
func (p *Process) Send(line string) error {
	if p.trace != nil {
		p.trace('>', line)
	}
	_, err := io.WriteString(p.stdin, line+"\n")
	if err != nil {
		return fmt.Errorf("%w: write: %v", ErrExited, err)
	}
	return nil
}

// ReadLine returns the next output line and when the engine's output was
// read (by the reader goroutine, as soon as it arrived), waiting
// until deadline at most (a zero deadline waits forever).
func (p *Process) ReadLine(deadline time.Time) (string, time.Time, error) {
	var timer <-chan time.Time
	if !deadline.IsZero() {
		d := time.Until(deadline)
		if d < 0 {
			d = 0
		}
		t := time.NewTimer(d)
		defer t.Stop()
		timer = t.C
	}
	select {
	case l, ok := <-p.lines:
		if !ok {
			return "", time.Now(), p.exitError()
		}
		return l.text, l.at, nil
	case <-timer:
		// A line already read still counts (with its own time, which the
		// game then judges).
		select {
		case l, ok := <-p.lines:
			if ok {
				return l.text, l.at, nil
			}
			return "", time.Now(), p.exitError()
		default:
		}
		return "", time.Now(), ErrTimeout
	}
}

// exitError waits briefly for the exit status and describes it.
func (p *Process) exitError() error {
	select {
	case <-p.exit:
		if p.exitErr != nil {
			return fmt.Errorf("%w (%v)", ErrExited, p.exitErr)
		}
		return fmt.Errorf("%w (status 0)", ErrExited)
	case <-time.After(2 * time.Second):
		return fmt.Errorf("%w (output closed)", ErrExited)
	}
}

// Kill ends the process (and its process group) at once and waits for it.
func (p *Process) Kill() {
	p.killOnce.Do(func() {
		p.stdin.Close()
		killProcess(p.cmd)
		// Unread output must not block the reader, or the exit status
		// (collected after the last line) would never come.
		go func() {
			for range p.lines {
			}
		}()
	})
	<-p.exit
}

// Close sends nothing more, waits up to grace for the process to exit on
// its own, then kills it.
func (p *Process) Close(grace time.Duration) {
	p.stdin.Close()
	select {
	case <-p.exit:
	case <-time.After(grace):
	}
	p.Kill()
}

// SplitCommand splits a command line into words: spaces separate words,
// single or double quotes group them, a backslash escapes the next
// character (outside single quotes). No other shell syntax is interpreted.
func SplitCommand(s string) ([]string, error) {
	var out []string
	var cur strings.Builder
	inWord := false
	var quote byte
	esc := false
	// Bytes, not runes: every special character is ASCII, and other bytes
	// (even invalid UTF-8 in a file name) are kept as they are.
	for i := 0; i < len(s); i++ {
		r := s[i]
		switch {
		case esc:
			cur.WriteByte(r)
			esc = false
		case quote != 0:
			if r == quote {
				quote = 0
			} else if r == '\\' && quote == '"' {
				esc = true
			} else {
				cur.WriteByte(r)
			}
		case r == '\\':
			esc, inWord = true, true
		case r == '"' || r == '\'':
			quote, inWord = r, true
		case r == ' ' || r == '\t' || r == '\n':
			if inWord {
				out = append(out, cur.String())
				cur.Reset()
				inWord = false
			}
		default:
			cur.WriteByte(r)
			inWord = true
		}
	}
	if quote != 0 || esc {
		return nil, fmt.Errorf("unterminated quote or escape in %q", s)
	}
	if inWord {
		out = append(out, cur.String())
	}
	if len(out) == 0 {
		return nil, fmt.Errorf("empty command")
	}
	return out, nil
}
