// The Mandelbrot escape count ("dwell") of one pixel, shared by the GPU
// kernels (apps/mandel.cu) and the CPU reference, so both compute the same
// bits: every multiply-add is an explicit fmaf (correctly rounded on both
// sides), so neither nvcc's nor clang's FMA contraction can change a result.
#pragma once

#include <cmath>

#if defined(__CUDACC__)
#define MANDEL_HD __host__ __device__
#else
#define MANDEL_HD
#endif

namespace bench {

// Pixel (x, y) of an n x n image is c = (xmin + x * dx, ymin + y * dy).
struct MandelGeom {
  int n = 0;
  int max_dwell = 0;
  float xmin = 0, ymin = 0, dx = 0, dy = 0;
};

MANDEL_HD inline int mandel_dwell(const MandelGeom &m, int x, int y) {
  float cx = fmaf((float)x, m.dx, m.xmin), cy = fmaf((float)y, m.dy, m.ymin);
  float zx = cx, zy = cy;
  int dwell = 0;
  while (dwell < m.max_dwell && fmaf(zx, zx, zy * zy) < 4.0f) {
    float nx = fmaf(zx, zx, fmaf(-zy, zy, cx));
    zy = fmaf(2.0f * zx, zy, cy);
    zx = nx;
    dwell++;
  }
  return dwell;
}

// Mariani-Silver subdivision: g x g regions first; a region whose border is
// not of one dwell is split into r x r subregions while they stay at least B
// pixels wide and the depth (the initial regions are depth 0) stays below
// max_depth; else its pixels are computed one by one.
struct MandelSubdiv {
  int g = 16, r = 2, B = 32, max_depth = 8;
};
MANDEL_HD inline bool mandel_subdivides(const MandelSubdiv &s, int d,
                                        int depth) {
  return depth + 1 < s.max_depth && d % s.r == 0 && d / s.r >= s.B;
}
// Border dwells combine: a neutral start, then one value or "different".
constexpr int kMandelDiff = -1;
MANDEL_HD inline int mandel_same_dwell(int a, int b, int neutral) {
  return a == b ? a : a == neutral ? b : b == neutral ? a : kMandelDiff;
}

} // namespace bench
