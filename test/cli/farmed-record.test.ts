/**
 * The farmed record: a real win of `KL1-D1N-AAAAAAG` (the solver's, 254
 * moves, 310 points) with take-back loops added (a card taken back from its
 * foundation and played up again, +10 points or +$5 each time under the
 * reference rule `every-time`) until the record holds the most moves the
 * engine reads (`MAX_SAVED_MOVES`). Its claimed score is pinned exactly, and
 * the once-per-card rule (`verifyRecord`, `klondike replay --require-win
 * --once-per-card`) refuses it, or scores its loops nothing.
 */
import { describe, expect, it } from 'vitest';
import { encodeMoves, encodeRecord, Klondike, MAX_SAVED_MOVES, RECORD_PREFIX, replayRecord, verifyRecord } from '../../src/engine/index.js';
import { run as replay } from '../../src/cli/commands/replay.js';
import { captureIo } from './capture.js';

/** A win of KL1-D1N-AAAAAAG found by `klondike solve KL1-D1N-AAAAAAG`: 254 moves, 310 points, 9 waste turns. */
const WIN =
  'KR1.KL1-D1N-AAAAAAG.VFFFENFFFNqYlFFFBHlFFFAJFFFAJREGFFAGrAGGDGCGrqFDNcccxyFBII76ljOAKBK9_H_V_O5CICICI74OxOOOyxENxOVBNBNOVcANOVcANOVc4OVcqOVcqOVcqOVcqOV';

/** The record of `moves` on the deal of `code`. */
const recordOf = (code: string, moves: readonly string[]): string => `${RECORD_PREFIX}.${code}.${encodeMoves(moves)}`;

/**
 * The win with take-back loops, as many as fit in `MAX_SAVED_MOVES`, all at
 * the first chance to take a card back (`first`), or at the first chance
 * after the win's last waste turn (`after-last-turn`); `maxMoves` is the
 * length aimed at.
 */
function farmedWin(when: 'first' | 'after-last-turn', maxMoves = MAX_SAVED_MOVES): { game: Klondike; loops: number } {
  const win = replayRecord(WIN).history;
  const plain = new Klondike({ code: 'KL1-D1N-AAAAAAG' });
  let lastTurn = -1;
  win.forEach((m, i) => {
    if (m === 'S' && plain.stock.length === 0) lastTurn = i;
    plain.move(m);
  });
  const game = new Klondike({ code: 'KL1-D1N-AAAAAAG', undoLimit: 0 });
  let loops = 0;
  win.forEach((m, i) => {
    const takeBack = when === 'first' || i > lastTurn ? game.moves().find((x) => x.startsWith('F')) : undefined;
    while (takeBack && game.stats.moves + 2 + (win.length - i) <= maxMoves) {
      game.move(takeBack);
      game.move(`${takeBack.slice(-1)}-F`);
      loops++;
    }
    game.move(m);
  });
  return { game, loops };
}

describe('the farmed record of KL1-D1N-AAAAAAG', () => {
  const cap = captureIo();
  const plain = replayRecord(WIN);
  const { game: farmed, loops } = farmedWin('first');
  const farmedRecord = encodeRecord(farmed);

  it('the plain win: 254 moves, 310 points', () => {
    expect([plain.isWon(), plain.history.length, plain.score, plain.stats.passes]).toEqual([true, 254, 310, 9]);
  });

  it('every-time (the reference rule): loops at the first chance fill the 20,000 moves a record holds and claim 98,640 points (+$49,588 in Vegas)', () => {
    expect(MAX_SAVED_MOVES).toBe(20_000);
    expect(loops).toBe((MAX_SAVED_MOVES - 254) / 2); // 9,873 loops
    expect([farmed.isWon(), farmed.history.length, farmed.score]).toEqual([true, 20_000, 98_640]);
    expect(verifyRecord(farmedRecord)).toMatchObject({ accepted: true, won: true, score: 98_640, scoreText: '98640', foundationPoints: 'every-time', moves: 20_000 });
    // The same moves in Vegas with unlimited passes (one pass cannot win this deal): −$52 + $5 × (52 + 3 + 9,873).
    expect(verifyRecord(recordOf('KL1-D1VP0-AAAAAAG', farmed.history))).toMatchObject({ accepted: true, score: 49_588, scoreText: '+$49588', foundationPoints: 'every-time' });
  });

  it('every-time: the most this win can claim is 99,040, with the loops after its last waste turn', () => {
    // 310 + 10 × 9,873 = 99,040. Loops made before waste turns cost 400 more: each later turn takes its full
    // 100 points, where the plain win's score, still low, was floored at 0 (it lost 425 points to its 9 turns, not 900).
    const { game, loops: after } = farmedWin('after-last-turn');
    expect([after, game.history.length, game.isWon(), game.score]).toEqual([9_873, 20_000, true, 99_040]);
    expect(verifyRecord(encodeRecord(game))).toMatchObject({ accepted: true, score: 99_040 });
  });

  it('one loop more is beyond what the engine writes or reads: no record of it, and its text is refused', () => {
    const { game: more } = farmedWin('first', MAX_SAVED_MOVES + 2);
    expect([more.isWon(), more.history.length]).toEqual([true, 20_002]);
    expect(() => encodeRecord(more)).toThrow(/at most 20000 moves/);
    expect(verifyRecord(recordOf('KL1-D1N-AAAAAAG', more.history))).toMatchObject({ accepted: false, refusal: 'malformed', score: null, message: expect.stringMatching(/more than 20000 moves/) as unknown as string });
  });

  it('once-per-card: verifyRecord refuses the farmed record (other rule); the same moves played under it score 310, loops or not', () => {
    const leaderboard = { code: 'KL1-D1N-AAAAAAG', foundationPoints: 'once-per-card' } as const;
    expect(verifyRecord(farmedRecord, leaderboard)).toMatchObject({ accepted: false, won: false, score: null, refusal: 'other-rule', foundationPoints: 'every-time' });
    const onceWin = verifyRecord(recordOf('KL1-D1NO-AAAAAAG', plain.history), leaderboard);
    const onceFarmed = verifyRecord(recordOf('KL1-D1NO-AAAAAAG', farmed.history), leaderboard);
    // The 30 points the win's own 3 take-backs no longer earn are absorbed by the floor of 0 at its last waste turn.
    expect(onceWin).toMatchObject({ accepted: true, won: true, score: 310, foundationPoints: 'once-per-card', moves: 254 });
    expect(onceFarmed).toMatchObject({ accepted: true, won: true, score: 310, foundationPoints: 'once-per-card', moves: 20_000 });
  });

  it('klondike replay --require-win --once-per-card: the farmed record exits 1 (other-rule); played under the rule it exits 0 with 310', async () => {
    expect(await replay([farmedRecord, '--require-win'])).toBe(0);
    expect(cap.out).toContain('Score: 98640');
    cap.out = '';
    expect(await replay([farmedRecord, '--require-win', '--once-per-card', '--code', 'KL1-D1N-AAAAAAG'])).toBe(1);
    expect(cap.err).toBe("klondike: refused (other-rule): the record was scored 'every-time', not 'once-per-card'\n");
    cap.out = '';
    expect(await replay([recordOf('KL1-D1NO-AAAAAAG', farmed.history), '--require-win', '--once-per-card', '--code', 'KL1-D1N-AAAAAAG', '--json'])).toBe(0);
    expect(JSON.parse(cap.out)).toMatchObject({ accepted: true, refusal: null, foundationPoints: 'once-per-card', score: 310 });
  });
});
