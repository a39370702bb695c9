#!/bin/bash
# Before/after of decision 0009 on JMH HandoverBlockingBenchmark (put/take), the jars interleaved:
# ROUNDS rounds; each round runs every jar of JARS ("name=path ...", order rotating per round), each jar all
# SUBJECTS in one JMH run. Output: $OUT/<PREFIX>jmh-r<round>-<name>.{json,log}
set -eu
OUT=$1; PREFIX=${PREFIX:-}; ROUNDS=${ROUNDS:-3}
read -r -a jars <<<"$JARS"
SUBJECTS=${SUBJECTS:-LBQ:1024,ABQ:1024,T-LBQ:1024:off,T-ABQ:1024:off}
ARGS=${JMH_ARGS:--f 1 -wi 2 -w 1s -i 3 -r 1s}
n=${#jars[@]}
for r in $(seq "$ROUNDS"); do
  for k in $(seq 0 $((n - 1))); do
    spec=${jars[$(((k + r) % n))]}
    name=${spec%%=*}; jar=${spec#*=}
    echo "round $r $name load $(cat /proc/loadavg)"
    # JMH refuses to start while another JMH run (another user of this machine) holds /tmp/jmh.lock: wait for it
    for try in $(seq 60); do
      if java -jar "$jar" HandoverBlockingBenchmark -p subject="$SUBJECTS" $ARGS \
          -rf json -rff "$OUT/${PREFIX}jmh-r$r-$name.json" > "$OUT/${PREFIX}jmh-r$r-$name.log" 2>&1; then
        break
      fi
      grep -q "Unable to acquire the JMH lock" "$OUT/${PREFIX}jmh-r$r-$name.log" || exit 1
      sleep 10
    done
  done
done
