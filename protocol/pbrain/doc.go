// Package pbrain serves the Gomocup ("pbrain") protocol spoken by the Gomoku
// tournament managers and GUIs (Piskvork, GomocupJudge, c-gomoku-cli,
// Yixin-Board) on top of the shared protocol loop.
//
// Every command of the protocol is handled: START, RECTSTART, RESTART,
// BEGIN, TURN, BOARD…DONE, INFO, END, ABOUT, TAKEBACK, PLAY, SWAP2BOARD, and
// the Yixin-Board extensions YXBOARD, YXSTOP/STOP, YXSHOWFORBID, YXNBEST,
// YXHASHCLEAR, YXSHOWINFO with realtime MESSAGE lines while thinking
// (INFO show_detail). Unknown commands get UNKNOWN; known ones that cannot
// be honoured (bad syntax, occupied or off-board point, a renju foul played
// by the manager, an unsupported rule) get ERROR, and serving goes on.
//
// Threading follows protocol.Loop: the handler runs on the loop goroutine,
// owns the game and is the only writer; the search runs on the engine's own
// goroutine and hands its reports back through Loop.Post. While a search
// runs, END, STOP and YXSTOP act at once, START/RECTSTART/RESTART stop it
// and drop its move, and every other command is queued and handled in
// order once the reply has been sent. A search that overruns its hard
// deadline is answered for with its best move so far.
//
// Choices where the protocol leaves room:
//   - BOARD/YXBOARD: the side to move owns the stones marked 1; it is black
//     when both sides have as many stones, white when the opponent has one
//     more, otherwise the owner of the first line (move order) is black.
//   - YXNBEST N analyses: it reports N lines and the best move, which is
//     not played.
//   - SWAP2BOARD: with no stone, the most balanced of a few fixed openings
//     by static evaluation; with 3 or 5 a normal search decides (SWAP when
//     black stands better, two more stones when balanced, else one move).
//   - Time: a turn counts from the command's arrival (the first move also
//     pays for up to 0.5 s of start-up); a margin of 30 ms + 1/16 of
//     timeout_turn (at most 0.4 s) is kept back; time_left/timeout_match
//     feed engine.Clock; timeout_turn 0 plays within 60 ms.
//   - Memory: the transposition table gets at most a quarter of
//     max_memory (DefaultHashMiB without a limit) and the Go runtime a soft
//     limit of half of it.
//   - Sente's own INFO key sente_search chooses the search: ab
//     (alpha-beta, the default) or mcts (Monte Carlo tree search).
//   - The continuous-game bit of INFO rule (2) is accepted: the rule is
//     played as its non-continuous variant, and stones marked 3 in BOARD are
//     kept as the opponent's.
package pbrain
