package main

import (
	"math"

	"sente/engine/othello"
)

// fitConfig parameterises the least-squares fit.
type fitConfig struct {
	Lambda   float64 // ridge penalty per weight
	Neighbor float64 // sample weight of the two neighbouring stages
	Iters    int     // conjugate-gradient iterations per stage
	// Prior, if set, is a tie-expanded, stage-major weight vector
	// (centi-discs, as othello.DecodeWeights gives): the ridge then pulls
	// each weight towards its prior value instead of towards 0, so that
	// new data refines an earlier fit and the configurations it lacks keep
	// their earlier values.
	Prior []int16
	// Log, if set, receives each stage's sample count and final relative
	// residual |b - A theta| / |b|.
	Log func(stage, samples int, residual float64)
}

// fitStage solves min sum_i w_i (x_i.theta - y_i)^2 + lambda |theta - theta0|^2
// over the training samples of stage s (and, with weight cfg.Neighbor, of
// stages s-1 and s+1) by Jacobi-preconditioned conjugate gradient on the
// normal equations, where theta0 is stage s of cfg.Prior (0 without one).
// It returns theta in discs.
func fitStage(samples []sample, s int, cfg fitConfig) []float64 {
	n := othello.EvalStageSize
	var rows []int
	var wt []float64
	for i := range samples {
		sm := &samples[i]
		if sm.test {
			continue
		}
		switch d := sm.stage - s; {
		case d == 0:
			rows, wt = append(rows, i), append(wt, 1)
		case (d == 1 || d == -1) && cfg.Neighbor > 0:
			rows, wt = append(rows, i), append(wt, cfg.Neighbor)
		}
	}
	// With a prior the unknown is delta = theta - theta0, fitted to the
	// residual targets y_i - x_i.theta0 with the plain ridge.
	theta0 := make([]float64, n)
	if cfg.Prior != nil {
		for j, v := range cfg.Prior[s*n : (s+1)*n] {
			theta0[j] = float64(v) / 100
		}
	}
	diag := make([]float64, n)
	b := make([]float64, n)
	for k, i := range rows {
		f := samples[i].feats
		y := samples[i].label
		for _, x := range f {
			y -= theta0[x]
		}
		for _, x := range f {
			diag[x] += wt[k]
			b[x] += wt[k] * y
		}
	}
	// diag is exact except for features repeated within a sample (it is
	// only a preconditioner).
	for j := range diag {
		diag[j] += cfg.Lambda
	}
	matvec := func(theta, out []float64) {
		for j := range out {
			out[j] = cfg.Lambda * theta[j]
		}
		for k, i := range rows {
			f := samples[i].feats
			u := 0.0
			for _, x := range f {
				u += theta[x]
			}
			u *= wt[k]
			for _, x := range f {
				out[x] += u
			}
		}
	}
	theta := make([]float64, n)
	r := append([]float64(nil), b...) // r = b - A*0
	z := make([]float64, n)
	for j := range z {
		z[j] = r[j] / diag[j]
	}
	dir := append([]float64(nil), z...)
	ad := make([]float64, n)
	rz := dot(r, z)
	rz0 := rz
	defer func() {
		if cfg.Log != nil {
			cfg.Log(s, len(rows), math.Sqrt(dot(r, r)/math.Max(dot(b, b), 1e-30)))
		}
	}()
	for it := 0; it < cfg.Iters && rz > 1e-12*rz0; it++ {
		matvec(dir, ad)
		alpha := rz / dot(dir, ad)
		for j := range theta {
			theta[j] += alpha * dir[j]
			r[j] -= alpha * ad[j]
		}
		for j := range z {
			z[j] = r[j] / diag[j]
		}
		rz2 := dot(r, z)
		beta := rz2 / rz
		rz = rz2
		for j := range dir {
			dir[j] = z[j] + beta*dir[j]
		}
	}
	for j := range theta {
		theta[j] += theta0[j]
	}
	return theta
}

func dot(a, b []float64) float64 {
	s := 0.0
	for i := range a {
		s += a[i] * b[i]
	}
	return s
}

// fitAll fits every stage and returns the quantised, tie-expanded weight
// vector (centi-discs) ready for othello.EncodeWeights.
func fitAll(samples []sample, cfg fitConfig) []int16 {
	n := othello.EvalStageSize
	w := make([]int16, othello.EvalStages*n)
	for s := 0; s < othello.EvalStages; s++ {
		theta := fitStage(samples, s, cfg)
		for j := 0; j < n; j++ {
			c := canon(int32(j))
			v := math.Round(theta[c] * 100)
			v = math.Max(-32000, math.Min(32000, v))
			w[s*n+j] = int16(v)
		}
	}
	return w
}
