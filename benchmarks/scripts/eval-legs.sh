# Sourced by benchmarks/run.sh: the eval legs of issue 7. Needs $here, $jar, $java from run.sh.
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
    echo "- command (from the repository root): \`REPS=$REPS EVAL_JMH='$EVAL_JMH' benchmarks/run.sh $leg\`"
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
