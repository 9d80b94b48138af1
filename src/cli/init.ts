import { existsSync } from 'node:fs';
import type { CommandModule } from 'yargs';
import { HanteiError } from '../core/errors.js';
import { messageLang, msg, said } from '../core/messages.js';
import { checkWritableParent } from '../io/atomic.js';
import { writeOutput } from './common.js';

/** `hantei init --rule FILE`: a commented starter rule file (systems/rule/starter.ts), never over an existing file. */
export const initCommand: CommandModule = {
  command: 'init',
  get describe() {
    return said('help.init');
  },
  builder: (y) => y.option('rule', { type: 'string', describe: said('help.init.rule') }),
  handler: async (args) => {
    const file = args.rule as string | undefined;
    if (file === undefined || file === '') throw new HanteiError('usage', msg('rule.initWhat'), { hint: msg('rule.initWhatHint') });
    if (existsSync(file)) throw new HanteiError('range', msg('rule.initExists', { file }), { hint: msg('rule.initExistsHint') });
    checkWritableParent(file);
    const { starterRule } = await import('../systems/rule/index.js');
    writeOutput(starterRule(), file);
    process.stderr.write(msg('rule.initWrote', { file }).text(messageLang()) + '\n');
  },
};
