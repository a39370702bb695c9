#!/usr/bin/env python3
"""Summarizes paired whole-program runs (program-pairs.sh's NAME.jsonl, one line per fresh JVM).

usage: program-pairs.py [--ratio NUM/DEN]... [--each] [--md FILE] RUNS.jsonl...

Per workload (program and element kind) and per ratio: the ratio NUM/DEN of the programs' timed elements/s taken
within each pair, pooled over the files given (a pair never spans two files); the median with min-max, how many
pairs lie below 1 with a two-sided sign test, a bootstrap 90 % interval of the median (pairs resampled, seed 35 for
each line), whether every run of the workload printed the same oracle (when the runs recorded it), the load1 range
and each side's median rate. --each also prints every pair's ratio; --md writes the same as a Markdown table.

Without --ratio the variants name the ratios: throw/off (checks mode), B/A, A/B0 and B/B0 (runtime mode), new/base.
A run that failed (exit status not 0, no result line, or the agent did not apply the site) is listed and drops its
pair from the ratios that need it; the exit status is then 1.

It also reads the lines of the older harnesses this one replaced (runtime-ab.sh: pair/program/variant; the checks
run.sh: pair/queue/checks; the idle-park run.sh: round/program/variant), so their folders' figures can be rerun."""
import argparse
import json
import os
import random
import statistics
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import pairstats  # noqa: E402

DEFAULT_RATIOS = [({'off', 'throw'}, ['throw/off']), ({'A', 'B', 'B0'}, ['B/A', 'A/B0', 'B/B0']),
                  ({'A', 'B'}, ['B/A']), ({'base', 'new'}, ['new/base'])]


def normalize(row):
    """One run as (program, kind, pair, variant, ok, load1, stdout_md5, rate), whichever harness wrote it."""
    program = row.get('program') or row['queue']
    if program.startswith('Tempered'):
        program = program[len('Tempered'):]
    if not program.endswith('Program'):
        program += 'Program'
    variant = row.get('variant', row.get('checks'))
    pair = row.get('pair', row.get('round'))
    res = row.get('result')
    ok = res is not None and row.get('rc', 0) == 0 and row.get('applied', True) is not False
    rate = None
    if res is not None:
        rate = res.get('elementsPerSecond', res.get('elements_per_s', res.get('rate')))
    load = float(row.get('load1', row.get('load1_before')))
    return program, row['kind'], pair, variant, ok, load, row.get('stdout_md5'), rate


def read(paths):
    workloads, failed, total = {}, [], 0
    for i, path in enumerate(paths):
        for line in open(path):
            if not line.strip():
                continue
            row = json.loads(line)
            total += 1
            program, kind, pair, variant, ok, load, md5, rate = normalize(row)
            w = workloads.setdefault((program, kind), {'pairs': {}, 'loads': [], 'md5': set(), 'variants': set()})
            w['variants'].add(variant)
            if not ok:
                failed.append((path, row))
                continue
            w['pairs'].setdefault((i, pair), {})[variant] = rate
            w['loads'].append(load)
            if md5 is not None:
                w['md5'].add(md5)
    return workloads, failed, total


def ratios_for(variants, asked):
    if asked:
        return asked
    for names, ratios in DEFAULT_RATIOS:
        if variants == names:
            return ratios
    sys.exit('program-pairs.py: variants %s; name the ratio with --ratio NUM/DEN' % sorted(variants))


def main():
    ap = argparse.ArgumentParser(description=__doc__.split('\n\n')[0])
    ap.add_argument('--ratio', action='append', default=[])
    ap.add_argument('--each', action='store_true')
    ap.add_argument('--md')
    ap.add_argument('runs', nargs='+')
    args = ap.parse_args()
    workloads, failed, total = read(args.runs)
    for path, row in failed:
        print('failed run in %s: %s' % (path, row))
    table = ['| workload | ratio | pairs | median (min-max) | below 1 | sign test p | 90 % interval of the median '
             '| median M el/s (num, den) | outputs | load1 |', '|---|---|---|---|---|---|---|---|---|---|']
    for (program, kind), w in sorted(workloads.items()):
        for ratio in ratios_for(w['variants'], args.ratio):
            num, den = ratio.split('/')
            rs = pairstats.paired_ratios(w['pairs'], num, den)
            if not rs:
                print('%s %s, %s: no complete pair' % (program, kind, ratio))
                continue
            below = sum(1 for x in rs if x < 1)
            lo, hi = pairstats.interval(rs, random.Random(35))
            full = [v for v in w['pairs'].values() if num in v and den in v]
            mnum = statistics.median(v[num] for v in full) / 1e6
            mden = statistics.median(v[den] for v in full) / 1e6
            outputs = '-' if not w['md5'] else 'identical' if len(w['md5']) == 1 else 'DIFFER'
            load = '%.1f-%.1f' % (min(w['loads']), max(w['loads']))
            print('%s %s, %s: %d pairs%s; median %.3f (min %.3f, max %.3f); %d below 1, sign test p = %.2f; '
                  'bootstrap 90%% interval of the median %.3f-%.3f; median M el/s %s %.1f, %s %.1f; outputs %s; load1 %s'
                  % (program, kind, ratio, len(rs), ' (%s)' % ' '.join('%.3f' % x for x in rs) if args.each else '',
                     statistics.median(rs), min(rs), max(rs), below, pairstats.sign_p(below, len(rs)), lo, hi,
                     num, mnum, den, mden, outputs, load))
            table.append('| %s %s | %s | %d | %.3f (%.3f-%.3f) | %d | %.2f | %.3f-%.3f | %.1f, %.1f | %s | %s |'
                         % (program, kind, ratio, len(rs), statistics.median(rs), min(rs), max(rs), below,
                            pairstats.sign_p(below, len(rs)), lo, hi, mnum, mden, outputs, load))
    print('%d runs, %d failed' % (total, len(failed)))
    if args.md:
        with open(args.md, 'w') as f:
            f.write('# Paired whole-program runs: summary\n\n`program-pairs.py %s`\n\nRatios of elements/s taken '
                    'within each pair.\n\n%s\n\n%d runs, %d failed\n'
                    % (' '.join(args.runs), '\n'.join(table), total, len(failed)))
    sys.exit(1 if failed else 0)


if __name__ == '__main__':
    main()
