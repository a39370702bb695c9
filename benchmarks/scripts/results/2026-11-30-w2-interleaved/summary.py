"""W2 interleaved: per rate, each variant's pooled p50/p99 per JVM run, and B3/B0 and B2/B0 pooled-p99 ratios."""
import json, statistics, sys
from collections import defaultdict

rows = [json.loads(l) for l in open(sys.argv[1]) if l.strip()]
by = defaultdict(dict)  # (rate, run) -> variant -> row
for r in rows:
    by[(r["rate"], r["run"])][r["variant"]] = r
rates = sorted({r["rate"] for r in rows})
variants = []
for r in rows:
    if r["variant"] not in variants:
        variants.append(r["variant"])
print("# W2 latency, variants interleaved in one JVM\n")
print("Latency from each element's due time, microseconds, pooled over all windows of a variant in one JVM run;")
print("cells: median over the runs (min-max). Ratio: the variant's pooled p99 over B0's in the same run.\n")
print("| rate/s | variant | p50 us | p99 us | p99.9 us | p99 / B0 p99 | per-window p99 ratio, median of runs |")
print("| ---: | --- | ---: | ---: | ---: | --- | ---: |")
def cell(v, f="%.1f"):
    return (f + " (" + f + "-" + f + ")") % (statistics.median(v), min(v), max(v))
for rate in rates:
    runs = sorted(k[1] for k in by if k[0] == rate)
    for var in variants:
        rs = [by[(rate, n)][var] for n in runs if var in by[(rate, n)]]
        ratio = [by[(rate, n)][var]["p99_ns"] / by[(rate, n)][variants[0]]["p99_ns"] for n in runs]
        print("| %d | %s | %s | %s | %s | %s | %.2f |" % (
            rate, var, cell([r["p50_ns"] / 1e3 for r in rs]), cell([r["p99_ns"] / 1e3 for r in rs]),
            cell([r["p999_ns"] / 1e3 for r in rs]), "1" if var == variants[0] else cell(ratio, "%.2f"),
            statistics.median([r["window_p99_ratio_to_first_median"] for r in rs])))
