#!/usr/bin/env bash
# Issue 36: logback-4 (LogbackAsyncProgram, 4 logging threads) as written, under the agent built before this change
# (OLD_AGENT, a copy of agent/target/tempered-agent.jar at the branch point) and under this tree's agent, interleaved
# in fresh JVMs, with the manifest `tempered analyze` writes (never edited).
# usage (repository root, after mvn -pl cli,agent -am install): compare.sh <out-dir> <reps> <events> <old-agent-jar>
set -euo pipefail
root=$(cd "$(dirname "$0")/../../../.." && pwd)
out=$1; reps=$2; events=$3; old=$4
mkdir -p "$out"; out=$(cd "$out" && pwd)
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
m2=$(sed -n 's/.*-Dmaven.repo.local=\([^ ]*\).*/\1/p' "$root/.mvn/maven.config" 2>/dev/null); m2=${m2:-$HOME/.m2/repository}
lib=("$m2/ch/qos/logback/logback-classic/1.5.18/logback-classic-1.5.18.jar" "$m2/ch/qos/logback/logback-core/1.5.18/logback-core-1.5.18.jar" "$m2/org/slf4j/slf4j-api/2.0.17/slf4j-api-2.0.17.jar")
src=$root/benchmarks/src/main/java/dev/tempered/benchmarks/reallib
mkdir -p "$tmp/classes"
javac -nowarn -d "$tmp/classes" -cp "$(IFS=:; echo "${lib[*]}")" "$src"/Logback{AsyncProgram,Pipeline}.java "$src"/LoggingThreads.java
(cd "$tmp/classes" && jar cf "$tmp/app.jar" .)
cp="$tmp/app.jar:$(IFS=:; echo "${lib[*]}")"
main=dev.tempered.benchmarks.reallib.LogbackAsyncProgram
java -jar "$root/cli/target/tempered.jar" analyze --main "$main" -o "$out/M.json" "$tmp/app.jar" "${lib[@]}" > "$out/analyze.txt" 2>&1
grep -q -- '-> segmented' "$out/analyze.txt" || { echo "compare: the site is not segmented" >&2; exit 1; }
echo "started $(date -Is) load $(cut -d' ' -f1-3 /proc/loadavg) reps $reps events $events" > "$out/compare-note.txt"
: > "$out/compare.jsonl"
variants=(as-written agent-old agent-new)
for rep in $(seq 1 "$reps"); do
  for k in 0 1 2; do
    v=${variants[$(( (k + rep - 1) % 3 ))]}
    case $v in
      as-written) cmd=(java -cp "$cp" "$main" 4 $(( events / 4 ))) ;;
      agent-old) cmd=(java "-javaagent:$old=manifest=$out/M.json" -cp "$cp" "$main" 4 $(( events / 4 ))) ;;
      agent-new) cmd=(java "-javaagent:$root/agent/target/tempered-agent.jar=manifest=$out/M.json,report=$out/report.json" -cp "$cp" "$main" 4 $(( events / 4 ))) ;;
    esac
    load=$(cut -d' ' -f1 /proc/loadavg)
    t0=$(date +%s%N)
    /usr/bin/time -f '%U %S %w %c' -o "$tmp/cpu" "${cmd[@]}" > "$tmp/stdout" 2> "$tmp/stderr" || { cat "$tmp/stderr" >&2; exit 1; }
    t1=$(date +%s%N)
    read -r u s vcs ics < "$tmp/cpu"
    echo "{\"variant\":\"$v\",\"rep\":$rep,\"wall_ms\":$(( (t1 - t0) / 1000000 )),\"cpu_s\":$(awk "BEGIN{print $u+$s}"),\"vol_cs\":$vcs,\"load1\":$load,\"stdout\":\"$(md5sum < "$tmp/stdout" | cut -c1-8)\"}" >> "$out/compare.jsonl"
  done
done
echo "finished $(date -Is) load $(cut -d' ' -f1-3 /proc/loadavg)" >> "$out/compare-note.txt"
python3 - "$out/compare.jsonl" <<'PY'
import json, sys, statistics as st
rows = [json.loads(l) for l in open(sys.argv[1])]
by = {}
for r in rows: by.setdefault(r["rep"], {})[r["variant"]] = r
for v in ("agent-old", "agent-new"):
    ratios = [by[k]["as-written"]["wall_ms"] / by[k][v]["wall_ms"] for k in by if v in by[k]]
    cpu = [by[k]["as-written"]["cpu_s"] / by[k][v]["cpu_s"] for k in by if v in by[k]]
    print(f"{v}: wall speed-up {st.median(ratios):.2f}x ({min(ratios):.2f}-{max(ratios):.2f}, n={len(ratios)}), CPU ratio {st.median(cpu):.2f}x")
print("stdout identical:", len({r["stdout"] for r in rows}) == 1)
PY
