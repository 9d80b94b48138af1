import { areaWords } from '../../core/catalogue/area.js';
import { REPORT } from '../../core/catalogue/report.js';
import type { ScenarioResult } from '../../core/results.js';
import { msg } from '../../core/messages.js';
import type { Lang } from '../../systems/types.js';
import { t } from '../i18n.js';
import { type VlSpec, baseSpec, fit } from './spec.js';
import { keyLabel, valueLabel } from '../../core/labels.js';

const WORDS = areaWords(REPORT, 'scenarioChart.');

/** A bar per entry with an error bar for its interval. */
function barsWithIntervals(
  title: string,
  rows: Array<{ label: string; p: number; lo: number; hi: number }>,
  xTitle: string,
  lang: Lang,
): VlSpec {
  return baseSpec(title, rows, {
    // never a narrow strip: a chart of one or two bars still takes a readable width
    width: Math.max(360, rows.length * 110),
    height: 180,
    usermeta: fit(70),
    encoding: {
      x: {
        field: 'label',
        type: 'nominal',
        title: xTitle,
        sort: null,
        axis: { labelAngle: 0, labelLimit: 150, labelExpr: "split(datum.label, ' · ')" },
      },
    },
    layer: [
      {
        mark: { type: 'bar', color: '#3b7dd8' },
        encoding: {
          y: { field: 'p', type: 'quantitative', title: t('probability', lang), scale: { domain: [0, 1] }, axis: { format: '.0%' } },
          tooltip: [
            { field: 'label', title: xTitle },
            { field: 'p', type: 'quantitative', title: t('probability', lang), format: '.2%' },
            { field: 'lo', type: 'quantitative', title: `${t('ci', lang)} −`, format: '.2%' },
            { field: 'hi', type: 'quantitative', title: `${t('ci', lang)} +`, format: '.2%' },
          ],
        },
      },
      { mark: { type: 'rule', color: '#1d2330' }, encoding: { y: { field: 'lo', type: 'quantitative' }, y2: { field: 'hi' } } },
    ],
  });
}

/** An opposed scenario's sides in words (`A = deck mono-green · check green · …; B = deck uw-control · …`), from its params: B's are the vs ones. */
export function sidesOf(s: ScenarioResult, lang: Lang): string | undefined {
  if (!('aWins' in s.values)) return undefined;
  const side = (vs: boolean) =>
    Object.entries(s.params)
      .filter(([k]) => /^vs[A-Z]/.test(k) === vs)
      .map(([k, v]) => {
        const key = vs ? k[2].toLowerCase() + k.slice(3) : k;
        return `${keyLabel(key, lang)} ${valueLabel(key, v, lang)}`;
      })
      .join(' · ');
  return msg('report.sides', { a: side(false), b: side(true) }).text(lang);
}

/** Charts of one scenario result: headline probabilities, each distribution, success per step. */
export function scenarioCharts(
  name: string,
  s: ScenarioResult,
  lang: Lang,
): Array<{ id: string; title: string; explanation: string; spec: VlSpec }> {
  const out: Array<{ id: string; title: string; explanation: string; spec: VlSpec }> = [];
  const values = Object.entries(s.intervals).map(([k, [lo, hi]]) => ({ label: keyLabel(k, lang), p: s.values[k], lo, hi }));
  // one headline (allSucceed) is already in the table; a chart earns its place from two up (aWins, bWins, undecided)
  if (values.length > 1)
    out.push({
      id: `${name}-values`,
      // an opposed contest names both sides: "P(A wins)" alone does not say who A is
      title: sidesOf(s, lang) ? `${WORDS.values[lang]} — ${sidesOf(s, lang)}` : WORDS.values[lang],
      explanation: WORDS.valuesText[lang],
      spec: barsWithIntervals('', values, t('outcome', lang), lang),
    });
  for (const [d, dist] of Object.entries(s.distributions)) {
    const rows = Object.entries(dist).map(([value, p]) => ({ value: Number(value), p }));
    out.push({
      id: `${name}-${d}`,
      title: WORDS.distribution[lang].replace('{d}', keyLabel(d, lang)),
      explanation: WORDS.distributionText[lang],
      spec: baseSpec('', rows, {
        // a distribution of few values (a session's final courage) still takes a readable width
        width: rows.length * 28 < 360 ? 360 : { step: 28 },
        height: 160,
        mark: { type: 'bar', color: '#3b7dd8' },
        encoding: {
          x: { field: 'value', type: 'ordinal', title: keyLabel(d, lang), axis: { labelAngle: 0 } },
          y: { field: 'p', type: 'quantitative', title: t('probability', lang), axis: { format: '.0%' } },
          tooltip: [
            { field: 'value', title: keyLabel(d, lang) },
            { field: 'p', type: 'quantitative', title: t('probability', lang), format: '.2%' },
          ],
        },
      }),
    });
  }
  if (s.steps?.length) {
    const rows = s.steps.map((st) => {
      const ci = (st.ci as [number, number] | undefined) ?? [Number(st.success), Number(st.success)];
      const what =
        st.check !== undefined
          ? `${valueLabel('check', st.check, lang)} ${String(st.difficulty)}`
          : st.name !== undefined
            ? String(st.name)
            : `${keyLabel('ability', lang)} ${String(st.ability)}${Number(st.modifier) ? ` ${Number(st.modifier) > 0 ? '+' : ''}${String(st.modifier)}` : ''} · ${keyLabel('difficulty', lang)} ${String(st.difficulty)}`;
      // " · " breaks the axis label into lines
      return { label: `${String(st.step)} · ${what}`, p: Number(st.success), lo: ci[0], hi: ci[1] };
    });
    out.push({
      id: `${name}-steps`,
      title: WORDS.steps[lang],
      explanation: WORDS.stepsText[lang],
      spec: barsWithIntervals('', rows, t('check', lang), lang),
    });
  }
  return out;
}
