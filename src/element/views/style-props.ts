/**
 * `style=${styleProps({ transform: '…', '--cw': '60px' })}`: sets inline
 * styles through the CSSOM (`element.style.setProperty`) and never writes a
 * `style` attribute. A strict Content-Security-Policy (no `'unsafe-inline'`
 * in `style-src`) refuses style attributes written as markup — which is what
 * Lit's `styleMap` and `style="left:${x}"` do on first render — but allows
 * CSSOM changes, so the widget stays fully styled on such pages.
 * Property names are CSS names: `z-index`, not `zIndex`.
 * @module
 */
import { noChange } from 'lit';
import { Directive, directive, PartType, type AttributePart, type PartInfo } from 'lit/directive.js';

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
