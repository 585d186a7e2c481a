/**
 * The session's news (src/element/session/news.ts): typed, told to the
 * element's parts before the public event of the same detail, a failing
 * listener reported without stopping the others, and a listener stopped
 * when asked.
 */
import { describe, expect, it, vi } from 'vitest';
import { SessionNews, newsWhileConnected } from '../../src/element/session/news.js';

describe('SessionNews', () => {
  it('tells each listener of a name, in order; stop and off remove one', () => {
    const news = new SessionNews();
    const got: string[] = [];
    const stop = news.on('undo', (d) => got.push(`a:${d.move}`));
    const b = (d: { move: string }) => got.push(`b:${d.move}`);
    news.on('undo', b);
    news.on('redo', (d) => got.push(`redo:${d.move}`));
    news.tell('undo', { move: 'W-3' });
    stop();
    news.tell('undo', { move: 'S' });
    news.off('undo', b);
    news.tell('undo', { move: '1-F' });
    expect(got).toEqual(['a:W-3', 'b:W-3', 'b:S']);
  });

  it('a listener that throws is reported; the others still run, nothing is thrown', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const news = new SessionNews();
    const got: number[] = [];
    news.on('stuck', () => {
      throw new Error('boom');
    });
    news.on('stuck', () => got.push(1));
    expect(() => news.tell('stuck', { lost: false })).not.toThrow();
    expect(got).toEqual([1]);
    expect(error).toHaveBeenCalledTimes(1);
    error.mockRestore();
  });

  it('newsWhileConnected subscribes once while connected', () => {
    const news = new SessionNews();
    let n = 0;
    const sub = newsWhileConnected(news, { 'new-game': () => n++ });
    sub.connect();
    sub.connect();
    news.tell('new-game', { code: null, options: {} as never });
    sub.disconnect();
    news.tell('new-game', { code: null, options: {} as never });
    expect(n).toBe(1);
  });
});
