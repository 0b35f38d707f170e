// GCC 12 reports -Wrestrict inside libstdc++ for `"literal" + std::string` (GCC bug
// 105329, a false positive); the messages here are built that way throughout.
#if defined(__GNUC__) && !defined(__clang__) && __GNUC__ == 12
#pragma GCC diagnostic ignored "-Wrestrict"
#endif
#include "verify/moe_slot_mask.h"

#include "ir/literal.h"
#include "ir/window_attribute.h"
#include "verify/rule_support.h"

#include <algorithm>
#include <cmath>

namespace shardscope::verify {

using ir::Instruction;
using ir::InstructionId;
using ir::Opcode;

namespace {

// Masks are followed element by element: bounded, since shapes are untrusted.
constexpr int64_t kMaxElements = int64_t{1} << 22;
constexpr int kMaxLayoutSteps = 16;

bool isInteger(ir::ElementType type) { return ir::isSignedInteger(type) || ir::isUnsignedInteger(type); }

bool fail(std::string* why, std::string text) {
  if (why) *why = std::move(text);
  return false;
}

int64_t elements(const std::vector<int64_t>& dims) {
  int64_t n = 1;
  for (int64_t d : dims) {
    if (d < 0 || (d > 0 && n > kMaxElements / d)) return kMaxElements + 1;
    n *= d;
  }
  return n;
}

// The integer a chain of broadcasts of a scalar integer constant holds everywhere.
std::optional<int64_t> integerConstant(const ir::Computation& computation, InstructionId id) {
  auto chain = rules::chainTo(computation, id);
  if (!chain || std::any_of(chain->from.begin(), chain->from.end(), [](int64_t k) { return k >= 0; })) return std::nullopt;
  const Instruction& in = computation.instructions[chain->source];
  if (in.opcode != Opcode::Constant || !in.shape.isArray() || in.shape.rank() != 0 || !ir::isSignedInteger(in.shape.type)) return std::nullopt;
  auto literal = ir::decodeLiteral(in.literal, in.shape, 1);
  if (!literal.ok || literal.real.size() != 1 || std::abs(literal.real[0]) > 1e15) return std::nullopt;
  return static_cast<int64_t>(literal.real[0]);
}

// The side of `compare` (EQ, pred) that is a chain of an iota, and the dim of the
// compare's result that the iota walks (the only dim the chain maps).
struct IotaSide {
  int side = -1;
  int64_t dim = -1;
};
std::optional<IotaSide> iotaSide(const ir::Computation& computation, const Instruction& compare) {
  if (compare.opcode != Opcode::Compare || compare.operands.size() != 2 || compare.stringAttribute("direction") != "EQ") return std::nullopt;
  for (int side = 0; side < 2; ++side) {
    auto chain = rules::chainTo(computation, compare.operands[side]);
    if (!chain) continue;
    const Instruction& iota = computation.instructions[chain->source];
    const auto along = iota.intAttribute("iota_dimension");
    if (iota.opcode != Opcode::Iota || !isInteger(iota.shape.type) || !along) continue;
    int64_t dim = -1, mapped = 0;
    for (std::size_t j = 0; j < chain->from.size(); ++j)
      if (chain->from[j] >= 0) ++mapped, dim = static_cast<int64_t>(j);
    if (mapped == 1 && chain->from[dim] == *along) return IotaSide{side, dim};
  }
  return std::nullopt;
}

// Per dim of `end` but `skip`, the dim of `source` it walks, when the chain from
// `source` maps every dim of it exactly once (nullopt otherwise).
std::optional<std::vector<int64_t>> walksEveryDim(const rules::Chain& chain, const std::vector<int64_t>& sourceDims, int64_t skip) {
  std::vector<int64_t> seen(sourceDims.size(), 0);
  std::vector<int64_t> out(chain.from.size(), -1);
  for (std::size_t j = 0; j < chain.from.size(); ++j) {
    const int64_t k = chain.from[j];
    if (static_cast<int64_t>(j) == skip) {
      if (k != -1) return std::nullopt;
      continue;
    }
    if (k < 0 || k >= static_cast<int64_t>(sourceDims.size()) || seen[k]++) return std::nullopt;
    out[j] = k;
  }
  if (std::any_of(seen.begin(), seen.end(), [](int64_t n) { return n != 1; })) return std::nullopt;
  return out;
}

// A run of reshapes, transposes and copies ending at `end`: its source and, for every
// element of `end` (row-major), the element of the source it is.
struct LayoutMap {
  InstructionId source = -1;
  std::vector<int64_t> at;
};
std::optional<LayoutMap> layoutMap(const ir::Computation& computation, InstructionId end) {
  const int64_t n = elements(computation.instructions[end].shape.dims);
  if (n > kMaxElements) return std::nullopt;
  LayoutMap map;
  map.at.resize(static_cast<std::size_t>(n));
  for (int64_t i = 0; i < n; ++i) map.at[i] = i;
  InstructionId id = end;
  for (int steps = 0;; ++steps) {
    const Instruction& in = computation.instructions[id];
    const bool layout = (in.opcode == Opcode::Reshape || in.opcode == Opcode::Transpose || in.opcode == Opcode::Copy) && in.operands.size() == 1;
    if (!layout) break;
    if (steps >= kMaxLayoutSteps) return std::nullopt;
    const Instruction& operand = computation.instructions[in.operands[0]];
    if (!operand.shape.isArray() || elements(operand.shape.dims) != n) return std::nullopt;
    if (in.opcode == Opcode::Transpose) {
      const auto perm = rules::intList(in, "dimensions");
      const auto& dims = in.shape.dims;
      const int64_t rank = static_cast<int64_t>(dims.size());
      if (!rules::validAxes(perm, rank) || static_cast<int64_t>(perm.size()) != rank || operand.shape.rank() != rank) return std::nullopt;
      // Strides of the operand, taken in the result's dim order.
      std::vector<int64_t> operandStride(rank, 1);
      for (int64_t k = rank - 2; k >= 0; --k) operandStride[k] = operandStride[k + 1] * operand.shape.dims[k + 1];
      std::vector<int64_t> step(rank);
      for (int64_t i = 0; i < rank; ++i) {
        if (operand.shape.dims[perm[i]] != dims[i]) return std::nullopt;
        step[i] = operandStride[perm[i]];
      }
      std::vector<int64_t> own(static_cast<std::size_t>(n));
      std::vector<int64_t> index(rank, 0);
      int64_t offset = 0;
      for (int64_t y = 0; y < n; ++y) {
        own[y] = offset;
        for (int64_t k = rank - 1; k >= 0; --k) {
          if (++index[k] < dims[k]) {
            offset += step[k];
            break;
          }
          offset -= step[k] * (dims[k] - 1);
          index[k] = 0;
        }
      }
      for (auto& a : map.at) a = own[a];
    } else if (in.opcode == Opcode::Copy && operand.shape.dims != in.shape.dims) {
      return std::nullopt;
    }
    id = in.operands[0];
  }
  map.source = id;
  return map;
}

// reduce-window(F, 0) with an add, summing along `rows` every element at or before
// (the full height, padded by height - 1 below): an inclusive prefix sum of each column.
std::optional<int64_t> prefixSumDim(const ir::Computation& computation, const SignatureBuilder& signatures, const Instruction& window,
                                    InstructionId f) {
  if (window.opcode != Opcode::ReduceWindow || window.operands.size() != 2 || window.operands[0] != f) return std::nullopt;
  if (integerConstant(computation, window.operands[1]) != 0 || signatures.reducerOf(window.calledComputation("to_apply")) != ReduceOp::Sum)
    return std::nullopt;
  const auto& dims = window.shape.dims;
  if (dims != computation.instructions[f].shape.dims || dims.size() != 2) return std::nullopt;
  const auto parsed = ir::parseWindowAttribute(window.stringAttribute("window").value_or(""), 2);
  const auto* w = std::get_if<std::vector<ir::WindowDim>>(&parsed);
  if (!w) return std::nullopt;
  for (int64_t rows = 0; rows < 2; ++rows) {
    const ir::WindowDim& r = (*w)[rows];
    if (r.size == dims[rows] && r.stride == 1 && r.padLow == dims[rows] - 1 && r.padHigh == 0 && r.baseDilation == 1 && r.windowDilation == 1 &&
        !r.reversal && (*w)[1 - rows].trivial())
      return rows;
  }
  return std::nullopt;
}

}  // namespace

std::optional<SlotMask> readSlotMask(const ir::Computation& computation, const SignatureBuilder& signatures, InstructionId id, std::string* why) {
  auto no = [&](std::string text) -> std::optional<SlotMask> {
    fail(why, std::move(text));
    return std::nullopt;
  };
  const auto& I = computation.instructions;
  const Instruction& s = I[id];
  if (s.opcode != Opcode::Convert || s.operands.size() != 1 || !s.shape.isArray()) return no("not a convert of a one-hot comparison");
  const Instruction& eq = I[s.operands[0]];
  const auto iota = iotaSide(computation, eq);
  if (!iota || eq.shape.dims != s.shape.dims) return no("not a one-hot: no comparison with an iota along one dim");
  SlotMask mask;
  mask.mask = id;
  mask.slotDim = iota->dim;
  mask.depth = s.shape.dims[iota->dim];
  auto wChain = rules::chainTo(computation, eq.operands[1 - iota->side]);
  if (!wChain) return no("the one-hot's positions are no chain of one value");
  const Instruction& w = I[wChain->source];
  auto walks = walksEveryDim(*wChain, w.shape.dims, mask.slotDim);
  if (!walks) return no("the one-hot's other dims do not walk the positions' dims one to one");
  // W = select(P < C, P, n), n outside [0, D).
  if (w.opcode != Opcode::Select || w.operands.size() != 3) return no(rules::name(w) + " is not where(position < capacity, position, n)");
  const InstructionId p = w.operands[1];
  const Instruction& lt = I[w.operands[0]];
  std::optional<int64_t> threshold;
  if (lt.opcode == Opcode::Compare && lt.operands.size() == 2) {
    const auto direction = lt.stringAttribute("direction");
    if (direction == "LT" && lt.operands[0] == p) threshold = integerConstant(computation, lt.operands[1]);
    if (direction == "GT" && lt.operands[1] == p) threshold = integerConstant(computation, lt.operands[0]);
  }
  if (!threshold) return no(rules::name(lt) + " is not position < a constant capacity");
  mask.threshold = *threshold;
  const auto dropped = integerConstant(computation, w.operands[2]);
  if (!dropped || (*dropped >= 0 && *dropped < mask.depth)) return no("where() does not send the positions past capacity outside the one-hot");
  // P = layout(Q), Q = cumsum(F) * F - 1, F = layout(M).
  auto pMap = layoutMap(computation, p);
  if (!pMap) return no("the positions are no reshape/transpose run of one value (or too large to follow)");
  const Instruction& q = I[pMap->source];
  if (q.opcode != Opcode::Subtract || q.operands.size() != 2 || !ir::isSignedInteger(q.shape.type) || integerConstant(computation, q.operands[1]) != 1)
    return no(rules::name(q) + " is not cumsum * one_hot - 1");
  const Instruction& product = I[q.operands[0]];
  if (product.opcode != Opcode::Multiply || product.operands.size() != 2) return no(rules::name(product) + " is not cumsum * one_hot");
  std::optional<int64_t> rows;
  InstructionId f = -1;
  for (int side = 0; side < 2 && !rows; ++side) {
    f = product.operands[1 - side];
    rows = prefixSumDim(computation, signatures, I[product.operands[side]], f);
  }
  if (!rows) return no(rules::name(product) + " is not an inclusive cumsum over all rows times the value summed");
  auto fMap = layoutMap(computation, f);
  if (!fMap) return no("the cumsum's operand is no reshape/transpose run of one value");
  const Instruction& m = I[fMap->source];
  if (!m.shape.isArray() || m.shape.dims != I[p].shape.dims || m.shape.dims != w.shape.dims)
    return no("the positions do not come back to the dims of the one-hot they count (" + rules::name(m) + ")");
  mask.choices = fMap->source;
  // F's element at M's index i, and P at i must be Q there.
  const int64_t n = static_cast<int64_t>(fMap->at.size());
  std::vector<int64_t> fAt(static_cast<std::size_t>(n), -1);
  for (int64_t y = 0; y < n; ++y) {
    if (fAt[fMap->at[y]] != -1) return no("the cumsum's operand repeats an element");
    fAt[fMap->at[y]] = y;
  }
  for (int64_t i = 0; i < n; ++i)
    if (pMap->at[i] != fAt[i]) return no("the positions are not laid back out where the one-hot's entries were: the layouts do not undo each other");
  // Each column of F holds one expert's entries: the column depends on one dim of M.
  const auto& fDims = I[f].shape.dims;
  const int64_t columns = fDims[1 - *rows];
  const int64_t rank = m.shape.rank();
  for (int64_t e = 0; e < rank && mask.expertDim < 0; ++e) {
    if (m.shape.dims[e] != columns) continue;
    int64_t stride = 1;
    for (int64_t k = rank - 1; k > e; --k) stride *= m.shape.dims[k];
    std::vector<int64_t> columnOf(static_cast<std::size_t>(columns), -1);
    bool one = true;
    for (int64_t i = 0; i < n && one; ++i) {
      const int64_t expert = i / stride % columns;
      const int64_t column = *rows == 0 ? fAt[i] % fDims[1] : fAt[i] / fDims[1];
      if (columnOf[expert] == -1) columnOf[expert] = column;
      one = columnOf[expert] == column;
    }
    if (one) mask.expertDim = e;
  }
  if (mask.expertDim < 0) return no("the cumsum's columns do not each hold one dim of the one-hot's entries (an expert's)");
  mask.choicesDim = *walks;
  return mask;
}

std::optional<TopKOneHot> readTopKOneHot(const ir::Computation& computation, InstructionId id, std::string* why) {
  auto no = [&](std::string text) -> std::optional<TopKOneHot> {
    fail(why, std::move(text));
    return std::nullopt;
  };
  const auto& I = computation.instructions;
  const Instruction& m = I[id];
  if (m.opcode != Opcode::Convert || m.operands.size() != 1 || !m.shape.isArray()) return no(rules::name(m) + " is not a convert of a one-hot comparison");
  const Instruction& eq = I[m.operands[0]];
  const auto iota = iotaSide(computation, eq);
  if (!iota || eq.shape.dims != m.shape.dims) return no(rules::name(m) + " is not a one-hot: no comparison with an iota along one dim");
  auto chain = rules::chainTo(computation, eq.operands[1 - iota->side]);
  if (!chain) return no(rules::name(m) + "'s indices are no chain of one value");
  const Instruction& indices = I[chain->source];
  auto walks = walksEveryDim(*chain, indices.shape.dims, iota->dim);
  if (!walks || indices.opcode != Opcode::GetTupleElement || indices.operands.size() != 1 || indices.intAttribute("index") != 1 ||
      I[indices.operands[0]].opcode != Opcode::TopK || indices.shape.rank() == 0)
    return no(rules::name(m) + " is not a one-hot of a top-k's indices, each dim of them walked once");
  TopKOneHot out;
  out.topk = indices.operands[0];
  out.expertDim = iota->dim;
  for (std::size_t j = 0; j < walks->size(); ++j)
    if ((*walks)[j] == indices.shape.rank() - 1) out.choiceDim = static_cast<int64_t>(j);
  return out;
}

}  // namespace shardscope::verify
