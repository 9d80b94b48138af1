import { HanteiError } from '../core/errors.js';
import { type Message, andList, msg } from '../core/messages.js';
import { kebabCase } from '../core/names.js';
import { scenarioOptionNames } from '../engine/scenarios.js';
import { SYSTEMS } from '../systems/index.js';

/*
 * yargs knows an option only for the command and system it belongs to, so
 * `exact drawsteel --boost on-fail` reads as a typo. When the word is an
 * option of another system, or of another command of this system, or a
 * system the command does not have, say so: the command line is well formed
 * but asks for something this command cannot honour (exit 1, not 2).
 */

const CHECK_COMMANDS = ['exact', 'simulate', 'tune', 'compare'];

/** The options a command takes for a system, as the command line spells them (system-specific ones only). */
function optionsOf(command: string, system: string): readonly string[] {
  if (CHECK_COMMANDS.includes(command)) {
    const s = SYSTEMS.find((x) => x.id === system);
    if (!s) return [];
    return [...s.params.map((p) => p.flag), ...(s.params.some((p) => p.kind === 'deck-list') ? ['cards', 'critical'] : [])];
  }
  return scenarioOptionNames()[command]?.[system] ?? [];
}

/** The systems a command offers. */
function systemsOf(command: string): string[] {
  return CHECK_COMMANDS.includes(command) ? SYSTEMS.map((s) => s.id) : Object.keys(scenarioOptionNames()[command] ?? {});
}

/** A clearer error for yargs' "Unknown argument: …", or undefined to keep its message. */
export function explainUnknown(argv: readonly string[], message: string): HanteiError | undefined {
  const m = /^Unknown arguments?: (.*)$/.exec(message);
  if (!m) return undefined;
  const words = m[1].split(', ').map((w) => w.trim());
  // yargs lists both spellings of an option (courage-die, courageDie): keep the command line's
  const names = words.filter((w) => !(w !== kebabCase(w) && words.includes(kebabCase(w))));
  const at = argv.findIndex((a) => !a.startsWith('-'));
  const command = argv[at];
  const system = argv[at + 1] !== undefined && !argv[at + 1].startsWith('-') ? argv[at + 1] : undefined;
  const offered = systemsOf(command);
  if (offered.length === 0) return undefined;

  const hint = msg('cli.listsOptions', { command: `${command}${system && offered.includes(system) ? ` ${system}` : ''}` });
  if (system !== undefined && names.includes(system) && SYSTEMS.some((s) => s.id === system) && !offered.includes(system)) {
    // the system is the problem; its options are then beside the point
    const scenarios = scenarioOptionNames();
    const elsewhere = Object.keys(scenarios).filter((c) => system in scenarios[c]);
    return new HanteiError(
      'range',
      msg('cli.noSystem', {
        command,
        system,
        offered: andList(offered),
        elsewhere: elsewhere.length ? msg('cli.systemHas', { system, commands: andList(elsewhere) }) : '',
      }),
      { hint },
    );
  }
  if (system === undefined || !offered.includes(system)) return undefined;
  // where an option does belong: this command's other systems first, then this system's other commands, then the rest
  const pairs = [...CHECK_COMMANDS, ...Object.keys(scenarioOptionNames())].flatMap((c) => systemsOf(c).map((s) => ({ c, s })));
  const rank = (p: { c: string; s: string }) => (p.c === command ? 0 : p.s === system ? 1 : 2);
  const reasons: Message[] = [];
  for (const name of names) {
    const flag = kebabCase(name);
    const homes = pairs
      .filter((p) => optionsOf(p.c, p.s).includes(flag))
      .sort((a, b) => rank(a) - rank(b))
      .map((p) => `${p.c} ${p.s}`);
    if (homes.length > 0)
      reasons.push(
        msg('cli.notOptionOf', {
          flag,
          command,
          system,
          homes: andList(homes.length > 4 ? [...homes.slice(0, 4), msg('list.others')] : homes),
        }),
      );
    else return undefined; // a plain unknown word: yargs' message (a usage error) stands
  }
  if (reasons.length === 0) return undefined;
  return new HanteiError(
    'range',
    reasons.length === 1
      ? reasons[0]
      : { id: 'cli.notOptionOf', text: (lang) => reasons.map((r) => r.text(lang)).join(lang === 'ja' ? '。' : '; ') },
    { hint },
  );
}
