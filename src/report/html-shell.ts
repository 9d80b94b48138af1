/*
 * The report page's fixed parts: its style sheet, and its scripts — the vega,
 * vega-lite and vega-embed bundles inlined (the page needs no network) and the
 * script that draws each chart as it nears the viewport. html.ts writes the rest.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { FONT_STACK } from './charts/spec.js';
import { fitSpec } from './charts/fit.js';

const require = createRequire(import.meta.url);

/** A package's folder: its `exports` hide build/*.min.js from require.resolve, so walk up from the main entry. */
function packageDir(name: string): string {
  let dir = dirname(require.resolve(name));
  for (;;) {
    try {
      if ((JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { name?: string }).name === name) return dir;
    } catch {
      // no package.json here: keep walking up
    }
    const up = dirname(dir);
    if (up === dir) throw new Error(`package ${name} not found`);
    dir = up;
  }
}

/** The three browser bundles, in load order, read once per process. */
let bundles: string[] | undefined;
function browserBundles(): string[] {
  bundles ??= [
    join(packageDir('vega'), 'build', 'vega.min.js'),
    join(packageDir('vega-lite'), 'build', 'vega-lite.min.js'),
    join(packageDir('vega-embed'), 'build', 'vega-embed.min.js'),
  ].map((f) => readFileSync(f, 'utf8'));
  return bundles;
}

/** Script text that cannot close its own <script> element. */
function scriptSafe(js: string): string {
  return js.replace(/<\/script/gi, '<\\/script').replace(/<!--/g, '<\\!--');
}

/** The page's style sheet (a phone's narrow screen included). */
export const PAGE_STYLE = `* { box-sizing: border-box; }
body { font-family: ${FONT_STACK}; margin: 0 auto; max-width: 1200px; padding: 0 2rem 4rem; color: #1d2330; line-height: 1.45; overflow-wrap: anywhere; }
h1 { margin: 1.2rem 0 .2rem; font-size: 1.6rem; } h2 { margin-top: 2.5rem; border-bottom: 2px solid #dfe3ea; padding-bottom: .3rem; scroll-margin-top: 3.5rem; } h3 { margin: 1.6rem 0 .2rem; font-size: 1.05rem; scroll-margin-top: 3.5rem; }
h3 a { color: inherit; }
.meta, .fixed, .explain, .run { color: #566074; font-size: .9rem; margin: .2rem 0 .6rem; }
nav { position: sticky; top: 0; z-index: 10; background: rgba(255,255,255,.97); border-bottom: 1px solid #dfe3ea; margin: 0 -2rem; padding: .45rem 2rem; font-size: .88rem; }
nav a { color: #2b5fb3; text-decoration: none; margin-right: 1.1rem; display: inline-block; white-space: nowrap; } nav a:hover { text-decoration: underline; }
.table-wrap { overflow: auto; max-height: 420px; max-width: 100%; border: 1px solid #dfe3ea; border-radius: 6px; margin: .3rem 0 .8rem; } .table-wrap.narrow { width: max-content; }
table { border-collapse: collapse; font-size: .82rem; width: max-content; min-width: 100%; }
th, td { padding: .25rem .55rem; border-bottom: 1px solid #eef0f4; white-space: nowrap; text-align: left; }
thead th { position: sticky; top: 0; background: #f6f7f9; z-index: 1; }
.table-wrap tr > :first-child { position: sticky; left: 0; background: #fff; z-index: 1; box-shadow: 1px 0 0 #eef0f4; } .table-wrap thead tr > :first-child { background: #f6f7f9; z-index: 2; }
td.off-target { background: #fff4e0; }
.num { text-align: right; font-variant-numeric: tabular-nums; } .word { font-weight: normal; color: #566074; font-size: .75rem; }
.vis { max-width: 100%; overflow-x: auto; min-height: 120px; } .vis svg, .vis img { max-width: 100%; height: auto; }
.vis .vega-embed { max-width: 100%; }
details.expect summary { cursor: pointer; font-weight: 600; margin: .3rem 0; }
figure.hantei-difficulty-table { margin: .4rem 0 1rem; } figure.hantei-difficulty-table caption { text-align: left; color: #566074; font-size: .85rem; padding: .2rem 0; } figure.hantei-difficulty-table td.off-target, figure.hantei-difficulty-table td.edge { background: #fff4e0; } figure.hantei-difficulty-table .notes { color: #566074; font-size: .82rem; margin: .2rem 0; }
details.expect table { width: 100%; } details.expect td { white-space: normal; } details.expect td.verdict { min-width: 12rem; }
details.expect tr.ok .mark { color: #1d7a3a; font-weight: 700; } details.expect tr.fail { background: #fdecea; } details.expect tr.fail .mark { color: #b3261e; font-weight: 700; }
@media (max-width: 640px) {
  body { padding: 0 .75rem 3rem; } nav { margin: 0 -.75rem; padding: .45rem .75rem; white-space: nowrap; overflow-x: auto; }
  h1 { font-size: 1.3rem; } .table-wrap.narrow { width: auto; }
  details.expect td.verdict { min-width: 9rem; }
}
`;

/**
 * The bundles, then the drawing script with the pooled specs (html.ts `poolSpecs`): each chart's rows
 * put back and its facets refitted to the width it gets, drawn when it nears the viewport.
 */
export function pageScripts(pool: unknown[], specs: Array<Record<string, unknown>>): string {
  const json = (v: unknown) => JSON.stringify(v).replace(/</g, '\\u003c');
  return `${browserBundles()
    .map((b) => `<script>${scriptSafe(b)}</script>`)
    .join('\n')}
<script>
(function () {
  var pool = ${json(pool)};
  var specs = ${json(specs)};
  var els = Array.prototype.slice.call(document.querySelectorAll('.vis[data-index]'));
  // the spec with its rows put back, and its wrapped facets refitted to the width the chart gets
  var fitSpec = ${fitSpec.toString()};
  function prepare(i, el) {
    var spec = Object.assign({}, specs[i]);
    if (spec.data && spec.data.rows) spec.data = { values: spec.data.rows.map(function (r) { return pool[r]; }) };
    return fitSpec(spec, el.clientWidth);
  }
  function draw(el) {
    if (el.hasAttribute('data-rendered') || typeof vegaEmbed !== 'function') return;
    el.setAttribute('data-rendered', 'pending');
    var i = Number(el.getAttribute('data-index'));
    vegaEmbed(el, prepare(i, el), { actions: false, renderer: 'svg' }).then(function () {
      el.setAttribute('data-rendered', 'true');
    }, function (err) {
      el.setAttribute('data-rendered', 'error');
      console.error('chart ' + el.getAttribute('data-chart') + ' could not be drawn: ' + err);
    });
  }
  window.hanteiDrawAll = function () { els.forEach(draw); };
  if (!('IntersectionObserver' in window)) return window.hanteiDrawAll();
  var seen = new IntersectionObserver(function (entries) {
    entries.forEach(function (e) {
      if (e.isIntersecting) { seen.unobserve(e.target); draw(e.target); }
    });
  }, { rootMargin: '800px 0px' });
  els.forEach(function (el) { seen.observe(el); });
})();
</script>`;
}
