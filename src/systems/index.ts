import { HanteiError } from '../core/errors.js';
import { mtg } from './mtg/index.js';
import { twod6 } from './twod6/index.js';
import { drawsteel } from './drawsteel/index.js';
import { d6chain } from './d6chain/index.js';
import type { CompiledCheck, RuleSystem } from './types.js';
import { registerParamLabels } from '../report/labels.js';

/** The registry: adding a rule system is one folder and one line here. */
export const SYSTEMS: ReadonlyArray<RuleSystem<unknown, CompiledCheck>> = [
  mtg as unknown as RuleSystem<unknown, CompiledCheck>,
  twod6 as unknown as RuleSystem<unknown, CompiledCheck>,
  drawsteel as unknown as RuleSystem<unknown, CompiledCheck>,
  d6chain as unknown as RuleSystem<unknown, CompiledCheck>,
];

// each system's parameter labels are the words every table, chart and page uses for that column
for (const s of SYSTEMS) registerParamLabels(s.params);

export function getSystem(id: string): RuleSystem<unknown, CompiledCheck> {
  const s = SYSTEMS.find((x) => x.id === id);
  if (!s) throw new HanteiError('range', `unknown rule system "${id}"`, { hint: `use one of: ${SYSTEMS.map((x) => x.id).join(', ')}` });
  return s;
}
