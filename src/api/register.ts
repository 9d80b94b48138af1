import { checkSystemModule } from '../engine/module-check.js';
import { SYSTEMS, registerSystem as addSystem } from '../systems/index.js';
import { checkSystem } from '../systems/contract.js';
import type { RuleSystem } from '../systems/types.js';

/**
 * Add a rule system at run time: a folder that exports a `RuleSystem` made
 * with `defineSystem` (a test's own system, a plugin). Every generic layer
 * then knows it: the CLI's commands and options, studies, reports, the
 * results schema and the workbench. `module` (a file URL of the module that
 * exports it as `system`) lets worker threads register it too; without it,
 * simulate it with `threads: 0`.
 *
 * Refused with a HanteiError, and nothing registered: an id already
 * registered (registering the same object again does nothing), a missing or
 * malformed part, a parameter spelt like an option every command has, and a
 * `module` that is not a file URL, names no regular file, fails to load in a
 * worker thread or exports no system of this id as `system` (it is loaded
 * once in a fresh worker before the system is accepted).
 *
 * @example
 * import { system as dicepool } from './systems/dicepool/index.js';
 * registerSystem(dicepool, { module: new URL('./systems/dicepool/index.js', import.meta.url).href });
 */
export function registerSystem(system: RuleSystem, options: { module?: string } = {}): void {
  if (SYSTEMS.includes(system)) return;
  // an id taken: refused there, before any module is loaded
  if (SYSTEMS.some((s) => s.id === (system as { id?: unknown } | null)?.id)) return addSystem(system, options);
  checkSystem(system);
  // a module the workers cannot load would fail every later simulation on the pool: checked first
  if (options.module !== undefined) checkSystemModule(system.id, options.module);
  addSystem(system, options);
}
