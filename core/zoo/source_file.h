#pragma once
// The generated source file that the metadata of both programs points into. Strategies
// write it as a template in which a line may end with a tag (`x = self.wq(h)  #@q_proj`);
// tags are stripped from the written text and resolve to 1-based line numbers, so
// source_line in the HLO always names the line that produced the op.

#include <cstdint>
#include <string>
#include <string_view>
#include <unordered_map>

namespace shardscope::zoo {

class SourceFile {
 public:
  SourceFile() = default;
  SourceFile(std::string name, std::string_view templateText);

  const std::string& name() const { return name_; }
  const std::string& text() const { return text_; }
  // Line of `tag`; throws std::logic_error for an unknown tag (a generator bug).
  int64_t line(std::string_view tag) const;
  bool hasTag(std::string_view tag) const { return lines_.count(std::string(tag)) != 0; }

 private:
  std::string name_;
  std::string text_;
  std::unordered_map<std::string, int64_t> lines_;
};

}  // namespace shardscope::zoo
