#!/usr/bin/env bash
# One-thread hot path, interleaved, alone and with the other forms mixed in: this build (see note.md; first written for the typed ring storage in
# QueueCore) against an older build (OLD_JAR), alternating, PAIRS JVMs each per mode. InterleavedHotPath is compiled
# against the old jar for the old runs (it uses only public API). Writes {new,old}-{alone,mixed}-<i>.txt here.
# usage (repository root, after `mvn -B -o -q install -DskipTests -pl runtime,benchmarks`):
#   OLD_JAR=/path/old-benchmarks.jar benchmarks/scripts/results/2026-11-30-hotpath-typed-ring/run.sh [PAIRS] [ROUNDS]
set -euo pipefail
out=$(cd "$(dirname "$0")/../../../../results/2026-11-30-ring-cores/hotpath" && pwd)
new=benchmarks/target/benchmarks.jar
old=${OLD_JAR:?OLD_JAR: a benchmarks jar of the build to compare with}
pairs=${1:-5}
rounds=${2:-20}
classes=$(mktemp -d)
javac -d "$classes" -cp "$old" benchmarks/src/main/java/dev/tempered/benchmarks/InterleavedHotPath.java
{
  echo "started $(date -Is); load $(cut -d' ' -f1-3 /proc/loadavg); JDK: $(java -version 2>&1 | head -1)"
  for i in $(seq 1 "$pairs"); do
    for mode in alone mixed; do
      arg=$([ "$mode" = mixed ] && echo mixed || true)
      java -cp "$new" dev.tempered.benchmarks.InterleavedHotPath "$rounds" $arg > "$out/new-$mode-$i.txt"
      java -cp "$classes:$old" dev.tempered.benchmarks.InterleavedHotPath "$rounds" $arg > "$out/old-$mode-$i.txt"
    done
    echo "pair $i done $(date +%T); load $(cut -d' ' -f1-3 /proc/loadavg)"
  done
  echo "finished $(date -Is); load $(cut -d' ' -f1-3 /proc/loadavg)"
} | tee "$out/run.log"
python3 "$out/summary.py" "$out" > "$out/summary.md"
