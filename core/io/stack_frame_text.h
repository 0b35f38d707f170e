#pragma once
// The source-location tables current XLA prints between the module header and the first
// computation (HloModule::PrintStackFrameIndex), read and written:
//
//   FileNames
//   1 "model.py"
//   FunctionNames
//   1 "mlp"
//   FileLocations
//   1 {file_name_id=1 function_name_id=1 line=5 end_line=5 column=8 end_column=8}
//   StackFrames
//   1 {file_location_id=1 parent_frame_id=1}
//
// Entries are numbered 1, 2, ... in order; `parent_frame_id` is the caller's frame id
// plus one (1: no caller), as XLA writes it. Each table at most once, in any order.

#include "ir/stack_frames.h"
#include "ir/string_pool.h"

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace shardscope::io {

// `FileNames`, `FunctionNames`, `FileLocations` or `StackFrames` at `pos` of `text`, as
// a word that does not start a computation (`FileNames (p: f32[]) -> ...`).
bool atStackFrameTable(std::string_view text, std::size_t pos);

struct StackFrameTextError {
  std::size_t offset = 0;  // into the text
  std::string message;
};

// Parses the tables from `pos` (at a table name) up to the first line that is neither a
// table name nor an entry (a computation), into `table`, and sets `pos` there. Checks
// the syntax, the numbering, every id against its table and, once all four tables are
// read, that parent chains end: a cycle is reported in `warnings` (offset, message), and
// chain() stops at it. Entry counts are bounded by the text. Strings are interned in
// `pool`. Returns the first error, or nullopt.
std::optional<StackFrameTextError> parseStackFrameTables(std::string_view text, std::size_t& pos, ir::StringPool& pool,
                                                         ir::StackFrameTable& table,
                                                         std::vector<std::pair<std::size_t, std::string>>& warnings);

// The four tables as XLA prints them, each followed by a blank line; empty when the
// table is empty.
std::string formatStackFrameTables(const ir::StackFrameTable& table);

}  // namespace shardscope::io
