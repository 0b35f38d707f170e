#pragma once
// The module's table of source locations, as current XLA keeps it (StackFrameIndexProto)
// and prints it before the first computation: `FileNames`, `FunctionNames`,
// `FileLocations`, `StackFrames`. An instruction names its innermost frame by
// `metadata={... stack_frame_id=N}`; each frame names its caller, so one id stands for
// a whole call stack. The loader copies the innermost frame's file and line into
// SourceMetadata::sourceFile/sourceLine, so nothing else needs to read this table;
// chain() gives the callers too (for views that show a stack).
//
// Ids are XLA's: 1-based indices into the vectors, 0 meaning none. Note that XLA's text
// writes a frame's parent as parent id + 1 (`parent_frame_id=1` is "no parent"); the
// table here holds the proto's value, and the parser and printer convert.

#include <cstdint>
#include <string_view>
#include <vector>

namespace shardscope::ir {

struct FileLocation {
  int32_t fileNameId = 0;      // into fileNames, 1-based
  int32_t functionNameId = 0;  // into functionNames, 1-based
  int64_t line = 0;
  int64_t endLine = 0;
  int64_t column = 0;
  int64_t endColumn = 0;
  friend bool operator==(const FileLocation&, const FileLocation&) = default;
};

struct StackFrame {
  int32_t fileLocationId = 0;  // into fileLocations, 1-based
  int32_t parentFrameId = 0;   // the caller's frame, 1-based; 0: outermost
  friend bool operator==(const StackFrame&, const StackFrame&) = default;
};

// One frame of a call stack, resolved.
struct SourceLocation {
  std::string_view file;      // interned in the module's pool
  std::string_view function;  // interned in the module's pool
  int64_t line = 0;
  int64_t column = 0;
  friend bool operator==(const SourceLocation&, const SourceLocation&) = default;
};

struct StackFrameTable {
  std::vector<std::string_view> fileNames;      // interned in the module's pool
  std::vector<std::string_view> functionNames;  // interned in the module's pool
  std::vector<FileLocation> fileLocations;
  std::vector<StackFrame> frames;

  bool empty() const { return fileNames.empty() && functionNames.empty() && fileLocations.empty() && frames.empty(); }
  // The location of frame `frameId` alone; nullptr when the id or the ids it refers to
  // are out of range.
  const FileLocation* location(int64_t frameId) const;
  std::string_view fileName(const FileLocation& location) const;  // empty when out of range
  // Frame `frameId` first, then its callers outwards. Stops at an id out of range and
  // at a frame already listed (a cycle), so it always ends, after at most frames.size().
  std::vector<SourceLocation> chain(int64_t frameId) const;

  friend bool operator==(const StackFrameTable&, const StackFrameTable&) = default;
};

}  // namespace shardscope::ir
