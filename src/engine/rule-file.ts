import { isAbsolute, relative, resolve } from 'node:path';
import type * as Yaml from 'yaml';
import { whileParsing } from '../core/blocking.js';
import { HanteiError } from '../core/errors.js';
import { lazy } from '../core/lazy.js';
import { messageLang, msg, verbatim } from '../core/messages.js';
import { yamlData, yamlPosition } from '../core/user-data.js';
import { readTextFile } from '../decks/text-bytes.js';
import { registerSystem, setSystemResolver } from '../systems/index.js';
import { RULE_KIND, type Rule, readRule, ruleSystem } from '../systems/rule/index.js';
import type { RuleSystem } from '../systems/types.js';

const yaml = lazy<typeof Yaml>('yaml');

/** Whether a system name is a rule file's path (`./my-rule.yaml`) rather than a registered id. */
export function isRulePath(name: string): boolean {
  return /\.ya?ml$/i.test(name);
}

/** Read and check a rule file: errors name the file, the line and the key. */
export function readRuleFile(file: string): Rule {
  const text = readTextFile(file, 'rule');
  const { LineCounter, parseDocument } = yaml();
  const lc = new LineCounter();
  const doc = whileParsing(text.length, () =>
    parseDocument(text.replace(/^\uFEFF/, ''), { lineCounter: lc, prettyErrors: false, uniqueKeys: true }),
  );
  if (doc.errors.length > 0) {
    const pos = lc.linePos(doc.errors[0].pos[0]);
    throw new HanteiError('yaml', msg('ruleset.notYaml', { why: verbatim(doc.errors[0].message.split('\n')[0]) }), {
      file,
      line: pos.line,
      column: pos.col,
    });
  }
  const data = yamlData(doc, 'ruleset', file, lc);
  if (typeof data !== 'object' || data === null || (data as { kind?: unknown }).kind !== RULE_KIND)
    throw new HanteiError('ruleset', msg('rule.notRule'), {
      file,
      line: yamlPosition(doc.contents, ['kind'], lc).line,
      hint: msg('rule.notRuleHint'),
    });
  return readRule(data, { file, lineOf: (path) => yamlPosition(doc.contents, path, lc).line });
}

/** Whether a file is a rule file (it says `kind: hantei.rule/1`); false for anything unreadable. */
export function looksLikeRuleFile(file: string): boolean {
  if (!isRulePath(file)) return false;
  try {
    return /^kind:\s*['"]?hantei\.rule\/1['"]?\s*$/m.test(readTextFile(file, 'rule', { peek: true }));
  } catch {
    return false;
  }
}

/** Explosion cut-offs already noted, by rule and depth: said once per process. */
const noted = new Set<string>();

/**
 * A rule file as a rule system named `id` (its path as given). A cell whose
 * explosions stop at their stated depth notes, once, the share of a die's
 * odds past the cut-off (counted at the cut-off value), on standard error
 * as ruleset notes are.
 */
export function ruleFileSystem(file: string, id = file): RuleSystem {
  const system = ruleSystem(readRuleFile(file), id);
  const compile = system.compile;
  system.compile = (cell, rules, ctx) => {
    const c = compile(cell, rules, ctx);
    if (c.truncated > 0) {
      const depth = Math.max(...c.sides.flatMap((s) => s.pools.map((p) => p.depth)));
      const key = `${id}|${depth}|${c.truncated}`;
      if (!noted.has(key)) {
        noted.add(key);
        const m = msg('rule.truncated', { depth, mass: c.truncated.toExponential(2) });
        process.stderr.write(`hantei: ${id}: ${m.text(messageLang())}\n`);
      }
    }
    return c;
  };
  return system as unknown as RuleSystem;
}

/**
 * Load a rule file and register it as a rule system; returns its id (the
 * path as given), which commands, studies and the library then take as
 * `system`. Loading the same id again returns it.
 *
 * @example
 * const id = loadRule('./my-rule.yaml');
 * const doc = await exact({ system: id, params: { difficulty: '5..12' } });
 */
export function loadRule(file: string): string {
  resolveRuleSystem(file);
  return file;
}

/** The id a study gives a rule file it names relative to its own folder: the path from here, as the CLI would write it. */
export function ruleIdFrom(studyDir: string, name: string): string {
  const abs = isAbsolute(name) ? name : resolve(studyDir, name);
  const rel = relative(process.cwd(), abs).replace(/\\/g, '/');
  return rel.startsWith('..') || isAbsolute(rel) ? abs.replace(/\\/g, '/') : `./${rel}`;
}

/** The resolver the registry asks for an unknown id: a rule file's path is loaded and registered. */
function resolveRuleSystem(id: string): RuleSystem | undefined {
  if (!isRulePath(id)) return undefined;
  const system = ruleFileSystem(id);
  registerSystem(system);
  return system;
}

/** Let `getSystem` (commands, studies, reports, workers) take a rule file's path as a system. */
export function installRuleFiles(): void {
  setSystemResolver(resolveRuleSystem);
}
