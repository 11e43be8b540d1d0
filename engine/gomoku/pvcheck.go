package gomoku

import "sente/engine"

// The check of the search's choice: the root's checks of the moves
// against an opponent's VCT (SolveRoot) have a few thousand nodes each,
// too few for a VCT that takes tens of thousands, so a move may pass them
// and still lose. The search, though, only ever plays one move: the one
// it is about to choose is checked again, deeper. Below the root, at
// ply 1, a node searched with an open window is the reply to the root's
// best move so far (the first root move of an iteration, or one that
// failed high and is searched again); there the side to move, the root's
// opponent, is given a VCT search, with a budget that doubles each time
// the same position comes back, out of a total per search set by
// SolveRoot. A VCT found is a proven win for it: the root move scores a
// loss and the search turns to the others.
//
// The same check runs at ply 3, on the principal variation two plies
// further (Params.PVCheckMaxPly): there it catches the opponent's quiet
// reply that sets up two threats at once, which no VCT from ply 1 can
// find.
// In a lost game against the depth-3 seed player (freestyle, own-moves
// opening 17), the search at 1 s played a move that lost to such a reply
// in each of its runs, even at 10 million nodes; with the ply-3 check it
// chose another move and won the game.

// pvCheckShare is the VCT node budget of the checks per search, in
// units of the root solvers' per-call budget, and pvCheckFirst a
// position's first budget, in units of the root's defence budget. The
// deepest ply of the checks is Params.PVCheckMaxPly: they run at the odd
// plies (the opponent to move) up to it.
const (
	pvCheckShare = 3.0
	pvCheckFirst = 2.0
)

// pvCheck is the state of the checks for one search.
type pvCheck struct {
	stones int  // stones at the root: the checks run at stones+1, +3...
	on     bool // armed for this search
	first  int  // a position's first budget
	left   int  // nodes left for the checks of this search
	seen   []pvSeen
}

// pvSeen is a position checked: nodes spent on it, and whether the side
// to move was found to win.
type pvSeen struct {
	hash  uint64
	spent int
	won   bool
}

// setPVCheck sets the budgets of the checks for a search from the root
// under lim (called by SolveRoot, at ply 0; budget is the root solvers'
// budget function), leaving them off until armPVCheck: they only pay
// where the opponent is known to threaten a VCT. Under a node limit they
// take at most a quarter of it.
func (p *Position) setPVCheck(lim engine.Limits, budget func(int) int) {
	p.pvc = pvCheck{stones: p.stones, seen: p.pvc.seen[:0]}
	if !p.prm.RootVCT || p.noThreats {
		return
	}
	p.pvc.first = int(float64(budget(defenceBudget)) * pvCheckFirst)
	p.pvc.left = int(float64(budget(rootVCTBudget)) * pvCheckShare)
	if lim.Nodes > 0 {
		p.pvc.left = min(p.pvc.left, int(lim.Nodes/4))
		p.pvc.first = min(p.pvc.first, p.pvc.left/2)
	}
}

// armPVCheck turns the checks on for this search: the opponent has a
// threat (a VCF or a VCT were the side to move to pass).
func (p *Position) armPVCheck() {
	p.pvc.on = p.pvc.first > 0
}

// checkPV is the check at a node of an odd ply up to PVCheckMaxPly with
// an open window: it reports whether the side to move was found to have
// a VCT.
func (p *Position) checkPV(c *engine.Control) bool {
	d := p.stones - p.pvc.stones
	if !p.pvc.on || d%2 == 0 || d > p.prm.PVCheckMaxPly || p.noThreats {
		return false
	}
	var e *pvSeen
	for i := range p.pvc.seen {
		if p.pvc.seen[i].hash == p.hash {
			e = &p.pvc.seen[i]
			break
		}
	}
	if e == nil {
		p.pvc.seen = append(p.pvc.seen, pvSeen{hash: p.hash})
		e = &p.pvc.seen[len(p.pvc.seen)-1]
	}
	if e.won || p.pvc.left <= 0 {
		return e.won
	}
	b := min(max(p.pvc.first, 2*e.spent), p.pvc.left)
	n0 := c.Nodes()
	won := p.VCT(c, rootVCTDepth, b) != engine.NoMove
	if c.Stopped() {
		return false
	}
	used := int(c.Nodes() - n0)
	p.pvc.left -= used
	e.spent += b
	e.won = won
	return won
}
