import re, collections, sys
txt = open(sys.argv[1], errors='replace').read()
res = []
for m in re.finditer(r"<task (compile_id='\d+'[^>]*)>(.*?)<task_done[^>]*stamp='([\d.]+)'", txt, re.S):
    attrs, body, s1 = m.groups()
    meth = re.search(r"method='([^']+)'", attrs).group(1)
    lv = re.search(r"level='(\d)'", attrs); s0 = re.search(r"stamp='([\d.]+)'", attrs)
    res.append((float(s1) - float(s0.group(1)), meth, lv.group(1) if lv else '4', 'osr' in attrs))
tot = collections.Counter(); per = collections.Counter()
for d, meth, lv, osr in res:
    tot[lv] += d
    if 'tempered' in meth: per['tempered:L' + lv] += d
print('compile s by level', {k: round(v, 2) for k, v in tot.items()}, 'of which tempered classes', {k: round(v, 2) for k, v in per.items()})
for d, meth, lv, osr in sorted(res, reverse=True)[:int(sys.argv[2]) if len(sys.argv) > 2 else 15]:
    print('%.3f L%s%s %s' % (d, lv, ' osr' if osr else '', meth[:140]))
