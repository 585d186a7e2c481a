#!/usr/bin/env node
// The name check (run by .ci/run): is the name in package.json ours to
// publish under? Asks the registry with the ordinary client (`npm view`).
//
//   node scripts/name-check.mjs [--strict]
//
// Exit 0 when the name is free on the registry (404), or when the package
// published under it points at this repository (its `repository` URL is the
// same as package.json's; with no `repository` in package.json only "free"
// passes). Exit 1 when another project holds the name.
// When the registry cannot be asked (no network, a proxy refusing, a time-out)
// it prints a warning and exits 0: a CI without network must not fail on a
// question it could not ask; --strict (or NAME_CHECK_STRICT=1) makes that an
// exit 1 instead, for a release job that must know.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** The URL of a package.json `repository` field (a string or `{ url }`), or undefined. */
export function repositoryUrl(field) {
  if (typeof field === 'string') return field;
  if (field && typeof field === 'object' && typeof field.url === 'string') return field.url;
  return undefined;
}

/**
 * A repository URL reduced to `host/owner/name` in lower case, so that the
 * spellings npm accepts compare equal: `git+https://github.com/a/b.git`,
 * `git@github.com:a/b.git`, `github:a/b`, `https://github.com/a/b`.
 */
export function normalizeRepository(url) {
  if (typeof url !== 'string' || url.trim() === '') return undefined;
  let s = url.trim().toLowerCase();
  const shorthand = /^(github|gitlab|bitbucket):(.+)$/.exec(s);
  if (shorthand) s = `${shorthand[1]}.${shorthand[1] === 'bitbucket' ? 'org' : 'com'}/${shorthand[2]}`;
  else if (/^[\w.-]+\/[\w.-]+$/.test(s)) s = `github.com/${s}`;
  s = s.replace(/^git\+/, '').replace(/^[a-z]+:\/\//, '').replace(/^[^@/]+@/, '');
  s = s.replace(/^([^/:]+):(?!\d)/, '$1/');
  return s.replace(/#.*$/, '').replace(/\.git$/, '').replace(/\/+$/, '');
}

/**
 * The verdict on what the registry said. `found` is the registry's package
 * (`{ name, repository }`) or null when it answered 404; `ours` is this
 * package.json's repository URL or undefined.
 * @returns {{ ok: boolean, message: string }}
 */
export function verdict(name, found, ours) {
  if (found === null) return { ok: true, message: `name check: "${name}" is free on the registry` };
  const theirs = repositoryUrl(found.repository);
  const a = normalizeRepository(ours);
  const b = normalizeRepository(theirs);
  if (a && b && a === b) return { ok: true, message: `name check: "${name}" on the registry is this repository's (${theirs})` };
  const whose = theirs ? `another project's (${theirs})` : 'a package with no repository';
  const why = a ? `this repository is ${ours}` : 'package.json names no repository, so only a free name passes';
  return { ok: false, message: `name check: "${name}" on the registry is ${whose}; ${why}. Pick a free name: \`npm view <name>\` must answer 404.` };
}

/** Asks the registry about `name`: { found } (null on 404) or { unreachable: reason }. */
export function askRegistry(name) {
  const r = spawnSync(process.platform === 'win32' ? 'npm.cmd' : 'npm', ['view', name, 'name', 'repository', '--json', '--fetch-retries=1', '--fetch-timeout=20000'], {
    encoding: 'utf8',
    timeout: 60_000,
  });
  let body;
  try {
    body = JSON.parse(r.stdout || 'null');
  } catch {
    body = undefined;
  }
  if (r.status === 0 && body && typeof body === 'object') return { found: Array.isArray(body) ? body.at(-1) : body };
  if (r.status === 0 && (r.stdout ?? '').trim() === '') return { found: null }; // older npm: nothing printed for no match
  const code = body?.error?.code;
  if (code === 'E404') return { found: null };
  const reason = body?.error?.summary ?? r.error?.message ?? `${r.stderr ?? ''}`.trim().split('\n').find(Boolean) ?? `npm view exited ${r.status}`;
  return { unreachable: `${code ? code + ': ' : ''}${reason}` };
}

function main() {
  const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
  const strict = process.argv.includes('--strict') || process.env.NAME_CHECK_STRICT === '1';
  const asked = askRegistry(pkg.name);
  if ('unreachable' in asked) {
    console.warn(`name check: WARNING: could not ask the registry about "${pkg.name}" (${asked.unreachable}); not checked${strict ? '' : ' (exit 0; --strict makes this a failure)'}`);
    process.exit(strict ? 1 : 0);
  }
  const { ok, message } = verdict(pkg.name, asked.found, repositoryUrl(pkg.repository));
  (ok ? console.log : console.error)(message);
  process.exit(ok ? 0 : 1);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) main();
