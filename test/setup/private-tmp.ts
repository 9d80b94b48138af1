import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll } from 'vitest';

/*
 * Each test file's own temporary folder, as the system temp folder
 * (os.tmpdir() reads TMPDIR; the CLIs and servers a test starts inherit it):
 * a test that looks beside its folders (`join(dir, '..', …)`) sees only what
 * this file made, whatever else lies in the real temp folder. Removed when
 * the file's tests are done.
 */
const root = process.env.HANTEI_TEST_ROOT ?? tmpdir();
const mine = mkdtempSync(join(root, 'file-'));
process.env.TMPDIR = mine;
afterAll(() => rmSync(mine, { recursive: true, force: true }));
