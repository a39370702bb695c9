#!/usr/bin/env bash
# Runs one named benchmark leg and files its evidence under benchmarks/results/<date>-<leg>/:
#   jmh.json     raw JMH results (-rf json)
#   jmh.log      JMH's console output
#   summary.md   scores and the ratios the issue asks for (summarize.py, from jmh.json only)
#   note.md      machine, JDK, the exact command, load average before and after
#   loadavg.log  /proc/loadavg every 15 s during the run (these machines are shared)
#
# usage: benchmarks/scripts/run.sh <leg>            legs: w1-handover, w2-latency, w3-pipeline, w3g-grain, w9-threads,
#                                                 w11-pool, demo, w1-sizes, quick (a smoke subset of all, ~10 min),
#                                                 w11-pool-2 (all three pool workloads, JDK and Tempered interleaved per
#                                                 configuration, then PoolBalance per-worker figures; ~10 min),
#                                                 w1-program, w3-program (whole programs: as written, agent, offline, B3, B2)
#        JMH_ARGS="-f 1 -wi 0 -i 1 -r 100ms" benchmarks/scripts/run.sh w1-handover   (override the run length)
# The eval legs (all but w1-handover) run REPS repetitions; each repetition runs every variant of a part in one JMH
# run (-f 1), so ratios are taken within a repetition (<part>-rep<r>.json), then benchmarks/scripts/evalsum.py
# writes summary.md and fig-*.png from the raw files (it needs /usr/bin/python3 with python3-matplotlib).
# Build first: mvn -B -o -q -pl benchmarks package -DskipTests
set -euo pipefail
here=$(cd "$(dirname "$0")/.." && pwd)   # the benchmarks folder
leg=${1:?usage: run.sh <leg> (w1-handover)}
jar=$here/target/benchmarks.jar
[ -f "$jar" ] || { echo "run.sh: $jar missing; build it: mvn -B -pl benchmarks package -DskipTests" >&2; exit 2; }

case $leg in
  w1-handover) include='dev\.tempered\.benchmarks\.Handover(Spin|Blocking)Benchmark\.' ;;
  w1-sizes|w2-latency|w3-pipeline|w3g-grain|w9-threads|w11-pool|w11-pool-2|demo|quick|w1-program|w3-program) include='' ;;
  *) echo "run.sh: unknown leg '$leg' (known: w1-handover w1-sizes w2-latency w3-pipeline w3g-grain w9-threads w11-pool w11-pool-2 demo quick w1-program w3-program)" >&2; exit 2 ;;
esac
java=${JAVA:-java}
# RESULTS_DIR overrides where the leg files its evidence (a second run of a leg on one day must not overwrite the first)
out=${RESULTS_DIR:-$here/results/$(date +%F)-$leg}
mkdir -p "$out"
if [ "$leg" = w11-pool-2 ]; then
  # shellcheck source=scripts/pool-leg.sh
  . "$here/scripts/pool-leg.sh"
  run_pool_leg "$out"
  exit 0
fi
if [ -z "$include" ]; then
  # shellcheck source=scripts/eval-legs.sh
  . "$here/scripts/eval-legs.sh"
  run_eval_leg "$leg" "$out"
  exit 0
fi
read -r -a jmh_args <<< "${JMH_ARGS:--f 1 -wi 3 -w 1s -i 5 -r 1s}"
cmd=("$java" -jar "$jar" "$include" "${jmh_args[@]}" -rf json -rff "$out/jmh.json")

{
  echo "# $leg: run note"
  echo
  echo "- started: $(date -Is)"
  echo "- command (from the repository root): \`${cmd[*]/#$here/benchmarks}\`"
  echo "- nproc: $(nproc)"
  echo "- JDK: $("$java" -version 2>&1 | tr '\n' ' ')"
  echo "- load average before: $(cut -d' ' -f1-3 /proc/loadavg)"
  echo
  echo '```'
  lscpu | head -n 16
  echo '```'
} > "$out/note.md"

( while sleep 15; do echo "$(date +%T) $(cut -d' ' -f1-3 /proc/loadavg)"; done ) > "$out/loadavg.log" &
sampler=$!
trap 'kill $sampler 2>/dev/null || true' EXIT

"${cmd[@]}" 2>&1 | tee "$out/jmh.log"

{
  echo "- load average after: $(cut -d' ' -f1-3 /proc/loadavg)"
  echo "- finished: $(date -Is)"
  echo "- load average during the run (15 s samples): see loadavg.log"
} >> "$out/note.md"
python3 "$here/scripts/summarize.py" "$out/jmh.json" > "$out/summary.md"
cat "$out/summary.md"
echo "run.sh: results in $out"
