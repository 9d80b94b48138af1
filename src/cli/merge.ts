import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import type { CommandModule } from 'yargs';
import { HanteiError } from '../core/errors.js';
import { parseUserJson } from '../core/user-data.js';
import { readTextFile } from '../decks/load.js';
import { MergedCounts, PART_SCHEMA, type PartDocument, checkParts, setDistribution } from '../engine/shard.js';
import { validateDocument } from '../io/results-schema.js';
import { packageVersion } from '../paths.js';

/*
 * `--shard I/N` on simulate, the scenario commands and report runs one part of
 * the seed plan and writes a part file; `hantei merge PART…` runs the same
 * command again with the parts' summed counts (engine/shard.ts).
 */

interface MergeArgs {
  parts: string[];
  out?: string;
}

/** `hantei merge PART.json…`: needs the function that parses and runs a command line. */
export function mergeCommand(run: (argv: string[]) => Promise<void>): CommandModule {
  return {
    command: 'merge <parts..>',
    describe: 'combine the part files of a sharded run (--shard I/N) into the one-machine result',
    builder: (y) =>
      y
        .positional('parts', { type: 'string', array: true, describe: 'part files written by --shard runs' })
        .option('out', { type: 'string', describe: 'where the merged output goes (a file, or the report folder for report)' }),
    handler: async (raw) => {
      const args = raw as unknown as MergeArgs;
      const parts = args.parts.map((file) => {
        let data: unknown;
        try {
          data = parseUserJson(readTextFile(file, 'part file'), 'file', file);
        } catch (e) {
          if (e instanceof HanteiError) throw e;
          throw new HanteiError('file', `not valid JSON: ${(e as Error).message}`, { file });
        }
        validateDocument(data, PART_SCHEMA, file);
        return { file, doc: data as PartDocument };
      });
      const { command, cwd } = checkParts(parts);
      if (parts[0].doc.version !== packageVersion()) throw new HanteiError('file', `parts were made by hantei ${parts[0].doc.version}, this is ${packageVersion()}`, { file: parts[0].file, hint: 'merge with the version that made the parts' });
      const merged = new MergedCounts(parts);
      const out = args.out === undefined ? undefined : resolve(args.out);
      setDistribution({ merged });
      // the command's paths are relative to where the parts ran; the same checkout on another machine has that folder too
      if (existsSync(cwd)) process.chdir(cwd);
      await run([...command, ...(out ? ['--out', out] : [])]);
      const unused = merged.unused();
      if (unused > 0) throw new HanteiError('file', `${unused} simulated job${unused === 1 ? '' : 's'} in the parts were not asked for by the command`, { hint: 'the inputs (decks, study, rulesets) changed between the shards and the merge' });
    },
  };
}
