#!/usr/bin/python3
"""Summarises an eval leg directory (benchmarks/results/<date>-<leg>/) from its raw files only, and draws figures.

Raw inputs (written by benchmarks/scripts/run.sh): <part>-rep<r>.json (JMH -rf json, one JMH run per part and repetition,
every variant of the part inside it), latency.jsonl (W2, one JVM per variant and repetition), demo.jsonl (program
level), programs.jsonl (w1-program: one JVM per variant, workload and repetition). Every ratio is taken between two scores of the SAME repetition; a table gives the median ratio over the
repetitions and their min-max. Absolute scores are listed but never compared across runs.

Figures need matplotlib: Debian's python3-matplotlib (apt-get install -y python3-matplotlib), for /usr/bin/python3.
usage: evalsum.py <leg-dir>       writes <leg-dir>/summary.md and <leg-dir>/fig-*.png
A results folder whose raw files are packed (pack-results.py) needs `tar -xJf DIR/raw.tar.xz -C DIR` first.
"""
import glob
import json
import math
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


W1X_B2, W1X_B3 = "B2-JCT-SpscArray", "B3-Tempered-ring"
W1X_MODES, W1X_BOUNDS, W1X_SIZES = ("block", "spin"), ("1024", "unbounded"), ("int", "64", "256")
W1X_SIZE_LABEL = {"int": "boxed int", "64": "64 B", "256": "256 B"}


def geomean(xs):
    return math.exp(sum(math.log(x) for x in xs) / len(xs)) if xs else None


def w1x_cell(r):
    """(mode, bound, size); a results dir from before the mode/bound params is block, bounded 1024"""
    p = r["params"]
    return (p.get("mode", "block"), p.get("bound", "1024"), p["size"])


def w1x_order(cells):
    rank = lambda c: (W1X_MODES.index(c[0]) if c[0] in W1X_MODES else 9, W1X_BOUNDS.index(c[1]) if c[1] in W1X_BOUNDS
                      else 9, W1X_SIZES.index(c[2]) if c[2] in W1X_SIZES else 9, c)
    return sorted(cells, key=rank)


def w1x_rep_geomeans(rs, key, num, den, cells):
    """Per repetition holding every cell: the geomean over the cells of num / den (same repetition)."""
    by = {}
    for r in rs:
        c, v = key(r)
        by.setdefault(r["rep"], {}).setdefault(c, {})[v] = r["score"]
    out = []
    for rep, per in sorted(by.items()):
        xs = [per[c][num] / per[c][den] for c in cells if c in per and per[c].get(num) and per[c].get(den)]
        if len(xs) == len(cells):
            out.append(geomean(xs))
    return spread(out)


def section_w1x(rows, d, plt, out):
    rs = [r for r in rows if r["part"] == "w1x"]
    if not rs:
        return
    key = lambda r: (w1x_cell(r), r["params"]["variant"])
    t0 = ratios(rs, key, W1X_B3, B0)
    t2 = ratios(rs, key, W1X_B3, W1X_B2)
    b2 = ratios(rs, key, W1X_B2, B0)
    cells = w1x_order({w1x_cell(r) for r in rs})
    out += ["## W1 matrix (micro, JMH, SizedHandoverBenchmark, W1x): one producer, one consumer, element allocated "
            "per hand-over", "",
            "mode block: B0 and B3 use put/take; mode spin: B0 and B3 use offer/poll with the shared back-off. B2 (JCTools "
            "SpscArray, unbounded: SpscUnboundedArray, chunk 1024) has no blocking operations and uses offer/poll with "
            "the same back-off in both modes (in block mode it is the \"what an expert writes\" reference). Ratios are "
            "taken within one repetition; median (min-max, n = repetitions).", "",
            "| mode | bound | element | B3 / B0 | B3 / B2 | B2 / B0 |", "| --- | --- | --- | --- | --- | --- |"]
    for c in cells:
        out.append("| %s | %s | %s | %s | %s | %s |" % (c[0], c[1], W1X_SIZE_LABEL.get(c[2], c[2]), fmt(t0.get(c)),
                                                         fmt(t2.get(c)), fmt(b2.get(c))))
    if {c[:2] for c in cells} == {("block", "1024")}:
        out += ["", "(This directory predates the mode and bound parameters: block, bounded 1024 only; the geomeans "
                "below are over those cells only, not the whole W1 matrix.)"]

    def gm(st, pick):
        cs = [c for c in cells if pick(c) and st.get(c)]
        return geomean([st[c][0] for c in cs]), len(cs)

    out.append("")
    lines = []
    for name, pick in (("all cells", lambda c: True), ("block cells", lambda c: c[0] == "block"),
                       ("spin cells", lambda c: c[0] == "spin"), ("bounded 1024 cells", lambda c: c[1] == "1024"),
                       ("unbounded cells", lambda c: c[1] == "unbounded")):
        g0, n0 = gm(t0, pick)
        g2, n2 = gm(t2, pick)
        if n0:
            lines.append("| %s | %d | %.2f | %s |" % (name, n0, g0, "%.2f" % g2 if n2 else "n/a"))
    out += ["Geometric means of the per-cell medians (the issue's W1 figure is B3 / B0 over all cells; targets: "
            ">= 8, aim 10; B3 / B2 >= 0.90, i.e. within 10%):", "",
            "| cells | n | geomean B3 / B0 | geomean B3 / B2 |", "| --- | --- | --- | --- |"] + lines
    all_cells = [c for c in cells if t0.get(c)]
    if all_cells:
        g, _ = gm(t0, lambda c: True)
        rep = w1x_rep_geomeans(rs, key, W1X_B3, B0, all_cells)
        out += ["", "**W1 (issue 7): geometric mean of the median B3 / B0 over all %d cells: %.2f (target >= 8, aim 10)**"
                "%s; geomean B3 / B2: %s." % (len(all_cells), g, "; per repetition: " + fmt(rep) if rep else "",
                                            "%.2f" % gm(t2, lambda c: True)[0] if gm(t2, lambda c: True)[1] else "n/a")]
        # Which cells dominate: each cell's share of log(geomean) (cells far from 1x in either direction weigh most).
        logs = sorted(((math.log(t0[c][0]), c) for c in all_cells), key=lambda x: -abs(x[0]))
        total = sum(abs(x) for x, _ in logs) or 1.0
        top = ["%s/%s/%s %.2fx (%.0f%%)" % (c[0], c[1], c[2], math.exp(x), 100 * abs(x) / total) for x, c in logs[:4]]
        out += ["", "Cells that weigh most in that geomean (largest |log ratio|, share of the summed |log|): "
                + "; ".join(top) + ". Cells below 1x pull it down: "
                + (", ".join("%s/%s/%s %.2fx" % (c[0], c[1], c[2], math.exp(x)) for x, c in logs if x < 0) or "none")
                + "."]
    out.append("")
    if plt:
        modes = [m for m in W1X_MODES if any(c[0] == m for c in cells)] or sorted({c[0] for c in cells})
        bounds = [b for b in W1X_BOUNDS if any(c[1] == b for c in cells)] or sorted({c[1] for c in cells})
        fig, axes = plt.subplots(len(modes), len(bounds), figsize=(4.2 * len(bounds) + 0.6, 3.0 * len(modes) + 0.4),
                                 sharey=True, squeeze=False)
        lo_hi = []
        for i, m in enumerate(modes):
            for j, b in enumerate(bounds):
                ax = axes[i][j]
                sizes = [c[2] for c in cells if c[:2] == (m, b)]
                for k, (name, st) in enumerate((("B3 / B0", t0), ("B3 / B2", t2), ("B2 / B0", b2))):
                    for x, s in enumerate(sizes):
                        v = st.get((m, b, s))
                        if v:  # bars start at 1x (log axis), so a ratio below 1 hangs down from the line
                            xb = x + (k - 1) * 0.26
                            ax.bar(xb, v[0] - 1, bottom=1, width=0.26, color="C%d" % k,
                                   label=name if x == 0 else None)
                            ax.errorbar(xb, v[0], yerr=[[v[0] - v[1]], [v[2] - v[0]]], color="black", capsize=2,
                                        lw=0.8)
                            ax.annotate("%.2g" % v[0], (xb, v[2]), textcoords="offset points", xytext=(0, 2),
                                        ha="center", fontsize=6)
                            lo_hi += [v[1], v[2]]
                ax.set_yscale("log")
                ax.axhline(1, color="grey", lw=0.8)
                ax.set_xticks(range(len(sizes)))
                ax.set_xticklabels([W1X_SIZE_LABEL.get(s, s) for s in sizes], fontsize=8)
                ax.set_title("%s, %s" % (m + (" (put/take)" if m == "block" else " (offer/poll)"),
                                         "bounded " + b if b != "unbounded" else b), fontsize=9)
                if j == 0:
                    ax.set_ylabel("throughput ratio (log)", fontsize=8)
        if lo_hi:
            axes[0][0].set_ylim(min(lo_hi + [1.0]) / 1.5, max(lo_hi + [1.0]) * 1.6)
        handles, labels = axes[0][0].get_legend_handles_labels()
        fig.legend(handles, labels, loc="lower center", ncol=3, fontsize=7, frameon=False)
        fig.suptitle("W1 matrix: median ratio within a repetition, whiskers min-max\n(B2 always offer/poll)", fontsize=9)
        fig.tight_layout(rect=(0, 0.05, 1, 1))
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
