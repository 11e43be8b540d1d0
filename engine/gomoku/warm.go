package gomoku

// Warm builds what the first search would otherwise build on its way: the
// Zobrist keys, the line-pattern tables, the evaluation's weights and
// combination tables for the rules other than renju, and the reduction
// table. A front end calls it in the background at start-up, so that its
// first move under a short turn does not pay for them (renju's own tables
// are built when a renju game first needs them). Safe to call from any
// goroutine, any number of times.
func Warm() {
	zobGame()
	for _, t := range tables {
		t()
	}
	classOf()
	generalWeights()
	generalCombos()
	lnProducts()
}
