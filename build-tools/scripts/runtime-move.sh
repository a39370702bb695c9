#!/usr/bin/env bash
# Moves dev.tempered.runtime.internal into packages named by role (issue 34, item 2): core (QueueCore, Cores, the
# lanes, the spec, and the substitutes' ring hosts InlineRingX with their fields and storage views), ring (the ring
# parts: chunks, padded slots, walks, the core's own chunked SPSC ring and the unbounded SPMC queue), wait (Waiters,
# Spin, IdleWatch), check (the contract checks and the fast-path copies of their flags); pool stays; v1 never moves.
# The ring hosts sit in core, not ring, because the v1 substitutes extend them: what the core calls on a host stays
# package-private, so that the host adds nothing public to a v1 class (docs/architecture.md, the constructor contract).
#
# Run from the root of a Tempered checkout with a clean work tree:   bash build-tools/scripts/runtime-move.sh
#
# It `git mv`s every class under runtime/src/{main,test,generated}/java/dev/tempered/runtime/internal/** and every
# ring template under runtime/src/main/templates/rings/dev/tempered/runtime/internal/** to the package the table
# below names, rewrites `package` lines, rewrites fully qualified names (dotted and slashed) in every tracked text
# file, and adds the imports that same-package access now needs. It runs nothing else (no build, no commit); then
# regenerate (`mvn -B -q -pl build-tools compile exec:java@ring-sources`, which must change nothing) and build.
# It changes nothing and exits 1, listing them, when a class has no row (a class a parallel branch added): add its
# row and run it again. A class already where its row puts it counts as mapped, so the script is idempotent.
#
# A row's left column is a regular expression over the path under internal/ without ".java" (main, test, generated
# and template alike), matched whole; the first matching row wins.
#
# Visibility is not widened here: what the new package borders need is public on the branch that wrote this
# script. A member a later branch added and another package now uses fails the build with "is not public in ...;
# cannot be accessed from outside package": make it public.
set -euo pipefail

read -r -d '' MAPPING <<'TABLE' || true
QueueCore                               core
Cores                                   core
Lane                                    core
LanePad                                 core
ExactRingLane                           core
SingleProducerLane                      core
SingleConsumerLane                      core
PermitLane                              core
UnboundedLane                           core
ProducerLaneFields                      core
ProducerLanePad                         core
Spec                                    core
Form                                    core
Original                                core
Report                                  core
RingChunk                               ring
LinkedRingWalk                          ring
IndexedRingWalk                         ring
WalkIterator                            ring
PaddedSlots                             ring
ConsumerSlots                           ring
SpscLinkedArray(Queue|Pad|MidPad|ProducerFields|ConsumerFields)   ring
SpmcLinked(Queue|Pad|MidPad|ProducerFields|ConsumerFields)        ring
InlineRing[A-Za-z]+                     core
[A-Za-z]+Ring(Pad|MidPad|TailPad|ProducerFields|ConsumerFields|Storage)   core
Waiters                                 wait
Spin                                    wait
IdleWatch                               wait
SideGuard                               check
GuardFields                             check
GuardPad                                check
Fuse                                    check
Checks                                  check
FastPathCopy                            check
pool/[A-Za-z]+                          pool
# tests
UnboundedRingTest                                      ring
(InlineRing|InlineLinkedRing)Test                      core
(AdaptiveSignal|WakeOne|BlockingPhases)Test            wait
(SideGuard|SideGuardLayout|FastPathCopy)Test           check
(ExactCapacity|FirstConstructionFootprint|LaneLayout|QuietCore|SpecParse|IdleWatch|SegmentedDrain)Test   core
TABLE

if [ ! -d runtime/src/main/java/dev/tempered/runtime ] || ! git rev-parse --show-toplevel >/dev/null 2>&1; then
    echo "runtime-move: run this from the root of a Tempered git checkout" >&2
    exit 2
fi
cd "$(git rev-parse --show-toplevel)"

MAPPING="$MAPPING" python3 - <<'PY'
import os, re, subprocess, sys

BASE = "dev.tempered.runtime.internal"
ROOTS = ["runtime/src/main/java", "runtime/src/test/java", "runtime/src/generated/java",
         "runtime/src/main/templates/rings"]
INTERNAL = "dev/tempered/runtime/internal"

rows = []
for line in os.environ["MAPPING"].splitlines():
    line = line.split("#", 1)[0].strip()
    if line:
        key, pkg = line.split()
        rows.append((re.compile(key), pkg))

def row_for(simple_path):
    """The package of a class by its path under internal/ as it was before the move, or None."""
    for rx, pkg in rows:
        if rx.fullmatch(simple_path):
            return pkg
    return None

def pkg_name(suffix):
    return BASE if suffix == "." else BASE + "." + suffix

# every class under internal/, main and test
found = []  # (root, key, current package, simple name)
for root in ROOTS:
    top = os.path.join(root, INTERNAL)
    for d, _, files in os.walk(top):
        for f in sorted(files):
            if not f.endswith(".java"):
                continue
            rel = os.path.relpath(os.path.join(d, f), top)[:-5]
            key = rel.replace(os.sep, "/")
            cur_pkg = pkg_name(os.path.dirname(key) or ".")
            found.append((root, key, cur_pkg, os.path.basename(key)))

# A class not moved yet is internal/Simple (or pool/Simple, which stays); one moved already is pkg/Simple, where its
# row puts it (a tree with the move merged), so the script can run again on such a tree.
MOVED = {"core", "ring", "wait", "check"}
orig_key_of, target_of = {}, {}
missing = []
for root, key, cur_pkg, simple in found:
    d = os.path.dirname(key)
    orig = simple if d in MOVED else key
    pkg = row_for(orig)
    if pkg is None or (d in MOVED and pkg != d):
        missing.append(key)
        continue
    orig_key_of[(root, key)] = orig
    target_of[(root, key)] = pkg

if missing:
    print("runtime-move: no row in the mapping table for these classes under runtime/.../internal/;", file=sys.stderr)
    print("add one per class (path under internal/, new package) and run again. Nothing was changed.", file=sys.stderr)
    for k in sorted(set(missing)):
        print("  " + k, file=sys.stderr)
    sys.exit(1)

# fully qualified names to rewrite: every class's old name, wherever the class is now
old_fqn_to_new = {}
orig_pkg_of, new_pkg_of = {}, {}
for root, key, cur_pkg, simple in found:
    orig = orig_key_of[(root, key)]
    orig_pkg_of[(root, key)] = pkg_name(os.path.dirname(orig) or ".")
    new_pkg_of[(root, key)] = pkg_name(target_of[(root, key)])
    old = orig_pkg_of[(root, key)] + "." + simple
    new = new_pkg_of[(root, key)] + "." + simple
    if old != new:
        old_fqn_to_new[old] = new

# same-package neighbours before the split: package -> simple names -> new package
neighbours = {}
for root, key, cur_pkg, simple in found:
    neighbours.setdefault(orig_pkg_of[(root, key)], {})[simple] = new_pkg_of[(root, key)]

def git(*args):
    subprocess.run(["git"] + list(args), check=True)

# 1. move the files and fix their package line
moved = []  # (new path, package before the split, new package, moved now)
for root, key, old_pkg, simple in found:
    new_pkg = new_pkg_of[(root, key)]
    old_path = os.path.join(root, INTERNAL, key + ".java")
    new_path = os.path.join(root, new_pkg.replace(".", "/"), simple + ".java")
    if new_pkg != old_pkg:
        os.makedirs(os.path.dirname(new_path), exist_ok=True)
        tracked_file = subprocess.run(["git", "ls-files", "--error-unmatch", old_path],
                                      capture_output=True).returncode == 0
        if tracked_file:
            git("mv", old_path, new_path)
        else:  # not committed yet: moved all the same, for git add to pick up
            os.rename(old_path, new_path)
        with open(new_path, encoding="utf-8") as fh:
            src = fh.read()
        src, n = re.subn(r"(?m)^package\s+" + re.escape(old_pkg) + r"\s*;", "package " + new_pkg + ";", src, count=1)
        if n != 1:
            sys.exit("runtime-move: %s has no 'package %s;' line" % (new_path, old_pkg))
        with open(new_path, "w", encoding="utf-8") as fh:
            fh.write(src)
    moved.append((new_path, orig_pkg_of[(root, key)], new_pkg, new_pkg != old_pkg))

# 2. fully qualified names in every tracked text file: dotted (code, docs) and slashed (paths, descriptors)
fqn_pattern = re.compile(r"(?<![\w.$/])(" + "|".join(
    re.escape(k) for k in sorted(old_fqn_to_new, key=len, reverse=True)) + r")(?![\w$])")
slashed = {k.replace(".", "/"): v.replace(".", "/") for k, v in old_fqn_to_new.items()}
path_pattern = re.compile(r"(?<![\w.$])(" + "|".join(
    re.escape(k) for k in sorted(slashed, key=len, reverse=True)) + r")(?![\w$])")
tracked = subprocess.run(["git", "ls-files", "-z"], check=True, capture_output=True).stdout.decode().split("\0")
rewritten = 0
for path in tracked:
    # recorded history (results, old decisions) names the classes as they were then
    if not path or not os.path.isfile(path) or "/target/" in path or path.startswith(("benchmarks/results/",
                                                                                      "docs/history/")):
        continue
    try:
        with open(path, encoding="utf-8") as fh:
            text = fh.read()
    except (UnicodeDecodeError, IsADirectoryError):
        continue
    new = fqn_pattern.sub(lambda m: old_fqn_to_new[m.group(1)], text) if old_fqn_to_new else text
    new = path_pattern.sub(lambda m: slashed[m.group(1)], new) if slashed else new
    if new != text:
        with open(path, "w", encoding="utf-8") as fh:
            fh.write(new)
        rewritten += 1

# 3. imports where same-package access became cross-package
def code_only(src):
    """The source without comments, string and char literals (a name there needs no import)."""
    out = re.sub(r'"""(?:.|\n)*?"""', '""', src)
    out = re.sub(r'/\*(?:.|\n)*?\*/', ' ', out)
    out = re.sub(r'//[^\n]*', ' ', out)
    out = re.sub(r'"(?:\\.|[^"\\\n])*"', '""', out)
    out = re.sub(r"'(?:\\.|[^'\\\n])*'", "''", out)
    return out

imports_added = 0
for path, old_pkg, new_pkg, _ in moved:
    with open(path, encoding="utf-8") as fh:
        src = fh.read()
    body = code_only(src)
    body_no_imports = re.sub(r"(?m)^\s*(package|import)\s[^;]*;", " ", body)
    declared = set(re.findall(r"\b(?:class|interface|enum|record)\s+(\w+)", body_no_imports))
    imported = set(re.findall(r"(?m)^import\s+(?:static\s+)?[\w.]+\.(\w+)\s*;", src))
    me = os.path.basename(path)[:-5]
    need = []
    for simple, their_pkg in sorted(neighbours.get(old_pkg, {}).items()):
        if simple == me or their_pkg == new_pkg or simple in declared or simple in imported:
            continue
        # a use by simple name, not as a member of something else (x.Name)
        if re.search(r"(?<![\w.$])" + re.escape(simple) + r"(?![\w$])", body_no_imports):
            need.append(their_pkg + "." + simple)
    if not need:
        continue
    lines = ["import %s;" % n for n in need]
    m = re.search(r"(?m)^package\s[^;]*;\n", src)
    existing = list(re.finditer(r"(?m)^import\s+(?!static)[\w.]+\s*;\n", src))
    if existing:
        # keep the block sorted: merge with the existing non-static imports
        block_start, block_end = existing[0].start(), existing[-1].end()
        current = [e.group(0).rstrip("\n") for e in existing]
        between = src[block_start:block_end]
        if all(c in between for c in current) and len(between.splitlines()) == len(current):
            merged = sorted(set(current + lines), key=lambda s: s[len("import "):].rstrip(";"))
            src = src[:block_start] + "\n".join(merged) + "\n" + src[block_end:]
        else:
            src = src[:existing[0].start()] + "\n".join(lines) + "\n" + src[existing[0].start():]
    else:
        src = src[:m.end()] + "\n" + "\n".join(lines) + "\n" + src[m.end():]
    with open(path, "w", encoding="utf-8") as fh:
        fh.write(src)
    imports_added += len(need)

n_moved = sum(1 for m in moved if m[3])
print("runtime-move: %d classes moved, %d files with qualified names rewritten, %d imports added."
      % (n_moved, rewritten, imports_added))
print("Next: mvn -B -q -pl build-tools compile exec:java@ring-sources (must change nothing), then "
      "mvn -B -q -pl runtime,jcstress -am test-compile and the runtime tests.")
PY
