// dpopt-ptxas.test: a kernel that needs few registers and one that needs
// many (twelve doubles live at once).
__global__ void light(int *p) { p[threadIdx.x] += 1; }

__global__ void heavy(const double *p, double *q) {
  double a[12];
#pragma unroll
  for (int i = 0; i < 12; ++i)
    a[i] = p[threadIdx.x + i * 1024];
  double s = 0;
#pragma unroll
  for (int i = 0; i < 12; ++i)
#pragma unroll
    for (int j = 0; j < 12; ++j)
      s += a[i] * a[j] * p[threadIdx.x + (i + j) * 512];
  q[threadIdx.x] = s;
}
