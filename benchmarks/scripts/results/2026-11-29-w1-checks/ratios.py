#!/usr/bin/env python3
"""Summary of the W1 checks leg: every score per repetition, then each ratio per repetition (both scores from
the same JMH run) with its median and min-max over the repetitions. Usage: ratios.py DIR > summary.md"""
import glob
import json
import os
import statistics
import sys

RATIOS = [  # (mode, name, numerator, denominator, target text, threshold)
    ("spin", "checks on / checks off (ring, bounded)", "T-ABQ:1024:throw", "T-ABQ:1024:off", ">= 0.85", 0.85),
    ("spin", "checks on / checks off (ring, unbounded)", "T-LBQ:throw", "T-LBQ:off", ">= 0.85", 0.85),
    ("spin", "substitute / JCTools SpscArrayQueue", "T-ABQ:1024:off", "JCT-SpscArray:1024", ">= 0.90", 0.90),
    ("spin", "substitute, checks on / JCTools", "T-ABQ:1024:throw", "JCT-SpscArray:1024", "", None),
    ("spin", "substitute / LBQ", "T-ABQ:1024:off", "LBQ:1024", ">= 5", 5.0),
    ("onethread", "checks on / checks off (ring, bounded)", "T-ABQ:1024:throw", "T-ABQ:1024:off", ">= 0.85", 0.85),
    ("onethread", "checks on / checks off (ring, unbounded)", "T-LBQ:throw", "T-LBQ:off", ">= 0.85", 0.85),
    ("onethread", "substitute / JCTools SpscArrayQueue", "T-ABQ:1024:off", "JCT-SpscArray:1024", "", None),
    ("old-onethread", "old guard (CAS): checks on / checks off (bounded)", "T-ABQ:1024:throw", "T-ABQ:1024:off", "", None),
    ("old-onethread", "old guard (CAS): checks on / checks off (unbounded)", "T-LBQ:throw", "T-LBQ:off", "", None),
    ("old-spin", "old guard (CAS): checks on / checks off (bounded)", "T-ABQ:1024:throw", "T-ABQ:1024:off", "", None),
    ("old-spin", "old guard (CAS): checks on / checks off (unbounded)", "T-LBQ:throw", "T-LBQ:off", "", None),
    ("blocking", "checks on / checks off (ring, bounded)", "T-ABQ:1024:throw", "T-ABQ:1024:off", ">= 0.85", 0.85),
    ("blocking", "substitute / LBQ", "T-ABQ:1024:off", "LBQ:1024", ">= 5", 5.0),
]


def load(d):
    reps = {}  # (mode, rep) -> subject -> (score, error)
    for path in sorted(glob.glob(os.path.join(d, "*-rep*.json"))):
        base = os.path.basename(path)[:-5]
        mode, rep = base.rsplit("-rep", 1)
        with open(path) as f:
            for r in json.load(f):
                m = r["primaryMetric"]
                reps.setdefault((mode, int(rep)), {})[r["params"]["subject"]] = (m["score"], m["scoreError"])
    return reps


def main(d):
    reps = load(d)
    print("# W1 hand-over, contract checks leg: summary\n")
    print("Elements handed over per microsecond (higher is better); +- is JMH's 99.9% half-width of one fork.\n")
    print("| mode | rep | subject | score | +- |\n| --- | ---: | --- | ---: | ---: |")
    for (mode, rep), subj in sorted(reps.items()):
        for s, (score, err) in sorted(subj.items()):
            print(f"| {mode} | {rep} | {s} | {score:.1f} | {err:.1f} |")
    print("\n| mode | ratio | per repetition | median | min-max | target | median meets |")
    print("| --- | --- | --- | ---: | --- | --- | --- |")
    for mode, name, num, den, text, thr in RATIOS:
        vals = [subj[num][0] / subj[den][0] for (m, _), subj in sorted(reps.items())
                if m == mode and num in subj and den in subj]
        if not vals:
            continue
        med = statistics.median(vals)
        meets = "" if thr is None else ("yes" if med >= thr else "NO")
        print(f"| {mode} | {name} | {', '.join(f'{v:.2f}' for v in vals)} | {med:.2f} | "
              f"{min(vals):.2f}-{max(vals):.2f} | {text} | {meets} |")


main(sys.argv[1])
