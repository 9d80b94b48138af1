/*
 * `hantei cards`: import, update, show and info of the card data a deck
 * system keeps (its `cardData` section, reached through the registry: mtg's).
 * The command line's part is here (options, outputs that must not replace
 * inputs, progress, Ctrl-C); what the data is and says is the system's.
 */
import type { CommandModule } from 'yargs';
import { msg, said } from '../core/messages.js';
import { lazy } from '../core/lazy.js';
import type cliProgressType from 'cli-progress';
import { needCardData } from '../systems/deck-systems.js';
import { interrupted, stopSignal } from './interrupt.js';
import { outPath, writeOutput } from './common.js';
import { declareOutput, noteInput, refuseSameFile } from '../io/outputs-vs-inputs.js';
import { terminalSafe } from '../core/terminal-text.js';

const progressBars = lazy<typeof cliProgressType>('cli-progress');

const mb = (n: number) => `${(n / 1e6).toFixed(1)} MB`;

/** `hantei cards import FILE` and `hantei cards show NAME`. */
export const cardsCommand: CommandModule = {
  command: 'cards',
  get describe() {
    return said('help.cards');
  },
  builder: (y) =>
    y
      // every cards subcommand speaks the language of --lang, as every other command does (cli/main.ts reads it before parsing)
      .option('lang', { choices: ['en', 'ja'] as const, default: 'en' as const, describe: said('help.lang') })
      .command({
        command: 'import <file>',
        describe: said('help.cards.import', { path: needCardData().indexPath() }),
        builder: (sy) =>
          sy
            .positional('file', { type: 'string', demandOption: true })
            .option('index', { type: 'string', describe: said('help.cards.importIndex') })
            .middleware(outPath('file', 'index'))
            .option('merge', {
              type: 'boolean',
              default: false,
              describe: said('help.cards.merge'),
            })
            .option('quiet', { type: 'boolean', default: false }),
        handler: async (a) => {
          const args = a as unknown as { file: string; index?: string; merge: boolean; quiet: boolean };
          const out = args.index ?? needCardData().indexPath();
          // the bulk file is an input the index must not replace; the index itself is rebuilt from what it held (--merge)
          refuseSameFile('--index', out, args.file, 'card data');
          declareOutput({ option: '--index', path: out, kind: 'file', rebuilds: out });
          noteInput(args.file, 'card data');
          const tty = process.stderr.isTTY && !args.quiet;
          const s = await needCardData().importFile(args.file, out, {
            merge: args.merge,
            signal: stopSignal(),
            onCard: tty
              ? (n) => process.stderr.write(`\rhantei: ${said('progress.entriesRead', { n: n.toLocaleString('en') })}`)
              : undefined,
          });
          if (tty) process.stderr.write('\n');
          const n = (x: number) => x.toLocaleString('en');
          const how =
            s.mode === 'merged'
              ? msg('cardsImport.merged', { out: s.out, before: n(s.before), cards: n(s.cards) })
              : msg('cardsImport.replaced', { out: s.out, cards: n(s.cards) });
          writeOutput(`${said('cardsImport.done', { read: n(s.read), format: s.format, how, japanese: n(s.japanese) })}\n`, undefined);
        },
      })
      .command({
        command: 'show <name>',
        describe: said('help.cards.show'),
        builder: (sy) => sy.positional('name', { type: 'string', demandOption: true }).option('cards', { type: 'string', array: true }),
        handler: (a) => {
          const args = a as unknown as { name: string; cards?: string[] };
          writeOutput(
            needCardData()
              .show(args.name, args.cards ?? [])
              .map((l) => `${l}\n`)
              .join(''),
            undefined,
          );
        },
      })
      .command({
        command: 'update',
        describe: said('help.cards.update', { path: needCardData().indexPath() }),
        builder: (sy) =>
          sy
            .option('from', {
              type: 'string',
              describe: said('help.cards.from', { url: Object.values(needCardData().sources)[0] }),
            })
            .option('scryfall', {
              type: 'boolean',
              default: false,
              describe: said('help.cards.scryfall', { url: needCardData().sources.scryfall }),
            })
            .option('index', { type: 'string', describe: said('help.cards.updateIndex') })
            .middleware(outPath('file', 'index'))
            .option('progress', {
              type: 'boolean',
              describe: said('help.cards.progress'),
            })
            .option('quiet', { type: 'boolean', default: false }),
        handler: async (a) => {
          const str = (v: unknown) => (typeof v === 'string' ? v : undefined);
          const args = {
            from: str(a.from),
            scryfall: a.scryfall === true,
            index: str(a.index),
            progress: typeof a.progress === 'boolean' ? a.progress : undefined,
            quiet: a.quiet === true,
          };
          const out = args.index ?? needCardData().indexPath();
          // a downloaded file given with --from is an input the index must not replace
          if (args.from !== undefined && !/^[a-z][a-z0-9+.-]*:\/\//i.test(args.from))
            refuseSameFile('--index', out, args.from, 'card data');
          declareOutput({ option: '--index', path: out, kind: 'file', rebuilds: out });
          const show = !args.quiet && (args.progress ?? process.stderr.isTTY === true);
          let bar: cliProgressType.SingleBar | undefined;
          const signal = stopSignal();
          try {
            const s = await needCardData().update({
              from: args.from,
              source: args.scryfall ? 'scryfall' : undefined,
              out,
              signal,
              note: (m) => process.stderr.write(terminalSafe(`hantei: ${said('cli.note')}: ${m}\n`)),
              onProgress: show
                ? (got, total, what) => {
                    const size = `${mb(got)}${total ? ` of ${mb(total)}` : ''}`;
                    if (!bar) {
                      const p = progressBars();
                      bar = new p.SingleBar(
                        {
                          stream: process.stderr,
                          noTTYOutput: true,
                          notTTYSchedule: 500,
                          format: `downloading ${what} [{bar}] {percentage}% · {size}`,
                          hideCursor: true,
                        },
                        p.Presets.shades_classic,
                      );
                      bar.start(total ?? got, 0, { size });
                    }
                    if (total === undefined) bar.setTotal(got);
                    bar.update(got, { size });
                  }
                : undefined,
              onCard: show
                ? (n) => process.stderr.write(`\rhantei: ${said('progress.entriesRead', { n: n.toLocaleString('en') })}`)
                : undefined,
            });
            if (bar) bar.stop();
            if (show) process.stderr.write('\n');
            writeOutput(
              `updated ${s.out}: ${s.cards.toLocaleString('en')} cards (${s.japanese.toLocaleString('en')} with Japanese names) from ${s.source.source}${s.source.verified === 'sha256' ? ', SHA-256 verified' : ''}\n`,
              undefined,
            );
          } catch (e) {
            bar?.stop();
            if (signal.aborted) throw interrupted();
            throw e;
          }
        },
      })
      .command({
        command: 'info',
        describe: said('help.cards.info'),
        handler: () => writeOutput(needCardData().info(), undefined),
      })
      .demandCommand(1, msg('cli.useCards').text('en')),
  handler: () => undefined,
};
