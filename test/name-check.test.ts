/**
 * The name check's verdict (scripts/name-check.mjs, run by .ci/run): a free
 * name passes, a name published from this repository passes, a name another
 * project holds fails. The registry itself is asked only by the script (CI);
 * these tests give the verdict what the registry answers.
 */
import { describe, expect, it } from 'vitest';
import { normalizeRepository, repositoryUrl, verdict } from '../scripts/name-check.mjs';

const OURS = 'git+https://github.com/example/klondike-element.git';

describe('name check', () => {
  it('passes a name the registry does not know (404)', () => {
    expect(verdict('klondike-solitaire-element', null, undefined).ok).toBe(true);
    expect(verdict('klondike-solitaire-element', null, OURS).ok).toBe(true);
  });

  it('passes a name published from this repository, however the URL is spelled', () => {
    for (const theirs of [OURS, 'https://github.com/example/klondike-element', 'git@github.com:example/klondike-element.git', 'github:Example/klondike-element']) {
      expect(verdict('x', { name: 'x', repository: { type: 'git', url: theirs } }, OURS).ok, theirs).toBe(true);
    }
    expect(verdict('x', { name: 'x', repository: 'example/klondike-element' }, OURS).ok).toBe(true);
  });

  it("fails a name another project holds, naming that project's repository", () => {
    const taken = { name: 'klondike-solitaire', repository: { type: 'git', url: 'git+https://github.com/someone/klondike-solitaire.git' } };
    const v = verdict('klondike-solitaire', taken, OURS);
    expect(v.ok).toBe(false);
    expect(v.message).toContain('github.com/someone/klondike-solitaire');
  });

  it('fails any taken name when package.json names no repository', () => {
    const v = verdict('x', { name: 'x', repository: { url: OURS } }, undefined);
    expect(v.ok).toBe(false);
    expect(v.message).toContain('only a free name passes');
    expect(verdict('x', { name: 'x' }, undefined).ok).toBe(false);
  });

  it('reads both shapes of the repository field', () => {
    expect(repositoryUrl('github:a/b')).toBe('github:a/b');
    expect(repositoryUrl({ type: 'git', url: 'https://x/y' })).toBe('https://x/y');
    expect(repositoryUrl(undefined)).toBeUndefined();
    expect(normalizeRepository('ssh://git@github.com/A/B.git')).toBe('github.com/a/b');
    expect(normalizeRepository('')).toBeUndefined();
  });
});
