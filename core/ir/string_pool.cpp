#include "ir/string_pool.h"

#include "support/huge_pages.h"

#include <algorithm>
#include <cstdint>
#include <cstring>

namespace shardscope::ir {

namespace {
constexpr std::size_t kBlockBytes = 64 * 1024;
// Blocks double up to this size, so a module of hundreds of megabytes uses a few
// dozen blocks instead of thousands, each large enough for transparent huge pages.
constexpr std::size_t kMaxBlockBytes = 8 << 20;

}  // namespace

std::string_view StringPool::store(std::string_view text) {
  if (text.empty()) return {};
  if (blocks_.empty() || blockUsed_ + text.size() > blockSize_) {
    const std::size_t grown = blocks_.empty() ? kBlockBytes : std::min(blockSize_ * 2, kMaxBlockBytes);
    const std::size_t size = std::max(grown, text.size());
    // Not value-initialised: every byte handed out is written by the copy below.
    blocks_.push_back(std::unique_ptr<char[]>(new char[size]));
    // A large block is about to be filled: one page fault per 2 MiB (support/huge_pages.h).
    shardscope::adviseHugePages(blocks_.back().get(), size);
    blockSize_ = size;
    blockUsed_ = 0;
    bytesUsed_ += size;
  }
  char* destination = blocks_.back().get() + blockUsed_;
  std::memcpy(destination, text.data(), text.size());
  blockUsed_ += text.size();
  return {destination, text.size()};
}

std::string_view StringPool::intern(std::string_view text) {
  auto it = interned_.find(text);
  if (it != interned_.end()) return *it;
  std::string_view stored = store(text);
  interned_.insert(stored);
  return stored;
}

}  // namespace shardscope::ir
