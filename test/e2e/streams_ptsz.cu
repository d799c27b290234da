// E2E-FLAGS: -DCUDA_API_PER_THREAD_DEFAULT_STREAM
// E2E-DPOPT-FLAGS: -mllvm -dpopt-assume-independent-launches
// (a thread's launches here do not depend on each other's order, which the
// launch-order analysis cannot tell: the flag keeps them transformed.)
//
// streams_ptsz: streams.cu built with -DCUDA_API_PER_THREAD_DEFAULT_STREAM
// (the E2E-FLAGS line above is read by CMakeLists.txt). The macro must be on
// the command line: clang's CUDA wrapper headers include cuda_runtime.h before
// the first line of the source, so a #define here would come too late. With
// it, device launches go through cudaLaunchDevice_ptsz and the NULL stream
// means the per-thread stream.
#ifndef CUDA_API_PER_THREAD_DEFAULT_STREAM
#error "compile with -DCUDA_API_PER_THREAD_DEFAULT_STREAM"
#endif
#define TEST_NAME "streams_ptsz"
#include "streams.cu"
