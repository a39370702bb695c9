#!/usr/bin/env python3
"""Packs a results folder's raw run files into one raw.tar.xz, so that the folder keeps its note, summaries, figures
and tables as plain files and its raw JSON and console output in one archive.

usage: benchmarks/scripts/pack-results.py RESULTS_DIR...   (from the repository root, on git-tracked folders)

A folder with at most MAX_LOOSE raw files of MAX_LOOSE_BYTES in all is left as it is. Unpack before rerunning a folder's scripts:
    tar -xJf benchmarks/results/<folder>/raw.tar.xz -C benchmarks/results/<folder>
The archive is reproducible (sorted names, fixed times and owners), so packing the same files twice gives the same
bytes and git sees no change.
"""
import os
import re
import subprocess
import sys

MAX_LOOSE = 12
MAX_LOOSE_BYTES = 16 * 1024
# read by people: kept as plain files
PLAIN = re.compile(r'(^|/)(note\.md|README\.md|[^/]*summary[^/]*|criterion[^/]*\.txt|fig[^/]*\.png)$|\.(md|png)$|(?<!runs)\.csv$')


def tracked(folder):
    out = subprocess.run(['git', 'ls-files', '-z', '--', folder], check=True, capture_output=True).stdout
    return [os.path.relpath(p, folder) for p in out.decode().split('\0') if p]


def unpack(folder):
    # a folder packed before gets its archive back as loose files first, so the new archive holds every raw file
    names = subprocess.run(['tar', '-tJf', 'raw.tar.xz'], cwd=folder, check=True, capture_output=True,
                           text=True).stdout.split()
    subprocess.run(['tar', '-xJf', 'raw.tar.xz'], cwd=folder, check=True)
    subprocess.run(['git', 'rm', '-q', '-f', 'raw.tar.xz'], cwd=folder, check=True)
    subprocess.run(['git', 'add', '--'] + names, cwd=folder, check=True)


def pack(folder):
    if os.path.exists(os.path.join(folder, 'raw.tar.xz')):
        unpack(folder)
    files = tracked(folder)
    raw = sorted(f for f in files if not PLAIN.search(f) and f != 'raw.tar.xz')
    archive = os.path.join(folder, 'raw.tar.xz')
    size = sum(os.path.getsize(os.path.join(folder, f)) for f in raw)
    if not raw or (len(raw) <= MAX_LOOSE and size <= MAX_LOOSE_BYTES):
        return 0
    subprocess.run(['tar', '--sort=name', '--mtime=2026-01-01 00:00:00Z', '--owner=0', '--group=0',
                    '--numeric-owner', '-cJf', 'raw.tar.xz', '--'] + raw, cwd=folder, check=True)
    subprocess.run(['git', 'rm', '-q', '--'] + raw, cwd=folder, check=True)
    subprocess.run(['git', 'add', 'raw.tar.xz'], cwd=folder, check=True)
    return len(raw)


def main(folders):
    if not folders:
        sys.exit(__doc__)
    total = 0
    for folder in folders:
        n = pack(folder.rstrip('/'))
        if n:
            print('%s: %d raw files into raw.tar.xz' % (folder, n))
        total += n
    print('packed %d raw files in %d folders' % (total, len(folders)))


if __name__ == '__main__':
    main(sys.argv[1:])
