#pragma once
// An arena of interned strings: views into it stay valid as long as the pool lives,
// even when the owner (a Module) is moved. Metadata strings (op_name, source_file)
// repeat on thousands of instructions, so they are stored once.

#include <memory>
#include <string_view>
#include <unordered_set>
#include <vector>

namespace shardscope::ir {

class StringPool {
 public:
  StringPool() = default;
  StringPool(const StringPool&) = delete;
  StringPool& operator=(const StringPool&) = delete;
  StringPool(StringPool&&) = default;
  StringPool& operator=(StringPool&&) = default;

  // Returns a stable view equal to `text`; equal strings share storage.
  std::string_view intern(std::string_view text);
  // Stable copy without de-duplication (for strings that are almost always unique).
  std::string_view store(std::string_view text);

  std::size_t bytesUsed() const { return bytesUsed_; }

 private:
  std::vector<std::unique_ptr<char[]>> blocks_;
  std::size_t blockUsed_ = 0;
  std::size_t blockSize_ = 0;
  std::size_t bytesUsed_ = 0;
  std::unordered_set<std::string_view> interned_;
};

}  // namespace shardscope::ir
