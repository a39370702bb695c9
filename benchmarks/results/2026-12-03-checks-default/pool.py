#!/usr/bin/env python3
"""Pools rounds of run.sh (programs*.jsonl, given as arguments): per workload, every pair's throw/off ratio over all
files, their median with min-max, how many pairs lie below 1, a two-sided sign test, and a bootstrap 90 % interval of
the median (pairs resampled, fixed seed). A ratio is taken only within a pair, never across files."""
import json
import math
import random
import statistics
import sys


def rate(res):
    return res.get("elementsPerSecond", res.get("elements_per_s", res.get("rate")))


def sign_p(below, n):
    k = min(below, n - below)
    return min(1.0, 2 * sum(math.comb(n, i) for i in range(k + 1)) / 2 ** n)


def interval(ratios, rounds=10000):
    rnd = random.Random(35)
    meds = sorted(statistics.median(rnd.choices(ratios, k=len(ratios))) for _ in range(rounds))
    return meds[int(0.05 * rounds)], meds[int(0.95 * rounds) - 1]


pairs = {}
loads = {}
for path in sys.argv[1:]:
    rows = [json.loads(l) for l in open(path) if l.strip()]
    by = {}
    for r in rows:
        if r["rc"] != 0 or r["result"] is None or not r["applied"]:
            sys.exit("failed run in %s: %s" % (path, r))
        by[(r["queue"], r["kind"], r["pair"], r["checks"])] = rate(r["result"])
        loads.setdefault((r["queue"], r["kind"]), []).append(float(r["load1_before"]))
    for (q, k, p, c), v in by.items():
        if c == "throw" and (q, k, p, "off") in by:
            pairs.setdefault((q, k), []).append(v / by[(q, k, p, "off")])
for (q, k), rs in sorted(pairs.items()):
    below = sum(1 for x in rs if x < 1)
    lo, hi = interval(rs)
    print("%s %s: %d pairs; throw/off median %.3f (min %.3f, max %.3f); %d of %d below 1, sign test p = %.2f; "
          "bootstrap 90%% interval of the median %.3f-%.3f; load1 %.1f-%.1f"
          % (q, k, len(rs), statistics.median(rs), min(rs), max(rs), below, len(rs), sign_p(below, len(rs)), lo, hi,
             min(loads[(q, k)]), max(loads[(q, k)])))
