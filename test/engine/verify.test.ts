/**
 * verifyRecord (src/engine/verify.ts) and the 'once-per-card' foundation
 * rule: records that start already won are refused by default, a farmed
 * score is worth nothing under once-per-card, and no string makes the
 * verifier accept a game that was not won from a real deal.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { encodeRecord, Klondike, replayRecord, verifyRecord, type FoundationPoints } from '../../src/engine/index.js';
import { playGreedy } from './helpers.js';

/** A greedy win of deal 0 under a foundation rule, and the same win with every take-back loop it allows farmed `loops` times. */
function wins(foundationPoints: FoundationPoints, loops = 3): { plain: Klondike; farmed: Klondike } {
  const plain = new Klondike({ dealNumber: 0, foundationPoints });
  expect(playGreedy(plain)).toBe(true);
  const farmed = new Klondike({ dealNumber: 0, foundationPoints, undoLimit: 0 });
  for (const m of plain.history) {
    for (const tb of farmed.moves().filter((x) => x.startsWith('F'))) {
      for (let k = 0; k < loops; k++) {
        farmed.move(tb);
        farmed.move(`${tb.slice(-1)}-F`);
      }
    }
    farmed.move(m);
  }
  expect(farmed.isWon()).toBe(true);
  return { plain, farmed };
}

describe('foundation points once per card', () => {
  it("every-time (the reference rule): a take-back loop farms points; once-per-card: it earns nothing", () => {
    const ref = wins('every-time');
    const once = wins('once-per-card');
    expect(ref.farmed.history.length).toBeGreaterThan(ref.plain.history.length);
    expect(ref.farmed.score).toBeGreaterThan(ref.plain.score);
    expect(once.plain.score).toBe(ref.plain.score);
    expect(once.farmed.score).toBe(once.plain.score);
  });
  it('Vegas: +$5 per card once, so a farmed win ends at +$208 like a plain one', () => {
    const g = new Klondike({ dealNumber: 0, scoring: 'vegas', passes: Infinity, foundationPoints: 'once-per-card' });
    expect(playGreedy(g)).toBe(true);
    expect(g.scoreText).toBe('+$208');
  });
  it('undo takes back exactly the points of the move, and the card can earn again after it', () => {
    const g = new Klondike({ code: 'KL1-D1NO-AAAAAAB' });
    for (const m of '4-F 2-F 3-F 6-1 S S S W-F'.split(' ')) g.move(m);
    const s = g.score;
    g.move('Fs-4');
    expect(g.move('4-F').scoreDelta).toBe(0);
    g.undo();
    g.undo();
    g.undo(); // W-F undone: the card has not earned yet
    expect(g.move('W-F').scoreDelta).toBe(10);
    expect(g.score).toBe(s);
  });
  it("the code carries the rule as O (N and V only) and old codes read as 'every-time'", () => {
    expect(new Klondike({ code: 'KL1-D1NO-AAAAAAG' }).options.foundationPoints).toBe('once-per-card');
    expect(new Klondike({ code: 'KL1-D3VP3XO-AAAAAAG' }).code).toBe('KL1-D3VP3XO-AAAAAAG');
    expect(new Klondike({ code: 'KL1-D1N-AAAAAAG' }).options.foundationPoints).toBe('every-time');
    expect(new Klondike({ code: 'KL1-D1N-AAAAAAG', foundationPoints: 'once-per-card' }).code).toBe('KL1-D1NO-AAAAAAG');
    expect(() => new Klondike({ code: 'KL1-D1UO-AAAAAAG' })).toThrow(/Rules part "D1UO"/);
    expect(() => new Klondike({ code: 'KL1-D1NOX-AAAAAAG' })).toThrow(/Rules part/);
    expect(() => new Klondike({ foundationPoints: 'twice' as FoundationPoints })).toThrow(/foundationPoints must be/);
  });
});

describe('verifyRecord', () => {
  const { plain, farmed } = wins('every-time');
  const onceWin = wins('once-per-card').farmed;
  it('accepts a legal win from a code: verdict, score, rule, code, moves', () => {
    const v = verifyRecord(encodeRecord(plain));
    expect(v).toMatchObject({ accepted: true, won: true, score: plain.score, scoreText: plain.scoreText, foundationPoints: 'every-time', code: plain.code, refusal: null, message: '' });
    expect(v.moves).toBe(plain.history.length);
  });
  it('refuses by default a record that starts already won or nearly won (an explicit position)', () => {
    for (const r of ['KR1.XD1N-0-0-0-0-0-0-0--.', 'KR1.XD1N-0M-0-0-0-0-0-0--.O']) {
      expect(replayRecord(r).isWon()).toBe(true);
      const v = verifyRecord(r);
      expect(v).toMatchObject({ accepted: false, won: false, refusal: 'not-dealt', score: null });
      expect(v.message).toMatch(/not from a deal as dealt/);
      expect(verifyRecord(r, { start: 'any' })).toMatchObject({ accepted: true, won: true });
    }
  });
  it('accepts a full explicit deal as dealt (28 cards in the columns, 24 in the stock), unless only codes are allowed', () => {
    const g = new Klondike({ deal: new Klondike({ dealNumber: 0 }).toSolvitaire('deal') });
    for (const m of plain.history) g.move(m);
    const r = encodeRecord(g);
    expect(r.startsWith('KR1.XD1N-0')).toBe(true);
    expect(verifyRecord(r)).toMatchObject({ accepted: true, won: true, code: null, score: plain.score });
    expect(verifyRecord(r, { start: 'code' })).toMatchObject({ accepted: false, refusal: 'not-code' });
  });
  it('reports the rule a score was earned under; a leaderboard demands once-per-card and its deal', () => {
    const farmedRecord = encodeRecord(farmed);
    expect(verifyRecord(farmedRecord)).toMatchObject({ accepted: true, score: farmed.score, foundationPoints: 'every-time' });
    expect(verifyRecord(farmedRecord, { foundationPoints: 'once-per-card' })).toMatchObject({ accepted: false, refusal: 'other-rule' });
    const onceRecord = encodeRecord(onceWin);
    expect(onceRecord).toMatch(/^KR1\.KL1-D1NO-/);
    const daily = { code: 'KL1-D1N-AAAAAAA', foundationPoints: 'once-per-card' } as const;
    expect(verifyRecord(onceRecord, daily)).toMatchObject({ accepted: true, score: plain.score, foundationPoints: 'once-per-card' });
    expect(verifyRecord(onceRecord, { ...daily, code: 'KL1-D1N-AAAAAAB' })).toMatchObject({ accepted: false, refusal: 'other-deal' });
    expect(verifyRecord(onceRecord, { ...daily, code: 'KL1-D3N-AAAAAAA' })).toMatchObject({ accepted: false, refusal: 'other-deal' });
    expect(() => verifyRecord(onceRecord, { code: 'nope' })).toThrow(/code asked for is not valid/);
  });
  it('refuses a game not won (unless requireWin is false), a malformed record and an illegal move, saying why', () => {
    const half = replayRecord(encodeRecord(plain));
    for (let i = 0; i < 20; i++) half.undo();
    expect(verifyRecord(encodeRecord(half))).toMatchObject({ accepted: false, refusal: 'not-won', won: false, score: half.score });
    expect(verifyRecord(encodeRecord(half), { requireWin: false })).toMatchObject({ accepted: true, won: false });
    expect(verifyRecord('hello')).toMatchObject({ accepted: false, refusal: 'malformed', rules: null, foundationPoints: null });
    expect(verifyRecord('KR1.KL1-D1N-AAAAAAG.O')).toMatchObject({ accepted: false, refusal: 'illegal-move', moveIndex: 0 });
    expect(verifyRecord(42 as unknown as string).refusal).toBe('malformed');
    expect(verifyRecord('x'.repeat(10_000_000)).message.length).toBeLessThan(200);
  });

  const wonRecord = encodeRecord(plain);
  const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_.';
  const mutated = fc
    .tuple(fc.nat({ max: wonRecord.length }), fc.nat({ max: 5 }), fc.string({ unit: fc.constantFrom(...ALPHABET), maxLength: 6 }))
    .map(([at, cut, insert]) => wonRecord.slice(0, at) + insert + wonRecord.slice(at + cut));
  const anyText = fc.oneof(fc.string(), fc.string({ unit: fc.constantFrom(...ALPHABET) }).map((s) => `KR1.${s}`), mutated, fc.constantFrom('KR1.XD1N-0-0-0-0-0-0-0--.', wonRecord));
  it('property: any string is either refused with a reason or accepted as a legal win from a real deal that replays to what it says', () => {
    fc.assert(
      fc.property(anyText, (text) => {
        const v = verifyRecord(text);
        if (!v.accepted) {
          expect(v.refusal).not.toBeNull();
          expect(v.message.length).toBeGreaterThan(0);
          expect(v.won).toBe(false);
          return;
        }
        const g = replayRecord(text);
        expect(g.isWon()).toBe(true);
        expect(v.won).toBe(true);
        expect(v.score).toBe(g.score);
        expect(v.foundationPoints).toBe(g.options.foundationPoints);
        // A real deal: a code, or 21 hidden cards and 24 in the stock at the start.
        if (g.code === null) {
          const start = g.toSolvitaire('deal');
          expect(start.stock).toHaveLength(24);
          expect(start.foundation).toBeUndefined();
        }
        expect(encodeRecord(g)).toBe(text.trim());
      }),
      { numRuns: 400 },
    );
  });
});

describe('API edges: clear errors, no raw TypeErrors', () => {
  it('new Klondike(null | 5 | []) throws a TypeError that says what is expected; a string is a deal code', () => {
    for (const bad of [null, 5, []]) expect(() => new Klondike(bad as never)).toThrow(/Klondike options must be an object like \{ code/);
    expect(new Klondike('KL1-D1N-AAAAAAG').code).toBe('KL1-D1N-AAAAAAG');
    expect(() => new Klondike('nope')).toThrow(/"nope" is not a deal code/);
  });
  it('destinations(5) and decodeDealNumber(5) name what they need', async () => {
    const { decodeDealNumber, DealCodeError } = await import('../../src/engine/index.js');
    expect(() => new Klondike({ dealNumber: 1 }).destinations(5 as never)).toThrow(/destinations needs a card in notation/);
    expect(() => decodeDealNumber(5 as never)).toThrow(DealCodeError);
    expect(() => decodeDealNumber(5 as never)).toThrow(/must be a string/);
  });
  it('a deal code with a letter that case mapping expands (ß → SS) is refused', async () => {
    const { parseCode } = await import('../../src/engine/index.js');
    expect(() => parseCode('KL1-D1N-ßAAAAA')).toThrow(/Deal part "ßAAAAA" must be 7 characters/);
    expect(() => parseCode('KL1-D1N-ﬀAAAAA')).toThrow(/Deal part/);
    expect(parseCode('kl1-d1n-aaaaaag').dealNumber).toBe(6);
  });
  it('formatCode refuses what parseCode would refuse (draw 7, a bad take-back or rule)', async () => {
    const { formatCode, parseCode } = await import('../../src/engine/index.js');
    const ok = { draw: 1 as const, scoring: 'normal' as const, passes: Infinity, takeback: true, dealNumber: 6 };
    expect(() => formatCode({ ...ok, draw: 7 as never })).toThrow(/draw is 1 or 3/);
    expect(() => formatCode({ ...ok, takeback: 'yes' as never })).toThrow(/takeback/);
    expect(() => formatCode({ ...ok, foundationPoints: 'x' as never })).toThrow(/foundationPoints/);
    expect(() => formatCode(null as never)).toThrow(/needs an object/);
    expect(parseCode(formatCode({ ...ok, foundationPoints: 'once-per-card' }))).toEqual({ ...ok, foundationPoints: 'once-per-card' });
  });
  it('echoed input is quoted and cut: control characters escaped, a long input shortened', () => {
    let msg = '';
    try {
      new Klondike({ code: 'KL1-D1N-AAAAAAG' }).move('\u001b[2J' + 'x'.repeat(1_000_000));
    } catch (e) {
      msg = (e as Error).message;
    }
    expect(msg).toMatch(/^Illegal move "\\u001b\[2Jx+…" \(1000004 characters\): not a move/);
    expect(msg.length).toBeLessThan(300);
    expect([...msg].some((c) => c.charCodeAt(0) < 32)).toBe(false);
  });
});
