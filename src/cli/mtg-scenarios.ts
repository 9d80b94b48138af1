import type { Argv } from 'yargs';
import { BOOST_POLICIES, type BoostPolicy } from '../systems/mtg/compile.js';
import { OPPOSED_BOOST_POLICIES, type OpposedBoostPolicy } from '../systems/mtg/scenario.js';

export function mtgOpposedOptions(y: Argv): Argv {
  return y
    .option('deck', { type: 'string', demandOption: true, describe: 'side A\'s deck' })
    .option('vs', { type: 'string', demandOption: true, describe: 'side B\'s deck' })
    .option('check', { type: 'string', demandOption: true, describe: 'side A\'s check type' })
    .option('vs-check', { type: 'string', describe: 'side B\'s check type (default: the same)' })
    .option('difficulty', { type: 'string', default: '0', describe: 'side A\'s difficulty' })
    .option('vs-difficulty', { type: 'string', describe: 'side B\'s difficulty (default: the same)' })
    .option('boost', { choices: OPPOSED_BOOST_POLICIES, default: 'never' as OpposedBoostPolicy, describe: 'side A\'s boost, once per contest: never | on-fail (own check fails) | when-behind (would not win) | always (first round)' })
    .option('vs-boost', { choices: OPPOSED_BOOST_POLICIES, default: 'never' as OpposedBoostPolicy, describe: 'side B\'s boost, once per contest (same choices)' })
    .option('ruleset', { type: 'string', describe: 'v1 | v2 | FILE (default v2)' })
    .option('cards', { type: 'string', array: true, describe: 'extra card data (JSON)' })
    .option('max-cards', { type: 'string', describe: 'refuse decks of more cards than this (default 1,000,000)' });
}

export function mtgTurnOptions(y: Argv): Argv {
  return y
    .option('deck', { type: 'string', demandOption: true, describe: 'deck file' })
    .option('checks', { type: 'string', demandOption: true, describe: 'checks in order, "type:difficulty" by commas, turns split by "/": "green:2,red:1/blue:3"' })
    .option('boost', { choices: BOOST_POLICIES, default: 'never' as BoostPolicy, describe: 'boost policy (at most one boost a turn)' })
    .option('hand', { type: 'string', default: '0', describe: 'opening hand drawn before the first check' })
    .option('known', { type: 'string', default: '0', describe: 'top cards the player knows (set aside each check, put back on top)' })
    .option('ruleset', { type: 'string', describe: 'v1 | v2 | FILE (default v2)' })
    .option('cards', { type: 'string', array: true, describe: 'extra card data (JSON)' })
    .option('critical', { type: 'string', describe: 'names of critical cards, comma-separated' })
    .option('max-cards', { type: 'string', describe: 'refuse decks of more cards than this (default 1,000,000)' });
}
