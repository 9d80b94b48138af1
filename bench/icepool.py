#!/usr/bin/env python3
"""Time icepool (pip install icepool) on the cells `npm run bench` times for exact dice sums.

d6chain's die as icepool sees it: 36 equally likely (first, second) cells; 2-5 count
their face, 1 then 1 is -10 (fumble), 1 then other 1, 6 then 6 is 10 (critical),
6 then other 6. The bench's figures are 'd6chain N dice x 73 targets': one sum law,
then P(sum > target) for 73 targets. Written against icepool 2.x's documented API
(`n @ die`, `Die.probability`); PyPI was not reachable where it was written, so
it has not been run there.
"""
import time

import icepool

die = icepool.Die({-10: 1, 1: 5, 2: 6, 3: 6, 4: 6, 5: 6, 6: 5, 10: 1})


def timed(label, fn, runs=5):
    best = []
    for _ in range(runs):
        t = time.perf_counter()
        fn()
        best.append((time.perf_counter() - t) * 1000)
    best.sort()
    print(f"{label:40} {best[len(best) // 2]:8.1f} ms (median of {runs})")


for n in (12, 20):
    def cells(n=n):
        law = n @ die
        for target in range(-12, 61):
            law.probability('>', target)
    timed(f"d6chain {n} dice x 73 targets", cells)

