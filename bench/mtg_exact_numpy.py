#!/usr/bin/env python3
"""The mtg exact grid in numpy, summed over card kinds: the peer of hantei's mtg exact.

    node dist/bench/bench.js feeds it JSON on stdin (decks as card kinds per check
    type, worked out with hantei's rules functions: revealed value, modifier
    options, colourless, critical; the ruleset's boost and critical numbers) and
    reads back {"ms": ..., "cells": ..., "success": [...]}.

Timed from the parsed input to the last probability (cold: one run per fresh
process, numpy already imported, as hantei's figure excludes its import).
Per deck and check type, the revealed pair is a pair of card kinds (i, j) with
weight n_i (n_j - [i = j]) / (N (N - 1)), the second card's colour chosen
uniformly among its options; a boost adds the colourless cards among `size`
drawn from the other N - 2 (hypergeometric). Every difficulty of the grid is
one more axis of the same arrays. It computes P(success) only (hantei also
builds every cell's degree histogram and outcome shares).
"""
import json
import sys
import time
from math import comb as _comb

import numpy as np


def comb(n, k):
    return _comb(n, k) if 0 <= k <= n else 0


def deck_check(kinds, rules, difficulties, boosts):
    n = np.array([k['count'] for k in kinds], dtype=np.float64)
    v = np.array([k['value'] for k in kinds], dtype=np.int64)
    cl = np.array([k['colourless'] for k in kinds], dtype=np.int64)
    cr = np.array([k['critical'] for k in kinds], dtype=bool)
    # the second card's options: (kind, achievement, weight)
    oj = np.array([j for j, k in enumerate(kinds) for _ in k['mods']], dtype=np.int64)
    oa = np.array([k['value'] + m for k in kinds for m in k['mods']], dtype=np.int64)
    ow = np.array([1 / len(k['mods']) for k in kinds for _ in k['mods']])
    N = n.sum()
    same = (np.arange(len(kinds))[:, None] == oj[None, :])
    w = n[:, None] * (n[oj][None, :] - same) * ow[None, :] / (N * (N - 1))
    deg0 = oa[None, :] - v[:, None]
    auto = rules['criticalAutomatic']
    forced = (cr[:, None] | cr[oj][None, :]) if auto else np.zeros(deg0.shape, dtype=bool)
    fsucc = np.broadcast_to(cr[oj][None, :], deg0.shape)
    deg = deg0[None, :, :] - np.array(difficulties)[:, None, None]
    ok = np.where(forced[None], fsucc[None], deg >= 0)
    size = rules['boostSize']
    rest = int(N) - 2
    allowed = rest >= rules['minRemaining']
    colourless = int((n * cl).sum())
    # P(bonus >= t) by colourless among the revealed pair (0, 1, 2), t = 0 .. size + 1
    tail = np.zeros((3, size + 2))
    for k in range(3):
        px = [comb(colourless - k, x) * comb(rest - (colourless - k), size - x) / comb(rest, size) for x in range(size + 1)]
        tail[k, :size + 1] = np.cumsum(px[::-1])[::-1]
    kk = cl[:, None] + cl[oj][None, :]
    boosted_ok = np.where(deg >= 0, 1.0, tail[kk[None], np.clip(-deg, 0, size + 1)])
    out = {}
    for b in boosts:
        if b == 'never' or not allowed:
            p = (w[None] * ok).sum(axis=(1, 2))
        elif b == 'on-fail':
            p = (w[None] * np.where(~ok & ~forced[None], boosted_ok, ok)).sum(axis=(1, 2))
        else:
            p = (w[None] * np.where(forced[None], fsucc[None], boosted_ok)).sum(axis=(1, 2))
        out[b] = p
    return out


def main():
    req = json.load(sys.stdin)
    t = time.perf_counter()
    success = []
    for deck in req['decks']:
        for check in req['checks']:
            by_boost = deck_check(deck['kinds'][check], req['rules'], req['difficulties'], req['boosts'])
            for di in range(len(req['difficulties'])):
                for b in req['boosts']:
                    success.append(float(by_boost[b][di]))
    ms = (time.perf_counter() - t) * 1000
    print(json.dumps({'ms': ms, 'cells': len(success), 'success': success}))


if __name__ == '__main__':
    main()
