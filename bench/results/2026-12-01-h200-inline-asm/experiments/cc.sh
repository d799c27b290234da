# The CMake package's consumer programs with big children of 5000 threads
# (above the loop-free default of 2048, so some launch and are aggregated).
nvidia-smi -L
for b in .carry/s41/cc/cmake_consumer_*.dpopt; do for k in 1 2 3; do timeout 30 $b; echo "rc $?"; done; done
