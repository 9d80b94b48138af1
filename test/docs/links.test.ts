import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { markdownFiles } from './documents.js';
import { anchors, isExternal, links } from './markdown.js';

/*
 * Every relative link of README*.md and docs/**\/*.md leads somewhere: the
 * file exists, and an anchor (`file.md#section`, `#section`) is a heading
 * there. The docs stay inside the project: no link reaches ../shared.
 */

const root = resolve('.');
const text = (file: string) => readFileSync(join(root, file), 'utf8');

/** What is wrong with one link of `from`, or undefined when it leads somewhere. */
export function brokenLink(from: string, target: string): string | undefined {
  if (isExternal(target)) return undefined;
  const [path, anchor] = target.split('#', 2);
  const file = path ? join(dirname(from), decodeURIComponent(path)) : from;
  if (/(^|\/)shared(\/|$)/.test(file) || file.startsWith('..')) return `${target} leaves the project`;
  if (!existsSync(join(root, file))) return `${target}: no such file (${file})`;
  if (anchor === undefined) return undefined;
  if (statSync(join(root, file)).isDirectory() || !file.endsWith('.md')) return `${target}: an anchor into a file that is not Markdown`;
  return anchors(text(file)).has(decodeURIComponent(anchor)) ? undefined : `${target}: ${file} has no heading #${anchor}`;
}

describe('links in the docs', () => {
  for (const file of markdownFiles(root))
    it(`${file}: every relative link points to an existing file and heading`, () => {
      const broken = links(text(file)).flatMap((l) => {
        const why = brokenLink(file, l.target);
        return why ? [`${file}:${l.line}: ${why}`] : [];
      });
      expect(broken.join('\n')).toBe('');
    });
});
