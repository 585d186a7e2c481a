#!/usr/bin/env node
/**
 * The `klondike` command line: `klondike <command> [args]`. Each command lives
 * in `./commands/<command>.js` and exports `run(argv): Promise<number>`.
 * @module
 */
import { realpathSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { describeError, EXIT, io, quoteInput, version } from './format.js';

export { version };

/** The known commands, in the order the usage lists them. */
export const COMMANDS = ['deal', 'play', 'solve', 'daily', 'replay', 'bench', 'lines', 'study', 'study-merge'] as const;

/** The top-level usage text. */
export const USAGE = `Usage: klondike <command> [args]

Commands:
  deal CODE [--format text|json|solvitaire]   print a deal (e.g. KL1-D1N-AAAAAAG)
  play CODE MOVE...                           play moves, print the position and score
  solve CODE                                  solve a deal
  daily [YYYY-MM-DD] [--draw 1|3] [--json]    print the code of the deal of the day
  replay RECORD [--json] [--require-win]      check a game record, print the final position and score
  bench                                       benchmark the solver (--shard, --threads, --jsonl too)
  lines                                       length of the solver's winning lines, found and shortened
  study                                       solve many deals and report statistics
                                              (--shard I/N, --threads K, --jsonl FILE)
  study-merge FILE...                         merge the --jsonl files of a study's shards
  help, --help                                this text (klondike <command> --help for one command)
  --version                                   the version

Every CODE may be replaced by --deal FILE.json (a Solvitaire deal or a saved game).
Options take --opt value or --opt=value; --format json is --json.
Exit codes: 0 success, 1 failure (bad code or deal, illegal move), 2 usage error.
`;

/** Dispatches `argv` (without node and the script) to a command; returns the exit code. */
export async function main(argv: string[]): Promise<number> {
  const [command, ...rest] = argv;
  if (command === undefined) {
    io.err(USAGE);
    return EXIT.usage;
  }
  if (command === 'help' || command === '--help' || command === '-h') {
    if (rest[0] && (COMMANDS as readonly string[]).includes(rest[0])) return main([rest[0], '--help']);
    io.out(USAGE);
    return EXIT.ok;
  }
  if (command === '--version' || command === '-v') {
    io.out(`klondike ${version()}\n`);
    return EXIT.ok;
  }
  if (!(COMMANDS as readonly string[]).includes(command)) {
    io.err(`klondike: unknown command ${quoteInput(command)}\n\n${USAGE}`);
    return EXIT.usage;
  }
  let mod: { run?: (argv: string[]) => Promise<number> };
  try {
    // A plain variable (not a template literal), so that bundlers leave the import alone.
    const specifier = './commands/' + command + '.js';
    mod = (await import(/* @vite-ignore */ specifier)) as typeof mod;
  } catch (e) {
    io.err(`klondike: the ${command} command is not available: ${describeError(e)}\n`);
    return EXIT.failure;
  }
  if (typeof mod.run !== 'function') {
    io.err(`klondike: the ${command} command is not available\n`);
    return EXIT.failure;
  }
  return mod.run(rest);
}

function invokedDirectly(): boolean {
  const script = process.argv[1];
  if (!script) return false;
  try {
    return pathToFileURL(realpathSync(script)).href === import.meta.url;
  } catch {
    return false;
  }
}

/**
 * Makes the process safe to pipe: a closed pipe (`klondike … | head`) ends
 * it quietly, and an unexpected error prints one line, never a stack trace.
 */
export function guardProcess(): void {
  for (const stream of [process.stdout, process.stderr]) {
    stream.on('error', (e: NodeJS.ErrnoException) => {
      // The reader went away: nothing more can be written, and that is not a failure of ours.
      process.exit(e.code === 'EPIPE' ? process.exitCode ?? EXIT.ok : EXIT.failure);
    });
  }
  const fatal = (e: unknown): void => {
    if ((e as NodeJS.ErrnoException)?.code === 'EPIPE') process.exit(process.exitCode ?? EXIT.ok);
    try {
      process.stderr.write(`klondike: ${describeError(e)}\n`);
    } finally {
      process.exit(EXIT.failure);
    }
  };
  process.on('uncaughtException', fatal);
  process.on('unhandledRejection', fatal);
}

if (invokedDirectly()) {
  guardProcess();
  main(process.argv.slice(2)).then(
    (code) => {
      process.exitCode = code;
    },
    (e: unknown) => {
      io.err(`klondike: ${describeError(e)}\n`);
      process.exitCode = EXIT.failure;
    },
  );
}
