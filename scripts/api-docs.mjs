#!/usr/bin/env node
/*
 * The API reference (docs/api/), generated from the declaration files tsc
 * emits (dist/src/api/*.d.ts). TypeDoc and api-extractor drive TypeScript's
 * JavaScript API, which TypeScript 7 (native) no longer ships; the .d.ts that
 * tsc writes are regular enough to read directly: every export of an entry
 * point is followed to its declaration, and its TSDoc comment (summary,
 * @example, @deprecated) and signature become one Markdown section.
 *
 *   node scripts/api-docs.mjs          write docs/api/*.md
 *   node scripts/api-docs.mjs --check  fail if an export has no TSDoc or no @example,
 *                                      or if docs/api/ differs from what it would write
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const ENTRIES = [
  { spec: 'hantei', file: 'dist/src/api/index.d.ts', out: 'docs/api/hantei.md' },
  { spec: 'hantei/report', file: 'dist/src/api/report.d.ts', out: 'docs/api/hantei-report.md' },
  { spec: 'hantei/system', file: 'dist/src/api/system.d.ts', out: 'docs/api/hantei-system.md' },
];

const cache = new Map();
function read(file) {
  if (!cache.has(file)) cache.set(file, readFileSync(file, 'utf8'));
  return cache.get(file);
}

/** `export { a, b as c, type T } from './x.js'` and `export * from` lines of a .d.ts. */
function reExports(text) {
  const out = [];
  for (const m of text.matchAll(/^export (type )?\{([^}]*)\} from '([^']+)';/gm)) {
    for (const raw of m[2]
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean)) {
      const item = raw.replace(/^type /, '');
      const [name, alias] = item.split(/\s+as\s+/);
      out.push({ name, as: alias ?? name, from: m[3] });
    }
  }
  return out;
}

/** The TSDoc comment just before `index` in `text`, if any. */
function docBefore(text, index) {
  const before = text.slice(0, index).replace(/\s+$/, '');
  if (!before.endsWith('*/')) return undefined;
  const start = before.lastIndexOf('/**');
  return start < 0 ? undefined : before.slice(start);
}

/** The end of a declaration starting at `i`: the `;` or closing `}` at depth 0 (string and comment aware enough for .d.ts). */
function declarationEnd(text, i) {
  let depth = 0;
  for (let j = i; j < text.length; j++) {
    const c = text[j];
    if (c === '/' && text[j + 1] === '*') j = text.indexOf('*/', j) + 1;
    else if (c === "'" || c === '"' || c === '`') {
      for (j++; j < text.length && text[j] !== c; j++) if (text[j] === '\\') j++;
    } else if (c === '{' || c === '(' || c === '[' || c === '<') depth++;
    else if (c === '}' || c === ')' || c === ']' || (c === '>' && text[j - 1] !== '=')) depth--;
    else if (c === ';' && depth === 0) return j + 1;
    if (
      c === '}' &&
      depth === 0 &&
      /^\s*(\n|$)/.test(text.slice(j + 1, j + 3)) &&
      /^(export )?(declare )?(interface|class|enum|namespace)/.test(text.slice(i))
    )
      return j + 1;
  }
  return text.length;
}

/** Every declaration of `name` in a .d.ts (overloads give several), each with its doc comment. */
function declarationsOf(file, name) {
  const text = read(file);
  const re = new RegExp(
    `^(export )?(declare )?(function|const|let|class|interface|type|enum|namespace) ${name.replace(/\$/g, '\\$')}\\b`,
    'gm',
  );
  const found = [];
  for (const m of text.matchAll(re)) {
    const end = declarationEnd(text, m.index);
    found.push({ doc: docBefore(text, m.index), code: text.slice(m.index, end).replace(/^export (declare )?/, '') });
  }
  return found;
}

/** Follow an export to its declaration file; `declare` lines of the entry itself count too. */
function resolveExport(file, name, seen = new Set()) {
  const key = `${file}#${name}`;
  if (seen.has(key)) return undefined;
  seen.add(key);
  const own = declarationsOf(file, name);
  if (own.length > 0) return { file, decls: own };
  for (const r of reExports(read(file))) {
    if (r.as !== name) continue;
    const target = resolve(dirname(file), r.from.replace(/\.js$/, '.d.ts'));
    if (existsSync(target)) return resolveExport(target, r.name, seen);
  }
  return undefined;
}

/** The names an entry point exports: its re-exports and its own declarations. */
function exportsOf(file) {
  const text = read(file);
  const names = reExports(text).map((r) => r.as);
  for (const m of text.matchAll(/^export (?:declare )?(?:function|const|let|class|interface|type|enum) (\w+)/gm))
    if (!names.includes(m[1])) names.push(m[1]);
  return names;
}

/** `{@link Name}` as a link to its section (GitHub anchors are lower case). */
const linkTo = (_, name) => `[\`${name}\`](#${name.toLowerCase()})`;

/** A TSDoc comment as Markdown: the summary, then @deprecated, @example code blocks. */
function docMarkdown(doc) {
  const body = doc
    .replace(/^\/\*\*\s?/, '')
    .replace(/\s*\*\/$/, '')
    .split('\n')
    .map((l) => l.replace(/^\s*\* ?/, ''))
    .join('\n');
  const parts = body.split(/^(?=@\w+)/m);
  const out = [parts[0].trim().replace(/\{@link (\w+)\}/g, linkTo)];
  for (const p of parts.slice(1)) {
    const tag = /^@(\w+)\s*([\s\S]*)$/.exec(p);
    if (!tag) continue;
    if (tag[1] === 'example') out.push('```ts\n' + tag[2].trim() + '\n```');
    else if (tag[1] === 'deprecated') out.push(`**Deprecated.** ${tag[2].trim().replace(/\{@link (\w+)\}/g, linkTo)}`);
  }
  return out.filter(Boolean).join('\n\n');
}

function kindOf(code) {
  return /^(declare )?(function|const|let|class|interface|type|enum)/.exec(code)?.[2] ?? 'export';
}

function generate(entry, problems) {
  const file = join(root, entry.file);
  if (!existsSync(file)) throw new Error(`${entry.file} is missing: run tsc (npm run build) first`);
  const lines = [
    `# \`${entry.spec}\``,
    '',
    `Generated by \`npm run docs\` (scripts/api-docs.mjs) from \`${entry.file}\`; do not edit by hand.`,
    '',
  ];
  const intro = docBefore(read(file), read(file).search(/^(import|export)/m));
  if (intro) lines.push(docMarkdown(intro.replace(/@packageDocumentation/, '')), '');
  const names = exportsOf(file);
  lines.push('| export | kind |', '|---|---|');
  const sections = [];
  for (const name of names) {
    const found = resolveExport(file, name);
    if (!found) {
      problems.push(`${entry.spec}: ${name}: declaration not found`);
      continue;
    }
    const documented = found.decls.find((d) => d.doc);
    if (!documented) problems.push(`${entry.spec}: ${name} (${relative(root, found.file)}) has no TSDoc comment`);
    else if (!found.decls.some((d) => d.doc && /@example/.test(d.doc)))
      problems.push(`${entry.spec}: ${name} (${relative(root, found.file)}) has no @example`);
    const kind = kindOf(found.decls[0].code);
    lines.push(`| [\`${name}\`](#${name.toLowerCase()}) | ${kind} |`);
    sections.push(
      `## ${name}`,
      '',
      documented ? docMarkdown(documented.doc) : '',
      '',
      '```ts',
      found.decls.map((d) => d.code.trim()).join('\n'),
      '```',
      '',
    );
  }
  lines.push('', ...sections);
  return lines.join('\n').replace(/\n{3,}/g, '\n\n');
}

const check = process.argv.includes('--check');
const problems = [];
for (const entry of ENTRIES) {
  const text = generate(entry, problems);
  const out = join(root, entry.out);
  if (check) {
    if (!existsSync(out) || readFileSync(out, 'utf8') !== text)
      problems.push(`${entry.out} is not what npm run docs writes: run npm run docs`);
  } else {
    mkdirSync(dirname(out), { recursive: true });
    writeFileSync(out, text);
  }
}
if (problems.length > 0) {
  process.stderr.write(problems.map((p) => `api-docs: ${p}\n`).join(''));
  process.exit(1);
}
if (!check) process.stdout.write(`api-docs: wrote ${ENTRIES.map((e) => e.out).join(', ')}\n`);
