#!/usr/bin/env bash
# Sourced by benchmarks/scripts/run.sh for the w11-pool-2 leg. Needs $here, $jar, $java from run.sh.
# Every configuration (workload x workers x task ns) is one JMH run with both pools, so the JDK and the Tempered
# trial of a configuration run back to back (the order alternates between configurations); ratios are taken within
# that pair. Then PoolBalance runs each workload once per pool for the per-worker table.
# Environment: POOL_JMH (run length per trial), POOL_BALANCE_SECONDS, POOL_WORKERS, POOL_REPS (repetitions of the
# whole JMH grid; with more than one, files are jmh-<workload>-<workers>-<ns>-r<rep>.json and the starting order
# flips between repetitions), POOL_WORKLOADS (JMH methods), POOL_NANOS (task ns), POOL_ONE_WORKER (yes: also
# oneSubmitter at 1 worker), POOL_BALANCE_WORKLOADS (PoolBalance workloads), POOL_LEG (name in the note),
# POOL_JAR (standalone only: the benchmarks jar to run, default target/benchmarks.jar).
# Also runs standalone into any directory: benchmarks/scripts/pool-leg.sh <out> (same environment).

run_pool_leg() { # <out>
  local out=$1 k=0 wl w ns order rep suffix
  : "${POOL_JMH:=-f 1 -wi 3 -w 1s -i 4 -r 1s}" "${POOL_BALANCE_SECONDS:=4}" "${POOL_WORKERS:=2 4 8}"
  : "${POOL_REPS:=1}" "${POOL_WORKLOADS:=oneSubmitter forkJoinRecursive unevenTasks}" "${POOL_NANOS:=0 1000}"
  : "${POOL_ONE_WORKER:=yes}" "${POOL_BALANCE_WORKLOADS:=oneSubmitter forkJoin uneven}" "${POOL_LEG:=w11-pool-2}"
  rm -f "$out"/jmh-*.json "$out/balance.jsonl" "$out/jmh.log"
  {
    echo "# $POOL_LEG: run note"
    echo
    echo "- started: $(date -Is)"
    echo "- command (from the repository root): \`${POOL_JAR:+POOL_JAR=$POOL_JAR }POOL_JMH='$POOL_JMH' POOL_REPS=$POOL_REPS POOL_WORKERS='$POOL_WORKERS'" \
         "POOL_WORKLOADS='$POOL_WORKLOADS' POOL_NANOS='$POOL_NANOS' POOL_ONE_WORKER=$POOL_ONE_WORKER" \
         "POOL_BALANCE_WORKLOADS='$POOL_BALANCE_WORKLOADS' POOL_BALANCE_SECONDS=$POOL_BALANCE_SECONDS" \
         "${POOL_CMD:-benchmarks/scripts/run.sh w11-pool-2}\`"
    echo "- nproc: $(nproc); JDK: $("$java" -version 2>&1 | tr '\n' ' ')"
    echo "- jar: ${jar/#$here/benchmarks} (sha256 $(sha256sum "$jar" | cut -c1-12))"
    echo "- load average before: $(cut -d' ' -f1-3 /proc/loadavg); processes running now: $(ps -e --no-headers | wc -l)"
    echo
    echo '```'
    lscpu | head -n 16
    echo '```'
    echo
    echo "Commands, in the order run:"
    echo
  } > "$out/note.md"
  ( while sleep 15; do echo "$(date +%T) $(cut -d' ' -f1-3 /proc/loadavg)"; done ) > "$out/loadavg.log" &
  POOL_SAMPLER=$!
  trap 'kill "$POOL_SAMPLER" 2>/dev/null || true' EXIT
  read -r -a len <<< "$POOL_JMH"
  for rep in $(seq 1 "$POOL_REPS"); do
  if [ "$POOL_REPS" -gt 1 ]; then suffix=-r$rep; k=$((rep - 1)); else suffix=; fi
  for wl in $POOL_WORKLOADS; do
    for w in $([ $wl = oneSubmitter ] && [ "$POOL_ONE_WORKER" = yes ] && echo 1) $POOL_WORKERS; do
      for ns in $POOL_NANOS; do
        if [ $((k % 2)) = 0 ]; then order=jdk,tempered; else order=tempered,jdk; fi
        k=$((k + 1))
        local cmd=("$java" -jar "$jar" "dev\.tempered\.benchmarks\.pool\.PoolTaskQueueBenchmark\.$wl\$" -p impl=$order
                   -p workers="$w" -p taskNanos="$ns" "${len[@]}" -rf json -rff "$out/jmh-$wl-$w-$ns$suffix.json")
        echo "- $(date +%T) load $(cut -d' ' -f1 /proc/loadavg): \`${cmd[*]/#$here/benchmarks}\`" >> "$out/note.md"
        # Another JMH run on the machine holds /tmp/jmh.lock: wait for it (up to 10 minutes) rather than lose the
        # configuration; running beside it (-Djmh.ignoreLock) would disturb both.
        local tries=0 ok=no
        while :; do
          if "${cmd[@]}" > "$out/jmh.last" 2>&1; then ok=yes; fi
          cat "$out/jmh.last" >> "$out/jmh.log"
          if [ $ok = yes ] || ! grep -q 'Unable to acquire the JMH lock' "$out/jmh.last" || [ $tries -ge 40 ]; then break; fi
          tries=$((tries + 1)); sleep 15
        done
        rm -f "$out/jmh.last"
        [ $tries = 0 ] || echo "  (waited $tries x 15 s for another JMH run's lock)" >> "$out/note.md"
        [ $ok = yes ] || echo "run.sh: $wl $w $ns failed; see jmh.log" >&2
      done
    done
  done
  done
  for wl in $POOL_BALANCE_WORKLOADS; do
    for w in $POOL_WORKERS; do
      for impl in jdk tempered; do
        local bcmd=("$java" -Xmx1g -cp "$jar" dev.tempered.benchmarks.pool.PoolBalance $impl $wl "$w" 1000
                    "$POOL_BALANCE_SECONDS")
        echo "- $(date +%T) load $(cut -d' ' -f1 /proc/loadavg): \`${bcmd[*]/#$here/benchmarks}\`" >> "$out/note.md"
        "${bcmd[@]}" >> "$out/balance.jsonl" 2>> "$out/jmh.log" || echo "run.sh: balance $impl $wl $w failed" >&2
      done
    done
  done
  {
    echo
    echo "- load average after: $(cut -d' ' -f1-3 /proc/loadavg)"
    echo "- finished: $(date -Is)"
    echo "- load average during the run (15 s samples): see loadavg.log"
  } >> "$out/note.md"
  python3 "$here/scripts/pool-summary.py" "$out" > "$out/summary.md"
  cat "$out/summary.md"
  echo "run.sh: results in $out"
}

if [ "${BASH_SOURCE[0]}" = "$0" ]; then
  set -euo pipefail
  here=$(cd "$(dirname "$0")/.." && pwd)
  # POOL_JAR: a copy of the jar, so a rebuild during the run cannot change what is measured.
  jar=${POOL_JAR:-$here/target/benchmarks.jar}
  java=${JAVA:-java}
  out=${1:?usage: pool-leg.sh <out dir>}
  mkdir -p "$out"
  out=$(cd "$out" && pwd)
  POOL_CMD="benchmarks/scripts/pool-leg.sh ${out#"$(dirname "$here")"/}"
  run_pool_leg "$out"
fi
