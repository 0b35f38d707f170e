#pragma once
// The operator name an instruction gets in the e-graph: opcode, result type and every
// attribute that changes what is computed (called computations by structure), so two
// instructions with equal signatures over equal operands compute equal values. Source
// metadata, shardings, channel ids and backend hints are left out.

#include "ir/module.h"
#include "verify/relation.h"

#include <map>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace shardscope::verify {

// Attribute values that a rule replaces (e.g. a slice's limits in baseline sizes).
using AttributeOverrides = std::vector<std::pair<std::string_view, std::string>>;

class SignatureBuilder {
 public:
  explicit SignatureBuilder(const ir::Module& module) : module_(module) {}

  // The signature of `instruction` computing a result of `dims` (its own dims by default).
  std::string signature(const ir::Instruction& instruction) const;
  std::string signature(const ir::Instruction& instruction, const std::vector<int64_t>& dims,
                        const AttributeOverrides& overrides = {}) const;
  // The same text appended to `text`: the callers that make one per instruction (loading
  // the baseline, the layer keys) keep one buffer instead of an allocation each.
  void appendSignature(std::string& text, const ir::Instruction& instruction) const;
  void appendSignature(std::string& text, const ir::Instruction& instruction, const std::vector<int64_t>& dims,
                       const AttributeOverrides& overrides) const;
  // The structure of a called computation, as text (parameters by number, instructions
  // by signature and operand positions). Bounded: nesting over 16 levels is opaque.
  std::string computationSignature(ir::ComputationId id, int depth = 0) const;
  // The combiner a reduction computation applies: a single add/max/min/multiply of its
  // two parameters; None otherwise.
  ReduceOp reducerOf(ir::ComputationId id) const;
  // Text of one attribute value as the signature writes it.
  std::string attributeText(const ir::AttributeValue& value, int depth) const;

 private:
  const ir::Module& module_;
  mutable std::map<ir::ComputationId, std::string> computationCache_;
};

std::string dimsText(ir::ElementType type, const std::vector<int64_t>& dims);
void appendDimsText(std::string& text, ir::ElementType type, const std::vector<int64_t>& dims);

}  // namespace shardscope::verify
