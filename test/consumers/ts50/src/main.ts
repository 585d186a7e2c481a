// The package under TypeScript 5.0 (its stated minimum), strict, with
// skipLibCheck false: every entry point's types load and are used.
import 'klondike-solitaire-element';
import { KlondikeSolitaire, configureSolverPool, type KlondikeAttributeValues, type KlondikeWinDetail } from 'klondike-solitaire-element';
import { Klondike, encodeRecord } from 'klondike-solitaire-element/engine';
import { solve, hint, dailyCode } from 'klondike-solitaire-element/solver';
import { configureSolverPool as fromBundle } from 'klondike-solitaire-element/bundle';

const el = document.createElement('klondike-solitaire');
const same: KlondikeSolitaire = el;
el.draw = 3;
const value: KlondikeAttributeValues['undoLimit'] = 'unlimited';
el.addEventListener('klondike-win', (e) => e.detail.score.toFixed());
document.addEventListener('klondike-win', (e: CustomEvent<KlondikeWinDetail>) => e.detail.scoreText.length);
window.addEventListener('klondike-move', (e) => e.detail.move.length);

const game = new Klondike({ code: 'KL1-D1N-AAAAAAG' });
const r = solve(game, { timeLimitMs: 10 });
const h = hint(game);
configureSolverPool({ workers: 1 });
void [same, value, r.result, h.kind, encodeRecord(game), dailyCode('2026-03-14', { draw: 3 }), fromBundle];
