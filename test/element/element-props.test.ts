import { expect } from '@open-wc/testing';
import { html, render } from 'lit';
import { elementProps, int, px, type AttributeProps, type StyleProps } from '../../src/element/views/style-props.js';

/** Renders one div with `elementProps(attrs, styles)` into `host`; returns the div. */
function draw(host: HTMLElement, attrs: AttributeProps, styles?: StyleProps): HTMLElement {
  render(html`<div part="card" ${elementProps(attrs, styles)}></div>`, host);
  return host.querySelector('div')!;
}

describe('elementProps (the card nodes\' attributes and place in one binding)', () => {
  let host: HTMLElement;
  beforeEach(() => {
    host = document.createElement('div');
    document.body.append(host);
  });
  afterEach(() => host.remove());

  it('sets the attributes, and the inline styles through the CSSOM, beside the static ones', () => {
    const div = draw(host, { class: 'card up', 'data-card': 'Th', 'aria-label': 'Ten of hearts' }, { transform: 'translate(3px, 4px)', 'z-index': '12' });
    expect(div.getAttribute('part')).to.equal('card');
    expect([...div.classList]).to.deep.equal(['card', 'up']);
    expect(div.getAttribute('data-card')).to.equal('Th');
    expect(div.getAttribute('aria-label')).to.equal('Ten of hearts');
    expect(div.style.transform).to.equal('translate(3px, 4px)');
    expect(div.style.zIndex).to.equal('12');
  });

  it('writes only what changed, and removes what is left out or undefined', async () => {
    const div = draw(host, { class: 'card up', 'data-card': 'Th', role: 'button' }, { transform: 'translate(1px, 1px)', 'z-index': '3' });
    const seen: string[] = [];
    const observer = new MutationObserver((records) => seen.push(...records.map((r) => r.attributeName!)));
    observer.observe(div, { attributes: true });
    draw(host, { class: 'card up', 'data-card': 'Th', role: 'button' }, { transform: 'translate(1px, 1px)', 'z-index': '3' });
    await Promise.resolve();
    expect(observer.takeRecords().length + seen.length, 'the same values again: no write').to.equal(0);
    draw(host, { class: 'card down', 'data-card': undefined, role: 'img' }, { transform: 'translate(1px, 1px)' });
    await Promise.resolve();
    observer.disconnect();
    expect(div.hasAttribute('data-card')).to.equal(false);
    expect(div.getAttribute('role')).to.equal('img');
    expect([...div.classList]).to.deep.equal(['card', 'down']);
    expect(div.style.zIndex).to.equal('');
    expect(div.style.transform).to.equal('translate(1px, 1px)');
  });

  it('a class another part puts on the node (a drop target\'s) stays when the node\'s own classes change', () => {
    const div = draw(host, { class: 'slot column' });
    div.classList.add('target');
    draw(host, { class: 'slot column hint' });
    expect(div.classList.contains('target')).to.equal(true);
    expect(div.classList.contains('hint')).to.equal(true);
    draw(host, { class: 'slot column' });
    expect([...div.classList].sort()).to.deep.equal(['column', 'slot', 'target']);
  });

  it('refuses to stand anywhere but in a tag', () => {
    expect(() => render(html`<div class=${elementProps({})}></div>`, host)).to.throw(/must stand in a tag/);
  });

  it('px and int write lengths to a hundredth of a pixel and whole numbers', () => {
    expect(px(7)).to.equal('7.00px');
    expect(px(11.199999999999989)).to.equal('11.20px');
    expect(px(-3.456)).to.equal('-3.46px');
    expect(int(212)).to.equal('212');
  });
});
