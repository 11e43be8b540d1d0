package othello

// Warm loads what the first search would otherwise load on its way: the
// embedded evaluation weights and pattern tables, the choice of board
// kernels (measured at run time) and the probcut confidence. A front end
// calls it in the background at start-up, so that its first move under a
// short clock (a GTP byo-yomi of a tenth of a second) does not pay for
// them. Safe to call from any goroutine, any number of times.
func Warm() {
	currentKernels()
	defaultEvaluator()
	startProbCutT()
}
