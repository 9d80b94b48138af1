import { msg, said } from '../core/messages.js';
import type { CommandModule } from 'yargs';
import { stringify } from 'yaml';
import { HanteiError } from '../core/errors.js';
import { renderTable } from '../report/format.js';
import { getSystem, SYSTEMS } from '../systems/index.js';
import { type RulesetUse, whyOf } from '../systems/ruleset-use.js';
import { writeOutput } from './common.js';
import { t, tf } from '../report/i18n.js';
import type { Lang } from '../systems/types.js';

/** Key × command: 'used', '—' (no effect, the reasons below) or 'refused'. */
function keysTable(id: string, use: RulesetUse, lang: Lang, words: (key: string) => string): string {
  const commands = Object.keys(use.commands) as Array<keyof RulesetUse['commands']>;
  // one line per key and reason, naming the commands it holds for
  const reasons = new Map<string, string[]>();
  const rows = use.keys.map((k) => [
    lang === 'ja' && words(k) !== k ? `${k} (${words(k)})` : k,
    ...commands.map((c) => {
      const u = use.commands[c]![k];
      if (u === 'used') return t('used', lang);
      const line = `${k}: ${whyOf(u).text(lang)}`;
      reasons.set(line, [...(reasons.get(line) ?? []), c]);
      return 'noEffect' in u ? '—' : t('refused', lang);
    }),
  ]);
  const table = renderTable([t('key', lang), ...commands], rows, ['left', ...commands.map(() => 'left' as const)]);
  const notes = [...reasons].map(([line, cs]) => `  ${line.replace(': ', ` (${cs.join(', ')}): `)}`).join('\n');
  return `${tf('keysTitle', lang, { s: id })}\n${table}\n${notes ? `${notes}\n` : ''}`;
}

/** `hantei rulesets [system] [--show NAME]`: list presets, or print one as YAML to start a ruleset file from. */
export const rulesetsCommand: CommandModule = {
  command: 'rulesets [system]',
  get describe() {
    return said('help.rulesets');
  },
  builder: (y) =>
    y
      .positional('system', { type: 'string' })
      .option('show', { type: 'string', describe: said('help.rulesets.show') })
      .option('keys', { type: 'boolean', describe: said('help.rulesets.keys') })
      .option('lang', { choices: ['en', 'ja'] as const, default: 'en' as const, describe: said('help.lang') }),
  handler: (a) => {
    const args = a as unknown as { system?: string; show?: string; keys?: boolean; lang: Lang };
    const lang = args.lang;
    const systems = args.system ? [getSystem(args.system)] : SYSTEMS;
    if (args.keys) {
      writeOutput(systems.map((s) => keysTable(s.id, s.rulesetUse, lang, (k) => s.rulesetLabels?.[k]?.[lang] ?? k)).join('\n'), undefined);
      return;
    }
    if (args.show && systems.length === 1) {
      const s = systems[0];
      const preset = s.rulesets[args.show];
      if (!preset)
        throw new HanteiError('range', msg('rulesets.noPreset', { system: s.id, preset: args.show }), {
          hint: msg('opt.useOneOf', { names: Object.keys(s.rulesets).join(', ') }),
        });
      // no `name:` line: a file keeping the preset's name would be called by it ("ruleset v2") once edited
      const { name: _name, ...keys } = preset as Record<string, unknown>;
      writeOutput(`# ${tf('showHeader', lang, { s: s.id, p: args.show })}\nextends: ${args.show}\n` + stringify(keys), undefined, 'data');
      return;
    }
    for (const s of systems)
      writeOutput(
        `${s.id} (${s.label[lang]}): ${Object.keys(s.rulesets)
          .map((r) => (r === s.defaultRuleset ? tf('presetDefault', lang, { r }) : r))
          .join(', ')}\n`,
        undefined,
      );
  },
};
