cd /tmp/i36
L="lib/logback-classic-1.5.18.jar:lib/logback-core-1.5.18.jar:lib/slf4j-api-2.0.17.jar"; A=${A:-/work/wt/i36-agent/agent/target/tempered-agent.jar}; M="Wrap dev.tempered.benchmarks.reallib.LogbackOneThreadProgram"; RW="rw/app.jar:rw/logback-classic-1.5.18.jar:rw/logback-core-1.5.18.jar:rw/slf4j-api-2.0.17.jar"
J=${JAVA:-java}; W=wrap/wrap.jar
reps=$1; ev=$2; shift 2
out=${OUTF:-$(mktemp)}
for r in $(seq $reps); do for v in "$@"; do
  case $v in
   aw) c="$J -cp $W:app.jar:$L $M 1 $ev";;
   ag) c="$J -javaagent:$A=manifest=M.json -cp $W:app.jar:$L $M 1 $ev";;
   agrep) c="$J -javaagent:$A=manifest=M.json,report=/tmp/i36/rep.json -cp $W:app.jar:$L $M 1 $ev";;
   lib) c="$J -agentlib:instrument=$A=manifest=M.json -cp $W:app.jar:$L $M 1 $ev";;
   off) c="$J -cp $W:$RW $M 1 $ev";;
   offnoop) c="$J -javaagent:noop/noop.jar -cp $W:$RW $M 1 $ev";;
   offadd) c="$J --add-modules java.instrument -cp $W:$RW $M 1 $ev";;
   offnooplib) c="$J -agentlib:instrument=noop/noop.jar -cp $W:$RW $M 1 $ev";;
   *) c="$J $EXTRA -cp $W:app.jar:$L $M 1 $ev";;
  esac
  w=$( { /usr/bin/time -f "%e %U %S" $PREFIX $c > /dev/null; } 2>&1 | tr '\n' ' ')
  echo "$v $w" >> $out
done; done
python3 - $out <<'PY'
import sys, statistics as st, collections, re
d=collections.defaultdict(list)
for l in open(sys.argv[1]):
    m=re.match(r'(\S+) WRAP precpu (\d+) main_ms (\d+) main_cpu (\d+)\s+(\S+) (\S+) (\S+)', l)
    if not m: print("bad", l); continue
    v=m.group(1); pre,mm,mc=map(int,m.group(2,3,4)); e,u,s=map(float,m.group(5,6,7))
    d[v].append((e*1000,(u+s)*1000,pre,mm,mc))
names=["wall","cpu","cpu_before_main","main_wall","main_cpu"]
for v,xs in d.items():
    parts=[]
    for i,n in enumerate(names):
        col=sorted(x[i] for x in xs); parts.append(f"{n} {st.median(col):.0f} ({col[0]:.0f}-{col[-1]:.0f})")
    print(f"{v:10s} n={len(xs)} " + "  ".join(parts))
PY
