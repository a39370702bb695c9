#!/usr/bin/env bash
# W1's JMH spin hand-over (HandoverSpinBenchmark) as one fork per JVM invocation, the items' order rotating by one
# each round, so that a shared machine's drifts meet every item alike. One JMH json per fork in OUT, named
# ROUND-LABEL.json, for w1-rounds.py. An item is SUBJECT (the default jar) or JAR@SUBJECT (another build's
# benchmarks.jar: its file name, less .jar, labels the item), either followed by #ARG,ARG... : JVM options appended to
# that item's fork only (-Xmx6g, say, against the benchmark's own -Xmx1g); they label it too.
#   OUT=dir ROUNDS=30 [START=1 JAR=benchmarks/target/benchmarks.jar JAVA=java LEN='-wi 3 -w 1s -i 5 -r 1s'] \
#     benchmarks/scripts/w1-rotating.sh JCT-SpscArray:1024 TQ-LBQ:1024:off old.jar@TQ-LBQ:1024:off
# then: benchmarks/scripts/w1-rounds.py JCT-SpscArray:1024 dir
set -u
: "${OUT:?OUT=dir}" "${ROUNDS:=30}" "${START:=1}" "${JAR:=benchmarks/target/benchmarks.jar}" "${JAVA:=java}"
: "${LEN:=-wi 3 -w 1s -i 5 -r 1s}"
items=("$@"); n=${#items[@]}
[ "$n" -gt 0 ] || { echo "w1-rotating.sh: name at least one subject" >&2; exit 2; }
mkdir -p "$OUT"
for i in $(seq "$START" "$ROUNDS"); do
  for k in $(seq 0 $((n - 1))); do
    item=${items[$(( (i + k) % n ))]}
    extra=(); suffix=
    if [[ $item == *#* ]]; then
      IFS=, read -r -a args <<< "${item#*#}"
      for a in "${args[@]}"; do extra+=(-jvmArgsAppend "$a"); done
      suffix="#${item#*#}"; item=${item%%#*}
    fi
    jar=$JAR; subject=$item; label=${item//:/_}
    if [[ $item == *@* ]]; then
      jar=${item%@*}; subject=${item#*@}; label=$(basename "$jar" .jar)@${subject//:/_}
    fi
    label=$label$suffix
    # shellcheck disable=SC2086 # LEN is a list of JMH options
    "$JAVA" -jar "$jar" 'dev\.tempered\.benchmarks\.HandoverSpinBenchmark\.' -p subject="$subject" -f 1 $LEN "${extra[@]}" \
      -rf json -rff "$OUT/$i-$label.json" > "$OUT/.last.log" 2>&1 \
      || { echo "round $i $item failed:"; tail -3 "$OUT/.last.log"; }
    echo "round $i $item$suffix $(grep -o '"score" : [0-9.]*' "$OUT/$i-$label.json" 2>/dev/null | head -1) load $(cut -d' ' -f1 /proc/loadavg)"
  done
done
