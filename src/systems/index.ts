import { HanteiError } from '../core/errors.js';
import { mtg } from './mtg/index.js';
import { twod6 } from './twod6/index.js';
import { drawsteel } from './drawsteel/index.js';
import { d6chain } from './d6chain/index.js';
import type { RuleSystem } from './types.js';
import { registerParamLabels } from '../report/labels.js';

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

/** Every system, as the engine sees them (rules and compiled cells by the system's own validation). */
export const SYSTEMS: ReadonlyArray<RuleSystem> = REGISTERED;

// each system's parameter labels are the words every table, chart and page uses for that column
for (const s of SYSTEMS) registerParamLabels(s.params);

/** A registered system by id, with its own types; an unknown id is a HanteiError listing them. */
export function registeredSystem(id: string): RegisteredSystem {
  const s = REGISTERED.find((x) => x.id === id);
  if (!s) throw new HanteiError('range', `unknown rule system "${id}"`, { hint: `use one of: ${SYSTEMS.map((x) => x.id).join(', ')}` });
  return s;
}

/** A system by id, as the engine uses any of them. */
export function getSystem(id: string): RuleSystem {
  return registeredSystem(id);
}
