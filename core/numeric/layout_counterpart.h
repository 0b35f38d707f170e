#pragma once
// The baseline counterpart of a distributed reshape or transpose that the baseline
// program does not have (a layout change only the SPMD program makes): the same layout
// op applied to the whole baseline value of its operand, and the relation the op's
// per-device result has to it. The new tiling comes from core/layout's bijection
// inference (seed 000 §3.2) on the operand's GSPMD tile, so a tile stays a tile through
// reshapes that split or merge its sharded dimension, and nothing else is claimed.

#include "ir/instruction.h"
#include "numeric/element_budget.h"
#include "numeric/tile_relation.h"
#include "numeric/value.h"

#include <optional>
#include <string>

namespace shardscope::numeric {

struct LayoutCounterpart {
  Value baseline;         // the layout op applied to the whole baseline value
  TileRelation relation;  // how the op's per-device results relate to `baseline`
  std::string op;         // e.g. "transpose(0,1,3,2)", for reports
  // An all-to-all whose group lists the devices in another order than the operand's
  // tiles: a consistent layout, but the step of a re-layout run that moves data between
  // devices differently from the tiling (all_to_all_counterpart.h).
  bool reordersDevices = false;
};

// `instruction` is a reshape, bitcast, copy or transpose whose operand relates to
// `baselineOperand` by `operandRelation`; `localResultDims` is its per-device result
// shape. Nullopt when the relation cannot be carried exactly (uneven tiles, a strided
// result, a non-tiled sharding).
std::optional<LayoutCounterpart> layoutCounterpart(const ir::Instruction& instruction, const Value& baselineOperand,
                                                   const TileRelation& operandRelation, const std::vector<int64_t>& localResultDims,
                                                   ElementBudget& budget);

}  // namespace shardscope::numeric
