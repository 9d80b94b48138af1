/*
 * The answer's tables: the comparison with the preset (edited − preset, the
 * largest changes), the deck system's balance table under the columns it
 * declares, and the difficulty table (each target's pick, beyond the
 * ruleset's range marked and said).
 */

import { valueLabel } from '../../core/labels.js';
import { msg } from '../../core/messages.js';
import type { AnalyseResponse } from '../protocol.js';
import type { BalanceColumn } from '../../systems/types.js';
import { $, el, pct, signed, table } from './dom.js';
import { type Lang, type Word, word } from './i18n.js';
import { wb } from './probe.js';

/** What the tables need of the page: its language, a parameter's label, the target rates. */
export interface TableContext {
  lang: Lang;
  paramLabel: (key: string) => string;
  targets: Readonly<Record<string, number>>;
}

export type Tuned = NonNullable<AnalyseResponse['tune']>;

/** A balance cell as its column shows it ('—' for a value the row lacks). */
function balanceCell(c: BalanceColumn, v: unknown, lang: Lang): string {
  if (c.kind === 'share') return pct(v as number | null | undefined);
  if (c.kind === 'signed') return signed(v as number | null | undefined);
  if (v === undefined || v === null) return '—';
  return c.kind === 'value' ? valueLabel(c.key, v as string, lang) : String(v);
}

export async function drawTables(res: AnalyseResponse, { lang, paramLabel }: TableContext): Promise<void> {
  const t = (w: Word) => word(w, lang);
  const changed = res.compare.rows;
  const keys = Object.keys(changed[0]?.params ?? {}).filter((k) => new Set(changed.map((r) => String(r.params[k]))).size > 1);
  $('compare').replaceChildren(
    el(
      'p',
      {},
      `${res.compare.changed} ${t('changedOf')} ${res.compare.cells}${res.compare.changed > 12 ? ` · ${t('shownLargest')}` : ''}`,
    ),
    // one convention everywhere: edited − preset (the CLI's compare prints the same sign)
    table(
      [...keys.map(paramLabel), t('edited'), `${t('preset')} ${res.compare.preset}`, `${t('edited')} − ${t('preset')}`],
      changed.slice(0, 12).map((r) => [...keys.map((k) => valueLabel(k, r.params[k], lang)), pct(r.edited), pct(r.preset), signed(r.diff)]),
    ),
  );
  const balance = res.balance;
  $('balance-box').hidden = !balance;
  if (balance) {
    $('balance').replaceChildren(
      table(
        // deck and ruleset first, then the columns the system declares
        [t('deck'), t('ruleset'), ...balance.columns.map((c) => c.label[lang])],
        balance.rows.map((r) => [String(r.deck), String(r.ruleset), ...balance.columns.map((c) => balanceCell(c, r[c.key], lang))]),
      ),
    );
  }
}

export function drawTune(tuned: Tuned, { lang, paramLabel, targets }: TableContext): void {
  const t = (w: Word) => word(w, lang);
  const names = t('targetNames').split(',');
  const beyond = (v: unknown) => tuned.legal !== undefined && typeof v === 'number' && (v < tuned.legal[0] || v > tuned.legal[1]);
  const tkeys = Object.keys(tuned.rows[0]?.params ?? {}).filter((k) => new Set(tuned.rows.map((r) => String(r.params[k]))).size > 1);
  $('tune').replaceChildren(
    table(
      [
        ...tkeys.map(paramLabel),
        ...Object.entries(targets).map(([l, r], i) => `${names[i] ?? l} (${pct(r, 0)}) → ${paramLabel(tuned.param)}`),
      ],
      tuned.rows.map((r) => [
        ...tkeys.map((k) => valueLabel(k, r.params[k], lang)),
        ...Object.keys(targets).map((l) => {
          const p = r.picks[l];
          return p ? `${valueLabel(tuned.param, p.value, lang)}  ${pct(p.success)}${beyond(p.value) ? ' ▲' : ''}` : '—';
        }),
      ]),
    ),
    // a pick beyond the ruleset's range is marked and said, as `hantei tune` says it
    ...(tuned.rows.some((r) => Object.values(r.picks).some((p) => p && beyond(p.value)))
      ? [
          el(
            'p',
            { class: 'hint', id: 'tune-beyond' },
            msg('tune.beyondRange', {
              x: paramLabel(tuned.param),
              flag: tuned.param,
              range: `${tuned.legal![0]}..${tuned.legal![1]}`,
            }).text(lang),
          ),
        ]
      : []),
  );
  wb.tuned++;
}
