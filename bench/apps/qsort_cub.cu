// QSORT's reference time (impl cub): cub::DeviceRadixSort::SortKeys, in a
// file of its own so that cub's headers stay out of the other apps' objects.
// (cub's own launches are host-side: the DP builds' device code has none.)
#include <cuda_runtime.h>

#ifdef __clang__
// cub asks for unrolls that clang cannot always do (a warning per kernel)
#pragma clang diagnostic ignored "-Wpass-failed"
#endif
#include <cub/device/device_radix_sort.cuh>

namespace bench {

// With tmp == nullptr: the temporary storage needed, in bytes.
cudaError_t qsort_cub(void *tmp, size_t &bytes, const unsigned *in,
                      unsigned *out, int n) {
  return cub::DeviceRadixSort::SortKeys(tmp, bytes, in, out, n);
}

} // namespace bench
