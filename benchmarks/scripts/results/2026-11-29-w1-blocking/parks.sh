#!/bin/bash
# Parks per element (JFR jdk.ThreadPark, threshold 0: park.jfc) in the W1 programs, int elements,
# WARM + TIMED elements per run, one run per jar and program. Needs parks.py beside it.
set -eu
BEFORE=$1; FIXED=$2; ADAPTIVE=$3; WARM=${WARM:-200000}; TIMED=${TIMED:-1000000}
here=$(cd "$(dirname "$0")/../../../results/2026-11-29-w1-blocking" && pwd); tmp=$(mktemp -d)
for v in "B0-LBQ $BEFORE LbqProgram" "old-T-LBQ $BEFORE TemperedLbqProgram" "fix-T-LBQ $FIXED TemperedLbqProgram" \
         "new-T-LBQ $ADAPTIVE TemperedLbqProgram" "old-T-ABQ $BEFORE TemperedAbqProgram" \
         "fix-T-ABQ $FIXED TemperedAbqProgram" "new-T-ABQ $ADAPTIVE TemperedAbqProgram"; do
  set -- $v
  load=$(cut -d' ' -f1 /proc/loadavg)
  eps=$(java -Xms1g -Xmx1g -XX:StartFlightRecording=settings="$here/park.jfc",filename="$tmp/$1.jfr" -cp "$2" \
    "dev.tempered.benchmarks.programs.$3" int "$WARM" "$TIMED" 2>&1 | grep -o '"elements_per_s":[0-9.E]*' | cut -d: -f2)
  jfr print --json --events jdk.ThreadPark "$tmp/$1.jfr" > "$tmp/$1.json"
  echo "== $1 ($((WARM + TIMED)) elements, load1 $load, elements/s timed $eps, under JFR)"
  python3 "$here/parks.py" "$tmp/$1.json"
done
rm -rf "$tmp"
