#include "support/huge_pages.h"

#include <cstdint>
#include <new>

#if defined(__linux__)
#include <sys/mman.h>
#endif

namespace shardscope {

void adviseHugePages(void* data, std::size_t bytes) {
#if defined(__linux__) && defined(MADV_HUGEPAGE)
  constexpr std::uintptr_t kHugePage = std::uintptr_t{2} << 20;
  if (bytes < kHugePage) return;
  // Only the whole huge pages inside the buffer.
  const auto begin = (reinterpret_cast<std::uintptr_t>(data) + kHugePage - 1) & ~(kHugePage - 1);
  const auto end = (reinterpret_cast<std::uintptr_t>(data) + bytes) & ~(kHugePage - 1);
  if (end > begin) madvise(reinterpret_cast<void*>(begin), end - begin, MADV_HUGEPAGE);
#else
  (void)data;
  (void)bytes;
#endif
}

bool hugePagesMapped() {
#if defined(__linux__)
  return true;
#else
  return false;
#endif
}

void* allocateHugePages(std::size_t bytes) {
#if defined(__linux__)
  if (bytes < kHugePageBytes) return nullptr;
  const std::size_t length = (bytes + kHugePageBytes - 1) & ~(kHugePageBytes - 1);
  // One huge page more, so that an aligned range of `length` lies inside; the ends are
  // unmapped again.
  void* mapped = mmap(nullptr, length + kHugePageBytes, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
  if (mapped == MAP_FAILED) throw std::bad_alloc();
  const auto start = reinterpret_cast<std::uintptr_t>(mapped);
  const auto aligned = (start + kHugePageBytes - 1) & ~(std::uintptr_t{kHugePageBytes} - 1);
  if (aligned > start) munmap(mapped, aligned - start);
  if (const std::uintptr_t tail = start + length + kHugePageBytes - (aligned + length); tail > 0) munmap(reinterpret_cast<void*>(aligned + length), tail);
#if defined(MADV_HUGEPAGE)
  madvise(reinterpret_cast<void*>(aligned), length, MADV_HUGEPAGE);
#endif
  return reinterpret_cast<void*>(aligned);
#else
  (void)bytes;
  return nullptr;
#endif
}

void freeHugePages(void* data, std::size_t bytes) {
#if defined(__linux__)
  const std::size_t length = (bytes + kHugePageBytes - 1) & ~(kHugePageBytes - 1);
  munmap(data, length);
#else
  (void)data;
  (void)bytes;
#endif
}

}  // namespace shardscope
