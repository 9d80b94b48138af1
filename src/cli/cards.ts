import type { CommandModule } from 'yargs';
import { cardFacts } from '../systems/mtg/decks/card-facts.js';
import { defaultIndexPath, importCardData } from '../systems/mtg/decks/import.js';
import { bundledMeta, bundledSnapshot, bundledSnapshotPath, cardDataWords, loadCardIndex } from '../systems/mtg/decks/load.js';
import { printable } from '../systems/mtg/decks/names.js';
import { unknownNamesHint } from '../systems/mtg/decks/unknown-said.js';
import { sha256OfFile } from '../io/read.js';
import { HanteiError } from '../core/errors.js';
import { msg, quotedOr, recognise, said } from '../core/messages.js';
import { lazy } from '../core/lazy.js';
import type cliProgressType from 'cli-progress';
import { existsSync, statSync } from 'node:fs';
import { MTGJSON_ATOMIC, SCRYFALL_BULK, readIndexSource, updateCardData, writeIndexSource } from '../systems/mtg/decks/update.js';
import { interrupted, stopSignal } from './interrupt.js';
import { outPath, writeOutput } from './common.js';
import { declareOutput, noteInput, refuseSameFile } from '../io/outputs-vs-inputs.js';
import { terminalSafe } from '../core/terminal-text.js';

const progressBars = lazy<typeof cliProgressType>('cli-progress');

const mb = (n: number) => `${(n / 1e6).toFixed(1)} MB`;

/** What `cards info` prints: the bundled snapshot, the imported index if any, and how to update. */
export function cardDataInfo(): string {
  const snap = bundledMeta();
  const n = (x: number) => x.toLocaleString('en');
  const lines = [
    bundledSnapshot()
      ? said('cardsInfo.bundledSnapshot', {
          cards: n(snap.cards),
          japanese: n(snap.japanese),
          size: mb(statSync(bundledSnapshotPath()).size),
          built: snap.built,
        })
      : said('cardsInfo.bundledSample', { cards: n(snap.cards), japanese: n(snap.japanese) }),
  ];
  for (const s of snap.sources) {
    lines.push(
      said('cardsInfo.cardsFrom', { cards: n(s.cards), data: recognise(s.data, ['cards.sampleSource']) }),
      `    ${s.repository}${s.commit ? ` @ ${s.commit}` : ''}${s.date ? said('cardsInfo.dataOf', { date: s.date }) : ''}${s.version ? said('cardsInfo.version', { version: s.version }) : ''}`,
    );
    if (s.lacks) lines.push(`    ${said('cardsInfo.lacks', { what: recognise(s.lacks, ['cardsInfo.sampleLacks']) })}`);
  }
  for (const l of bundledSnapshot() ? [] : snap.lacks)
    lines.push(`  ${said('cardsInfo.lacks', { what: recognise(l, ['cardsInfo.sampleLacks']) })}`);
  const index = defaultIndexPath();
  if (existsSync(index)) {
    const src = readIndexSource(index, (m) => lines.push(`  ${said('cli.note')}: ${m}`));
    lines.push('', said('cardsInfo.imported', { index }));
    if (src)
      lines.push(
        said('cardsInfo.importedFrom', {
          cards: n(src.cards),
          japanese: n(src.japanese),
          source: src.source,
          date: src.importedAt.slice(0, 10),
          verified: src.verified === 'sha256' ? msg('cardsInfo.verified') : '',
        }) + (src.sha256 ? `, sha256 ${src.sha256}` : ''),
      );
  } else {
    lines.push('', said('cardsInfo.noImported', { index }));
  }
  lines.push('', said('cardsInfo.update'));
  return lines.join('\n') + '\n';
}

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
        describe: said('help.cards.import', { path: defaultIndexPath() }),
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
          const out = args.index ?? defaultIndexPath();
          // the bulk file is an input the index must not replace; the index itself is rebuilt from what it held (--merge)
          refuseSameFile('--index', out, args.file, 'card data');
          declareOutput({ option: '--index', path: out, kind: 'file', rebuilds: out });
          noteInput(args.file, 'card data');
          const tty = process.stderr.isTTY && !args.quiet;
          // the file's digest, streamed, recorded beside the index as `update --from` records it
          const { sha256 } = await sha256OfFile(args.file, 'card data', stopSignal());
          const s = await importCardData(args.file, out, {
            merge: args.merge,
            onCard: tty
              ? (n) => process.stderr.write(`\rhantei: ${said('progress.entriesRead', { n: n.toLocaleString('en') })}`)
              : undefined,
          });
          if (tty) process.stderr.write('\n');
          writeIndexSource(out, {
            source: args.file,
            sha256,
            verified: 'none',
            importedAt: new Date().toISOString(),
            format: s.format,
            cards: s.cards,
            japanese: s.japanese,
            ...(s.dataDate ? { dataDate: s.dataDate } : {}),
          });
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
          const index = loadCardIndex(args.cards ?? []);
          const data = index.get(args.name);
          if (!data) {
            const s = index.suggest(args.name);
            const words = index.origin ?? cardDataWords(args.cards ?? []);
            throw new HanteiError('unknown-card', msg('cards.unknownIn', { name: printable(args.name), data: words }), {
              hint: s.length ? msg('cards.didYouMean', { names: quotedOr(s) }) : unknownNamesHint(words),
            });
          }
          const card = cardFacts(data);
          if ('error' in card) throw new HanteiError('deck', msg('cards.cardError', { name: data.name, why: card.error }));
          const mv =
            card.given !== undefined && card.given !== card.inCheck
              ? msg('cardsShow.manaValueInCheck', { given: card.given, inCheck: card.inCheck })
              : card.inCheck;
          const lines = [
            `${card.name}${data.ja ? ` (${data.ja})` : ''}`,
            ...(data.ja_faces && data.ja_faces.length > 1 ? [said('cardsShow.jaFaces', { faces: data.ja_faces.join(' / ') })] : []),
            said('cardsShow.type', { type: card.typeLine }),
            said('cardsShow.manaValue', { mv }),
            said('cardsShow.colours', { list: card.own || msg('cardsShow.colourless') }),
            ...(card.landTypes ? [said('cardsShow.landTypes', { types: card.landTypes })] : []),
            ...(card.derived ? [said('cardsShow.derived')] : []),
          ];
          writeOutput(lines.map((l) => `${l}\n`).join(''), undefined);
        },
      })
      .command({
        command: 'update',
        describe: said('help.cards.update', { path: defaultIndexPath() }),
        builder: (sy) =>
          sy
            .option('from', {
              type: 'string',
              describe: said('help.cards.from', { url: MTGJSON_ATOMIC }),
            })
            .option('scryfall', {
              type: 'boolean',
              default: false,
              describe: said('help.cards.scryfall', { url: SCRYFALL_BULK }),
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
          const out = args.index ?? defaultIndexPath();
          // a downloaded file given with --from is an input the index must not replace
          if (args.from !== undefined && !/^[a-z][a-z0-9+.-]*:\/\//i.test(args.from))
            refuseSameFile('--index', out, args.from, 'card data');
          declareOutput({ option: '--index', path: out, kind: 'file', rebuilds: out });
          const show = !args.quiet && (args.progress ?? process.stderr.isTTY === true);
          let bar: cliProgressType.SingleBar | undefined;
          const signal = stopSignal();
          try {
            const s = await updateCardData({
              from: args.from,
              scryfall: args.scryfall,
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
        handler: () => writeOutput(cardDataInfo(), undefined),
      })
      .demandCommand(1, msg('cli.useCards').text('en')),
  handler: () => undefined,
};
