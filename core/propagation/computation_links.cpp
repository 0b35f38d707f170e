#include "propagation/computation_links.h"

#include <optional>
#include <variant>

namespace shardscope::propagation {

namespace {

using ir::ComputationId;
using ir::Instruction;
using ir::InstructionId;

// XLA's ShapeUtil::CompatibleIgnoringElementType: same tuple structure and dims.
bool compatible(const ir::Shape& a, const ir::Shape& b) {
  if (a.isTuple() != b.isTuple()) return false;
  if (a.isTuple()) {
    if (a.tupleShapes.size() != b.tupleShapes.size()) return false;
    for (std::size_t i = 0; i < a.tupleShapes.size(); ++i)
      if (!compatible(a.tupleShapes[i], b.tupleShapes[i])) return false;
    return true;
  }
  if (a.isArray() != b.isArray()) return false;
  return a.isArray() ? a.dims == b.dims : a.type == b.type;
}

class LinkFinder {
 public:
  explicit LinkFinder(const ir::Module& module) : module_(module) {
    result_.linkedComputation.assign(module.computations.size(), false);
  }

  ComputationLinks find() {
    for (std::size_t c = 0; c < module_.computations.size(); ++c) {
      const auto& instructions = module_.computations[c].instructions;
      for (std::size_t i = 0; i < instructions.size(); ++i) {
        const Node self{static_cast<int>(c), static_cast<InstructionId>(i)};
        switch (instructions[i].opcode) {
          case ir::Opcode::While: linkWhile(self); break;
          case ir::Opcode::Call: linkCall(self); break;
          case ir::Opcode::Conditional: linkConditional(self); break;
          default: break;
        }
      }
    }
    return std::move(result_);
  }

 private:
  using Node = LinkedNode;

  const Instruction& at(Node node) const { return module_.computations[node.computation].instructions[node.instruction]; }
  bool valid(ComputationId id) const { return id >= 0 && static_cast<std::size_t>(id) < module_.computations.size(); }

  std::optional<Node> rootOf(ComputationId id) const {
    const InstructionId root = module_.computations[id].root;
    if (root < 0 || static_cast<std::size_t>(root) >= module_.computations[id].instructions.size()) return std::nullopt;
    return Node{id, root};
  }

  // The only parameter of a computation (while bodies, conditions, branches).
  std::optional<Node> soleParameter(ComputationId id) const {
    const std::vector<InstructionId> parameters = module_.computations[id].parameters();
    if (parameters.size() != 1) return std::nullopt;
    return Node{id, parameters[0]};
  }

  Node operandOf(Node node, std::size_t k) const { return Node{node.computation, at(node).operands[k]}; }

  void add(RuleId rule, bool sharesAnnotation, std::vector<Node> members) {
    result_.links.push_back(ComputationLink{rule, sharesAnnotation, std::move(members)});
  }

  void linkWhile(Node self) {
    const Instruction& instruction = at(self);
    const ComputationId body = instruction.calledComputation("body");
    const ComputationId condition = instruction.calledComputation("condition");
    if (!valid(body) || !valid(condition) || instruction.operands.size() != 1) return;
    const auto bodyRoot = rootOf(body);
    const auto bodyParameter = soleParameter(body);
    const auto conditionParameter = soleParameter(condition);
    if (!bodyRoot || !bodyParameter || !conditionParameter) return;
    const Node operand = operandOf(self, 0);
    for (Node member : {*bodyRoot, *bodyParameter, *conditionParameter, operand})
      if (!compatible(at(member).shape, instruction.shape)) return;
    add(RuleId::While, true, {self, *bodyRoot, *bodyParameter, *conditionParameter});
    add(RuleId::While, false, {operand, self});
    result_.linkedComputation[body] = true;
    result_.linkedComputation[condition] = true;
  }

  void linkCall(Node self) {
    const Instruction& instruction = at(self);
    const ComputationId callee = instruction.calledComputation("to_apply");
    if (!valid(callee)) return;
    result_.linkedComputation[callee] = true;
    if (const auto root = rootOf(callee); root && compatible(at(*root).shape, instruction.shape))
      add(RuleId::Call, true, {self, *root});
    for (InstructionId parameter : module_.computations[callee].parameters()) {
      const Node node{callee, parameter};
      const int64_t number = at(node).parameterNumber;
      if (number < 0 || static_cast<std::size_t>(number) >= instruction.operands.size()) continue;
      const Node operand = operandOf(self, static_cast<std::size_t>(number));
      if (compatible(at(operand).shape, at(node).shape)) add(RuleId::Call, false, {node, operand});
    }
  }

  void linkConditional(Node self) {
    const Instruction& instruction = at(self);
    std::vector<ComputationId> branches;
    if (const ir::Attribute* a = instruction.attribute("branch_computations")) {
      if (const auto* called = std::get_if<ir::CalledComputations>(&a->value)) branches = called->ids;
    } else {
      branches = {instruction.calledComputation("true_computation"), instruction.calledComputation("false_computation")};
    }
    if (branches.empty() || instruction.operands.size() != branches.size() + 1) return;
    for (ComputationId branch : branches)
      if (!valid(branch)) return;
    std::vector<Node> group{self};
    for (std::size_t b = 0; b < branches.size(); ++b) {
      result_.linkedComputation[branches[b]] = true;
      if (const auto root = rootOf(branches[b]); root && compatible(at(*root).shape, instruction.shape))
        group.push_back(*root);
      const auto parameter = soleParameter(branches[b]);
      const Node operand = operandOf(self, b + 1);
      if (parameter && compatible(at(*parameter).shape, at(operand).shape))
        add(RuleId::Conditional, false, {*parameter, operand});
    }
    if (group.size() > 1) add(RuleId::Conditional, true, std::move(group));
  }

  const ir::Module& module_;
  ComputationLinks result_;
};

}  // namespace

ComputationLinks findComputationLinks(const ir::Module& module) { return LinkFinder(module).find(); }

}  // namespace shardscope::propagation
