#!/usr/bin/env bash
# W1 hand-over, interleaved (issue 2's benchmark): InterleavedHandover in RUNS JVMs per set, the sets alternating:
#   spin-all / block-all   every variant of the mode in one JVM (checks on and off, bounded and unbounded rings,
#                          the JDK originals): the runtime's shared code then sees several forms, as in a program
#   spin-bounded           JCTools SpscArrayQueue and the bounded ring only (the JMH leg's one-subject situation)
#   spin-unbounded         JCTools SpscUnboundedArrayQueue and the unbounded ring only
# Within a JVM the variants alternate slice by slice and the ratios are taken per round (see the class comment);
# summary.py takes each run's median and reports the median and range over runs.
# usage (repository root, after `mvn -B -o -q install -DskipTests -pl runtime,benchmarks`):
#   benchmarks/scripts/results/2026-11-30-w1-handover-interleaved/run.sh [RUNS=5] [ROUNDS=30]
# JAR=other-benchmarks.jar runs another build; OUT=dir files the evidence there instead of beside this script;
# SETS="spin-unbounded ..." runs only those sets.
set -euo pipefail
out=${OUT:-$(cd "$(dirname "$0")/../../../results/2026-11-30-w1-handover-interleaved" && pwd)}
jar=${JAR:-benchmarks/target/benchmarks.jar}
runs=${1:-5}
rounds=${2:-30}
java=${JAVA:-java}
main=dev.tempered.benchmarks.InterleavedHandover
sets=${SETS:-spin-all block-all spin-bounded spin-unbounded}
{
  echo "started $(date -Is); load $(cut -d' ' -f1-3 /proc/loadavg); JDK: $("$java" -version 2>&1 | head -1); $(nproc) CPUs"
  for i in $(seq 1 "$runs"); do
    for set in $sets; do
      case $set in
        spin-all) "$java" -Xmx1g -cp "$jar" $main spin "$rounds" > "$out/$set-$i.txt" ;;
        block-all) "$java" -Xmx1g -cp "$jar" $main block "$rounds" > "$out/$set-$i.txt" ;;
        spin-bounded) "$java" -Xmx1g -cp "$jar" $main spin "$rounds" JCT-SpscArray:1024,T-ABQ:1024:off > "$out/$set-$i.txt" ;;
        spin-unbounded) "$java" -Xmx1g -cp "$jar" $main spin "$rounds" JCT-SpscUnbounded,T-LBQ:off > "$out/$set-$i.txt" ;;
        *) echo "run.sh: unknown set $set" >&2; exit 2 ;;
      esac
    done
    echo "run $i done $(date +%T); load $(cut -d' ' -f1-3 /proc/loadavg)"
  done
  echo "finished $(date -Is); load $(cut -d' ' -f1-3 /proc/loadavg)"
} | tee "$out/run.log"
python3 "$(dirname "$0")/summary.py" "$out" > "$out/summary.md"
