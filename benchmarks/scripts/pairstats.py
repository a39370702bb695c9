"""The pairing maths the benchmark scripts share: ratios are taken within a pair (or a round, or a JVM) only, never
across them, then summarized by their median with min-max, a two-sided sign test on how many lie below 1, and a
bootstrap interval of the median (values resampled with a seeded generator, so a rerun prints the same interval).

Imported by program-pairs.py, w1-pairs.py and w1-rounds.py (the folder is on sys.path when a script in it runs)."""
import math
import statistics

BOOTSTRAP_ROUNDS = 10000


def interval(values, rng, rounds=BOOTSTRAP_ROUNDS, stat=statistics.median):
    """Bootstrap 90 % interval of stat (the median unless given): the 5th and 95th percentiles of stat over samples
    of the values drawn with replacement. The values may be whole rounds, for a statistic over rounds."""
    meds = sorted(stat(rng.choices(values, k=len(values))) for _ in range(rounds))
    return meds[int(0.05 * rounds)], meds[int(0.95 * rounds) - 1]


def sign_p(below, n):
    """Two-sided sign test: the chance of a split at least this uneven if each ratio were as likely below 1 as above."""
    k = min(below, n - below)
    return min(1.0, 2 * sum(math.comb(n, i) for i in range(k + 1)) / 2 ** n)


def paired_ratios(by_pair, num, den):
    """by_pair: {pair: {variant: value}}; the ratio num/den of each pair that has both, in pair order."""
    return [v[num] / v[den] for _, v in sorted(by_pair.items()) if num in v and den in v]
