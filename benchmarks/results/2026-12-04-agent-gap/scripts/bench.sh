# usage: bench.sh reps events variant... ; prints variant median wall, cpu
cd /tmp/i36
L="lib/logback-classic-1.5.18.jar:lib/logback-core-1.5.18.jar:lib/slf4j-api-2.0.17.jar"; A=${A:-/work/wt/i36-agent/agent/target/tempered-agent.jar}; M=dev.tempered.benchmarks.reallib.LogbackOneThreadProgram; RW="rw/app.jar:rw/logback-classic-1.5.18.jar:rw/logback-core-1.5.18.jar:rw/slf4j-api-2.0.17.jar"
J=${JAVA:-java}
reps=$1; ev=$2; shift 2
out=${OUTF:-$(mktemp)}
for r in $(seq $reps); do for v in "$@"; do
  case $v in
   aw) c="$J -cp app.jar:$L $M 1 $ev";;
   ag) c="$J -javaagent:$A=manifest=M.json -cp app.jar:$L $M 1 $ev";;
   agrep) c="$J -javaagent:$A=manifest=M.json,report=/tmp/i36/rep.json -cp app.jar:$L $M 1 $ev";;
   lib) c="$J -agentlib:instrument=$A=manifest=M.json -cp app.jar:$L $M 1 $ev";;
   libaw) c="$J -agentlib:instrument=$A=manifest=M.json -cp app.jar:$L $M 1 $ev";;
   addmods) c="$J --add-modules java.instrument -cp app.jar:$L $M 1 $ev";;
   offnoop) c="$J -javaagent:noop/noop.jar -cp $RW $M 1 $ev";;
   offnooplib) c="$J -agentlib:instrument=noop/noop.jar -cp $RW $M 1 $ev";;
   oldrep) c="$J -javaagent:/tmp/i36/old/old-agent.jar=manifest=M.json,report=/tmp/i36/rep-old.json -cp app.jar:$L $M 1 $ev";;
   librep) c="$J -agentlib:instrument=$A=manifest=M.json,report=/tmp/i36/rep-lib.json -cp app.jar:$L $M 1 $ev";;
   off) c="$J -cp $RW $M 1 $ev";;
   offadd) c="$J --add-modules java.instrument -cp $RW $M 1 $ev";;
  esac
  /usr/bin/time -f "$v %e %U %S" -a -o $out $PREFIX $c > /dev/null
done; done
python3 - $out <<'PY'
import sys, statistics as st, collections
d=collections.defaultdict(list)
for l in open(sys.argv[1]):
    v,e,u,s=l.split(); d[v].append((float(e),float(u)+float(s)))
for v,xs in d.items():
    w=sorted(x[0] for x in xs); c=sorted(x[1] for x in xs)
    print(f"{v:8s} wall median {st.median(w)*1000:.0f} ms ({w[0]*1000:.0f}-{w[-1]*1000:.0f})  cpu median {st.median(c)*1000:.0f} ms ({c[0]*1000:.0f}-{c[-1]*1000:.0f})  n={len(w)}")
PY
