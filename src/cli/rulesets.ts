import type { CommandModule } from 'yargs';
import { stringify } from 'yaml';
import { HanteiError } from '../core/errors.js';
import { getSystem, SYSTEMS } from '../systems/index.js';
import { writeOutput } from './common.js';

/** `hantei rulesets [system] [--show NAME]`: list presets, or print one as YAML to start a ruleset file from. */
export const rulesetsCommand: CommandModule = {
  command: 'rulesets [system]',
  describe: 'list ruleset presets, or print one as a YAML file to edit',
  builder: (y) => y.positional('system', { type: 'string' }).option('show', { type: 'string', describe: 'print this preset as YAML' }),
  handler: (a) => {
    const args = a as unknown as { system?: string; show?: string };
    const systems = args.system ? [getSystem(args.system)] : SYSTEMS;
    if (args.show && systems.length === 1) {
      const s = systems[0];
      const preset = s.rulesets[args.show];
      if (!preset) throw new HanteiError('range', `${s.id} has no preset "${args.show}"`, { hint: `use one of: ${Object.keys(s.rulesets).join(', ')}` });
      writeOutput(`# ${s.id} ruleset, preset ${args.show}. Edit and pass with --ruleset FILE.\nextends: ${args.show}\n` + stringify(preset), undefined);
      return;
    }
    for (const s of systems) writeOutput(`${s.id}: ${Object.keys(s.rulesets).map((r) => (r === s.defaultRuleset ? `${r} (default)` : r)).join(', ')}\n`, undefined);
  },
};
