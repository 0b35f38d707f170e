#include "egraph/symbol.h"

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
    if (auto it = indexByName_.find(name); it != indexByName_.end()) return it->second;
    // Strings are heap nodes of their own so the views used as keys never move.
    names_.push_back(std::make_unique<const std::string>(name));
    const auto index = static_cast<std::uint32_t>(names_.size() - 1);
    indexByName_.emplace(*names_.back(), index);
    return index;
  }

  std::string_view name(std::uint32_t index) const {
    std::shared_lock lock(mutex_);
    return *names_[index];
  }

 private:
  mutable std::shared_mutex mutex_;
  std::vector<std::unique_ptr<const std::string>> names_;
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
