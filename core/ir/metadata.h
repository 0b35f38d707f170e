#pragma once
// Source metadata of an instruction: `metadata={op_type="..." op_name="..."
// source_file="..." source_line=42 ...}`. The fields the GUI and reports use are typed;
// any other key (source_end_line, source_column, ...) is kept in order.
//
// Current XLA writes `stack_frame_id=N` instead of source_file/source_line: the loader
// then fills sourceFile/sourceLine from the module's StackFrameTable (the innermost
// frame), so every reader of these two fields works unchanged; Module::stackFrames
// .chain(stackFrameId) gives the callers.

#include <cstdint>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace shardscope::ir {

struct SourceMetadata {
  std::string_view opType;      // interned
  std::string_view opName;      // interned; scopes like "layer.3/attn/q_proj"
  std::string_view sourceFile;  // interned
  int64_t sourceLine = -1;
  int64_t stackFrameId = 0;  // `stack_frame_id=N` (into Module::stackFrames); 0: none
  // Other entries, `key` and its value text exactly as written (quotes included).
  std::vector<std::pair<std::string_view, std::string>> other;

  bool empty() const {
    return opType.empty() && opName.empty() && sourceFile.empty() && sourceLine < 0 && stackFrameId == 0 && other.empty();
  }
  friend bool operator==(const SourceMetadata&, const SourceMetadata&) = default;
};

}  // namespace shardscope::ir
