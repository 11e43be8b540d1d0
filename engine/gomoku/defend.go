package gomoku

import (
	"slices"

	"sente/engine"
)

// innerDefBudget is the VCF node budget of the threat check below the root
// and innerDefMaxPly the deepest ply where it runs (0: off); variables for
// tuning. Off by default: against the seed player (32 games as white at
// 60k nodes/move) it lost 7-8 games at plies 1 and 2 where the engine
// without it lost 7, so it did not pay for its nodes.
var (
	innerDefBudget = 300
	innerDefMaxPly = 0
)

// genThreatDefences appends, at an inner node, the answers to an
// opponent's VCF: if the opponent (whose four-making points exist) would
// win by continuous fours were the side to move to pass, the only moves
// that can stop it are the points of its winning line and the side to
// move's own fours. It appends nothing when there is no such threat, when
// the check is off at this ply, or when no such move is legal.
func (p *Position) genThreatDefences(buf []engine.Move) []engine.Move {
	if p.noThreats || p.ctl == nil || p.ply < 1 || p.ply > innerDefMaxPly {
		return buf
	}
	me := colourIndex(p.toMove)
	op := me ^ 1
	if p.n4[op] < 1 {
		return buf
	}
	p.toMove = p.toMove.Opponent()
	p.hash ^= zobSide
	found := p.vcfLine(p.ctl, innerVCFFours, innerDefBudget) >= 0
	p.toMove = p.toMove.Opponent()
	p.hash ^= zobSide
	if !found {
		return buf
	}
	start := len(buf)
	for _, q32 := range p.vcf.best {
		q := int(q32)
		m := engine.Move(p.b.move(q))
		if p.b.cells[q] == Empty && p.legal(q) && !slices.Contains(buf[start:], m) {
			buf = append(buf, m)
		}
	}
	found4 := int32(0)
	for _, c32 := range p.cand {
		if found4 >= p.n4[me] {
			break
		}
		q := int(c32)
		if p.b.cells[q] != Empty || p.c[q].thr[me]&thr4 == 0 {
			continue
		}
		found4++
		m := engine.Move(p.b.move(q))
		if p.legal(q) && !slices.Contains(buf[start:], m) {
			buf = append(buf, m)
		}
	}
	return buf
}
