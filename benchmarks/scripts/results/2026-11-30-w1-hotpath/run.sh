#!/usr/bin/env bash
# W1 hot-path leg (issue 2, decisions 0025, 0027, 0028): the ring substitute against JCTools used directly and against
# LinkedBlockingQueue, checks on against off, and this runtime against the runtime before those decisions (OLD_JAR,
# a benchmarks jar built from commit e79366a), every subject in its own fork, all forks of one repetition back to back.
#   spin       HandoverSpinBenchmark (offer/poll, two threads)
#   onethread  HandoverOneThreadBenchmark (offer then poll on one thread; one CPU)
#   blocking   HandoverBlockingBenchmark (put/take)
#   old-<mode> the substitutes (checks off) on OLD_JAR in the same repetition
# usage (from the repository root, after `mvn -B -o -q install -DskipTests`):
#   OLD_JAR=/path/old-benchmarks.jar benchmarks/scripts/results/2026-11-30-w1-hotpath/run.sh [REPS]
# Writes <mode>-rep<r>.json, jmh.log and loadavg.log here; ratios.py makes summary.md.
set -euo pipefail
out=$(cd "$(dirname "$0")/../../../results/2026-11-30-w1-hotpath" && pwd)
jar=benchmarks/target/benchmarks.jar
old=${OLD_JAR:?OLD_JAR: a benchmarks jar of the runtime to compare with}
reps=${1:-3}
read -r -a jmh <<< "${JMH_ARGS:--f 1 -wi 2 -w 1s -i 4 -r 1s}"
spin='T-ABQ:1024:off,T-ABQ:1024:throw,JCT-SpscArray:1024,LBQ:1024,T-LBQ:off,T-LBQ:throw,JCT-SpscUnbounded'
onethread='T-ABQ:1024:off,T-ABQ:1024:throw,JCT-SpscArray:1024,T-LBQ:off,T-LBQ:throw'
blocking='T-ABQ:1024:off,T-ABQ:1024:throw,LBQ:1024,T-LBQ:off'
mine='T-ABQ:1024:off,T-LBQ:off'
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
    leg "$old" HandoverSpinBenchmark "$mine" "old-spin-rep$r.json"
    leg "$jar" HandoverOneThreadBenchmark "$onethread" "onethread-rep$r.json"
    leg "$old" HandoverOneThreadBenchmark "$mine" "old-onethread-rep$r.json"
    leg "$jar" HandoverBlockingBenchmark "$blocking" "blocking-rep$r.json"
    leg "$old" HandoverBlockingBenchmark "$mine" "old-blocking-rep$r.json"
  done
  echo "finished $(date -Is); load $(cut -d' ' -f1-3 /proc/loadavg)"
} 2>&1 | tee "$out/jmh.log"
python3 "$out/ratios.py" "$out" > "$out/summary.md"
