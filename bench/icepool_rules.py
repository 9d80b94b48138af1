"""The rule files of bench/rules/ written for icepool, on the grids bench/exact-cold.ts gives hantei
(the first parameter varies slowest). Each function returns P(success) per cell, in that order.
Imported by bench/icepool_peer.py (its CASES).
"""
import icepool

d6, d8, d10, d20 = icepool.d6, icepool.d8, icepool.d10, icepool.d20


def under_3d6():
    law = 3 @ d6
    # natural 3-4 always succeeds, 17-18 always fails
    return [law.map(lambda t, s=skill: t <= 4 or (t < 17 and t <= s)).probability(True) for skill in range(3, 19)]


def keep_4d6():
    law = d6.pool(4).highest(3).sum()
    return [law.probability('>=', d) for d in range(3, 19)]


def advantage():
    adv = icepool.highest(d20, d20)
    return [adv.map(lambda n, b=bonus, dc=dc: n == 20 or (n != 1 and n + b >= dc)).probability(True)
            for bonus in range(-2, 11) for dc in range(5, 31)]


def pool_successes():
    # a die's successes (10 counts 2, 8-9 count 1, 1 subtracts) and whether it shows 1, packed as score * 100 + ones
    die = d10.map(lambda f: (2 if f == 10 else 1 if f >= 8 else -1 if f == 1 else 0) * 100 + (1 if f == 1 else 0))
    out = []
    for dice in range(0, 9):
        n = dice if dice > 0 else 1
        law = n @ die
        for need in range(1, 6):
            def ok(v, n=n, need=need):
                ones = v % 100
                return ones * 2 <= n and (v - ones) // 100 >= need
            out.append(law.map(ok).probability(True))
    return out


def exploding():
    ex = d8.explode(depth=10)
    law = icepool.highest(ex, ex)
    return [law.probability('>=', t) for t in range(2, 13)]


def fudge():
    law = 4 @ icepool.Die([-1, 0, 1])
    return [law.probability('>=', opp - skill) for skill in range(0, 6) for opp in range(0, 7)]


def percentile():
    tens = icepool.Die(list(range(0, 100, 10)))
    out = []
    for skill in range(1, 100):
        for bonus in range(0, 3):
            law = tens.pool(1 + bonus).lowest(1).sum() + d10
            out.append(law.probability('<=', skill))
    return out


def opposed():
    diff = (2 @ d6) - (2 @ d6)
    out = []
    for skill in range(0, 7):
        for opp in range(0, 7):
            win = diff.probability('>', opp - skill)
            tie = diff.probability('==', opp - skill)
            out.append(win / (1 - tie))
    return out


def lucky():
    die = d20.reroll([1], depth=1)
    return [die.probability('>=', dc - bonus) for bonus in range(0, 11) for dc in range(5, 26)]


def mixed():
    law = d8 + d6 + d10
    return [law.probability('>=', t) for t in range(3, 25)]


def wild_die():
    law = icepool.highest(d8.explode(depth=10), d6.explode(depth=10))
    return [law.probability('>=', t) for t in range(2, 13)]


RULE_CASES = {
    'rule 3d6-under 16 cells': under_3d6,
    'rule 4d6kh3 16 cells': keep_4d6,
    'rule advantage 338 cells': advantage,
    'rule pool-successes 45 cells': pool_successes,
    'rule exploding 11 cells': exploding,
    'rule fudge 42 cells': fudge,
    'rule percentile 297 cells': percentile,
    'rule opposed 49 cells': opposed,
    'rule lucky 231 cells': lucky,
    'rule mixed 22 cells': mixed,
    'rule wild-die 11 cells': wild_die,
}
