// Failed launches are never silent: a child launch the device runtime
// rejects (a block of 2048 threads: invalid configuration) is counted, and
// the DPOpt runtime's summary at exit says so, also at the defaults, where
// nothing touched the CUDA runtime before main (the summary then ran after
// the CUDA runtime's own teardown and printed nothing). The program runs
// itself (--child) and reads what the child printed.
#define TEST_NAME "exit_report"
#include "e2e.h"

#include <unistd.h>

constexpr int kParents = 96;

__global__ void child(int *out) { out[threadIdx.x] = 1; }

__global__ void parent(int *out, int threads) {
  child<<<1, threads>>>(out); //@launch
}

static int runChild() {
  int *out;
  CK(cudaMalloc(&out, 4096 * sizeof(int)));
  parent<<<1, kParents>>>(out, 2048); //@host
  CK_LAUNCH();
  return 0; // the runtime's summary comes at exit
}

int main(int argc, char **argv) {
  if (argc > 1 && strcmp(argv[1], "--child") == 0)
    return runChild();
  // The child runs at the compiled-in defaults whatever the runner set.
  std::string cmd = "env";
  for (const char *v : {"DPOPT_THRESHOLD", "DPOPT_COARSEN", "DPOPT_AGG",
                        "DPOPT_AGG_GROUP", "DPOPT_AGG_THRESHOLD"})
    cmd += std::string(" -u ") + v;
  char self[4096];
  ssize_t n = readlink("/proc/self/exe", self, sizeof(self) - 1);
  if (n <= 0) {
    printf("FAIL %s cannot find its own executable\n", TEST_NAME);
    return 1;
  }
  self[n] = 0;
  cmd += std::string(" '") + self + "' --child 2>&1";
  FILE *p = popen(cmd.c_str(), "r");
  if (!p) {
    printf("FAIL %s cannot run itself\n", TEST_NAME);
    return 1;
  }
  std::string said;
  char buf[512];
  while (fgets(buf, sizeof(buf), p))
    said += buf;
  int status = pclose(p);
  char want[128];
  snprintf(want, sizeof(want), "%d device launches, %d failed", kParents,
           kParents);
  if (status != 0 || said.find(want) == std::string::npos) {
    for (char &c : said)
      if (c == '\n')
        c = '|';
    printf("FAIL %s the child (status %d) did not report '%s': %s\n",
           TEST_NAME, status, want, said.c_str());
    return 1;
  }
  printf("PASS %s 0\n", TEST_NAME);
  return 0;
}
