#include "io/stablehlo_op_table.h"

#include <array>

namespace shardscope::io::mlir {
namespace {

using ir::Opcode;

constexpr std::array kTable = {
    OpMapping{"abs", Opcode::Abs},
    OpMapping{"add", Opcode::Add},
    OpMapping{"after_all", Opcode::AfterAll},
    OpMapping{"all_gather", Opcode::AllGather},
    OpMapping{"all_reduce", Opcode::AllReduce},
    OpMapping{"all_to_all", Opcode::AllToAll},
    OpMapping{"and", Opcode::And},
    OpMapping{"atan2", Opcode::Atan2},
    OpMapping{"batch_norm_grad", Opcode::BatchNormGrad},
    OpMapping{"batch_norm_inference", Opcode::BatchNormInference},
    OpMapping{"batch_norm_training", Opcode::BatchNormTraining},
    OpMapping{"bitcast_convert", Opcode::BitcastConvert},
    OpMapping{"broadcast_in_dim", Opcode::Broadcast},
    OpMapping{"case", Opcode::Conditional},
    OpMapping{"cbrt", Opcode::Cbrt},
    OpMapping{"ceil", Opcode::Ceil},
    OpMapping{"cholesky", Opcode::Cholesky},
    OpMapping{"clamp", Opcode::Clamp},
    OpMapping{"collective_broadcast", Opcode::CollectiveBroadcast},
    OpMapping{"collective_permute", Opcode::CollectivePermute},
    OpMapping{"compare", Opcode::Compare},
    OpMapping{"complex", Opcode::Complex},
    OpMapping{"concatenate", Opcode::Concatenate},
    OpMapping{"constant", Opcode::Constant},
    OpMapping{"convert", Opcode::Convert},
    OpMapping{"copy", Opcode::Copy},
    OpMapping{"cosine", Opcode::Cos},
    OpMapping{"count_leading_zeros", Opcode::Clz},
    OpMapping{"custom_call", Opcode::CustomCall},
    OpMapping{"divide", Opcode::Divide},
    OpMapping{"dot", Opcode::Dot},
    OpMapping{"dot_general", Opcode::Dot},
    OpMapping{"dynamic_reshape", Opcode::DynamicReshape},
    OpMapping{"dynamic_slice", Opcode::DynamicSlice},
    OpMapping{"dynamic_update_slice", Opcode::DynamicUpdateSlice},
    OpMapping{"erf", Opcode::Erf},
    OpMapping{"exponential", Opcode::Exp},
    OpMapping{"exponential_minus_one", Opcode::Expm1},
    OpMapping{"fft", Opcode::Fft},
    OpMapping{"floor", Opcode::Floor},
    OpMapping{"get_dimension_size", Opcode::GetDimensionSize},
    OpMapping{"get_tuple_element", Opcode::GetTupleElement},
    OpMapping{"imag", Opcode::Imag},
    OpMapping{"infeed", Opcode::Infeed},
    OpMapping{"iota", Opcode::Iota},
    OpMapping{"is_finite", Opcode::IsFinite},
    OpMapping{"log", Opcode::Log},
    OpMapping{"log_plus_one", Opcode::Log1p},
    OpMapping{"logistic", Opcode::Logistic},
    OpMapping{"maximum", Opcode::Maximum},
    OpMapping{"minimum", Opcode::Minimum},
    OpMapping{"multiply", Opcode::Multiply},
    OpMapping{"negate", Opcode::Negate},
    OpMapping{"not", Opcode::Not},
    OpMapping{"optimization_barrier", Opcode::OptimizationBarrier},
    OpMapping{"or", Opcode::Or},
    OpMapping{"outfeed", Opcode::Outfeed},
    OpMapping{"pad", Opcode::Pad},
    OpMapping{"partition_id", Opcode::PartitionId},
    OpMapping{"popcnt", Opcode::PopulationCount},
    OpMapping{"power", Opcode::Power},
    OpMapping{"real", Opcode::Real},
    OpMapping{"recv", Opcode::Recv},
    OpMapping{"reduce", Opcode::Reduce},
    OpMapping{"reduce_precision", Opcode::ReducePrecision},
    OpMapping{"reduce_scatter", Opcode::ReduceScatter},
    OpMapping{"remainder", Opcode::Remainder},
    OpMapping{"replica_id", Opcode::ReplicaId},
    OpMapping{"reshape", Opcode::Reshape},
    OpMapping{"reverse", Opcode::Reverse},
    OpMapping{"rng", Opcode::Rng},
    OpMapping{"rng_bit_generator", Opcode::RngBitGenerator},
    OpMapping{"round_nearest_afz", Opcode::RoundNearestAfz},
    OpMapping{"round_nearest_even", Opcode::RoundNearestEven},
    OpMapping{"rsqrt", Opcode::Rsqrt},
    OpMapping{"select", Opcode::Select},
    OpMapping{"send", Opcode::Send},
    OpMapping{"set_dimension_size", Opcode::SetDimensionSize},
    OpMapping{"shift_left", Opcode::ShiftLeft},
    OpMapping{"shift_right_arithmetic", Opcode::ShiftRightArithmetic},
    OpMapping{"shift_right_logical", Opcode::ShiftRightLogical},
    OpMapping{"sign", Opcode::Sign},
    OpMapping{"sine", Opcode::Sin},
    OpMapping{"slice", Opcode::Slice},
    OpMapping{"sort", Opcode::Sort},
    OpMapping{"sqrt", Opcode::Sqrt},
    OpMapping{"subtract", Opcode::Subtract},
    OpMapping{"tan", Opcode::Tan},
    OpMapping{"tanh", Opcode::Tanh},
    OpMapping{"transpose", Opcode::Transpose},
    OpMapping{"triangular_solve", Opcode::TriangularSolve},
    OpMapping{"tuple", Opcode::Tuple},
    OpMapping{"while", Opcode::While},
    OpMapping{"xor", Opcode::Xor},
};

}  // namespace

std::span<const OpMapping> stableHloOpTable() { return kTable; }

std::string_view stripHloDialect(std::string_view fullName) {
  for (std::string_view prefix : {"stablehlo.", "mhlo."})
    if (fullName.starts_with(prefix)) return fullName.substr(prefix.size());
  return {};
}

std::optional<ir::Opcode> opcodeForMlirOp(std::string_view fullName) {
  // `sdy.constant` is Shardy's constant that propagation must not fold together; XLA's
  // Shardy export turns it back into a plain constant.
  if (fullName == "sdy.constant") return ir::Opcode::Constant;
  const std::string_view name = stripHloDialect(fullName);
  if (name.empty()) return std::nullopt;
  for (const OpMapping& row : kTable)
    if (row.mlirName == name) return row.opcode;
  return std::nullopt;
}

}  // namespace shardscope::io::mlir
