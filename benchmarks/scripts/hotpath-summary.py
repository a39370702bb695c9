"""Median (min-max) over JVM runs of each run's median ratio, per build and mode (InterleavedHotPath output).

usage: hotpath-summary.py OUT_DIR "WHAT IS COMPARED" (the heading's second half; the results folders' own summary.py
call it with theirs)."""
import glob, os, re, statistics, sys

out = sys.argv[1]
what = sys.argv[2]
LINE = re.compile(r"^(.*?)\s+median\s+([\d.]+)\s+p10")
cells = {}
for f in glob.glob(os.path.join(out, "*-*-*.txt")):
    build, mode, _ = os.path.basename(f)[:-4].split("-")
    for line in open(f):
        m = LINE.match(line.strip())
        if m:
            cells.setdefault((m.group(1).strip(), mode), {}).setdefault(build, []).append(float(m.group(2)))
print(f"# One-thread hot path, interleaved: {what}\n")
print("Each cell: median over the JVM runs of the run's median ratio, then min-max over runs. *alone*: the five")
print("variants only; *mixed*: queues of the other forms also run in every slice (InterleavedHotPath `mixed`).\n")
print("| measure | mode | new | old | runs |")
print("| --- | --- | ---: | ---: | ---: |")
for (label, mode), builds in sorted(cells.items(), key=lambda kv: (kv[0][0], kv[0][1])):
    def cell(v):
        return f"{statistics.median(v):.3f} ({min(v):.3f}-{max(v):.3f})" if v else "-"
    print(f"| {label} | {mode} | {cell(builds.get('new', []))} | {cell(builds.get('old', []))} | "
          f"{len(builds.get('new', []))} |")
