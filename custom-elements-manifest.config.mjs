// The analyzer's configuration (`npm run analyze`, `cem analyze --litelement`):
// one plugin that gives the element's attributes to the manifest from the
// attribute table (src/element/attributes.ts), where they are written once.
//
// The class declares its attribute properties to Lit from the table (a
// static block, not `@property` decorators), and only `declare`s each
// property's type and documentation, so the analyzer sees fields with a type
// and a description but no attribute and no default. This plugin reads the
// table itself (imported through tsx, as the element uses it) and, for each
// of its properties, adds to the field its attribute, its default and its
// reflection, and lists the class's attributes (name, type, default,
// description, field) in the order of the fields, as the analyzer does for
// decorated fields. A default is the table's value (`100`, not the name of
// the constant that holds it). A table property the class does not declare
// fails the analysis.
import { tsImport } from 'tsx/esm/api';

const { ATTRIBUTES } = await tsImport('./src/element/attributes.ts', import.meta.url);

/** A default as source text, as the analyzer writes an initialiser (`1`, `'normal'`, `null`). */
const defaultText = (v) => (typeof v === 'string' ? `'${v}'` : String(v));

/**
 * A default that is undefined is shown only when the type admits it
 * (`passes`: unset means the scoring's); otherwise the property is unset
 * until the page sets it (`lang`) and has no default.
 */
const defaultOf = (spec, member) => (spec.fallback === undefined && !/\bundefined\b/.test(member.type?.text ?? '') ? undefined : defaultText(spec.fallback));

/** Rebuilds `object` with its keys in `order` first (the analyzer's order, so the file diffs cleanly), the rest after. */
function ordered(object, order) {
  const out = {};
  for (const key of order) if (object[key] !== undefined) out[key] = object[key];
  for (const [key, value] of Object.entries(object)) if (!(key in out) && value !== undefined) out[key] = value;
  return out;
}

/** The analyzer plugin: the attribute table into the element's declaration. */
function attributeTable() {
  return {
    name: 'klondike-attribute-table',
    packageLinkPhase({ customElementsManifest }) {
      for (const mod of customElementsManifest.modules ?? []) {
        mod.declarations = (mod.declarations ?? []).map((decl) => {
          if (decl.tagName !== 'klondike-solitaire') return decl;
          const attributes = [];
          const seen = new Set();
          const members = (decl.members ?? []).map((member) => {
            const spec = member.kind === 'field' && Object.hasOwn(ATTRIBUTES, member.name) ? ATTRIBUTES[member.name] : null;
            if (!spec) return member;
            seen.add(member.name);
            const fallback = defaultOf(spec, member);
            attributes.push(ordered({ name: spec.attribute, type: member.type, default: fallback, description: member.description, fieldName: member.name }, ['name', 'type', 'default', 'description', 'fieldName']));
            return ordered({ ...member, default: fallback, attribute: spec.attribute, reflects: spec.reflect }, ['kind', 'name', 'type', 'default', 'description', 'attribute', 'reflects']);
          });
          const missing = Object.keys(ATTRIBUTES).filter((p) => !seen.has(p));
          if (missing.length) throw new Error(`custom-elements-manifest.config.mjs: the class declares no field for ${missing.join(', ')} (attributes.ts)`);
          return ordered({ ...decl, members, attributes }, ['kind', 'description', 'name', 'cssProperties', 'cssParts', 'members', 'events', 'attributes']);
        });
      }
    },
  };
}

export default {
  plugins: [attributeTable()],
};
