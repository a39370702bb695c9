#!/usr/bin/env python3
"""Summary of a real-library leg (reallib-leg.sh): reads <dir>/runs.jsonl, writes <dir>/summary.md and prints it.

Per workload and variant: the speed-up over the program as written, taken per repetition (as-written wall time over
the variant's, both from the same repetition, whose variants ran back to back in rotating order), as the median with
its min-max over repetitions; the same for whole-JVM CPU time (user + system); and the load average seen at the start
of the runs. Usage: reallib-summary.py <dir>
A results folder whose raw files are packed (pack-results.py) needs `tar -xJf DIR/raw.tar.xz -C DIR` first.
"""
import json
import statistics
import sys
from collections import defaultdict
from pathlib import Path


def spread(values, fmt="{:.2f}"):
    return (fmt.format(statistics.median(values)) + "x (" + fmt.format(min(values)) + "-" + fmt.format(max(values))
            + ", n=" + str(len(values)) + ")")


def main():
    folder = Path(sys.argv[1])
    runs = [json.loads(line) for line in (folder / "runs.jsonl").read_text().splitlines() if line.strip()]
    by = defaultdict(dict)  # (workload, rep) -> variant -> run
    for r in runs:
        by[(r["workload"], r["rep"])][r["variant"]] = r
    workloads = list(dict.fromkeys(r["workload"] for r in runs))
    out = ["# reallib leg: summary (computed from runs.jsonl by benchmarks/scripts/reallib-summary.py)", "",
           "Speed-up = as-written / variant, per repetition (> 1: the variant is faster); median (min-max, n).", "",
           "| workload | variant | wall speed-up | CPU-time ratio | median wall ms | median CPU ms |"
           " median voluntary context switches | load1 at start |",
           "| --- | --- | --- | --- | --- | --- | --- | --- |"]
    for w in workloads:
        variants = list(dict.fromkeys(r["variant"] for r in runs if r["workload"] == w))
        reps = sorted(rep for (wl, rep) in by if wl == w)
        for v in variants:
            own = [by[(w, rep)][v] for rep in reps if v in by[(w, rep)]]
            loads = [r["load1"] for r in own]
            wall = statistics.median(r["wall_ms"] for r in own)
            cpu_ms = f'{statistics.median(r["cpu_ms"] for r in own):.0f}' if all("cpu_ms" in r for r in own) else "-"
            vcs = f'{statistics.median(r["vol_cs"] for r in own):.0f}' if all("vol_cs" in r for r in own) else "-"
            if v == "as-written":
                ratio = cpu = "-"
            else:
                pairs = [(by[(w, rep)]["as-written"], by[(w, rep)][v]) for rep in reps
                         if v in by[(w, rep)] and "as-written" in by[(w, rep)]]
                ratio = spread([a["wall_ms"] / b["wall_ms"] for a, b in pairs])
                cpu = spread([a["cpu_ms"] / b["cpu_ms"] for a, b in pairs if "cpu_ms" in a and b.get("cpu_ms")]) \
                    if all("cpu_ms" in a and b.get("cpu_ms") for a, b in pairs) else "-"
            out.append(f"| {w} | {v} | {ratio} | {cpu} | {wall:.0f} | {cpu_ms} | {vcs} | {min(loads):.1f}-{max(loads):.1f} |")
    text = "\n".join(out) + "\n"
    (folder / "summary.md").write_text(text)
    print(text, end="")


if __name__ == "__main__":
    main()
