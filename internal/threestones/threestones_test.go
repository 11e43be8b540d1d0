package threestones

import "testing"

// All lists one opening per symmetry class, and every three-stone opening
// of the window is in the class of one of them.
func TestAllOnePerClass(t *testing.T) {
	for _, r := range [][2]int{{2, 2}, {2, 3}} {
		ops := All(r[0], r[1])
		classes := map[string]bool{}
		for _, o := range ops {
			k := o.Class()
			if classes[k] {
				t.Fatalf("radii %v: %s listed twice (class %s)", r, o, k)
			}
			classes[k] = true
		}
		for wx := -r[0]; wx <= r[0]; wx++ {
			for wy := -r[0]; wy <= r[0]; wy++ {
				for bx := -r[1]; bx <= r[1]; bx++ {
					for by := -r[1]; by <= r[1]; by++ {
						if (wx == 0 && wy == 0) || (bx == 0 && by == 0) || (bx == wx && by == wy) {
							continue
						}
						o := Opening{{0, 0}, {wx, wy}, {bx, by}}
						if !classes[o.Class()] {
							t.Fatalf("radii %v: %s has no listed opening", r, o)
						}
					}
				}
			}
		}
	}
	// a reflection and a rotation of one opening are one class
	a := Opening{{0, 0}, {-1, -1}, {-1, 2}}
	b := Opening{{0, 0}, {1, -1}, {1, 2}}   // x mirrored
	c := Opening{{0, 0}, {-1, -1}, {2, -1}} // x and y swapped
	if a.Class() != b.Class() || a.Class() != c.Class() {
		t.Fatalf("classes %s %s %s", a.Class(), b.Class(), c.Class())
	}
	if a.Class() == (Opening{{0, 0}, {-1, -1}, {1, 2}}).Class() {
		t.Fatal("two different shapes share a class")
	}
}
