import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { GRACE_MS } from '../../src/cli/interrupt.js';

// isolation: src/cli/ — it reads GRACE_MS; the signal handlers it tests are installed in a child process

/*
 * A stopped command says so once. cli/main.ts prints the stop when the command
 * gives up; a process still winding down (closing its pool on a loaded machine)
 * when the grace period ends exits then without printing it again. The process
 * is what is tested: a child that gets a real SIGINT and outlives the grace. It
 * loads the code the tests run (setup/built-code.ts): the built module, or the
 * source under tsx.
 */
const built = process.env.HANTEI_TEST_CODE === 'built';
function child(reported: boolean): { status: number | null; stderr: string } {
  const script = [
    `const { installSignalHandlers, noteStopReported } = await import('./${built ? 'dist/src/cli/interrupt.js' : 'src/cli/interrupt.ts'}');`,
    'installSignalHandlers();',
    "process.kill(process.pid, 'SIGINT');",
    // the stop is said by the command (as cli/main.ts does) while the process has work left
    reported ? 'setTimeout(() => { process.stderr.write("hantei: said once\\n"); noteStopReported(); }, 50);' : '',
    `setTimeout(() => process.exit(0), ${GRACE_MS * 4});`,
  ].join('\n');
  return spawnSync(process.execPath, [...(built ? [] : ['--import', 'tsx']), '--input-type=module', '-e', script], { encoding: 'utf8' });
}

describe('a stopped run says it stopped once', () => {
  it('the grace period ends the process with exit 130, printing the stop only if the command has not', () => {
    const quiet = child(false);
    expect(quiet.status, quiet.stderr).toBe(130);
    expect(quiet.stderr.match(/interrupted/g) ?? [], quiet.stderr).toHaveLength(1);
    const said = child(true);
    expect(said.status, said.stderr).toBe(130);
    expect(said.stderr).toBe('hantei: said once\n');
  });
});
