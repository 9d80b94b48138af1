import { it } from 'vitest';
import { Workbench } from '../../src/serve/workbench.js';
import { BadRequest } from '../../src/serve/fields.js';
import { workbenchStudy } from './harness.js';

it('probe', async () => {
  const wb = new Workbench(workbenchStudy().file, { write: false, threads: 0 });
  const st = wb.state();
  const a = st.analyses[0];
  const tries: Array<[string, () => unknown]> = [
    ['empty deck list', () => wb.analyse({ analysis: 'mtg', rules: a.rules, params: { ...a.params, deck: [] }, lang: 'ja' })],
    ['known 100', () => wb.analyse({ analysis: 'mtg', rules: a.rules, params: { ...a.params, known: '100' }, lang: 'ja' })],
    ['trials 0', () => wb.startJob({ analysis: 'mtg', rules: a.rules, params: a.params, trials: 0, lang: 'ja' })],
    ['empty paste', () => wb.addDeck({ text: '' }, '', 'ja')],
    ['difficulty x', () => wb.analyse({ analysis: 'mtg', rules: a.rules, params: { ...a.params, difficulty: 'x' }, lang: 'ja' })],
    ['boost bad', () => wb.analyse({ analysis: 'mtg', rules: a.rules, params: { ...a.params, boost: ['sometimes'] }, lang: 'ja' })],
    ['rules bad', () => wb.analyse({ analysis: 'mtg', rules: { ...a.rules, modifiers: 3 }, params: a.params, lang: 'ja' })],
    ['targets bad', () => wb.analyse({ analysis: 'mtg', rules: a.rules, params: a.params, lang: 'ja', targets: { easy: 2 } })],
    ['known -1', () => wb.analyse({ analysis: 'mtg', rules: a.rules, params: { ...a.params, known: '-1' }, lang: 'ja' })],
    ['trials big', () => wb.startJob({ analysis: 'mtg', rules: a.rules, params: a.params, trials: 1e12, lang: 'ja' })],
  ];
  for (const [what, f] of tries) {
    try {
      await f();
      console.log(what, '=> OK');
    } catch (e) {
      const he = e as { cause?: unknown };
      void he;
      console.log(
        what,
        '=>',
        e instanceof BadRequest ? `ja: ${e.say('ja')}\n   en: ${e.say('en')}` : `${(e as Error).constructor.name} ${(e as Error).message}`,
      );
    }
  }
  wb.cancelAll();
});
