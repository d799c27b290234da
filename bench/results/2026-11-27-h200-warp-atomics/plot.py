#!/usr/bin/env python3
"""probe-raw-h200.txt -> warp-atomics.csv (one row per run) and
warp-atomics.png (time with the pass over time without, per point; both
rounds). Usage: python3 plot.py (matplotlib for the plot)."""
import csv
import re
import statistics
import sys

rows, app, ds = [], None, None
seen = {}
for line in open("probe-raw-h200.txt"):
    m = re.match(r"== (\S+) (\S+)", line)
    if m:
        app, ds = m.groups()
        seen = {}
        continue
    m = re.match(r"\s+(nodp|off|on)\s+([0-9.]+) ms (\S+)", line)
    if not m:
        continue
    label, ms, check = m.group(1), float(m.group(2)), m.group(3)
    # MST prints two points per run (find, verify): MSTF then MSTV.
    k = seen.get(label, 0)
    seen[label] = k + 1
    name = app.upper()
    if app == "mst":
        name = "MSTF" if k % 2 == 0 else "MSTV"
        k //= 2
    rows.append({"benchmark": name, "dataset": ds, "build": label,
                 "round": k + 1, "median_ms": ms, "check": check})
with open("warp-atomics.csv", "w", newline="") as f:
    w = csv.DictWriter(f, fieldnames=list(rows[0]))
    w.writeheader()
    w.writerows(rows)

pairs = {}
for r in rows:
    pairs.setdefault((r["benchmark"], r["dataset"]), {}).setdefault(
        r["build"], []).append(r["median_ms"])
labels, ratios = [], []
for (b, d), v in pairs.items():
    if "on" in v and "off" in v:
        labels.append(f"{b} {d}")
        ratios.append(statistics.median(v["off"]) / statistics.median(v["on"]))
for l, r in zip(labels, ratios):
    print(f"{l:16s} {r:.3f}x")
try:
    import matplotlib
    matplotlib.use("Agg")
    import matplotlib.pyplot as plt
except ImportError:
    sys.exit("no matplotlib: warp-atomics.csv written, no plot")
fig, ax = plt.subplots(figsize=(9, 4))
ax.bar(labels, ratios, color=["#3a7" if r >= 1 else "#c55" for r in ratios])
ax.axhline(1.0, color="k", lw=0.8)
ax.set_ylabel("speed-up with the pass (off / on)")
ax.set_title("64-bit atomics combined over the warp, DP+T+C+A at the defaults (H200)")
plt.xticks(rotation=40, ha="right")
plt.tight_layout()
plt.savefig("warp-atomics.png", dpi=120)
