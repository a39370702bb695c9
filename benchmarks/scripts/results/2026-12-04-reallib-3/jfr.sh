#!/usr/bin/env bash
# The JFR look behind benchmarks/results/2026-12-04-reallib-3/note.md: one run of the by-hand logback program with the
# leg's earlier message ("order {} from worker {}" with two arguments) and one with the fixed messages, sampled.
# usage (from the repository root, with the leg's class path in CP and the old program compiled as
# dev.tempered.benchmarks.reallib.LogbackByHandProgramOld): jfr.sh OUT-DIR
set -euo pipefail
out=${1:?usage: jfr.sh OUT-DIR}
here=$(cd "$(dirname "$0")" && pwd)
for m in LogbackByHandProgramOld LogbackByHandProgram; do
  java -XX:StartFlightRecording=filename="$out/$m.jfr",settings=profile -cp "$CP" "dev.tempered.benchmarks.reallib.$m" 1 2000000 > /dev/null
  jfr print --events jdk.ExecutionSample "$out/$m.jfr" > "$out/$m.samples.txt"
  python3 "$here/jfr-where.py" "$out/$m.samples.txt" > "$out/$m-where.txt"
done
