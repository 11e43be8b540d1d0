package main

import (
	"bufio"
	"fmt"
	"io"
	"strings"

	"sente/protocol/gtp"
)

// gomocupCommands are the first words that identify a Gomocup manager.
var gomocupCommands = map[string]bool{
	"start": true, "rectstart": true, "info": true, "about": true, "board": true,
	"yxboard": true, "restart": true, "begin": true, "turn": true, "end": true,
}

// runAuto reads the first command (skipping blank and comment lines),
// decides the protocol from it and hands the whole input, that line
// included, to the chosen protocol: `nboard …` is NBoard, a Gomocup command
// is the Gomocup protocol, `help` prints a short help, anything else is
// taken as GTP (which answers unknown commands with an error).
func runAuto(e *env) int {
	r := bufio.NewReaderSize(e.stdin, 64<<10)
	var seen strings.Builder
	var first string
	for {
		line, err := r.ReadString('\n')
		seen.WriteString(line)
		if t := strings.TrimSpace(strings.Trim(line, "\x00")); t != "" && !strings.HasPrefix(t, "#") {
			first = t
			break
		}
		if err != nil || seen.Len() > 1<<20 {
			e.log.Info().Msg("auto: no command before end of input")
			return 0
		}
	}
	sub := *e
	sub.stdin = io.MultiReader(strings.NewReader(seen.String()), r)
	name := strings.ToLower(strings.Fields(first)[0])
	switch {
	case name == "nboard":
		e.log.Info().Msg("auto: NBoard protocol")
		return runNBoard(&sub, nil)
	case gomocupCommands[name]:
		e.log.Info().Msg("auto: Gomocup protocol")
		return runPbrain(&sub, nil)
	case name == "help" || name == "-h" || name == "--help":
		autoHelp(e.stdout)
		return 0
	}
	if c, ok := gtp.Parse(first); ok && c.Name == "help" {
		autoHelp(e.stdout)
		return 0
	}
	e.log.Info().Msg("auto: GTP")
	return runGTP(&sub, nil)
}

func autoHelp(w io.Writer) {
	fmt.Fprint(w, `Sente: Othello and Gomoku engine.
Run without a command, Sente speaks the protocol of its first input line:
  nboard 2                     NBoard (Othello GUI NBoard)
  protocol_version, name, ...  GTP (Othello; Quarry, scripts)
  START 15, INFO ..., ABOUT    Gomocup (Gomoku; Piskvork, c-gomoku-cli)
Commands: sente nboard | gtp | pbrain | play | perft | solve | bench | book | match
'sente help' lists them with their options.
`)
}
