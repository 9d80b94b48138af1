import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { isolation } from './isolation.js';

/** A project folder holding the given test files. */
function project(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'hantei-isolation-'));
  for (const [f, text] of Object.entries(files)) {
    mkdirSync(join(root, f, '..'), { recursive: true });
    writeFileSync(join(root, f), text);
  }
  return root;
}

describe('which test files get a process of their own', () => {
  it('a file that changes global state, or imports a test helper that does, gets its own; a pure one shares', () => {
    const root = project({
      'test/pure.test.ts': "import { grid } from '../src/core/grid.js';\nimport { tiny } from './helpers/tiny.js';\n",
      'test/helpers/tiny.ts': 'export const tiny = 1;\n',
      'test/registers.test.ts': "import { registerSystem } from '../src/systems/index.js';\n",
      'test/via-helper.test.ts': "import { plug } from './helpers/plug.js';\n",
      'test/helpers/plug.ts': "import { other } from './deeper.js';\nexport const plug = other;\n",
      'test/helpers/deeper.ts': "process.env.HANTEI_CARDS = '/x';\nexport const other = 2;\n",
      'test/in-process-cli.test.ts': "import { runHere } from './run-here.js';\n",
      'test/browser.test.ts': "import { sharedBrowser } from './chromium.js';\n",
    });
    const { own, shared } = isolation(root);
    expect(shared).toEqual(['test/pure.test.ts']);
    expect(own.sort()).toEqual([
      'test/browser.test.ts',
      'test/in-process-cli.test.ts',
      'test/registers.test.ts',
      'test/via-helper.test.ts',
    ]);
  });

  it("this project's files: the plugin and rule-file tests are apart, the pure rule tests share", () => {
    const { own, shared } = isolation(join(import.meta.dirname, '..', '..'));
    expect(own).toContain('test/systems/plugin-system.test.ts');
    expect(own).toContain('test/cli/bad-input.test.ts');
    expect(own).toContain('test/browser/workbench.test.ts');
    // the in-process CLI puts back what a run changes: a file using it alone shares
    expect(shared).toContain('test/cli/merge-tamper.test.ts');
    expect(shared).toContain('test/core/grid.test.ts');
    expect(own.length + shared.length).toBeGreaterThan(100);
  });
});
