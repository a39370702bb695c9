#!/bin/bash
# Before/after of decision 0009 on the W1 whole programs, interleaved in one time window.
# BEFORE / FIXED / ADAPTIVE: copies of benchmarks/target/benchmarks.jar that differ only in the runtime's
# internal/{QueueCore,Spin,Waiters}.class: BEFORE = parent of f68f3c4 (spin 128, then park), FIXED = f68f3c4
# (spin, then a fixed 50 us yield phase), ADAPTIVE = d12e8e4 (spin, then the adaptive yield budget). Variants:
# old-T-* / fix-T-* / new-T-*. Without ADAPTIVE only old and fix run (run 1, programs-run1.jsonl).
# Each run is a fresh JVM; the variant order rotates per repetition. Output: one JSON line per run.
set -eu
BEFORE=$1; FIXED=$2; ADAPTIVE=${3:-}; REPS=${REPS:-5}; WARM=${WARM:-1000000}; TIMED=${TIMED:-5000000}
variants=("B0-LBQ $BEFORE LbqProgram" "B0-ABQ $BEFORE AbqProgram" "old-T-LBQ $BEFORE TemperedLbqProgram"
  "fix-T-LBQ $FIXED TemperedLbqProgram" "old-T-ABQ $BEFORE TemperedAbqProgram" "fix-T-ABQ $FIXED TemperedAbqProgram"
  "B2-JCT $BEFORE SpscArrayProgram")
if [ -n "$ADAPTIVE" ]; then
  variants+=("new-T-LBQ $ADAPTIVE TemperedLbqProgram" "new-T-ABQ $ADAPTIVE TemperedAbqProgram")
fi
n=${#variants[@]}
for rep in $(seq "$REPS"); do
  for kind in int rec64; do
    for k in $(seq 0 $((n - 1))); do
      set -- ${variants[$(((k + rep) % n))]}
      load=$(cut -d' ' -f1 /proc/loadavg)
      out=$(java -Xms1g -Xmx1g -cp "$2" "dev.tempered.benchmarks.programs.$3" "$kind" "$WARM" "$TIMED" 2>&1)
      eps=$(grep -o '"elements_per_s":[0-9.E]*' <<<"$out" | cut -d: -f2)
      oracle=$(grep '^oracle' <<<"$out" | md5sum | cut -c1-8)
      echo "{\"rep\":$rep,\"kind\":\"$kind\",\"variant\":\"$1\",\"elements_per_s\":${eps:-null},\"load1\":$load,\"oracle_md5\":\"$oracle\"}"
    done
  done
done
