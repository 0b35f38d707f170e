#pragma once
// HLO opcodes with their text spelling (XLA's hlo_opcode.h) and the facts the loader
// and the engines need: arity and kind. Unknown spellings load as Opcode::Opaque
// (newer XLA versions add opcodes) and keep their text.

#include <cstdint>
#include <optional>
#include <string_view>

namespace shardscope::ir {

// X(Enum, "text", arity) — arity -1 means variadic.
#define SHARDSCOPE_HLO_OPCODES(X)                                   \
  X(Abs, "abs", 1)                                                  \
  X(Add, "add", 2)                                                  \
  X(AddDependency, "add-dependency", 2)                             \
  X(AfterAll, "after-all", -1)                                      \
  X(AllGather, "all-gather", -1)                                    \
  X(AllGatherStart, "all-gather-start", -1)                         \
  X(AllGatherDone, "all-gather-done", 1)                            \
  X(AllReduce, "all-reduce", -1)                                    \
  X(AllReduceStart, "all-reduce-start", -1)                         \
  X(AllReduceDone, "all-reduce-done", 1)                            \
  X(AllToAll, "all-to-all", -1)                                     \
  X(And, "and", 2)                                                  \
  X(AsyncDone, "async-done", 1)                                     \
  X(AsyncStart, "async-start", -1)                                  \
  X(AsyncUpdate, "async-update", 1)                                 \
  X(Atan2, "atan2", 2)                                              \
  X(BatchNormGrad, "batch-norm-grad", 5)                            \
  X(BatchNormInference, "batch-norm-inference", 5)                  \
  X(BatchNormTraining, "batch-norm-training", 3)                    \
  X(Bitcast, "bitcast", 1)                                          \
  X(BitcastConvert, "bitcast-convert", 1)                           \
  X(Broadcast, "broadcast", 1)                                      \
  X(Call, "call", -1)                                               \
  X(Cbrt, "cbrt", 1)                                                \
  X(Ceil, "ceil", 1)                                                \
  X(Cholesky, "cholesky", 1)                                        \
  X(Clamp, "clamp", 3)                                              \
  X(Clz, "count-leading-zeros", 1)                                  \
  X(CollectiveBroadcast, "collective-broadcast", -1)                \
  X(CollectivePermute, "collective-permute", -1)                    \
  X(CollectivePermuteDone, "collective-permute-done", 1)            \
  X(CollectivePermuteStart, "collective-permute-start", -1)         \
  X(Compare, "compare", 2)                                          \
  X(Complex, "complex", 2)                                          \
  X(Concatenate, "concatenate", -1)                                 \
  X(Conditional, "conditional", -1)                                 \
  X(Constant, "constant", 0)                                        \
  X(Convert, "convert", 1)                                          \
  X(Convolution, "convolution", 2)                                  \
  X(Copy, "copy", 1)                                                \
  X(CopyDone, "copy-done", 1)                                       \
  X(CopyStart, "copy-start", 1)                                     \
  X(Cos, "cosine", 1)                                               \
  X(CustomCall, "custom-call", -1)                                  \
  X(Divide, "divide", 2)                                            \
  X(Domain, "domain", 1)                                            \
  X(Dot, "dot", 2)                                                  \
  X(DynamicReshape, "dynamic-reshape", -1)                          \
  X(DynamicSlice, "dynamic-slice", -1)                              \
  X(DynamicUpdateSlice, "dynamic-update-slice", -1)                 \
  X(Erf, "erf", 1)                                                  \
  X(Exp, "exponential", 1)                                          \
  X(Expm1, "exponential-minus-one", 1)                              \
  X(Fft, "fft", 1)                                                  \
  X(Floor, "floor", 1)                                              \
  X(Fusion, "fusion", -1)                                           \
  X(Gather, "gather", 2)                                            \
  X(GetDimensionSize, "get-dimension-size", 1)                      \
  X(GetTupleElement, "get-tuple-element", 1)                        \
  X(Imag, "imag", 1)                                                \
  X(Infeed, "infeed", 1)                                            \
  X(Iota, "iota", 0)                                                \
  X(IsFinite, "is-finite", 1)                                       \
  X(Log, "log", 1)                                                  \
  X(Log1p, "log-plus-one", 1)                                       \
  X(Logistic, "logistic", 1)                                        \
  X(Maximum, "maximum", 2)                                          \
  X(Minimum, "minimum", 2)                                          \
  X(Multiply, "multiply", 2)                                        \
  X(Negate, "negate", 1)                                            \
  X(Not, "not", 1)                                                  \
  X(OptimizationBarrier, "opt-barrier", 1)                          \
  X(Or, "or", 2)                                                    \
  X(Outfeed, "outfeed", 2)                                          \
  X(Pad, "pad", 2)                                                  \
  X(Parameter, "parameter", 0)                                      \
  X(PartitionId, "partition-id", 0)                                 \
  X(PopulationCount, "popcnt", 1)                                   \
  X(Power, "power", 2)                                              \
  X(Real, "real", 1)                                                \
  X(Recv, "recv", 1)                                                \
  X(RecvDone, "recv-done", 1)                                       \
  X(Reduce, "reduce", -1)                                           \
  X(ReducePrecision, "reduce-precision", 1)                         \
  X(ReduceScatter, "reduce-scatter", -1)                            \
  X(ReduceWindow, "reduce-window", -1)                              \
  X(Remainder, "remainder", 2)                                      \
  X(ReplicaId, "replica-id", 0)                                     \
  X(Reshape, "reshape", 1)                                          \
  X(Reverse, "reverse", 1)                                          \
  X(Rng, "rng", -1)                                                 \
  X(RngBitGenerator, "rng-bit-generator", 1)                        \
  X(RngGetAndUpdateState, "rng-get-and-update-state", 0)            \
  X(RoundNearestAfz, "round-nearest-afz", 1)                        \
  X(RoundNearestEven, "round-nearest-even", 1)                      \
  X(Rsqrt, "rsqrt", 1)                                              \
  X(Scatter, "scatter", -1)                                         \
  X(Select, "select", 3)                                            \
  X(SelectAndScatter, "select-and-scatter", 3)                      \
  X(Send, "send", 2)                                                \
  X(SendDone, "send-done", 1)                                       \
  X(SetDimensionSize, "set-dimension-size", 2)                      \
  X(ShiftLeft, "shift-left", 2)                                     \
  X(ShiftRightArithmetic, "shift-right-arithmetic", 2)              \
  X(ShiftRightLogical, "shift-right-logical", 2)                    \
  X(Sign, "sign", 1)                                                \
  X(Sin, "sine", 1)                                                 \
  X(Slice, "slice", 1)                                              \
  X(Sort, "sort", -1)                                               \
  X(Sqrt, "sqrt", 1)                                                \
  X(StochasticConvert, "stochastic-convert", 2)                     \
  X(Subtract, "subtract", 2)                                        \
  X(Tan, "tan", 1)                                                  \
  X(Tanh, "tanh", 1)                                                \
  X(TopK, "topk", 1)                                                \
  X(Transpose, "transpose", 1)                                      \
  X(TriangularSolve, "triangular-solve", 2)                         \
  X(Tuple, "tuple", -1)                                             \
  X(While, "while", 1)                                              \
  X(Xor, "xor", 2)                                                  \
  X(Opaque, "<opaque>", -1)

enum class Opcode : uint8_t {
#define SHARDSCOPE_OPCODE_ENUM(e, text, arity) e,
  SHARDSCOPE_HLO_OPCODES(SHARDSCOPE_OPCODE_ENUM)
#undef SHARDSCOPE_OPCODE_ENUM
};

std::string_view opcodeName(Opcode opcode);
// Exact spelling; nullopt for unknown spellings (the caller decides: opaque or error).
std::optional<Opcode> opcodeFromName(std::string_view name);
int opcodeArity(Opcode opcode);  // -1: variadic

// XLA's async shorthand `X-start` / `X-update` / `X-done` for a known opcode X: returns X
// and sets `async` to AsyncStart / AsyncUpdate / AsyncDone; nullopt otherwise.
std::optional<Opcode> asyncShorthand(std::string_view text, Opcode& async);

bool isElementwiseUnary(Opcode opcode);
bool isElementwiseBinary(Opcode opcode);
bool isElementwise(Opcode opcode);  // unary, binary, select, clamp, compare, convert
// all-reduce, all-gather, reduce-scatter, all-to-all, collective-permute,
// collective-broadcast and their -start forms.
bool isCollective(Opcode opcode);

}  // namespace shardscope::ir
