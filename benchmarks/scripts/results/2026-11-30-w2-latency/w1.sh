#!/bin/bash
# W1 whole programs, throughput check of a0f3e91: old (base.jar) vs new (new.jar) ring substitute, B0 beside them
REPS=${REPS:-5}
variants=("B0-LBQ base.jar LbqProgram" "old-T-LBQ base.jar TemperedLbqProgram" "new-T-LBQ new.jar TemperedLbqProgram")
n=${#variants[@]}
for rep in $(seq $REPS); do
  for kind in int rec64; do
    for k in $(seq 0 $((n - 1))); do
      set -- ${variants[$(((k + rep) % n))]}
      load=$(cut -d' ' -f1 /proc/loadavg)
      out=$(java -Xms1g -Xmx1g -cp "$2" "dev.tempered.benchmarks.programs.$3" "$kind" 1000000 5000000 2>&1)
      eps=$(grep -o '"elements_per_s":[0-9.E]*' <<<"$out" | cut -d: -f2)
      echo "{\"rep\":$rep,\"kind\":\"$kind\",\"variant\":\"$1\",\"elements_per_s\":${eps:-null},\"load1\":$load}"
    done
  done
done
