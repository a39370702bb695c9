#!/usr/bin/env bash
# Paired whole-program runs: the w1-program/w3-program programs, one fresh JVM per run, the two variants of a pair
# back to back in an order that alternates from pair to pair, so that each ratio is taken within a pair.
#
# usage: OUT=dir [PAIRS=5] [NAME=runs] benchmarks/scripts/program-pairs.sh runtime A_RUNTIME_JAR B_RUNTIME_JAR
#          two runtime builds on the B3 programs (Tempered*Program: the substitute written in the source with the
#          rewriter's spec, the runtime code the agent and the rewriter install), B0 (the program as written) beside
#          them unless B0=0; the programs are compiled from benchmarks/src against jar B, or taken from APP (a folder
#          or jar holding dev/tempered/benchmarks/programs).
#        OUT=dir [PAIRS=5] [NAME=runs] benchmarks/scripts/program-pairs.sh checks
#          the agent with checks=off against checks=throw on the B0 programs, after `tempered analyze --main` proved
#          each site spsc -> ring; needs the built benchmarks, agent and cli jars (target/ of this tree).
# WORKLOADS: program:kind items (default runtime 'Lbq:int Lbq:rec64 Abq:int Abq:rec64 Pipe:rec64', checks
# 'Lbq:int Pipe:rec64'); W1P_WARM / W1P_TIMED / W1P_JVM as in eval-legs.sh; JAVA picks the JDK.
# Writes $OUT/$NAME.jsonl (one line per run), $OUT/$NAME.log (each run's command and stderr), $OUT/$NAME-setup.md
# (builds, JDK, load, the command), then program-pairs.py's summary to $OUT/$NAME-summary.txt.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
usage="usage: OUT=dir program-pairs.sh runtime A_RUNTIME_JAR B_RUNTIME_JAR | checks"
mode=${1:?$usage}
out=${OUT:?set OUT; $usage}
name=${NAME:-runs}
pairs=${PAIRS:-5}
java=${JAVA:-java}
: "${W1P_WARM:=1000000}" "${W1P_TIMED:=5000000}" "${W1P_JVM:=-Xms1g -Xmx1g}"
read -r -a jvm <<< "$W1P_JVM"
pkg=dev.tempered.benchmarks.programs
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
mkdir -p "$out"
case $mode in
  runtime)
    a=${2:?$usage}; b=${3:?$usage}
    workloads=${WORKLOADS:-Lbq:int Lbq:rec64 Abq:int Abq:rec64 Pipe:rec64}
    if [ -n "${APP:-}" ]; then
      app=$APP
    else
      app=$tmp/classes
      src=$root/benchmarks/src/main/java/dev/tempered/benchmarks/programs
      javac -d "$app" -cp "$b" "$src"/Harness.java "$src"/Backoff.java "$src"/Rec64.java "$src"/LbqProgram.java \
        "$src"/AbqProgram.java "$src"/PipeProgram.java "$src"/TemperedLbqProgram.java "$src"/TemperedAbqProgram.java \
        "$src"/TemperedPipeProgram.java
    fi
    builds="- A: $a (sha256 $(sha256sum < "$a" | cut -c1-16)); B: $b (sha256 $(sha256sum < "$b" | cut -c1-16))"
    first=A; second=B
    ;;
  checks)
    workloads=${WORKLOADS:-Lbq:int Pipe:rec64}
    (mkdir "$tmp/classes" && cd "$tmp/classes" \
      && unzip -q "$root/benchmarks/target/benchmarks.jar" "${pkg//.//}/*")
    app=$tmp/app.jar
    jar cf "$app" -C "$tmp/classes" .
    cp "$root/agent/target/tempered-agent.jar" "$tmp/agent.jar"
    cp "$root/cli/target/tempered.jar" "$tmp/tempered.jar"
    for w in $workloads; do
      q=${w%%:*}
      "$java" -jar "$tmp/tempered.jar" analyze --main "$pkg.${q}Program" -o "$out/$q-M.json" "$tmp/app.jar" \
        > "$tmp/analyze.txt" 2>&1
      grep -q '"implementation" *: *"ring"' "$out/$q-M.json" || { echo "program-pairs.sh: no ring proven for $q" >&2; exit 1; }
    done
    builds="- agent: $root/agent/target/tempered-agent.jar (sha256 $(sha256sum < "$tmp/agent.jar" | cut -c1-16)); manifests: $out/<program>-M.json"
    first=off; second=throw
    ;;
  *) echo "$usage" >&2; exit 2 ;;
esac
: "${B0:=$([ "$mode" = runtime ] && echo 1 || echo)}"
[ "$B0" = 0 ] && B0=
{
  echo "# paired whole-program runs ($mode)"
  echo
  echo "- started: $(date -Is); nproc $(nproc); load before: $(cut -d' ' -f1-3 /proc/loadavg)"
  echo "- JDK: $("$java" -version 2>&1 | tr '\n' ' ')"
  echo "$builds"
  echo "- $pairs pairs of $workloads; per pair and workload ${B0:+B0, then }$first and $second in an order that alternates per pair;" \
    "JVM: $W1P_JVM; $W1P_WARM warm-up + $W1P_TIMED timed elements"
  echo "- command: \`OUT=$out PAIRS=$pairs NAME=$name benchmarks/scripts/program-pairs.sh $*\`"
} > "$out/$name-setup.md"
: > "$out/$name.jsonl"
: > "$out/$name.log"
run() { # <pair> <program class> <kind> <variant> [JVM options before -cp]...
  local pair=$1 program=$2 kind=$3 variant=$4 so=$tmp/so se=$tmp/se report=$tmp/report.json rc=0 load cp applied=
  shift 4
  load=$(cut -d' ' -f1 /proc/loadavg)
  case $variant in
    A) cp=$app:$a ;; B) cp=$app:$b ;; *) cp=$app ;;
  esac
  rm -f "$report"
  timeout 300 "$java" "${jvm[@]}" "$@" -cp "$cp" "$pkg.$program" "$kind" "$W1P_WARM" "$W1P_TIMED" > "$so" 2> "$se" || rc=$?
  if [ "$mode" = checks ]; then
    applied=false
    grep -q '"applied"' "$report" 2>/dev/null && applied=true
  fi
  { echo "== pair $pair $program $kind $variant rc=$rc load=$load"; cat "$se"; } >> "$out/$name.log"
  local result; result=$(sed -n 's/^tempered-program-result //p' "$se" | tail -n 1)
  echo "{\"pair\":$pair,\"program\":\"$program\",\"kind\":\"$kind\",\"variant\":\"$variant\",\"rc\":$rc,${applied:+\"applied\":$applied,}\"load1\":\"$load\",\"load1_after\":\"$(cut -d' ' -f1 /proc/loadavg)\",\"stdout_md5\":\"$(md5sum < "$so" | cut -c1-32)\",\"result\":${result:-null}}" >> "$out/$name.jsonl"
}
variant_run() { # <pair> <program> <kind> <variant>
  if [ "$mode" = runtime ]; then
    run "$1" "Tempered$2Program" "$3" "$4"
  else
    run "$1" "$2Program" "$3" "$4" "-javaagent:$tmp/agent.jar=manifest=$out/$2-M.json,checks=$4,report=$tmp/report.json"
  fi
}
for p in $(seq 1 "$pairs"); do
  for w in $workloads; do
    q=${w%%:*} kind=${w##*:}
    [ -n "$B0" ] && run "$p" "${q}Program" "$kind" B0
    if [ $(( p % 2 )) = 1 ]; then order="$first $second"; else order="$second $first"; fi
    for v in $order; do
      variant_run "$p" "$q" "$kind" "$v"
    done
  done
  echo "pair $p done ($(date +%T), load $(cut -d' ' -f1 /proc/loadavg))" | tee -a "$out/$name-setup.md"
done
echo "- ended: $(date -Is); load after: $(cut -d' ' -f1-3 /proc/loadavg)" >> "$out/$name-setup.md"
python3 "$here/program-pairs.py" --each "$out/$name.jsonl" | tee "$out/$name-summary.txt"
