/**
 * Import a synthetic Scryfall bulk file of `mb` megabytes in a child process
 * and report its peak RSS: the importer must stream, so memory stays flat
 * however large the file. Run by `npm run bench` (BENCH_IMPORT_MB=0 skips it).
 */
import { createWriteStream, rmSync, statSync } from 'node:fs';
import { once } from 'node:events';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { importCardData } from '../src/systems/mtg/decks/import.js';

async function writeSynthetic(file: string, mb: number, uniqueNames: number): Promise<number> {
  const w = createWriteStream(file);
  const filler = 'x'.repeat(600); // oracle text, flavour, image URIs… of a real card object
  let bytes = 0;
  let i = 0;
  w.write('[\n');
  while (bytes < mb * 1024 * 1024) {
    const card = {
      object: 'card',
      id: `id-${i}`,
      lang: i % 10 === 0 ? 'ja' : 'en',
      name: `Synthetic Card ${i % uniqueNames}`,
      printed_name: i % 10 === 0 ? `合成カード ${i % uniqueNames}` : undefined,
      layout: 'normal',
      mana_cost: `{${i % 7}}{G}`,
      cmc: (i % 7) + 1,
      type_line: 'Creature — Test',
      colors: ['G'],
      oracle_text: filler,
      set: 'tst',
      collector_number: String(i),
    };
    const line = (i ? ',\n' : '') + JSON.stringify(card);
    bytes += line.length;
    if (!w.write(line)) await once(w, 'drain');
    i++;
  }
  w.write('\n]\n');
  w.end();
  await once(w, 'finish');
  return i;
}

export async function measureImport(
  mb: number,
): Promise<{ entries: number; sizeMb: number; seconds: number; peakRssMb: number; cards: number }> {
  const file = join(tmpdir(), `hantei-synthetic-${process.pid}.json`);
  const out = join(tmpdir(), `hantei-synthetic-${process.pid}.index.json`);
  try {
    const entries = await writeSynthetic(file, mb, 30_000);
    const { spawnSync } = await import('node:child_process');
    const r = spawnSync(process.execPath, [fileURLToPath(import.meta.url), file, out], { encoding: 'utf8' });
    if (r.status !== 0) throw new Error(r.stderr);
    const m = JSON.parse(r.stdout) as { seconds: number; peakRssMb: number; cards: number };
    return { entries, sizeMb: statSync(file).size / 1024 / 1024, ...m };
  } finally {
    rmSync(file, { force: true });
    rmSync(out, { force: true });
  }
}

// child: import and report the peak resident set size
if (process.argv[1] === fileURLToPath(import.meta.url) && process.argv.length === 4) {
  const t = process.hrtime.bigint();
  const s = await importCardData(process.argv[2], process.argv[3]);
  const seconds = Number(process.hrtime.bigint() - t) / 1e9;
  process.stdout.write(JSON.stringify({ seconds, peakRssMb: process.resourceUsage().maxRSS / 1024, cards: s.cards }));
}
