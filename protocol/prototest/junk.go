package prototest

import (
	"math/rand/v2"
	"strings"
)

// JunkLines returns n lines of the kind a broken or hostile client sends,
// from rng: random bytes (bytes over 0x7F, NUL, control characters),
// valid commands cut short or with their arguments garbled, very long
// lines (up to 200,000 bytes), empty lines and blanks, and the valid
// commands themselves. No line contains a newline; none is exactly one of
// the words in avoid (commands that end the session, say).
func JunkLines(rng *rand.Rand, n int, valid, avoid []string) []string {
	lines := make([]string, 0, n)
	for len(lines) < n {
		var s string
		switch k := rng.IntN(10); {
		case k < 3:
			b := make([]byte, rng.IntN(40))
			for i := range b {
				b[i] = byte(rng.IntN(256))
			}
			s = string(b)
		case k < 5 && len(valid) > 0:
			v := valid[rng.IntN(len(valid))]
			s = v[:rng.IntN(len(v)+1)]
		case k < 7 && len(valid) > 0:
			v := []byte(valid[rng.IntN(len(valid))])
			for range 1 + rng.IntN(3) {
				if len(v) > 0 {
					v[rng.IntN(len(v))] = "0123456789,-. x\xff\x80"[rng.IntN(15)]
				}
			}
			s = string(v)
		case k == 7 && rng.IntN(20) == 0:
			s = strings.Repeat(string(rune('a'+rng.IntN(26))), 1000+rng.IntN(200000))
		case k == 8:
			s = []string{"", " ", "\t", "\r", "  \t "}[rng.IntN(5)]
		default:
			if len(valid) > 0 {
				s = valid[rng.IntN(len(valid))]
			}
		}
		s = strings.NewReplacer("\n", " ", "\r", " ").Replace(s)
		skip := false
		for _, a := range avoid {
			f := strings.Fields(strings.ToLower(s))
			skip = skip || (len(f) > 0 && strings.Contains(f[0], a))
		}
		if !skip {
			lines = append(lines, s)
		}
	}
	return lines
}
