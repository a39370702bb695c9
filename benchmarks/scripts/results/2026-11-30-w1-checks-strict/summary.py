"""Checks on / off per benchmark: ratio of scores within a repetition, median (min-max) over repetitions."""
import glob, json, os, statistics, sys

d = sys.argv[1]
print("# Contract checks on against off (ring substitute T-ABQ:1024), with the strict variant\n")
print("Score: elements per microsecond (JMH). Ratio: checks mode / checks off in the same repetition; median (min-max).\n")
print("| benchmark | mode | score (median) | on / off |")
print("| --- | --- | ---: | --- |")
for b in ("HandoverOneThreadBenchmark", "HandoverBlockingBenchmark"):
    reps = []
    for f in sorted(glob.glob(os.path.join(d, b + "-rep*.json"))):
        reps.append({r["params"]["subject"]: r["primaryMetric"]["score"] for r in json.load(open(f))})
    for mode in ("off", "throw", "strict-throw"):
        key = "T-ABQ:1024:" + mode
        scores = [r[key] for r in reps]
        ratios = [r[key] / r["T-ABQ:1024:off"] for r in reps]
        cell = "1" if mode == "off" else "%.2f (%.2f-%.2f)" % (statistics.median(ratios), min(ratios), max(ratios))
        print("| %s | %s | %.1f | %s |" % (b, mode, statistics.median(scores), cell))
