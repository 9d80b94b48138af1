import { type ChildProcess, spawn } from 'node:child_process';
import { copyFileSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A study in a fresh folder (so saving with --write stays inside it), made in `parent`: mono-green under v2, a 2d6 scenario. */
export function workbenchStudy(parent = tmpdir()): { dir: string; file: string } {
  const dir = mkdtempSync(join(parent, 'hantei-wb-'));
  copyFileSync('decks/mono-green.yaml', join(dir, 'mono-green.yaml'));
  const file = join(dir, 'study.yaml');
  writeFileSync(
    file,
    [
      'name: wb',
      'title: workbench test study',
      'analyses:',
      '  - name: mtg',
      '    title: mono-green under v2',
      '    system: mtg',
      '    ruleset: v2',
      '    params: { deck: [mono-green.yaml], difficulty: 0..8, boost: [never, on-fail] }',
      '  - name: dice',
      '    system: 2d6',
      '    params: { ability: 0..3, difficulty: 2..6 }',
      '  - name: dice-session',
      '    system: 2d6',
      '    scenario: session',
      '    trials: 1e4',
      '    params: { checks: "3:0:8,2:1:7", courage: 1 }',
      'expect:',
      '  - { analysis: mtg, where: { deck: mono-green, check: green, boost: never, difficulty: 0 }, success: { min: 0.5 } }',
      '',
    ].join('\n'),
  );
  return { dir, file };
}

/** `hantei serve` as a user runs it, on a free port; resolves with its URL once it listens. */
export function serveCli(
  args: string[],
): Promise<{ url: string; child: ChildProcess; stderr: () => string; stop: () => Promise<number | null> }> {
  const child = spawn(process.execPath, ['bin/hantei.js', 'serve', ...args, '--port', '0'], { stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  let err = '';
  child.stderr!.on('data', (d: Buffer) => (err += d.toString()));
  const exited = new Promise<number | null>((ok) => child.once('exit', (code) => ok(code)));
  return new Promise((resolve, reject) => {
    child.stdout!.on('data', (d: Buffer) => {
      out += d.toString();
      const m = /^(http:\/\/\S+)\n/m.exec(out);
      if (m) {
        resolve({
          url: m[1],
          child,
          stderr: () => err,
          stop: async () => {
            child.kill('SIGINT');
            return exited;
          },
        });
      }
    });
    void exited.then((code) => reject(new Error(`hantei serve exited (${code}) before listening: ${err}`)));
  });
}
