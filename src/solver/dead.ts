/**
 * A static proof that a position is lost: a card that can never leave its
 * column because everything it needs lies under it.
 *
 * Cards never go under a hidden card, so the cards below a hidden card (or
 * below the base of a column's face-up run) stay below it until it moves
 * away. A non-king card `a` can move away only to its foundation (after
 * every lower card of its suit) or onto one of its two parents (rank + 1,
 * other colour), which must then be a bare column top. So `a` is *stuck*
 * when some lower card of its suit can never go home before `a` moves (it
 * lies below `a`, or it is *buried*: below another stuck card) and each
 * parent can never be bare (below `a`, or buried). A stuck card never goes
 * home: the position is lost. Iterated to a fixpoint over all columns.
 * @module
 */
import { RANK, STRIDE, SUIT, PARENT, type RawPosition } from './keys.js';

/** True when some card of the position can provably never go home (see the module doc). */
export function provablyLost(p: RawPosition): boolean {
  // where[c] = column * STRIDE + index for tableau cards, -1 elsewhere.
  const where = new Int16Array(52).fill(-1);
  for (let col = 0; col < 7; col++) for (let i = 0; i < p.cols[col].length; i++) where[p.cols[col][i]] = col * STRIDE + i;
  // Per column: the index of the highest stuck card (everything below it is buried); -1 = none.
  const stuckAt = new Int16Array(7).fill(-1);
  const buried = (c: number): boolean => where[c] >= 0 && (where[c] & (STRIDE - 1)) < stuckAt[where[c] >> 6];
  const below = (c: number, a: number): boolean => where[c] >= 0 && where[a] >= 0 && where[c] >> 6 === where[a] >> 6 && where[c] < where[a];
  for (let changed = true; changed; ) {
    changed = false;
    for (let col = 0; col < 7; col++) {
      const cs = p.cols[col];
      const top = Math.min(cs.length - 1, p.down[col]); // hidden cards and the run's base
      for (let i = top; i > stuckAt[col]; i--) {
        const a = cs[i];
        if (RANK[a] === 13) continue;
        const s = SUIT[a];
        let homeNever = false;
        for (let r = p.found[s] + 1; r < RANK[a]; r++) {
          const d = s * 13 + r - 1;
          if (below(d, a) || buried(d)) {
            homeNever = true;
            break;
          }
        }
        if (!homeNever) continue;
        const p0 = PARENT[a * 2];
        const p1 = PARENT[a * 2 + 1];
        const bare = (q: number): boolean => !(below(q, a) || buried(q));
        if (bare(p0) || bare(p1)) continue;
        stuckAt[col] = i;
        changed = true;
        break;
      }
    }
  }
  for (let col = 0; col < 7; col++) if (stuckAt[col] >= 0) return true;
  return false;
}
