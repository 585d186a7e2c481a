// A plain-DOM page bundled by webpack 5: the element from the package root,
// its events logged for the consumer check.
import 'klondike-solitaire-element';

const el = document.createElement('klondike-solitaire');
el.setAttribute('draw', '3');
el.style.setProperty('--klondike-animation-ms', '0ms');
const log = document.querySelector('#log');
const moves = [];
el.addEventListener('klondike-move', (e) => {
  moves.push(e.detail.move);
  log.textContent = moves.join(' ');
});
document.querySelector('#app').append(el);
