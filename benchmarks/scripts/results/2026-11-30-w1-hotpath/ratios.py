#!/usr/bin/env python3
"""Summary of the W1 hot-path leg: every score per repetition, then each ratio per repetition (both scores from the
same repetition; "old" scores from OLD_JAR's forks of that repetition) with its median and min-max.
Usage: ratios.py DIR > summary.md"""
import glob
import json
import os
import statistics
import sys

RATIOS = [  # (numerator (mode, subject), denominator (mode, subject), name, target text, threshold)
    (("spin", "T-ABQ:1024:off"), ("spin", "JCT-SpscArray:1024"), "spin: bounded ring / JCTools SpscArrayQueue", ">= 0.90", 0.90),
    (("spin", "T-LBQ:off"), ("spin", "JCT-SpscUnbounded"), "spin: unbounded ring / JCTools SpscUnboundedArrayQueue", ">= 0.90", 0.90),
    (("spin", "T-ABQ:1024:off"), ("spin", "LBQ:1024"), "spin: bounded ring / LinkedBlockingQueue", ">= 5", 5.0),
    (("spin", "T-ABQ:1024:throw"), ("spin", "T-ABQ:1024:off"), "spin: checks on / off (bounded)", ">= 0.85", 0.85),
    (("spin", "T-LBQ:throw"), ("spin", "T-LBQ:off"), "spin: checks on / off (unbounded)", ">= 0.85", 0.85),
    (("onethread", "T-ABQ:1024:off"), ("onethread", "JCT-SpscArray:1024"), "one thread: bounded ring / JCTools", "", None),
    (("onethread", "T-ABQ:1024:throw"), ("onethread", "T-ABQ:1024:off"), "one thread: checks on / off (bounded)", ">= 0.85", 0.85),
    (("onethread", "T-LBQ:throw"), ("onethread", "T-LBQ:off"), "one thread: checks on / off (unbounded)", ">= 0.85", 0.85),
    (("blocking", "T-ABQ:1024:off"), ("blocking", "LBQ:1024"), "put/take: bounded ring / LinkedBlockingQueue", ">= 5", 5.0),
    (("blocking", "T-ABQ:1024:throw"), ("blocking", "T-ABQ:1024:off"), "put/take: checks on / off (bounded)", ">= 0.85", 0.85),
    (("spin", "T-ABQ:1024:off"), ("old-spin", "T-ABQ:1024:off"), "spin: bounded ring, this / before", "", None),
    (("spin", "T-LBQ:off"), ("old-spin", "T-LBQ:off"), "spin: unbounded ring, this / before", "", None),
    (("onethread", "T-ABQ:1024:off"), ("old-onethread", "T-ABQ:1024:off"), "one thread: bounded ring, this / before", "", None),
    (("onethread", "T-LBQ:off"), ("old-onethread", "T-LBQ:off"), "one thread: unbounded ring, this / before", "", None),
    (("blocking", "T-ABQ:1024:off"), ("old-blocking", "T-ABQ:1024:off"), "put/take: bounded ring, this / before", "", None),
    (("blocking", "T-LBQ:off"), ("old-blocking", "T-LBQ:off"), "put/take: unbounded ring, this / before", "", None),
]


def load(d):
    reps = {}  # rep -> (mode, subject) -> (score, error)
    for path in sorted(glob.glob(os.path.join(d, "*-rep*.json"))):
        mode, rep = os.path.basename(path)[:-5].rsplit("-rep", 1)
        with open(path) as f:
            for r in json.load(f):
                m = r["primaryMetric"]
                err = m["scoreError"]  # "NaN" (a string) when a fork has a single iteration
                reps.setdefault(int(rep), {})[(mode, r["params"]["subject"])] = (
                    m["score"], err if isinstance(err, (int, float)) else float("nan"))
    return reps


def main(d):
    reps = load(d)
    print("# W1 hot-path leg: summary\n")
    print("Elements handed over per microsecond (higher is better); +- is JMH's 99.9% half-width of one fork.\n")
    print("| rep | mode | subject | score | +- |\n| ---: | --- | --- | ---: | ---: |")
    for rep, scores in sorted(reps.items()):
        for (mode, s), (score, err) in sorted(scores.items()):
            print(f"| {rep} | {mode} | {s} | {score:.1f} | {err:.1f} |")
    print("\n| ratio | per repetition | median | min-max | target | median meets |")
    print("| --- | --- | ---: | --- | --- | --- |")
    for num, den, name, text, thr in RATIOS:
        vals = [s[num][0] / s[den][0] for _, s in sorted(reps.items()) if num in s and den in s]
        if not vals:
            continue
        med = statistics.median(vals)
        meets = "" if thr is None else ("yes" if med >= thr else "NO")
        print(f"| {name} | {', '.join(f'{v:.2f}' for v in vals)} | {med:.2f} | {min(vals):.2f}-{max(vals):.2f} | "
              f"{text} | {meets} |")


main(sys.argv[1])
