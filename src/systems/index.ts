import { HanteiError } from '../core/errors.js';
import { msg } from '../core/messages.js';
import { mtg } from './mtg/index.js';
import { twod6 } from './twod6/index.js';
import { drawsteel } from './drawsteel/index.js';
import { d6chain } from './d6chain/index.js';
import type { RuleSystem } from './types.js';
import { registerSystemLabels } from '../core/labels.js';
import { checkSystem } from './contract.js';

/** The registry: adding a rule system is one folder and one line here. */
export const REGISTERED = [mtg, twod6, drawsteel, d6chain] as const;

/** Each registered system with its own types (rules, compiled cell, id, parameters). */
export type RegisteredSystem = (typeof REGISTERED)[number];

/**
 * The ids of the registered systems: 'mtg' | '2d6' | 'drawsteel' | 'd6chain'.
 *
 * @example
 * const id: SystemId = '2d6';
 */
export type SystemId = RegisteredSystem['id'];

/** The registered system of an id, with its own types. */
export type SystemById<Id extends SystemId> = Extract<RegisteredSystem, { id: Id }>;

/**
 * Every system, as the engine sees them (rules and compiled cells by the
 * system's own validation): the built-in ones, then any `registerSystem` added.
 */
export const SYSTEMS: ReadonlyArray<RuleSystem> = [...REGISTERED];

/** Modules of systems added with `registerSystem(…, { module })`, which worker threads import too. */
const addedModules: string[] = [];

/**
 * Add a rule system at run time: a folder that exports a `RuleSystem` made
 * with `defineSystem` (a test's own system, a plugin). Every generic layer
 * reads SYSTEMS, so the CLI's commands and options, studies, reports, the
 * results schema and the workbench then know it; its parameter, value and
 * ruleset-key labels are registered with it (core/labels.ts). `module` (a
 * file URL of the module that exports it as `system`) lets worker threads
 * register it too; without it, simulate it with `threads: 0`.
 *
 * Refused with a HanteiError: an id already registered (a system cannot be
 * replaced; registering the same object again does nothing), a missing or
 * malformed part, a parameter or scenario option spelt like an option every
 * command has (systems/contract.ts).
 *
 * @example
 * import { system as dicepool } from './systems/dicepool/index.js';
 * registerSystem(dicepool, { module: new URL('./systems/dicepool/index.js', import.meta.url).href });
 */
export function registerSystem(system: RuleSystem, options: { module?: string } = {}): void {
  const existing = SYSTEMS.find((x) => x.id === system?.id);
  if (existing !== undefined && existing === system) return;
  if (existing) throw new HanteiError('usage', msg('sys.registered', { id: system.id }), { hint: msg('sys.anotherId') });
  checkSystem(system);
  (SYSTEMS as RuleSystem[]).push(system);
  registerSystemLabels(system);
  if (options.module) addedModules.push(options.module);
}

/** The modules of registered systems (for worker threads: engine/pool.ts passes them, workers/simulate.ts imports them). */
export function registeredModules(): readonly string[] {
  return [...addedModules];
}

/** Register the systems of modules (in a worker thread): each exports its system as `system`. */
export async function importSystems(
  modules: readonly string[],
  load: (url: string) => Promise<unknown> = (url) => import(url),
): Promise<void> {
  for (const m of modules) {
    const mod = (await load(m)) as { system?: RuleSystem };
    if (!mod.system) throw new HanteiError('internal', msg('sys.noExport', { module: m }));
    registerSystem(mod.system, { module: m });
  }
}

// each system's words (parameters, their values, ruleset keys) are what every table, chart and page shows
for (const s of SYSTEMS) registerSystemLabels(s);

/** A registered system by id, with its own types; an unknown id is a HanteiError listing them. */
export function registeredSystem(id: string): RegisteredSystem {
  const s = REGISTERED.find((x) => x.id === id);
  if (!s)
    throw new HanteiError('range', msg('system.unknown', { id }), {
      hint: msg('choice.useOneOf', { list: SYSTEMS.map((x) => x.id).join(', ') }),
    });
  return s;
}

/** Loads a system an id names that is not registered yet (a rule file's path: engine/rule-file.ts), or undefined. */
let resolver: ((id: string) => RuleSystem | undefined) | undefined;

/** Set the resolver `getSystem` asks for an unknown id (the I/O lives above this pure layer). */
export function setSystemResolver(fn: (id: string) => RuleSystem | undefined): void {
  resolver = fn;
}

/** A system by id, as the engine uses any of them (built-in or registered); an unknown id is a HanteiError listing them. */
export function getSystem(id: string): RuleSystem {
  const s = SYSTEMS.find((x) => x.id === id) ?? resolver?.(id);
  if (!s)
    throw new HanteiError('range', msg('system.unknown', { id }), {
      hint: msg('choice.useOneOf', { list: SYSTEMS.map((x) => x.id).join(', ') }),
    });
  return s;
}
