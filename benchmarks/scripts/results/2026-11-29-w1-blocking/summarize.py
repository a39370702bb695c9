#!/usr/bin/env python3
"""summary.md from programs.jsonl and jmh-r*-*.json in this directory only (ratios within a repetition/round)."""
import glob, json, math, os, statistics, sys

here = os.path.join(os.path.dirname(os.path.abspath(__file__)), '../../../results/2026-11-29-w1-blocking')
out = []

def fmt(xs):
    xs = sorted(xs)
    return f"{statistics.median(xs):.2f} ({xs[0]:.2f}-{xs[-1]:.2f}, n={len(xs)})" if xs else "-"

def geo(xs):
    return math.exp(sum(math.log(x) for x in xs) / len(xs))

def programs(fname, title):
    path = os.path.join(here, fname)
    rows = [json.loads(l) for l in open(path) if l.strip()] if os.path.exists(path) else []
    if not rows:
        return
    oracles = {}
    for r in rows:
        oracles.setdefault(r["kind"], set()).add(r["oracle_md5"])
    bad = [r for r in rows if r["elements_per_s"] is None]
    score = {(r["rep"], r["kind"], r["variant"]): r["elements_per_s"] for r in rows if r["elements_per_s"]}
    reps = sorted({r["rep"] for r in rows})
    kinds = ["int", "rec64"]
    out.append(f"## {title}\n")
    out.append("Ratio of elements/s in the timed phase, taken within one repetition; median (min-max, n).\n")
    present = {r["variant"] for r in rows}
    pairs = [(a, b) for a, b in [
        ("new-T-LBQ", "old-T-LBQ"), ("new-T-ABQ", "old-T-ABQ"), ("fix-T-LBQ", "old-T-LBQ"), ("fix-T-ABQ", "old-T-ABQ"),
        ("new-T-LBQ", "fix-T-LBQ"), ("new-T-ABQ", "fix-T-ABQ"),
        ("old-T-LBQ", "B0-LBQ"), ("fix-T-LBQ", "B0-LBQ"), ("new-T-LBQ", "B0-LBQ"),
        ("old-T-ABQ", "B0-ABQ"), ("fix-T-ABQ", "B0-ABQ"), ("new-T-ABQ", "B0-ABQ"),
        ("old-T-LBQ", "B2-JCT"), ("fix-T-LBQ", "B2-JCT"), ("new-T-LBQ", "B2-JCT"), ("B2-JCT", "B0-LBQ")]
        if a in present and b in present]
    out.append("| ratio | " + " | ".join(kinds) + " |")
    out.append("| --- | " + " | ".join("---" for _ in kinds) + " |")
    for a, b in pairs:
        cells = []
        for k in kinds:
            xs = [score[(rep, k, a)] / score[(rep, k, b)] for rep in reps if (rep, k, a) in score and (rep, k, b) in score]
            cells.append(fmt(xs))
        out.append(f"| {a} / {b} | " + " | ".join(cells) + " |")
    out.append("\nAbsolute elements/s (millions), median over repetitions (not comparable across runs):\n")
    variants = sorted({r["variant"] for r in rows})
    out.append("| variant | " + " | ".join(kinds) + " |")
    out.append("| --- | " + " | ".join("---:" for _ in kinds) + " |")
    for v in variants:
        out.append(f"| {v} | " + " | ".join(
            fmt([score[(rep, k, v)] / 1e6 for rep in reps if (rep, k, v) in score]) for k in kinds) + " |")
    loads = [r["load1"] for r in rows]
    out.append(f"\nload1 before each run: median {statistics.median(loads):.2f}, min {min(loads):.2f}, max {max(loads):.2f}"
               f" ({len(rows)} runs). Oracle lines identical per kind across all variants: "
               f"{all(len(s) == 1 for s in oracles.values())}. Runs without a score: {len(bad)}.\n")



def jmh(run, title):
    jm = {}
    for f in sorted(glob.glob(os.path.join(here, f"{run}-jmh-r*-*.json"))):
        _, _, rnd, which = os.path.basename(f)[:-5].split("-")  # run1-jmh-r1-before
        try:
            data = json.load(open(f))
        except ValueError:
            continue  # a run still in progress
        for b in data:
            jm[(rnd, which, b["params"]["subject"])] = b["primaryMetric"]["score"]
    if not jm:
        return
    rounds = sorted({k[0] for k in jm})
    jars = [j for j in ("before", "fixed", "adaptive") if any(k[1] == j for k in jm)]
    subjects = sorted({k[2] for k in jm})
    out.append(f"## {title}\n")
    out.append("Score: elements/us. Ratios within one round (the jars run back to back); median (min-max, n).\n")
    out.append("| ratio | value |\n| --- | --- |")

    def r(a, b):
        return fmt([jm[a(x)] / jm[b(x)] for x in rounds if a(x) in jm and b(x) in jm])
    for w in jars[1:]:
        for s in ("T-LBQ:1024:off", "T-ABQ:1024:off"):
            out.append(f"| {w} / before, {s} | " + r(lambda x: (x, w, s), lambda x: (x, "before", s)) + " |")
    for s, base in (("T-LBQ:1024:off", "LBQ:1024"), ("T-ABQ:1024:off", "ABQ:1024")):
        for w in jars:
            out.append(f"| {w}: {s} / {base} | " + r(lambda x: (x, w, s), lambda x: (x, w, base)) + " |")
    out.append("\nAbsolute (elements/us), median over rounds:\n")
    out.append("| subject | " + " | ".join(jars) + " |\n| --- | " + " | ".join("---:" for _ in jars) + " |")
    for s in subjects:
        out.append(f"| {s} | " + " | ".join(fmt([jm[(x, w, s)] for x in rounds if (x, w, s) in jm]) for w in jars) + " |")
    out.append("")


programs("programs-run2.jsonl", "W1 whole programs, run 2: before (old), fixed 50 us yield (fix), adaptive (new)")
programs("programs-run3.jsonl", "W1 whole programs, run 3: before (old), fixed 50 us yield (fix), adaptive (new); "
         "the jcstress run of the adaptive build ran at the same time (the run-1 condition)")
programs("programs-run1.jsonl", "W1 whole programs, run 1: before (old) vs fixed 50 us yield (fix); jcstress and a "
         "runtime verify ran at the same time")
jmh("run2", "JMH HandoverBlockingBenchmark, run 2: before, fixed 50 us yield, adaptive (jmh.sh, ROUNDS=2)")
jmh("run1", "JMH HandoverBlockingBenchmark, run 1: before vs fixed 50 us yield (ROUNDS=3; a runtime verify and other "
    "helpers' builds ran at the same time)")

print("# W1 blocking steady state (decision 0009): before / after\n")
print("Computed by summarize.py from the raw files in this directory only. Read with note.md: 2 shared vCPUs under "
      "load, direction only.\n")
print("\n".join(out))
