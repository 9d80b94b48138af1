import { tmpdir } from 'node:os';

/** The system's temp folder, not the test file's own that os.tmpdir() gives in the suite (setup/private-tmp.ts). */
export function systemTmpdir(): string {
  return process.env.HANTEI_SYSTEM_TMPDIR ?? tmpdir();
}
