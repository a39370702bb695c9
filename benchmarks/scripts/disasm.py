#!/usr/bin/env python3
"""HotSpot's -XX:+PrintAssembly output, printed without the hsdis library, as x86-64 assembly.

Without hsdis the JVM prints each compiled method's code as hex words ("abstract disassembly"), with its annotations
(inlining scopes, oops, metadata, safepoint polls) between them. This puts the bytes back together per method, runs
binutils' objdump over them, and prints the instructions with the annotations at their addresses, so that two
compilations (our ring's offer and JCTools', say) can be compared instruction by instruction.

Capture the log with the VM's output in a file of its own, so the program's stdout cannot interleave with it:
  java -XX:+UnlockDiagnosticVMOptions -XX:+LogVMOutput -XX:LogFile=asm.log -XX:-DisplayVMOutput \
       -XX:CompileCommand=quiet -XX:CompileCommand=print,dev.tempered.benchmarks.HandoverPair::pollSlice ...
then: disasm.py asm.log ['c2.*pollSlice'] (a regular expression over the "Compiled method" header line).
Each instruction line reads: offset in the method, low 16 bits of its address (jump targets are absolute), text.
"""
import html
import os
import re
import subprocess
import sys
import tempfile


def methods(lines, wanted):
    """Yields (header, [(address, bytes)], {address: [annotation]}) per compiled method whose header matches."""
    i = 0
    while i < len(lines):
        header = lines[i]
        i += 1
        if not header.startswith('Compiled method') or not re.search(wanted, header):
            continue
        while i < len(lines) and lines[i] != '[MachCode]':
            i += 1
        chunks, notes, last = [], {}, None
        while i < len(lines) and lines[i] != '[/MachCode]':
            line = lines[i]
            i += 1
            m = re.match(r'^\s*0x([0-9a-f]+): (.*)$', line)
            if m:
                address, rest = int(m.group(1), 16), m.group(2)
                if rest.lstrip().startswith(';'):
                    notes.setdefault(address, []).append(rest.strip())
                    last = address
                else:
                    words = rest.replace('|', ' ').split()
                    if words and all(re.fullmatch(r'[0-9a-f]{2}(?:[0-9a-f]{2})?', w) for w in words):
                        chunks.append((address, bytes.fromhex(''.join(words))))
            elif line.strip().startswith(';') and last is not None:
                notes[last].append(line.strip())  # a continued annotation: the scopes of one pc
            elif line.startswith('[') and chunks:  # [Verified Entry Point], [Stub Code]...
                notes.setdefault(chunks[-1][0] + len(chunks[-1][1]), []).append(line)
        if chunks:
            yield header, chunks, notes


def disassemble(chunks):
    base = chunks[0][0]
    end = chunks[-1][0] + len(chunks[-1][1])
    code = bytearray(b'\xf4' * (end - base))  # hlt where the log left a gap
    for address, data in chunks:
        code[address - base:address - base + len(data)] = data
    with tempfile.NamedTemporaryFile(delete=False) as f:
        f.write(code)
    try:
        out = subprocess.run(['objdump', '-D', '-b', 'binary', '-m', 'i386:x86-64', '-M', 'intel',
                              '--adjust-vma=%#x' % base, f.name], capture_output=True, text=True, check=True).stdout
    finally:
        os.unlink(f.name)
    for line in out.splitlines():
        m = re.match(r'^\s*([0-9a-f]+):\t[^\t]*\t?(.*)$', line)
        if m:
            yield int(m.group(1), 16), m.group(2)


def main():
    if len(sys.argv) < 2:
        sys.exit('usage: disasm.py LOG [header-regex]')
    with open(sys.argv[1], errors='replace') as f:
        lines = [html.unescape(l) for l in f.read().splitlines()]  # -XX:LogFile escapes its text as XML
    wanted = sys.argv[2] if len(sys.argv) > 2 else ''
    found = False
    for header, chunks, notes in methods(lines, wanted):
        found = True
        base = chunks[0][0]
        print('=' * 100)
        print(header)
        for address, text in disassemble(chunks):
            for note in notes.pop(address, []):
                print('        ' + note)
            print('%6x %6x  %s' % (address - base, address & 0xffff, text))
    if not found:
        sys.exit('disasm.py: no compiled method in %s matches %r (was -XX:CompileCommand=print given?)' % (sys.argv[1], wanted))


if __name__ == '__main__':
    main()
