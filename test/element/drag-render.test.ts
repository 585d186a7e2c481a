/**
 * A drag renders no template per pointer move: once the cards are lifted
 * (one render), 20 moves of a real mouse re-render nothing (the session
 * commits nothing, the element's `update` does not run but for a lazy
 * module that may arrive meanwhile); the cards still
 * follow the pointer (moved by `transform` once a frame), the pile they
 * would land on lights up, and the release plays the move. The grabbed
 * card's legal moves are asked of the engine once a drag, not once a frame
 * (the game does not change while the cards follow the pointer).
 */
import { expect } from '@open-wc/testing';
import { resetMouse, sendMouse, setViewport } from '@web/test-runner-commands';
import { internalsOf } from '../../src/element/internals.js';
import { centre, fanDeal, gameFixture, grip, pileNode, pt, rectOf, settle, sleep } from './helpers.js';

describe('a drag renders no template per pointer move', function () {
  this.timeout(20_000);
  before(async () => {
    await setViewport({ width: 1000, height: 900 });
  });
  after(async () => {
    await resetMouse();
  });

  it('20 moves: no update, no commit; the card follows, the target lights, the drop plays', async () => {
    // No solver analysis whose answer would render during the drag: only the drag counts.
    const el = await gameFixture({ deal: fanDeal(), attrs: 'finish=auto&stuck=silent' });
    const from = grip(el, '9h');
    const to = centre(el, 'Tc');
    const start = rectOf(el, '9h');
    await sendMouse({ type: 'move', position: from });
    await sleep(200);
    await settle(el);
    await sendMouse({ type: 'down' });
    await sendMouse({ type: 'move', position: pt(from[0] + 8, from[1] + 8) }); // past the threshold: lifted
    await settle(el);
    let updates = 0;
    let commits = 0;
    const counted = el as unknown as { update(changed: unknown): void };
    const update = counted.update.bind(el);
    counted.update = (changed: unknown) => (updates++, update(changed));
    const session = internalsOf(el).session;
    const commit = session.commit.bind(session);
    session.commit = () => (commits++, commit());
    let asked = 0;
    const game = session.game as unknown as { destinations(card: string): unknown };
    const destinations = game.destinations.bind(game);
    game.destinations = (card: string) => (asked++, destinations(card));
    try {
      for (let i = 1; i <= 20; i++) {
        await sendMouse({ type: 'move', position: pt(from[0] + 8 + ((to[0] - from[0] - 8) * i) / 20, from[1] + 8 + ((to[1] - from[1] - 8) * i) / 20) });
      }
      await settle(el);
      expect(commits, 'the session commits nothing per move').to.equal(0);
      // None per move (the old code: 20); a lazy module arriving meanwhile (the dialogs, the art) may render once.
      expect(updates, 'no template render per move').to.be.at.most(2);
      const now = rectOf(el, '9h');
      expect([now.x - start.x, now.y - start.y], 'the card follows the pointer').to.deep.equal([to[0] - from[0], to[1] - from[1]]);
      expect(pileNode(el, '2').classList.contains('target'), 'the drop pile lights up').to.equal(true);
      expect(asked, "the grabbed card's moves asked of the engine per move").to.be.at.most(1);
    } finally {
      delete (game as Partial<typeof game>).destinations;
      delete (counted as Partial<typeof counted>).update;
      delete (session as Partial<typeof session>).commit;
    }
    await sendMouse({ type: 'up' });
    await settle(el);
    expect(el.game.tableau[1].up).to.deep.equal(['Tc', '9h']);
  });
});
