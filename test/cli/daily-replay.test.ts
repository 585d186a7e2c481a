import { afterEach, describe, expect, it, vi } from 'vitest';
import { encodeRecord, Klondike } from '../../src/engine/index.js';
import { run as daily } from '../../src/cli/commands/daily.js';
import { run as replay } from '../../src/cli/commands/replay.js';
import { captureIo } from './capture.js';
import { main, USAGE } from '../../src/cli/main.js';
import { playGreedy } from '../engine/helpers.js';

const cap = captureIo();
afterEach(() => {
  vi.useRealTimers();
});

const won = new Klondike({ dealNumber: 0 });
playGreedy(won);
const WON = encodeRecord(won);

describe('klondike daily', () => {
  it('daily - prints the code of the day, draw 1 by default, --draw 3', async () => {
    expect(await daily(['2026-03-14'])).toBe(0);
    expect(cap.out).toBe('KL1-D1N-CKEZCYS\n');
    cap.out = '';
    expect(await daily(['--draw', '3', '2026-03-14'])).toBe(0);
    expect(cap.out).toBe('KL1-D3N-CKEZCYS\n');
  });
  it('daily - --json: date, day number, code, deal number, start, deals skipped, states', async () => {
    expect(await daily(['2026-03-02', '--json'])).toBe(0);
    const j = JSON.parse(cap.out);
    expect(j).toMatchObject({ date: '2026-03-02', day: 60, code: 'KL1-D1N-R5F4VBM', skipped: 0 });
    expect(j.dealNumber).toBe(j.start);
    expect(j.states).toBeGreaterThan(0);
    expect(j.states).toBeLessThanOrEqual(200_000);
  });
  it('daily - rule flags go into the code', async () => {
    expect(await daily(['2026-03-14', '--scoring', 'none'])).toBe(0);
    expect(cap.out).toBe('KL1-D1U-CKEZCYS\n');
    cap.out = '';
    expect(await daily(['2026-03-14', '--passes', '3', '--no-takeback', '--draw', '3'])).toBe(0);
    expect(cap.out).toMatch(/^KL1-D3NP3X-[A-Z2-7]{7}\n$/);
  });
  it('daily - no date: today, the local calendar date', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 2, 14, 23, 30));
    expect(await daily([])).toBe(0);
    expect(cap.out).toBe('KL1-D1N-CKEZCYS\n');
  });
  it('daily - a malformed date: the reason, exit 1', async () => {
    expect(await daily(['2026-02-30'])).toBe(1);
    expect(cap.err).toBe('klondike: 2026-02 has no day 30 (1–28)\n');
    cap.err = '';
    expect(await daily(['14/03/2026'])).toBe(1);
    expect(cap.err).toMatch(/"14\/03\/2026" is not a date: write it YYYY-MM-DD/);
    expect(cap.out).toBe('');
  });
  it('daily - usage errors exit 2: bad draw, two dates, unknown option, missing value', async () => {
    for (const argv of [['--draw', '2'], ['2026-03-14', '2026-03-15'], ['--fast'], ['--draw'], ['--passes', '0']]) {
      cap.err = '';
      expect(await daily(argv)).toBe(2);
      expect(cap.err).toContain('Usage: klondike daily');
    }
  });
  it('daily - --help', async () => {
    expect(await daily(['--help'])).toBe(0);
    expect(cap.out).toMatch(/^Usage: klondike daily \[YYYY-MM-DD\]/);
  });
});

describe('klondike replay', () => {
  it(`replay - a won record (${WON.length} characters): final position, score, moves, "won", exit 0`, async () => {
    expect(won.isWon()).toBe(true);
    expect(await replay([WON])).toBe(0);
    expect(cap.out).toContain('KL1-D1N-AAAAAAA  (draw 1 · Normal scoring · passes: unlimited · take-back on)');
    expect(cap.out).toContain('Foundations: Ks Kh Kd Kc');
    expect(cap.out).toContain(`Score: ${won.score}   Moves: ${won.history.length}`);
    expect(cap.out).toContain('Won!');
    expect(cap.out).toMatch(new RegExp(`Record: ${won.history.length} moves · won · foundation points every-time\\n$`));
    expect(cap.err).toBe('');
  });
  it('replay - --json: the record, the position, score, stats, won, and the moves played', async () => {
    expect(await replay(['--json', WON])).toBe(0);
    const j = JSON.parse(cap.out);
    expect(j).toMatchObject({ record: WON, code: 'KL1-D1N-AAAAAAA', score: won.score, won: true, moves: [] });
    expect(j.history).toEqual(won.history);
    expect(j.stats.foundationCards).toBe(52);
  });
  it('replay - a legal record that is not a win: exit 0, says so; --require-win makes it exit 1', async () => {
    expect(await replay(['KR1.KL1-D1N-AAAAAAG.AVB'])).toBe(0);
    expect(cap.out).toContain('Score: 15   Moves: 4');
    expect(cap.out).toContain('Record: 4 moves · not won (51 cards off the foundations)');
    cap.out = '';
    expect(await replay(['KR1.KL1-D1N-AAAAAAG.AVB', '--require-win'])).toBe(1);
    expect(cap.err).toBe('klondike: refused (not-won): the record is legal but the game is not won\n');
    cap.err = '';
    expect(await replay([WON, '--require-win'])).toBe(0);
  });
  it('replay --require-win - a record that starts already won (or one move from it) is refused unless --any-start', async () => {
    for (const rec of ['KR1.XD1N-0-0-0-0-0-0-0--.', 'KR1.XD1N-0M-0-0-0-0-0-0--.O']) {
      cap.err = '';
      expect(await replay([rec])).toBe(0);
      expect(await replay([rec, '--require-win'])).toBe(1);
      expect(cap.err).toMatch(/^klondike: refused \(not-dealt\): the record starts from a position/);
      expect(await replay([rec, '--require-win', '--any-start'])).toBe(0);
    }
  });
  it('replay --require-win --code --once-per-card - the leaderboard checks: its deal and its rule', async () => {
    expect(await replay([WON, '--require-win', '--code', 'KL1-D1N-AAAAAAA'])).toBe(0);
    expect(await replay([WON, '--require-win', '--code', 'KL1-D1N-AAAAAAB'])).toBe(1);
    expect(cap.err).toMatch(/refused \(other-deal\)/);
    expect(await replay([WON, '--require-win', '--once-per-card'])).toBe(1);
    expect(cap.err).toMatch(/refused \(other-rule\)/);
    const once = new Klondike({ dealNumber: 0, foundationPoints: 'once-per-card' });
    playGreedy(once);
    cap.out = '';
    expect(await replay([encodeRecord(once), '--require-win', '--once-per-card', '--json'])).toBe(0);
    expect(JSON.parse(cap.out)).toMatchObject({ accepted: true, refusal: null, foundationPoints: 'once-per-card', score: won.score });
    expect(await replay([WON, '--code', 'KL1-D1N-AAAAAAA'])).toBe(2);
  });
  it('replay - an explicit-deal record', async () => {
    const g = new Klondike({ deal: new Klondike({ dealNumber: 6 }).toSolvitaire(), draw: 3, scoring: 'vegas' });
    g.move('S');
    expect(await replay([encodeRecord(g)])).toBe(0);
    expect(cap.out).toContain('explicit deal  (draw 3 · Vegas scoring · passes: 1 · take-back on)');
    expect(cap.out).toContain('Record: 1 move · not won');
  });
  it('replay - an illegal move: its number and why, the legal moves there, exit 1, nothing on stdout', async () => {
    expect(await replay(['KR1.KL1-D1N-AAAAAAG.AVBH'])).toBe(1);
    expect(cap.err).toBe('klondike: Game record rejected: move 5 (W-2) is illegal: Tc cannot go on Qd: it needs a jack\nLegal moves there: S W-7 2-4\n');
    expect(cap.out).toBe('');
  });
  it('replay - a tampered won record is refused or is no longer the win', async () => {
    const i = WON.length - 10;
    const tampered = WON.slice(0, i) + (WON[i] === 'A' ? 'N' : 'A') + WON.slice(i + 1);
    const code = await replay([tampered, '--require-win']);
    expect(code).toBe(1);
    expect(cap.err).toMatch(/^klondike: (Game record rejected: |refused \(not-won\): the record is legal but the game is not won)/);
  });
  it('replay - malformed records: the reason, exit 1', async () => {
    for (const [rec, why] of [
      ['KL1-D1N-AAAAAAG', /is not a game record/],
      ['KR9.KL1-D1N-AAAAAAG.A', /unknown record version "KR9"/],
      ['KR1.KL1-D1N-AAAAAAG.A!', /character 2 \("!"\)/],
      ['KR1.KL1-D4N-AAAAAAG.A', /Rules part "D4N"/],
    ] as const) {
      cap.err = '';
      expect(await replay([rec])).toBe(1);
      expect(cap.err).toMatch(why);
    }
  });
  it('replay - usage errors exit 2: no record, two records, unknown option', async () => {
    for (const argv of [[], ['KR1.KL1-D1N-AAAAAAG.A', 'KR1.KL1-D1N-AAAAAAG.B'], ['--fast', 'KR1.KL1-D1N-AAAAAAG.A']]) {
      cap.err = '';
      expect(await replay(argv)).toBe(2);
      expect(cap.err).toContain('Usage: klondike replay');
    }
  });
});

describe('klondike (main) with daily and replay', () => {
  it('main - the usage lists daily and replay; main dispatches to them', async () => {
    expect(USAGE).toMatch(/daily \[YYYY-MM-DD\] \[--draw 1\|3\] \[--json\]/);
    expect(USAGE).toMatch(/replay RECORD \[--json\]/);
    expect(await main(['daily', '2026-03-14', '--draw', '3'])).toBe(0);
    expect(cap.out).toBe('KL1-D3N-CKEZCYS\n');
    cap.out = '';
    expect(await main(['replay', 'KR1.KL1-D1N-AAAAAAG.AVB', '--json'])).toBe(0);
    expect(JSON.parse(cap.out).stats.moves).toBe(4);
    cap.out = '';
    expect(await main(['help', 'replay'])).toBe(0);
    expect(cap.out).toMatch(/^Usage: klondike replay/);
  });
});
