/* global window, document */
// demo/csp.html's only script (a classic script: CSP forbids inline ones).
// Records CSP violations and the widget's events for the page and for
// scripts/e2e.mjs (window.cspViolations, window.klondikeEvents).
window.cspViolations = [];
window.klondikeEvents = [];
document.addEventListener('securitypolicyviolation', (e) => {
  const v = { directive: e.violatedDirective, blocked: e.blockedURI, sample: e.sample, source: e.sourceFile, line: e.lineNumber };
  window.cspViolations.push(v);
  const li = document.createElement('li');
  li.textContent = JSON.stringify(v);
  document.getElementById('violations')?.append(li);
});
for (const type of ['klondike-new-game', 'klondike-move', 'klondike-score-change', 'klondike-win', 'klondike-error', 'klondike-invalid-move']) {
  document.addEventListener(type, (e) => window.klondikeEvents.push({ type: e.type, detail: e.detail }));
}
