#!/usr/bin/env bash
# W1 and W3 whole programs (B3: the substitute written in the source, the runtime code the agent and the rewriter
# install) on two runtime builds, interleaved: per round, for each workload, the build before issue 35's idle park
# (BASE_JAR) and the build after it (NEW_JAR), one fresh JVM each, the order alternating from round to round.
# Usage: BASE_JAR=... NEW_JAR=... APP=<dir with dev/tempered/benchmarks/programs> OUT=<file> ROUNDS=6 \
#   [WORKLOADS='TemperedLbqProgram:int ...'] run.sh
set -u
ROUNDS=${ROUNDS:-6}
WARM=${WARM:-1000000}
TIMED=${TIMED:-5000000}
PKG=dev.tempered.benchmarks.programs
: > "$OUT"
for r in $(seq 1 "$ROUNDS"); do
  for w in ${WORKLOADS:-TemperedLbqProgram:int TemperedAbqProgram:int TemperedPipeProgram:rec64}; do
    set -- ${w%%:*} ${w##*:}
    if [ $((r % 2)) -eq 1 ]; then order="base new"; else order="new base"; fi
    for v in $order; do
      jar=$BASE_JAR; [ "$v" = new ] && jar=$NEW_JAR
      load=$(cut -d' ' -f1 /proc/loadavg)
      res=$(java -Xms1g -Xmx1g -cp "$APP:$jar" "$PKG.$1" "$2" "$WARM" "$TIMED" 2>&1 >/dev/null \
            | sed -n 's/^tempered-program-result //p' | tail -n 1)
      echo "{\"round\":$r,\"program\":\"$1\",\"kind\":\"$2\",\"variant\":\"$v\",\"load1\":\"$load\",\"result\":${res:-null}}" >> "$OUT"
    done
  done
done
