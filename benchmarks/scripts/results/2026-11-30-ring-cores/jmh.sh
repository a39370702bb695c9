#!/usr/bin/env bash
# Issue 2's JMH hand-over (spin), the ring subclasses (new) against the build before (OLD_JAR), alternating:
# ROUNDS times { old jar, 2 forks per subject; new jar, 2 forks per subject }. Writes {old,new}-<i>.json here.
# usage (repository root, after `mvn -B -o -q install -DskipTests -pl runtime,benchmarks`):
#   OLD_JAR=/path/old-benchmarks.jar benchmarks/scripts/results/2026-11-30-ring-cores/jmh.sh [ROUNDS] [SUBJECTS]
set -euo pipefail
out=$(cd "$(dirname "$0")/../../../results/2026-11-30-ring-cores" && pwd)
old=${OLD_JAR:?OLD_JAR: a benchmarks jar of the build to compare with}
rounds=${1:-2}
subjects=${2:-T-ABQ:1024:off,JCT-SpscArray:1024,T-LBQ:off,JCT-SpscUnbounded}
{
  echo "started $(date -Is); load $(cut -d' ' -f1-3 /proc/loadavg); JDK: $(java -version 2>&1 | head -1)"
  for i in $(seq 1 "$rounds"); do
    for build in old new; do
      jar=$([ "$build" = old ] && echo "$old" || echo benchmarks/target/benchmarks.jar)
      java -jar "$jar" 'dev\.tempered\.benchmarks\.HandoverSpinBenchmark\.' -p subject="$subjects" \
        -f 2 -wi 3 -w 1s -i 4 -r 1s -rf json -rff "$out/$build-$i.json" > "$out/$build-$i.log" 2>&1
      echo "$build $i done $(date +%T); load $(cut -d' ' -f1-3 /proc/loadavg)"
    done
  done
  echo "finished $(date -Is); load $(cut -d' ' -f1-3 /proc/loadavg)"
} | tee "$out/jmh-run.log"
