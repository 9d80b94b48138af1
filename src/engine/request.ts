import { extname } from 'node:path';
import type * as Yaml from 'yaml';
import { lazy } from '../core/lazy.js';
import { HanteiError } from '../core/errors.js';
import { labelled, msg, verbatim } from '../core/messages.js';
import { yamlData } from '../core/user-data.js';
import { whileParsing } from '../core/blocking.js';
import { paramLabel } from '../core/names.js';
import { type Cell, type ParamValue, expandGrid, parseChoiceList, parseIntRange, wholeNumber } from '../core/grid.js';
import { readTextFile } from '../io/read.js';
import { deckSystem } from '../systems/deck-systems.js';
import { type RulesetCommand, basePreset, checkRulesetUse } from '../systems/ruleset-use.js';
import type { CompileContext, CompiledCheck, DeckOf, DeckReadOptions, RuleSystem } from '../systems/types.js';
import { type Budget, DEFAULT_BUDGET, checkCellBudget } from '../core/budget.js';
import { checkVaryUse, varyAxes, varySpecs, withVariedRules } from './vary.js';
import { checksOf, normaliseParams } from './params.js';

// the YAML parser loads only when a ruleset file is read
const yaml = lazy<typeof Yaml>('yaml');

/**
 * A ruleset: a preset name of the system, or a YAML/JSON file that may
 * `extends` one. Given the command that will run it, a file that sets a key
 * the command does not model is refused (systems/ruleset-use.ts).
 */
export function loadRuleset<R>(
  system: RuleSystem<R>,
  spec?: string | { name: string; rules: R },
  command?: RulesetCommand,
): { name: string; rules: R } {
  // a ruleset already resolved and checked (a combination of varied keys, engine/vary-scenario.ts)
  if (typeof spec === 'object') return spec;
  const name = spec ?? system.defaultRuleset;
  if (name in system.rulesets) return { name, rules: system.rulesets[name] };
  const ext = extname(name).toLowerCase();
  if (!['.yaml', '.yml', '.json'].includes(ext)) {
    throw new HanteiError('ruleset', msg('ruleset.notFound', { name, system: system.id }), {
      hint: msg('ruleset.useOneOf', { list: Object.keys(system.rulesets).join(', ') }),
    });
  }
  const text = readTextFile(name, 'ruleset');
  const { LineCounter, parseDocument } = yaml();
  const lc = new LineCounter();
  // a long file is parsed with Ctrl-C's default action: it ends the process at once (core/blocking.ts)
  const doc = whileParsing(text.length, () =>
    parseDocument(text.replace(/^\uFEFF/, ''), { lineCounter: lc, prettyErrors: false, uniqueKeys: true }),
  );
  if (doc.errors.length > 0) {
    const pos = lc.linePos(doc.errors[0].pos[0]);
    throw new HanteiError('ruleset', msg('ruleset.notYaml', { why: verbatim(doc.errors[0].message.split('\n')[0]) }), {
      file: name,
      line: pos.line,
      column: pos.col,
    });
  }
  const data = yamlData(doc, 'ruleset', name, lc);
  let rules: R;
  try {
    rules = system.resolveRuleset(data, name);
  } catch (e) {
    // the systems validate plain data; put the line and column of the key they name back on the error
    if (e instanceof HanteiError && e.place.line === undefined) {
      const path = /"([\w.-]+)(?::[^"]*)?"/.exec(e.message)?.[1];
      const at = path ? keyPosition(doc.contents, path.split('.'), lc) : undefined;
      if (at) throw e.at({ file: name, line: at.line, column: at.col });
    }
    throw e;
  }
  if (command) {
    const base = basePreset(system.rulesetUse, system.rulesets, system.defaultRuleset, data, rules);
    checkRulesetUse(system.rulesetUse, system.id, command, rules, base, {
      source: name,
      position: (key) => keyPosition(doc.contents, key.split('.'), lc),
    });
  }
  return { name: rulesetName(rules) ?? name, rules };
}

/** A ruleset's own `name:`, if it has one. */
export function rulesetName(rules: unknown): string | undefined {
  return typeof rules === 'object' && rules !== null && 'name' in rules && typeof rules.name === 'string' ? rules.name : undefined;
}

/** Line and column of the key at a dotted path in a YAML document, or of the deepest map on the way. */
function keyPosition(node: unknown, path: readonly string[], lc: Yaml.LineCounter): { line: number; col: number } | undefined {
  let here: unknown = node;
  let found: { line: number; col: number } | undefined;
  for (const part of path) {
    const { isMap, isScalar } = yaml();
    if (!isMap(here)) break;
    const pair = here.items.find((it) => isScalar(it.key) && String(it.key.value) === part);
    if (!pair) break;
    const range = (pair.key as { range?: number[] }).range;
    if (range) found = lc.linePos(range[0]);
    here = pair.value;
  }
  return found;
}

export interface DeckLoadOptions extends DeckReadOptions {
  /** Decks already resolved (e.g. pasted into the workbench), used for a name that is one of their ids. */
  decks?: ReadonlyMap<string, DeckOf>;
  /** The system whose reader reads the files (its `decks` section); default the first registered system with decks. */
  system?: RuleSystem<unknown, CompiledCheck>;
}

/** Load deck files with the system's reader; ids are file stems, made unique if two files share one. */
export function loadDecks(files: readonly string[], opts: DeckLoadOptions): Map<string, DeckOf> {
  const { decks: held, system, ...how } = opts;
  // one reader for the files: card data is read only when a file needs it, and once
  const reader = (system?.decks ?? deckSystem().decks).reader(how);
  const decks = new Map<string, DeckOf>();
  for (const f of files) {
    const deck = held?.get(f) ?? reader.read(f);
    let id = deck.id;
    for (let i = 2; decks.has(id); i++) id = `${deck.id}-${i}`;
    decks.set(id, { ...deck, id });
  }
  return decks;
}

function listOf(v: unknown): string[] {
  if (v === undefined || v === null) return [];
  return (Array.isArray(v) ? v : [v])
    .flatMap((x) => String(x).split(','))
    .map((s) => s.trim())
    .filter((s) => s !== '');
}

/**
 * Turn option values (keyed by parameter name) into the grid of cells. Every
 * list or range parameter is an axis, in the order the system declares them.
 */
export function buildCells(
  system: RuleSystem<unknown, CompiledCheck>,
  rules: unknown,
  values: Readonly<Record<string, unknown>>,
  decks: DeckLoadOptions = {},
  budget: Budget = DEFAULT_BUDGET,
): { cells: Cell[]; ctx: CompileContext } {
  // either spelling of a key; an unknown key stops here, in every entrance (engine/params.ts)
  values = normaliseParams(values, system.params, { to: 'name', what: checksOf(system.id), extra: ['vary'] });
  const axes: Array<[string, ParamValue[]]> = [];
  let deckMap = new Map<string, DeckOf>();
  for (const p of system.params) {
    let v = values[p.name];
    // an empty value is a mistake (--check ''), never "use the default"
    if (v === '' || (Array.isArray(v) && v.every((x) => String(x).trim() === '')))
      throw new HanteiError('range', msg('value.empty', { p: paramLabel(p.flag) }), { hint: p.describe });
    if (v === undefined) v = system.defaultsFor?.(p.name, rules) ?? p.default;
    if (v === undefined) {
      if (p.required) throw new HanteiError('usage', msg('param.missing', { p: paramLabel(p.flag) }), { hint: p.describe });
      continue;
    }
    switch (p.kind) {
      case 'deck-list': {
        const files = listOf(v);
        if (files.length === 0) throw new HanteiError('usage', msg('param.missing', { p: paramLabel(p.flag) }), { hint: p.describe });
        deckMap = loadDecks(files, { ...decks, system, maxCards: decks.maxCards ?? budget.maxCards });
        axes.push([p.name, [...deckMap.keys()]]);
        break;
      }
      case 'int-range': {
        const xs = listOf(v).length > 1 ? parseIntRange(listOf(v).join(','), p.flag) : parseIntRange(String(v), p.flag);
        for (const x of xs) {
          if ((p.min !== undefined && x < p.min) || (p.max !== undefined && x > p.max)) {
            const bounds =
              p.min !== undefined && p.max !== undefined
                ? msg('param.atLeastAndMost', { min: p.min, max: p.max })
                : p.min !== undefined
                  ? msg('param.atLeast', { min: p.min })
                  : msg('param.atMost', { max: p.max ?? '' });
            throw new HanteiError('range', msg('param.impossible', { p: paramLabel(p.flag), x }), {
              hint: msg('param.mustBe', { label: labelled(p.label), bounds }),
            });
          }
        }
        axes.push([p.name, xs]);
        break;
      }
      case 'int-or-label': {
        const { choices, aliases } = system.choicesFor!(p.name, rules);
        const out: ParamValue[] = [];
        for (const item of listOf(v)) {
          if (/^-?\d+(\.\.-?\d+)?$/.test(item)) out.push(...parseIntRange(item, p.flag));
          else out.push(...parseChoiceList(item, p.flag, choices, aliases));
        }
        if (out.length === 0) throw new HanteiError('range', msg('value.empty', { p: paramLabel(p.flag) }), { hint: p.describe });
        axes.push([p.name, [...new Set(out)]]);
        break;
      }
      case 'choice-list': {
        const c = p.choices ? { choices: p.choices, aliases: p.aliases ?? {} } : system.choicesFor!(p.name, rules);
        axes.push([p.name, parseChoiceList(listOf(v), p.flag, c.choices, c.aliases)]);
        break;
      }
      case 'flag':
        axes.push([p.name, [v === true || v === 'true']]);
        break;
      case 'int': {
        axes.push([p.name, [wholeNumber(v, p.flag, p.min, p.max)]]);
        break;
      }
    }
  }
  // varied ruleset keys (`vary`, engine/vary.ts) are axes too, first: the budget counts rulesets × cells
  if (values.vary !== undefined && values.vary !== null)
    axes.unshift(...varyAxes(system, rules, values.vary).map((a): [string, ParamValue[]] => [a.key, a.values]));
  // estimate before expanding: a million-cell request is refused, not attempted
  checkCellBudget(
    axes.reduce((n, [, values]) => n * values.length, 1),
    budget,
  );
  const cells = expandGrid(axes);
  const ctx = { decks: deckMap };
  system.checkCells?.(cells, rules, ctx);
  return { cells, ctx };
}

/**
 * The system a grid runs with: itself, or with varied ruleset keys (`vary` in
 * the values) checked against the command and read into each cell's compile.
 */
export function gridSystem(
  system: RuleSystem<unknown, CompiledCheck>,
  rules: unknown,
  values: Readonly<Record<string, unknown>>,
  command?: RulesetCommand,
): RuleSystem<unknown, CompiledCheck> {
  if (values.vary === undefined || values.vary === null) return system;
  const keys = varySpecs(values.vary).map((s) => s.key);
  if (command) checkVaryUse(system, keys, command);
  return withVariedRules(system, rules, keys);
}
