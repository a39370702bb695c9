"""Draws fig-w2-interleaved.png from the raw runs: pooled p99 per offered rate, one point per JVM run, the median as
a line, for each variant; quiet batches only (quiet.jsonl, quiet-2.jsonl). Needs /usr/bin/python3 with Debian's
python3-matplotlib: /usr/bin/python3 figure.py"""
import json, os, statistics
import matplotlib
matplotlib.use("Agg")
import matplotlib.pyplot as plt

here = os.path.join(os.path.dirname(os.path.abspath(__file__)), '../../../results/2026-11-30-w2-interleaved')
rows = []
for name in ("quiet.jsonl", "quiet-2.jsonl"):
    with open(os.path.join(here, name)) as f:
        rows += [json.loads(l) for l in f if l.strip()]
variants = []
for r in rows:
    if r["variant"] not in variants:
        variants.append(r["variant"])
rates = sorted({r["rate"] for r in rows})
fig, ax = plt.subplots(figsize=(7, 4.2))
for i, v in enumerate(variants):
    xs, ys, med = [], [], []
    for rate in rates:
        p = [r["p99_ns"] / 1e3 for r in rows if r["variant"] == v and r["rate"] == rate]
        xs += [rate * (1 + 0.06 * (i - 1))] * len(p)
        ys += p
        med.append(statistics.median(p))
    line, = ax.plot(rates, med, marker="o", label=v + " (median of runs)")
    ax.scatter(xs, ys, s=10, alpha=0.5, color=line.get_color())
ax.set_xscale("log")
ax.set_yscale("log")
ax.set_xlabel("offered rate, elements/s")
ax.set_ylabel("p99 latency from due time, us (pooled per run)")
ax.set_title("W2 interleaved in one JVM: p99 per rate (8 quiet JVM runs, 2 vCPUs)")
ax.legend(fontsize=8)
ax.grid(True, which="both", alpha=0.3)
fig.tight_layout()
fig.savefig(os.path.join(here, "fig-w2-interleaved.png"), dpi=110)
