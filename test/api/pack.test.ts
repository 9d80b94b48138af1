import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

/*
 * `npm pack` → install the tarball into an empty folder → the CLI, a study
 * and the README's import example work there (and its types check).
 */
const root = resolve('.');
const work = mkdtempSync(join(tmpdir(), 'hantei-pack-'));
const app = join(work, 'app');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
// npm may reach the registry: with the machine's extra CA bundle, which the run keeps aside from other processes (test/setup/global.ts)
const ca = process.env.HANTEI_TEST_EXTRA_CA_CERTS;
const run = (cmd: string, args: string[], cwd: string) =>
  spawnSync(cmd, args, {
    cwd,
    encoding: 'utf8',
    env: {
      ...process.env,
      ...(ca === undefined ? {} : { NODE_EXTRA_CA_CERTS: ca }),
      FORCE_COLOR: '0',
      npm_config_update_notifier: 'false',
    },
  });

/** The README's "Use it from TypeScript" example, taken from the README itself so the two cannot drift. */
function readmeExample(): string {
  const text = readFileSync(join(root, 'README.md'), 'utf8');
  const m = /## Use it from TypeScript[\s\S]*?```ts\n([\s\S]*?)```/.exec(text);
  if (!m) throw new Error('README has no "Use it from TypeScript" ts block');
  return m[1];
}

afterAll(() => rmSync(work, { recursive: true, force: true }));

describe('npm pack', () => {
  it('installs into an empty folder and works there', { timeout: 170_000 }, async () => {
    // npm test has just built dist/ (and npm pack would run prepare, a second build, without --ignore-scripts)
    expect(existsSync(join(root, 'dist', 'page', 'workbench.js'))).toBe(true);
    const packed = run(npm, ['pack', '--pack-destination', work, '--silent', '--ignore-scripts'], root);
    expect(packed.status, packed.stderr).toBe(0);
    const tgz = readdirSync(work).find((f) => f.endsWith('.tgz'));
    expect(tgz).toBeDefined();
    mkdirSync(app);
    writeFileSync(join(app, 'package.json'), JSON.stringify({ name: 'app', private: true, type: 'module' }));
    const installed = run(npm, ['install', '--no-audit', '--no-fund', '--prefer-offline', join(work, tgz!)], app);
    expect(installed.status, installed.stderr).toBe(0);

    const version = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).version;
    // `npx hantei` (the README's way) finds the installed command; the runs after start it by its bin link, as npx does,
    // without a second npm start-up (≈1 s of CPU)
    const v = run('npx', ['--no-install', 'hantei', '--version'], app);
    expect(v.stdout.trim(), v.stderr).toBe(version);
    const bin = join(app, 'node_modules', '.bin', 'hantei');

    // a study with an exact grid and a simulation (the worker pool from the installed package)
    writeFileSync(
      join(app, 'study.yaml'),
      [
        'name: packed',
        'analyses:',
        '  - { name: green, system: mtg, method: exact, params: { deck: node_modules/hantei/decks/mono-green.yaml, check: green, difficulty: 0..4 } }',
        '  - { name: dice, system: 2d6, method: simulate, trials: 2e4, params: { ability: 2, difficulty: 7 } }',
        'expect:',
        '  - { analysis: dice, where: { ability: 2 }, success: { min: 0.3, max: 0.9 } }',
        '',
      ].join('\n'),
    );
    const r = run(bin, ['report', 'study.yaml', '--out', 'out', '--quiet', '--threads', '1', '--check'], app);
    expect(r.status, r.stderr).toBe(0);
    const results = JSON.parse(readFileSync(join(app, 'out', 'results.json'), 'utf8'));
    expect(results.schema).toBe('hantei.study/1');
    expect(results.analyses.map((a: { name: string }) => a.name)).toEqual(['green', 'dice']);
    expect(results.analyses[1].results.method).toBe('monte-carlo');

    // the workbench serves its bundled page from the installed package, and stops on Ctrl-C
    const served = await new Promise<{ page: string; script: number; code: number | null }>((ok, fail) => {
      const child = spawn(bin, ['serve', '--port', '0'], {
        cwd: app,
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let out = '';
      child.stdout.on('data', async (d: Buffer) => {
        out += d.toString();
        const m = /^(http:\/\/\S+)\n/m.exec(out);
        if (!m) return;
        try {
          const page = await fetch(m[1]).then((r) => r.text());
          const script = await fetch(new URL('workbench.js', m[1])).then((r) => r.status);
          child.once('exit', (code) => ok({ page, script, code }));
          child.kill('SIGINT');
        } catch (e) {
          child.kill('SIGKILL');
          fail(e as Error);
        }
      });
      child.once('error', fail);
    });
    expect(served.page).toMatch(/workbench\.js/);
    expect(served.script).toBe(200);
    expect(served.code).toBe(0);

    // the README example, as TypeScript: type-checked against the emitted .d.ts with skipLibCheck off (no piscina, vega or Node types needed), then run as JS
    writeFileSync(join(app, 'example.ts'), readmeExample());
    // the second entry point, and a typo that must not compile
    writeFileSync(
      join(app, 'report.ts'),
      [
        "import { exactSync } from 'hantei';",
        "import { chartsForDocument, validateResults } from 'hantei/report';",
        "const doc = exactSync({ system: '2d6', params: { ability: '0..6', difficulty: 8 } });",
        'validateResults(JSON.parse(JSON.stringify(doc)), "doc");',
        "console.log(chartsForDocument({ name: 'dice', title: 'Dice', doc }, 'en').length > 0 ? 'charts' : 'none');",
        '',
      ].join('\n'),
    );
    // the authoring kit: its declarations type-check for a consumer too, and a system it registers is refused when broken
    writeFileSync(
      join(app, 'system.ts'),
      [
        "import { ACC_SUCCESS, registerSystem, type SystemDefinition } from 'hantei/system';",
        "import { getSystem, isHanteiError } from 'hantei';",
        'const add = (s: SystemDefinition): void => registerSystem(s);',
        "try { add({ id: 'copy', label: getSystem('2d6').label } as unknown as SystemDefinition); } catch (e) { console.log(isHanteiError(e) ? e.message : 'other', ACC_SUCCESS); }",
        '',
      ].join('\n'),
    );
    writeFileSync(
      join(app, 'typo.ts'),
      "import { exact } from 'hantei';\n// @ts-expect-error a misspelt parameter is a compile error for consumers too\nvoid exact({ system: '2d6', params: { ability: 3, difficulty: 8, modifer: 2 } });\n",
    );
    writeFileSync(
      join(app, 'tsconfig.json'),
      JSON.stringify({
        compilerOptions: {
          target: 'es2022',
          module: 'nodenext',
          moduleResolution: 'nodenext',
          strict: true,
          skipLibCheck: false,
          outDir: 'built',
          types: [],
        },
        files: ['example.ts', 'report.ts', 'system.ts', 'typo.ts'],
      }),
    );
    const tsc = join(root, 'node_modules', '.bin', 'tsc');
    const typed = spawnSync(tsc, ['-p', 'tsconfig.json'], { cwd: app, encoding: 'utf8' });
    expect(typed.status, typed.stdout + typed.stderr).toBe(0);
    expect(existsSync(join(app, 'built', 'example.js'))).toBe(true);
    const out = execFileSync(process.execPath, [join(app, 'built', 'example.js')], { cwd: app, encoding: 'utf8' });
    // the example prints one "check difficulty success" line per cell, then the 2d6 cell with its exact fraction
    const lines = out.trim().split('\n');
    expect(lines.length).toBeGreaterThan(1);
    for (const line of lines.slice(0, -1)) expect(line).toMatch(/^\w+ -?\d+ \d\.\d{4}$/);
    expect(lines.at(-1)).toBe('2d6 3 0.5556 5/9');
    expect(execFileSync(process.execPath, [join(app, 'built', 'report.js')], { cwd: app, encoding: 'utf8' }).trim()).toBe('charts');
    expect(execFileSync(process.execPath, [join(app, 'built', 'system.js')], { cwd: app, encoding: 'utf8' }).trim()).toBe(
      'rule system "copy": is missing params (a list of parameter declarations) 2',
    );
    // the public declarations name neither piscina nor vega
    const dts = readdirSync(join(app, 'node_modules', 'hantei', 'dist', 'src', 'api')).filter((f) => f.endsWith('.d.ts'));
    for (const f of dts)
      expect(readFileSync(join(app, 'node_modules', 'hantei', 'dist', 'src', 'api', f), 'utf8'), f).not.toMatch(
        /from '(piscina|vega|vega-lite)'/,
      );
  });
});
