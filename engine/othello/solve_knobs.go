package othello

import (
	"os"
	"strconv"
)

func knob(name string, def int) int {
	if v, err := strconv.Atoi(os.Getenv(name)); err == nil {
		return v
	}
	return def
}

var (
	kMobW    = knob("SV_MOBW", 0)
	kGuessD  = knob("SV_GUESSD", 0)
	kRootOrd = knob("SV_ROOTORD", 0)
	kD1      = knob("SV_D1", 1)
	kD3      = knob("SV_D3", 3)
	kD5      = knob("SV_D5", 5)
	kDbg     = knob("SV_DBG", 0)
)

var (
	kEvOrd  = knob("SV_EVORD", 99)
	kMargin = knob("SV_MARGIN", 1<<20)
)
