# Sourced by benchmarks/scripts/run.sh: the eval legs of issue 7. Needs $here, $jar, $java from run.sh.
# Each part runs once per repetition; inside a part every variant runs in the same JMH run, so a ratio between two
# variants is taken within one repetition. Environment: REPS (repetitions), JMH_ARGS (run length of each JMH
# part), W2_SECONDS (measured seconds per W2 rate), DEMO_RECORDS (records per demo reader).

EVAL_EXPORTS=--add-exports=java.base/jdk.internal.misc=ALL-UNNAMED   # Agrona 2.x on JDK 17

jmh_part() { # <out> <part> <rep> <jmh args...>
  local out=$1 part=$2 rep=$3; shift 3
  read -r -a len <<< "$EVAL_JMH"
  local cmd=("$java" -jar "$jar" "$@" "${len[@]}" -rf json -rff "$out/$part-rep$rep.json")
  echo "- $part rep $rep ($(date +%T), load $(cut -d' ' -f1 /proc/loadavg)): \`${cmd[*]/#$here/benchmarks}\`" >> "$out/note.md"
  "${cmd[@]}" >> "$out/jmh.log" 2>&1 || { echo "run.sh: $part rep $rep failed; see $out/jmh.log" >&2; return 1; }
}

part_w1() { jmh_part "$1" w1 "$2" 'dev\.tempered\.benchmarks\.HandoverSpinBenchmark\.' \
  -p subject=LBQ:1024,T-LBQ:1024:off,T-LBQ:1024:throw,JCT-SpscArray:1024; }

part_w1x() { jmh_part "$1" w1x "$2" 'dev\.tempered\.benchmarks\.eval\.sizes\.SizedHandoverBenchmark\.'; }

part_w2() { # one JVM per variant; the variant order rotates with the repetition
  local out=$1 rep=$2 vs=(B0-LBQ B2-JCT-SpscArray B3-Tempered-ring) k
  for k in 0 1 2; do
    local v=${vs[$(( (k + rep) % 3 ))]}
    local cmd=("$java" -Xmx1g "$EVAL_EXPORTS" -cp "$jar" dev.tempered.benchmarks.eval.latency.LatencyMain "$v" "$rep"
               "$W2_SECONDS" $W2_RATES)
    echo "- w2 rep $rep $v ($(date +%T), load $(cut -d' ' -f1 /proc/loadavg)): \`${cmd[*]/#$here/benchmarks}\`" >> "$out/note.md"
    "${cmd[@]}" >> "$out/latency.jsonl" 2>> "$out/jmh.log"
  done
}

part_w3() { jmh_part "$1" w3 "$2" 'dev\.tempered\.benchmarks\.eval\.pipeline\.PipelineBenchmark\.' -p tokens=0 -prof gc \
  -p variant=B0-LBQ,B1-JCT-MpmcArray,B2-JCT-SpscArray,B2-Agrona-OneToOne,B3-Tempered-ring; }

part_w3g() {
  [ "$2" = 1 ] && jmh_part "$1" w3g-tokens 1 'dev\.tempered\.benchmarks\.eval\.pipeline\.TokenCostBenchmark\.' -p tokens=1000,4000
  jmh_part "$1" w3g "$2" 'dev\.tempered\.benchmarks\.eval\.pipeline\.PipelineBenchmark\.' -p tokens="$W3G_TOKENS" \
    -p variant=B0-LBQ,B2-JCT-SpscArray,B3-Tempered-ring
}

part_w9() {
  local b='dev\.tempered\.benchmarks\.eval\.threads\.ManyThreadsBenchmark\.'
  jmh_part "$1" w9-mpsc "$2" "$b" -p topology=mpsc -p many="$W9_MANY" -p variant="$W9_MPSC"
  jmh_part "$1" w9-spmc "$2" "$b" -p topology=spmc -p many="$W9_MANY" -p variant="$W9_SPMC"
}

part_w11() { jmh_part "$1" w11 "$2" 'dev\.tempered\.benchmarks\.pool\.PoolTaskQueueBenchmark\.oneSubmitter' \
  -p workers="$W11_WORKERS" -p taskNanos=0,1000; }

part_demo() { # all repetitions at once: demo_compare.sh rotates the modes inside each
  echo "- demo ($(date +%T), load $(cut -d' ' -f1 /proc/loadavg)): benchmarks/scripts/demo_compare.sh <out> $REPS $DEMO_RECORDS" >> "$1/note.md"
  "$here/scripts/demo_compare.sh" "$1" "$REPS" "$DEMO_RECORDS" >> "$1/jmh.log" 2>&1
}

run_eval_leg() { # <leg> <out>
  local leg=$1 out=$2 parts rep p
  case $leg in
    w1-program) parts="w1p" ;; w3-program) parts="w3p" ;;
    w1-sizes) parts="w1x" ;; w2-latency) parts="w2" ;; w3-pipeline) parts="w3" ;; w3g-grain) parts="w3g" ;; w9-threads) parts="w9" ;;
    w11-pool) parts="w11" ;; demo) parts="demo" ;; quick) parts="w1 w1x w2 w3 w3g w9 w11 demo" ;;
  esac
  if [ "$leg" = quick ]; then
    : "${REPS:=2}" "${EVAL_JMH:=-f 1 -wi 2 -w 400ms -i 2 -r 400ms}" "${W2_SECONDS:=0.4}" "${DEMO_RECORDS:=100000}"
    : "${W3G_TOKENS:=0,100,1000,4000}" "${W9_MANY:=2,8}" "${W11_WORKERS:=1,2,8}"
    : "${W9_MPSC:=B0-LBQ,B1-JCT-MpmcArray,B2-JCT-MpscArray,B3-Tempered-segmented-mpsc}"
    : "${W9_SPMC:=B0-LBQ,B1-JCT-MpmcArray,B2-JCT-SpmcArray,B3-Tempered-segmented-spmc}"
  fi
  : "${REPS:=3}" "${EVAL_JMH:=${JMH_ARGS:--f 1 -wi 3 -w 1s -i 5 -r 1s}}" "${W2_SECONDS:=1}" "${DEMO_RECORDS:=200000}"
  : "${W2_RATES:=10000 100000 1000000}" "${W3G_TOKENS:=0,30,100,300,1000,4000}" "${W9_MANY:=2,4,8}" "${W11_WORKERS:=1,2,4,8}"
  : "${W9_MPSC:=B0-LBQ,B1-JCT-MpmcArray,B1-Agrona-ManyToOne,B2-JCT-MpscArray,B3-Tempered-segmented-mpsc}"
  : "${W9_SPMC:=B0-LBQ,B1-JCT-MpmcArray,B2-JCT-SpmcArray,B3-Tempered-segmented-spmc}"
  rm -f "$out"/*-rep*.json "$out/latency.jsonl" "$out/jmh.log"
  {
    echo "# $leg: run note"
    echo
    echo "- started: $(date -Is)"
    echo "- command (from the repository root): \`REPS=$REPS EVAL_JMH='$EVAL_JMH' benchmarks/scripts/run.sh $leg\`"
    echo "- nproc: $(nproc); JDK: $("$java" -version 2>&1 | tr '\n' ' ')"
    echo "- load average before: $(cut -d' ' -f1-3 /proc/loadavg); processes running now: $(ps -e --no-headers | wc -l)"
    echo "- parts: $parts; repetitions: $REPS; JMH run length per part: $EVAL_JMH"
    echo
    echo '```'
    lscpu | head -n 16
    echo '```'
    echo
    echo "Commands, in the order run:"
    echo
  } > "$out/note.md"
  ( while sleep 15; do echo "$(date +%T) $(cut -d' ' -f1-3 /proc/loadavg)"; done ) > "$out/loadavg.log" &
  EVAL_SAMPLER=$!
  trap 'kill "$EVAL_SAMPLER" 2>/dev/null || true' EXIT
  for rep in $(seq 1 "$REPS"); do
    for p in $parts; do
      [ "$p" = demo ] && continue
      "part_$p" "$out" "$rep"
    done
  done
  case " $parts " in *" demo "*) part_demo "$out" ;; esac
  {
    echo
    echo "- load average after: $(cut -d' ' -f1-3 /proc/loadavg)"
    echo "- finished: $(date -Is)"
    echo "- load average during the run (15 s samples): see loadavg.log"
  } >> "$out/note.md"
  "${PLOT_PYTHON:-/usr/bin/python3}" "$here/scripts/evalsum.py" "$out" > /dev/null
  cat "$out/summary.md"
  echo "run.sh: results in $out"
}

# ---- w1-program (issue 7): the Tempered column measured on whole programs, rewritten by the agent and offline ----
# The programs (src/main/java/dev/tempered/benchmarks/programs) are jarred alone into an app jar; per workload (queue
# x element kind) each repetition runs, one fresh JVM each, in an order that rotates: B0 the program as written,
# Tempered-agent (-javaagent, checks=off), Tempered-offline (tempered rewrite --embed-runtime), B3 (substitute in the
# source) and B2 (JCTools spsc). Raw: programs.jsonl (one line per run). The leg fails when the analysis does not prove
# the B0 site spsc -> ring, when the agent report does not list it applied, or when any run's stdout (the oracle:
# count and order-sensitive checksum) differs from the others of its workload. Environment: W1P_WARM, W1P_TIMED
# (elements of the warm-up and of the timed phase), W1P_JVM (JVM options, the same for every variant). Leg w3-program
# runs the same over the pipeline programs (Pipe: PipeProgram, TemperedPipeProgram, SpscPipeProgram).
W1P_PKG=dev.tempered.benchmarks.programs
W1P_PKG_PATH=dev/tempered/benchmarks/programs
W1P_QUEUES="Lbq Abq"
W1P_KINDS="int rec64"
W1P_VARIANTS=(B0 Tempered-agent Tempered-offline B3 B2)

w1p_check_manifest() { # <manifest> <class simple name>: every site in that class (one at least) is spsc -> ring
  python3 - "$1" "$W1P_PKG.$2" <<'PY'
import json, sys
cls = sys.argv[2].replace(".", "/")
sites = [s for s in json.load(open(sys.argv[1]))["sites"] if s["class"] == cls]
ok = len(sites) >= 1 and all(s["topology"] == "spsc" and s["implementation"] == "ring" for s in sites)
print(("ok: " if ok else "NOT PROVEN: ") + "; ".join("%s %s %s %s %s" % (s["id"], s["topology"], s["implementation"],
      s["confidence"], s.get("reasons", [])) for s in sites))
sys.exit(0 if ok else 1)
PY
}

w1p_check_report() { # <agent report> <class simple name>: the agent applied the class's site
  python3 - "$1" "$W1P_PKG.$2" <<'PY'
import json, sys
cls = sys.argv[2].replace(".", "/")
sites = [s for s in json.load(open(sys.argv[1]))["sites"] if s["id"].startswith(cls + ".")]
sys.exit(0 if sites and all(s["status"] == "applied" for s in sites) else 1)
PY
}

w1p_spec() { # <jar> <class simple name>: form, checks and topology of the spec string the class passes its queue
  local d; d=$(mktemp -d)
  (cd "$d" && unzip -q -o "$1" "${W1P_PKG//.//}/$2.class") &&
    javap -c -constants -p "$d/${W1P_PKG//.//}/$2.class" | grep -o 'v1|form=[^|]*|checks=[^|]*|topology=[^|]*' | sort -u
  rm -rf "$d"
}

w1p_setup() { # <out>: app jar, per queue a manifest (checked) and an offline-rewritten jar; B3 built as the rewriter
  local out=$1 q log
  W1P_TMP=$(mktemp -d)
  W1P_ROOT=$(cd "$here/.." && pwd)
  mkdir -p "$W1P_TMP/classes" "$out/agent-reports"
  (cd "$W1P_TMP/classes" && unzip -q "$jar" "${W1P_PKG//.//}/*")
  jar cf "$out/app.jar" -C "$W1P_TMP/classes" .
  local m2=${M2_REPO:-$HOME/.m2/repository}/org/jctools
  W1P_JCT=$m2/jctools-core-jdk11/4.0.7/jctools-core-jdk11-4.0.7.jar:$m2/jctools-core/4.0.7/jctools-core-4.0.7.jar
  W1P_RUNTIME=$W1P_ROOT/runtime/target/tempered-runtime.jar
  W1P_AGENT=$W1P_ROOT/agent/target/tempered-agent.jar
  local cli=$W1P_ROOT/cli/target/tempered.jar
  for f in "$cli" "$W1P_AGENT" "$W1P_RUNTIME" ${W1P_JCT//:/ }; do
    [ -f "$f" ] || { echo "run.sh: w1-program needs $f" >&2; return 1; }
  done
  # Snapshots: other work may rebuild these jars during the leg; every run of it must use the same bytes.
  cp "$W1P_AGENT" "$W1P_TMP/tempered-agent.jar"
  cp "$W1P_RUNTIME" "$W1P_TMP/tempered-runtime.jar"
  cp "$cli" "$W1P_TMP/tempered.jar"
  {
    echo
    echo "${leg:-w1-program} setup ($(date +%T), load $(cut -d' ' -f1 /proc/loadavg)): app.jar = the classes of $W1P_PKG only"
    echo "(sha256 $(sha256sum < "$out/app.jar" | cut -c1-16)...); cli, agent, runtime jars as built, copied once"
    echo "(<tmp>/) so that every run of the leg uses the same bytes:"
    echo
    for f in "$cli" "$W1P_AGENT" "$W1P_RUNTIME"; do
      echo "- ${f#"$W1P_ROOT/"}: $(date -r "$f" -Is), sha256 of the copy $(sha256sum < "$W1P_TMP/${f##*/}" | cut -c1-16)..."
    done
    echo
  } >> "$out/note.md"
  for q in $W1P_QUEUES; do
    log=$out/w1p-$q-analyze.txt
    "$java" -jar "$W1P_TMP/tempered.jar" analyze --main "$W1P_PKG.${q}Program" -o "$out/w1p-$q-M.json" "$out/app.jar" > "$log" 2>&1
    echo "- $q: \`java -jar cli/target/tempered.jar analyze --main $W1P_PKG.${q}Program -o w1p-$q-M.json app.jar\`:" \
      "$(w1p_check_manifest "$out/w1p-$q-M.json" "${q}Program" || true)" >> "$out/note.md"
    if ! w1p_check_manifest "$out/w1p-$q-M.json" "${q}Program" > /dev/null; then
      echo "run.sh: w1-program: the analysis did not prove ${q}Program's queue spsc -> ring:" >&2
      grep "${q}Program.java" "$log" >&2
      return 1
    fi
    "$java" -jar "$W1P_TMP/tempered.jar" rewrite --manifest "$out/w1p-$q-M.json" --in "$out/app.jar" --out "$W1P_TMP/$q-rewritten.jar" \
      --embed-runtime > "$out/w1p-$q-rewrite.txt" 2>&1
    ! grep "^$W1P_PKG_PATH/${q}Program\." "$out/w1p-$q-rewrite.txt" | grep -qv ": applied (ring" &&
      grep -q "^$W1P_PKG_PATH/${q}Program.main.*: applied (ring" "$out/w1p-$q-rewrite.txt" ||
      { echo "run.sh: w1-program: the rewriter did not apply ${q}Program's site; see $out/w1p-$q-rewrite.txt" >&2; return 1; }
    local rw b3
    rw=$(w1p_spec "$W1P_TMP/$q-rewritten.jar" "${q}Program")
    b3=$(w1p_spec "$out/app.jar" "Tempered${q}Program")
    echo "  - offline rewrite: \`rewrite --manifest w1p-$q-M.json --in app.jar --out $q-rewritten.jar --embed-runtime\`" \
      "(not kept; sha256 $(sha256sum < "$W1P_TMP/$q-rewritten.jar" | cut -c1-16)...); spec in the rewritten" \
      "${q}Program: \`$rw\`; in B3 Tempered${q}Program: \`$b3\`" >> "$out/note.md"
    [ -n "$rw" ] && [ "$rw" = "$b3" ] ||
      { echo "run.sh: w1-program: B3's spec ($b3) is not the rewriter's ($rw)" >&2; return 1; }
  done
  : > "$out/programs.jsonl"
  : > "$out/w1p-runs.log"
}

w1p_run() { # <out> <rep> <queue> <kind> <variant>: one fresh JVM, one line in programs.jsonl
  local out=$1 rep=$2 q=$3 kind=$4 v=$5 cp main=$W1P_PKG.${q}Program agent=()
  local report=$out/agent-reports/$q-$kind-rep$rep.json
  case $v in
    B0) cp=$out/app.jar ;;
    Tempered-agent) cp=$out/app.jar; agent=("-javaagent:$W1P_TMP/tempered-agent.jar=manifest=$out/w1p-$q-M.json,checks=off,report=$report") ;;
    Tempered-offline) cp=$W1P_TMP/$q-rewritten.jar ;;
    B3) cp=$out/app.jar:$W1P_TMP/tempered-runtime.jar; main=$W1P_PKG.Tempered${q}Program ;;
    B2) cp=$out/app.jar:$W1P_JCT; main=$W1P_PKG.Spsc$([ "$q" = Pipe ] && echo Pipe || echo Array)Program ;;
  esac
  read -r -a jvm <<< "$W1P_JVM"
  local cmd=("$java" "${jvm[@]}" "${agent[@]}" -cp "$cp" "$main" "$kind" "$W1P_WARM" "$W1P_TIMED")
  local so=$W1P_TMP/stdout se=$W1P_TMP/stderr rc=0 load t0 t1
  load=$(cut -d' ' -f1 /proc/loadavg)
  t0=$(date +%s%N)
  timeout 300 "${cmd[@]}" > "$so" 2> "$se" || rc=$?
  t1=$(date +%s%N)
  { echo "== rep $rep $q $kind $v rc=$rc: ${cmd[*]//"$W1P_ROOT/"/}" | sed "s|$W1P_TMP/|<tmp>/|g"; cat "$se"; } >> "$out/w1p-runs.log"
  [ -f "$out/w1p-oracle-$q-$kind.txt" ] || cp "$so" "$out/w1p-oracle-$q-$kind.txt"
  local result; result=$(sed -n 's/^tempered-program-result //p' "$se" | tail -n 1)
  echo "{\"workload\":\"w1-program\",\"queue\":\"$q\",\"kind\":\"$kind\",\"rep\":$rep,\"variant\":\"$v\",\"rc\":$rc,\"wall_ms\":$(( (t1 - t0) / 1000000 )),\"load1_before\":\"$load\",\"load1_after\":\"$(cut -d' ' -f1 /proc/loadavg)\",\"stdout_md5\":\"$(md5sum < "$so" | cut -c1-32)\",\"agent_report_applied\":$([ "$v" != Tempered-agent ] && echo null || { w1p_check_report "$report" "${q}Program" && echo true || echo false; }),\"result\":${result:-null}}" >> "$out/programs.jsonl"
}

w1p_verify() { # <out>: every run exited 0, printed its workload's oracle, and every agent run applied the site
  python3 - "$1/programs.jsonl" <<'PY'
import json, sys
rs = [json.loads(l) for l in open(sys.argv[1]) if l.strip()]
bad = [r for r in rs if r["rc"] != 0 or r["result"] is None or r["agent_report_applied"] is False]
md5 = {}
for r in rs:
    md5.setdefault((r["queue"], r["kind"]), set()).add(r["stdout_md5"])
split = {k: v for k, v in md5.items() if len(v) != 1}
for r in bad:
    print("w1-program: failed run: rep %(rep)s %(queue)s %(kind)s %(variant)s rc=%(rc)s agent applied=%(agent_report_applied)s" % r)
for k in split:
    print("w1-program: outputs differ between variants of %s %s" % k)
print("w1-program: %d runs, %d failed, %d workloads with differing output" % (len(rs), len(bad), len(split)))
sys.exit(1 if bad or split else 0)
PY
}

part_w1p() { # <out> <rep>
  local out=$1 rep=$2 q kind k n=${#W1P_VARIANTS[@]} w=0
  : "${W1P_WARM:=1000000}" "${W1P_TIMED:=5000000}" "${W1P_JVM:=-Xms1g -Xmx1g}"
  [ "$rep" = 1 ] && { w1p_setup "$out" || return 1; }
  echo "- ${leg:-w1-program} rep $rep ($(date +%T), load $(cut -d' ' -f1 /proc/loadavg)): per workload, rotating:" \
    "${W1P_VARIANTS[*]}; $W1P_WARM warm-up + $W1P_TIMED timed elements; JVM options: $W1P_JVM" >> "$out/note.md"
  for q in $W1P_QUEUES; do
    for kind in $W1P_KINDS; do
      for k in $(seq 0 $(( n - 1 ))); do
        w1p_run "$out" "$rep" "$q" "$kind" "${W1P_VARIANTS[$(( (k + rep - 1 + w) % n ))]}"
      done
      w=$(( w + 1 ))
    done
  done
  if [ "$rep" = "$REPS" ]; then
    w1p_verify "$out" | tee -a "$out/note.md" || { echo "run.sh: w1-program failed its checks; see $out/w1p-runs.log" >&2; return 1; }
    rm -rf "$W1P_TMP"
  fi
}

# ---- w3-program (issue 7): the same leg over the three-stage pipeline (two spsc queues, 64-byte records) ----
part_w3p() { W1P_QUEUES=Pipe W1P_KINDS=rec64 part_w1p "$@"; }
