/*
 * The documents the docs tests read: README.md and each docs/*.md, each with
 * its Japanese translation (README.ja.md, docs/ja/*.md) and whether that
 * exists yet. Every Markdown file a link may start from is listed too.
 */
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

export interface DocPair {
  /** The English document, relative to the project. */
  en: string;
  /** Its translation, relative to the project (present or not); none for an English-only document. */
  ja?: string;
  jaExists: boolean;
}

export const JA_FOLDER = 'docs/ja';

/** Developers' notes kept in English only (the module map, changed by every helper at once). */
export const ENGLISH_ONLY = new Set(['docs/architecture.md']);

/** README.md and docs/*.md, each with its translation. */
export function docPairs(root: string): DocPair[] {
  const docs = readdirSync(join(root, 'docs'))
    .filter((f) => f.endsWith('.md'))
    .sort();
  const pairs = [
    { en: 'README.md', ja: 'README.ja.md' },
    ...docs.map((f) => ({ en: `docs/${f}`, ja: ENGLISH_ONLY.has(`docs/${f}`) ? undefined : `${JA_FOLDER}/${f}` })),
  ];
  return pairs.map((p) => ({ ...p, jaExists: p.ja !== undefined && existsSync(join(root, p.ja)) }));
}

/** Every Markdown file whose links must resolve: README*.md and docs/**\/*.md. */
export function markdownFiles(root: string): string[] {
  const out = readdirSync(root)
    .filter((f) => /^README.*\.md$/.test(f))
    .sort();
  const walk = (dir: string): void => {
    for (const f of readdirSync(dir).sort()) {
      const p = join(dir, f);
      if (statSync(p).isDirectory()) walk(p);
      else if (f.endsWith('.md')) out.push(relative(root, p));
    }
  };
  walk(join(root, 'docs'));
  return out;
}
