#!/usr/bin/python3
"""Summarises an eval leg directory (benchmarks/results/<date>-<leg>/) from its raw files only, and draws figures.

Raw inputs (written by benchmarks/run.sh): <part>-rep<r>.json (JMH -rf json, one JMH run per part and repetition,
every variant of the part inside it), latency.jsonl (W2, one JVM per variant and repetition), demo.jsonl (program
level), programs.jsonl (w1-program: one JVM per variant, workload and repetition). Every ratio is taken between two scores of the SAME repetition; a table gives the median ratio over the
repetitions and their min-max. Absolute scores are listed but never compared across runs.

Figures need matplotlib: Debian's python3-matplotlib (apt-get install -y python3-matplotlib), for /usr/bin/python3.
usage: evalsum.py <leg-dir>       writes <leg-dir>/summary.md and <leg-dir>/fig-*.png
"""
import glob
import json
import os
import re
import statistics
import sys

B0 = "B0-LBQ"


def load_jmh(d):
    rows = []  # dicts: part, rep, bench, params, score, alloc
    for path in sorted(glob.glob(os.path.join(d, "*-rep*.json"))):
        m = re.match(r"(.*)-rep(\d+)\.json$", os.path.basename(path))
        part, rep = m.group(1), int(m.group(2))
        with open(path) as f:
            txt = f.read().strip()
        for r in json.loads(txt) if txt else []:
            sec = r.get("secondaryMetrics", {}).get("gc.alloc.rate.norm")
            rows.append({"part": part, "rep": rep, "bench": r["benchmark"].rsplit(".", 1)[-1],
                         "params": r.get("params", {}), "score": float(r["primaryMetric"]["score"]),
                         "unit": r["primaryMetric"]["scoreUnit"],
                         "alloc": float(sec["score"]) if sec else None})
    return rows


def load_lines(path):
    if not os.path.exists(path):
        return []
    with open(path) as f:
        return [json.loads(l) for l in f if l.strip().startswith("{")]


def spread(xs):
    """median, min, max, n of a list of per-repetition ratios"""
    return (statistics.median(xs), min(xs), max(xs), len(xs)) if xs else None


def fmt(s, digits=2):
    if s is None:
        return "n/a"
    med, lo, hi, n = s
    return "%.*f (%.*f-%.*f, n=%d)" % (digits, med, digits, lo, digits, hi, n)


def ratios(rows, key, num, den, field="score", invert=False):
    """Per repetition: value(num) / value(den) among rows sharing `key`; key(row) -> (group, variant)."""
    by = {}
    for r in rows:
        g, v = key(r)
        by.setdefault((r["rep"], g), {})[v] = r[field]
    out = {}
    for (rep, g), vals in sorted(by.items()):
        if num in vals and den in vals and vals[den] and vals[num]:
            out.setdefault(g, []).append(vals[den] / vals[num] if invert else vals[num] / vals[den])
    return {g: spread(xs) for g, xs in out.items()}


def plt_or_none():
    try:
        import matplotlib
        matplotlib.use("Agg")
        import matplotlib.pyplot as plt
        return plt
    except ImportError:
        return None


def errbar(ax, xs, stats, label, marker="o"):
    pts = [(x, s) for x, s in zip(xs, stats) if s]
    if not pts:
        return
    x = [p[0] for p in pts]
    med = [p[1][0] for p in pts]
    lo = [p[1][0] - p[1][1] for p in pts]
    hi = [p[1][2] - p[1][0] for p in pts]
    ax.errorbar(x, med, yerr=[lo, hi], marker=marker, capsize=3, label=label)


def variants(rows):
    return sorted({r["params"].get("variant") for r in rows if r["params"].get("variant")})


def section_w3(rows, d, plt, out):
    rs = [r for r in rows if r["part"] == "w3"]
    if not rs:
        return
    out += ["## W3 pipeline (micro, JMH): three stages, two bounded queues (1024), 64-byte records", "",
            "Ratio to B0 within each repetition: median (min-max over repetitions). Allocation: JMH -prof gc "
            "gc.alloc.rate.norm, bytes per record, all threads.", "",
            "| variant | throughput / B0-LBQ | B/record (median) | records/us (median, this run only) |",
            "| --- | --- | ---: | ---: |"]
    key = lambda r: ("", r["params"]["variant"])
    names = variants(rs)
    stats = {}
    for v in names:
        stats[v] = ratios(rs, key, v, B0).get("")
        allocs = [r["alloc"] for r in rs if r["params"]["variant"] == v and r["alloc"] is not None]
        scores = [r["score"] for r in rs if r["params"]["variant"] == v]
        out.append("| %s | %s | %s | %.3g |" % (v, fmt(stats[v]), "%.0f" % statistics.median(allocs) if allocs else "n/a",
                                              statistics.median(scores)))
    b3b2 = ratios(rs, key, "B3-Tempered-ring", "B2-JCT-SpscArray").get("")
    out += ["", "B3-Tempered-ring / B2-JCT-SpscArray: %s (target: within 10%%, >= 0.90). Target B3 / B0 >= 4: %s." %
            (fmt(b3b2), fmt(stats.get("B3-Tempered-ring"))), ""]
    if plt:
        fig, ax = plt.subplots(figsize=(7, 3.5))
        for i, v in enumerate(names):
            s = stats[v]
            if s:
                ax.bar(i, s[0], yerr=[[s[0] - s[1]], [s[2] - s[0]]], capsize=4)
        ax.set_xticks(range(len(names)))
        ax.set_xticklabels(names, rotation=20, ha="right", fontsize=8)
        ax.axhline(1, color="grey", lw=0.8)
        ax.set_ylabel("throughput / B0-LBQ (same repetition)")
        ax.set_title("W3 pipeline: median ratio, bars = min-max over repetitions", fontsize=9)
        fig.tight_layout()
        fig.savefig(os.path.join(d, "fig-w3-pipeline.png"), dpi=110)
        out += ["![W3](fig-w3-pipeline.png)", ""]


def section_w3g(rows, d, plt, out):
    rs = [r for r in rows if r["part"] == "w3g"]
    if not rs:
        return
    cal = [r for r in rows if r["part"] == "w3g-tokens"]
    ns_per_token = None
    if cal:
        per = [r["score"] / float(r["params"]["tokens"]) for r in cal if float(r["params"]["tokens"]) >= 1000]
        ns_per_token = statistics.median(per) if per else None
    tokens = sorted({int(r["params"]["tokens"]) for r in rs})
    key = lambda r: (int(r["params"]["tokens"]), r["params"]["variant"])
    names = [v for v in variants(rs) if v != B0]
    out += ["## W3g grain sweep (micro, JMH): W3 with Blackhole.consumeCPU(tokens) per record in each stage", "",
            "Calibration (TokenCostBenchmark, one thread, this run): %s ns per token." %
            ("%.2f" % ns_per_token if ns_per_token else "n/a"), "",
            "| tokens | ~us per stage | " + " | ".join("%s / B0" % v for v in names) + " |",
            "| ---: | ---: | " + " | ".join("---" for _ in names) + " |"]
    table = {v: ratios(rs, key, v, B0) for v in names}
    for t in tokens:
        us = "%.2f" % (t * ns_per_token / 1000) if ns_per_token else "n/a"
        out.append("| %d | %s | %s |" % (t, us, " | ".join(fmt(table[v].get(t)) for v in names)))
    t3 = table.get("B3-Tempered-ring", {})
    below = [t for t in tokens if t3.get(t) and t3[t][0] < 1.10]
    out += ["", "First grain where B3-Tempered-ring / B0 falls below 1.10 at the median: %s." %
            (("%d tokens" % below[0]) if below else "none in the sweep"), ""]
    if plt:
        fig, ax = plt.subplots(figsize=(7, 3.5))
        xs = [max(t, 1) for t in tokens]
        for v in names:
            errbar(ax, xs, [table[v].get(t) for t in tokens], v)
        ax.set_xscale("log")
        ax.axhline(1.1, color="red", lw=0.8, ls="--", label="1.10")
        ax.axhline(1.0, color="grey", lw=0.8)
        ax.set_xlabel("consumeCPU tokens per record per stage (0 plotted at 1)")
        ax.set_ylabel("throughput / B0-LBQ")
        ax.legend(fontsize=7)
        ax.set_title("W3g grain sweep: median ratio, bars = min-max over repetitions", fontsize=9)
        fig.tight_layout()
        fig.savefig(os.path.join(d, "fig-w3g-grain.png"), dpi=110)
        out += ["![W3g](fig-w3g-grain.png)", ""]


def section_w9(rows, d, plt, out):
    rs = [r for r in rows if r["part"].startswith("w9")]
    if not rs:
        return
    out += ["## W9 many threads (micro, JMH): one side of a bounded queue (1024) run by 2-8 threads", "",
            "This machine has 2 cores: at many=2 the run already has 3 busy threads, at 8 it has 9; every figure "
            "here measures time-slicing as much as the queue.", "",
            "| topology | many | variant | elements/us / B0-LBQ |", "| --- | ---: | --- | --- |"]
    panels = {}
    for topo in sorted({r["params"]["topology"] for r in rs}):
        tr = [r for r in rs if r["params"]["topology"] == topo]
        key = lambda r: (int(r["params"]["many"]), r["params"]["variant"])
        many = sorted({int(r["params"]["many"]) for r in tr})
        for v in [v for v in variants(tr) if v != B0]:
            st = ratios(tr, key, v, B0)
            panels.setdefault(topo, []).append((v, many, [st.get(m) for m in many]))
            for m in many:
                out.append("| %s | %d | %s | %s |" % (topo, m, v, fmt(st.get(m))))
    out.append("")
    if plt:
        fig, axes = plt.subplots(1, len(panels), figsize=(10, 3.5), squeeze=False)
        for ax, (topo, lines) in zip(axes[0], sorted(panels.items())):
            for v, many, st in lines:
                errbar(ax, many, st, v)
            ax.axhline(1, color="grey", lw=0.8)
            ax.set_title("W9 %s (2 cores)" % topo, fontsize=9)
            ax.set_xlabel("threads on the many side")
            ax.set_ylabel("throughput / B0-LBQ")
            ax.legend(fontsize=6)
        fig.tight_layout()
        fig.savefig(os.path.join(d, "fig-w9-threads.png"), dpi=110)
        out += ["![W9](fig-w9-threads.png)", ""]


def section_w11(rows, d, plt, out):
    rs = [r for r in rows if r["part"] == "w11"]
    if not rs:
        return
    key = lambda r: ((int(r["params"]["workers"]), int(r["params"]["taskNanos"])), r["params"]["impl"])
    st = ratios(rs, key, "tempered", "jdk")
    out += ["## W11 thread pool (micro, JMH, PoolTaskQueueBenchmark.oneSubmitter)", "",
            "B0 = Executors.newFixedThreadPool; Tempered = TemperedExecutors.newFixedThreadPool (what the rewriter "
            "substitutes at a proven pool site).", "", "| workers | task ns | tempered / B0 |", "| ---: | ---: | --- |"]
    for (w, t), s in sorted(st.items()):
        out.append("| %d | %d | %s |" % (w, t, fmt(s)))
    out.append("")
    if plt:
        fig, ax = plt.subplots(figsize=(6, 3.5))
        for t in sorted({k[1] for k in st}):
            ws = sorted(k[0] for k in st if k[1] == t)
            errbar(ax, ws, [st[(w, t)] for w in ws], "task %d ns" % t)
        ax.axhline(1, color="grey", lw=0.8)
        ax.set_xlabel("workers")
        ax.set_ylabel("tasks/us, Tempered / B0")
        ax.legend(fontsize=7)
        ax.set_title("W11 one submitter: median, bars = min-max", fontsize=9)
        fig.tight_layout()
        fig.savefig(os.path.join(d, "fig-w11-pool.png"), dpi=110)
        out += ["![W11](fig-w11-pool.png)", ""]


def section_w1(rows, out):
    rs = [r for r in rows if r["part"] == "w1"]
    if not rs:
        return
    key = lambda r: (r["bench"] + "/" + r["part"], r["params"]["subject"])
    out += ["## W1 hand-over subset (micro, JMH, HandoverSpinBenchmark): checks on vs off", "",
            "| ratio | median (min-max) |", "| --- | --- |"]
    for name, num, den in [("T-LBQ:1024:off / LBQ:1024 (B0)", "T-LBQ:1024:off", "LBQ:1024"),
                           ("T-LBQ:1024:off / JCT-SpscArray:1024 (B2)", "T-LBQ:1024:off", "JCT-SpscArray:1024"),
                           ("checks on / off: T-LBQ:1024:throw / T-LBQ:1024:off", "T-LBQ:1024:throw", "T-LBQ:1024:off")]:
        for g, s in ratios(rs, key, num, den).items():
            out.append("| %s | %s |" % (name, fmt(s)))
    out.append("")


def section_w1x(rows, d, plt, out):
    rs = [r for r in rows if r["part"] == "w1x"]
    if not rs:
        return
    key = lambda r: (r["params"]["size"], r["params"]["variant"])
    sizes = [s for s in ("int", "64", "256") if any(r["params"]["size"] == s for r in rs)]
    out += ["## W1x hand-over by element size (micro, JMH, SizedHandoverBenchmark): bounded 1024, element allocated "
            "per hand-over", "", "| element | B3-Tempered-ring / B0-LBQ | B3-Tempered-ring / B2-JCT-SpscArray |"
            " B2 / B0 |", "| --- | --- | --- | --- |"]
    t0 = ratios(rs, key, "B3-Tempered-ring", B0)
    t2 = ratios(rs, key, "B3-Tempered-ring", "B2-JCT-SpscArray")
    b2 = ratios(rs, key, "B2-JCT-SpscArray", B0)
    for s in sizes:
        out.append("| %s | %s | %s | %s |" % (s, fmt(t0.get(s)), fmt(t2.get(s)), fmt(b2.get(s))))
    meds = [t0[s][0] for s in sizes if t0.get(s)]
    if meds:
        g = 1.0
        for m in meds:
            g *= m
        out += ["", "Geometric mean over sizes of the median B3 / B0: %.2f (target >= 8)." % (g ** (1.0 / len(meds)))]
    out.append("")
    if plt:
        fig, ax = plt.subplots(figsize=(6, 3.5))
        for i, (name, st) in enumerate((("B3 / B0", t0), ("B3 / B2", t2), ("B2 / B0", b2))):
            xs = [j + (i - 1) * 0.25 for j in range(len(sizes))]
            for x, s in zip(xs, sizes):
                v = st.get(s)
                if v:
                    ax.bar(x, v[0], width=0.25, yerr=[[v[0] - v[1]], [v[2] - v[0]]], capsize=3,
                           color="C%d" % i, label=name if s == sizes[0] else None)
        ax.set_xticks(range(len(sizes)))
        ax.set_xticklabels(["boxed int", "64 B", "256 B"][:len(sizes)] if sizes == ["int", "64", "256"] else sizes)
        ax.axhline(1, color="grey", lw=0.8)
        ax.set_ylabel("throughput ratio (same repetition)")
        ax.legend(fontsize=7)
        ax.set_title("W1x hand-over by element size: median, bars = min-max", fontsize=9)
        fig.tight_layout()
        fig.savefig(os.path.join(d, "fig-w1x-sizes.png"), dpi=110)
        out += ["![W1x](fig-w1x-sizes.png)", ""]


def section_w2(d, plt, out):
    rs = load_lines(os.path.join(d, "latency.jsonl"))
    if not rs:
        return
    rates = sorted({r["rate"] for r in rs})
    names = sorted({r["variant"] for r in rs})
    out += ["## W2 latency (micro, own harness, one JVM per variant per repetition)", "",
            "Latency from each element's due time, microseconds: median over repetitions of each run's p50 and "
            "p99 (nearest rank, every element of the run).", "",
            "| rate/s | variant | p50 us | p99 us | p99 / B0 p99, same rep |", "| ---: | --- | ---: | ---: | --- |"]
    p99ratio = {}
    for rate in rates:
        for v in names:
            mine = [r for r in rs if r["rate"] == rate and r["variant"] == v]
            base = {r["rep"]: r["p99_ns"] for r in rs if r["rate"] == rate and r["variant"] == B0}
            rr = [r["p99_ns"] / base[r["rep"]] for r in mine if r["rep"] in base and base[r["rep"]]]
            p99ratio[(rate, v)] = spread(rr)
            out.append("| %.0f | %s | %.1f | %.1f | %s |" % (rate, v, statistics.median(r["p50_ns"] for r in mine) / 1e3,
                                                             statistics.median(r["p99_ns"] for r in mine) / 1e3,
                                                             fmt(spread(rr)) if v != B0 else "1"))
    out.append("")
    if plt:
        fig, axes = plt.subplots(1, 2, figsize=(10, 3.5))
        for ax, field in zip(axes, ("p50_ns", "p99_ns")):
            for v in names:
                ys = [statistics.median(r[field] for r in rs if r["rate"] == rate and r["variant"] == v) / 1e3
                      for rate in rates]
                ax.plot(rates, ys, marker="o", label=v)
            ax.set_xscale("log")
            ax.set_yscale("log")
            ax.set_xlabel("offered rate (elements/s)")
            ax.set_ylabel("%s latency (us, median over reps)" % field[:3])
            ax.legend(fontsize=7)
        fig.suptitle("W2 latency from due time", fontsize=9)
        fig.tight_layout()
        fig.savefig(os.path.join(d, "fig-w2-latency.png"), dpi=110)
        out += ["![W2](fig-w2-latency.png)", ""]


def section_demo(d, plt, out):
    rs = load_lines(os.path.join(d, "demo.jsonl"))
    if not rs:
        return
    base = {r["rep"]: r["wall_ms"] for r in rs if r["mode"] == "as-written"}
    out += ["## Demo pipeline (PROGRAM-LEVEL: whole JVM wall time, start-up included)", "",
            "Speed-up = as-written wall time / mode wall time, same repetition; modes rotate within a repetition. "
            "All runs printed identical output (checked by demo_compare.sh).", "",
            "| mode | speed-up vs as written | wall ms (median) |", "| --- | --- | ---: |"]
    st = {}
    for mode in ("agent", "offline"):
        xs = [base[r["rep"]] / r["wall_ms"] for r in rs if r["mode"] == mode and r["rep"] in base]
        st[mode] = spread(xs)
        out.append("| %s | %s | %.0f |" % (mode, fmt(st[mode]),
                                          statistics.median(r["wall_ms"] for r in rs if r["mode"] == mode)))
    out += ["| as-written | 1 | %.0f |" % statistics.median(base.values()), ""]
    if plt:
        fig, ax = plt.subplots(figsize=(5, 3.2))
        for i, mode in enumerate(("agent", "offline")):
            s = st[mode]
            if s:
                ax.bar(i, s[0], yerr=[[s[0] - s[1]], [s[2] - s[0]]], capsize=4)
        ax.set_xticks([0, 1])
        ax.set_xticklabels(["agent", "offline"])
        ax.axhline(1, color="grey", lw=0.8)
        ax.set_ylabel("wall-time speed-up vs as written")
        ax.set_title("Demo pipeline (program level): median, bars = min-max", fontsize=9)
        fig.tight_layout()
        fig.savefig(os.path.join(d, "fig-demo.png"), dpi=110)
        out += ["![demo](fig-demo.png)", ""]


# ---- w1-program (issue 7): the Tempered column from the agent and the offline rewriter, whole programs ----
W1P_VARIANTS = ("Tempered-agent", "Tempered-offline", "B3", "B2")
W1P_RATIOS = [  # (label, numerator, denominator, W1 target, W3 target): the targets, for reading only
    ("Tempered-agent / B0", "Tempered-agent", "B0", ">= 8 (geomean)", ">= 4"),
    ("Tempered-offline / B0", "Tempered-offline", "B0", ">= 8 (geomean)", ">= 4"),
    ("B3 / B0", "B3", "B0", "", ""),
    ("B2 / B0", "B2", "B0", "", ""),
    ("Tempered-agent / B3", "Tempered-agent", "B3", "1 within noise", ">= 0.90"),
    ("Tempered-offline / B3", "Tempered-offline", "B3", "1 within noise", ">= 0.90"),
    ("Tempered-agent / B2", "Tempered-agent", "B2", ">= 0.90", ""),
    ("Tempered-offline / B2", "Tempered-offline", "B2", ">= 0.90", ""),
]


def w1p_per_rep(rs, num, den, field):
    """{workload: [ratio per repetition]} and [geomean over workloads per repetition] of field(num) / field(den)."""
    by = {}
    for r in rs:
        by.setdefault((r["rep"], r["queue"] + "/" + r["kind"]), {})[r["variant"]] = field(r)
    per, reps = {}, {}
    for (rep, w), vals in sorted(by.items()):
        if vals.get(num) and vals.get(den):
            x = vals[num] / vals[den]
            per.setdefault(w, []).append(x)
            reps.setdefault(rep, []).append(x)
    nw = len(per)
    geo = [statistics.geometric_mean(xs) for xs in reps.values() if len(xs) == nw]
    return per, geo


def section_w1p(d, plt, out):
    rs = [r for r in load_lines(os.path.join(d, "programs.jsonl")) if r.get("rc") == 0 and r.get("result")]
    if not rs:
        return
    rate = lambda r: r["result"]["elements_per_s"]
    speed = lambda r: 1.0 / r["wall_ms"] if r["wall_ms"] else None
    workloads = sorted({r["queue"] + "/" + r["kind"] for r in rs})
    r0 = rs[0]["result"]
    w3 = all(r["queue"] == "Pipe" for r in rs)
    shape = ("three stages (source, middle, sink), two queues, each capacity 1024, put/take (B2: offer/poll with "
             "the spin-then-yield back-off); the middle stage reads and writes each record" if w3 else
             "one producer thread, one consumer thread, capacity 1024, put/take (B2: offer/poll with the "
             "spin-then-yield back-off)")
    out += ["## %s as whole programs (%s): Tempered = the program as written, under the agent and rewritten "
            "offline" % (("W3 pipeline", "w3-program") if w3 else ("W1", "w1-program")), "",
            "Shape: %s; %d warm-up then %d timed elements per run, each run a fresh JVM, variants in rotating order "
            "within a repetition. Score: elements/s of the timed phase (measured inside the program). Each ratio is "
            "taken within one repetition, then median (min-max, n = repetitions); the geomean column is the geometric mean "
            "over the %d workloads, per repetition. Workloads: <queue as written>/<element>: Lbq = "
            "`new LinkedBlockingQueue<>(1024)`, Abq = `new ArrayBlockingQueue<>(1024)`; int = boxed int, rec64 = "
            "64-byte record; Pipe = `PipeProgram`, two `new LinkedBlockingQueue<>(1024)`. Every run printed its workload's "
            "oracle line (count, order-sensitive checksum) and every agent run's report listed the site(s) applied "
            "(checked by the leg). Targets are the issue's, shown for reading, not asserted." % (
                shape, r0["warm"], r0["elements"], len(workloads)), "",
            "| ratio | target | " + " | ".join(workloads) + " | geomean |",
            "| --- | --- | " + " | ".join("---" for _ in workloads) + " | --- |"]
    stats = {}
    for label, num, den, t1, t3 in W1P_RATIOS:
        target = t3 if w3 else t1
        per, geo = w1p_per_rep(rs, num, den, rate)
        stats[label] = ({w: spread(per.get(w, [])) for w in workloads}, spread(geo))
        out.append("| %s | %s | %s | %s |" % (label, target, " | ".join(fmt(stats[label][0][w]) for w in workloads),
                                              fmt(stats[label][1])))
    out += ["", "Whole-JVM wall time (start-up, warm-up, the agent's transformation and exit included), speed-up = "
            "B0 wall ms / variant wall ms within a repetition:", "",
            "| variant | " + " | ".join(workloads) + " | geomean |", "| --- | " + " | ".join("---" for _ in workloads) + " | --- |"]
    for v in W1P_VARIANTS:
        per, geo = w1p_per_rep(rs, v, "B0", speed)
        out.append("| %s | %s | %s |" % (v, " | ".join(fmt(spread(per.get(w, []))) for w in workloads), fmt(spread(geo))))
    out += ["", "Absolute elements/s of the timed phase, median over repetitions (millions; not compared across runs):",
            "", "| variant | " + " | ".join(workloads) + " |", "| --- | " + " | ".join("---:" for _ in workloads) + " |"]
    for v in ("B0",) + W1P_VARIANTS:
        cells = []
        for w in workloads:
            xs = [rate(r) for r in rs if r["variant"] == v and r["queue"] + "/" + r["kind"] == w]
            cells.append("%.2f" % (statistics.median(xs) / 1e6) if xs else "n/a")
        out.append("| %s | %s |" % (v, " | ".join(cells)))
    loads = [float(r["load1_before"]) for r in rs]
    out += ["", "load1 before each run: median %.2f, min %.2f, max %.2f (%d runs)." % (
        statistics.median(loads), min(loads), max(loads), len(loads)), ""]
    if plt:
        fig, axes = plt.subplots(1, 2, figsize=(11, 3.8))
        panels = [(axes[0], ["Tempered-agent / B0", "Tempered-offline / B0", "B3 / B0", "B2 / B0"], "ratio vs B0 (as written)"),
                  (axes[1], ["Tempered-agent / B3", "Tempered-offline / B3", "Tempered-agent / B2", "Tempered-offline / B2"],
                   "Tempered vs B3 (by hand) and B2 (expert)")]
        xs = workloads + ["geomean"]
        for ax, labels, title in panels:
            width = 0.8 / len(labels)
            for i, label in enumerate(labels):
                per, geo = stats[label]
                ss = [per[w] for w in workloads] + [geo]
                for j, s in enumerate(ss):
                    if s:
                        ax.bar(j + (i - (len(labels) - 1) / 2) * width, s[0], width,
                               yerr=[[s[0] - s[1]], [s[2] - s[0]]], capsize=2, color="C%d" % i,
                               label=label if j == 0 else None)
            ax.set_xticks(range(len(xs)))
            ax.set_xticklabels(xs, fontsize=8)
            ax.axhline(1, color="grey", lw=0.8)
            ax.set_title(title + ": median, bars = min-max over repetitions", fontsize=8)
            ax.legend(fontsize=7)
        axes[0].axhline(4 if w3 else 8, color="red", lw=0.8, ls="--")
        axes[1].axhline(0.9, color="red", lw=0.8, ls="--")
        axes[0].set_ylabel("elements/s ratio, same repetition")
        fig.tight_layout()
        name = "fig-w3-program.png" if w3 else "fig-w1-program.png"
        fig.savefig(os.path.join(d, name), dpi=110)
        out += ["![program level](%s)" % name, ""]


def main(d):
    rows = load_jmh(d)
    plt = plt_or_none()
    out = ["# Eval summary: %s" % os.path.basename(os.path.abspath(d)), "",
           "Computed by benchmarks/scripts/evalsum.py from the raw files in this directory only. Baselines: B0 the "
           "program as written (LinkedBlockingQueue put/take; for pools Executors.newFixedThreadPool), B1 general "
           "library queues, B2 expert queues used directly, B3 the Tempered substitute written in the source as the "
           "rewriter writes it. Read with note.md (load average).", ""]
    if not plt:
        out += ["(figures not drawn: matplotlib missing; use /usr/bin/python3 with Debian's python3-matplotlib)", ""]
    section_w1(rows, out)
    section_w1x(rows, d, plt, out)
    section_w2(d, plt, out)
    section_w3(rows, d, plt, out)
    section_w3g(rows, d, plt, out)
    section_w9(rows, d, plt, out)
    section_w11(rows, d, plt, out)
    section_demo(d, plt, out)
    section_w1p(d, plt, out)
    with open(os.path.join(d, "summary.md"), "w") as f:
        f.write("\n".join(out) + "\n")
    print("\n".join(out))


if __name__ == "__main__":
    main(sys.argv[1])
