#!/usr/bin/env python3
"""Flags calls in passes/*.cpp that create IR in more than one argument.

C++ leaves the order in which a call's arguments are evaluated open: GCC
evaluates `B.CreateAnd(B.CreateICmpEQ(X, 1), B.CreateICmpEQ(Y, 1))` right to
left, clang left to right, so the two comparisons come out in a different
order and the plugin's output (down to the PTX) depends on the compiler that
built it. Each IR-creating call therefore gets its own statement.

An argument creates IR when it calls an IRBuilder Create* method, or a
function given a builder (`readGeometry(B, ...)`). Heuristic and textual
(comments are skipped); prints file:line for each call it flags and exits 1
when there is any.

    check-ir-creation-order.py [SOURCE_DIR]    (default: the repository)
"""
import glob
import os
import re
import sys

CREATES_IR = re.compile(
    r'\b(?:\w+(?:\.|->))?Create[A-Z]\w*\s*\('
    r'|\b\w+\(\s*(?:[A-Z][A-Za-z]?B|B|Builder|EntryB|EndB)\s*[,)]')


def arguments(src, open_paren):
    """Spans of the top-level arguments of the call whose '(' is at
    open_paren."""
    depth, start, spans = 0, open_paren + 1, []
    for j in range(open_paren, len(src)):
        c = src[j]
        if c in '([{':
            depth += 1
        elif c in ')]}':
            depth -= 1
            if depth == 0:
                spans.append((start, j))
                return spans
        elif c == ',' and depth == 1:
            spans.append((start, j))
            start = j + 1
    return spans


def strip_comments_and_strings(src):
    """Blanks comments and string literals, keeping offsets and newlines."""
    def blank(m):
        return re.sub(r'[^\n]', ' ', m.group(0))
    return re.sub(r'//[^\n]*|/\*.*?\*/|"(?:\\.|[^"\\])*"', blank, src,
                  flags=re.S)


def main():
    root = sys.argv[1] if len(sys.argv) > 1 else os.path.join(
        os.path.dirname(os.path.abspath(__file__)), '..')
    found = 0
    for path in sorted(glob.glob(os.path.join(root, 'passes', '*.cpp'))):
        src = strip_comments_and_strings(open(path).read())
        for m in re.finditer(r'[\w>]\s*\(', src):
            paren = m.end() - 1
            creating = sum(1 for a, b in arguments(src, paren)
                           if CREATES_IR.search(src[a:b]))
            if creating >= 2:
                line = src.count('\n', 0, paren) + 1
                print('%s:%d: a call creates IR in %d of its arguments, whose '
                      'order C++ leaves open' %
                      (os.path.relpath(path, root), line, creating))
                found += 1
    print('check-ir-creation-order: %d call(s) flagged' % found)
    return 1 if found else 0


if __name__ == '__main__':
    sys.exit(main())
