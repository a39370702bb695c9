#!/usr/bin/env bash
# Real libraries as whole programs (issue 36, part 2): programs that log through logback's AsyncAppender (1 and 4
# logging threads) and Log4j 2's AsyncAppender (its default ArrayBlockingQueue), each analysed with its own manifest
# (`tempered analyze`, never edited), then run as written and, only where the analysis specialised a site, under the
# agent and rewritten offline, variants rotating per repetition in fresh JVMs; every run's stdout must equal the
# as-written oracle. Where nothing was specialised the leg says so and records the analysis's reasons per site.
# usage: benchmarks/scripts/reallib-leg.sh <out-dir> [reps] [events]   (from the repository root, after ./tempered version)
# writes: runs.jsonl (workload, variant, rep, wall_ms, load1, stdout md5), <w>-M.json, <w>-analyze.txt, <w>-sites.txt
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
out=${1:?usage: reallib-leg.sh <out-dir> [reps] [events]}
out_arg=$out
reps=${2:-5}
events=${3:-400000}
java=${JAVA:-java}
cli=$root/cli/target/tempered.jar
agent=$root/agent/target/tempered-agent.jar
for f in "$cli" "$agent"; do [ -f "$f" ] || { echo "reallib-leg: $f missing (build it: ./tempered version)" >&2; exit 2; }; done
mkdir -p "$out"
out=$(cd "$out" && pwd)
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
# the library jars, from Maven Central through the local repository (the versions the benchmarks pom compiles against)
for a in ch.qos.logback:logback-classic:1.5.18 ch.qos.logback:logback-core:1.5.18 org.slf4j:slf4j-api:2.0.17 \
         org.apache.logging.log4j:log4j-core:2.25.3 org.apache.logging.log4j:log4j-api:2.25.3; do
  (cd "$root" && mvn -B -q dependency:copy -Dartifact="$a" -DoutputDirectory="$tmp/lib" >/dev/null)
done
logback=("$tmp/lib/logback-classic-1.5.18.jar" "$tmp/lib/logback-core-1.5.18.jar" "$tmp/lib/slf4j-api-2.0.17.jar")
log4j=("$tmp/lib/log4j-core-2.25.3.jar" "$tmp/lib/log4j-api-2.25.3.jar")
src=$root/benchmarks/src/main/java/dev/tempered/benchmarks/reallib
mkdir -p "$tmp/classes"
javac -nowarn -d "$tmp/classes" -cp "$(IFS=:; echo "${logback[*]}:${log4j[*]}")" "$src"/*.java 2>/dev/null
(cd "$tmp/classes" && jar cf "$tmp/app.jar" .)
{
  echo "# reallib leg: run note"
  echo
  echo "- started: $(date -Is); reps $reps, $events events per workload; nproc $(nproc); load $(cut -d' ' -f1-3 /proc/loadavg)"
  echo "- JDK: $("$java" -version 2>&1 | head -1); tempered: $(git -C "$root" rev-parse --short HEAD)"
  echo "- command (repository root): benchmarks/scripts/reallib-leg.sh $out_arg $reps $events"
} > "$out/note.md"
: > "$out/runs.jsonl"
workloads=("logback-1|dev.tempered.benchmarks.reallib.LogbackAsyncProgram|1|logback"
           "logback-4|dev.tempered.benchmarks.reallib.LogbackAsyncProgram|4|logback"
           "log4j-1|dev.tempered.benchmarks.reallib.Log4jAsyncProgram|1|log4j")
for w in "${workloads[@]}"; do
  IFS='|' read -r name main threads lib <<< "$w"
  if [ "$lib" = logback ]; then jars=("${logback[@]}"); else jars=("${log4j[@]}"); fi
  cp=$(IFS=:; echo "$tmp/app.jar:${jars[*]}")
  args=("$threads" "$(( events / threads ))")
  "$java" -jar "$cli" analyze --main "$main" -o "$out/$name-M.json" "$tmp/app.jar" "${jars[@]}" > "$out/$name-analyze.txt" 2>&1
  variants=(as-written)
  if grep -q -- '-> \(ring\|segmented\)' "$out/$name-analyze.txt"; then
    variants+=(agent offline)
    mkdir -p "$tmp/$name-rw"
    rw=()
    for j in "$tmp/app.jar" "${jars[@]}"; do
      embed=(); [ "$j" = "$tmp/app.jar" ] && embed=(--embed-runtime)
      "$java" -jar "$cli" rewrite --in="$j" --manifest="$out/$name-M.json" --out="$tmp/$name-rw/$(basename "$j")" \
        --on-stale=warn "${embed[@]}" >> "$out/$name-rewrite.txt" 2>&1
      rw+=("$tmp/$name-rw/$(basename "$j")")
    done
    rwcp=$(IFS=:; echo "${rw[*]}")
  else
    echo "$name: no site specialised, so no agent or offline run (the reasons per site are in $name-analyze.txt)" >> "$out/note.md"
  fi
  grep ': remark: ' "$out/$name-analyze.txt" > "$out/$name-sites.txt" || true
  oracle=""
  for rep in $(seq 1 "$reps"); do
    n=${#variants[@]}
    for k in $(seq 0 $(( n - 1 ))); do
      v=${variants[$(( (k + rep - 1) % n ))]}
      case $v in
        as-written) cmd=("$java" -cp "$cp" "$main" "${args[@]}") ;;
        agent) cmd=("$java" "-javaagent:$agent=manifest=$out/$name-M.json,report=$out/$name-agent-report.json" -cp "$cp" "$main" "${args[@]}") ;;
        offline) cmd=("$java" -cp "$rwcp" "$main" "${args[@]}") ;;
      esac
      load=$(cut -d' ' -f1 /proc/loadavg)
      t0=$(date +%s%N)
      "${cmd[@]}" > "$tmp/stdout" 2> "$tmp/stderr" || { echo "reallib-leg: $name $v failed: $(head -3 "$tmp/stderr")" >&2; exit 1; }
      t1=$(date +%s%N)
      md5=$(md5sum < "$tmp/stdout" | cut -c1-32)
      [ "$v" = as-written ] && [ -z "$oracle" ] && { oracle=$md5; cp "$tmp/stdout" "$out/$name-oracle.txt"; }
      [ "$md5" = "$oracle" ] || { echo "reallib-leg: $name $v rep $rep printed something else than as written" >&2; exit 1; }
      echo "{\"workload\":\"$name\",\"variant\":\"$v\",\"rep\":$rep,\"wall_ms\":$(( (t1 - t0) / 1000000 )),\"load1\":$load,\"stdout_md5\":\"$md5\"}" >> "$out/runs.jsonl"
    done
  done
done
echo "- finished: $(date -Is); load $(cut -d' ' -f1-3 /proc/loadavg)" >> "$out/note.md"
echo "reallib-leg: wrote $out"
