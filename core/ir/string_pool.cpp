#include "ir/string_pool.h"

#include <algorithm>
#include <cstring>

namespace shardscope::ir {

namespace {
constexpr std::size_t kBlockBytes = 64 * 1024;
}

std::string_view StringPool::store(std::string_view text) {
  if (text.empty()) return {};
  if (blocks_.empty() || blockUsed_ + text.size() > blockSize_) {
    const std::size_t size = std::max(kBlockBytes, text.size());
    blocks_.push_back(std::make_unique<char[]>(size));
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
