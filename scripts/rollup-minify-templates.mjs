// Rollup plugin: minifies the static text of Lit's css`` and html`` tagged
// templates in our own sources (terser leaves template text alone).
//   css``:  comments dropped, whitespace collapsed, no space around { } ; , >
//           nor after a colon, no zero before a decimal point (0.5 → .5)
//   html``: runs of whitespace collapsed to one space (never removed, so the
//           rendered text and inline spacing stay exactly as written).
// Only the literal parts between `${…}` change; expressions are left as they are.

/** Finds the end of the template literal whose text starts at `i` (after the backtick). */
function scanTemplate(code, i, parts) {
  let text = '';
  for (;;) {
    const c = code[i];
    if (c === undefined) throw new Error('minify-templates: unterminated template');
    if (c === '\\') {
      text += c + code[i + 1];
      i += 2;
    } else if (c === '`') {
      parts.push({ text, end: i });
      return i + 1;
    } else if (c === '$' && code[i + 1] === '{') {
      parts.push({ text, end: i });
      text = '';
      i = skipExpression(code, i + 2);
      parts.push({ expr: true, end: i });
    } else {
      text += c;
      i++;
    }
  }
}

/** Skips a `${…}` expression (nested templates, strings and braces included); returns the index after `}`. */
function skipExpression(code, i) {
  let depth = 1;
  while (depth > 0) {
    const c = code[i];
    if (c === undefined) throw new Error('minify-templates: unterminated expression');
    if (c === '{') depth++;
    else if (c === '}') depth--;
    else if (c === '`') {
      i = scanTemplate(code, i + 1, []);
      continue;
    } else if (c === '"' || c === "'") {
      i++;
      while (code[i] !== c) i += code[i] === '\\' ? 2 : 1;
    }
    i++;
  }
  return i;
}

const minifyCss = (s) =>
  s
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\s+/g, ' ')
    .replace(/\s*([{};,>])\s*/g, '$1')
    .replace(/:\s+/g, ':')
    .replace(/([\s:(,])0\.(\d)/g, '$1.$2')
    .replace(/;}/g, '}');
const minifyHtml = (s) => s.replace(/\s+/g, ' ');

/** Rewrites every css`` / html`` literal of `code`; returns the new code. */
export function minifyTemplates(code) {
  const tag = /\b(css|html) ?`/g;
  let out = '';
  let last = 0;
  let m;
  while ((m = tag.exec(code))) {
    const start = m.index + m[0].length;
    const parts = [];
    const end = scanTemplate(code, start, parts);
    const minify = m[1] === 'css' ? minifyCss : minifyHtml;
    let pos = start;
    out += code.slice(last, start);
    for (const p of parts) {
      if (p.expr) {
        out += code.slice(pos, p.end);
      } else {
        out += minify(p.text);
      }
      pos = p.end;
    }
    out += '`';
    last = end;
    tag.lastIndex = end;
  }
  return out + code.slice(last);
}

/** The plugin: applies {@link minifyTemplates} to our own modules. */
export function minifyTemplatesPlugin() {
  return {
    name: 'minify-templates',
    transform(code, id) {
      if (id.includes('/node_modules/') || !/\b(css|html) ?`/.test(code)) return null;
      return { code: minifyTemplates(code), map: null };
    },
  };
}
