#include "support/huge_pages.h"

#include <algorithm>
#include <cstdint>
#include <mutex>
#include <new>
#include <vector>

#if defined(__linux__)
#include <sys/mman.h>
#include <unistd.h>
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

#if defined(__linux__)
namespace {

std::size_t roundedLength(std::size_t bytes) { return (bytes + kHugePageBytes - 1) & ~(kHugePageBytes - 1); }

std::size_t defaultRetention() {
  const long pages = sysconf(_SC_PHYS_PAGES), pageSize = sysconf(_SC_PAGESIZE);
  const std::size_t physical = pages > 0 && pageSize > 0 ? static_cast<std::size_t>(pages) * static_cast<std::size_t>(pageSize) : 0;
  return std::min(physical / 8, std::size_t{4} << 30);
}

// Freed mappings, oldest first. Never destroyed: arrays in static objects may be freed
// after it would have been.
struct Retained {
  std::mutex mutex;
  std::vector<std::pair<void*, std::size_t>> mappings;  // address, length
  std::size_t bytes = 0;
  std::size_t budget = defaultRetention();

  // Unmaps the oldest until what is kept fits `limit`. Caller holds the mutex.
  void shrinkTo(std::size_t limit) {
    std::size_t drop = 0;
    while (drop < mappings.size() && bytes > limit) {
      munmap(mappings[drop].first, mappings[drop].second);
      bytes -= mappings[drop].second;
      ++drop;
    }
    mappings.erase(mappings.begin(), mappings.begin() + static_cast<std::ptrdiff_t>(drop));
  }
};

Retained& retained() {
  static Retained* kept = new Retained;
  return *kept;
}

// A kept mapping of at least `length` bytes and not much more (a large one is not cut
// down for a small array), its surplus unmapped; nullptr when none fits.
void* takeRetained(std::size_t length) {
  Retained& r = retained();
  std::lock_guard lock(r.mutex);
  std::size_t best = r.mappings.size();
  for (std::size_t k = 0; k < r.mappings.size(); ++k) {
    const std::size_t have = r.mappings[k].second;
    if (have >= length && have <= 2 * length && (best == r.mappings.size() || have < r.mappings[best].second)) best = k;
  }
  if (best == r.mappings.size()) return nullptr;
  auto [data, have] = r.mappings[best];
  r.mappings.erase(r.mappings.begin() + static_cast<std::ptrdiff_t>(best));
  r.bytes -= have;
  if (have > length) munmap(static_cast<char*>(data) + length, have - length);
  return data;
}

}  // namespace
#endif

RetainedHugePages retainedHugePages() {
#if defined(__linux__)
  Retained& r = retained();
  std::lock_guard lock(r.mutex);
  return {r.mappings.size(), r.bytes};
#else
  return {};
#endif
}

void setHugePageRetention(std::size_t bytes) {
#if defined(__linux__)
  Retained& r = retained();
  std::lock_guard lock(r.mutex);
  r.budget = bytes;
  r.shrinkTo(bytes);
#else
  (void)bytes;
#endif
}

void releaseRetainedHugePages() {
#if defined(__linux__)
  Retained& r = retained();
  std::lock_guard lock(r.mutex);
  r.shrinkTo(0);
#endif
}

void* allocateHugePages(std::size_t bytes) {
#if defined(__linux__)
  if (bytes < kHugePageBytes) return nullptr;
  const std::size_t length = roundedLength(bytes);
  if (void* kept = takeRetained(length)) return kept;
  // One huge page more, so that an aligned range of `length` lies inside; the ends are
  // unmapped again.
  void* mapped = mmap(nullptr, length + kHugePageBytes, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
  if (mapped == MAP_FAILED) {
    // What is kept may be what the system lacks: give it back and try once more.
    releaseRetainedHugePages();
    mapped = mmap(nullptr, length + kHugePageBytes, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
  }
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
  const std::size_t length = roundedLength(bytes);
  Retained& r = retained();
  std::lock_guard lock(r.mutex);
  if (length > r.budget) {
    munmap(data, length);
    return;
  }
  r.mappings.emplace_back(data, length);
  r.bytes += length;
  r.shrinkTo(r.budget);
#else
  (void)data;
  (void)bytes;
#endif
}

}  // namespace shardscope
