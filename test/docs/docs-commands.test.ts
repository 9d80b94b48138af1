// docs/commands.md and docs/ja/commands.md: every command block runs as written (test/docs/suite.ts)
import { describeDocs } from './suite.js';

describeDocs((en) => en === 'docs/commands.md');
