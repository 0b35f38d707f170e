#include "zoo/source_file.h"

#include <stdexcept>

namespace shardscope::zoo {

SourceFile::SourceFile(std::string name, std::string_view templateText) : name_(std::move(name)) {
  int64_t lineNumber = 0;
  std::size_t start = 0;
  while (start < templateText.size()) {
    std::size_t end = templateText.find('\n', start);
    if (end == std::string_view::npos) end = templateText.size();
    std::string_view line = templateText.substr(start, end - start);
    ++lineNumber;
    const std::size_t marker = line.rfind("#@");
    if (marker != std::string_view::npos) {
      const std::string tag(line.substr(marker + 2));
      if (tag.empty() || !lines_.emplace(tag, lineNumber).second)
        throw std::logic_error("source template " + name_ + ": empty or repeated tag '" + tag + "'");
      line = line.substr(0, marker);
      while (!line.empty() && line.back() == ' ') line.remove_suffix(1);
    }
    text_.append(line);
    text_ += '\n';
    start = end + 1;
  }
}

int64_t SourceFile::line(std::string_view tag) const {
  auto it = lines_.find(std::string(tag));
  if (it == lines_.end()) throw std::logic_error("source template " + name_ + " has no tag '" + std::string(tag) + "'");
  return it->second;
}

}  // namespace shardscope::zoo
