#!/usr/bin/env bash
# One-thread hot path, interleaved (decisions 0007 amendment and 0031): InterleavedHotPath on this build and on an
# older build (OLD_JAR: a benchmarks jar built from an earlier commit; the harness is compiled against it here, it uses
# only public API), the two alternating, PAIRS runs each. Every run is its own JVM; within a run the variants alternate
# in short slices and the ratios are taken per round (see the class comment). Writes new-<i>.txt, old-<i>.txt here.
# usage (repository root, after `mvn -B -o -q install -DskipTests -pl benchmarks -am`):
#   OLD_JAR=/path/old-benchmarks.jar benchmarks/scripts/results/2026-11-30-hotpath-interleaved/run.sh [PAIRS] [ROUNDS]
set -euo pipefail
out=$(cd "$(dirname "$0")/../../../results/2026-11-30-hotpath-interleaved" && pwd)
new=benchmarks/target/benchmarks.jar
old=${OLD_JAR:?OLD_JAR: a benchmarks jar of the build to compare with}
pairs=${1:-5}
rounds=${2:-20}
classes=$(mktemp -d)
javac -d "$classes" -cp "$old" benchmarks/src/main/java/dev/tempered/benchmarks/InterleavedHotPath.java
{
  echo "started $(date -Is); load $(cut -d' ' -f1-3 /proc/loadavg); JDK: $(java -version 2>&1 | head -1)"
  for i in $(seq 1 "$pairs"); do
    java -cp "$new" dev.tempered.benchmarks.InterleavedHotPath "$rounds" > "$out/new-$i.txt"
    java -cp "$classes:$old" dev.tempered.benchmarks.InterleavedHotPath "$rounds" > "$out/old-$i.txt"
    echo "pair $i done $(date +%T); load $(cut -d' ' -f1-3 /proc/loadavg)"
  done
  echo "finished $(date -Is); load $(cut -d' ' -f1-3 /proc/loadavg)"
} | tee "$out/run.log"
python3 "$out/summary.py" "$out" > "$out/summary.md"
