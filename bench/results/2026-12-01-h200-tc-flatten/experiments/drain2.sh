#!/bin/bash
# The drain e2e program's -O2 build at its defaults and at DPOPT_THRESHOLD=0.
mkdir -p /tmp/x && tar xJf .carry/s44/e1.txz -C /tmp/x || exit 1
/tmp/x/e1/drain.dpopt 2>&1 | tail -14
DPOPT_THRESHOLD=0 /tmp/x/e1/drain.dpopt 2>&1 | tail -3
