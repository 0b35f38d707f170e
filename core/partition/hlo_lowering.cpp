#include "partition/hlo_lowering.h"

#include "partition/partition_error.h"

#include <algorithm>
#include <deque>
#include <optional>

namespace shardscope::partition {

std::string_view loweredAsName(LoweredAs as) {
  switch (as) {
    case LoweredAs::Node: return "node";
    case LoweredAs::Input: return "input";
    case LoweredAs::View: return "view";
    case LoweredAs::NotLowered: return "not-lowered";
  }
  return "";
}

namespace {

using ir::Instruction;
using ir::InstructionId;
using ir::Opcode;

// The bounds of the indices one HLO dimension is made of, major to minor; every atom is
// larger than 1 (a dimension of size 1 has none).
using Atoms = std::vector<int64_t>;

// Common refinement of two digit systems with the same product: the union of their
// place values (products of the minor atoms) must form a chain in which each divides
// the next. [2,6] and [4,3] refine to [2,2,3]; [2,3] and [3,2] interleave (nullopt).
std::optional<Atoms> commonRefinement(const Atoms& a, const Atoms& b) {
  auto placeValues = [](const Atoms& atoms) {
    std::vector<int64_t> values;
    int64_t product = 1;
    for (auto it = atoms.rbegin(); it != atoms.rend(); ++it) values.push_back(product *= *it);
    return values;
  };
  std::vector<int64_t> values = placeValues(a);
  const std::vector<int64_t> other = placeValues(b);
  values.insert(values.end(), other.begin(), other.end());
  std::sort(values.begin(), values.end());
  values.erase(std::unique(values.begin(), values.end()), values.end());
  Atoms refined;
  int64_t previous = 1;
  for (int64_t value : values) {
    if (value % previous != 0) return std::nullopt;
    refined.push_back(value / previous);
    previous = value;
  }
  std::reverse(refined.begin(), refined.end());
  return refined;
}

// Product of the atoms; nullopt when it overflows (shapes are untrusted).
std::optional<int64_t> product(const Atoms& atoms) {
  int64_t result = 1;
  for (int64_t atom : atoms)
    if (__builtin_mul_overflow(result, atom, &result)) return std::nullopt;
  return result;
}

struct DimRef {
  InstructionId instruction;
  int dim;
};

// The concatenated atoms of `lhs` and of `rhs` must be equal; `owner` is the instruction
// that imposes it and is cut from the graph when the two cannot be made equal.
struct Constraint {
  InstructionId owner;
  std::vector<DimRef> lhs, rhs;
};

enum class Role { Unsupported, Input, Dot, Elementwise, Broadcast, Reduce, Transpose, Reshape };

struct Classified {
  Classified() = default;
  Classified(Role r, std::string why = {}) : role(r), reason(std::move(why)) {}

  Role role = Role::Unsupported;
  std::string reason;                           // for Unsupported
  Aggregation aggregation = Aggregation::None;  // for Reduce
};

bool isArrayValue(const Instruction& instruction) { return instruction.shape.isArray(); }

const std::vector<int64_t> kNoDims;
const std::vector<int64_t>& listAttribute(const Instruction& instruction, std::string_view key) {
  const std::vector<int64_t>* list = instruction.intListAttribute(key);
  return list ? *list : kNoDims;
}

bool validDimList(const std::vector<int64_t>& dims, int64_t rank) {
  std::vector<bool> seen(static_cast<std::size_t>(rank), false);
  for (int64_t dim : dims) {
    if (dim < 0 || dim >= rank || seen[dim]) return false;
    seen[dim] = true;
  }
  return true;
}

// Dimensions of `rank` not in `excluded`, in order.
std::vector<int> remainingDims(int64_t rank, const std::vector<int64_t>& excluded) {
  std::vector<int> dims;
  for (int d = 0; d < rank; ++d)
    if (std::find(excluded.begin(), excluded.end(), d) == excluded.end()) dims.push_back(d);
  return dims;
}

std::string opcodeText(const Instruction& instruction) {
  return std::string(instruction.opcodeText.empty() ? ir::opcodeName(instruction.opcode)
                                                    : instruction.opcodeText);
}

class Lowerer {
 public:
  Lowerer(const ir::Module& module, int devices, const CancellationToken& cancel,
          const ProgressCallback& progress)
      : module_(module), computation_(module.entryComputation()), cancel_(cancel), progress_(progress) {
    while ((int64_t{1} << log2Devices_) < devices) ++log2Devices_;
  }

  HloLowering run() {
    std::vector<InstructionId> order;
    try {
      order = computation_.postOrder();
    } catch (const std::runtime_error& error) {
      throw PartitionError(std::string("the entry computation cannot be lowered: ") + error.what());
    }
    const std::size_t count = computation_.instructions.size();
    classified_.resize(count);
    atoms_.resize(count);
    constraintsOf_.resize(count);
    cut_.assign(count, false);
    result_.instructions.resize(count);
    for (InstructionId id : order) initialise(id);
    reportProgress(progress_, 0.2, "lowering: dimensions");
    refine();
    reportProgress(progress_, 0.5, "lowering: nodes");
    for (std::size_t k = 0; k < order.size(); ++k) {
      if (k % 1024 == 0) cancel_.throwIfCancelled();
      emit(order[k]);
    }
    reportProgress(progress_, 1.0, "lowering: done");
    return std::move(result_);
  }

 private:
  const Instruction& at(InstructionId id) const { return computation_.instructions[id]; }

  SourcePosition positionOf(const Instruction& instruction) const {
    const auto [line, column] = module_.position(instruction.fileOffset);
    return {line, column};
  }

  // Decides what an instruction becomes and records the dimension constraints it
  // imposes between its operands and its result.
  void initialise(InstructionId id) {
    const Instruction& instruction = at(id);
    LoweredInstruction& lowered = result_.instructions[id];
    lowered.name = std::string(instruction.name);
    lowered.opcode = opcodeText(instruction);
    if (!isArrayValue(instruction)) return;
    for (int64_t dim : instruction.shape.dims) {
      if (dim < 1 || dim > kMaxIndexBound)
        throw PartitionError("instruction '" + lowered.name + "' has a dimension of size " +
                             std::to_string(dim) + "; EinSum indices need 1 <= size <= 2^40");
      atoms_[id].push_back(dim > 1 ? Atoms{dim} : Atoms{});
    }
    Classified& c = classified_[id];
    c = classify(instruction);
    switch (c.role) {
      case Role::Dot: addDotConstraints(id); break;
      case Role::Elementwise:
        for (InstructionId operand : instruction.operands)
          if (at(operand).shape.rank() != 0)
            for (int d = 0; d < instruction.shape.rank(); ++d) addConstraint(id, {{id, d}}, {{operand, d}});
        break;
      case Role::Broadcast: {
        const std::vector<int64_t>& mapped = listAttribute(instruction, "dimensions");
        for (std::size_t k = 0; k < mapped.size(); ++k)
          addConstraint(id, {{id, static_cast<int>(mapped[k])}}, {{instruction.operands[0], static_cast<int>(k)}});
        break;
      }
      case Role::Reduce: {
        const std::vector<int> kept = remainingDims(at(instruction.operands[0]).shape.rank(),
                                                    listAttribute(instruction, "dimensions"));
        for (std::size_t k = 0; k < kept.size(); ++k)
          addConstraint(id, {{id, static_cast<int>(k)}}, {{instruction.operands[0], kept[k]}});
        break;
      }
      case Role::Transpose: {
        const std::vector<int64_t>& permutation = listAttribute(instruction, "dimensions");
        for (std::size_t k = 0; k < permutation.size(); ++k)
          addConstraint(id, {{id, static_cast<int>(k)}}, {{instruction.operands[0], static_cast<int>(permutation[k])}});
        break;
      }
      case Role::Reshape: {
        std::vector<DimRef> out, in;
        for (int d = 0; d < instruction.shape.rank(); ++d) out.push_back({id, d});
        for (int d = 0; d < at(instruction.operands[0]).shape.rank(); ++d)
          in.push_back({instruction.operands[0], d});
        addConstraint(id, std::move(out), std::move(in));
        break;
      }
      case Role::Input:
      case Role::Unsupported: break;
    }
  }

  bool operandsAreArrays(const Instruction& instruction) const {
    for (InstructionId operand : instruction.operands)
      if (operand < 0 || static_cast<std::size_t>(operand) >= computation_.instructions.size() ||
          !isArrayValue(at(operand)))
        return false;
    return true;
  }

  Classified unsupported(std::string reason) const { return {Role::Unsupported, std::move(reason)}; }

  Classified classify(const Instruction& instruction) const {
    const std::string name = opcodeText(instruction);
    const Opcode op = instruction.opcode;
    if (op == Opcode::Parameter || op == Opcode::Constant) return {Role::Input};
    if (!operandsAreArrays(instruction) || instruction.operands.empty())
      return unsupported(name + " is not an EinSum operation");
    const ir::Shape& shape = instruction.shape;
    const ir::Shape& first = at(instruction.operands[0]).shape;
    switch (op) {
      case Opcode::Dot: {
        if (instruction.operands.size() != 2) return unsupported("dot without two operands");
        const ir::Shape& rhs = at(instruction.operands[1]).shape;
        const auto& lb = listAttribute(instruction, "lhs_batch_dims");
        const auto& rb = listAttribute(instruction, "rhs_batch_dims");
        const auto& lc = listAttribute(instruction, "lhs_contracting_dims");
        const auto& rc = listAttribute(instruction, "rhs_contracting_dims");
        std::vector<int64_t> lAll = lb, rAll = rb;
        lAll.insert(lAll.end(), lc.begin(), lc.end());
        rAll.insert(rAll.end(), rc.begin(), rc.end());
        if (lb.size() != rb.size() || lc.size() != rc.size() || !validDimList(lAll, first.rank()) ||
            !validDimList(rAll, rhs.rank()) ||
            shape.rank() != first.rank() + rhs.rank() - static_cast<int64_t>(lb.size() + 2 * lc.size()))
          return unsupported("dot with dimension numbers that do not match its shapes");
        return {Role::Dot};
      }
      case Opcode::Broadcast: {
        const auto& mapped = listAttribute(instruction, "dimensions");
        if (static_cast<int64_t>(mapped.size()) != first.rank() || !validDimList(mapped, shape.rank()))
          return unsupported("broadcast with dimensions that do not match its shapes");
        for (std::size_t k = 0; k < mapped.size(); ++k)
          if (first.dims[k] != shape.dims[mapped[k]])
            return unsupported("broadcast that changes the size of an operand dimension");
        return {Role::Broadcast};
      }
      case Opcode::Reduce: {
        if (instruction.operands.size() != 2 || at(instruction.operands[1]).shape.rank() != 0)
          return unsupported("variadic reduce is not an EinSum operation");
        const auto& reduced = listAttribute(instruction, "dimensions");
        if (!validDimList(reduced, first.rank()) ||
            shape.rank() != first.rank() - static_cast<int64_t>(reduced.size()))
          return unsupported("reduce with dimensions that do not match its shapes");
        const ir::ComputationId called = instruction.calledComputation("to_apply");
        if (called < 0 || static_cast<std::size_t>(called) >= module_.computations.size() ||
            module_.computations[called].root < 0)
          return unsupported("reduce without a reduction computation");
        const Opcode combiner = module_.computations[called].rootInstruction().opcode;
        Classified c{Role::Reduce};
        if (combiner == Opcode::Add) c.aggregation = Aggregation::Sum;
        else if (combiner == Opcode::Maximum) c.aggregation = Aggregation::Max;
        else if (combiner == Opcode::Minimum) c.aggregation = Aggregation::Min;
        else return unsupported("reduce whose computation is not add, maximum or minimum");
        return c;
      }
      case Opcode::Transpose: {
        const auto& permutation = listAttribute(instruction, "dimensions");
        if (static_cast<int64_t>(permutation.size()) != first.rank() || shape.rank() != first.rank() ||
            !validDimList(permutation, first.rank()))
          return unsupported("transpose with a permutation that does not match its shapes");
        return {Role::Transpose};
      }
      case Opcode::Reshape:
        if (shape.elementCount() != first.elementCount())
          return unsupported("reshape that changes the element count");
        return {Role::Reshape};
      default: break;
    }
    if (ir::isElementwise(op)) {
      for (InstructionId operand : instruction.operands) {
        const ir::Shape& operandShape = at(operand).shape;
        if (operandShape.rank() != 0 && operandShape.dims != shape.dims)
          return unsupported(name + " with an operand of another shape");
      }
      return {Role::Elementwise};
    }
    return unsupported(name + " is not an EinSum operation");
  }

  void addDotConstraints(InstructionId id) {
    const Instruction& dot = at(id);
    const InstructionId lhs = dot.operands[0], rhs = dot.operands[1];
    const auto& lb = listAttribute(dot, "lhs_batch_dims");
    const auto& rb = listAttribute(dot, "rhs_batch_dims");
    const auto& lc = listAttribute(dot, "lhs_contracting_dims");
    const auto& rc = listAttribute(dot, "rhs_contracting_dims");
    int out = 0;
    for (std::size_t k = 0; k < lb.size(); ++k, ++out) {
      addConstraint(id, {{id, out}}, {{lhs, static_cast<int>(lb[k])}});
      addConstraint(id, {{id, out}}, {{rhs, static_cast<int>(rb[k])}});
    }
    for (std::size_t k = 0; k < lc.size(); ++k)
      addConstraint(id, {{lhs, static_cast<int>(lc[k])}}, {{rhs, static_cast<int>(rc[k])}});
    std::vector<int64_t> lUsed = lb, rUsed = rb;
    lUsed.insert(lUsed.end(), lc.begin(), lc.end());
    rUsed.insert(rUsed.end(), rc.begin(), rc.end());
    for (int d : remainingDims(at(lhs).shape.rank(), lUsed)) addConstraint(id, {{id, out++}}, {{lhs, d}});
    for (int d : remainingDims(at(rhs).shape.rank(), rUsed)) addConstraint(id, {{id, out++}}, {{rhs, d}});
  }

  void addConstraint(InstructionId owner, std::vector<DimRef> lhs, std::vector<DimRef> rhs) {
    const int index = static_cast<int>(constraints_.size());
    for (const auto* side : {&lhs, &rhs})
      for (const DimRef& ref : *side) {
        std::vector<int>& list = constraintsOf_[ref.instruction];
        if (list.empty() || list.back() != index) list.push_back(index);
      }
    constraints_.push_back({owner, std::move(lhs), std::move(rhs)});
  }

  Atoms concatenated(const std::vector<DimRef>& refs) const {
    Atoms atoms;
    for (const DimRef& ref : refs)
      atoms.insert(atoms.end(), atoms_[ref.instruction][ref.dim].begin(), atoms_[ref.instruction][ref.dim].end());
    return atoms;
  }

  // Makes the atoms of every constrained pair of dimensions equal by splitting them to
  // their common refinement, to a fixpoint (a worklist: only constraints touching a
  // changed value are looked at again). A constraint whose sides interleave cuts its
  // owner from the graph. Atoms only ever split, so this terminates: a dimension of
  // size n splits at most log2(n) times.
  void refine() {
    std::deque<int> work;
    std::vector<bool> queued(constraints_.size(), true);
    for (std::size_t k = 0; k < constraints_.size(); ++k) work.push_back(static_cast<int>(k));
    std::size_t steps = 0;
    while (!work.empty()) {
      if (++steps % 4096 == 0) cancel_.throwIfCancelled();
      const int index = work.front();
      work.pop_front();
      queued[index] = false;
      const Constraint& constraint = constraints_[index];
      if (cut_[constraint.owner]) continue;
      const Atoms lhs = concatenated(constraint.lhs), rhs = concatenated(constraint.rhs);
      if (lhs == rhs) continue;
      const std::optional<int64_t> lhsSize = product(lhs), rhsSize = product(rhs);
      if (!lhsSize || !rhsSize || *lhsSize != *rhsSize) {
        cutFromGraph(constraint.owner, "its operands' sizes do not match its result");
        continue;
      }
      const std::optional<Atoms> refined = commonRefinement(lhs, rhs);
      if (!refined) {
        cutFromGraph(constraint.owner, at(constraint.owner).opcode == Opcode::Reshape
                                           ? "reshape that mixes dimensions (not only splits or merges)"
                                           : "its operands' dimensions are split incompatibly by reshapes");
        continue;
      }
      for (const auto* side : {&constraint.lhs, &constraint.rhs}) {
        std::size_t next = 0;
        for (const DimRef& ref : *side) {
          Atoms& atoms = atoms_[ref.instruction][ref.dim];
          int64_t size = 1;
          for (int64_t atom : atoms) size *= atom;
          Atoms split;
          for (int64_t product = 1; product < size && next < refined->size(); ++next) {
            product *= (*refined)[next];
            split.push_back((*refined)[next]);
          }
          if (split == atoms) continue;
          atoms = std::move(split);
          for (int other : constraintsOf_[ref.instruction])
            if (!queued[other]) {
              queued[other] = true;
              work.push_back(other);
            }
        }
      }
    }
  }

  void cutFromGraph(InstructionId id, std::string reason) {
    cut_[id] = true;
    classified_[id].role = Role::Unsupported;
    classified_[id].reason = std::move(reason);
  }

  // Index names are the node-local position letter plus the bound ("i_1024"), so one
  // name always has one bound and the printed graph stays readable.
  std::string indexName(int position, int64_t bound) {
    static constexpr std::string_view kLetters = "ijklmnopqrstuvwxyzabcdefgh";
    std::string name(1, kLetters[static_cast<std::size_t>(position) % kLetters.size()]);
    if (position >= static_cast<int>(kLetters.size())) name += std::to_string(position / kLetters.size());
    name += "_" + std::to_string(bound);
    if (auto error = result_.graph.addBound(name, bound)) throw PartitionError(error->message);
    return name;
  }

  void recordEvent(const LoweredInstruction& lowered, std::string rule, std::string message) {
    trace::TraceEvent event;
    event.kind = "hlo-lowered";
    event.subject = lowered.name;
    event.rule = std::move(rule);
    event.message = std::move(message);
    event.details = {{"as", std::string(loweredAsName(lowered.as))}, {"opcode", lowered.opcode}};
    result_.trace.add(std::move(event));
  }

  int atomCount(InstructionId id) const {
    int count = 0;
    for (const Atoms& atoms : atoms_[id]) count += static_cast<int>(atoms.size());
    return count;
  }

  void emitInput(InstructionId id, const std::string& reason) {
    const Instruction& instruction = at(id);
    LoweredInstruction& lowered = result_.instructions[id];
    if (atomCount(id) > kMaxTensorRank)
      throw PartitionError("instruction '" + lowered.name + "' needs more than " +
                           std::to_string(kMaxTensorRank) + " EinSum indices");
    std::vector<std::string> names;
    lowered.dims.clear();
    for (const Atoms& atoms : atoms_[id]) {
      std::vector<int> dims;
      for (int64_t atom : atoms) {
        dims.push_back(static_cast<int>(names.size()));
        names.push_back(indexName(static_cast<int>(names.size()), atom));
      }
      lowered.dims.push_back(std::move(dims));
    }
    if (auto error = result_.graph.addInput(lowered.name, names, positionOf(instruction)))
      throw PartitionError("cannot lower '" + lowered.name + "': " + error->message);
    lowered.as = LoweredAs::Input;
    lowered.tensor = static_cast<int>(result_.graph.tensors().size()) - 1;
    lowered.reason = reason;
    ++result_.inputs;
    if (!reason.empty()) ++result_.cuts;
    recordEvent(lowered, reason.empty() ? "graph-input" : "cut",
          reason.empty() ? lowered.opcode + " is a graph input" : "cut: " + reason);
  }

  void emitView(InstructionId id, Role role) {
    const Instruction& instruction = at(id);
    LoweredInstruction& lowered = result_.instructions[id];
    const LoweredInstruction& operand = result_.instructions[instruction.operands[0]];
    lowered.as = LoweredAs::View;
    lowered.tensor = operand.tensor;
    lowered.dims.clear();
    if (role == Role::Transpose) {
      for (int64_t source : listAttribute(instruction, "dimensions")) lowered.dims.push_back(operand.dims[source]);
      lowered.reason = "transpose: consumers read the operand with permuted indices";
    } else {
      // The refinement made the concatenated atoms of both sides equal; regroup them.
      std::vector<int> flat;
      for (const std::vector<int>& dims : operand.dims) flat.insert(flat.end(), dims.begin(), dims.end());
      std::size_t next = 0;
      for (const Atoms& atoms : atoms_[id]) {
        lowered.dims.emplace_back(flat.begin() + next, flat.begin() + next + atoms.size());
        next += atoms.size();
      }
      lowered.reason = "reshape that only splits or merges: consumers read the operand's indices";
    }
    ++result_.views;
    recordEvent(lowered, role == Role::Transpose ? "view-transpose" : "view-reshape", lowered.reason);
  }

  // Index variables of one node: the output's atoms first, then aggregated ones.
  struct NodeVariables {
    std::vector<int64_t> bounds;
    std::vector<std::vector<std::vector<int>>> operandVars;  // per operand, dim, atom
    std::vector<std::vector<int>> outputVars;                // per output dim, atom

    int fresh(int64_t bound) {
      bounds.push_back(bound);
      return static_cast<int>(bounds.size()) - 1;
    }
  };

  void emitNode(InstructionId id) {
    const Instruction& instruction = at(id);
    LoweredInstruction& lowered = result_.instructions[id];
    const Classified& c = classified_[id];
    NodeVariables vars;
    for (const Atoms& atoms : atoms_[id]) {
      std::vector<int> dimVars;
      for (int64_t atom : atoms) dimVars.push_back(vars.fresh(atom));
      vars.outputVars.push_back(std::move(dimVars));
    }
    std::vector<InstructionId> operands = instruction.operands;
    if (c.role == Role::Reduce) operands.resize(1);  // the init value is a scalar constant
    vars.operandVars.resize(operands.size());
    for (std::size_t k = 0; k < operands.size(); ++k)
      vars.operandVars[k].resize(static_cast<std::size_t>(at(operands[k]).shape.rank()));
    auto same = [&](std::size_t operand, int64_t dim, int outDim) { vars.operandVars[operand][dim] = vars.outputVars[outDim]; };
    auto aggregated = [&](std::size_t operand, int64_t dim) {
      std::vector<int> dimVars;
      for (int64_t atom : atoms_[operands[operand]][dim]) dimVars.push_back(vars.fresh(atom));
      vars.operandVars[operand][dim] = dimVars;
      return dimVars;
    };
    Aggregation aggregation = Aggregation::None;
    switch (c.role) {
      case Role::Elementwise:
        for (std::size_t k = 0; k < operands.size(); ++k)
          for (int64_t d = 0; d < at(operands[k]).shape.rank(); ++d) same(k, d, static_cast<int>(d));
        break;
      case Role::Broadcast: {
        const auto& mapped = listAttribute(instruction, "dimensions");
        for (std::size_t k = 0; k < mapped.size(); ++k) same(0, static_cast<int64_t>(k), static_cast<int>(mapped[k]));
        break;
      }
      case Role::Reduce: {
        const auto& reduced = listAttribute(instruction, "dimensions");
        const std::vector<int> kept = remainingDims(at(operands[0]).shape.rank(), reduced);
        for (std::size_t k = 0; k < kept.size(); ++k) same(0, kept[k], static_cast<int>(k));
        bool any = false;
        for (int64_t d : reduced) any |= !aggregated(0, d).empty();
        if (any) aggregation = c.aggregation;
        break;
      }
      case Role::Dot: {
        const auto& lb = listAttribute(instruction, "lhs_batch_dims");
        const auto& rb = listAttribute(instruction, "rhs_batch_dims");
        const auto& lc = listAttribute(instruction, "lhs_contracting_dims");
        const auto& rc = listAttribute(instruction, "rhs_contracting_dims");
        int out = 0;
        for (std::size_t k = 0; k < lb.size(); ++k, ++out) {
          same(0, lb[k], out);
          same(1, rb[k], out);
        }
        for (std::size_t k = 0; k < lc.size(); ++k) {
          const std::vector<int> shared = aggregated(0, lc[k]);
          vars.operandVars[1][rc[k]] = shared;
          if (!shared.empty()) aggregation = Aggregation::Sum;
        }
        std::vector<int64_t> lUsed = lb, rUsed = rb;
        lUsed.insert(lUsed.end(), lc.begin(), lc.end());
        rUsed.insert(rUsed.end(), rc.begin(), rc.end());
        for (int d : remainingDims(at(operands[0]).shape.rank(), lUsed)) same(0, d, out++);
        for (int d : remainingDims(at(operands[1]).shape.rank(), rUsed)) same(1, d, out++);
        break;
      }
      default: break;
    }
    if (vars.bounds.size() > static_cast<std::size_t>(kMaxJoinRank)) {
      emitInput(id, "needs more than " + std::to_string(kMaxJoinRank) + " EinSum indices");
      return;
    }
    // A candidate splits index k into 2^e_k <= bound_k parts with sum e_k = log2 P.
    int capacity = 0;
    for (int64_t bound : vars.bounds) {
      int e = 0;
      while ((int64_t{2} << e) <= bound) ++e;
      capacity += e;
    }
    if (capacity < log2Devices_) {
      emitInput(id, "its join space is too small to split into " +
                        std::to_string(int64_t{1} << log2Devices_) + " kernel calls");
      return;
    }

    std::vector<std::string> names;
    for (std::size_t v = 0; v < vars.bounds.size(); ++v)
      names.push_back(indexName(static_cast<int>(v), vars.bounds[v]));
    NodeSpec spec;
    spec.output = lowered.name;
    spec.position = positionOf(instruction);
    spec.aggregationPosition = spec.position;
    spec.aggregation = aggregation;
    for (const std::vector<int>& dimVars : vars.outputVars)
      for (int v : dimVars) spec.outputIndices.push_back(names[v]);
    for (std::size_t k = 0; k < operands.size(); ++k) {
      const LoweredInstruction& operand = result_.instructions[operands[k]];
      const EinSumTensor& tensor = result_.graph.tensors()[operand.tensor];
      AccessSpec access;
      access.tensor = tensor.name;
      access.position = spec.position;
      access.indices.resize(tensor.indices.size());
      for (std::size_t d = 0; d < operand.dims.size(); ++d)
        for (std::size_t q = 0; q < operand.dims[d].size(); ++q)
          access.indices[operand.dims[d][q]] = names[vars.operandVars[k][d][q]];
      spec.operands.push_back(std::move(access));
    }
    spec.kernel = kernelFor(instruction, c.role, operands.size());

    if (auto error = result_.graph.addNode(std::move(spec)))
      throw PartitionError("cannot lower '" + lowered.name + "': " + error->message);
    lowered.as = LoweredAs::Node;
    lowered.node = static_cast<int>(result_.graph.nodes().size()) - 1;
    lowered.tensor = result_.graph.nodes().back().output;
    lowered.dims.clear();
    int position = 0;
    for (const std::vector<int>& dimVars : vars.outputVars) {
      std::vector<int> dims;
      for (std::size_t q = 0; q < dimVars.size(); ++q) dims.push_back(position++);
      lowered.dims.push_back(std::move(dims));
    }
    ++result_.nodes;
    recordEvent(lowered, ruleFor(c.role),
          lowered.name + " = " + result_.graph.nodeExpressionText(result_.graph.nodes().back()));
  }

  static std::string ruleFor(Role role) {
    switch (role) {
      case Role::Dot: return "lower-dot";
      case Role::Elementwise: return "lower-elementwise";
      case Role::Broadcast: return "lower-broadcast";
      case Role::Reduce: return "lower-reduce";
      default: return "lower";
    }
  }

  // The scalar kernel: arithmetic the DSL can spell keeps its symbol, every other
  // elementwise op is a named call; a dot multiplies; broadcast and reduce copy.
  static std::vector<ScalarExpr> kernelFor(const Instruction& instruction, Role role, std::size_t operandCount) {
    std::vector<ScalarExpr> kernel;
    for (std::size_t k = 0; k < operandCount; ++k) {
      ScalarExpr operand;
      operand.kind = ScalarExpr::Kind::Operand;
      operand.operand = static_cast<int>(k);
      kernel.push_back(operand);
    }
    if (role == Role::Broadcast || role == Role::Reduce) return kernel;
    ScalarExpr root;
    auto binary = [&](BinaryOperator op) {
      root.kind = ScalarExpr::Kind::Binary;
      root.binary = op;
      root.lhs = 0;
      root.rhs = 1;
    };
    auto unary = [&](UnaryFunction function) {
      root.kind = ScalarExpr::Kind::Unary;
      root.unary = function;
      root.lhs = 0;
    };
    switch (role == Role::Dot ? Opcode::Multiply : instruction.opcode) {
      case Opcode::Multiply: binary(BinaryOperator::Mul); break;
      case Opcode::Add: binary(BinaryOperator::Add); break;
      case Opcode::Subtract: binary(BinaryOperator::Sub); break;
      case Opcode::Divide: binary(BinaryOperator::Div); break;
      case Opcode::Negate: unary(UnaryFunction::Neg); break;
      case Opcode::Exp: unary(UnaryFunction::Exp); break;
      case Opcode::Tanh: unary(UnaryFunction::Tanh); break;
      default:
        root.kind = ScalarExpr::Kind::Call;
        root.function = opcodeText(instruction);
        for (std::size_t k = 0; k < operandCount; ++k) root.args.push_back(static_cast<int>(k));
        break;
    }
    kernel.push_back(std::move(root));
    return kernel;
  }

  void emit(InstructionId id) {
    const Instruction& instruction = at(id);
    LoweredInstruction& lowered = result_.instructions[id];
    if (!isArrayValue(instruction)) {
      lowered.as = LoweredAs::NotLowered;
      lowered.reason = "not an array value";
      ++result_.notLowered;
      recordEvent(lowered, "not-lowered", lowered.opcode + " has no array value");
      return;
    }
    const Classified& c = classified_[id];
    switch (c.role) {
      case Role::Input: emitInput(id, ""); return;
      case Role::Unsupported: emitInput(id, c.reason); return;
      case Role::Transpose:
      case Role::Reshape: emitView(id, c.role); return;
      default: emitNode(id); return;
    }
  }

  const ir::Module& module_;
  const ir::Computation& computation_;
  const CancellationToken& cancel_;
  const ProgressCallback& progress_;
  std::vector<Classified> classified_;
  std::vector<std::vector<Atoms>> atoms_;  // per instruction, per dimension
  std::vector<Constraint> constraints_;
  std::vector<std::vector<int>> constraintsOf_;  // constraint ids touching an instruction
  std::vector<bool> cut_;
  int log2Devices_ = 0;
  HloLowering result_;
};

}  // namespace

HloLowering lowerHloModule(const ir::Module& module, int devices, const CancellationToken& cancel,
                           const ProgressCallback& progress) {
  if (module.entry < 0 || static_cast<std::size_t>(module.entry) >= module.computations.size())
    throw PartitionError("the module has no entry computation");
  return Lowerer(module, devices, cancel, progress).run();
}

}  // namespace shardscope::partition
