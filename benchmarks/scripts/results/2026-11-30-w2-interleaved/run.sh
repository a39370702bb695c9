#!/usr/bin/env bash
# W2 latency with the variants interleaved in one JVM (LatencyInterleaved; its class comment gives the method):
# RUNS separate JVMs, each running WINDOWS windows of SECONDS per variant and rate, B0 first in the ratio.
# usage (repository root, after `mvn -B -o -q install -DskipTests -pl benchmarks -am`):
#   benchmarks/scripts/results/2026-11-30-w2-interleaved/run.sh [RUNS=3] [WINDOWS=40] [SECONDS=0.25]
set -euo pipefail
out=$(cd "$(dirname "$0")/../../../results/2026-11-30-w2-interleaved" && pwd)
runs=${1:-3}
windows=${2:-40}
seconds=${3:-0.25}
variants=B0-LBQ,B3-Tempered-ring,B2-JCT-SpscArray
{
  echo "started $(date -Is); load $(cut -d' ' -f1-3 /proc/loadavg); JDK: $(java -version 2>&1 | head -1)"
  for r in $(seq 1 "$runs"); do
    java -Xmx1g -cp benchmarks/target/benchmarks.jar dev.tempered.benchmarks.eval.latency.LatencyInterleaved \
      "$seconds" "$windows" "$variants" 10000 100000 1000000 | sed "s/^{/{\"run\":$r,/" >> "$out/${W2_NAME:-latency}.jsonl"
    echo "run $r done $(date +%T); load $(cut -d' ' -f1-3 /proc/loadavg)"
  done
  echo "finished $(date -Is); load $(cut -d' ' -f1-3 /proc/loadavg)"
} | tee "$out/run-${W2_NAME:-latency}.log"
python3 "$out/summary.py" "$out/${W2_NAME:-latency}.jsonl" > "$out/summary-${W2_NAME:-latency}.md"
