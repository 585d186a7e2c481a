#!/usr/bin/env node
// Finds a Chrome/Chromium executable for the browser tests.
//
// Order: $CHROME_PATH, then well-known paths, then `which` for the usual
// names. When nothing is found and we run as root on Debian, installs
// Debian's `chromium` package (about 2 minutes) and looks again.
// As a script: prints the path, or exits 1 with a one-line explanation.
// As a module: `findBrowser()` returns the path or null (never installs);
// `ensureBrowser()` also installs when allowed, and throws when it cannot.
import { execFileSync, spawnSync } from 'node:child_process';
import { accessSync, constants, existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

const NAMES = ['chromium', 'chromium-browser', 'google-chrome', 'google-chrome-stable'];
const PATHS = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
  '/opt/google/chrome/chrome',
];

function isExecutable(path) {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

function which(name) {
  const r = spawnSync('which', [name], { encoding: 'utf8' });
  const path = r.status === 0 ? r.stdout.trim().split('\n')[0] : '';
  return path && isExecutable(path) ? path : null;
}

/**
 * Chromium flags for this kind of machine (a container run as root): no sandbox
 * (root in a container), no GPU, and no background networking, updates or
 * sync (the network is closed: without these it floods it with requests).
 * Launchers add the headless flag themselves (`headless: true`).
 */
export const CHROME_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

/** Returns the path of a Chrome/Chromium executable, or null. Never installs. */
export function findBrowser() {
  const fromEnv = process.env.CHROME_PATH;
  if (fromEnv) return isExecutable(fromEnv) ? fromEnv : null;
  for (const path of PATHS) if (isExecutable(path)) return path;
  for (const name of NAMES) {
    const path = which(name);
    if (path) return path;
  }
  return null;
}

function canInstall() {
  return (
    process.platform === 'linux' &&
    typeof process.getuid === 'function' &&
    process.getuid() === 0 &&
    existsSync('/etc/debian_version') &&
    !process.env.CHROME_PATH
  );
}

/** Returns a browser path, installing Debian's chromium when root on Debian. Throws otherwise. */
export function ensureBrowser() {
  const found = findBrowser();
  if (found) return found;
  if (process.env.CHROME_PATH) {
    throw new Error(`CHROME_PATH=${process.env.CHROME_PATH} is not an executable file`);
  }
  if (!canInstall()) {
    throw new Error(
      'no Chrome/Chromium found: install chromium (Debian: apt-get install chromium) or set CHROME_PATH',
    );
  }
  console.error('find-browser: no Chrome/Chromium found; installing Debian chromium (about 2 minutes)...');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  // stdout of apt goes to our stderr so that stdout only ever carries the path.
  const opts = { stdio: ['ignore', process.stderr, process.stderr], env };
  execFileSync('apt-get', ['update'], opts);
  execFileSync('apt-get', ['install', '-y', '--no-install-recommends', 'chromium'], opts);
  const path = findBrowser();
  if (!path) throw new Error('apt-get installed chromium but no executable was found');
  return path;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  try {
    console.log(ensureBrowser());
  } catch (err) {
    console.error(`find-browser: ${err instanceof Error ? err.message.split('\n')[0] : err}`);
    process.exit(1);
  }
}
