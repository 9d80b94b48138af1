function xml(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');
}

/** JUnit XML with one testcase per verdict, as CI systems display it. */
/** What a test case is made of: a study's verdict (study/expect.ts) as the report layer sees it. */
export interface JunitCase {
  expectation: { analysis: string };
  ok: boolean;
  name: string;
  lines: readonly string[];
}

export function junitXml(suite: string, verdicts: readonly JunitCase[], timeSeconds: number): string {
  const failures = verdicts.filter((v) => !v.ok).length;
  const cases = verdicts
    .map((v) => {
      const open = `    <testcase classname="${xml(`hantei.${suite}.${v.expectation.analysis}`)}" name="${xml(v.name)}" time="0">`;
      const text = v.lines.join('\n');
      return v.ok
        ? `${open}<system-out>${xml(text)}</system-out></testcase>`
        : `${open}\n      <failure message="${xml(v.lines[0] ?? v.name)}" type="expectation">${xml(text)}</failure>\n    </testcase>`;
    })
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>
<testsuites name="hantei" tests="${verdicts.length}" failures="${failures}" time="${timeSeconds.toFixed(3)}">
  <testsuite name="${xml(suite)}" tests="${verdicts.length}" failures="${failures}" errors="0" skipped="0" time="${timeSeconds.toFixed(3)}">
${cases}
  </testsuite>
</testsuites>
`;
}
