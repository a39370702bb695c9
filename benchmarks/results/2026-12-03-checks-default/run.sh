#!/usr/bin/env bash
# Issue 35 part 2, step 4: the agent's checks on (throw, fail-stop) against off on the whole programs of w1-program
# (LbqProgram, boxed ints) and w3-program (PipeProgram, 64-byte records), one fresh JVM per run, the two variants of
# each pair in alternating order. Usage: run.sh [pairs] (default 6). Needs the built cli, agent and benchmarks jars.
# Output here: $NAME.jsonl (one line per run; NAME defaults to programs), $NAME-runs.log (each run's command and
# stderr; runs.log when NAME is unset), the manifests. JAVA names the java to run (default: java on the PATH).
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../../.." && pwd)
pairs=${1:-6}
java=${JAVA:-java}
warm=${W1P_WARM:-1000000}
timed=${W1P_TIMED:-5000000}
read -r -a jvm <<< "${W1P_JVM:--Xms1g -Xmx1g}"
pkg=dev/tempered/benchmarks/programs
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
(cd "$tmp" && mkdir classes && cd classes && unzip -q "$root/benchmarks/target/benchmarks.jar" "$pkg/*")
jar cf "$tmp/app.jar" -C "$tmp/classes" .
cp "$root/agent/target/tempered-agent.jar" "$tmp/agent.jar"
cp "$root/cli/target/tempered.jar" "$tmp/tempered.jar"
name=${NAME:-programs}
out=$here/$name.jsonl
log=$here/${NAME:+$NAME-}runs.log
: > "$out"
: > "$log"
for w in Lbq:int Pipe:rec64; do
  q=${w%%:*}
  "$java" -jar "$tmp/tempered.jar" analyze --main "dev.tempered.benchmarks.programs.${q}Program" -o "$here/$q-M.json" \
    "$tmp/app.jar" > "$tmp/analyze.txt" 2>&1
  grep -q '"implementation" *: *"ring"' "$here/$q-M.json" || { echo "run.sh: no ring proven for $q" >&2; exit 1; }
done
run() { # <pair> <queue> <kind> <checks>
  local pair=$1 q=$2 kind=$3 checks=$4 so=$tmp/so se=$tmp/se load rc=0 report=$tmp/report.json
  load=$(cut -d' ' -f1 /proc/loadavg)
  timeout 300 "$java" "${jvm[@]}" "-javaagent:$tmp/agent.jar=manifest=$here/$q-M.json,checks=$checks,report=$report" \
    -cp "$tmp/app.jar" "dev.tempered.benchmarks.programs.${q}Program" "$kind" "$warm" "$timed" > "$so" 2> "$se" || rc=$?
  local applied=false
  grep -q '"applied"' "$report" 2>/dev/null && applied=true
  { echo "== pair $pair $q $kind checks=$checks rc=$rc load=$load"; cat "$se"; } >> "$log"
  local result; result=$(sed -n 's/^tempered-program-result //p' "$se" | tail -n 1)
  echo "{\"pair\":$pair,\"queue\":\"$q\",\"kind\":\"$kind\",\"checks\":\"$checks\",\"rc\":$rc,\"applied\":$applied,\"load1_before\":\"$load\",\"load1_after\":\"$(cut -d' ' -f1 /proc/loadavg)\",\"stdout_md5\":\"$(md5sum < "$so" | cut -c1-32)\",\"result\":${result:-null}}" >> "$out"
}
for pair in $(seq 1 "$pairs"); do
  for w in Lbq:int Pipe:rec64; do
    if [ $((pair % 2)) = 1 ]; then order="off throw"; else order="throw off"; fi
    for c in $order; do
      run "$pair" "${w%%:*}" "${w##*:}" "$c"
    done
  done
done
python3 "$here/pairs.py" "$out" | tee "$here/${NAME:+$NAME-}summary.txt"
