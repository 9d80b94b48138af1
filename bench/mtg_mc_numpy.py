#!/usr/bin/env python3
"""A vectorised numpy Monte Carlo of one mtg check (no boost): the peer of hantei's mtg check kernel.

    stdin: {"value": [...], "modStart": [...], "modCount": [...], "mods": [...],
            "critical": [...], "difficulty": d, "criticalAutomatic": bool, "trials": n}
    stdout: {"perSecond": checks per second, "success": P(success)}

The library comes from hantei's compiled library (one slot per card). Each
check draws an ordered pair of distinct cards (two integers, the second
shifted past the first) and the second card's colour, in batches of 2^20,
with numpy's default generator (PCG64). Timed after one warm-up batch.
"""
import json
import sys
import time

import numpy as np


def main():
    req = json.load(sys.stdin)
    value = np.array(req['value'], dtype=np.int64)
    mod_start = np.array(req['modStart'], dtype=np.int64)
    mod_count = np.array(req['modCount'], dtype=np.int64)
    mods = np.array(req['mods'], dtype=np.int64)
    crit = np.array(req['critical'], dtype=bool)
    d = req['difficulty']
    auto = req['criticalAutomatic']
    n_cards = len(value)
    rng = np.random.default_rng(1)
    batch = 1 << 20

    def run(n):
        ok = 0
        for _ in range(0, n, batch):
            first = rng.integers(0, n_cards, batch)
            second = rng.integers(0, n_cards - 1, batch)
            second += second >= first
            option = (rng.random(batch) * mod_count[second]).astype(np.int64)
            ach = value[second] + mods[mod_start[second] + option]
            success = ach - value[first] - d >= 0
            if auto:
                success = np.where(crit[second], True, np.where(crit[first], False, success))
            ok += int(success.sum())
        return ok

    run(batch)
    n = max(batch, int(req['trials']) // batch * batch)
    t = time.perf_counter()
    ok = run(n)
    s = time.perf_counter() - t
    print(json.dumps({'perSecond': n / s, 'success': ok / n}))


if __name__ == '__main__':
    main()
