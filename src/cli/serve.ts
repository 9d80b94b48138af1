import { msg, said } from '../core/messages.js';
import { spawn } from 'node:child_process';
import type { CommandModule } from 'yargs';
import { HanteiError } from '../core/errors.js';
import { isLoopback } from '../serve/guard.js';
import { startServer } from '../serve/server.js';
import { trackOutputsAndInputs } from '../io/outputs-vs-inputs.js';
import { terminalSafe } from '../core/terminal-text.js';
import { useFlagSpelling } from '../core/names.js';

interface ServeArgs {
  study?: string;
  port: number;
  host: string;
  open: boolean;
  write: boolean;
  threads?: number;
}

function openBrowser(url: string): void {
  const cmd = process.platform === 'darwin' ? 'open' : process.platform === 'win32' ? 'cmd' : 'xdg-open';
  const args = process.platform === 'win32' ? ['/c', 'start', '', url] : [url];
  try {
    spawn(cmd, args, { stdio: 'ignore', detached: true })
      .on('error', () => undefined)
      .unref();
  } catch {
    // no browser to open: the URL is printed anyway
  }
}

/** `hantei serve [STUDY.yaml]`: the balance workbench until Ctrl-C. */
export const serveCommand: CommandModule = {
  command: 'serve [study]',
  get describe() {
    return said('help.serve');
  },
  builder: (y) =>
    y
      .positional('study', { type: 'string', describe: said('help.serve.study') })
      .option('port', { type: 'number', default: 8080, describe: said('help.serve.port') })
      .option('host', { type: 'string', default: '127.0.0.1', describe: said('help.serve.host') })
      .option('open', { type: 'boolean', default: false, describe: said('help.serve.open') })
      .option('write', { type: 'boolean', default: false, describe: said('help.serve.write') })
      .option('threads', { type: 'number', describe: said('help.serve.threads') })
      .option('cards-from', { type: 'string', describe: said('help.serve.cardsFrom') }),
  handler: async (raw) => {
    const args = raw as unknown as ServeArgs;
    // the workbench saves into the study it read, by design (Workbench.save has its own rules): no output-vs-input check
    trackOutputsAndInputs(false);
    if (!Number.isInteger(args.port) || args.port < 0 || args.port > 65535)
      throw new HanteiError('range', msg('serve.port', { got: String(args.port) }));
    let server;
    try {
      server = await startServer({
        study: args.study,
        port: args.port,
        host: args.host,
        write: args.write,
        threads: args.threads,
        ...(typeof raw['cards-from'] === 'string' ? { cardsFrom: raw['cards-from'] } : {}),
        onRefuse: (line) => process.stderr.write(terminalSafe(`hantei: ${line}\n`)),
      });
    } catch (e) {
      const code = (e as NodeJS.ErrnoException).code;
      if (code === 'EADDRINUSE')
        throw new HanteiError('range', msg('serve.portInUse', { port: args.port }), { hint: msg('serve.portInUseHint') });
      if (code === 'EADDRNOTAVAIL' || code === 'ENOTFOUND') throw new HanteiError('range', msg('serve.cannotBind', { host: args.host }));
      throw e;
    }
    process.stdout.write(`${server.url}\n`);
    process.stderr.write(terminalSafe(`hantei: ${said('serve.listening', { url: server.url, study: server.workbench.study.file })}\n`));
    if (!isLoopback(args.host)) {
      process.stderr.write(
        terminalSafe(`hantei: ${said('serve.openHost', { host: args.host, write: args.write ? msg('serve.openHostWrite') : '' })}\n`),
      );
    }
    if (args.open) openBrowser(server.url);
    // from here on messages go to the page, which names parameters and fields as JSON does (courageDie, pick), not as flags
    useFlagSpelling(false);
    await new Promise<void>((done) => {
      const stop = () => {
        process.removeListener('SIGINT', stop);
        process.removeListener('SIGTERM', stop);
        void server.close().then(done);
      };
      process.once('SIGINT', stop);
      process.once('SIGTERM', stop);
    });
  },
};
