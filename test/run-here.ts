import { vi } from 'vitest';
import { main } from '../src/cli/main.js';

/** Run the CLI in this process (the same main() as bin/hantei.js), capturing what it prints. */
export async function runHere(args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  let stdout = '';
  let stderr = '';
  const out = vi.spyOn(process.stdout, 'write').mockImplementation((s) => ((stdout += String(s)), true));
  const err = vi.spyOn(process.stderr, 'write').mockImplementation((s) => ((stderr += String(s)), true));
  const log = vi.spyOn(console, 'log').mockImplementation((...a: unknown[]) => void (stdout += a.join(' ') + '\n'));
  const error = vi.spyOn(console, 'error').mockImplementation((...a: unknown[]) => void (stderr += a.join(' ') + '\n'));
  try {
    return { code: await main(args), stdout, stderr };
  } finally {
    for (const s of [out, err, log, error]) s.mockRestore();
  }
}
