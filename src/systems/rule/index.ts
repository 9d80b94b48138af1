/**
 * Rules as data: a rule file (`kind: hantei.rule/1`) read into one
 * description (read.ts), compiled per cell (compile.ts), with exact odds
 * (exact.ts) and a Monte Carlo kernel (kernel.ts) both derived from it and
 * judged alike (judge.ts); `ruleSystem` makes it a rule system.
 */
export { RULE_KIND, readRule, poolsOf, type RuleSource } from './read.js';
export { ruleSystem } from './system.js';
export { compileRule } from './compile.js';
export { ruleExact, ruleOutcomes } from './exact.js';
export { ruleCheckKernel } from './kernel.js';
export { parseNotation } from './notation.js';
export { parseExpr, evalExpr } from './expr.js';
export type { Rule, RulePool, RuleNatural, RuleTiers, RuleOpposed, RuleParam } from './types.js';
export type { RuleCompiled } from './compiled.js';
export { starterRule } from './starter.js';
