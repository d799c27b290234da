// dpbench: the driver of the DP benchmark suite (one binary per compile
// variant, containing every app). See bench/README.md.
//
//   dpbench list
//   dpbench info
//   dpbench gen [--data-dir D] [all|small|NAME...]
//   dpbench run APP DATASET [--impl nodp|dp|IMPL] [--reps N] [--warmup N]
//               [--max-seconds S] [--pending N] [--data-dir D] [-v]
//               [--point P]... [--points P;P;...]
//
// `run` prints one "@@RESULT {json}" line per benchmark row (MST prints
// MSTF and MSTV), or "@@ERROR {json}" and exits with status 3.
// With parameter points (plugin builds; P =
// "DPOPT_THRESHOLD=128,DPOPT_COARSEN=8,
// DPOPT_AGG=block,DPOPT_AGG_GROUP=8,DPOPT_AGG_THRESHOLD=1"), the dataset is
// loaded once and each point is set through the runtime's host API and
// measured in turn: "@@POINT {"index":i}" before each, its rows carry
// "point_index"; a point whose parameters cannot be set gives an @@ERROR
// line with its index and the next follows; any other error ends the
// process (@@ERROR with the index of the point, status 3).
// Every app has the impls nodp and dp; some have more (kApps: MANDEL's
// ask, QSORT's cub, TH's and TD's walk (the DP version's work without its
// launches) and the suite's ser (DP serialized by hand), compiled in
// every build, and the DP ones MANDEL's dpmbr and QSORT's dpstream).
#include "../common/bench_cuda.h"
#include "../common/datasets.h"

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <map>

using namespace bench;

#ifndef BENCH_COMMIT
#define BENCH_COMMIT "unknown"
#endif

struct App {
  int (*fn)(const Options &);
  Kind kind;
  std::vector<std::string> dp_impls, nodp_impls; // besides dp and nodp
};
static const std::map<std::string, App> kApps = {
    {"bfs", {app_bfs, Kind::Graph, {}, {"ser"}}},
    {"sssp", {app_sssp, Kind::Graph, {}, {"ser"}}},
    {"mst", {app_mst, Kind::Graph, {}, {"ser"}}},
    {"tc", {app_tc, Kind::Graph, {}, {"ser"}}},
    {"sp", {app_sp, Kind::Sat, {}, {"ser"}}},
    {"bt", {app_bt, Kind::Bezier, {}, {"ser"}}},
    {"mandel", {app_mandel, Kind::Mandel, {"dpmbr"}, {"ask"}}},
    {"qsort", {app_qsort, Kind::Keys, {"dpstream"}, {"cub"}}},
    {"th", {app_th, Kind::Tree, {}, {"walk"}}},
    {"td", {app_td, Kind::Tree, {}, {"walk"}}},
    {"bfsrec", {app_bfsrec, Kind::Graph}},
};

static bool has_dp() {
#ifdef BENCH_NO_DP
  return false;
#else
  return true;
#endif
}

static int usage() {
  fprintf(
      stderr,
      "usage: dpbench list | info | gen [--data-dir D] [all|small|NAME...]\n"
      "       dpbench run APP DATASET [--impl nodp|dp|IMPL] [--reps N] "
      "[--warmup N] [--max-seconds S]\n"
      "                   [--pending N] [--data-dir D] [-v] [--point P]... "
      "[--points P;P...]\n");
  return 2;
}

int main(int argc, char **argv) {
  if (argc < 2) return usage();
  std::string cmd = argv[1];
  Options o;
  std::vector<std::string> pos;
  for (int i = 2; i < argc; i++) {
    std::string a = argv[i];
    auto val = [&]() -> std::string {
      if (i + 1 >= argc) { fprintf(stderr, "missing value for %s\n", a.c_str()); exit(2); }
      return argv[++i];
    };
    if (a == "--impl") o.impl = val();
    else if (a == "--reps") o.reps = atoi(val().c_str());
    else if (a == "--warmup") o.warmup = atoi(val().c_str());
    else if (a == "--max-seconds") o.max_seconds = atof(val().c_str());
    else if (a == "--pending") o.pending = atol(val().c_str());
    else if (a == "--data-dir") o.data_dir = val();
    else if (a == "-v") o.verbose = true;
    else if (a == "--point") o.points.push_back(val());
    else if (a == "--points") {
      std::string all = val();
      size_t b = 0;
      for (;;) {
        size_t e = all.find(';', b);
        o.points.push_back(all.substr(b, e == std::string::npos ? std::string::npos : e - b));
        if (e == std::string::npos) break;
        b = e + 1;
      }
    }
    else pos.push_back(a);
  }
  if (o.data_dir.empty())
    if (const char *d = getenv("BENCH_DATA_DIR")) o.data_dir = d;

  if (cmd == "list") {
    printf("apps:");
    for (auto &a : kApps) printf(" %s", a.first.c_str());
    printf("\ndatasets:");
    for (auto &d : all_dataset_names(false)) printf(" %s", d.c_str());
    printf("\nsmall datasets:");
    for (auto &d : all_dataset_names(true)) printf(" %s", d.c_str());
    printf("\nimpls: nodp%s\n", has_dp() ? " dp" : "");
    for (auto &a : kApps)
      if (!a.second.dp_impls.empty() || !a.second.nodp_impls.empty()) {
        printf("impls of %s:", a.first.c_str());
        for (auto &i : a.second.nodp_impls)
          printf(" %s", i.c_str());
        if (has_dp())
          for (auto &i : a.second.dp_impls)
            printf(" %s", i.c_str());
        printf("\n");
      }
    return 0;
  }
  if (cmd == "info") {
    Json j;
    j.str("build", BENCH_BUILD_NAME).str("commit", BENCH_COMMIT).integer("dp", has_dp());
    printf("%s\n", j.done().c_str());
    return 0;
  }
  if (cmd == "gen") {
    std::vector<std::string> names;
    for (auto &p : pos) {
      if (p == "all" || p == "small") {
        auto v = all_dataset_names(p == "small");
        names.insert(names.end(), v.begin(), v.end());
      } else names.push_back(p);
    }
    if (names.empty()) names = all_dataset_names(false);
    try {
      for (auto &n : names) {
        double t = now_s();
        std::string d;
        switch (dataset_kind(n)) {
        case Kind::Graph: d = load_graph(n, o.data_dir).describe(); break;
        case Kind::Sat: d = load_sat(n, o.data_dir).describe(); break;
        case Kind::Bezier: d = load_bezier(n, o.data_dir).describe(); break;
        case Kind::Mandel:
          d = load_mandel(n).describe();
          break;
        case Kind::Keys:
          d = load_keys(n).describe();
          break;
        case Kind::Tree:
          d = load_tree(n).describe();
          break;
        default: fprintf(stderr, "unknown dataset %s\n", n.c_str()); return 2;
        }
        printf("@@DATASET %s\n", d.c_str());
        fprintf(stderr, "%s ready in %.2fs\n", n.c_str(), now_s() - t);
      }
    } catch (std::exception &e) {
      fprintf(stderr, "gen failed: %s\n", e.what());
      return 3;
    }
    return 0;
  }
  if (cmd != "run" || pos.size() != 2) return usage();
  o.app = pos[0];
  o.dataset = pos[1];
  auto it = kApps.find(o.app);
  auto error = [&](const std::string &msg, int code) {
    print_error(o, msg);
    return code;
  };
  if (it == kApps.end()) return error("unknown app", 2);
  const App &app = it->second;
  if (dataset_kind(o.dataset) != app.kind)
    return error("dataset does not fit this app", 2);
  auto in = [&](const std::vector<std::string> &v) {
    return std::find(v.begin(), v.end(), o.impl) != v.end();
  };
  bool dp_impl = o.impl == "dp" || in(app.dp_impls);
  if (o.impl != "nodp" && !dp_impl && !in(app.nodp_impls))
    return error("unknown impl", 2);
  if (dp_impl != o.dp())
    return error("impl " + o.impl + " is not marked as DP in Options::dp()", 2);
  if (dp_impl && !has_dp())
    return error("this binary was built without the DP versions", 2);
  try {
    return app.fn(o);
  } catch (std::exception &e) {
    return error(e.what(), 3);
  }
}
