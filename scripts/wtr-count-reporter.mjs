// A @web/test-runner reporter that writes { passed, failed, skipped, files }
// as JSON to `outputFile` when the run stops (used by .ci/run). A test file
// that failed outside any test (did not load, hook error, timeout) counts as
// one failed test.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

function countSuite(suite, acc) {
  if (!suite) return;
  for (const test of suite.tests ?? []) {
    if (test.skipped) acc.skipped += 1;
    else if (test.passed) acc.passed += 1;
    else acc.failed += 1;
  }
  for (const child of suite.suites ?? []) countSuite(child, acc);
}

export function countSessions(sessions) {
  const total = { passed: 0, failed: 0, skipped: 0, files: 0 };
  const files = new Set();
  for (const session of sessions) {
    files.add(session.testFile);
    const acc = { passed: 0, failed: 0, skipped: 0 };
    countSuite(session.testResults, acc);
    if ((session.errors?.length ?? 0) > 0 || (session.passed === false && acc.failed === 0)) acc.failed += 1;
    total.passed += acc.passed;
    total.failed += acc.failed;
    total.skipped += acc.skipped;
  }
  total.files = files.size;
  return total;
}

export function countReporter({ outputFile } = {}) {
  return {
    stop({ sessions }) {
      if (!outputFile) return;
      mkdirSync(path.dirname(outputFile), { recursive: true });
      writeFileSync(outputFile, JSON.stringify(countSessions(sessions)) + '\n');
    },
  };
}
