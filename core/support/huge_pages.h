#pragma once
// A hint that a large buffer is about to be filled: where transparent huge pages run in
// "madvise" mode (the common default), one page fault per 2 MiB instead of ~500. Page
// faults are a large share of loading a module of hundreds of megabytes, above all in
// virtual machines. Only a hint; a no-op for small buffers and off Linux.
#include <cstddef>
#include <cstdint>
#include <memory>
#include <new>

namespace shardscope {

void adviseHugePages(void* data, std::size_t bytes);

// Memory of its own mapping, 2 MiB aligned, with the hint given before it is touched;
// nullptr below kHugePageBytes (use the heap) or where mappings are not available.
// freeHugePages takes the same byte count back.
inline constexpr std::size_t kHugePageBytes = std::size_t{2} << 20;
// Whether allocateHugePages maps (false off Linux: it always returns nullptr there).
bool hugePagesMapped();
void* allocateHugePages(std::size_t bytes);
void freeHugePages(void* data, std::size_t bytes);

// Freed mappings are kept, up to a budget (an eighth of physical memory, at most
// 4 GiB), and handed out again, as the heap keeps freed blocks: a fresh mapping's pages
// are zeroed by the kernel on first touch, which was a quarter of every 10^6-instruction
// verification after the first while a 10^4 one ran on reused heap memory.
struct RetainedHugePages {
  std::size_t mappings = 0, bytes = 0;
};
RetainedHugePages retainedHugePages();
void setHugePageRetention(std::size_t bytes);  // the budget; 0 unmaps what is kept
void releaseRetainedHugePages();

// For the arrays of one entry per instruction (the verifier's facts and statuses, the
// e-graph's nodes and memo), each tens to hundreds of megabytes at 10^6 instructions and
// mapped afresh by every verification: with 4 KiB pages their first-touch faults were a
// fifth of such a run on this machine's VM (~150k faults, ~5 us each). Arrays of at
// least 2 MiB get a mapping of their own on huge pages; smaller ones come from the heap.
// Own mappings, not the hint on heap memory: advised heap ranges made the merge log's
// many small allocations around them slower (10^6 with the trace, 2.5 -> 3.3 us/instr).
template <typename T>
struct HugePageAllocator {
  using value_type = T;
  HugePageAllocator() = default;
  template <typename U>
  HugePageAllocator(const HugePageAllocator<U>&) {}
  T* allocate(std::size_t n) {
    if (n > SIZE_MAX / sizeof(T)) throw std::bad_array_new_length();
    if (void* data = allocateHugePages(n * sizeof(T))) return static_cast<T*>(data);
    return std::allocator<T>{}.allocate(n);
  }
  void deallocate(T* data, std::size_t n) {
    if (n * sizeof(T) >= kHugePageBytes && hugePagesMapped()) freeHugePages(data, n * sizeof(T));
    else std::allocator<T>{}.deallocate(data, n);
  }
  template <typename U>
  bool operator==(const HugePageAllocator<U>&) const { return true; }
};

}  // namespace shardscope
