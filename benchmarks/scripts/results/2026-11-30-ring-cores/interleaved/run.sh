#!/usr/bin/env bash
# InterleavedHandover `spin` with every variant in one JVM (the `spin-all` set of ../../2026-11-30-w1-handover-interleaved):
# this build (new/) and OLD_JAR (old/) alternating, RUNS JVMs each. summary.py DIR summarises each directory.
# usage (repository root, after `mvn -B -o -q install -DskipTests -pl runtime,benchmarks`):
#   OLD_JAR=/path/old-benchmarks.jar benchmarks/scripts/results/2026-11-30-ring-cores/interleaved/run.sh [RUNS=5] [ROUNDS=30]
set -euo pipefail
out=$(cd "$(dirname "$0")/../../../../results/2026-11-30-ring-cores/interleaved" && pwd)
old=${OLD_JAR:?OLD_JAR: a benchmarks jar of the build to compare with}
runs=${1:-5}
rounds=${2:-30}
{
  echo "started $(date -Is); load $(cut -d' ' -f1-3 /proc/loadavg); JDK: $(java -version 2>&1 | head -1); $(nproc) CPUs"
  for i in $(seq 1 "$runs"); do
    java -Xmx1g -cp benchmarks/target/benchmarks.jar dev.tempered.benchmarks.InterleavedHandover spin "$rounds" > "$out/new/spin-all-$i.txt"
    java -Xmx1g -cp "$old" dev.tempered.benchmarks.InterleavedHandover spin "$rounds" > "$out/old/spin-all-$i.txt"
    echo "run $i done $(date +%T); load $(cut -d' ' -f1-3 /proc/loadavg)"
  done
  echo "finished $(date -Is); load $(cut -d' ' -f1-3 /proc/loadavg)"
} | tee "$out/run.log"
