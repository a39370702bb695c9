#!/usr/bin/env bash
# One prepared run on the lent 16-core machine (no JDK there: a jlink'd JDK 17 image and the benchmarks jar travel
# in .devjdk/). Parts, each bounded by its own timeout so the whole call ends inside the device limit:
#   A  W1, the issue's JMH benchmark (HandoverSpinBenchmark) through w1-rotating.sh: one fork per subject per round,
#      the order rotating, ROUNDS rounds; one JMH json per fork in $OUT/w1/, for w1-rounds.py
#   B  W9 (ManyThreadsBenchmark) at 2, 8 and 14 producers/consumers, one repetition
#   C  W11 (PoolTaskQueueBenchmark.oneSubmitter) at 2, 8 and 14 workers
#   D  W1 in one thread (HandoverOneThreadBenchmark) on the same SUBJECTS (JAR@ items left out), 3 forks each: with
#      :off and :throw subjects, the checks' cost with no hand-over; $OUT/onethread.json, for w1-onethread.py
#   E  W1's interleaved hand-over (InterleavedHandover) through w1-interleaved.sh on the same SUBJECTS (JAR@ items left
#      out), E_JVMS JVMs of 21 rounds, every X:throw subject paired with its X:off; $OUT/interleaved/, for w1-pairs.py
# Prepare here first (see benchmarks/README.md, 'On a lent many-core machine'); then, from the repository root:
#   OUT=dir [ROUNDS=6 LEN='-wi 3 -w 1s -i 5 -r 1s' PARTS='A B C' SUBJECTS='...'] bash device.sh
set -u
java=$PWD/.devjdk/jdk/bin/java; jar=$PWD/.devjdk/benchmarks.jar
: "${ROUNDS:=6}" "${LEN:=-wi 3 -w 1s -i 5 -r 1s}" "${PARTS:=A B C}" "${A_SECONDS:=300}" "${B_SECONDS:=140}" "${C_SECONDS:=90}" "${D_SECONDS:=260}" "${E_SECONDS:=200}" "${E_JVMS:=60}"
log=$OUT/run.log
{ echo "started $(date -Is) load $(cut -d' ' -f1-3 /proc/loadavg) nproc $(nproc)"; "$java" -version 2>&1 | head -2
  lscpu | head -20; lscpu -e 2>/dev/null | head -20; } > $log 2>&1
"$java" -version > /dev/null 2>&1 || { echo "device.sh: $java does not run" | tee -a $log; exit 2; }
read -r -a subjects <<< "${SUBJECTS:-LBQ:1024 JCT-SpscArray:1024 TQ-ABQ:1024:off TQ-ABQ:1024:throw TQ-ABQ:1024:strict-throw}"
own=() # the subjects of this build: parts D and E run them alone, as they take no JAR@ items
for s in "${subjects[@]}"; do [[ $s == *@* ]] || own+=("$s"); done
part_a() { # w1-rotating.sh, with this machine's JDK and jar; a JAR@SUBJECT item names a jar in .devjdk/
  local items=() s
  for s in "${subjects[@]}"; do
    case $s in *@*) items+=("$PWD/.devjdk/${s%@*}@${s#*@}") ;; *) items+=("$s") ;; esac
  done
  OUT=$OUT/w1 JAVA=$java JAR=$jar bash "$PWD/benchmarks/scripts/w1-rotating.sh" "${items[@]}"
}
jmh_eval() { # <name> <jmh args...>
  local name=$1; shift
  "$java" --add-exports=java.base/jdk.internal.misc=ALL-UNNAMED -jar $jar "$@" -f 1 -wi 2 -w 1s -i 3 -r 1s -rf json -rff $OUT/$name.json \
    > /tmp/$name.log 2>&1 || { echo "$name failed"; tail -5 /tmp/$name.log; }
  echo "$name done $(date +%T) load $(cut -d' ' -f1 /proc/loadavg)"
}
part_b() {
  local b='dev\.tempered\.benchmarks\.eval\.threads\.ManyThreadsBenchmark\.'
  jmh_eval w9-mpsc "$b" -p topology=mpsc -p many=2,8,14 -p variant=B0-LBQ,B2-JCT-MpscArray,B3-Tempered-segmented-mpsc
  jmh_eval w9-spmc "$b" -p topology=spmc -p many=2,8,14 -p variant=B0-LBQ,B2-JCT-SpmcArray,B3-Tempered-segmented-spmc
}
part_c() {
  jmh_eval w11 'dev\.tempered\.benchmarks\.pool\.PoolTaskQueueBenchmark\.oneSubmitter' -p workers=2,8,14 -p taskNanos=0,1000
}
part_d() { # 3 forks of about 9 s per subject
  "$java" -jar $jar 'dev\.tempered\.benchmarks\.HandoverOneThreadBenchmark\.' -f 3 $LEN -rf json -rff $OUT/onethread.json \
    -p subject="${own_s// /,}" > /tmp/onethread.log 2>&1 || { echo "onethread failed"; tail -5 /tmp/onethread.log; }
  echo "onethread done $(date +%T) load $(cut -d' ' -f1 /proc/loadavg)"
}
part_e() { # about 2.5 s per JVM of eight subjects on 2 vCPUs
  local pairs=() s
  for s in $own_s; do
    [[ $s == *:throw && " $own_s " == *" ${s%:throw}:off "* ]] && pairs+=("$s/${s%:throw}:off")
  done
  [ ${#pairs[@]} -gt 0 ] || { echo "interleaved: no X:throw subject with its X:off among SUBJECTS"; return 2; }
  OUT=$OUT/interleaved JVMS=$E_JVMS ROUNDS=21 JAVA=$java JAR=$jar bash "$PWD/benchmarks/scripts/w1-interleaved.sh" \
    "${own_s// /,}" "$(IFS=,; echo "${pairs[*]}")"
  echo "interleaved done $(date +%T) load $(cut -d' ' -f1 /proc/loadavg)"
}
export -f part_a part_b part_c part_d part_e jmh_eval
export java jar ROUNDS LEN OUT E_JVMS subjects_s="${subjects[*]}" own_s="${own[*]}"
for p in $PARTS; do
  case $p in
    A) timeout $A_SECONDS bash -c 'subjects=($subjects_s); part_a' >> $log 2>&1 ;;
    B) timeout $B_SECONDS bash -c part_b >> $log 2>&1 ;;
    C) timeout $C_SECONDS bash -c part_c >> $log 2>&1 ;;
    D) timeout $D_SECONDS bash -c part_d >> $log 2>&1 ;;
    E) timeout $E_SECONDS bash -c part_e >> $log 2>&1 ;;
  esac
  echo "part $p ended rc=$? $(date -Is)" >> $log
  pkill -9 -f "$jar" 2>/dev/null; sleep 1   # timeout ends the part's shell, not the JMH JVMs under it
done
echo "finished $(date -Is) load $(cut -d' ' -f1-3 /proc/loadavg)" >> $log
