/*
 * The solved ruleset written out: the file `--write-ruleset` makes, and the
 * targets it may not overwrite.
 */

import { resolve } from 'node:path';
import { parse, stringify } from 'yaml';
import { HanteiError } from '../core/errors.js';
import { msg } from '../core/messages.js';
import { readTextFile } from '../io/read.js';
import type { VaryValue } from '../engine/vary.js';
import { isPlain } from '../systems/ruleset-file.js';
import type { CompiledCheck, RuleSystem } from '../systems/types.js';

/**
 * The solved ruleset as a file a study can point at: `extends:` the study's
 * preset with only the changed keys; when the study's ruleset is itself a
 * file, that file's keys with the changed ones set (a ruleset file extends a
 * preset, never another file). Checked by the system before it is returned.
 */
export function solvedRulesetYaml(
  system: RuleSystem<unknown, CompiledCheck>,
  spec: string | undefined,
  changes: Readonly<Record<string, VaryValue>>,
  note: string,
): string {
  let data: Record<string, unknown>;
  if (spec === undefined || spec in system.rulesets) data = { extends: spec ?? system.defaultRuleset };
  else {
    const parsed: unknown = parse(readTextFile(spec, 'ruleset').replace(/^\uFEFF/, ''));
    if (!isPlain(parsed)) throw new HanteiError('ruleset', msg('ruleset.notMap'), { file: spec });
    data = parsed;
    // the new file is named after itself, not after the file it copies
    delete data.name;
  }
  for (const [key, value] of Object.entries(changes)) {
    const parts = key.split('.');
    let here = data;
    for (const p of parts.slice(0, -1)) {
      if (!isPlain(here[p])) here[p] = {};
      here = here[p] as Record<string, unknown>;
    }
    here[parts[parts.length - 1]] = value;
  }
  system.resolveRuleset(JSON.parse(JSON.stringify(data)), 'the solved ruleset');
  return `# ${note}\n${stringify(data)}`;
}

/** Refuse to write the solved ruleset over the study itself or the ruleset it reads. */
export function checkRulesetTarget(target: string, study: string, spec: string | undefined): void {
  const t = resolve(target);
  if (t === resolve(study))
    throw new HanteiError('range', msg('solve.writeIsStudy', { target }), {
      hint: msg('solve.writeNewFile'),
    });
  if (spec !== undefined && t === resolve(spec))
    throw new HanteiError('range', msg('solve.writeIsRuleset', { target }), {
      hint: msg('solve.writeThenPoint'),
    });
}
