#!/bin/bash
# usage: w11w-ab.sh reps "workers" "nanos" raw.jsonl variant... ; variant = name:jar:impl:props
# Order of variants reverses every other repetition. Each line: rep workers ns variant load1 JSON
reps=$1; ws=$2; nss=$3; raw=$4; shift 4
for r in $(seq 1 $reps); do for w in $ws; do for ns in $nss; do
  vs=("$@"); if [ $((r % 2)) = 0 ]; then mapfile -t vs < <(printf '%s\n' "$@" | tac); fi
  for v in "${vs[@]}"; do IFS=: read name jar impl props <<< "$v"
    out=$(flock /tmp/bench.lock java $props -cp $jar dev.tempered.benchmarks.pool.PoolBalance $impl oneSubmitter $w $ns 3 2>/dev/null)
    echo "$r $w $ns $name $(cut -d' ' -f1 /proc/loadavg) $out" >> $raw
  done; done; done; done
