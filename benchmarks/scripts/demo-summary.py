#!/usr/bin/env python3
"""Reads the demo-run-*.txt files that demo-runs.sh wrote in a folder and prints, per run and pooled over every
round, the speed-ups (as written / with the agent, as written / rewritten offline) as median (min-max, n) with the
load average at the start of the rounds. usage: demo-summary.py FOLDER
A results folder whose raw files are packed (pack-results.py) needs `tar -xJf DIR/raw.tar.xz -C DIR` first."""
import glob
import os
import re
import statistics
import sys

ROUND = re.compile(r"round (\d+) \(.* first, load ([\d.]+)\): as written ([\d.]+) s, with the agent ([\d.]+) s "
                   r"\([\d.]+x\), rewritten offline ([\d.]+) s")


def cell(values):
    return "%.2fx (%.2f-%.2f, n=%d)" % (statistics.median(values), min(values), max(values), len(values))


def main(folder):
    pooled = {"agent": [], "offline": [], "load": []}
    print("| run | with the agent | rewritten offline | load at the rounds' start |")
    print("| --- | --- | --- | --- |")
    for path in sorted(glob.glob(os.path.join(folder, "demo-run-*.txt"))):
        rows = [m.groups() for m in map(ROUND.search, open(path)) if m]
        if not rows:
            continue
        agent = [float(r[2]) / float(r[3]) for r in rows]
        offline = [float(r[2]) / float(r[4]) for r in rows]
        load = [float(r[1]) for r in rows]
        pooled["agent"] += agent
        pooled["offline"] += offline
        pooled["load"] += load
        print("| %s | %s | %s | %.1f (%.1f-%.1f) |" % (os.path.basename(path), cell(agent), cell(offline),
                                                     statistics.median(load), min(load), max(load)))
    if pooled["agent"]:
        print("| all rounds | %s | %s | %.1f (%.1f-%.1f) |" % (cell(pooled["agent"]), cell(pooled["offline"]),
                                                          statistics.median(pooled["load"]), min(pooled["load"]),
                                                          max(pooled["load"])))


if __name__ == "__main__":
    main(sys.argv[1])
