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
  describe: 'the balance workbench: edit a ruleset in the browser and see every chart change',
  builder: (y) =>
    y
      .positional('study', { type: 'string', describe: 'study file (default: the bundled reports/balance.yaml)' })
      .option('port', { type: 'number', default: 8080, describe: 'port (0 picks a free one)' })
      .option('host', { type: 'string', default: '127.0.0.1', describe: 'address to bind (only this machine by default)' })
      .option('open', { type: 'boolean', default: false, describe: 'open the page in a browser' })
      .option('write', { type: 'boolean', default: false, describe: "let the page save the ruleset and study into the study's folder" })
      .option('threads', { type: 'number', describe: 'worker threads for simulations (default: the number of cores)' })
      .option('cards-from', {
        type: 'string',
        describe:
          'where the page\'s "get every card" button updates card data from: a URL or a downloaded file (default: MTGJSON\'s AtomicCards, as hantei cards update)',
      }),
  handler: async (raw) => {
    const args = raw as unknown as ServeArgs;
    // the workbench saves into the study it read, by design (Workbench.save has its own rules): no output-vs-input check
    trackOutputsAndInputs(false);
    if (!Number.isInteger(args.port) || args.port < 0 || args.port > 65535)
      throw new HanteiError('range', `--port must be 0..65535, got ${String(args.port)}`);
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
        throw new HanteiError('range', `port ${args.port} is in use`, { hint: 'pick another with --port, or --port 0 for any free one' });
      if (code === 'EADDRNOTAVAIL' || code === 'ENOTFOUND') throw new HanteiError('range', `cannot bind to --host ${args.host}`);
      throw e;
    }
    process.stdout.write(`${server.url}\n`);
    process.stderr.write(terminalSafe(`hantei: workbench on ${server.url} (study ${server.workbench.study.file}); Ctrl-C stops it\n`));
    if (!isLoopback(args.host)) {
      process.stderr.write(
        `hantei: warning: --host ${args.host} lets anyone who can reach this address open the workbench and run simulations${args.write ? ', and save files into the study folder (--write)' : ''}\n`,
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
