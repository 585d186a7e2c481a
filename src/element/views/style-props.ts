/**
 * `style=${styleProps({ transform: '…', '--cw': '60px' })}`: sets inline
 * styles through the CSSOM (`element.style.setProperty`) and never writes a
 * `style` attribute. A strict Content-Security-Policy (no `'unsafe-inline'`
 * in `style-src`) refuses style attributes written as markup — which is what
 * Lit's `styleMap` and `style="left:${x}"` do on first render — but allows
 * CSSOM changes, so the widget stays fully styled on such pages.
 * Property names are CSS names: `z-index`, not `zIndex`.
 *
 * `<div ${elementProps(attributes, styles)}>` does the same for a node's
 * attributes and inline styles together, in one binding (the table's cards).
 * @module
 */
import { noChange } from 'lit';
import { Directive, directive, PartType, type AttributePart, type ElementPart, type PartInfo } from 'lit/directive.js';

/**
 * A length in CSS pixels (`12.50px`), written with `toFixed` on purpose: V8
 * keeps the strings of the numbers that `String(n)` or a template literal
 * converts in a cache, which grows to 64 KB for the page's life once a few
 * hundred different numbers went through it (the 52 cards' places do);
 * `toFixed` makes its string without it. A hundredth of a pixel is finer
 * than any screen.
 */
export const px = (n: number): string => `${n.toFixed(2)}px`;

/** A whole number as text (a z-index), without V8's number-string cache (see {@link px}). */
export const int = (n: number): string => n.toFixed(0);

/** CSS property name → value; null/undefined removes the property. */
export type StyleProps = Readonly<Record<string, string | null | undefined>>;

class StylePropsDirective extends Directive {
  /** The values set last, by property: an unchanged one is not set again (no style invalidation). */
  private applied = new Map<string, string>();

  constructor(partInfo: PartInfo) {
    super(partInfo);
    if (partInfo.type !== PartType.ATTRIBUTE || partInfo.name !== 'style' || (partInfo.strings?.length ?? 0) > 2) {
      throw new Error('styleProps() must be the whole value of a style attribute');
    }
  }

  render(_props: StyleProps): typeof noChange {
    return noChange;
  }

  override update(part: AttributePart, [props]: [StyleProps]): typeof noChange {
    const style = (part.element as HTMLElement).style;
    for (const name of [...this.applied.keys()]) {
      if (props[name] == null) {
        style.removeProperty(name);
        this.applied.delete(name);
      }
    }
    for (const [name, value] of Object.entries(props)) {
      if (value == null || this.applied.get(name) === value) continue;
      style.setProperty(name, value);
      this.applied.set(name, value);
    }
    return noChange;
  }
}

/** Sets inline styles through the CSSOM, safe under a strict CSP (see the module doc). */
export const styleProps = directive(StylePropsDirective);

/** Attribute name → value; undefined removes the attribute. */
export type AttributeProps = Readonly<Record<string, string | undefined>>;

/** Writes `next` over what `last` holds: only the changed entries, through `write` (undefined: remove). */
function writeChanged(last: Record<string, string>, next: Readonly<Record<string, string | null | undefined>>, write: (name: string, value: string | undefined) => void): void {
  for (const name in last) {
    if (next[name] == null) {
      write(name, undefined);
      delete last[name];
    }
  }
  for (const name in next) {
    const value = next[name];
    if (value == null || last[name] === value) continue;
    write(name, value);
    last[name] = value;
  }
}

/** Takes the classes of `from` off `el` and puts those of `to` on, leaving the ones both have (and any other). */
function toggleClasses(el: Element, from: string | undefined, to: string | undefined): void {
  const next = to ? to.split(' ').filter(Boolean) : [];
  if (from) for (const c of from.split(' ')) if (!next.includes(c)) el.classList.remove(c);
  el.classList.add(...next);
}

class ElementPropsDirective extends Directive {
  /** The attributes and inline styles set last (a plain record each: one hidden class shared by every card). */
  private attrs: Record<string, string> = {};
  private styles: Record<string, string> = {};

  constructor(partInfo: PartInfo) {
    super(partInfo);
    if (partInfo.type !== PartType.ELEMENT) throw new Error('elementProps() must stand in a tag, as <div ${elementProps(…)}>');
  }

  render(_attrs: AttributeProps, _styles?: StyleProps): typeof noChange {
    return noChange;
  }

  override update(part: ElementPart, [attrs, styles]: [AttributeProps, StyleProps?]): typeof noChange {
    const el = part.element as HTMLElement;
    const classes = this.attrs.class;
    writeChanged(this.attrs, attrs, (name, value) => {
      // The classes as classMap sets them: one by one, so a class another part adds (a drop target's) stays.
      if (name === 'class') toggleClasses(el, classes, value);
      else if (value === undefined) el.removeAttribute(name);
      else el.setAttribute(name, value);
    });
    writeChanged(this.styles, styles ?? {}, (name, value) => (value === undefined ? el.style.removeProperty(name) : el.style.setProperty(name, value)));
    return noChange;
  }
}

/**
 * `<div ${elementProps({ class: 'card up', 'aria-label': '…' }, { transform: '…' })}>`:
 * the attributes and inline styles (through the CSSOM, as {@link styleProps})
 * of a node that is rendered often, in one binding. Each value is written
 * only when it changed; a name left out (or undefined) is removed. One
 * binding instead of one per attribute: on the table's 52 cards, several
 * hundred fewer Lit parts and directive objects to make and keep.
 */
export const elementProps = directive(ElementPropsDirective);
