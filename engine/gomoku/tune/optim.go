package main

import (
	"math"
	"runtime"
	"sync"
)

// goldenMin returns the x in [lo, hi] that minimises the unimodal f
// (golden-section search, 40 steps).
func goldenMin(f func(x float64) float64, lo, hi float64) float64 {
	g := (math.Sqrt(5) - 1) / 2
	a, b := hi-g*(hi-lo), lo+g*(hi-lo)
	fa, fb := f(a), f(b)
	for i := 0; i < 40; i++ {
		if fa < fb {
			hi, b, fb = b, a, fa
			a = hi - g*(hi-lo)
			fa = f(a)
		} else {
			lo, a, fa = a, b, fb
			b = lo + g*(hi-lo)
			fb = f(b)
		}
	}
	return (lo + hi) / 2
}

// tables are the two class tables a fit learns (me, op), in logits.
type tables struct{ me, op []float64 }

func (t tables) clone() tables {
	return tables{append([]float64(nil), t.me...), append([]float64(nil), t.op...)}
}

// adamFit runs full-batch Adam from start over the training samples (the
// indices in train): grad adds one sample's loss gradient to g (me
// classes first, then op) and returns its loss. An L2 penalty pulls every
// weight towards its start; class 0 of both tables stays as it is. Every
// tenth iteration heldLoss scores the weights, and the best scored are
// returned (early stopping); with no held-out samples, the last.
func adamFit(start tables, train []int, nClasses int, cfg fitConfig, heldOut bool,
	grad func(w tables, i int, g []float64) float64, heldLoss func(w tables) float64,
	progress func(it int, train float64, w tables)) tables {
	w := start.clone()
	nw := 2 * nClasses
	mom, vel := make([]float64, nw), make([]float64, nw)
	workers := runtime.GOMAXPROCS(0)
	nt := float64(len(train))
	best, bestLoss := w.clone(), heldLoss(w)
	const b1, b2, eps = 0.9, 0.999, 1e-8
	for it := 1; it <= cfg.Iters; it++ {
		grads := make([][]float64, workers)
		losses := make([]float64, workers)
		var wg sync.WaitGroup
		for k := 0; k < workers; k++ {
			wg.Add(1)
			go func(k int) {
				defer wg.Done()
				g := make([]float64, nw)
				var loss float64
				for j := k; j < len(train); j += workers {
					loss += grad(w, train[j], g)
				}
				grads[k], losses[k] = g, loss
			}(k)
		}
		wg.Wait()
		var loss float64
		for k := 1; k < workers; k++ {
			for i, v := range grads[k] {
				grads[0][i] += v
			}
		}
		for _, l := range losses {
			loss += l
		}
		for i := 0; i < nw; i++ {
			if i == 0 || i == nClasses || cfg.Hold != nil && cfg.Hold[i%nClasses] {
				continue
			}
			x, x0 := &w.me[i%nClasses], start.me[i%nClasses]
			if i >= nClasses {
				x, x0 = &w.op[i-nClasses], start.op[i-nClasses]
			}
			g := grads[0][i]/nt + cfg.Lambda*(*x-x0)
			mom[i] = b1*mom[i] + (1-b1)*g
			vel[i] = b2*vel[i] + (1-b2)*g*g
			mh := mom[i] / (1 - math.Pow(b1, float64(it)))
			vh := vel[i] / (1 - math.Pow(b2, float64(it)))
			*x -= cfg.Rate * mh / (math.Sqrt(vh) + eps)
		}
		if progress != nil {
			progress(it, loss/nt, w)
		}
		if !heldOut {
			best = w
		} else if it%10 == 0 {
			if l := heldLoss(w); l < bestLoss {
				best, bestLoss = w.clone(), l
			}
		}
	}
	return best
}
