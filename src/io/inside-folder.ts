import { realpathSync } from 'node:fs';
import { dirname, isAbsolute, join, relative, resolve, sep } from 'node:path';
import { HanteiError } from '../core/errors.js';
import { msg } from '../core/messages.js';

/*
 * A file a writer names inside a folder stays inside it: checked after
 * joining, on the real paths (a link or `..` anywhere on the way is seen
 * through), so a name made from user text can never write elsewhere. The
 * names themselves are made safe by core/file-names.ts; this is the proof.
 */

/** Whether `path` is `root` or below it (both absolute). */
export function isInside(root: string, path: string): boolean {
  const rel = relative(root, path);
  return rel === '' || (!rel.startsWith(`..${sep}`) && rel !== '..' && !isAbsolute(rel));
}

/** The real path of the deepest existing folder on the way to `path`, with the rest appended. */
export function realPathOf(path: string): string {
  const abs = resolve(path);
  let head = abs;
  const tail: string[] = [];
  for (;;) {
    try {
      return resolve(realpathSync(head), ...tail.reverse());
    } catch {
      const up = dirname(head);
      if (up === head) return abs;
      tail.push(head.slice(up.length).replace(/^[/\\]+/, ''));
      head = up;
    }
  }
}

/**
 * `dir` joined with `segments`, refused unless every segment is one plain
 * name (no separator, `.`, `..` or NUL) and the result's real path lies
 * inside `dir`'s real path. Returns `join(dir, …segments)`.
 */
export function fileInside(dir: string, ...segments: string[]): string {
  for (const s of segments)
    if (s === '' || s === '.' || s === '..' || /[/\\\0]/.test(s))
      throw new HanteiError('file', msg('out.nameNotPath', { name: JSON.stringify(s) }), { file: dir, hint: msg('out.nameNotPathHint') });
  const path = resolve(dir, ...segments);
  const root = realPathOf(dir);
  if (!isInside(resolve(dir), path) || !isInside(root, realPathOf(path)))
    throw new HanteiError('file', msg('out.outsideFolder', { name: segments.join('/') }), { file: dir, hint: msg('out.nameNotPathHint') });
  return join(dir, ...segments);
}
