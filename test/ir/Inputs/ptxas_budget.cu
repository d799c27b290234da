// dpopt-ptxas.test: a kernel that needs few registers, one that needs many
// (twelve doubles live at once) and one a few more than 40.
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

// 48 registers (36 floats live at once); at 40, a word or so of spills.
__global__ void medium(const float *p, float *q) {
  float a[36];
#pragma unroll
  for (int i = 0; i < 36; ++i)
    a[i] = p[threadIdx.x + i * 1024] * p[threadIdx.x + i * 2048];
  float s = 0;
#pragma unroll
  for (int i = 0; i < 36; ++i)
    s = s * a[i] + a[35 - i];
  q[threadIdx.x] = s;
}
