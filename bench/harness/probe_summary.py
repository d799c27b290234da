#!/usr/bin/env python3
"""One line per measured point of a dpbench run, for ad-hoc probes.

Reads a dpbench binary's output (the @@RESULT / @@ERROR protocol of
bench/apps/main.cu) on stdin and prints, for each @@RESULT, the label given
as the first argument, the median time and the output check; @@ERROR lines
are printed as they are (shortened). Probe scripts kept with their results
(bench/results/*/) pipe each run through it:

    dpbench-dpopt run mandel m8k --impl dp --reps 7 | probe_summary.py new
"""
import json
import sys


def main():
    label = sys.argv[1] if len(sys.argv) > 1 else ''
    for line in sys.stdin:
        if line.startswith('@@ERROR'):
            print(line.strip()[:300])
        if not line.startswith('@@RESULT '):
            continue
        r = json.loads(line[len('@@RESULT '):])
        point = r.get('point_index')
        print('   %-8s %.4f ms %s%s' % (label, r.get('median_ms', -1),
                                        r.get('check'), '' if point is None
                                        else ' point %d' % point))


if __name__ == '__main__':
    main()
