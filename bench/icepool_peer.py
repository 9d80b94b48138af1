#!/usr/bin/env python3
"""icepool (pip install icepool) on the grids `npm run bench` times through hantei's exact().

    python3 bench/icepool_peer.py CASE    ->  {"ms": ..., "cells": ..., "success": [...]}

(Not named icepool.py: Python puts the script's folder first on sys.path, so
`import icepool` would import the script itself.)

One case per fresh process, timed from after `import icepool` to the last
probability (cold, as hantei's figure is): the bench runs the two round robin
and holds icepool's P(success) to hantei's (the `max |diff|` it prints). Cells
are in the order of hantei's grid (the first parameter varies slowest).

The rules as icepool sees them (the defaults of hantei's rulesets):
- d6chain: one die is 36 equally likely (first, second) rolls: 2-5 count their
  face, 1 then 1 is -10, 1 then other 1, 6 then 6 is 10, 6 then other 6; success
  is sum + plan + judgement > target.  The plain sums use a plain d6.
- 2d6 (seed): ability + highest of 2d6 + modifier >= difficulty; two 6s succeed,
  two 1s fail (critical first).
- Draw Steel (core): 2d10 + characteristic + 2 per net single edge (-2 bane);
  tier 1 <= 11 < tier 2 <= 16 < tier 3, a double edge/bane shifts the tier;
  natural 19-20 succeeds; easy succeeds at every tier, medium from tier 2,
  hard at tier 3.
Written against icepool 1.x/2.x's documented API (`Die`, `@`, `.map`,
`.probability`, `highest`); PyPI was not reachable where it was written, so it
has not been run there: check its `max |diff|` on the first machine that has it.
"""
import json
import sys
import time

import icepool
from icepool_rules import RULE_CASES

WARM_CALLS, STEADY_AFTER = 15, 100  # as bench/exact-cold.ts
T0 = time.perf_counter()
d6 = icepool.d6
chain_die = icepool.Die({-10: 1, 1: 5, 2: 6, 3: 6, 4: 6, 5: 6, 6: 5, 10: 1})


def sum_cells(die, n):
    law = n @ die
    return [law.probability('>', target) for target in range(-12, 61)]


def twod6():
    # (highest, critical, fumble) of 2d6, once; each cell reads it
    roll = icepool.map(lambda a, b: (max(a, b), a == 6 and b == 6, a == 1 and b == 1), d6, d6)
    out = []
    for ability in range(0, 7):
        for modifier in range(-1, 2):
            for difficulty in range(2, 13):
                ok = roll.map(lambda r: r[1] or (not r[2] and ability + r[0] + modifier >= difficulty))
                out.append(ok.probability(True))
    return out


def net(edges, banes):
    e, b = min(edges, 2), min(banes, 2)
    if e == b:
        return 0, 0
    if e > 0 and b > 0:
        return (2, 0) if e > b else (-2, 0)
    if e == 2:
        return 0, 1
    if e == 1:
        return 2, 0
    return (0, -1) if b == 2 else (-2, 0)


def drawsteel():
    natural = 2 @ icepool.d10
    first_success_tier = {'easy': 1, 'medium': 2, 'hard': 3}
    out = []
    for characteristic in range(-1, 6):
        for edges in range(0, 3):
            for banes in range(0, 3):
                bonus, shift = net(edges, banes)
                for difficulty in ('easy', 'medium', 'hard'):
                    def ok(s, bonus=bonus, shift=shift, need=first_success_tier[difficulty]):
                        if s >= 19:
                            return True
                        total = s + characteristic + bonus
                        tier = 1 if total <= 11 else 2 if total <= 16 else 3
                        return min(3, max(1, tier + shift)) >= need
                    out.append(natural.map(ok).probability(True))
    return out


CASES = {
    '2d6 231 cells': twod6,
    'drawsteel 189 cells': drawsteel,
    'd6chain 12 dice × 73 targets': lambda: sum_cells(chain_die, 12),
    'd6chain 20 dice × 73 targets': lambda: sum_cells(chain_die, 20),
    '12d6 sum × 73 targets': lambda: sum_cells(d6, 12),
    '20d6 sum × 73 targets': lambda: sum_cells(d6, 20),
    # rule files (bench/rules/): icepool_rules.py
    **RULE_CASES,
}

if __name__ == '__main__':
    name = sys.argv[1]
    t = time.perf_counter()
    success = [float(p) for p in CASES[name]()]
    ms = (time.perf_counter() - t) * 1000
    # --warm: the same grid again in this process, timed as bench/exact-cold.ts times hantei's: the
    # second call, the median of the next WARM_CALLS, and the median of WARM_CALLS after STEADY_AFTER
    second = warm = steady = None
    if '--warm' in sys.argv:
        def timed_call():
            t = time.perf_counter()
            CASES[name]()
            return (time.perf_counter() - t) * 1000
        second = timed_call()
        warm = sorted(timed_call() for _ in range(WARM_CALLS))[WARM_CALLS // 2]
        for _ in range(2 + WARM_CALLS, STEADY_AFTER):
            timed_call()
        steady = sorted(timed_call() for _ in range(WARM_CALLS))[WARM_CALLS // 2]
    print(json.dumps({'ms': ms, 'secondMs': second, 'warmMs': warm, 'steadyMs': steady, 'cells': len(success), 'success': success}))
