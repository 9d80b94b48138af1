// README.md and README.ja.md: every command block runs as written (test/docs/suite.ts)
import { describeDocs } from './suite.js';

describeDocs((en) => en === 'README.md');
