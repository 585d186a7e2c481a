import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { Klondike } from '../../src/engine/index.js';
import { run as deal } from '../../src/cli/commands/deal.js';
import { run as play } from '../../src/cli/commands/play.js';
import { captureIo } from './capture.js';
import { main, USAGE } from '../../src/cli/main.js';

const cap = captureIo();

const dir = mkdtempSync(join(tmpdir(), 'klondike-cli-'));
function file(name: string, content: unknown): string {
  const p = join(dir, name);
  writeFileSync(p, typeof content === 'string' ? content : JSON.stringify(content));
  return p;
}

describe('klondike (main)', () => {
  it('main - help and --help print the usage listing every command, exit 0', async () => {
    for (const a of ['help', '--help', '-h']) {
      cap.out = '';
      expect(await main([a])).toBe(0);
      expect(cap.out).toBe(USAGE);
    }
    for (const c of ['deal', 'play', 'solve', 'bench', 'lines', 'study', '--version']) expect(USAGE).toContain(c);
  });
  it('main - no command: usage on stderr, exit 2', async () => {
    expect(await main([])).toBe(2);
    expect(cap.err).toContain('Usage: klondike <command>');
  });
  it('main - unknown command: names it, usage, exit 2', async () => {
    expect(await main(['shuffle'])).toBe(2);
    expect(cap.err).toMatch(/unknown command "shuffle"/);
    expect(cap.err).toContain('Usage:');
  });
  it('main - --version prints the package version', async () => {
    expect(await main(['--version'])).toBe(0);
    expect(cap.out).toMatch(/^klondike \d+\.\d+\.\d+/);
  });
  it('main - dispatches to the command module', async () => {
    expect(await main(['deal', 'KL1-D1N-AAAAAAG', '--format', 'solvitaire'])).toBe(0);
    expect(JSON.parse(cap.out)).toEqual(new Klondike({ code: 'KL1-D1N-AAAAAAG' }).toSolvitaire());
  });
  it('main - help <command> prints that command\'s usage', async () => {
    expect(await main(['help', 'play'])).toBe(0);
    expect(cap.out).toMatch(/^Usage: klondike play/);
  });
});

describe('klondike deal', () => {
  it('deal - text: rules, foundations/stock/waste line, columns with ## for hidden cards, score and counters', async () => {
    expect(await deal(['KL1-D1N-AAAAAAG'])).toBe(0);
    expect(cap.out).toContain('KL1-D1N-AAAAAAG  (draw 1 · Normal scoring · passes: unlimited · take-back on)');
    expect(cap.out).toContain('Foundations: -s -h -d -c   Stock: 24   Waste: --');
    expect(cap.out).toContain('  5s  ##  ##  ##  ##  ##  ##\n      Ad  ##  ##  ##  ##  ##\n');
    expect(cap.out).toContain('                          Jh\n');
    expect(cap.out).toContain('Score: 0   Moves: 0   Passes: 0   Foundations: 0/52   Hidden: 21');
    expect(cap.out).toContain('Legal moves: S 2-F');
    expect(cap.out).not.toMatch(/Qd|9c/); // hidden cards are not given away
  });
  it('deal - lowercase code, Vegas score text', async () => {
    expect(await deal(['kl1-d3v-aaaaaab'])).toBe(0);
    expect(cap.out).toContain('KL1-D3V-AAAAAAB');
    expect(cap.out).toContain('Score: -$52');
  });
  it('deal - json: code, options, piles, score, stats', async () => {
    expect(await deal(['KL1-D1N-AAAAAAG', '--format', 'json'])).toBe(0);
    const j = JSON.parse(cap.out);
    const g = new Klondike({ code: 'KL1-D1N-AAAAAAG' });
    expect(j).toMatchObject({ code: 'KL1-D1N-AAAAAAG', tableau: g.tableau, stock: g.stock, waste: [], score: 0, scoreText: '0', won: false });
    expect(j.options).toEqual({ draw: 1, scoring: 'normal', passes: null, takeback: true, undoLimit: 100, foundationPoints: 'every-time' });
    expect(j.stats.hiddenCards).toBe(21);
  });
  it('deal - solvitaire: the deal in Solvitaire JSON', async () => {
    expect(await deal(['--format', 'solvitaire', 'KL1-D1N-7777777'])).toBe(0);
    expect(JSON.parse(cap.out)).toEqual(new Klondike({ code: 'KL1-D1N-7777777' }).toSolvitaire());
  });
  it('deal - --deal FILE.json reads a Solvitaire deal; rule flags apply', async () => {
    const d = new Klondike({ dealNumber: 6 }).toSolvitaire();
    expect(await deal(['--deal', file('d.json', d), '--draw', '3', '--scoring', 'vegas'])).toBe(0);
    expect(cap.out).toContain('explicit deal  (draw 3 · Vegas scoring · passes: 1 · take-back on)');
    expect(cap.out).toContain('  5s  ##');
  });
  it('deal - a bad code: the error names the part, exit 1', async () => {
    expect(await deal(['KL1-D1N-AAAAAA!'])).toBe(1);
    expect(cap.err).toMatch(/klondike: Deal part "AAAAAA!"/);
    expect(cap.out).toBe('');
  });
  it('deal - a bad deal file: missing, not JSON, not a deal: exit 1 with the reason', async () => {
    expect(await deal(['--deal', join(dir, 'missing.json')])).toBe(1);
    expect(cap.err).toMatch(/cannot read/);
    cap.err = '';
    expect(await deal(['--deal', file('bad.json', '{oops')])).toBe(1);
    expect(cap.err).toMatch(/not valid JSON/);
    cap.err = '';
    expect(await deal(['--deal', file('short.json', { 'tableau piles': [], stock: [] })])).toBe(1);
    expect(cap.err).toMatch(/7 columns/);
  });
  it('deal - usage errors exit 2: no code, unknown option, bad format, extra argument', async () => {
    for (const argv of [[], ['--bogus', 'KL1-D1N-AAAAAAG'], ['KL1-D1N-AAAAAAG', '--format', 'xml'], ['KL1-D1N-AAAAAAG', 'extra'], ['--deal'], ['X', '--passes', '0']]) {
      cap.err = '';
      expect(await deal(argv)).toBe(2);
      expect(cap.err).toContain('Usage: klondike deal');
    }
  });
  it('deal - --help prints its usage, exit 0', async () => {
    expect(await deal(['--help'])).toBe(0);
    expect(cap.out).toMatch(/^Usage: klondike deal/);
  });
});

describe('klondike play', () => {
  it('play - plays the moves and prints the position and score', async () => {
    expect(await play(['KL1-D1N-AAAAAAG', 'S', '2-F', 'S'])).toBe(0);
    const g = new Klondike({ code: 'KL1-D1N-AAAAAAG' });
    for (const m of ['S', '2-F', 'S']) g.move(m);
    expect(cap.out).toContain(`Foundations: -s -h Ad -c   Stock: 22   Waste: … ${g.waste.at(-1)}`);
    expect(cap.out).toContain(`Score: ${g.score}   Moves: 3`);
    expect(g.score).toBe(15);
  });
  it('play - moves may be comma or space separated, any case', async () => {
    expect(await play(['KL1-D1N-AAAAAAG', 's,2-f', 'S  S', '--format', 'json'])).toBe(0);
    expect(JSON.parse(cap.out).stats.moves).toBe(4);
  });
  it('play - the first illegal move: its number and why, legal moves there, exit 1', async () => {
    expect(await play(['KL1-D1N-AAAAAAG', 'S', '2-F', 'S', 'S', 'W-3', 'S'])).toBe(1);
    expect(cap.err).toMatch(/^klondike: move 5 \("W-3"\) is illegal: Tc cannot go on 3h: it needs a 2\n/);
    expect(cap.err).toMatch(/Legal moves there: S /);
    expect(cap.out).toBe('');
    cap.err = '';
    expect(await play(['KL1-D1N-AAAAAAG', 'jump'])).toBe(1);
    expect(cap.err).toMatch(/move 1 \("jump"\) is illegal: not a move/);
  });
  it('play - an empty stock and waste is refused with its reason', async () => {
    const moves = Array(24).fill('S');
    expect(await play(['KL1-D1V-AAAAAAG', ...moves, 'S'])).toBe(1);
    expect(cap.err).toMatch(/move 25 \("S"\) is illegal: no pass through the stock is left/);
  });
  it('play - a full win prints Won! and the final score', async () => {
    const g = new Klondike({ dealNumber: 0 });
    const { playGreedy } = await import('../engine/helpers.js');
    expect(playGreedy(g)).toBe(true);
    expect(await play([g.code!, ...g.history])).toBe(0);
    expect(cap.out).toContain('Won!');
    expect(cap.out).toContain(`Score: ${g.score}`);
    expect(cap.out).toContain('Foundations: Ks Kh Kd Kc');
  });
  it('play - --deal FILE.json with a Solvitaire deal or a saved game', async () => {
    const g = new Klondike({ code: 'KL1-D1N-AAAAAAG' });
    expect(await play(['--deal', file('deal.json', g.toSolvitaire()), 'S', '2-F'])).toBe(0);
    expect(cap.out).toContain('explicit deal');
    expect(cap.out).toContain('Score: 15');
    cap.out = '';
    g.move('S');
    expect(await play(['--deal', file('save.json', g.toJSON()), '2-F', '--format', 'json'])).toBe(0);
    expect(JSON.parse(cap.out)).toMatchObject({ code: 'KL1-D1N-AAAAAAG', score: 15, stats: { moves: 2 } });
  });
  it('play - usage errors exit 2: no moves, no code', async () => {
    expect(await play(['KL1-D1N-AAAAAAG'])).toBe(2);
    expect(cap.err).toMatch(/give at least one move/);
    expect(await play([])).toBe(2);
  });
});
