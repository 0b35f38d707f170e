#pragma once
// Instruction attributes (`key=value` after the operand list). Values engines need are
// decoded into typed alternatives; everything else is kept verbatim (Raw) so that
// printing loses nothing.

#include "ir/replica_groups.h"

#include <cstdint>
#include <string>
#include <string_view>
#include <utility>
#include <variant>
#include <vector>

namespace shardscope::ir {

using ComputationId = int32_t;

struct SliceDim {  // `[start:limit:stride]`
  int64_t start = 0, limit = 0, stride = 1;
  friend bool operator==(const SliceDim&, const SliceDim&) = default;
};

struct PadDim {  // `low_high_interior`
  int64_t low = 0, high = 0, interior = 0;
  friend bool operator==(const PadDim&, const PadDim&) = default;
};

struct IntList { std::vector<int64_t> values; friend bool operator==(const IntList&, const IntList&) = default; };
struct QuotedString { std::string value; friend bool operator==(const QuotedString&, const QuotedString&) = default; };
struct RawText { std::string text; friend bool operator==(const RawText&, const RawText&) = default; };
struct CalledComputations {
  std::vector<ComputationId> ids;
  bool list = false;  // written `{%a, %b}` rather than `%a`
  friend bool operator==(const CalledComputations&, const CalledComputations&) = default;
};
struct SliceConfig { std::vector<SliceDim> dims; friend bool operator==(const SliceConfig&, const SliceConfig&) = default; };
struct PaddingConfig { std::vector<PadDim> dims; friend bool operator==(const PaddingConfig&, const PaddingConfig&) = default; };
struct SourceTargetPairs {
  std::vector<std::pair<int64_t, int64_t>> pairs;
  friend bool operator==(const SourceTargetPairs&, const SourceTargetPairs&) = default;
};

using AttributeValue = std::variant<int64_t, bool, IntList, QuotedString, RawText, CalledComputations,
                                    SliceConfig, PaddingConfig, ReplicaGroups, SourceTargetPairs>;

struct Attribute {
  std::string_view key;  // interned in the module's string pool
  AttributeValue value;
  friend bool operator==(const Attribute& a, const Attribute& b) { return a.key == b.key && a.value == b.value; }
};

// Keys whose value names one or more computations.
bool isComputationAttributeKey(std::string_view key);

}  // namespace shardscope::ir
