/**
 * The JSON-lines file of a batch run (`--jsonl FILE`): a header line that
 * says what the file is (format and version, the command, the options that
 * decide the verdicts, the shard, the version of klondike), then one line
 * per deal (see `batch-deal.ts`), in the order of the deals' places in the
 * run. Reading tolerates a last line cut short by a killed run; a run that
 * resumes a file skips the deals it holds and writes no deal twice.
 * @module
 */
import { closeSync, existsSync, openSync, readFileSync, truncateSync, writeSync } from 'node:fs';
import { quoteInput } from '../engine/index.js';
import type { Shard } from './batch.js';
import type { BatchCommand, BatchOptions, DealRecord, SearchRecord } from './batch-deal.js';
import { version } from './format.js';

/** The `format` of a header line. */
export const BATCH_FORMAT = 'klondike-batch';

/** The version of the format: a reader refuses another. */
export const BATCH_FORMAT_VERSION = 1;

/** The first line of a file. */
export interface BatchHeader {
  readonly format: typeof BATCH_FORMAT;
  readonly version: typeof BATCH_FORMAT_VERSION;
  readonly command: BatchCommand;
  /** The version of klondike that wrote it (its solver's verdicts). */
  readonly klondike: string;
  readonly options: BatchOptions;
  readonly shard: Shard;
  /** What each deal line holds, in words. */
  readonly fields: string;
}

const FIELDS: Record<BatchCommand, string> = {
  study:
    'one line per deal: i (its place in the run, from 0), deal (deal number), code; for takebackOff, takebackOn (unlimited passes) and traditional (draw 1: 1 pass, draw 3: 3 passes; take-back off): verdict (solved | unsolvable | unknown), states, ms, or from (the search whose verdict implies it; none ran)',
  bench: 'one line per deal: i (its place in the run, from 0), deal (deal number), code, verdict (solved | unsolvable | unknown) with unlimited passes and take-back, states, ms',
};

/** The header of a run of `command` with `options`, shard `shard`. */
export function batchHeader(command: BatchCommand, options: BatchOptions, shard: Shard): BatchHeader {
  const { deals, draw, seed, timeLimitMs, maxStates, halves } = options;
  const canonical: BatchOptions = { deals, draw, seed, timeLimitMs, maxStates, ...(halves ? { halves } : {}) };
  return { format: BATCH_FORMAT, version: BATCH_FORMAT_VERSION, command, klondike: version(), options: canonical, shard: { index: shard.index, count: shard.count }, fields: FIELDS[command] };
}

/** The options of a header in words, to say how two runs differ. */
export function optionsText(h: BatchHeader): string {
  const o = h.options;
  return `${h.command}, ${o.deals} deals, draw ${o.draw}, seed ${o.seed}, time limit ${o.timeLimitMs ?? 'none'}, max states ${o.maxStates ?? 'none'}${o.halves ? ', halves' : ''}, klondike ${h.klondike}`;
}

/** Whether two headers come from the same run (all but the shard equal). */
export function sameRun(a: BatchHeader, b: BatchHeader): boolean {
  return optionsText(a) === optionsText(b);
}

/** A file read: its header, its deal records, whether a last line was cut, and the length of its complete lines. */
export interface BatchFile {
  readonly header: BatchHeader;
  readonly records: DealRecord[];
  /** The last line was cut short (a killed run): ignored. */
  readonly cut: boolean;
  /** Bytes up to the end of the last complete line. */
  readonly completeBytes: number;
}

const VERDICTS: readonly unknown[] = ['solved', 'unsolvable', 'unknown'];
const isCount = (x: unknown, below = Number.MAX_SAFE_INTEGER): boolean => Number.isInteger(x) && (x as number) >= 0 && (x as number) < below;
const isSearch = (s: unknown): s is SearchRecord => {
  if (typeof s !== 'object' || s === null) return false;
  const r = s as Record<string, unknown>;
  return VERDICTS.includes(r.verdict) && (r.from === 'takebackOff' || (isCount(r.states) && typeof r.ms === 'number' && r.ms >= 0));
};

/** Why `x` is not a deal record of `h`'s run, or null when it is one. */
function recordProblem(h: BatchHeader, x: unknown): string | null {
  if (typeof x !== 'object' || x === null) return 'not an object';
  const r = x as Record<string, unknown>;
  if (!isCount(r.i, h.options.deals)) return `"i" must be a place in the run, 0 to ${h.options.deals - 1}`;
  if ((r.i as number) % h.shard.count !== h.shard.index) return `deal #${String(r.i)} is not in shard ${h.shard.index}/${h.shard.count}`;
  if (!isCount(r.deal) || typeof r.code !== 'string') return '"deal" and "code" are missing';
  if (h.command === 'study') return isSearch(r.takebackOff) && isSearch(r.takebackOn) && isSearch(r.traditional) ? null : 'takebackOff, takebackOn and traditional must each have a verdict';
  return isSearch(r) && r.from === undefined ? null : 'a verdict, states and ms are missing';
}

/** Why `x` is not a header line this version reads, or null when it is one. */
function headerProblem(x: unknown): string | null {
  if (typeof x !== 'object' || x === null || (x as { format?: unknown }).format !== BATCH_FORMAT) return `its first line is not a ${BATCH_FORMAT} header (write it with klondike study or bench --jsonl)`;
  const h = x as Record<string, unknown>;
  if (h.version !== BATCH_FORMAT_VERSION) return `it is format version ${quoteInput(String(h.version))}; this klondike reads version ${BATCH_FORMAT_VERSION}`;
  if (h.command !== 'study' && h.command !== 'bench') return `its command must be study or bench, not ${quoteInput(String(h.command))}`;
  const o = h.options as Record<string, unknown> | undefined;
  const s = h.shard as Record<string, unknown> | undefined;
  if (!o || !isCount(o.deals) || (o.draw !== 1 && o.draw !== 3) || !isCount(o.seed)) return 'its options (deals, draw, seed) are missing';
  if (!s || !isCount(s.count) || !isCount(s.index, s.count as number)) return 'its shard (index, count) is missing';
  return null;
}

/**
 * Reads a batch file: throws an Error naming the file (and the line) when
 * it is not one or a complete line is not a deal record of its run. A last
 * line without its line break (cut by a killed run) is left out.
 */
export function readBatchFile(file: string): BatchFile {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (e) {
    throw new Error(`cannot read ${quoteInput(file)}: ${(e as NodeJS.ErrnoException).code ?? (e as Error).message}`, { cause: e });
  }
  const end = text.lastIndexOf('\n') + 1;
  const lines = text.slice(0, end).split('\n');
  lines.pop();
  const parse = (line: string, n: number): unknown => {
    try {
      return JSON.parse(line);
    } catch {
      throw new Error(`${quoteInput(file)} line ${n}: not JSON`);
    }
  };
  if (!lines.length) throw new Error(`${quoteInput(file)} holds no header line: it is empty or was cut before its first line`);
  const header = parse(lines[0], 1);
  const hp = headerProblem(header);
  if (hp) throw new Error(`${quoteInput(file)}: ${hp}`);
  const h = header as BatchHeader;
  const records = lines.slice(1).map((line, k) => {
    const r = parse(line, k + 2);
    const p = recordProblem(h, r);
    if (p) throw new Error(`${quoteInput(file)} line ${k + 2}: ${p}`);
    return r as DealRecord;
  });
  return { header: h, records, cut: end < text.length, completeBytes: Buffer.byteLength(text.slice(0, end)) };
}

/** Appends deal records to a batch file, one line each, as they come. */
export class BatchWriter {
  private constructor(private readonly fd: number) {}

  /**
   * Opens `file` for the run of `header`: a new file (or one cut before the
   * end of its first line) gets the
   * header; a file of the same run and shard is resumed (a cut last line is
   * dropped) and its records returned, so the run skips them; a file of
   * another run or shard is refused with an Error that says how they differ.
   */
  static open(file: string, header: BatchHeader): { writer: BatchWriter; done: DealRecord[]; cut: boolean } {
    let done: DealRecord[] = [];
    let cut = false;
    let fresh = true;
    // A file cut before the end of its header line holds nothing yet.
    if (existsSync(file) && readFileSync(file).includes(0x0a)) {
      const old = readBatchFile(file);
      if (!sameRun(old.header, header)) throw new Error(`${quoteInput(file)} holds another run (${optionsText(old.header)}), not this one (${optionsText(header)}): give another file`);
      if (old.header.shard.index !== header.shard.index || old.header.shard.count !== header.shard.count) {
        throw new Error(`${quoteInput(file)} holds shard ${old.header.shard.index}/${old.header.shard.count}, not ${header.shard.index}/${header.shard.count}: give another file`);
      }
      if (old.cut) truncateSync(file, old.completeBytes);
      done = old.records;
      cut = old.cut;
      fresh = false;
    }
    const fd = openSync(file, fresh ? 'w' : 'a');
    const writer = new BatchWriter(fd);
    if (fresh) writer.line(header);
    return { writer, done, cut };
  }

  private line(x: unknown): void {
    writeSync(this.fd, JSON.stringify(x) + '\n');
  }

  /** Appends one deal record. */
  write(r: DealRecord): void {
    this.line(r);
  }

  /** Closes the file. */
  close(): void {
    closeSync(this.fd);
  }
}
