// isolation: registerSystem, setSystemResolver, importSystems, installRuleFiles, run-here, sharedBrowser, chromium, serve/, workers/, vi., process.env, delete process.env, process.on( — only in the text of the projects it writes and of the pattern it reads
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { isolation, markerOf } from './isolation.js';

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
      // a file that needs the TypeScript sources runs apart on them, whatever its markers
      'test/on-sources.test.ts':
        "// sources: its workers load a TypeScript module\nimport { registerSystem } from '../src/systems/index.js';\n",
      'test/pure-on-sources.test.ts': "// sources: it asks where the code runs from\nimport { grid } from '../src/core/grid.js';\n",
      // the mark inside a block comment, or with no reason, is not a declaration
      'test/no-sources.test.ts': "/*\n * // sources: x\n */\n// sources:\nimport { grid } from '../src/core/grid.js';\n",
    });
    const { own, shared, sources } = isolation(root);
    expect(sources.sort()).toEqual(['test/on-sources.test.ts', 'test/pure-on-sources.test.ts']);
    expect(shared.sort()).toEqual(['test/no-sources.test.ts', 'test/pure.test.ts']);
    expect(own.sort()).toEqual([
      'test/browser.test.ts',
      'test/in-process-cli.test.ts',
      'test/registers.test.ts',
      'test/via-helper.test.ts',
    ]);
  });

  it('a declaration answers the markers it names, from the file or a helper, and nothing else', () => {
    const root = project({
      'test/closes.test.ts':
        "// isolation: serve/ — its server closes in afterAll\nimport { startServer } from '../src/serve/server.js';\n",
      'test/undeclared.test.ts': "import { startServer } from '../src/serve/server.js';\n",
      'test/restores.test.ts':
        "// isolation: process.env.HANTEI_CARDS, delete process.env — put back in afterAll\nconst before = process.env.HANTEI_CARDS;\nprocess.env.HANTEI_CARDS = '/x';\nafterAll(() => { delete process.env.HANTEI_CARDS; });\n",
      // the declaration names serve/ only: the mock it gains later keeps it apart
      'test/gains.test.ts':
        "// isolation: serve/ — its server closes in afterAll\nimport { startServer } from '../src/serve/server.js';\nvi.mock('node:fs');\n",
      // another variable than the one declared
      'test/other-env.test.ts': "// isolation: process.env.HANTEI_CARDS — put back in afterAll\nprocess.env.HANTEI_LANG = 'ja';\n",
      // no reason given: not a declaration
      'test/no-reason.test.ts': "// isolation: serve/\nimport { startServer } from '../src/serve/server.js';\n",
      // inside a block comment: not a declaration either
      'test/in-comment.test.ts': "/*\n * // isolation: serve/ — closes\n */\nimport { startServer } from '../src/serve/server.js';\n",
      // a helper's marker answered by the file that imports it, or by the helper itself for every file
      'test/via-helper.test.ts': "// isolation: serve/ — words.ts only reads the page's words\nimport { words } from './words.js';\n",
      'test/words.ts': "import { pageWords } from '../src/serve/page/i18n.js';\nexport const words = pageWords;\n",
      'test/via-quiet.test.ts': "import { quiet } from './quiet.js';\n",
      'test/quiet.ts': "// isolation: vi.spyOn — restored in a finally\nexport const quiet = () => vi.spyOn(process.stderr, 'write');\n",
      'test/via-words.test.ts': "import { words } from './words.js';\n",
      // the reason's words are not markers of their own
      'test/reason.test.ts': '// isolation: workers/ — a folder it reads; no process.on( is left\nconst dir = "src/workers/";\n',
    });
    const { own, shared } = isolation(root);
    expect(shared.sort()).toEqual([
      'test/closes.test.ts',
      'test/reason.test.ts',
      'test/restores.test.ts',
      'test/via-helper.test.ts',
      'test/via-quiet.test.ts',
    ]);
    expect(own.sort()).toEqual([
      'test/gains.test.ts',
      'test/in-comment.test.ts',
      'test/no-reason.test.ts',
      'test/other-env.test.ts',
      'test/undeclared.test.ts',
      'test/via-words.test.ts',
    ]);
    expect(markerOf('test/gains.test.ts', root)).toBe('vi.mock');
    expect(markerOf('test/other-env.test.ts', root)).toMatch(/^process\.env\.HANTEI_LANG =/);
    expect(markerOf('test/via-words.test.ts', root)).toBe('serve/ (test/words.ts)');
  });

  it("this project's files: the plugin and rule-file tests are apart, the pure rule tests share", () => {
    const { own, shared, sources } = isolation(join(import.meta.dirname, '..', '..'));
    expect(own).toContain('test/systems/plugin-system.test.ts');
    // where a worker loads from when the code runs from the sources: asked on the sources, in a process of its own
    expect(sources).toEqual(['test/engine/worker-entry.test.ts']);
    expect(own).toContain('test/cli/bad-input.test.ts');
    // a browser suite that starts a worker pool in this process stays apart; one whose pages and servers end in afterAll shares
    expect(own).toContain('test/browser/sim-vs-exact.test.ts');
    expect(shared).toContain('test/browser/workbench.test.ts');
    // the in-process CLI puts back what a run changes: a file using it alone shares
    expect(shared).toContain('test/cli/merge-tamper.test.ts');
    expect(shared).toContain('test/core/grid.test.ts');
    // declared: servers closed in afterAll, an environment put back, a rule file only read; a rule file loaded as a system stays apart
    expect(shared).toContain('test/serve/server.test.ts');
    expect(shared).toContain('test/systems/mtg/decks/bundled-index.test.ts');
    expect(shared).toContain('test/systems/rule/schema.test.ts');
    expect(own).toContain('test/systems/rule/read.test.ts');
    expect(own).toContain('test/serve/rule-file.test.ts');
    // a ruleset file beside the rule files is no marker
    expect(shared).toContain('test/systems/mtg/critical-scenarios.test.ts');
    expect(own.length + shared.length).toBeGreaterThan(100);
  });
});
