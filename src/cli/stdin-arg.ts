/** A lone `-` given as a positional (`deck inspect -`), which yargs would read as an empty string: cli/main.ts passes it on as this (NUL is in no path). */
export const STDIN_POSITIONAL = '\u0000-';
