/**
 * Layer rules (docs/design.md): `element → solver → engine`,
 * `cli → solver → engine`, never the reverse, and no browser globals in the
 * engine or the solver.
 *
 * - src/engine imports only from src/engine: no other folder, no package, no `node:` module.
 * - src/solver imports only from src/engine and src/solver.
 * - Neither imports src/element or src/cli (nor src/index.ts, which re-exports the element).
 * - Neither names the browser/runtime globals in FORBIDDEN_GLOBALS as identifiers
 *   (comments and strings do not count: files are parsed, not grepped), except
 *   src/solver/worker.ts, the Web Worker entry, which may use `self`, `postMessage`, ...
 * - The engine uses no timers (setTimeout & co.).
 * - src/cli does not import src/element (nor src/index.ts / src/klondike-solitaire.ts,
 *   which load Lit and need a DOM).
 * - No class in src/ extends a chain of more than two project classes (at
 *   most `A extends B extends C`; a package's base, such as `LitElement`,
 *   does not count): parts are composed, not stacked.
 * - No import cycle anywhere in src/, type imports included.
 * - The element's class (src/element/klondike-solitaire.ts) is imported by its
 *   registration (src/element/define.ts) only; its parts see an `ElementHost`.
 * - The late parts (src/element/late/) load after the first paint: only the
 *   loader (src/element/loader.ts) may `import()` them, and no module outside
 *   late/ imports them at run time (a type import is fine).
 * - No re-export shim: `export … from` only in the entries (`index.ts` files
 *   and src/klondike-solitaire.ts).
 *
 * Imports are found with the TypeScript parser: import/export declarations,
 * `import type`, `import('x')`, `require('x')`, `import('x').T` types and
 * `new URL('x', import.meta.url)` (worker URLs).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export const FORBIDDEN_GLOBALS = [
  'document',
  'window',
  'HTMLElement',
  'customElements',
  'localStorage',
  'sessionStorage',
  'navigator',
  'self',
  'postMessage',
  'process',
];
const ENGINE_FORBIDDEN_TIMERS = ['setTimeout', 'setInterval', 'setImmediate', 'requestAnimationFrame', 'queueMicrotask'];
const WORKER_FILE = 'src/solver/worker.ts';
const SOURCE_EXT = /\.(?:ts|mts|cts|tsx|js|mjs|cjs)$/;

export interface SourceFile {
  /** Path relative to the project root, with forward slashes: `src/engine/cards.ts`. */
  path: string;
  text: string;
}

interface Reference {
  specifier: string;
  line: number;
}

function lineOf(sf: ts.SourceFile, node: ts.Node): number {
  return sf.getLineAndCharacterOfPosition(node.getStart(sf)).line + 1;
}

function stringValue(node: ts.Node | undefined): string | undefined {
  return node && (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) ? node.text : undefined;
}

function isImportMetaUrl(node: ts.Node | undefined): boolean {
  return (
    !!node &&
    ts.isPropertyAccessExpression(node) &&
    node.name.text === 'url' &&
    ts.isMetaProperty(node.expression) &&
    node.expression.keywordToken === ts.SyntaxKind.ImportKeyword
  );
}

/** True when `id` names a property or member rather than a variable (`a.window`, `{ window: 1 }`). */
function isMemberName(id: ts.Identifier): boolean {
  const p = id.parent;
  if (ts.isPropertyAccessExpression(p) && p.name === id) {
    const obj = p.expression;
    // `globalThis.window` / `self.document` still reach the global
    return !(ts.isIdentifier(obj) && (obj.text === 'globalThis' || obj.text === 'self' || obj.text === 'window'));
  }
  if (ts.isQualifiedName(p) && p.right === id) return true;
  if (
    (ts.isPropertyAssignment(p) ||
      ts.isPropertyDeclaration(p) ||
      ts.isPropertySignature(p) ||
      ts.isMethodDeclaration(p) ||
      ts.isMethodSignature(p) ||
      ts.isGetAccessorDeclaration(p) ||
      ts.isSetAccessorDeclaration(p) ||
      ts.isEnumMember(p)) &&
    p.name === id
  ) {
    return true;
  }
  if (ts.isBindingElement(p) && p.propertyName === id) return true;
  return false;
}

interface Scan {
  references: Reference[];
  identifiers: { name: string; line: number }[];
  libs: { name: string; line: number }[];
}

function scan(file: SourceFile): Scan {
  const sf = ts.createSourceFile(file.path, file.text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const references: Reference[] = [];
  const identifiers: { name: string; line: number }[] = [];
  const libs = sf.libReferenceDirectives.map((d) => ({
    name: d.fileName,
    line: sf.getLineAndCharacterOfPosition(d.pos).line + 1,
  }));
  for (const d of sf.referencedFiles) {
    references.push({ specifier: d.fileName, line: sf.getLineAndCharacterOfPosition(d.pos).line + 1 });
  }
  const visit = (node: ts.Node): void => {
    let specifier: string | undefined;
    if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) {
      specifier = stringValue(node.moduleSpecifier);
    } else if (ts.isImportEqualsDeclaration(node) && ts.isExternalModuleReference(node.moduleReference)) {
      specifier = stringValue(node.moduleReference.expression);
    } else if (ts.isCallExpression(node)) {
      const callee = node.expression;
      if (callee.kind === ts.SyntaxKind.ImportKeyword || (ts.isIdentifier(callee) && callee.text === 'require')) {
        specifier = stringValue(node.arguments[0]);
      }
    } else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument)) {
      specifier = stringValue(node.argument.literal);
    } else if (
      ts.isNewExpression(node) &&
      ts.isIdentifier(node.expression) &&
      node.expression.text === 'URL' &&
      isImportMetaUrl(node.arguments?.[1])
    ) {
      specifier = stringValue(node.arguments?.[0]);
    } else if (ts.isIdentifier(node) && !isMemberName(node)) {
      identifiers.push({ name: node.text, line: lineOf(sf, node) });
    } else if (
      ts.isElementAccessExpression(node) &&
      ts.isIdentifier(node.expression) &&
      node.expression.text === 'globalThis'
    ) {
      const key = stringValue(node.argumentExpression);
      if (key) identifiers.push({ name: key, line: lineOf(sf, node) });
    }
    if (specifier !== undefined) references.push({ specifier, line: lineOf(sf, node) });
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return { references, identifiers, libs };
}

/** Where a specifier points, relative to the root (`src/engine/cards.ts`), or null for a package. */
function target(from: string, specifier: string): string | null {
  if (specifier.startsWith('.')) return path.posix.normalize(path.posix.join(path.posix.dirname(from), specifier));
  if (specifier.startsWith('/')) return path.posix.normalize(specifier);
  return null;
}

const within = (p: string, dir: string): boolean => p === dir || p.startsWith(dir + '/');
const isEntry = (p: string): boolean =>
  /^src\/(?:index|klondike-solitaire)(?:\.[cm]?[jt]s)?$/.test(p);

/** Checks the layer rules over in-memory files; returns one message per violation (empty = fine). */
export function checkLayers(files: SourceFile[]): string[] {
  const problems: string[] = [];
  for (const file of files) {
    const p = file.path;
    if (within(p, 'src/element/session')) {
      problems.push(...checkSession(file));
      continue;
    }
    const layer = within(p, 'src/engine') ? 'engine' : within(p, 'src/solver') ? 'solver' : within(p, 'src/cli') ? 'cli' : null;
    if (!layer) continue;
    const { references, identifiers, libs } = scan(file);
    const say = (line: number, what: string) => problems.push(`${p}:${line}: ${what}`);

    for (const { specifier, line } of references) {
      const to = target(p, specifier);
      if (layer === 'cli') {
        if (to && within(to, 'src/element')) say(line, `cli must not import the element ('${specifier}')`);
        else if (to && isEntry(to)) say(line, `cli must not import '${specifier}': it loads the element (import engine/ or solver/ directly)`);
        continue;
      }
      if (to === null) {
        say(line, `${layer} must not import packages or Node modules ('${specifier}')`);
      } else if (within(to, 'src/element') || within(to, 'src/cli')) {
        say(line, `${layer} must not import ${to.split('/')[1]}/ ('${specifier}')`);
      } else if (layer === 'engine' && !within(to, 'src/engine')) {
        say(line, `engine must import only from src/engine ('${specifier}' → ${to})`);
      } else if (layer === 'solver' && !within(to, 'src/engine') && !within(to, 'src/solver')) {
        say(line, `solver must import only from src/engine and src/solver ('${specifier}' → ${to})`);
      }
    }
    if (layer === 'cli') continue;

    for (const lib of libs) {
      say(lib.line, `${layer} must not reference lib '${lib.name}'`);
    }
    if (p !== WORKER_FILE) {
      for (const { name, line } of identifiers) {
        if (FORBIDDEN_GLOBALS.includes(name)) say(line, `${layer} must not use '${name}' (no DOM / runtime globals)`);
      }
    }
    if (layer === 'engine') {
      for (const { name, line } of identifiers) {
        if (ENGINE_FORBIDDEN_TIMERS.includes(name)) say(line, `engine must not use timers ('${name}')`);
      }
    }
  }
  return problems;
}

/** What the headless session (src/element/session) may import at run time besides itself and the engine. */
const SESSION_VALUE_IMPORTS = ['src/element/i18n/strings.ts', 'src/element/i18n/en.ts'];
/** And what it may name in types only. */
const SESSION_TYPE_IMPORTS = ['src/element/events.ts', 'src/element/options.ts'];

/**
 * The headless session: no package (no Lit), no DOM or runtime global, no
 * timer (its clock is injected); it imports the engine, itself, the string
 * tables, and the element's event and option types (type-only).
 */
function checkSession(file: SourceFile): string[] {
  const p = file.path;
  const problems: string[] = [];
  const sf = ts.createSourceFile(p, file.text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  for (const st of sf.statements) {
    if (!(ts.isImportDeclaration(st) || ts.isExportDeclaration(st)) || !st.moduleSpecifier) continue;
    const specifier = stringValue(st.moduleSpecifier)!;
    const clause = ts.isImportDeclaration(st) ? st.importClause : undefined;
    const typeOnly =
      (ts.isExportDeclaration(st) && st.isTypeOnly) ||
      (!!clause &&
        (clause.isTypeOnly ||
          (!clause.name && !!clause.namedBindings && ts.isNamedImports(clause.namedBindings) && clause.namedBindings.elements.every((e) => e.isTypeOnly))));
    const to = target(p, specifier);
    const file = to?.replace(/\.js$/, '.ts') ?? null;
    const ok =
      !!file && (within(file, 'src/engine') || within(file, 'src/element/session') || SESSION_VALUE_IMPORTS.includes(file) || (typeOnly && SESSION_TYPE_IMPORTS.includes(file)));
    if (!ok) problems.push(`${p}:${lineOf(sf, st)}: the session must not import '${specifier}'${typeOnly ? '' : ' at run time'}`);
  }
  for (const { name, line } of scan(file).identifiers) {
    if (FORBIDDEN_GLOBALS.includes(name) || ENGINE_FORBIDDEN_TIMERS.includes(name)) problems.push(`${p}:${line}: the session must not use '${name}' (no DOM, runtime globals or timers)`);
  }
  return problems;
}

/** Most levels of project-internal `extends` in a chain (a class over a project class over a project class: two). */
export const MAX_EXTENDS_DEPTH = 2;

interface ClassInfo {
  /** The class it extends, as the file and name that declare it (null: not a project class). */
  base: { file: string; name: string } | null;
  line: number;
}

/** The classes each file declares, with the project class each extends (resolved through relative imports). */
function classesOf(files: SourceFile[]): Map<string, Map<string, ClassInfo>> {
  const out = new Map<string, Map<string, ClassInfo>>();
  const paths = new Set(files.map((f) => f.path));
  const resolve = (from: string, specifier: string): string | null => {
    const to = target(from, specifier);
    if (!to) return null;
    for (const p of [to.replace(/\.js$/, '.ts'), to, `${to}.ts`, `${to}/index.ts`]) if (paths.has(p)) return p;
    return null;
  };
  for (const file of files) {
    const sf = ts.createSourceFile(file.path, file.text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
    const imported = new Map<string, { file: string; name: string }>();
    for (const st of sf.statements) {
      if (!ts.isImportDeclaration(st)) continue;
      const from = resolve(file.path, stringValue(st.moduleSpecifier) ?? '');
      const bindings = st.importClause?.namedBindings;
      if (!from || !bindings || !ts.isNamedImports(bindings)) continue;
      for (const e of bindings.elements) imported.set(e.name.text, { file: from, name: (e.propertyName ?? e.name).text });
    }
    const classes = new Map<string, ClassInfo>();
    const visit = (node: ts.Node): void => {
      if ((ts.isClassDeclaration(node) || ts.isClassExpression(node)) && node.name) {
        const ext = node.heritageClauses?.find((h) => h.token === ts.SyntaxKind.ExtendsKeyword)?.types[0]?.expression;
        let base: ClassInfo['base'] = null;
        if (ext && ts.isIdentifier(ext)) base = imported.get(ext.text) ?? { file: file.path, name: ext.text };
        classes.set(node.name.text, { base, line: lineOf(sf, node) });
      }
      ts.forEachChild(node, visit);
    };
    visit(sf);
    out.set(file.path, classes);
  }
  // A base named in the file but declared nowhere in the project (a package's class) is not a project class.
  for (const classes of out.values()) {
    for (const info of classes.values()) if (info.base && !out.get(info.base.file)?.has(info.base.name)) info.base = null;
  }
  return out;
}

/** One message per class whose chain of project-internal `extends` is deeper than {@link MAX_EXTENDS_DEPTH}. */
export function checkExtendsDepth(files: SourceFile[]): string[] {
  const classes = classesOf(files);
  const problems: string[] = [];
  for (const [file, declared] of classes) {
    for (const [name, info] of declared) {
      const chain = [name];
      let base = info.base;
      while (base && chain.length <= 16) {
        chain.push(base.name);
        base = classes.get(base.file)?.get(base.name)?.base ?? null;
      }
      const depth = chain.length - 1;
      if (depth > MAX_EXTENDS_DEPTH) problems.push(`${file}:${info.line}: ${chain.join(' → ')}: ${depth} levels of extends (at most ${MAX_EXTENDS_DEPTH})`);
    }
  }
  return problems;
}

/** How a file refers to another: a static import or re-export, a type-only one, or an `import()`. */
export interface ImportEdge {
  from: string;
  to: string;
  line: number;
  kind: 'static' | 'type' | 'dynamic';
}

/** Every relative import of the files (import/export declarations, `import()`, `import('x').T`), resolved to a file of the set. */
export function importEdges(files: SourceFile[]): ImportEdge[] {
  const paths = new Set(files.map((f) => f.path));
  const resolve = (from: string, specifier: string): string | null => {
    const to = target(from, specifier);
    if (!to) return null;
    for (const p of [to.replace(/\.js$/, '.ts'), to, `${to}.ts`, `${to}/index.ts`]) if (paths.has(p)) return p;
    return null;
  };
  const edges: ImportEdge[] = [];
  for (const file of files) {
    const sf = ts.createSourceFile(file.path, file.text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
    const add = (specifier: string | undefined, node: ts.Node, kind: ImportEdge['kind']) => {
      const to = specifier === undefined ? null : resolve(file.path, specifier);
      if (to) edges.push({ from: file.path, to, line: lineOf(sf, node), kind });
    };
    const visit = (node: ts.Node): void => {
      if (ts.isImportDeclaration(node)) {
        const c = node.importClause;
        const typeOnly = !!c && (c.isTypeOnly || (!c.name && !!c.namedBindings && ts.isNamedImports(c.namedBindings) && c.namedBindings.elements.length > 0 && c.namedBindings.elements.every((e) => e.isTypeOnly)));
        add(stringValue(node.moduleSpecifier), node, typeOnly ? 'type' : 'static');
      } else if (ts.isExportDeclaration(node) && node.moduleSpecifier) {
        const typeOnly = node.isTypeOnly || (!!node.exportClause && ts.isNamedExports(node.exportClause) && node.exportClause.elements.length > 0 && node.exportClause.elements.every((e) => e.isTypeOnly));
        add(stringValue(node.moduleSpecifier), node, typeOnly ? 'type' : 'static');
      } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
        add(stringValue(node.arguments[0]), node, 'dynamic');
      } else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument)) {
        add(stringValue(node.argument.literal), node, 'type');
      }
      ts.forEachChild(node, visit);
    };
    visit(sf);
  }
  return edges;
}

/** One message per import cycle (each strongly connected group of files, with the imports that close it), type imports included. */
export function checkImportCycles(files: SourceFile[]): string[] {
  const edges = importEdges(files);
  const out = new Map<string, ImportEdge[]>();
  for (const e of edges) out.set(e.from, [...(out.get(e.from) ?? []), e]);
  // Tarjan's strongly connected components.
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const groups: string[][] = [];
  const connect = (v: string): void => {
    index.set(v, next);
    low.set(v, next++);
    stack.push(v);
    onStack.add(v);
    for (const { to: w } of out.get(v) ?? []) {
      if (!index.has(w)) {
        connect(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) === index.get(v)) {
      const group: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        onStack.delete(w);
        group.push(w);
      } while (w !== v);
      if (group.length > 1 || (out.get(v) ?? []).some((e) => e.to === v)) groups.push(group.sort());
    }
  };
  for (const f of files.map((f) => f.path).sort()) if (!index.has(f)) connect(f);
  return groups.map((g) => {
    const inside = edges.filter((e) => g.includes(e.from) && g.includes(e.to)).map((e) => `${e.from}:${e.line} → ${e.to}`);
    return `import cycle among ${g.join(', ')}: ${inside.join('; ')}`;
  });
}

/** The element's class, its registration, the late parts' folder and their loader. */
export const ELEMENT_CLASS = 'src/element/klondike-solitaire.ts';
export const REGISTRATION = 'src/element/define.ts';
export const LATE_DIR = 'src/element/late';
export const LOADER = 'src/element/loader.ts';

/**
 * The element's shape: its class imported by its registration only; the
 * late parts imported at run time only from late/ itself, and `import()`ed
 * by the loader only.
 */
export function checkElementShape(files: SourceFile[]): string[] {
  const problems: string[] = [];
  for (const e of importEdges(files)) {
    const at = `${e.from}:${e.line}`;
    if (e.to === ELEMENT_CLASS && e.from !== REGISTRATION) problems.push(`${at}: only ${REGISTRATION} imports the element's class (use ElementHost, or import it from define.ts)`);
    if (!within(e.to, LATE_DIR) || within(e.from, LATE_DIR)) continue;
    if (e.kind === 'dynamic' && e.from !== LOADER) problems.push(`${at}: only ${LOADER} may import() the late parts ('${e.to}')`);
    if (e.kind === 'static') problems.push(`${at}: the late parts load after the first paint: import '${e.to}' as a type, or load it through ${LOADER}`);
  }
  return problems;
}

/** The files that may re-export (`export … from`): the entries. */
const isReexportEntry = (p: string): boolean => /(^|\/)index\.ts$/.test(p) || p === 'src/klondike-solitaire.ts';

/** One message per `export … from` outside the entries (a module re-exporting another's names is a shim). */
export function checkReexports(files: SourceFile[]): string[] {
  const problems: string[] = [];
  for (const file of files) {
    if (isReexportEntry(file.path)) continue;
    const sf = ts.createSourceFile(file.path, file.text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
    for (const st of sf.statements) {
      if (ts.isExportDeclaration(st) && st.moduleSpecifier) problems.push(`${file.path}:${lineOf(sf, st)}: re-exports '${stringValue(st.moduleSpecifier)}': import from that module instead`);
    }
  }
  return problems;
}

function listFiles(dir: string): string[] {
  const abs = path.join(ROOT, dir);
  if (!existsSync(abs)) return [];
  const out: string[] = [];
  for (const entry of readdirSync(abs, { withFileTypes: true, recursive: true })) {
    if (entry.isFile() && SOURCE_EXT.test(entry.name)) {
      const full = path.join(entry.parentPath, entry.name);
      out.push(path.relative(ROOT, full).split(path.sep).join('/'));
    }
  }
  return out.sort();
}

/** The project's own files under src/engine, src/solver and src/cli. */
export function projectFiles(): SourceFile[] {
  return ['src/engine', 'src/solver', 'src/cli', 'src/element/session']
    .flatMap(listFiles)
    .map((p) => ({ path: p, text: readFileSync(path.join(ROOT, p), 'utf8') }));
}

describe('layers', () => {
  it('src/engine, src/solver, src/cli and the headless session respect the layer rules', () => {
    expect(checkLayers(projectFiles())).toEqual([]);
  });

  it('no class in src/ extends a chain of more than two project classes', () => {
    const files = listFiles('src').map((p) => ({ path: p, text: readFileSync(path.join(ROOT, p), 'utf8') }));
    expect(files.some((f) => f.path === 'src/solver/search.ts')).toBe(true);
    expect(checkExtendsDepth(files)).toEqual([]);
  });

  it('no import cycle in src/, type imports included', () => {
    const files = listFiles('src').map((p) => ({ path: p, text: readFileSync(path.join(ROOT, p), 'utf8') }));
    expect(files.length).toBeGreaterThan(100);
    expect(checkImportCycles(files)).toEqual([]);
  });

  it('the element class is imported by its registration only; the late parts load through the loader only', () => {
    const files = listFiles('src').map((p) => ({ path: p, text: readFileSync(path.join(ROOT, p), 'utf8') }));
    expect(files.some((f) => f.path === ELEMENT_CLASS) && files.some((f) => f.path === LOADER) && files.some((f) => within(f.path, LATE_DIR))).toBe(true);
    expect(checkElementShape(files)).toEqual([]);
  });

  it('no re-export shim outside the entries', () => {
    const files = listFiles('src').map((p) => ({ path: p, text: readFileSync(path.join(ROOT, p), 'utf8') }));
    expect(checkReexports(files)).toEqual([]);
    expect(
      checkReexports([
        { path: 'src/element/index.ts', text: "export { a } from './a.js';" },
        { path: 'src/element/a.ts', text: "export { b } from './b.js';\nexport const a = 1;\nexport type { C } from './c.js';" },
      ]),
    ).toEqual(["src/element/a.ts:1: re-exports './b.js': import from that module instead", "src/element/a.ts:3: re-exports './c.js': import from that module instead"]);
  });

  it('the cycle check finds a cycle through type imports and re-exports, and says where', () => {
    const files: SourceFile[] = [
      { path: 'src/a/one.ts', text: "import type { T } from './two.js';\nexport const one = 1 as unknown as T;" },
      { path: 'src/a/two.ts', text: "export * from '../b/three.js';\nexport type T = number;" },
      { path: 'src/b/three.ts', text: "export type U = import('../a/one.js').One;" },
      { path: 'src/b/four.ts', text: "import { one } from '../a/one.js';\nexport const four = () => import('./four.js');" },
      { path: 'src/b/five.ts', text: "import { one } from '../a/one.js';\nexport const five = one;" },
    ];
    expect(checkImportCycles(files)).toEqual([
      'import cycle among src/a/one.ts, src/a/two.ts, src/b/three.ts: src/a/one.ts:1 → src/a/two.ts; src/a/two.ts:1 → src/b/three.ts; src/b/three.ts:1 → src/a/one.ts',
      'import cycle among src/b/four.ts: src/b/four.ts:2 → src/b/four.ts',
    ]);
  });

  it('the shape check refuses the class imported elsewhere and the late parts imported before the first paint', () => {
    const files: SourceFile[] = [
      { path: 'src/element/klondike-solitaire.ts', text: "import type { LateParts } from './late/parts.js';\nexport class KlondikeSolitaire {}" },
      { path: 'src/element/define.ts', text: "import { KlondikeSolitaire } from './klondike-solitaire.js';\nexport { KlondikeSolitaire };" },
      { path: 'src/element/wiring.ts', text: "import type { KlondikeSolitaire } from './klondike-solitaire.js';\nimport { tap } from './late/tap.js';" },
      { path: 'src/element/loader.ts', text: "export const load = () => import('./late/parts.js');" },
      { path: 'src/element/views/x.ts', text: "export const load = () => import('../late/tap.js');" },
      { path: 'src/element/late/parts.ts', text: "import { tap } from './tap.js';\nimport { load } from '../loader.js';" },
      { path: 'src/element/late/tap.ts', text: 'export const tap = 1;' },
    ];
    expect(checkElementShape(files)).toEqual([
      "src/element/wiring.ts:1: only src/element/define.ts imports the element's class (use ElementHost, or import it from define.ts)",
      "src/element/wiring.ts:2: the late parts load after the first paint: import 'src/element/late/tap.ts' as a type, or load it through src/element/loader.ts",
      "src/element/views/x.ts:1: only src/element/loader.ts may import() the late parts ('src/element/late/tap.ts')",
    ]);
  });

  it('the extends check counts project classes across files, not a package base', () => {
    const files: SourceFile[] = [
      { path: 'src/a/base.ts', text: "import { LitElement } from 'lit';\nexport class Base extends LitElement {}" },
      { path: 'src/a/mid.ts', text: "import { Base } from './base.js';\nexport class Mid extends Base {}" },
      { path: 'src/a/top.ts', text: "import { Mid } from './mid.js';\nexport class Top extends Mid {}\nclass Deeper extends Top {}" },
      { path: 'src/b/other.ts', text: "import { Top as T } from '../a/top.js';\nexport class Other extends T {}" },
    ];
    expect(checkExtendsDepth(files)).toEqual([
      'src/a/top.ts:3: Deeper → Top → Mid → Base: 3 levels of extends (at most 2)',
      'src/b/other.ts:2: Other → Top → Mid → Base: 3 levels of extends (at most 2)',
    ]);
  });

  it('the session check refuses Lit, the DOM, timers and the element’s other modules', () => {
    const problems = checkLayers([
      {
        path: 'src/element/session/bad.ts',
        text: [
          "import { html } from 'lit';",
          "import { emit } from '../events.js';",
          "import type { MoveSource } from '../events.js';",
          "import { layoutTable } from '../views/layout.js';",
          'export const x = [html, emit, layoutTable, document.body, setTimeout];',
          'export type S = MoveSource;',
        ].join('\n'),
      },
    ]);
    expect(problems).toEqual([
      "src/element/session/bad.ts:1: the session must not import 'lit' at run time",
      "src/element/session/bad.ts:2: the session must not import '../events.js' at run time",
      "src/element/session/bad.ts:4: the session must not import '../views/layout.js' at run time",
      "src/element/session/bad.ts:5: the session must not use 'document' (no DOM, runtime globals or timers)",
      "src/element/session/bad.ts:5: the session must not use 'setTimeout' (no DOM, runtime globals or timers)",
    ]);
  });

  describe('checkLayers (self-test)', () => {
    it('accepts clean files, including forbidden words in comments, strings and member names', () => {
      const good: SourceFile[] = [
        {
          path: 'src/engine/klondike.ts',
          text: [
            "import { shuffle } from './prng.js';",
            "import type { Card } from './types.js';",
            "export * from './deep/rules.js';",
            '/** Not the `document` nor the `window`: a {@link HTMLElement} is not used here. */',
            "const label = 'window document customElements localStorage';",
            'const tpl = `self ${label} postMessage`;',
            'const o = { window: 3, document() { return 1; } };',
            'export const w = o.window + o.document() + shuffle.length + (null as Card | null ? 0 : 1);',
          ].join('\n'),
        },
        {
          path: 'src/solver/solve.ts',
          text: [
            "import { Klondike } from '../engine/klondike.js';",
            "import { search } from './search.js';",
            "const url = new URL('./worker.js', import.meta.url);",
            'export const x = [Klondike, search, url];',
          ].join('\n'),
        },
        {
          path: 'src/solver/worker.ts',
          text: "import { solve } from './solve.js';\nself.onmessage = (e) => postMessage(solve(e.data));",
        },
        {
          path: 'src/cli/main.ts',
          text: "import { readFileSync } from 'node:fs';\nimport { solve } from '../solver/index.js';\nconsole.log(readFileSync, solve, process.argv);",
        },
      ];
      expect(checkLayers(good)).toEqual([]);
    });

    it('reports every kind of violation', () => {
      const bad: SourceFile[] = [
        {
          path: 'src/engine/bad.ts',
          text: [
            "import { KlondikeSolitaire } from '../element/klondike-solitaire.js';", // 1 element
            "import { solve } from '../solver/index.js';", // 2 outside engine
            "import { readFileSync } from 'node:fs';", // 3 Node module
            "import { html } from 'lit';", // 4 package
            "export type T = import('../cli/args.js').Args;", // 5 cli (type import)
            'const a = document.body;', // 6 document
            'const b = window.innerWidth + globalThis.localStorage.length;', // 7 window, localStorage
            "const c = globalThis['customElements'];", // 8 customElements
            'class X extends HTMLElement {}', // 9 HTMLElement
            'setTimeout(() => {}, 1);', // 10 timer
            "const m = await import('../index.js');", // 11 outside engine
          ].join('\n'),
        },
        {
          path: 'src/solver/bad.ts',
          text: [
            "import { Board } from '../element/board.js';", // 1 element
            "import { run } from '../cli/main.js';", // 2 cli
            "import { x } from '../util/x.js';", // 3 outside
            'self.postMessage(1);', // 4 self (not worker.ts)
          ].join('\n'),
        },
        {
          path: 'src/solver/worker.ts',
          text: "import { render } from '../element/render.js';\nself.postMessage(render);",
        },
        {
          path: 'src/cli/main.ts',
          text: "import { KlondikeSolitaire } from '../element/klondike-solitaire.js';\nimport '../klondike-solitaire.js';",
        },
      ];
      const problems = checkLayers(bad);
      const at = (prefix: string) => problems.filter((m) => m.startsWith(prefix));
      expect(at('src/engine/bad.ts:1:')).toHaveLength(1);
      expect(at('src/engine/bad.ts:1:')[0]).toContain('must not import element/');
      expect(at('src/engine/bad.ts:2:')[0]).toContain('only from src/engine');
      expect(at('src/engine/bad.ts:3:')[0]).toContain("packages or Node modules ('node:fs')");
      expect(at('src/engine/bad.ts:4:')[0]).toContain("('lit')");
      expect(at('src/engine/bad.ts:5:')[0]).toContain('must not import cli/');
      expect(at('src/engine/bad.ts:6:')[0]).toContain("'document'");
      expect(at('src/engine/bad.ts:7:').join()).toMatch(/'window'.*'localStorage'|'localStorage'.*'window'/);
      expect(at('src/engine/bad.ts:8:')[0]).toContain("'customElements'");
      expect(at('src/engine/bad.ts:9:')[0]).toContain("'HTMLElement'");
      expect(at('src/engine/bad.ts:10:')[0]).toContain('timers');
      expect(at('src/engine/bad.ts:11:')[0]).toContain('only from src/engine');
      expect(at('src/solver/bad.ts:1:')[0]).toContain('must not import element/');
      expect(at('src/solver/bad.ts:2:')[0]).toContain('must not import cli/');
      expect(at('src/solver/bad.ts:3:')[0]).toContain('only from src/engine and src/solver');
      expect(at('src/solver/bad.ts:4:').join()).toMatch(/'self'.*|'postMessage'/);
      expect(at('src/solver/worker.ts:')).toEqual([expect.stringContaining('must not import element/')]);
      expect(at('src/cli/main.ts:1:')[0]).toContain('cli must not import the element');
      expect(at('src/cli/main.ts:2:')[0]).toContain('loads the element');
    });
  });
});
