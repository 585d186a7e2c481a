// React 19: the element in JSX with the package's JSX types; React 19 sets
// props as properties and binds `on<event>` props with addEventListener.
import 'klondike-solitaire-element/react';
import { StrictMode, useState, type CSSProperties } from 'react';
import { createRoot } from 'react-dom/client';

function App() {
  const [moves, setMoves] = useState<string[]>([]);
  const [score, setScore] = useState<number | null>(null);
  return (
    <>
      <klondike-solitaire
        draw="3"
        scoring="vegas"
        style={{ '--klondike-animation-ms': '0ms' } as CSSProperties}
        onklondike-move={(e) => setMoves((m) => [...m, e.detail.move])}
        onklondike-win={(e) => setScore(e.detail.score)}
      />
      <output id="log">{moves.join(' ')}</output>
      <output id="score">{score ?? ''}</output>
      {/* Names that are also members of the element (finish(), hint(), el.stats): React sets them as properties. */}
      <klondike-solitaire id="named" finish="off" hint="off" stats="consumer" loading="lazy" />
    </>
  );
}

// The types are checked, not any:
// @ts-expect-error: draw is 1 or 3
const wrongDraw = <klondike-solitaire draw={2} />;
// @ts-expect-error: no such event detail field
const wrongDetail = <klondike-solitaire onklondike-win={(e) => e.detail.nope} />;
void wrongDraw;
void wrongDetail;

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
