// StackFrameTable look-ups: a frame's own location, and its call stack.
#include "ir/stack_frames.h"

namespace shardscope::ir {
namespace {

template <typename T>
const T* at(const std::vector<T>& values, int64_t id) {
  return id >= 1 && id <= static_cast<int64_t>(values.size()) ? &values[static_cast<std::size_t>(id - 1)] : nullptr;
}

}  // namespace

const FileLocation* StackFrameTable::location(int64_t frameId) const {
  const StackFrame* frame = at(frames, frameId);
  return frame ? at(fileLocations, frame->fileLocationId) : nullptr;
}

std::string_view StackFrameTable::fileName(const FileLocation& location) const {
  const std::string_view* name = at(fileNames, location.fileNameId);
  return name ? *name : std::string_view();
}

std::vector<SourceLocation> StackFrameTable::chain(int64_t frameId) const {
  std::vector<SourceLocation> result;
  std::vector<bool> seen(frames.size(), false);
  for (const StackFrame* frame = at(frames, frameId); frame; frame = at(frames, frameId = frame->parentFrameId)) {
    if (seen[static_cast<std::size_t>(frameId - 1)]) break;
    seen[static_cast<std::size_t>(frameId - 1)] = true;
    const FileLocation* location = at(fileLocations, frame->fileLocationId);
    if (!location) break;
    const std::string_view* function = at(functionNames, location->functionNameId);
    result.push_back(SourceLocation{fileName(*location), function ? *function : std::string_view(), location->line,
                                    location->column});
  }
  return result;
}

}  // namespace shardscope::ir
