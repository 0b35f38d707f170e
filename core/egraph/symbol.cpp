#include "egraph/symbol.h"

#include <algorithm>
#include <memory>
#include <mutex>
#include <shared_mutex>
#include <unordered_map>
#include <vector>

namespace shardscope::egraph {
namespace {

class SymbolTable {
 public:
  SymbolTable() { intern(""); }

  std::uint32_t intern(std::string_view name) {
    {
      std::shared_lock lock(mutex_);
      if (auto it = indexByName_.find(name); it != indexByName_.end()) return it->second;
    }
    std::unique_lock lock(mutex_);
    // A new name (the verifier interns one per distributed instruction): copied once into
    // the arena and inserted by that copy, one lookup; another thread that interned it
    // meanwhile wins and the copy stays unused.
    const std::string_view stored = store(name);
    const auto [it, inserted] = indexByName_.try_emplace(stored, static_cast<std::uint32_t>(names_.size()));
    if (inserted) names_.push_back(stored);
    return it->second;
  }

  std::string_view name(std::uint32_t index) const {
    std::shared_lock lock(mutex_);
    return names_[index];
  }

 private:
  // Names live in chunks that never move or free, so the views used as keys and handed
  // out stay valid; one allocation per chunk instead of two per name.
  std::string_view store(std::string_view name) {
    constexpr std::size_t kChunk = 64 * 1024;
    if (name.size() > left_) {
      const std::size_t size = std::max(kChunk, name.size());
      chunks_.push_back(std::make_unique<char[]>(size));
      cursor_ = chunks_.back().get();
      left_ = size;
    }
    char* at = cursor_;
    std::copy(name.begin(), name.end(), at);
    cursor_ += name.size();
    left_ -= name.size();
    return {at, name.size()};
  }

  mutable std::shared_mutex mutex_;
  std::vector<std::unique_ptr<char[]>> chunks_;
  char* cursor_ = nullptr;
  std::size_t left_ = 0;
  std::vector<std::string_view> names_;
  std::unordered_map<std::string_view, std::uint32_t> indexByName_;
};

SymbolTable& table() {
  static SymbolTable instance;
  return instance;
}

}  // namespace

Symbol::Symbol(std::string_view name) : index_(table().intern(name)) {}

std::string_view Symbol::name() const { return table().name(index_); }

}  // namespace shardscope::egraph
