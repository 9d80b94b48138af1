import { HanteiError } from '../core/errors.js';
import { type Message, type Text, messageLang, msg, verbatim } from '../core/messages.js';
import { isComplete, isPlain } from './ruleset-file.js';
import { terminalSafe } from '../core/terminal-text.js';

/*
 * Which ruleset keys each command honours. Every system declares, for every
 * key of its rulesets and every command it offers, one of:
 *   'used'      the key changes the command's numbers or labels;
 *   noEffect    the situation the key governs never arises in the command
 *               (a reaction rule in a single check): honoured trivially, and
 *               said in a note when a ruleset sets the key;
 *   refused     the key would matter but the command does not model it: an
 *               error, no run.
 * test/systems/ruleset-use.test.ts runs every key × command pair and holds the
 * tables to what the engine does.
 */

/** The commands that run a ruleset (`report` runs each analysis as one of them). */
export const RULESET_COMMANDS = ['exact', 'simulate', 'tune', 'compare', 'opposed', 'turn', 'session', 'combat'] as const;
/** A command that runs a ruleset: the built-in ones, or a scenario a system brings (its name). */
export type RulesetCommand = (typeof RULESET_COMMANDS)[number] | (string & {});

/**
 * How a command treats a ruleset key: it changes the numbers (`used`), it cannot
 * matter there (`noEffect`, the reason noted when a file changes it), or the
 * command cannot model it (`refused`, a file changing it stops the run).
 *
 * @example
 * const use: KeyUse = noEffect('a single check never reaches the reaction');
 */
export type KeyUse = 'used' | { noEffect: Text } | { refused: Text };

/** Why a key cannot matter, as a message (a plug-in's plain text said as written). */
export function whyOf(u: { noEffect: Text } | { refused: Text }): Message {
  const why = 'noEffect' in u ? u.noEffect : u.refused;
  return typeof why === 'string' ? verbatim(why) : why;
}

/**
 * Which ruleset key each command honours: every key of the system's rulesets, and per command (exact, simulate, tune, compare, each scenario) its use.
 *
 * @example
 * const KEYS = ['name', 'hitOn'] as const;
 * const use: RulesetUse = { keys: KEYS, commands: { exact: usedExcept(KEYS), simulate: usedExcept(KEYS), tune: usedExcept(KEYS), compare: usedExcept(KEYS) } };
 */
export interface RulesetUse {
  /** Every key of the system's rulesets, dotted ('boost.size'); a map or a list is one key. */
  keys: readonly string[];
  /** Per command the system offers: each key's use. */
  commands: Partial<Record<RulesetCommand, Readonly<Record<string, KeyUse>>>>;
}

/**
 * A command's table: every key used except those named.
 *
 * @example
 * usedExcept(KEYS, { reactionCriticalWins: noEffect('a single check has no reaction') });
 */
export function usedExcept(keys: readonly string[], except: Readonly<Record<string, KeyUse>> = {}): Readonly<Record<string, KeyUse>> {
  for (const k of Object.keys(except)) if (!keys.includes(k)) throw new Error(`ruleset-use: "${k}" is not a ruleset key`);
  return Object.fromEntries(keys.map((k) => [k, except[k] ?? 'used']));
}

/**
 * A key that cannot matter to a command, and why (noted when a ruleset file changes it).
 *
 * @example
 * usedExcept(KEYS, { 'boost.returns': noEffect('a single check ends before the cards come back') });
 */
export const noEffect = (why: Text): KeyUse => ({ noEffect: why });

export function valueAt(obj: unknown, key: string): unknown {
  let here = obj;
  for (const part of key.split('.')) here = isPlain(here) ? here[part] : undefined;
  return here;
}

/** The keys whose value differs from the preset the ruleset extends (JSON order included: a reordered map reorders the output). */
export function changedKeys(use: RulesetUse, rules: unknown, base: unknown): string[] {
  return use.keys.filter((k) => k !== 'name' && JSON.stringify(valueAt(rules, k)) !== JSON.stringify(valueAt(base, k)));
}

/** The preset a ruleset is held against: the one it extends, or for a complete ruleset the preset it differs from least. */
export function basePreset(
  use: RulesetUse,
  presets: Readonly<Record<string, unknown>>,
  defaultName: string,
  input: unknown,
  rules: unknown,
): unknown {
  const named = isPlain(input) ? input.extends : undefined;
  if (typeof named === 'string' && named in presets) return presets[named];
  if (isPlain(input) && isComplete(input, presets[defaultName])) {
    return Object.values(presets).reduce((best, p) =>
      changedKeys(use, rules, p).length < changedKeys(use, rules, best).length ? p : best,
    );
  }
  return presets[defaultName];
}

export interface RulesetPlace {
  /** The ruleset file (or 'ruleset' for one given as data). */
  source: string;
  /** Line and column of a key in the file, when it is a file. */
  position?: (key: string) => { line: number; col: number } | undefined;
}

// a note is said once per command line, however often the ruleset is loaded
const said = new Set<string>();
export function resetRulesetNotes(): void {
  said.clear();
}

/**
 * Refuse a ruleset that sets a key the command does not model; note the keys
 * it sets that cannot matter here. Keys left as the preset has them say nothing.
 */
export function checkRulesetUse(
  use: RulesetUse,
  systemId: string,
  command: RulesetCommand,
  rules: unknown,
  base: unknown,
  place: RulesetPlace,
  warn: (message: string) => void = (m) => process.stderr.write(terminalSafe(`hantei: ${m}\n`)),
): void {
  const table = use.commands[command];
  if (!table) return;
  for (const key of changedKeys(use, rules, base)) {
    const u = table[key];
    if (u === undefined || u === 'used') continue;
    const at = place.position?.(key);
    const where = at ? `${place.source}:${at.line}:${at.col}` : place.source;
    if ('refused' in u) {
      const elsewhere = Object.entries(use.commands)
        .filter(([, t]) => t?.[key] === 'used')
        .map(([c]) => c);
      throw new HanteiError('ruleset', msg('ruleset.refused', { key, command, system: systemId, why: whyOf(u) }), {
        file: place.source,
        line: at?.line,
        column: at?.col,
        hint: msg('ruleset.refusedHint', {
          key,
          command,
          elsewhere: elsewhere.length > 0 ? msg('ruleset.refusedElsewhere', { commands: elsewhere.join(', ') }) : '',
        }),
      });
    }
    const note = msg('ruleset.noEffect', { where, key, command, system: systemId, why: whyOf(u) });
    if (!said.has(note.text('en'))) {
      said.add(note.text('en'));
      warn(note.text(messageLang()));
    }
  }
}
