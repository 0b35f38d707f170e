#pragma once
// An HLO module as loaded: header attributes, computations, the entry. Immutable after
// loading by convention; engines keep their results beside it, keyed by instruction.

#include "ir/computation.h"
#include "ir/stack_frames.h"
#include "ir/string_pool.h"

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace shardscope::ir {

// A header attribute (`num_partitions=8`, `entry_computation_layout={...}`), verbatim.
struct HeaderAttribute {
  std::string key;
  std::string value;
  friend bool operator==(const HeaderAttribute&, const HeaderAttribute&) = default;
};

class Module {
 public:
  Module();
  Module(Module&&) noexcept;
  Module& operator=(Module&&) noexcept;
  ~Module();

  std::string name;
  std::vector<HeaderAttribute> header;
  std::vector<Computation> computations;
  ComputationId entry = -1;
  // Source locations named by `stack_frame_id` (the tables before the first
  // computation in current XLA's text); empty for older dumps.
  StackFrameTable stackFrames;
  std::string sourcePath;  // file it was loaded from, if any

  const Computation& entryComputation() const { return computations.at(entry); }
  ComputationId findComputation(std::string_view name) const;
  const std::string* headerValue(std::string_view key) const;
  std::optional<int64_t> headerInt(std::string_view key) const;
  // `num_partitions` from the header, else the largest device count named by a
  // sharding or replica group, else 1.
  int64_t numPartitions() const;
  int64_t replicaCount() const;
  std::size_t instructionCount() const;

  StringPool& strings() { return *strings_; }
  const StringPool& strings() const { return *strings_; }

  // Line starts of the source text, so a fileOffset can be turned into line:column
  // without keeping the text. Filled by the loader.
  std::vector<int64_t> lineStarts;
  // 1-based (line, column) of a file offset; (0, 0) when unknown.
  std::pair<int, int> position(int64_t fileOffset) const;

 private:
  std::unique_ptr<StringPool> strings_;
};

}  // namespace shardscope::ir
