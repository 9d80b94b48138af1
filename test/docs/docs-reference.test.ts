// The other docs/*.md and their translations: every command block runs as written (test/docs/suite.ts)
import { describeDocs, OWN_FILE } from './suite.js';

describeDocs((en) => !OWN_FILE.includes(en));
