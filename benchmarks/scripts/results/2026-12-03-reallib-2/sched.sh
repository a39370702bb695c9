#!/usr/bin/env bash
# Diagnostic for benchmarks/results/2026-12-03-reallib-2/sched.txt: where a whole-program run spends its wall time.
# usage: sched.sh <cmd...>: runs cmd, samples /proc/<pid>/task/*/schedstat every 100 ms, prints the last sample per
# thread name: on-CPU ms, run-queue wait ms, timeslices
"$@" > /dev/null 2>&1 &
pid=$!
declare -A last
while kill -0 $pid 2>/dev/null; do
  for t in /proc/$pid/task/*; do
    n=$(cat $t/comm 2>/dev/null) || continue
    s=$(cat $t/schedstat 2>/dev/null) || continue
    last["$n"]="$s"
  done
  sleep 0.1
done
for n in "${!last[@]}"; do
  read -r run wait slices <<< "${last[$n]}"
  [ $((run / 1000000)) -gt 100 ] && printf '%-28s on-cpu %6d ms  runqueue-wait %6d ms  slices %d\n' "$n" $((run/1000000)) $((wait/1000000)) $slices
done
