package gomoku

import "testing"

// keyOf is the line key of s: eleven cells, the point itself (p) in the
// middle, x an own stone, o an opponent's stone or the edge, . empty.
func keyOf(t *testing.T, s string) int {
	t.Helper()
	if len(s) != 11 || s[5] != 'p' {
		t.Fatalf("bad line %q", s)
	}
	key := 0
	for i := 0; i <= 10; i++ {
		if i == 5 {
			continue
		}
		d := 0
		switch s[i] {
		case 'x':
			d = 1
		case 'o':
			d = 2
		case '.':
		default:
			t.Fatalf("bad cell %q in %q", s[i], s)
		}
		key += d * keyIndex(i)
	}
	return key
}

// Open twos and threes are refined by how many points take them one
// level up; everything else keeps its code.
func TestRefinedCodes(t *testing.T) {
	tab := patternTable(kindFree)
	for _, c := range []struct {
		line string
		want uint8
	}{
		{".....pxx...", patF3S}, // open four at either end
		{"oo.x.px..oo", patF3},  // only the gap makes an open four
		{".....px....", patF2B}, // four points make an open three
		{"oo...px.ooo", patF2},  // the two points left of the point
		{".....px..oo", patF2A}, // two on the left, one on the right
		{"ooo.xpx.ooo", patB3},  // blocked: fours only
		{".....pxxx..", patF4},
		{"oooo.px.ooo", patNone},
	} {
		if got := tab[keyOf(t, c.line)]; got != c.want {
			t.Errorf("%s: code %d, want %d", c.line, got, c.want)
		}
	}
}

// Every kind's table is consistent with the refinement's definition: a
// refined code's base is an open two or three, and it says how many empty
// points of the window give the base code one level up.
func TestRefinementConsistent(t *testing.T) {
	for k := tableKind(0); k < numKinds; k++ {
		tab := patternTable(k)
		counts := map[uint8]int{}
		for key := 0; key < numKeys; key++ {
			code := tab[key]
			if code >= numCodes {
				t.Fatalf("kind %d key %d: code %d", k, key, code)
			}
			counts[code]++
			b := baseCode[code]
			if b != patF2 && b != patF3 {
				if code != b {
					t.Fatalf("kind %d key %d: code %d, base %d", k, key, code, b)
				}
				continue
			}
			l := decodeKey(key)
			n := 0
			for i := 0; i <= 10; i++ {
				if i != 5 && l[i] == 0 && baseCode[tab[key+keyIndex(i)]] == b+2 {
					n++
				}
			}
			want := b
			switch {
			case b == patF3 && n >= 2:
				want = patF3S
			case b == patF2 && n == 3:
				want = patF2A
			case b == patF2 && n >= 4:
				want = patF2B
			}
			if code != want {
				t.Fatalf("kind %d key %d: code %d with %d points up, want %d", k, key, code, n, want)
			}
		}
		for _, c := range []uint8{patF2, patF2A, patF2B, patF3, patF3S} {
			if counts[c] == 0 {
				t.Errorf("kind %d: code %d never occurs", k, c)
			}
		}
	}
}
