// The README's markup, verbatim, type-checked with the package's React types
// (test/docs.test.ts checks that every <klondike-solitaire …> of the README
// is here); then every spelling of the attribute table, React 19's own prop
// forms, and wrong values that must not type-check.
import 'klondike-solitaire-element/react';

export const readme = [
  <klondike-solitaire draw="3" scoring="vegas"></klondike-solitaire>,
  <klondike-solitaire />,
  <klondike-solitaire
    draw="3" scoring="vegas" lang="fr" persist theme="auto"
    share-url="https://example.com/solitaire">
  </klondike-solitaire>,
  <klondike-solitaire scoring="normal" finish="off" hint="off" stuck="silent" />,
  <klondike-solitaire scoring="none" takeback="off" passes="1" />,
  <klondike-solitaire draw="3" scoring="none" undo-limit="unlimited" finish="auto" tap="select" rules-url="/klondike-rules" />,
  <klondike-solitaire draw="1" scoring="none" undo-limit="0" takeback="off" finish="off" hint="off" />,
  <klondike-solitaire scoring="none" />,
  <klondike-solitaire daily foundation-points="once-per-card" />,
];

export const spellings = [
  <klondike-solitaire takeback="on" hint="on" sound="on" show-clock="off" show-score="off" undo-limit="unlimited" passes="unlimited" />,
  <klondike-solitaire winnable four-colour large-index stats persist="key" daily="2026-03-14" sound-volume="0.25" />,
  <klondike-solitaire card-back="tartan" felt="wine" hand="left" animation="off" loading="lazy" settings="hand card-back sound" theme="dark" tap="home" stuck="lost" />,
  <klondike-solitaire winnable="off" four-colour="on" large-index="" sound="off" takeback="true" hint="false" stats="league" />,
  // React 19 sets these as properties: booleans, numbers, the property names.
  <klondike-solitaire daily={true} persist={true} winnable={false} draw={3} undoLimit="unlimited" undo-limit={0} soundVolume={0.5} showClock={false} />,
];

export const wrong = [
  // @ts-expect-error: draw is 1 or 3
  <klondike-solitaire draw="2" />,
  // @ts-expect-error: on or off
  <klondike-solitaire takeback="yes" />,
  // @ts-expect-error: no such scoring
  <klondike-solitaire scoring="casino" />,
  // @ts-expect-error: a number or "unlimited"
  <klondike-solitaire undo-limit="lots" />,
];
