#!/usr/bin/env bash
# Every JDK 17 rotating JMH set of the checked ring classes at the benchmark's own -Xmx1g, as one: r1-r3
# (../2026-12-02-w1-checked-classes), r4-r5 (../2026-12-02-w1-checks-pooled) and r6, this folder's jmh-heap/ less its
# #-Xmx6g items (build 80b6bde: the same hot path as r4-r5's 52ccde6). Rounds are renumbered per set (set k's round i
# becomes k0i) so none collide; items from other builds (landed@) or with JVM options of their own (#) are left out.
set -eu
here=$(cd "$(dirname "$0")" && pwd)
pool=$(mktemp -d)
add() { # set number, folder
  for f in "$2"/*.json; do
    b=$(basename "$f"); [[ $b == *@* || $b == *#* ]] || cp "$f" "$pool/${1}0$b"
  done
}
for k in 1 2 3; do add $k "$here/../2026-12-02-w1-checked-classes/jmh-rotating-r$k"; done
for k in 4 5; do add $k "$here/../2026-12-02-w1-checks-pooled/jmh-rotating-r$k"; done
add 6 "$here/jmh-heap"
for ring in TQ-LBQ:1024 TQ-ABQ:1024 T-LBQ:1024 T-ABQ:1024; do
  python3 "$here/../../scripts/w1-rounds.py" "$ring:off" "$pool" | grep -F "$ring:throw / $ring:off"
done
rm -rf "$pool"
