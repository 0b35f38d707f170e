#pragma once
// GraphBuilder: writes well-formed HLO modules in code. It infers every result shape
// itself (so a generator cannot declare a wrong one), names instructions the way XLA
// does (`dot.17`), attaches metadata from the current op_name scope and source line to
// every instruction, and spells collectives as XLA's SPMD partitioner prints them
// (iota replica groups, channel_id, use_global_device_ids).

#include "ir/module.h"
#include "sharding/hlo_sharding.h"

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace shardscope::zoo {

// A value under construction: an instruction of the entry computation.
using Value = ir::InstructionId;

enum class ReduceKind { Sum, Max };

class GraphBuilder {
 public:
  // numPartitions > 0 writes `num_partitions=` in the module header.
  GraphBuilder(std::string moduleName, int64_t numPartitions);

  // ---- metadata context: every instruction created gets op_name = scopes joined by
  // '/', the current source file and line, and the op_type given by the call.
  void setSourceFile(std::string_view file);
  void setLine(int64_t line) { line_ = line; }
  void setLocation(std::string_view file, int64_t line) {
    setSourceFile(file);
    line_ = line;
  }
  void pushScope(std::string_view name);
  void popScope();
  class Scope {
   public:
    Scope(GraphBuilder& builder, std::string_view name) : builder_(builder) { builder_.pushScope(name); }
    ~Scope() { builder_.popScope(); }
    Scope(const Scope&) = delete;
    Scope& operator=(const Scope&) = delete;
   private:
    GraphBuilder& builder_;
  };
  // Sets op_type for the instructions created until the next call ("aten__mm", ...).
  void setOpType(std::string_view opType);

  // Instructions only the distributed program has (collectives, reshards, injected
  // bugs) are named `<opcode>.spmd.<k>` from their own counter, so every instruction
  // both programs share gets the same name in both: a pairing by name lines them up.
  class DistributedOnly {
   public:
    explicit DistributedOnly(GraphBuilder& builder) : builder_(builder) { ++builder_.distributedOnlyDepth_; }
    ~DistributedOnly() { --builder_.distributedOnlyDepth_; }
    DistributedOnly(const DistributedOnly&) = delete;
    DistributedOnly& operator=(const DistributedOnly&) = delete;
   private:
    GraphBuilder& builder_;
  };

  const ir::Shape& shape(Value v) const;
  std::string_view name(Value v) const;
  const ir::SourceMetadata& metadata(Value v) const;
  ir::ElementType type(Value v) const { return shape(v).type; }
  const std::vector<int64_t>& dims(Value v) const { return shape(v).dims; }

  // ---- leaves
  Value parameter(std::string_view name, ir::ElementType type, std::vector<int64_t> dims,
                  std::optional<sharding::HloSharding> sharding = std::nullopt);
  Value scalar(ir::ElementType type, double value);
  Value iota(ir::ElementType type, std::vector<int64_t> dims, int64_t dimension);
  Value partitionId();  // u32[]

  // ---- elementwise (operands must have equal dims; scalars are broadcast first)
  Value unary(ir::Opcode opcode, Value x);
  Value binary(ir::Opcode opcode, Value a, Value b);
  Value add(Value a, Value b) { return binary(ir::Opcode::Add, a, b); }
  Value subtract(Value a, Value b) { return binary(ir::Opcode::Subtract, a, b); }
  Value multiply(Value a, Value b) { return binary(ir::Opcode::Multiply, a, b); }
  Value divide(Value a, Value b) { return binary(ir::Opcode::Divide, a, b); }
  Value maximum(Value a, Value b) { return binary(ir::Opcode::Maximum, a, b); }
  Value compare(Value a, Value b, std::string_view direction);  // "EQ", "GE", "GT", ...
  Value select(Value predicate, Value onTrue, Value onFalse);
  Value convert(Value x, ir::ElementType type);

  // ---- shape ops
  Value broadcast(Value x, std::vector<int64_t> dims, std::vector<int64_t> mapping);
  // Broadcasts a scalar constant to `dims`.
  Value filled(ir::ElementType type, double value, std::vector<int64_t> dims);
  Value reshape(Value x, std::vector<int64_t> dims);
  Value transpose(Value x, std::vector<int64_t> permutation);
  Value slice(Value x, const std::vector<std::pair<int64_t, int64_t>>& ranges);
  Value concatenate(const std::vector<Value>& values, int64_t dimension);
  // Start indices are s32 scalars, one per dim.
  Value dynamicSlice(Value x, const std::vector<Value>& starts, std::vector<int64_t> sizes);
  Value dot(Value lhs, Value rhs, std::vector<int64_t> lhsBatch, std::vector<int64_t> rhsBatch,
            std::vector<int64_t> lhsContracting, std::vector<int64_t> rhsContracting);
  Value reduce(Value x, std::vector<int64_t> dimensions, ReduceKind kind);
  Value tuple(const std::vector<Value>& values);

  // ---- collectives over `groups` (numGroups x groupSize); iota groups when `iota`.
  struct Groups {
    std::vector<std::vector<int64_t>> groups;
    std::optional<ir::IotaReplicaGroups> iota;
    int64_t size() const { return groups.empty() ? 0 : static_cast<int64_t>(groups.front().size()); }
  };
  // One group of all `devices` in order: `[1,N]<=[N]`.
  static Groups allDevices(int64_t devices);
  // `numGroups` consecutive groups: `[G,N/G]<=[N]`.
  static Groups consecutive(int64_t devices, int64_t numGroups);
  static Groups explicitGroups(std::vector<std::vector<int64_t>> groups);

  Value allReduce(Value x, const Groups& groups, ReduceKind kind);
  // One all-reduce over several values of one element type (PyTorch/XLA's
  // reduce_gradients, XLA's AllReduceCombiner): a tuple, read with getTupleElement.
  Value allReduceTuple(const std::vector<Value>& xs, const Groups& groups, ReduceKind kind);
  Value getTupleElement(Value tuple, int64_t index);
  Value allGather(Value x, int64_t dimension, const Groups& groups);
  Value reduceScatter(Value x, int64_t dimension, const Groups& groups, ReduceKind kind);
  Value allToAll(Value x, int64_t dimension, const Groups& groups);
  Value collectivePermute(Value x, const std::vector<std::pair<int64_t, int64_t>>& pairs);

  // Attaches a sharding to an instruction (the ROOT's output relation).
  void setSharding(Value v, const sharding::HloSharding& sharding);
  std::size_t instructionCount() const;

  // Ends the entry computation with `root` and hands the module over.
  ir::Module finish(Value root);

 private:
  Value append(ir::Opcode opcode, ir::Shape shape, std::vector<Value> operands);
  ir::Instruction& at(Value v);
  ir::ComputationId reducer(ReduceKind kind, ir::ElementType type);
  std::string_view key(std::string_view text) { return module_.strings().intern(text); }
  void addCollectiveAttributes(ir::Instruction& instruction, const Groups& groups);
  std::shared_ptr<const ir::Layout> defaultLayout(std::size_t rank);

  ir::Module module_;
  std::unique_ptr<ir::Computation> entry_;
  int64_t nextParameter_ = 0;
  std::vector<std::string> scopes_;
  std::string_view opName_;
  std::string_view opType_;
  std::string_view sourceFile_;
  int64_t line_ = -1;
  int64_t nextId_ = 1;
  int64_t nextDistributedOnlyId_ = 1;
  int distributedOnlyDepth_ = 0;
  int64_t nextChannel_ = 1;
  std::vector<std::shared_ptr<const ir::Layout>> layouts_;
  std::vector<std::pair<std::pair<ReduceKind, ir::ElementType>, ir::ComputationId>> reducers_;
  std::vector<std::shared_ptr<const sharding::HloSharding>> shardings_;
};

}  // namespace shardscope::zoo
