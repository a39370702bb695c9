#!/usr/bin/env bash
# The JDK 17 rotating sets of the checked ring classes as one: r1-r3 (2026-12-02-w1-checked-classes, build 32cffab),
# r4 and r5 (here, build 52ccde6; the same hot path, 52ccde6 only moved the checks predicate into Spec).
# Rounds are renumbered per set (set k's round i becomes k0i) so none collide; items from other builds (landed@) are
# left out. Prints each ring's checks throw / off ratio over every round that holds both.
set -eu
here=$(cd "$(dirname "$0")" && pwd)
pool=$(mktemp -d)
for k in 1 2 3; do
  for f in "$here"/../2026-12-02-w1-checked-classes/jmh-rotating-r$k/*.json; do
    b=$(basename "$f"); [[ $b == *@* ]] || cp "$f" "$pool/${k}0$b"
  done
done
for k in 4 5; do
  for f in "$here"/jmh-rotating-r$k/*.json; do cp "$f" "$pool/${k}0$(basename "$f")"; done
done
for ring in TQ-LBQ:1024 TQ-ABQ:1024 T-LBQ:1024 T-ABQ:1024; do
  python3 "$here/../../scripts/w1-rounds.py" "$ring:off" "$pool" | grep -F "$ring:throw / $ring:off"
done
rm -rf "$pool"
