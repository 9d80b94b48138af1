import { xmlChars } from './markup.js';

/** Text content: the five entities, and what XML cannot hold shown as escapes (markup.ts). */
function xml(s: string): string {
  return xmlChars(s).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');
}

/** An attribute value: as text, and tab, newline and carriage return as character references (a parser would fold them to spaces). */
function attr(s: string): string {
  return xml(s).replace(/\t/g, '&#9;').replace(/\n/g, '&#10;').replace(/\r/g, '&#13;');
}

/** What a test case is made of: a study's verdict (study/expect.ts) as the report layer sees it. */
export interface JunitCase {
  expectation: { analysis: string };
  ok: boolean;
  name: string;
  lines: readonly string[];
}

/** JUnit XML with one testcase per verdict, as CI systems display it. */
export function junitXml(suite: string, verdicts: readonly JunitCase[], timeSeconds: number): string {
  const failures = verdicts.filter((v) => !v.ok).length;
  const cases = verdicts
    .map((v) => {
      const open = `    <testcase classname="${attr(`hantei.${suite}.${v.expectation.analysis}`)}" name="${attr(v.name)}" time="0">`;
      const text = v.lines.join('\n');
      return v.ok
        ? `${open}<system-out>${xml(text)}</system-out></testcase>`
        : `${open}\n      <failure message="${attr(v.lines[0] ?? v.name)}" type="expectation">${xml(text)}</failure>\n    </testcase>`;
    })
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>
<testsuites name="hantei" tests="${verdicts.length}" failures="${failures}" time="${timeSeconds.toFixed(3)}">
  <testsuite name="${attr(suite)}" tests="${verdicts.length}" failures="${failures}" errors="0" skipped="0" time="${timeSeconds.toFixed(3)}">
${cases}
  </testsuite>
</testsuites>
`;
}
