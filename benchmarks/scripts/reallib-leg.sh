#!/usr/bin/env bash
# Real libraries as whole programs (issue 36, part 2): programs that log through logback's AsyncAppender (1 and 4
# logging threads) and Log4j 2's AsyncAppender (its default ArrayBlockingQueue), and that pipe bytes between two
# threads through Commons IO's QueueInputStream/QueueOutputStream (its default LinkedBlockingQueue), each analysed with its own manifest
# (`tempered analyze`, never edited), then run as written and, only where the analysis specialised a site, under the
# agent (as -javaagent, and as -agentlib:instrument: the same agent without the root module -javaagent adds) and
# rewritten offline; where a workload has one, also "by hand" (a copy of the program with the best
# specialisation written into its source, e.g. LogbackByHandProgram). Variants rotate per repetition in fresh JVMs;
# every run's stdout must equal the as-written oracle, and the agent's report must list the workload's site applied.
# Where nothing was specialised the leg says so and records the analysis's reasons per site.
# usage: benchmarks/scripts/reallib-leg.sh <out-dir> [reps] [events] [workload,...]   (from the repository root,
#        after ./tempered version and mvn -pl runtime -am package; WORKLOADS as the 4th argument picks some by name)
# writes: runs.jsonl (workload, variant, rep, wall_ms, cpu_ms, load1, stdout md5), <w>-M.json, <w>-analyze.txt,
#         <w>-sites.txt, <w>-agent-report.json; then benchmarks/scripts/reallib-summary.py <out-dir> writes summary.md
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
out=${1:?usage: reallib-leg.sh <out-dir> [reps] [events] [workload,...]}
out_arg=$out
reps=${2:-5}
events=${3:-400000}
only=${4:-}
java=${JAVA:-java}
# RUN_PREFIX: a command put before every measured JVM, e.g. "nice -n -10" so that on a machine shared with other
# people's builds the program gets the CPUs it would have on a quiet one (recorded in the note; not for the analysis)
read -r -a prefix <<< "${RUN_PREFIX:-}"
cli=$root/cli/target/tempered.jar
agent=$root/agent/target/tempered-agent.jar
# the by-hand variants construct the runtime's substitute themselves, so they compile and run against its jar
runtime=$root/runtime/target/tempered-runtime.jar
for f in "$cli" "$agent" "$runtime"; do [ -f "$f" ] || { echo "reallib-leg: $f missing (build it: ./tempered version)" >&2; exit 2; }; done
mkdir -p "$out"
out=$(cd "$out" && pwd)
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
# the library jars, from Maven Central through the local repository (the versions the benchmarks pom compiles against)
for a in ch.qos.logback:logback-classic:1.5.18 ch.qos.logback:logback-core:1.5.18 org.slf4j:slf4j-api:2.0.17 \
         org.apache.logging.log4j:log4j-core:2.25.3 org.apache.logging.log4j:log4j-api:2.25.3 commons-io:commons-io:2.22.0; do
  (cd "$root" && mvn -B -q dependency:copy -Dartifact="$a" -DoutputDirectory="$tmp/lib" >/dev/null)
done
logback=("$tmp/lib/logback-classic-1.5.18.jar" "$tmp/lib/logback-core-1.5.18.jar" "$tmp/lib/slf4j-api-2.0.17.jar")
log4j=("$tmp/lib/log4j-core-2.25.3.jar" "$tmp/lib/log4j-api-2.25.3.jar")
commonsio=("$tmp/lib/commons-io-2.22.0.jar")
src=$root/benchmarks/src/main/java
mkdir -p "$tmp/classes" "$tmp/hand-classes"
# the programs as written (the jar the analysis reads and the rewriter rewrites), and apart from them the by-hand
# copies (with the class they put into logback's package, which is not part of the program analysed)
hand_src=("$src"/dev/tempered/benchmarks/reallib/*ByHand*.java "$src"/ch/qos/logback/core/HandRingAsyncAppender.java)
app_src=()
for f in "$src"/dev/tempered/benchmarks/reallib/*.java; do [[ $f == *ByHand* ]] || app_src+=("$f"); done
libcp=$(IFS=:; echo "${logback[*]}:${log4j[*]}:${commonsio[*]}")
javac -nowarn -d "$tmp/classes" -cp "$libcp" "${app_src[@]}"
javac -nowarn -d "$tmp/hand-classes" -cp "$tmp/classes:$libcp:$runtime" "${hand_src[@]}"
(cd "$tmp/classes" && jar cf "$tmp/app.jar" .)
(cd "$tmp/hand-classes" && jar cf "$tmp/hand.jar" .)
{
  echo "# reallib leg: run note"
  echo
  echo "- started: $(date -Is); reps $reps, $events events per workload; nproc $(nproc); load $(cut -d' ' -f1-3 /proc/loadavg)"
  echo "- machine: $(lscpu | sed -n 's/^Model name: *//p'), $(free -g | awk '/Mem:/{print $2}') GB"
  echo "- JDK: $("$java" -version 2>&1 | head -1); tempered: $(git -C "$root" rev-parse --short HEAD)"
  echo "- command (repository root): ${RUN_PREFIX:+RUN_PREFIX=\"$RUN_PREFIX\" }benchmarks/scripts/reallib-leg.sh $out_arg $reps $events $only"
} > "$out/note.md"
: > "$out/runs.jsonl"
# name | main class | logging threads | library | by-hand main class (empty: none written)
workloads=("logback-1|dev.tempered.benchmarks.reallib.LogbackOneThreadProgram|1|logback|dev.tempered.benchmarks.reallib.LogbackByHandProgram"
           "logback-4|dev.tempered.benchmarks.reallib.LogbackAsyncProgram|4|logback|"
           "log4j-1|dev.tempered.benchmarks.reallib.Log4jOneThreadProgram|1|log4j|"
           "log4j-n|dev.tempered.benchmarks.reallib.Log4jAsyncProgram|1|log4j|"
           "commons-io-1|dev.tempered.benchmarks.reallib.CommonsIoPipeProgram|1|commons-io|dev.tempered.benchmarks.reallib.CommonsIoByHandProgram")
for w in "${workloads[@]}"; do
  IFS='|' read -r name main threads lib hand <<< "$w"
  if [ -n "$only" ] && [[ ",$only," != *",$name,"* ]]; then continue; fi
  case $lib in
    logback) jars=("${logback[@]}") ;;
    log4j) jars=("${log4j[@]}") ;;
    commons-io) jars=("${commonsio[@]}") ;;
  esac
  cp=$(IFS=:; echo "$tmp/app.jar:${jars[*]}")
  args=("$threads" "$(( events / threads ))")
  "$java" -jar "$cli" analyze --main "$main" -o "$out/$name-M.json" "$tmp/app.jar" "${jars[@]}" > "$out/$name-analyze.txt" 2>&1
  variants=(as-written)
  if grep -q -- '-> \(ring\|segmented\)' "$out/$name-analyze.txt"; then
    # agent-lib: the same agent jar and options loaded as -agentlib:instrument=JAR=OPTIONS, the form `tempered cds`
    # prints and the user guide recommends on JDK 17: -javaagent also adds java.instrument to the root modules, which
    # costs JDK 17 its archived module graph at every start (decision 0036); nothing else differs
    # agent-lib-nochecks: the same with checks=off, beside the default (throw), to show what the contract checks cost
    variants+=(agent agent-lib agent-lib-nochecks offline)
    mkdir -p "$tmp/$name-rw"
    rw=()
    for j in "$tmp/app.jar" "${jars[@]}"; do
      embed=(); [ "$j" = "$tmp/app.jar" ] && embed=(--embed-runtime)
      "$java" -jar "$cli" rewrite --in="$j" --manifest="$out/$name-M.json" --out="$tmp/$name-rw/$(basename "$j")" \
        --on-stale=warn "${embed[@]}" >> "$out/$name-rewrite.txt" 2>&1
      rw+=("$tmp/$name-rw/$(basename "$j")")
    done
    rwcp=$(IFS=:; echo "${rw[*]}")
    # the site the leg is about: the library queue the analysis specialised (the report must list it applied)
    site=$(grep -- '-> \(ring\|segmented\)' "$out/$name-analyze.txt" | head -1)
    echo "$name: specialised by the analysis: ${site#*: remark: }" >> "$out/note.md"
  else
    echo "$name: no site specialised, so no agent or offline run (the reasons per site are in $name-analyze.txt)" >> "$out/note.md"
  fi
  [ -n "$hand" ] && variants+=(by-hand)
  grep ': remark: ' "$out/$name-analyze.txt" > "$out/$name-sites.txt" || true
  oracle=""
  for rep in $(seq 1 "$reps"); do
    n=${#variants[@]}
    for k in $(seq 0 $(( n - 1 ))); do
      v=${variants[$(( (k + rep - 1) % n ))]}
      case $v in
        as-written) cmd=("$java" -cp "$cp" "$main" "${args[@]}") ;;
        agent) cmd=("$java" "-javaagent:$agent=manifest=$out/$name-M.json,report=$out/$name-agent-report.json" -cp "$cp" "$main" "${args[@]}") ;;
        agent-lib) cmd=("$java" "-agentlib:instrument=$agent=manifest=$out/$name-M.json,report=$out/$name-agent-report.json" -cp "$cp" "$main" "${args[@]}") ;;
        agent-lib-nochecks) cmd=("$java" "-agentlib:instrument=$agent=manifest=$out/$name-M.json,report=$out/$name-agent-report.json,checks=off" -cp "$cp" "$main" "${args[@]}") ;;
        offline) cmd=("$java" -cp "$rwcp" "$main" "${args[@]}") ;;
        by-hand) cmd=("$java" -cp "$tmp/hand.jar:$cp:$runtime" "$hand" "${args[@]}") ;;
      esac
      load=$(cut -d' ' -f1 /proc/loadavg)
      t0=$(date +%s%N)
      # CPU time (user + system) of the whole JVM next to its wall time: on a loaded machine the wall time is mostly
      # waiting for a CPU, and the CPU time says whether the variant did less work
      /usr/bin/time -f '%U %S %w %c' -o "$tmp/cpu" "${prefix[@]}" "${cmd[@]}" > "$tmp/stdout" 2> "$tmp/stderr" \
        || { echo "reallib-leg: $name $v failed: $(head -3 "$tmp/stderr")" >&2; exit 1; }
      t1=$(date +%s%N)
      cpu_ms=$(awk '{printf "%d", ($1 + $2) * 1000}' "$tmp/cpu")
      # context switches: voluntary (the JVM's threads blocked: park, futex) and involuntary (preempted)
      read -r _ _ vcs ics < "$tmp/cpu"
      md5=$(md5sum < "$tmp/stdout" | cut -c1-32)
      [ "$v" = as-written ] && [ -z "$oracle" ] && { oracle=$md5; cp "$tmp/stdout" "$out/$name-oracle.txt"; }
      [ "$md5" = "$oracle" ] || { echo "reallib-leg: $name $v rep $rep printed something else than as written" >&2; exit 1; }
      if [[ $v == agent* ]]; then
        # the agent's own report must list the analysed site applied, or the run measured the JDK queue
        python3 - "$out/$name-agent-report.json" "$out/$name-M.json" <<'PY' || { echo "reallib-leg: $name: the agent did not apply the specialised site" >&2; exit 1; }
import json, sys
report, manifest = (json.load(open(p)) for p in sys.argv[1:3])
wanted = {s["id"] for s in manifest["sites"] if s.get("implementation", "general") != "general"}
applied = {s["id"] for s in report["sites"] if s["status"] == "applied"}
sys.exit(0 if wanted and wanted <= applied else 1)
PY
      fi
      echo "{\"workload\":\"$name\",\"variant\":\"$v\",\"rep\":$rep,\"wall_ms\":$(( (t1 - t0) / 1000000 )),\"cpu_ms\":$cpu_ms,\"vol_cs\":$vcs,\"invol_cs\":$ics,\"load1\":$load,\"stdout_md5\":\"$md5\"}" >> "$out/runs.jsonl"
    done
  done
done
echo "- finished: $(date -Is); load $(cut -d' ' -f1-3 /proc/loadavg)" >> "$out/note.md"
python3 "$root/benchmarks/scripts/reallib-summary.py" "$out"
echo "reallib-leg: wrote $out"
