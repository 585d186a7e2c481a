// Angular: the element under CUSTOM_ELEMENTS_SCHEMA in a standalone component,
// type-checked by ngc with strict templates. Angular types `$event` of a DOM
// event binding from HTMLElementEventMap, where the package declares its events,
// so `(klondike-win)` hands the handler the typed CustomEvent (no `$any`).
import 'klondike-solitaire-element';
import { Component, CUSTOM_ELEMENTS_SCHEMA } from '@angular/core';

type WinEvent = HTMLElementEventMap['klondike-win'];

@Component({
  selector: 'app-game',
  schemas: [CUSTOM_ELEMENTS_SCHEMA],
  template: `
    <klondike-solitaire draw="3" (klondike-move)="onMove($event)" (klondike-win)="score = $event.detail.score" />
    <output id="log">{{ moves.join(' ') }}</output>
  `,
})
export class GameComponent {
  moves: string[] = [];
  score: number | null = null;

  onMove(event: HTMLElementEventMap['klondike-move']): void {
    this.moves.push(event.detail.move);
  }
}

// The event types are the package's, not any:
// @ts-expect-error: no such event detail field
export const wrongDetail = (event: WinEvent) => event.detail.nope;
