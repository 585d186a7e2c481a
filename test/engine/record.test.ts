/**
 * Game records (src/engine/record.ts): the move alphabet, exact round trips
 * over random games under every rule option (deal codes and explicit deals),
 * and rejection of malformed, non-canonical, tampered and illegal records.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  decodeMoves,
  decodeRecord,
  encodeMoves,
  encodeRecord,
  Klondike,
  MAX_SAVED_MOVES,
  RecordError,
  replayRecord,
  type KlondikeInit,
  type FoundationPoints,
  type Scoring,
} from '../../src/engine/index.js';
import { foundationOnlyDeal, playGreedy, snapshot } from './helpers.js';

/** Every move notation there is: S, W-x, c-x, Fs-x. */
const ALL_MOVES: string[] = ['S'];
for (const src of ['W', '1', '2', '3', '4', '5', '6', '7', 'Fs', 'Fh', 'Fd', 'Fc']) {
  for (const dst of ['F', '1', '2', '3', '4', '5', '6', '7']) {
    if (src === dst || (src.startsWith('F') && dst === 'F')) continue;
    ALL_MOVES.push(`${src}-${dst}`);
  }
}
const URL_SAFE = /^[A-Za-z0-9._-]+$/;

function rejects(text: unknown, pattern: RegExp): RecordError {
  let err: unknown;
  try {
    replayRecord(text as string);
  } catch (e) {
    err = e;
  }
  expect(err).toBeInstanceOf(RecordError);
  expect((err as Error).message).toMatch(/^Game record rejected: /);
  expect((err as Error).message).toMatch(pattern);
  return err as RecordError;
}

/** Plays `picks` as indexes into the legal moves (a pick past the end is an undo, now and then). */
function playRandom(g: Klondike, picks: number[]): Klondike {
  for (const p of picks) {
    const legal = g.moves();
    if (!legal.length) break;
    if (p % 17 === 16 && g.canUndo) g.undo();
    else g.move(legal[p % legal.length]);
  }
  return g;
}

const rules = fc.record({
  draw: fc.constantFrom(1 as const, 3 as const),
  scoring: fc.constantFrom<Scoring>('normal', 'vegas', 'none'),
  passes: fc.constantFrom(1, 2, 3, 99, Infinity),
  takeback: fc.boolean(),
  foundationPoints: fc.constantFrom<FoundationPoints>('every-time', 'once-per-card'),
}).map((r) => ({ ...r, foundationPoints: r.scoring === 'none' ? ('every-time' as const) : r.foundationPoints }));

// A won game, played by the greedy helper (deal 0 is won by it): how long is its record?
const wonGame = new Klondike({ dealNumber: 0 });
playGreedy(wonGame);
const WON_RECORD = encodeRecord(wonGame);

describe('move alphabet', () => {
  it('encodeMoves - every move has its own code: 1 character, 2 for take-backs; 86 moves in all', () => {
    expect(ALL_MOVES).toHaveLength(86);
    const codes = ALL_MOVES.map((m) => encodeMoves([m]));
    expect(new Set(codes).size).toBe(86);
    for (const [i, m] of ALL_MOVES.entries()) {
      expect(codes[i]).toMatch(m.startsWith('F') ? /^_[A-Za-b]$/ : /^[A-Za-z0-9-]$/);
      expect(decodeMoves(codes[i])).toEqual([m]);
    }
  });
  it('encodeMoves - the documented table: S runs A..F, W-1..W-7 G..M, W-F N, 1-F O, 1-2 P, 2-F V, 2-1 W, 7-6 "-", Fs-1 _A, Fc-7 _b', () => {
    const table: [string[], string][] = [
      [['S'], 'A'],
      [Array(6).fill('S'), 'F'],
      [Array(14).fill('S'), 'FFB'],
      [['W-1'], 'G'],
      [['W-7'], 'M'],
      [['W-F'], 'N'],
      [['1-F'], 'O'],
      [['1-2'], 'P'],
      [['1-7'], 'U'],
      [['2-F'], 'V'],
      [['2-1'], 'W'],
      [['7-F'], '4'],
      [['7-1'], '5'],
      [['7-6'], '-'],
      [['Fs-1'], '_A'],
      [['Fh-1'], '_H'],
      [['Fc-7'], '_b'],
      [['S', '2-F', 'S', 'S'], 'AVB'],
    ];
    for (const [moves, code] of table) {
      expect(encodeMoves(moves)).toBe(code);
      expect(decodeMoves(code)).toEqual(moves);
    }
  });
  it('encodeMoves/decodeMoves - round trip over any list of moves; every canonical text decodes and re-encodes to itself', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...ALL_MOVES, 'S', 'S', 'S'), { maxLength: 300 }), (moves) => {
        const text = encodeMoves(moves);
        expect(text).toMatch(/^[A-Za-z0-9_-]*$/);
        expect(decodeMoves(text)).toEqual(moves);
        expect(encodeMoves(decodeMoves(text))).toBe(text);
      }),
      { numRuns: 300 },
    );
  });
  it('encodeMoves - a move not in canonical notation is refused with its number', () => {
    expect(() => encodeMoves(['S', 'w-3'])).toThrow(/move 2 \("w-3"\) is not a move in canonical notation/);
    expect(() => encodeMoves(['Fs-F'])).toThrow(RecordError);
  });
});

describe('encodeRecord / decodeRecord / replayRecord', () => {
  it('encodeRecord - the example of the docs: deal 6, S 2-F S S', () => {
    const g = new Klondike({ code: 'KL1-D1N-AAAAAAG' });
    for (const m of ['S', '2-F', 'S', 'S']) g.move(m);
    expect(encodeRecord(g)).toBe('KR1.KL1-D1N-AAAAAAG.AVB');
    expect(decodeRecord('KR1.KL1-D1N-AAAAAAG.AVB')).toEqual({
      code: 'KL1-D1N-AAAAAAG',
      rules: { draw: 1, scoring: 'normal', passes: Infinity, takeback: true, foundationPoints: 'every-time' },
      moves: ['S', '2-F', 'S', 'S'],
    });
    expect(encodeRecord(new Klondike({ code: 'KL1-D3VP3X-AAAAAAB' }))).toBe('KR1.KL1-D3VP3X-AAAAAAB.');
  });
  it('encodeRecord - only the current line: undone moves are not recorded', () => {
    const g = new Klondike({ code: 'KL1-D1N-AAAAAAG' });
    for (const m of ['S', '2-F', 'S', 'S']) g.move(m);
    g.undo();
    expect(encodeRecord(g)).toBe('KR1.KL1-D1N-AAAAAAG.AVA');
  });
  it(`encodeRecord - a won game's record fits in a URL fragment (greedy win of deal 0, ${wonGame.history.length} moves: ${WON_RECORD.length} characters)`, () => {
    expect(wonGame.isWon()).toBe(true);
    expect(WON_RECORD).toMatch(URL_SAFE);
    expect(WON_RECORD.length).toBeLessThan(400);
    const back = replayRecord(WON_RECORD);
    expect(back.isWon()).toBe(true);
    expect(back.score).toBe(wonGame.score);
  });
  it('round trip - random games under every rule option: same position, score, history; the record is canonical', () => {
    fc.assert(
      fc.property(rules, fc.integer({ min: 0, max: 2 ** 35 - 1 }), fc.array(fc.nat(), { maxLength: 250 }), (r, dealNumber, picks) => {
        const g = playRandom(new Klondike({ ...r, dealNumber }), picks);
        const text = encodeRecord(g);
        expect(text).toMatch(URL_SAFE);
        expect(text.startsWith(`KR1.${g.code}.`)).toBe(true);
        const rec = decodeRecord(text);
        expect(rec).toEqual({ code: g.code, rules: r, moves: g.history });
        const back = replayRecord(text);
        expect(snapshot(back)).toBe(snapshot(g));
        expect(back.history).toEqual(g.history);
        expect(back.code).toBe(g.code);
        expect(encodeRecord(back)).toBe(text);
      }),
      { numRuns: 150 },
    );
  });
  it('round trip - explicit deals (fresh deals and positions in progress, with waste and foundations) under every rule option', () => {
    fc.assert(
      fc.property(
        rules,
        fc.integer({ min: 0, max: 2 ** 35 - 1 }),
        fc.array(fc.nat(), { maxLength: 120 }),
        fc.array(fc.nat(), { maxLength: 120 }),
        (r, dealNumber, before, after) => {
          // The explicit deal is a position some game reached: any waste, foundations, hidden counts.
          const source = playRandom(new Klondike({ dealNumber, draw: r.draw }), before);
          const g = playRandom(new Klondike({ ...r, deal: source.toSolvitaire('position') }), after);
          const text = encodeRecord(g);
          expect(text).toMatch(URL_SAFE);
          expect(text).toMatch(/^KR1\.XD[13][NVU](P\d+)?X?O?-/);
          const rec = decodeRecord(text);
          expect(rec.code).toBeNull();
          expect(rec.deal).toEqual(g.toSolvitaire('deal'));
          expect(rec.rules).toEqual(r);
          expect(rec.moves).toEqual(g.history);
          const back = replayRecord(text);
          expect(snapshot(back)).toBe(snapshot(g));
          expect(back.options).toEqual(g.options);
          expect(encodeRecord(back)).toBe(text);
        },
      ),
      { numRuns: 150 },
    );
  });
  it('explicit deal - the layout letters: 52 cards, hidden counts, empty piles', () => {
    const g = new Klondike({ deal: foundationOnlyDeal(), scoring: 'none', takeback: false });
    g.move('7-F');
    const text = encodeRecord(g);
    // Column 7: 6 hidden cards, then the ace of spades (A) face up on top; the stock bottom to top; no waste; 7-F = "4".
    expect(text).toBe('KR1.XD1UX-0b-1aZ-2YXW-3VUTS-4RQPON-5MLKJIH-6GFEDCBA-zyxwvutsrqponmlkjihgfedc-.4');
    expect(decodeRecord(text).deal).toEqual(foundationOnlyDeal());
  });
  it('replayRecord - undoLimit option; the game replays move by move with its score', () => {
    const g = replayRecord('KR1.KL1-D1V-AAAAAAG.AVB', { undoLimit: 1 });
    expect(g.options.undoLimit).toBe(1);
    expect(g.undo()).toBe('S');
    expect(g.undo()).toBeNull();
    expect(replayRecord('KR1.KL1-D1V-AAAAAAG.AVB').scoreText).toBe('-$47');
  });
  it('decodeRecord - surrounding white space is ignored', () => {
    expect(decodeRecord('  KR1.KL1-D1N-AAAAAAG.AVB\n').moves).toHaveLength(4);
  });
});

describe('malformed, tampered and illegal records', () => {
  it('not a record: not a string, a bare code, an unknown version, wrong number of parts', () => {
    rejects(42, /must be a string/);
    rejects('KL1-D1N-AAAAAAG', /"KL1-D1N-AAAAAAG" is not a game record: expected KR1\.<deal>\.<moves>/);
    rejects('', /is not a game record/);
    rejects('KR2.KL1-D1N-AAAAAAG.AVB', /unknown record version "KR2"/);
    rejects('kr1.KL1-D1N-AAAAAAG.AVB', /unknown record version "kr1"/);
    rejects('KR1.KL1-D1N-AAAAAAG', /three parts .* found 2/);
    rejects('KR1.KL1-D1N-AAAAAAG.AVB.', /found 4/);
  });
  it('bad or non-canonical deal code', () => {
    rejects('KR1.KL1-D2N-AAAAAAG.A', /deal code: Rules part "D2N"/);
    rejects('KR1.KL1-D1N-AAAAAA!.A', /deal code: Deal part "AAAAAA!"/);
    rejects('KR1.kl1-d1n-aaaaaag.A', /not written canonically \(KL1-D1N-AAAAAAG\)/);
    rejects('KR1.KL1-D1NP0-AAAAAAG.A', /not written canonically \(KL1-D1N-AAAAAAG\)/);
  });
  it('bad move characters: outside the alphabet, a broken take-back, a non-greedy run of taps', () => {
    rejects('KR1.KL1-D1N-AAAAAAG.AV!B', /moves, character 3 \("!"\): not a move character/);
    rejects('KR1.KL1-D1N-AAAAAAG.A~', /character 2 \("~"\)/);
    rejects('KR1.KL1-D1N-AAAAAAG.AV_', /"_" must be followed by a take-back character A-Z, a or b, got the end/);
    rejects('KR1.KL1-D1N-AAAAAAG.AV_c', /got "c"/);
    rejects('KR1.KL1-D1N-AAAAAAG.AA', /character 2 \("A"\): a run of stock taps is written greedily/);
    rejects('KR1.KL1-D1N-AAAAAAG.EA', /written greedily/);
    expect(decodeRecord('KR1.KL1-D1N-AAAAAAG.FA').moves).toEqual(Array(7).fill('S'));
  });
  it('too many moves', () => {
    rejects(`KR1.KL1-D1N-AAAAAAG.${'F'.repeat(Math.ceil(MAX_SAVED_MOVES / 6) + 1)}`, new RegExp(`more than ${MAX_SAVED_MOVES} moves`));
  });
  it('bad explicit deals: parts, rules, letters, repeated or missing cards, hidden counts', () => {
    const good = encodeRecord(new Klondike({ deal: new Klondike({ dealNumber: 6 }).toSolvitaire() }));
    const [, deal] = good.split('.');
    expect(replayRecord(good).toSolvitaire()).toEqual(new Klondike({ dealNumber: 6 }).toSolvitaire());
    const piles = deal.split('-');
    const withPiles = (p: string[]) => `KR1.${p.join('-')}.A`;
    rejects(`KR1.${piles.slice(0, 9).join('-')}.A`, /rules and 9 piles .* found 9 parts/);
    rejects(withPiles(['XD2N', ...piles.slice(1)]), /explicit deal: Rules part "D2N"/);
    rejects(withPiles(['XD1NP0', ...piles.slice(1)]), /rules "D1NP0" are not written canonically \(D1N\)/);
    rejects(withPiles([piles[0], '0' + piles[1].slice(1, 2) + piles[2].slice(-1), ...piles.slice(2)]), /appears twice/);
    rejects(withPiles([piles[0], '01', ...piles.slice(2)]), /column 1: "01" must be the number of hidden cards/);
    rejects(withPiles([piles[0], piles[1], '2' + piles[2].slice(1), ...piles.slice(3)]), /column 2: 2 hidden cards of 2/);
    rejects(withPiles([...piles.slice(0, 8), piles[8] + '!', piles[9]]), /stock: "!" is not a card letter/);
    // Drop the hidden 2 of spades (B) from column 7: the foundation would hold a lone 2.
    const simple = 'KR1.XD1UX-0b-1aZ-2YXW-3VUTS-4RQPON-5MLKJIH-6GFEDCBA-zyxwvutsrqponmlkjihgfedc-.4';
    expect(replayRecord(simple).stats.foundationCards).toBe(1);
    rejects(simple.replace('6GFEDCBA', '5GFEDCA'), /foundation 1: 2s is out of order/);
    rejects(simple.replace('6GFEDCBA', '5GFEDCBA'), /column 7: face-up As does not fit on 2s/);
  });
  it('an illegal move: its index (0-based in moveIndex, from 1 in the message), the reason code and why', () => {
    const err = rejects('KR1.KL1-D1N-AAAAAAG.AVBH', /move 5 \(W-2\) is illegal: Tc cannot go on Qd: it needs a jack/);
    expect(err.moveIndex).toBe(4);
    expect(err.reason).toBe('wrong-rank');
    const t = rejects('KR1.KL1-D1NX-AAAAAAG.AV_O', /move 3 \(Fd-1\) is illegal: cards cannot come back/);
    expect(t.reason).toBe('takeback-off');
    const p = rejects(`KR1.KL1-D1V-AAAAAAG.${'F'.repeat(4)}A`, /move 25 \(S\) is illegal: no pass through the stock is left/);
    expect(p.moveIndex).toBe(24);
  });
  it('a move after the win is illegal', () => {
    const err = rejects(WON_RECORD + 'A', new RegExp(`move ${wonGame.history.length + 1} \\(S\\) is illegal: the game is already won`));
    expect(err.reason).toBe('game-won');
  });
  it('tampered won records: any one character changed gives an error or a different game, never the same win', () => {
    const prefix = WON_RECORD.lastIndexOf('.') + 1;
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    fc.assert(
      fc.property(fc.integer({ min: 0, max: WON_RECORD.length - 1 }), fc.constantFrom(...alphabet, '.', '~'), (i, ch) => {
        fc.pre(WON_RECORD[i] !== ch);
        const tampered = WON_RECORD.slice(0, i) + ch + WON_RECORD.slice(i + 1);
        let g: Klondike;
        try {
          g = replayRecord(tampered);
        } catch (e) {
          expect(e).toBeInstanceOf(RecordError);
          // A changed move character is caught at that move or later, never before it.
          const at = (e as RecordError).moveIndex;
          if (i >= prefix && at !== null) expect(at).toBeGreaterThanOrEqual(decodeMoves(WON_RECORD.slice(prefix, i).replace(/_$/, '')).length);
          return;
        }
        // Accepted: then it is another line of play (e.g. a different but legal move), so another record.
        expect(encodeRecord(g)).not.toBe(WON_RECORD);
      }),
      { numRuns: 400 },
    );
  });
  it('nothing partial escapes: a record illegal at its last move returns no game', () => {
    let result: Klondike | undefined;
    try {
      result = replayRecord('KR1.KL1-D1N-AAAAAAG.AVBH');
    } catch {
      // expected
    }
    expect(result).toBeUndefined();
  });
});

describe('options kept by records', () => {
  it('every code option survives: draw, scoring, passes, take-back', () => {
    const inits: KlondikeInit[] = [
      { dealNumber: 5, draw: 3, scoring: 'vegas', passes: 3 },
      { dealNumber: 5, draw: 1, scoring: 'none', passes: 1, takeback: false },
      { dealNumber: 5, draw: 3, scoring: 'normal', passes: Infinity, takeback: false },
    ];
    for (const init of inits) {
      const g = new Klondike(init);
      const back = replayRecord(encodeRecord(g));
      const { undoLimit: _u, ...opts } = g.options;
      expect(back.options).toMatchObject(opts);
    }
  });
});
