#pragma once
// What the relation inspector shows for one distributed instruction, as plain display
// data: the relation to its baseline counterpart in words, which baseline slice each
// device holds, which devices combine a partial value, and for a layout op the
// bijection in the paper's notation. Built from the verifier's value types
// (InstructionStatus, LayoutExplanation); the widgets only draw it.
#include "sharding/hlo_sharding.h"
#include "verify/layout_explanation.h"
#include "verify/verifier.h"

#include <QList>
#include <QString>

#include <cstdint>
#include <optional>
#include <vector>

namespace shardscope::views {

enum class RelationKind { Unrelated, Replicated, Tiled, Partial, Layout, Tuple };
QString relationKindName(RelationKind kind);  // "replicated", "tiled", ...

// One device's share of the baseline value.
struct DeviceSlice {
  int64_t device = 0;
  QString slice;     // "[0:2, 0:8, 8:16]": the baseline block it holds (or of which it holds a part)
  int64_t part = -1; // partial values: which of the parts it holds
  int group = -1;    // partial values: the index of its group in RelationSummary::groups
};

// Devices whose values, combined, give one block of the baseline value.
struct PartialGroup {
  QList<int64_t> devices;
  QList<int64_t> parts;  // per device, the part it holds
  QString slice;         // the block they complete
};

// The layout bijection, as the inspector prints it.
struct LayoutDescription {
  QString baselineInstruction, distributedInstruction;
  QString baselineOperand, distributedOperand;
  QString baselineOp, distributedOp;          // "reshape(2,8,8,4)"
  QString baselineBefore, distributedBefore;  // "(i,j,k)", "(i,j,k%8)"
  QString baselineAfter, distributedAfter;    // "(i,j,⊗(dev(k/8),k/4%2),k%4)", ...
  QString deviceDigits;                       // "dev(k/8)"
  QString ops;                                // empty: no ops needed
  QString relationKind;                       // "whole", "tiled", "strided"
  bool related = false;
  QString summary;
};
LayoutDescription describeLayout(const verify::LayoutExplanation& explanation);

struct RelationSummary {
  QString instruction;
  QString localShape;  // one device's, e.g. "f32[2,8,8]"
  QString baselineInstruction;
  QString baselineShape;
  RelationKind kind = RelationKind::Unrelated;
  QString relationText;  // the verifier's text, "tiled {devices=[1,1,4]<=[4]}"
  QString words;         // one paragraph
  QString rule;          // the rule that related it
  QString combiner;      // partial values: "sum", "max", ...
  int64_t devices = 1;
  std::vector<int64_t> baselineDims;
  // The tiling as a GSPMD sharding for the tile grid; nullopt when it has none that
  // the grid can draw (unrelated, tuple, uneven groups).
  std::optional<sharding::HloSharding> tiling;
  QList<DeviceSlice> slices;   // one per device, by device id (related arrays)
  QList<PartialGroup> groups;  // partial values
  std::optional<LayoutDescription> layout;
};

// `localDims`/`baselineDims` are the distributed instruction's and its counterpart's
// dims; `layout` is given for instructions related by layout-bijection. `ruleMeaning`
// is the rule's one-line meaning (the rule table's), shown after the words.
RelationSummary summarizeRelation(const QString& instruction, const QString& localShape, const verify::InstructionStatus& status,
                                  const QString& baselineShape, const std::vector<int64_t>& baselineDims,
                                  const std::optional<verify::LayoutExplanation>& layout, const QString& ruleMeaning = {});

// The GSPMD sharding whose tile grid shows `relation` over `baselineDims`: devices by
// tile, partial parts as an unreduced subgroup, copies as a replicated one. nullopt
// when tiles hold different numbers of devices or parts repeat unevenly.
std::optional<sharding::HloSharding> tilingOf(const verify::Relation& relation);

}  // namespace shardscope::views
