import { readFileSync } from 'node:fs';
import { type StudyResults, parseStudyResults } from '../../src/report/build.js';

/** The golden check analyses and the scenario fixture as one study, as a report of the default study has both. */
export function fixtureStudy(): StudyResults {
  const checks = parseStudyResults(readFileSync('test/golden/results.json', 'utf8'), 'test/golden/results.json');
  const scenarios = parseStudyResults(readFileSync('test/golden/scenarios.json', 'utf8'), 'test/golden/scenarios.json');
  return { ...checks, analyses: [...checks.analyses, ...scenarios.analyses] };
}
