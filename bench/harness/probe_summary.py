#!/usr/bin/env python3
"""One line per measured point of a dpbench run, for ad-hoc probes.

Reads a dpbench binary's output (the @@RESULT / @@ERROR protocol of
bench/apps/main.cu) on stdin and prints, for each @@RESULT, the label given
as the first argument, the median time and the output check; @@ERROR lines
are printed as they are (shortened). Probe scripts kept with their results
(bench/results/*/) pipe each run through it:

    dpbench-dpopt run mandel m8k --impl dp --reps 7 | probe_summary.py new

(bench/harness/probe-lib.sh has the shell functions that run and alternate
such points.)

With --launches after the label, each line gives the runtime's failed and
lost launches and the children that ran instead of the output check; with
--agg, the output check followed by the aggregated launches and the child
work lost.
"""
import json
import sys


def main():
    label = sys.argv[1] if len(sys.argv) > 1 else ''
    launches = '--launches' in sys.argv[2:]
    agg = '--agg' in sys.argv[2:]
    for line in sys.stdin:
        if line.startswith('@@ERROR'):
            print(line.strip()[:300])
        if not line.startswith('@@RESULT '):
            continue
        r = json.loads(line[len('@@RESULT '):])
        if launches:
            s = r.get('stats', {})
            print('   %-8s %9.3f ms  failed %s lost %s ran %s/%s '
                  'pending_limit %s' % (label, r.get('median_ms', -1),
                                        s.get('failedLaunches'),
                                        s.get('aggLost'), r.get('child_ran'),
                                        r.get('launches_requested'),
                                        r.get('pending_limit')))
            continue
        point = r.get('point_index')
        print('   %-8s %.4f ms %s%s%s' % (
            label, r.get('median_ms', -1), r.get('check'),
            '' if point is None else ' point %d' % point,
            ' aggLaunches %s lost %s' % (r.get('agg_launches'),
                                         r.get('agg_lost')) if agg else ''))


if __name__ == '__main__':
    main()
