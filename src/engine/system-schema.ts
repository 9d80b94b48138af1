import type { ParamSpec, RuleSystem } from '../systems/types.js';

/*
 * The per-system parts of the hantei.results/1 schema, generated from the
 * system contract (never written by hand): for each system, a branch that
 * applies when `system` is its id and says which `analysis` names it has
 * (`check` and its scenarios), the type of each parameter in a cell's params
 * (from `params`, plus the ruleset keys `--vary` puts there), the outcome
 * categories, and the shape of `rules` (the keys of `rulesetUse`, typed by its
 * presets). `scripts/schemas.mjs` writes them into schemas/ for the built-in
 * systems; `engine/results-schema.ts` regenerates them for every registered
 * system when it validates, so a system added with `registerSystem` validates
 * with no schema edit. A document of an id no system has keeps the generic
 * checks only.
 */

/** A JSON Schema object (draft-07), as plain data. */
export type JsonSchema = { [keyword: string]: unknown };

/** The prefix of the generated definitions (`#/definitions/system-2d6`). */
export const SYSTEM_DEFINITION = 'system-';

const jsonType = (v: unknown): string => (v === null ? 'null' : Array.isArray(v) ? 'array' : typeof v === 'number' ? 'number' : typeof v);

/** A value's schema from the values the presets give it: the union of their JSON types. */
function presetValueSchema(values: readonly unknown[]): JsonSchema {
  const types = [...new Set(values.map(jsonType))].sort();
  return types.length === 1 ? { type: types[0] } : { type: types };
}

function at(obj: unknown, path: readonly string[]): unknown {
  let here = obj;
  for (const p of path)
    here = here !== null && typeof here === 'object' && !Array.isArray(here) ? (here as Record<string, unknown>)[p] : undefined;
  return here;
}

interface KeyTree {
  [key: string]: KeyTree;
}

/** The ruleset keys (dotted paths of `rulesetUse.keys`) as a tree: a group's own key holds its sub-keys. */
function keyTree(keys: readonly string[]): KeyTree {
  const tree: KeyTree = {};
  for (const k of keys) {
    let here = tree;
    for (const part of k.split('.')) here = here[part] ??= {};
  }
  return tree;
}

/**
 * An object of ruleset keys: each declared key typed by the presets, the keys every preset has required, no
 * other key but what the presets themselves hold there undeclared (a rule file's label and parameters, which
 * its documents carry in `rules` and no ruleset changes), typed by the presets' values.
 */
function rulesObject(tree: KeyTree, presets: readonly unknown[], path: readonly string[]): JsonSchema {
  const properties: Record<string, JsonSchema> = {};
  const required: string[] = [];
  for (const [key, sub] of Object.entries(tree)) {
    const p = [...path, key];
    const values = presets.map((r) => at(r, p)).filter((v) => v !== undefined);
    properties[key] = Object.keys(sub).length > 0 ? rulesObject(sub, presets, p) : presetValueSchema(values);
    if (values.length === presets.length && values.length > 0) required.push(key);
  }
  const undeclared = new Set<string>();
  for (const r of presets) {
    const here = at(r, path);
    if (here !== null && typeof here === 'object' && !Array.isArray(here))
      for (const k of Object.keys(here)) if (!(k in tree)) undeclared.add(k);
  }
  for (const key of [...undeclared].sort())
    properties[key] = presetValueSchema(presets.map((r) => at(r, [...path, key])).filter((v) => v !== undefined));
  return { type: 'object', required, properties, additionalProperties: false };
}

/** The schema of a parameter's value in one cell, from its declaration. */
export function paramValueSchema(p: ParamSpec): JsonSchema {
  const bounds = { ...(p.min !== undefined ? { minimum: p.min } : {}), ...(p.max !== undefined ? { maximum: p.max } : {}) };
  switch (p.kind) {
    case 'int-range':
    case 'int':
      return { type: 'integer', ...bounds };
    case 'int-or-label':
      return { type: ['integer', 'string'], ...bounds };
    case 'choice-list':
      return p.choices ? { enum: [...p.choices] } : { type: 'string', minLength: 1 };
    case 'flag':
      return { type: 'boolean' };
    case 'deck-list':
      return { type: 'string', minLength: 1 };
  }
}

/** What a document of this system must hold beyond the generic schema. */
export function systemDefinition(system: RuleSystem): JsonSchema {
  const presets = Object.values(system.rulesets);
  const keys = system.rulesetUse.keys;
  const params: Record<string, JsonSchema> = {};
  for (const p of system.params) params[p.name] = { description: `${p.label.en} (--${p.flag})`, ...paramValueSchema(p) };
  // --vary puts a ruleset key's value (a number, choice or switch; an entry of a list or map by its path) into the cells, under its dotted path (engine/vary.ts)
  // a key named like a parameter is the parameter's column already (a rule file's `modifier`): ajv's strict mode refuses a pattern over a property
  const paramNames = new Set(system.params.map((p) => p.name));
  const varied = keys.filter((k) => k !== 'name' && !paramNames.has(k)).map((k) => k.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  // an `int` parameter without a default is in a cell only when given (core/grid.ts)
  const required = system.params.filter((p) => !(p.kind === 'int' && p.default === undefined)).map((p) => p.name);
  const outcomes: JsonSchema =
    system.categories.length > 0
      ? { type: 'object', propertyNames: { enum: [...system.categories] } }
      : { type: 'object', maxProperties: 0 };
  return {
    description: `${system.label.en}: its analyses, parameters, outcome categories and ruleset keys (generated from the system's declaration)`,
    type: 'object',
    properties: {
      analysis: { enum: ['check', ...Object.keys(system.scenarios ?? {})] },
      rules: rulesObject(keyTree(keys), presets, []),
      cells: {
        type: 'array',
        items: {
          type: 'object',
          properties: {
            params: {
              type: 'object',
              required,
              properties: params,
              ...(varied.length > 0
                ? { patternProperties: { [`^(?:${varied.join('|')})(?:\\..+)?$`]: { type: ['number', 'string', 'boolean'] } } }
                : {}),
              additionalProperties: false,
            },
            outcomes,
          },
        },
      },
    },
  };
}

/**
 * The results schema with its per-system parts generated for `systems`:
 * `allOf` (one `if system is … then` branch each), the `system-<id>`
 * definitions and the description of `system` are replaced; everything else
 * is kept as the base has it.
 */
export function withSystems(base: JsonSchema, systems: readonly RuleSystem[]): JsonSchema {
  const definitions = Object.fromEntries(
    Object.entries((base.definitions ?? {}) as Record<string, JsonSchema>).filter(([name]) => !name.startsWith(SYSTEM_DEFINITION)),
  );
  for (const s of systems) definitions[SYSTEM_DEFINITION + s.id] = systemDefinition(s);
  const properties = { ...((base.properties ?? {}) as Record<string, JsonSchema>) };
  properties.system = {
    ...properties.system,
    description: `rule system id: ${systems.map((s) => s.id).join(', ')} (or one a program registered)`,
  };
  const allOf = systems.map((s) => ({
    if: { type: 'object', required: ['system'], properties: { system: { const: s.id } } },
    // a JSON pointer escapes ~ and / (a rule file's id is its path)
    then: { $ref: `#/definitions/${(SYSTEM_DEFINITION + s.id).replace(/~/g, '~0').replace(/\//g, '~1')}` },
  }));
  const { allOf: _old, definitions: _defs, ...rest } = base;
  return { ...rest, properties, allOf, definitions };
}

/** The results schema file's text for `systems` (what `npm run schemas` writes): two-space JSON and a final newline. */
export function resultsSchemaText(base: JsonSchema, systems: readonly RuleSystem[]): string {
  return JSON.stringify(withSystems(base, systems), null, 2) + '\n';
}
