#!/usr/bin/env bash
# Contract checks on against off, with the strict variant (decision 0007's amendment): the ring substitute
# T-ABQ:1024 with checks off, throw and strict-throw, on one thread (HandoverOneThreadBenchmark) and with put/take
# (HandoverBlockingBenchmark); every subject in its own fork, the three of a benchmark in one JMH run per repetition.
# usage (repository root, after `mvn -B -o -q install -DskipTests -pl benchmarks -am`):
#   benchmarks/scripts/results/2026-11-30-w1-checks-strict/run.sh [REPS=3]
set -euo pipefail
out=$(cd "$(dirname "$0")/../../../results/2026-11-30-w1-checks-strict" && pwd)
jar=benchmarks/target/benchmarks.jar
reps=${1:-3}
subjects='T-ABQ:1024:off,T-ABQ:1024:throw,T-ABQ:1024:strict-throw'
{
  echo "started $(date -Is); load $(cut -d' ' -f1-3 /proc/loadavg); JDK: $(java -version 2>&1 | head -1)"
  for r in $(seq 1 "$reps"); do
    for b in HandoverOneThreadBenchmark HandoverBlockingBenchmark; do
      java -jar "$jar" "dev\\.tempered\\.benchmarks\\.$b\\." -p subject="$subjects" -f 1 -wi 3 -w 1s -i 4 -r 1s \
        -rf json -rff "$out/$b-rep$r.json" > /dev/null
      echo "rep $r $b done $(date +%T); load $(cut -d' ' -f1-3 /proc/loadavg)"
    done
  done
  echo "finished $(date -Is); load $(cut -d' ' -f1-3 /proc/loadavg)"
} | tee "$out/run.log"
python3 "$out/summary.py" "$out" > "$out/summary.md"
