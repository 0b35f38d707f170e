#pragma once
// The rule-table rows for ops that pick, move or window elements: slice and concatenate
// on dims that are not split, pad, gather (and XLA's
// masked gather from a table split along the indexed dim), top-k, reduce-window,
// dynamic-slice, dynamic-update-slice chains and scatter. Each applier's meaning is its
// row in rule_table.cpp.

#include "verify/verify_context.h"

namespace shardscope::verify::rules {

bool isSliceOrConcat(const ir::Instruction& in);
RuleOutcome sliceOrConcatUntiled(VerifyContext& c, ir::InstructionId id);
bool isPad(const ir::Instruction& in);
RuleOutcome padUntiled(VerifyContext& c, ir::InstructionId id);
bool isGather(const ir::Instruction& in);
RuleOutcome gatherTiled(VerifyContext& c, ir::InstructionId id);
bool isSelect(const ir::Instruction& in);
RuleOutcome maskedGatherByShard(VerifyContext& c, ir::InstructionId id);
bool isTopK(const ir::Instruction& in);
RuleOutcome topKUntiled(VerifyContext& c, ir::InstructionId id);
bool isReduceWindow(const ir::Instruction& in);
RuleOutcome reduceWindowTiled(VerifyContext& c, ir::InstructionId id);
bool isDynamicSlice(const ir::Instruction& in);
RuleOutcome dynamicSliceByDevice(VerifyContext& c, ir::InstructionId id);
bool isDynamicUpdateSlice(const ir::Instruction& in);
RuleOutcome dynamicUpdateSliceFill(VerifyContext& c, ir::InstructionId id);
bool isScatter(const ir::Instruction& in);
RuleOutcome scatterWindowTiled(VerifyContext& c, ir::InstructionId id);
// scatter-window-tiled's check on given operand facts (operand, indices, updates).
RuleOutcome scatterWindowFromFacts(VerifyContext& c, const ir::Instruction& in, const std::vector<const Fact*>& operands);
// The single value every element of `id` holds on each device (DeviceScalars), or nullopt.
std::optional<std::vector<int64_t>> uniformPerDevice(VerifyContext& c, ir::InstructionId id);

}  // namespace shardscope::verify::rules
