// GCC 12 reports -Wrestrict inside libstdc++ for `"literal" + std::string` (GCC bug
// 105329, a false positive); the messages here are built that way throughout.
#if defined(__GNUC__) && !defined(__clang__) && __GNUC__ == 12
#pragma GCC diagnostic ignored "-Wrestrict"
#endif
#include "verify/layer_memo.h"

#include "egraph/small_vector.h"

#include <algorithm>
#include <cctype>
#include <map>
#include <unordered_map>

namespace shardscope::verify {

namespace {
// "layer.3/attn/q_proj" -> "layer.3"; scopes whose first component does not end in a
// number are not layers.
std::string_view layerScope(std::string_view opName) {
  const std::size_t slash = opName.find('/');
  const std::string_view first = opName.substr(0, slash);
  if (first.empty() || !std::isdigit(static_cast<unsigned char>(first.back()))) return {};
  std::size_t i = first.size();
  while (i > 0 && std::isdigit(static_cast<unsigned char>(first[i - 1]))) --i;
  if (i == 0 || (first[i - 1] != '.' && first[i - 1] != '_')) return {};
  return first;
}

bool sameValueRule(std::string_view rule) {
  static const char* const kRules[] = {"identity", "dynamic-slice-by-device", "all-reduce-of-partial", "all-gather-tiles",
                                       "reduce-scatter-of-partial", "all-to-all", "collective-permute-tiles"};
  return std::any_of(std::begin(kRules), std::end(kRules), [&](const char* r) { return rule == r; });
}

// Relation::sameAs, answered first by field-wise identity with the very same bijection
// (the usual case: a layer's operands repeat the model's relations exactly), which needs
// none of sameAs's canonical parts and padding.
bool sameRelation(const Relation& a, const Relation& b) {
  const bool identical = a.devices == b.devices && a.partial == b.partial && a.partCount == b.partCount && a.layout == b.layout &&
                         a.tiles == b.tiles && a.tileIndex == b.tileIndex && a.part == b.part && a.padding == b.padding;
  return identical || a.sameAs(b);
}

bool lookupRule(std::string_view rule) {
  static const char* const kRules[] = {"replicated-congruence", "elementwise-tiled", "broadcast-tiled", "dot-sharded",
                                       "reduce-sharded", "slice-concat-untiled", "layout-bijection", "scatter-window-tiled"};
  return std::any_of(std::begin(kRules), std::end(kRules), [&](const char* r) { return rule == r; });
}
}  // namespace

LayerMemo::LayerMemo(VerifyContext& context, bool enabled) : context_(context), enabled_(enabled) {
  if (!enabled_) return;
  const ir::Computation& entry = context.distributedEntry;
  layerOf_.assign(entry.instructions.size(), -1);
  positionOf_.assign(entry.instructions.size(), -1);
  std::unordered_map<std::string_view, int> layerIndex;
  // File order: the order a layer's code emitted it, the same for every copy of the layer.
  for (ir::InstructionId id = 0; id < static_cast<ir::InstructionId>(entry.instructions.size()); ++id) {
    const ir::Instruction& in = entry.instructions[id];
    if (in.opcode == ir::Opcode::Parameter) continue;
    const std::string_view scope = layerScope(in.metadata.opName);
    if (scope.empty()) continue;
    auto [it, added] = layerIndex.try_emplace(scope, static_cast<int>(layers_.size()));  // no node made for a known scope
    if (added) layers_.emplace_back();
    layerOf_[id] = it->second;
    positionOf_[id] = static_cast<int>(layers_[it->second].size());
    layers_[it->second].push_back(id);
  }
  modelOf_.assign(layers_.size(), -1);
  fallbacks_.assign(layers_.size(), 0);
  numberedIn_.assign(entry.instructions.size(), -1);
  externalNumber_.assign(entry.instructions.size(), 0);
}

// Structural keys; the first layer with a key is the model of the others. Built in
// layer order up to `layer`, so the model is the lowest-numbered layer with the key
// whatever order propagation reaches the layers in.
int LayerMemo::modelOf(int layer) const {
  const ir::Computation& entry = context_.distributedEntry;
  for (; keyed_ <= static_cast<std::size_t>(layer); ++keyed_) {
    const std::size_t l = keyed_;
    key_.clear();  // the buffer is kept: a layer's key is about as long as the one before
    int externals = 0;
    for (ir::InstructionId id : layers_[l]) {
      const ir::Instruction& in = entry.instructions[id];
      context_.distributedSignatures.appendSignature(key_, in);
      if (in.attribute("channel_id")) key_ += " #channel";
      key_ += "(";
      for (ir::InstructionId operand : in.operands) {
        if (layerOf_[operand] == static_cast<int>(l)) {
          (key_ += 'i') += std::to_string(positionOf_[operand]);
        } else {
          // An operand from outside the layer is numbered in the order the layer first
          // reads it (arrays over the program, not a hash map per layer: that was an
          // allocation per external operand).
          if (numberedIn_[operand] != static_cast<int>(l)) numberedIn_[operand] = static_cast<int>(l), externalNumber_[operand] = externals++;
          (key_ += 'x') += std::to_string(externalNumber_[operand]);
        }
        key_ += ',';
      }
      key_ += ")\n";
    }
    auto [it, added] = modelByKey_.try_emplace(key_, static_cast<int>(l));
    if (!added) modelOf_[l] = it->second;
  }
  return modelOf_[layer];
}

bool LayerMemo::reuse(ir::InstructionId id, std::optional<Fact>& out) {
  out.reset();
  if (!enabled_ || layerOf_[id] < 0) return false;
  const int layer = layerOf_[id];
  const int model = modelOf(layer);
  if (model < 0) return false;
  const ir::InstructionId modelId = layers_[model][positionOf_[id]];
  if (!context_.facts[modelId] && !context_.reasons[modelId].empty()) {
    // The model instruction has no fact of its own (a broadcast or iota whose relation
    // its consumer picks): neither has this one. Deriving fewer facts is always sound.
    const ir::Opcode op = context_.distributedInstruction(id).opcode;
    if (op == ir::Opcode::Broadcast || op == ir::Opcode::Iota) {
      context_.reasons[id] = context_.reasons[modelId];
      return true;
    }
  }
  auto fact = tryReuse(id, modelId);
  if (!fact) ++fallbacks_[layer];
  if (!fact) return false;
  out = std::move(fact);
  return true;
}

std::optional<Fact> LayerMemo::tryReuse(ir::InstructionId id, ir::InstructionId modelId) {
  const auto& modelFact = context_.facts[modelId];
  if (!modelFact || !modelFact->elements.empty() || modelFact->rule == "coerce-uniform") return std::nullopt;
  const ir::Instruction& in = context_.distributedInstruction(id);
  const ir::Instruction& model = context_.distributedInstruction(modelId);
  if (in.operands.size() != model.operands.size()) return std::nullopt;
  // Each operand's fact as the model's rule used it: its own, or (elementwise ops over
  // uniform values) the one coerced to the result's relation. Own facts are pointed at,
  // not copied (a layer reuses about ten per instruction); only the model's operands'
  // baseline classes are needed.
  // Inline for the common arities: a reuse runs for nearly every instruction of a
  // repeated layer, and three heap vectors each were a tenth of a 10^6-instruction run's
  // allocations.
  boost::container::small_vector<const Fact*, 4> operands(in.operands.size(), nullptr);
  boost::container::small_vector<egraph::Id, 4> theirBaselines(in.operands.size());
  std::vector<Fact> coerced;  // reserved at its first use: operands points into it
  const bool coerces = modelFact->rule == "elementwise-tiled";
  for (std::size_t i = 0; i < in.operands.size(); ++i) {
    const auto& mine = context_.facts[in.operands[i]];
    const auto& theirs = context_.facts[model.operands[i]];
    if (mine && theirs && mine->elements.empty() && theirs->elements.empty() && sameRelation(mine->relation, theirs->relation)) {
      operands[i] = &*mine;
      theirBaselines[i] = theirs->baseline;
      continue;
    }
    if (!coerces || context_.distributedInstruction(in.operands[i]).shape.rank() != modelFact->relation.rank()) return std::nullopt;
    auto mineCoerced = context_.factAs(in.operands[i], modelFact->relation);
    auto theirCoerced = context_.factAs(model.operands[i], modelFact->relation);
    if (!mineCoerced || !theirCoerced) return std::nullopt;
    if (coerced.capacity() == 0) coerced.reserve(in.operands.size());  // never reallocated after
    coerced.push_back(std::move(*mineCoerced));
    operands[i] = &coerced.back();
    theirBaselines[i] = theirCoerced->baseline;
  }
  if (in.opcode == ir::Opcode::DynamicSlice)
    for (std::size_t i = 1; i < in.operands.size(); ++i)
      if (context_.scalars.scalar(in.operands[i]) != context_.scalars.scalar(model.operands[i])) return std::nullopt;
  std::optional<Fact> fact;
  if (sameValueRule(modelFact->rule)) {
    fact = reusedFact(modelId, operands[0]->baseline, operands[0]->baselineShape, in.shape, modelFact->relation);
  } else if (lookupRule(modelFact->rule) && modelFact->baselineInstruction >= 0) {
    // The model's baseline node must have been built over its operands' own facts
    // (not coerced ones), or the lookup below would ask a different question.
    const egraph::ENode& node = context_.graph.addedNode(context_.baselineId(modelFact->baselineInstruction));
    if (node.children.size() != model.operands.size()) return std::nullopt;
    egraph::Children children;
    for (std::size_t i = 0; i < node.children.size(); ++i) {
      if (!context_.graph.equivalent(node.children[i], theirBaselines[i])) return std::nullopt;
      children.push_back(operands[i]->baseline);
    }
    auto found = context_.graph.lookup(egraph::ENode(node.op, std::move(children)));
    if (!found) return std::nullopt;
    const ir::InstructionId b = context_.baselineInstructionOf(*found);
    if (b < 0) return std::nullopt;
    fact = reusedFact(modelId, *found, context_.baselineEntry.instructions[b].shape, in.shape, modelFact->relation);
  }
  if (fact) fact->rule = modelFact->rule;
  return fact;
}

std::optional<Fact> LayerMemo::reusedFact(ir::InstructionId model, egraph::Id baselineClass, const ir::Shape& baselineShape, const ir::Shape& localShape,
                                          const Relation& relation) {
  const auto it = checked_.find(model);
  if (it != checked_.end() && it->second.baselineType == baselineShape.type && it->second.localType == localShape.type &&
      it->second.baselineDims == baselineShape.dims && it->second.localDims == localShape.dims) {
    Fact fact;  // as makeFact builds it
    fact.baseline = context_.graph.find(baselineClass);
    fact.baselineInstruction = context_.baselineInstructionOf(baselineClass);
    fact.baselineShape = baselineShape;
    fact.relation = relation;
    return fact;
  }
  // makeFact's reason is not needed: a failed reuse falls back to the rules.
  auto fact = context_.makeFact(baselineClass, baselineShape, localShape, relation, nullptr);
  if (fact && it == checked_.end()) checked_.emplace(model, CheckedShapes{baselineShape.type, localShape.type, baselineShape.dims, localShape.dims});
  return fact;
}

int64_t LayerMemo::layersReused() const {
  int64_t reused = 0;
  for (std::size_t l = 0; l < layers_.size(); ++l)
    if (modelOf(static_cast<int>(l)) >= 0 && fallbacks_[l] == 0) ++reused;
  return reused;
}

}  // namespace shardscope::verify
