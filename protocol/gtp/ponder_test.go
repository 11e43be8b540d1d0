package gtp_test

import (
	"strings"
	"testing"
	"time"

	"sente/engine"
	"sente/protocol"
	"sente/protocol/gtp"
	"sente/protocol/prototest"
)

// With --ponder the engine thinks on the opponent's time after genmove;
// the opponent's move stops that at once, and every answer stays within
// its clock.
func TestPonderingStopsOnTheNextCommand(t *testing.T) {
	s := prototest.Start(t, func(l *protocol.Loop) protocol.Handler {
		return gtp.New(l, engine.New(8), gtp.Options{Level: protocol.Level{PerMove: 200 * time.Millisecond}, Book: noBook(t), Ponder: true})
	})
	s.Send("boardsize 8", "clear_board", "genmove b")
	s.Expect("=", "", "=", "", "~= [A-Ha-h][1-8]", "")
	for i := 0; i < 4; i++ {
		time.Sleep(150 * time.Millisecond) // the ponder search runs meanwhile
		start := time.Now()
		s.Send("genmove w", "genmove b")
		got := s.Expect("~= ([A-Ha-h][1-8]|pass)", "", "~= ([A-Ha-h][1-8]|pass)", "")
		if d := time.Since(start); d > 1500*time.Millisecond {
			t.Fatalf("two genmoves took %v with pondering", d)
		}
		for _, l := range got {
			if strings.Contains(l, "pass") {
				return // the game is ending: enough
			}
		}
	}
	s.Send("quit")
	s.Expect("=", "")
	s.ExpectEnd()
}
