//go:build heavy

package othello

import "testing"

// Deep perft: go test -tags heavy -run TestPerftDeep ./engine/othello/
func TestPerftDeep(t *testing.T) {
	tab := perftTable(t)
	for d := 10; d <= 12; d++ {
		if got := Perft(StartBlack, StartWhite, d); got != tab[d] {
			t.Errorf("perft(%d) = %d, want %d", d, got, tab[d])
		}
	}
}
