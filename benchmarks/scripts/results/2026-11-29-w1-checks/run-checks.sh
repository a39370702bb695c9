#!/usr/bin/env bash
# The W1 contract-check leg (issue 2): checks on vs off, and the substitute vs JCTools used directly, with every
# subject of a ratio in the SAME JMH run and one fork per subject per repetition, so the forks of the compared
# subjects alternate in time (the machine is shared; a slow minute then hurts both sides of a ratio alike).
#   spin       HandoverSpinBenchmark (offer/poll, two threads)
#   onethread  HandoverOneThreadBenchmark (offer then poll on one thread): needs one CPU only, so it shows the
#              checks' per-element cost even when the two hand-over threads are rarely scheduled together
#   blocking   HandoverBlockingBenchmark (put/take)
#   old-*      the same legs on OLD_JAR, a benchmarks jar built from the commit before the biased guard (the CAS
#              guard of decision 0005), run in the same repetition, for before/after ratios
# Writes <leg>-rep<r>.json, jmh.log and loadavg.log here; ratios.py makes summary.md.
# usage (from the repository root, after `mvn -pl runtime install` and `mvn -pl benchmarks package`):
#   [OLD_JAR=/path/benchmarks.jar] benchmarks/scripts/results/2026-11-29-w1-checks/run-checks.sh [REPS]
set -euo pipefail
out=$(cd "$(dirname "$0")/../../../results/2026-11-29-w1-checks" && pwd)
jar=benchmarks/target/benchmarks.jar
old=${OLD_JAR:-}
reps=${1:-3}
jmh=(-f 1 -wi 2 -w 1s -i 4 -r 1s)
spin='T-ABQ:1024:off,T-ABQ:1024:throw,JCT-SpscArray:1024,LBQ:1024,T-LBQ:off,T-LBQ:throw'
onethread='T-ABQ:1024:off,T-ABQ:1024:throw,JCT-SpscArray:1024,T-LBQ:off,T-LBQ:throw'
blocking='T-ABQ:1024:off,T-ABQ:1024:throw,LBQ:1024'
checks='T-ABQ:1024:off,T-ABQ:1024:throw,T-LBQ:off,T-LBQ:throw'
leg() { # leg <jar> <benchmark> <subjects> <file>
  java -jar "$1" "dev\\.tempered\\.benchmarks\\.$2\\." -p subject="$3" "${jmh[@]}" -rf json -rff "$out/$4"
}
( while sleep 15; do echo "$(date +%T) $(cut -d' ' -f1-3 /proc/loadavg)"; done ) > "$out/loadavg.log" &
sampler=$!
trap 'kill $sampler 2>/dev/null || true' EXIT
{
  echo "started $(date -Is); load $(cut -d' ' -f1-3 /proc/loadavg); JDK: $(java -version 2>&1 | head -1)"
  for r in $(seq 1 "$reps"); do
    leg "$jar" HandoverSpinBenchmark "$spin" "spin-rep$r.json"
    [ -z "$old" ] || leg "$old" HandoverSpinBenchmark "$checks" "old-spin-rep$r.json"
    leg "$jar" HandoverOneThreadBenchmark "$onethread" "onethread-rep$r.json"
    [ -z "$old" ] || leg "$old" HandoverOneThreadBenchmark "$checks" "old-onethread-rep$r.json"
    leg "$jar" HandoverBlockingBenchmark "$blocking" "blocking-rep$r.json"
  done
  echo "finished $(date -Is); load $(cut -d' ' -f1-3 /proc/loadavg)"
} 2>&1 | tee "$out/jmh.log"
python3 "$out/ratios.py" "$out" > "$out/summary.md"
