#pragma once
// A hint that a large buffer is about to be filled: where transparent huge pages run in
// "madvise" mode (the common default), one page fault per 2 MiB instead of ~500. Page
// faults are a large share of loading a module of hundreds of megabytes, above all in
// virtual machines. Only a hint; a no-op for small buffers and off Linux.
#include <cstddef>
#include <memory>

namespace shardscope {

void adviseHugePages(void* data, std::size_t bytes);

// std::allocator, with the hint given before the elements are built: for the arrays of
// one entry per instruction (the verifier's facts and statuses, the e-graph's nodes and
// memo), each tens to hundreds of megabytes at 10^6 instructions and mapped afresh by
// every verification. With 4 KiB pages their first-touch faults were a fifth of such a
// run on this machine's VM (~150k faults, ~5 us each).
template <typename T>
struct HugePageAllocator {
  using value_type = T;
  HugePageAllocator() = default;
  template <typename U>
  HugePageAllocator(const HugePageAllocator<U>&) {}
  T* allocate(std::size_t n) {
    T* data = std::allocator<T>{}.allocate(n);
    adviseHugePages(data, n * sizeof(T));
    return data;
  }
  void deallocate(T* data, std::size_t n) { std::allocator<T>{}.deallocate(data, n); }
  template <typename U>
  bool operator==(const HugePageAllocator<U>&) const { return true; }
};

}  // namespace shardscope
