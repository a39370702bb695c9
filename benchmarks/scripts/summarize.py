#!/usr/bin/env python3
"""Summarises a W1 hand-over JMH run (jmh.json, -rf json) as Markdown: every score, then the ratios
the issue sets targets for, each computed from two scores of the same run.

Subject names (see Subject.java): a JDK original as written is LBQ, ABQ, CLQ, LTQ or LBD, with ':1024'
when bounded; a Tempered substitute is 'T-' + the original + ':off' or ':throw' (contract checks);
JCTools used directly starts with 'JCT-'.

A ratio's +- is a rough error bar: both scores' JMH 99.9% half-widths combined as relative errors
in quadrature. With few iterations JMH's interval is wide; read the ratios together with it.
A results folder whose raw files are packed (pack-results.py) needs `tar -xJf DIR/raw.tar.xz -C DIR` first.
"""
import json
import math
import sys

TARGETS = {  # ratio name -> (threshold, text)
    "substitute / LBQ": (5.0, ">= 5x"),
    "substitute / JCTools": (0.90, "within 10% (>= 0.90)"),
    "checks on / checks off": (0.85, "costs <= 15% (>= 0.85)"),
}


def load(path):
    with open(path) as f:
        runs = json.load(f)
    scores = {}  # (mode, subject) -> (score, error, unit)
    for r in runs:
        mode = r["benchmark"].rsplit(".", 2)[-2].replace("Handover", "").replace("Benchmark", "").lower()
        subject = r["params"]["subject"]
        m = r["primaryMetric"]
        err = m.get("scoreError")
        err = float(err) if err not in (None, "NaN") and not (isinstance(err, float) and math.isnan(err)) else float("nan")
        scores[(mode, subject)] = (float(m["score"]), err, m["scoreUnit"])
    return scores


def ratio(a, b):
    (sa, ea, _), (sb, eb, _) = a, b
    r = sa / sb
    rel = math.sqrt((ea / sa) ** 2 + (eb / sb) ** 2) if sa > 0 and sb > 0 else float("nan")
    return r, r * rel


def fmt(x):
    return "n/a" if math.isnan(x) else ("%.3g" % x)


def main(path):
    scores = load(path)
    modes = sorted({m for m, _ in scores})
    out = ["# W1 hand-over: summary of %s" % path.rsplit("/", 1)[-1], ""]
    out.append("One producer (JMH's thread) hands batches of elements to one consumer thread. Throughput in "
               "elements per microsecond; higher is better. Ratios are taken within this one run.")
    out.append("")
    out.append("| mode | subject | score | +- (99.9%) | unit |")
    out.append("| --- | --- | ---: | ---: | --- |")
    for (mode, subject), (s, e, unit) in sorted(scores.items()):
        out.append("| %s | %s | %s | %s | %s |" % (mode, subject, fmt(s), fmt(e), unit))
    out.append("")
    out.append("| mode | ratio | numerator | denominator | ratio | +- | target | meets |")
    out.append("| --- | --- | --- | --- | ---: | ---: | --- | --- |")
    misses = 0
    for mode in modes:
        subs = sorted(s for m, s in scores if m == mode and s.startswith("T-") and s.endswith(":off"))
        for sub in subs:
            base = sub[2:-len(":off")]  # the original it replaces, e.g. ABQ:1024
            bounded = ":" in base
            rows = [
                ("substitute / LBQ", "LBQ:1024" if bounded else "LBQ", sub),
                ("substitute / original", base, sub),
                ("substitute / JCTools", "JCT-SpscArray:1024" if bounded else "JCT-SpscUnbounded", sub),
            ]
            checked = sub[:-len(":off")] + ":throw"
            rows.append(("checks on / checks off", sub, checked))
            for name, den, num in rows:
                if (mode, den) not in scores or (mode, num) not in scores:
                    continue
                r, e = ratio(scores[(mode, num)], scores[(mode, den)])
                target, text = TARGETS.get(name, (None, ""))
                meets = "" if target is None else ("yes" if r >= target else "NO")
                misses += meets == "NO"
                out.append("| %s | %s | %s | %s | %s | %s | %s | %s |"
                           % (mode, name, num, den, fmt(r), fmt(e), text, meets))
    out.append("")
    out.append("%d ratio(s) miss their target." % misses)
    print("\n".join(out))


if __name__ == "__main__":
    if len(sys.argv) != 2:
        sys.exit("usage: summarize.py jmh.json")
    main(sys.argv[1])
