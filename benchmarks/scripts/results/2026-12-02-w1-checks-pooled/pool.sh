#!/usr/bin/env bash
# The JDK 17 rotating sets of the checked ring classes as one: r1-r3 (2026-12-02-w1-checked-classes, build 32cffab),
# r4 and r5 (here, build 52ccde6; the same hot path, 52ccde6 only moved the checks predicate into Spec), through
# scripts/w1-pool.sh. Prints each ring's checks throw / off ratio over every round that holds both.
set -eu
here=$(cd "$(dirname "$0")/../../../results/2026-12-02-w1-checks-pooled" && pwd)
"$here/../../scripts/w1-pool.sh" "$here"/../2026-12-02-w1-checked-classes/jmh-rotating-r{1,2,3} \
  "$here"/jmh-rotating-r{4,5}
