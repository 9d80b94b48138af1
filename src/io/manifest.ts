import { createHash } from 'node:crypto';
import { lstatSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { readTextFile } from './read.js';

/*
 * What hantei wrote in an output folder. Every folder hantei writes holds
 * `.hantei-manifest.json`: each file it wrote, with its sha256. A later run
 * replaces only those files (rsync's rule: never delete what you did not
 * write). A file listed but changed since is the user's now. A folder without
 * a manifest (written by hantei 0.2, or by someone else) is taken as hantei's
 * only when every file in it has a name hantei writes.
 */

export const MANIFEST = '.hantei-manifest.json';
export const MANIFEST_SCHEMA = 'hantei.manifest/1';

export interface Manifest {
  schema: typeof MANIFEST_SCHEMA;
  version: string;
  /** Relative path (with `/`) → sha256 of the bytes hantei wrote. */
  files: Record<string, string>;
}

/** The names a report folder of hantei 0.2 holds (it wrote no manifest). */
export const REPORT_NAMES = [/^index\.html$/, /^results\.json$/, /^results\.csv$/, /^scenarios\.csv$/, /^charts\/[^/]+\.(vl\.json|svg)$/];

export function sha256(bytes: Uint8Array | string): string {
  return createHash('sha256').update(bytes).digest('hex');
}

/**
 * Every entry of a folder, as relative paths with `/`: files, links and
 * special files (never followed), and empty folders as `name/`.
 */
export function listFolder(root: string): string[] {
  const out: string[] = [];
  const walk = (rel: string): void => {
    const names = readdirSync(join(root, rel));
    if (names.length === 0 && rel !== '') out.push(`${rel}/`);
    for (const name of names.sort()) {
      const r = rel ? `${rel}/${name}` : name;
      if (lstatSync(join(root, r)).isDirectory()) walk(r);
      else out.push(r);
    }
  };
  walk('');
  return out;
}

// a manifest lists a report folder's files: a few KB; far more is no manifest of ours
const MANIFEST_CAP = 16 * 1024 * 1024;

function readManifest(root: string): Manifest | undefined {
  try {
    // through the one reader: a manifest that is a FIFO or a device is no manifest (never waited on), and one of any size is bounded
    const d = JSON.parse(readTextFile(join(root, MANIFEST), 'manifest', { cap: MANIFEST_CAP, peek: true })) as Partial<Manifest>;
    if (d.schema !== MANIFEST_SCHEMA || typeof d.files !== 'object' || d.files === null) return undefined;
    const files = Object.entries(d.files).filter((e): e is [string, string] => typeof e[1] === 'string');
    return { schema: MANIFEST_SCHEMA, version: String(d.version), files: Object.fromEntries(files) };
  } catch {
    return undefined;
  }
}

export interface Ownership {
  /** Files hantei wrote and nobody changed since: hantei may replace or remove them. */
  ours: string[];
  /** Files hantei wrote that were changed since: the user's now. */
  edited: string[];
  /** Everything else: never removed. */
  unknown: string[];
}

/** Whether a folder's entry has a name a report folder holds (index.html, results.json, charts/…). */
export function isReportName(rel: string): boolean {
  return REPORT_NAMES.some((re) => re.test(rel));
}

/**
 * The regular files of a folder that writing it may replace or remove: the
 * files its manifest lists, and every file named as hantei names its own
 * (a run with --force writes those names over whatever holds them). Links
 * are left out: replacing a link never touches what it points to.
 */
export function replaceableFiles(root: string): string[] {
  const manifest = readManifest(root);
  return listFolder(root).filter(
    (rel) => rel !== MANIFEST && (manifest?.files[rel] !== undefined || isReportName(rel)) && lstatSync(join(root, rel)).isFile(),
  );
}

/** Who owns each entry of an existing folder. */
export function ownership(root: string): Ownership {
  const manifest = readManifest(root);
  const own: Ownership = { ours: [], edited: [], unknown: [] };
  for (const rel of listFolder(root)) {
    if (rel === MANIFEST) continue;
    const listed = manifest?.files[rel];
    if (manifest) {
      if (listed === undefined || !lstatSync(join(root, rel)).isFile()) own.unknown.push(rel);
      else if (sha256(readFileSync(join(root, rel))) === listed) own.ours.push(rel);
      else own.edited.push(rel);
    } else if (REPORT_NAMES.some((re) => re.test(rel)) && lstatSync(join(root, rel)).isFile()) {
      own.ours.push(rel);
    } else own.unknown.push(rel);
  }
  return own;
}

/** The manifest of a freshly written folder: every file in it. */
export function manifestOf(root: string, version: string): Manifest {
  const files: Record<string, string> = {};
  for (const rel of listFolder(root)) if (rel !== MANIFEST && !rel.endsWith('/')) files[rel] = sha256(readFileSync(join(root, rel)));
  return { schema: MANIFEST_SCHEMA, version, files };
}
