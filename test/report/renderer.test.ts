import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/*
 * The report's chart renderer (src/report/svg.ts renderSvgs) as built: one
 * worker a process, kept between reports, referenced only while it draws.
 * The built module is loaded (from sources the charts are drawn on the test's
 * own thread, with no worker to keep).
 */
type Svg = typeof import('../../src/report/svg.js');
const built = (): Promise<Svg> => import(new URL('../../dist/src/report/svg.js', import.meta.url).href) as Promise<Svg>;

const spec = (n: number) => ({
  $schema: 'https://vega.github.io/schema/vega-lite/v5.json',
  data: { values: Array.from({ length: 12 }, (_, i) => ({ x: i, y: (i * n) % 7 })) },
  mark: 'bar' as const,
  encoding: { x: { field: 'x', type: 'ordinal' as const }, y: { field: 'y', type: 'quantitative' as const } },
});

describe('the chart renderer', () => {
  it('draws the reports of a script one after another, and an idle renderer lets the script end by itself', () => {
    const script = `
      const { renderSvgs } = await import(${JSON.stringify(new URL('../../dist/src/report/svg.js', import.meta.url).href)});
      const spec = ${JSON.stringify(spec(3))};
      const a = await renderSvgs([spec, spec]);
      const b = await renderSvgs([spec]);
      console.log(JSON.stringify([a.length, b.length, a[0] === b[0], a[0].startsWith('<svg')]));`;
    const file = join(mkdtempSync(join(tmpdir(), 'hantei-renderer-')), 'script.mjs');
    writeFileSync(file, script);
    const r = spawnSync(process.execPath, [file], { encoding: 'utf8', timeout: 60_000 });
    expect(r.signal, 'the script ended by itself (no renderer holding it open)').toBeNull();
    expect(r.status, r.stderr).toBe(0);
    expect(JSON.parse(r.stdout)).toEqual([2, 1, true, true]);
  });

  it('an aborted call rejects with its reason, a call beside it still gets its charts, and the next call draws', async () => {
    const { renderSvgs } = await built();
    const stop = new AbortController();
    const aborted = renderSvgs([spec(1), spec(2), spec(3)], stop.signal);
    const beside = renderSvgs([spec(4), spec(5)]);
    stop.abort(new Error('stopped by the test'));
    await expect(aborted).rejects.toThrow('stopped by the test');
    const svgs = await beside;
    expect(svgs.map((s) => s.startsWith('<svg'))).toEqual([true, true]);

    // aborted alone: the worker is stopped, and the next call starts another
    const alone = new AbortController();
    const gone = renderSvgs([spec(6)], alone.signal);
    alone.abort(new Error('stopped again'));
    await expect(gone).rejects.toThrow('stopped again');
    const again = await renderSvgs([spec(6)]);
    expect(again[0]).toMatch(/^<svg[\s\S]*<\/svg>$/);
  });
});
