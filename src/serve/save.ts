/*
 * Saving from the workbench: the edited ruleset as a preset with overrides,
 * the study pointing at it (and at pasted decks saved beside it), written
 * into the study's folder only as new files, files this server wrote, or
 * files the page confirmed — every target checked before the first write.
 */

import { basename, dirname, extname, resolve } from 'node:path';
import { lstatSync } from 'node:fs';
import { isMap, isSeq, parseDocument } from 'yaml';
import { HanteiError } from '../core/errors.js';
import { msg } from '../core/messages.js';
import type { Deck } from '../api/index.js';
import { resolveRuleset, rulesetYaml } from '../api/checks.js';
import { readTextFile } from '../io/read.js';
import { writeFileAtomic } from '../io/atomic.js';
import { getSystem } from '../systems/index.js';
import { studyFromText } from '../study/study.js';
import { goalsOf, studyTextWith } from './goal-texts.js';
import { BadRequest } from './fields.js';
import { Conflict, isPlainObject } from './request-errors.js';
import { type PageSession, deckSlug } from './page-decks.js';
import type { AnalysisInfo, SaveResponse } from './protocol.js';

/** What a save reads of the workbench: its study, folder, deck files and what it wrote. */
export interface SaveContext {
  studyName: string;
  studyFile: string;
  studyDir: string;
  analyses: readonly AnalysisInfo[];
  /** Deck id → path relative to the study folder (the study's decks). */
  deckFiles: ReadonlyMap<string, string>;
  /** Absolute paths this process wrote: the only existing files it may overwrite unasked (added to here). */
  wrote: Set<string>;
  page: PageSession;
}

/** A save's request, checked: the analysis, its edited rules and params (checked by the workbench). */
export interface SaveRequest {
  a: AnalysisInfo;
  rules: unknown;
  params: Record<string, unknown>;
  write?: boolean;
  overwrite?: readonly string[];
  expect?: unknown;
}

interface FileOut {
  file: string;
  text: string;
  what: string;
}

/** The edited ruleset's file: only the keys that differ from its preset, under `extends:`. */
function rulesetFileOf(stem: string, a: AnalysisInfo, rules: unknown): { rulesetFile: string; rulesetText: string } {
  const preset = getSystem(a.system).rulesets[a.preset];
  // a saved ruleset is never named like the preset it changes: without a name of its own it is named
  // after its file, as every command names a ruleset file (v2+balance-mtg-v2-rules.yaml)
  const rulesetFile = `${stem}-rules.yaml`;
  const current = String((rules as { name?: string }).name ?? '');
  const own = current !== a.preset && !current.startsWith(`${a.preset}+`) && !/ \(edited\)$/.test(current);
  const named = { ...(rules as Record<string, unknown>), name: own ? current : `${a.preset}+${rulesetFile}` };
  const { name: _n, ...changed } = diffOf(preset, named) as Record<string, unknown>;
  const diff = { extends: a.preset, ...(own ? { name: current } : {}), ...changed };
  const rulesetText = `# ${a.system} ruleset edited in the hantei workbench, from the preset ${a.preset}\n${rulesetYaml(diff)}`;
  // the file must read back as exactly the edited ruleset
  const again = resolveRuleset(a.system, diff, rulesetFile).rules;
  if (JSON.stringify(again) !== JSON.stringify(named)) throw new BadRequest(msg('serve.notPresetOverrides'));
  return { rulesetFile, rulesetText };
}

/** The files a save makes (pasted decks, the ruleset, the study), nothing written yet. */
function filesOf(ctx: SaveContext, req: SaveRequest): { files: FileOut[]; pastedUsed: Map<string, string> } {
  const { a, params } = req;
  // from the study's own names (never the page's): a file name with no separator
  const stem = `${ctx.studyName}-${a.name}`.replace(/[^\w.-]+/g, '_');
  const { rulesetFile, rulesetText } = rulesetFileOf(stem, a, req.rules);
  const studyFile = `${stem}-workbench.yaml`;
  // failsafe: every scalar stays the text it was (1e4 is not rewritten as 1e+4); new values go in as text too
  // the page's goals (the goal editor), read back by the study reader before anything is written
  const source = req.expect === undefined ? readTextFile(ctx.studyFile, 'study') : withGoals(ctx.studyFile, req.expect);
  const doc = parseDocument(source, { schema: 'failsafe' });
  const analyses = isMap(doc.contents) ? doc.contents.get('analyses', true) : undefined;
  if (!isSeq(analyses)) throw new BadRequest(msg('serve.noAnalysesList'));
  const index = ctx.analyses.indexOf(a);
  if (!isMap(analyses.items[index])) throw new BadRequest(msg('serve.analysisNotMap'));
  doc.setIn(['analyses', index, 'ruleset'], rulesetFile);
  const studyParams: Record<string, unknown> = { ...params };
  // pasted decks the study uses, with the file each is (or will be) saved as
  const pastedUsed = new Map<string, string>();
  const planned = new Set([rulesetFile, studyFile]);
  for (const [k, v] of Object.entries(params)) {
    const spec = getSystem(a.system).params.find((p) => p.name === k);
    if (spec?.kind !== 'deck-list') continue;
    studyParams[k] = (Array.isArray(v) ? v : [v]).map(String).map((id) => {
      const rel = ctx.deckFiles.get(id);
      if (rel) return rel;
      const file = pastedUsed.get(id) ?? ctx.page.files.get(id) ?? freeDeckFile(ctx, ctx.page.decks.get(id)!, planned);
      pastedUsed.set(id, file);
      planned.add(file);
      return file;
    });
  }
  doc.setIn(['analyses', index, 'params'], doc.createNode(asText(studyParams), { flow: true }));
  doc.setIn(['name'], `${ctx.studyName}-workbench`);
  const files: FileOut[] = [
    ...[...pastedUsed].map(([id, file]) => ({ file, text: ctx.page.text.get(id)!, what: 'deck' })),
    { file: rulesetFile, text: rulesetText, what: 'ruleset' },
    { file: studyFile, text: doc.toString({ lineWidth: 0 }), what: 'study' },
  ];
  return { files, pastedUsed };
}

/**
 * The edited ruleset as a ruleset file and the study with that analysis
 * pointing at it (and at the page's params). With `write` they go into the
 * study's folder: new files, files this server wrote, or files the page
 * names in `overwrite` — never any other existing file.
 */
export function saveFiles(ctx: SaveContext, req: SaveRequest): SaveResponse {
  const { files, pastedUsed } = filesOf(ctx, req);
  const written: string[] = [];
  if (req.write === true) {
    // every target is checked before the first is written: a refusal writes nothing
    const confirmed = new Set(req.overwrite ?? []);
    const targets = files.map((f) => ({ ...f, path: target(ctx.studyDir, f.file) }));
    const refused = targets.filter((t) => !mayWrite(ctx, t.path, confirmed.has(t.file)));
    if (refused.length > 0) {
      const names = refused.map((t) => t.file);
      throw new Conflict(msg(names.length === 1 ? 'serve.existsOne' : 'serve.existsMany', { names: names.join(', ') }), names);
    }
    for (const t of targets) {
      writeFileAtomic(t.path, t.text, t.what);
      ctx.wrote.add(t.path);
      written.push(t.file);
    }
    for (const [id, file] of pastedUsed) ctx.page.files.set(id, file);
  }
  const [ruleset, study] = files.slice(-2);
  // the study names pasted decks as files beside it: the page downloads them with it
  const decks = files.filter((f) => f.what === 'deck').map(({ file, text }) => ({ file, text }));
  return { rulesetFile: ruleset.file, rulesetYaml: ruleset.text, studyFile: study.file, studyYaml: study.text, decks, written };
}

/** The study's text with the page's goals as its expect: list, refused (400) unless the study reader accepts it. */
function withGoals(studyFile: string, goals: unknown): string {
  const text = studyTextWith(readTextFile(studyFile, 'study'), goalsOf(goals));
  try {
    studyFromText(studyFile, text);
  } catch (e) {
    if (e instanceof HanteiError) throw BadRequest.of(e);
    throw e;
  }
  return text;
}

/** A file name of the study folder as a path in it (names are made here; this only proves it). */
function target(studyDir: string, file: string): string {
  const p = resolve(studyDir, file);
  if (dirname(p) !== studyDir || basename(p) !== file) throw new BadRequest(msg('serve.outsideFolder', { file }));
  return p;
}

/** Whether a path may be written: absent, written by this server, the study it was started with, or confirmed by the page — and a regular file if it exists. */
function mayWrite(ctx: SaveContext, path: string, confirmed: boolean): boolean {
  let st;
  try {
    st = lstatSync(path);
  } catch {
    return true;
  }
  if (!st.isFile()) return false;
  return ctx.wrote.has(path) || path === ctx.studyFile || confirmed;
}

/** A file for a pasted deck: its name made safe (the deck id's rule), numbered past any file already in the study folder. */
function freeDeckFile(ctx: SaveContext, deck: Deck, planned: ReadonlySet<string>): string {
  const ext = ['.yaml', '.yml', '.dek'].includes(extname(deck.file).toLowerCase()) ? extname(deck.file).toLowerCase() : '.txt';
  const stem = deckSlug(deck.id);
  for (let n = 1; ; n++) {
    const file = `${stem}${n === 1 ? '' : `-${n}`}${ext}`;
    const path = resolve(ctx.studyDir, file);
    if (planned.has(file)) continue;
    try {
      lstatSync(path);
      if (!ctx.wrote.has(path)) continue;
    } catch {
      // absent: free
    }
    return file;
  }
}

/** Scalars as text, for a failsafe YAML document (plain when they need no quotes, so 2 reads back as a number). */
function asText(v: unknown): unknown {
  if (Array.isArray(v)) return v.map(asText);
  if (isPlainObject(v))
    return Object.fromEntries(
      Object.entries(v)
        .filter(([, x]) => x !== undefined && x !== null)
        .map(([k, x]) => [k, asText(x)]),
    );
  return String(v);
}

/** The keys of `b` that differ from `a` (objects recursively; arrays and scalars whole). */
function diffOf(a: unknown, b: unknown): unknown {
  if (isPlainObject(a) && isPlainObject(b)) {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(b)) {
      if (JSON.stringify(a[k]) === JSON.stringify(v)) continue;
      out[k] = k in a ? diffOf(a[k], v) : v;
    }
    return out;
  }
  return b;
}
