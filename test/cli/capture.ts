/**
 * Captures what the CLI commands print (`io.out` / `io.err`) for the tests of
 * one file: registers the hooks and returns the captured text, reset before
 * each test (a test may also reset it: `cap.out = ''`).
 */
import { afterEach, beforeEach } from 'vitest';
import { io } from '../../src/cli/format.js';

/** The text printed so far in the current test. */
export interface Captured {
  out: string;
  err: string;
}

/** Installs the capture for the current test file. */
export function captureIo(): Captured {
  const cap: Captured = { out: '', err: '' };
  const saved = { ...io };
  beforeEach(() => {
    cap.out = '';
    cap.err = '';
    io.out = (t) => {
      cap.out += t;
    };
    io.err = (t) => {
      cap.err += t;
    };
  });
  afterEach(() => {
    io.out = saved.out;
    io.err = saved.err;
  });
  return cap;
}
