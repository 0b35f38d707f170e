#include "propagation/shardy/sdy_rules.h"

#include "io/stablehlo_attributes.h"

#include <algorithm>
#include <cctype>
#include <map>
#include <numeric>
#include <set>

namespace shardscope::propagation::sdy {

using io::mlir::NamedAttr;
using io::mlir::Operation;
using Dims = std::optional<std::vector<int64_t>>;

int FactorRule::addFactor(int64_t size, FactorKind kind) {
  factorSizes.push_back(size);
  kinds.push_back(kind);
  blocked.push_back(false);
  return static_cast<int>(factorSizes.size()) - 1;
}

std::string FactorRule::toString() const {
  auto letter = [](int f) {
    std::string name(1, static_cast<char>('i' + f % 18));
    if (f >= 18) name += "_" + std::to_string(f / 18);
    return name;
  };
  auto tensors = [&](const std::vector<TensorMapping>& list) {
    std::string text = "(";
    for (std::size_t t = 0; t < list.size(); ++t) {
      text += t ? ", [" : "[";
      for (std::size_t d = 0; d < list[t].size(); ++d) {
        if (d) text += ", ";
        if (list[t][d].empty()) text += "1";
        for (int f : list[t][d]) text += letter(f);
      }
      text += "]";
    }
    return text + ")";
  };
  std::string text = tensors(operands) + "->" + tensors(results) + " {";
  for (std::size_t f = 0; f < factorSizes.size(); ++f)
    text += (f ? ", " : "") + letter(static_cast<int>(f)) + "=" + std::to_string(factorSizes[f]);
  text += "}";
  for (auto [kind, word] : {std::pair{FactorKind::Reduction, "reduction"}, std::pair{FactorKind::NeedReplication, "need_replication"},
                            std::pair{FactorKind::Permutation, "permutation"}}) {
    std::string list;
    for (std::size_t f = 0; f < kinds.size(); ++f)
      if (kinds[f] == kind) list += (list.empty() ? "" : ", ") + letter(static_cast<int>(f));
    if (!list.empty()) text += std::string(" ") + word + "={" + list + "}";
  }
  return text;
}

FactorRule identityRule(const std::vector<int64_t>& dims, int operandCount, int resultCount) {
  FactorRule rule;
  TensorMapping mapping;
  for (int64_t size : dims) mapping.push_back({rule.addFactor(size)});
  rule.operands.assign(static_cast<std::size_t>(operandCount), mapping);
  rule.results.assign(static_cast<std::size_t>(resultCount), mapping);
  return rule;
}

namespace {

std::string_view shortName(std::string_view name) {
  for (std::string_view prefix : {"stablehlo.", "mhlo.", "chlo."})
    if (name.starts_with(prefix)) return name.substr(prefix.size());
  return name;
}

const std::set<std::string_view, std::less<>>& elementwiseOps() {
  static const std::set<std::string_view, std::less<>> ops = {
      "abs", "add", "and", "atan2", "bitcast_convert", "cbrt", "ceil", "clamp", "compare", "complex", "convert", "cosine",
      "count_leading_zeros", "divide", "erf", "exponential", "exponential_minus_one", "floor", "imag", "is_finite", "log",
      "log_plus_one", "logistic", "map", "maximum", "minimum", "multiply", "negate", "not", "or", "popcnt", "power", "real",
      "reduce_precision", "remainder", "round_nearest_afz", "round_nearest_even", "rsqrt", "select", "shift_left",
      "shift_right_arithmetic", "shift_right_logical", "sign", "sine", "sqrt", "subtract", "tan", "tanh", "xor", "copy"};
  return ops;
}

// XLA's host-offload helpers behave elementwise (or as an identity) for propagation.
// Shardy's registry (at the corpus's commit) has no rule for the X64 helpers, nor for its
// own test op @sdy_testonly: nothing crosses them.
const std::set<std::string_view, std::less<>>& elementwiseCustomCalls() {
  static const std::set<std::string_view, std::less<>> targets = {"MoveToHost", "MoveToDevice", "Sharding",
                                                                  "xla.sdy.FuncResultSharding"};
  return targets;
}

std::optional<std::vector<int64_t>> intList(const Operation& op, std::initializer_list<std::string_view> keys) {
  for (std::string_view key : keys)
    if (const NamedAttr* attribute = op.attribute(key)) return io::mlir::parseIntArray(attribute->value);
  return std::nullopt;
}

// Every non-scalar tensor maps dim d to factor d; scalars map nothing (select's
// predicate, clamp's bounds).
std::optional<FactorRule> elementwise(const std::vector<Dims>& operands, const std::vector<Dims>& results) {
  const Dims* shape = nullptr;
  for (const Dims& dims : results)
    if (dims && !dims->empty()) shape = &dims;
  for (const Dims& dims : operands)
    if (!shape && dims && !dims->empty()) shape = &dims;
  FactorRule rule;
  if (shape)
    for (int64_t size : **shape) rule.addFactor(size);
  auto map = [&](const Dims& dims) {
    TensorMapping mapping;
    if (!dims) return mapping;
    const bool full = shape && dims->size() == (*shape)->size();
    for (std::size_t d = 0; d < dims->size(); ++d) mapping.push_back(full ? std::vector<int>{static_cast<int>(d)} : std::vector<int>{});
    return mapping;
  };
  for (const Dims& dims : operands) rule.operands.push_back(map(dims));
  for (const Dims& dims : results) rule.results.push_back(map(dims));
  return rule;
}

// rng_bit_generator: the output's dims are its own factors; the state (operand and first
// result) takes none, so a sharded output never shards the state.
std::optional<FactorRule> rngRule(const std::vector<Dims>& operands, const std::vector<Dims>& results) {
  if (operands.size() != 1 || results.size() != 2 || !results[1]) return std::nullopt;
  FactorRule rule;
  TensorMapping out;
  for (int64_t size : *results[1]) out.push_back({rule.addFactor(size)});
  rule.operands = {TensorMapping(operands[0] ? operands[0]->size() : 0)};
  rule.results = {TensorMapping(results[0] ? results[0]->size() : 0), out};
  return rule;
}

// top_k (mhlo.topk, or the custom call of that name): the leading dims pass through to
// values and indices; the last dim, where k of n are chosen, is one factor of n that
// needs replication and never propagates (Shardy's rule as XLA's pipeline writes it).
std::optional<FactorRule> topkRule(const std::vector<Dims>& operands, const std::vector<Dims>& results) {
  if (operands.size() != 1 || results.size() != 2 || !operands[0] || operands[0]->empty()) return std::nullopt;
  const auto& in = *operands[0];
  for (const Dims& result : results)
    if (!result || result->size() != in.size()) return std::nullopt;
  FactorRule rule;
  TensorMapping mapping;
  for (std::size_t d = 0; d + 1 < in.size(); ++d) mapping.push_back({rule.addFactor(in[d])});
  const int last = rule.addFactor(in.back(), FactorKind::NeedReplication);
  rule.blocked[static_cast<std::size_t>(last)] = true;
  mapping.push_back({last});
  rule.operands = {mapping};
  rule.results = {mapping, mapping};
  return rule;
}

std::optional<FactorRule> dotRule(const Operation& op, const std::vector<Dims>& operands, const std::vector<Dims>& results) {
  if (operands.size() < 2 || !operands[0] || !operands[1] || results.empty() || !results[0]) return std::nullopt;
  const auto& lhs = *operands[0];
  const auto& rhs = *operands[1];
  io::mlir::DotDims dims;
  if (const NamedAttr* numbers = op.attribute("dot_dimension_numbers")) {
    auto parsed = io::mlir::parseDotDimensionNumbers(numbers->value);
    if (!parsed) return std::nullopt;
    dims = *parsed;
  } else if (shortName(op.name) == "dot") {
    if (!lhs.empty()) dims.lhsContracting = {static_cast<int64_t>(lhs.size()) - 1};
    if (!rhs.empty()) dims.rhsContracting = {0};
  } else {
    for (auto [key, l, r] : {std::tuple{"batching_dims", &dims.lhsBatch, &dims.rhsBatch},
                             std::tuple{"contracting_dims", &dims.lhsContracting, &dims.rhsContracting}})
      if (const NamedAttr* attribute = op.attribute(key)) {
        auto pair = io::mlir::parseDimsPair(attribute->value);
        if (!pair) return std::nullopt;
        *l = pair->first;
        *r = pair->second;
      }
  }
  if (dims.lhsBatch.size() != dims.rhsBatch.size() || dims.lhsContracting.size() != dims.rhsContracting.size()) return std::nullopt;
  FactorRule rule;
  TensorMapping l(lhs.size()), r(rhs.size()), out;
  auto valid = [](int64_t d, std::size_t rank) { return d >= 0 && static_cast<std::size_t>(d) < rank; };
  for (std::size_t i = 0; i < dims.lhsBatch.size(); ++i) {
    if (!valid(dims.lhsBatch[i], lhs.size()) || !valid(dims.rhsBatch[i], rhs.size())) return std::nullopt;
    const int f = rule.addFactor(lhs[static_cast<std::size_t>(dims.lhsBatch[i])]);
    l[static_cast<std::size_t>(dims.lhsBatch[i])] = {f};
    r[static_cast<std::size_t>(dims.rhsBatch[i])] = {f};
    out.push_back({f});
  }
  auto used = [](const std::vector<int64_t>& a, const std::vector<int64_t>& b, std::size_t d) {
    return std::count(a.begin(), a.end(), static_cast<int64_t>(d)) || std::count(b.begin(), b.end(), static_cast<int64_t>(d));
  };
  for (std::size_t d = 0; d < lhs.size(); ++d)
    if (!used(dims.lhsBatch, dims.lhsContracting, d)) {
      const int f = rule.addFactor(lhs[d]);
      l[d] = {f};
      out.push_back({f});
    }
  for (std::size_t d = 0; d < rhs.size(); ++d)
    if (!used(dims.rhsBatch, dims.rhsContracting, d)) {
      const int f = rule.addFactor(rhs[d]);
      r[d] = {f};
      out.push_back({f});
    }
  for (std::size_t i = 0; i < dims.lhsContracting.size(); ++i) {
    if (!valid(dims.lhsContracting[i], lhs.size()) || !valid(dims.rhsContracting[i], rhs.size())) return std::nullopt;
    const int f = rule.addFactor(lhs[static_cast<std::size_t>(dims.lhsContracting[i])], FactorKind::Reduction);
    l[static_cast<std::size_t>(dims.lhsContracting[i])] = {f};
    r[static_cast<std::size_t>(dims.rhsContracting[i])] = {f};
  }
  if (out.size() != results[0]->size()) return std::nullopt;
  rule.operands = {l, r};
  for (std::size_t i = 2; i < operands.size(); ++i) rule.operands.push_back({});
  rule.results = {out};
  return rule;
}

// Splits both shapes into common factors, major to minor: where one dim's size divides
// the other's, that size is a factor of both; dims of size 1 take no factor.
std::optional<FactorRule> reshapeRule(const std::vector<Dims>& operands, const std::vector<Dims>& results) {
  if (operands.size() != 1 || results.size() != 1 || !operands[0] || !results[0]) return std::nullopt;
  const auto& in = *operands[0];
  const auto& out = *results[0];
  FactorRule rule;
  TensorMapping a(in.size()), b(out.size());
  if (std::count(in.begin(), in.end(), 0) || std::count(out.begin(), out.end(), 0)) {
    // An empty tensor: nothing to shard, every dim stands alone.
    for (std::size_t d = 0; d < in.size(); ++d) a[d] = {rule.addFactor(in[d], FactorKind::NeedReplication)};
    for (std::size_t d = 0; d < out.size(); ++d) b[d] = {rule.addFactor(out[d], FactorKind::NeedReplication)};
    rule.operands = {a};
    rule.results = {b};
    return rule;
  }
  std::size_t i = 0, j = 0;
  int64_t restIn = i < in.size() ? in[0] : 1, restOut = j < out.size() ? out[0] : 1;
  while (i < in.size() || j < out.size()) {
    if (i < in.size() && restIn == 1) {
      if (++i < in.size()) restIn = in[i];
      continue;
    }
    if (j < out.size() && restOut == 1) {
      if (++j < out.size()) restOut = out[j];
      continue;
    }
    if (i >= in.size() || j >= out.size()) break;
    const int64_t g = std::gcd(restIn, restOut);
    if (restIn % restOut == 0 || restOut % restIn == 0) {
      const int64_t size = std::min(restIn, restOut);
      const int f = rule.addFactor(size);
      a[i].push_back(f);
      b[j].push_back(f);
      restIn /= size;
      restOut /= size;
    } else if (g > 1) {
      const int f = rule.addFactor(g);
      a[i].push_back(f);
      b[j].push_back(f);
      restIn /= g;
      restOut /= g;
    } else {
      // Relatively prime pieces: each side keeps its own factor, nothing flows.
      a[i].push_back(rule.addFactor(restIn, FactorKind::NeedReplication));
      b[j].push_back(rule.addFactor(restOut, FactorKind::NeedReplication));
      restIn = restOut = 1;
    }
  }
  rule.operands = {a};
  rule.results = {b};
  return rule;
}

std::optional<FactorRule> transposeRule(const Operation& op, const std::vector<Dims>& operands, const std::vector<Dims>& results) {
  const auto perm = intList(op, {"dims", "permutation"});
  if (!perm || operands.empty() || !operands[0] || results.empty() || !results[0] || perm->size() != results[0]->size()) return std::nullopt;
  FactorRule rule;
  TensorMapping in(operands[0]->size()), out;
  for (int64_t d : *perm) {
    if (d < 0 || static_cast<std::size_t>(d) >= in.size()) return std::nullopt;
    const int f = rule.addFactor((*operands[0])[static_cast<std::size_t>(d)]);
    in[static_cast<std::size_t>(d)] = {f};
    out.push_back({f});
  }
  rule.operands = {in};
  rule.results = {out};
  return rule;
}

std::optional<FactorRule> broadcastRule(const Operation& op, const std::vector<Dims>& operands, const std::vector<Dims>& results) {
  const auto dims = intList(op, {"dims", "broadcast_dimensions"});
  if (!dims || operands.empty() || !operands[0] || results.empty() || !results[0] || dims->size() != operands[0]->size()) return std::nullopt;
  const auto& out = *results[0];
  FactorRule rule;
  TensorMapping in(operands[0]->size()), res(out.size());
  std::vector<int> operandOf(out.size(), -1);
  for (std::size_t i = 0; i < dims->size(); ++i) {
    const int64_t d = (*dims)[i];
    if (d < 0 || static_cast<std::size_t>(d) >= out.size()) return std::nullopt;
    operandOf[static_cast<std::size_t>(d)] = static_cast<int>(i);
  }
  for (std::size_t d = 0; d < out.size(); ++d) {
    const int f = rule.addFactor(out[d]);
    res[d] = {f};
    if (operandOf[d] >= 0 && (*operands[0])[static_cast<std::size_t>(operandOf[d])] == out[d]) in[static_cast<std::size_t>(operandOf[d])] = {f};
  }
  rule.operands = {in};
  rule.results = {res};
  return rule;
}

// Dims that keep their size pass through; `changed` dims (sliced, padded,
// concatenated) are one permutation factor shared by every tensor.
std::optional<FactorRule> sameRankRule(const std::vector<Dims>& operands, const std::vector<Dims>& results, std::size_t tensorOperands,
                                       FactorKind changedKind) {
  if (results.empty() || !results[0]) return std::nullopt;
  const auto& out = *results[0];
  FactorRule rule;
  std::vector<int> factors;
  for (std::size_t d = 0; d < out.size(); ++d) {
    bool same = true;
    int64_t size = out[d];
    for (std::size_t t = 0; t < tensorOperands && t < operands.size(); ++t) {
      if (!operands[t] || operands[t]->size() != out.size()) return std::nullopt;
      if ((*operands[t])[d] != out[d]) same = false;
      size = std::max(size, (*operands[t])[d]);
    }
    factors.push_back(rule.addFactor(size, same ? FactorKind::PassThrough : changedKind));
  }
  TensorMapping mapping;
  for (int f : factors) mapping.push_back({f});
  for (std::size_t t = 0; t < operands.size(); ++t) rule.operands.push_back(t < tensorOperands ? mapping : TensorMapping(operands[t] ? operands[t]->size() : 0));
  for (std::size_t t = 0; t < results.size(); ++t) rule.results.push_back(mapping);
  return rule;
}

// Shardy sizes a changed dim's factor by one tensor: the operand for pad, the result
// (the number of windows) for reduce_window.
std::optional<FactorRule> sizedBy(std::optional<FactorRule> rule, const Dims& dims) {
  if (!rule || !dims || rule->results.empty() || rule->results[0].size() != dims->size()) return rule;
  for (std::size_t d = 0; d < dims->size(); ++d)
    for (int f : rule->results[0][d]) rule->factorSizes[static_cast<std::size_t>(f)] = (*dims)[d];
  return rule;
}

// dynamic_update_slice: operand and result share every dim; the update shares the
// dims it covers whole, and a dim it covers in part is a factor of its own that needs
// replication.
std::optional<FactorRule> dynamicUpdateSliceRule(const std::vector<Dims>& operands, const std::vector<Dims>& results) {
  if (operands.size() < 2 || !operands[0] || !operands[1] || results.size() != 1 || !results[0] || operands[1]->size() != operands[0]->size())
    return std::nullopt;
  FactorRule rule;
  TensorMapping whole, update;
  for (std::size_t d = 0; d < operands[0]->size(); ++d) {
    const int f = rule.addFactor((*operands[0])[d]);
    whole.push_back({f});
    update.push_back({(*operands[1])[d] == (*operands[0])[d] ? f : rule.addFactor((*operands[1])[d], FactorKind::NeedReplication)});
  }
  rule.operands = {whole, update};
  for (std::size_t t = 2; t < operands.size(); ++t) rule.operands.push_back(TensorMapping(operands[t] ? operands[t]->size() : 0));
  rule.results = {whole};
  return rule;
}

// Collectives that gather, scatter or exchange along a dim (all_gather, all_to_all,
// reduce_scatter): operand i and result i share the dims whose size they keep; a dim
// whose size changes is a factor of each side that needs replication.
std::optional<FactorRule> resizingCollectiveRule(const Operation& op, const std::vector<Dims>& operands, const std::vector<Dims>& results) {
  if (operands.empty() || operands.size() != results.size()) return std::nullopt;
  // all_to_all exchanges along its split and concat dims even where they keep their size.
  std::vector<int64_t> exchanged;
  for (std::string_view key : {"split_dimension", "concat_dimension"})
    if (const NamedAttr* attribute = op.attribute(key))
      if (auto dim = io::mlir::parseIntAttr(attribute->value)) exchanged.push_back(*dim);
  FactorRule rule;
  for (std::size_t t = 0; t < operands.size(); ++t) {
    if (!operands[t] || !results[t] || operands[t]->size() != results[t]->size()) return std::nullopt;
    TensorMapping in, out;
    for (std::size_t d = 0; d < operands[t]->size(); ++d) {
      const int64_t a = (*operands[t])[d], b = (*results[t])[d];
      if (a == b && std::count(exchanged.begin(), exchanged.end(), static_cast<int64_t>(d)) == 0) {
        const int f = rule.addFactor(a);
        in.push_back({f});
        out.push_back({f});
      } else {
        in.push_back({rule.addFactor(a, FactorKind::NeedReplication)});
        out.push_back({rule.addFactor(b, FactorKind::NeedReplication)});
      }
    }
    rule.operands.push_back(in);
    rule.results.push_back(out);
  }
  return rule;
}

// reduce_window: inputs then init values; every input dim is one factor with the
// result dim (sized by the result), a permutation where the window spans more than one
// element or changes the size.
std::optional<FactorRule> reduceWindowRule(const Operation& op, const std::vector<Dims>& operands, const std::vector<Dims>& results) {
  const std::size_t n = results.size();
  if (n == 0 || operands.size() != 2 * n || !operands[0] || !results[0] || operands[0]->size() != results[0]->size()) return std::nullopt;
  const auto window = intList(op, {"window_dimensions"});
  FactorRule rule;
  TensorMapping mapping;
  for (std::size_t d = 0; d < results[0]->size(); ++d) {
    const bool windowed = (*results[0])[d] != (*operands[0])[d] || (window && d < window->size() && (*window)[d] > 1);
    mapping.push_back({rule.addFactor((*results[0])[d], windowed ? FactorKind::Permutation : FactorKind::PassThrough)});
  }
  for (std::size_t t = 0; t < n; ++t) rule.operands.push_back(mapping);
  for (std::size_t t = n; t < 2 * n; ++t) rule.operands.push_back(TensorMapping(operands[t] ? operands[t]->size() : 0));
  rule.results.assign(n, mapping);
  return rule;
}

// `key = [1, 2]` or `key = 3` inside a dimension-numbers attribute; empty when absent.
std::vector<int64_t> numbersAfter(std::string_view text, std::string_view key) {
  std::size_t at = 0;
  while ((at = text.find(key, at)) != std::string_view::npos) {
    const bool wordStart = at == 0 || !(std::isalnum(static_cast<unsigned char>(text[at - 1])) || text[at - 1] == '_');
    at += key.size();
    std::size_t i = at;
    while (i < text.size() && text[i] == ' ') ++i;
    if (!wordStart || i >= text.size() || text[i] != '=') continue;
    ++i;
    while (i < text.size() && text[i] == ' ') ++i;
    if (i < text.size() && text[i] == '[') {
      const std::size_t close = text.find(']', i);
      if (auto list = io::mlir::parseIntArray(text.substr(i, close == std::string_view::npos ? std::string_view::npos : close - i + 1))) return *list;
      return {};
    }
    std::size_t end = i;
    while (end < text.size() && (std::isdigit(static_cast<unsigned char>(text[end])) || text[end] == '-')) ++end;
    if (auto value = io::mlir::parseIntAttr(text.substr(i, end - i))) return {*value};
    return {};
  }
  return {};
}

// gather (Shardy's rule as XLA's pipeline writes it): a result batch dim is one factor
// with its indices dim (and the operand's batching dim); an offset dim shares the
// operand dim it slices whole, else each side has its own; a collapsed operand dim is a
// reduction factor of the operand; the index vector dim needs replication.
std::optional<FactorRule> gatherRule(const Operation& op, const std::vector<Dims>& operands, const std::vector<Dims>& results) {
  const NamedAttr* numbers = op.attribute("dimension_numbers");
  if (!numbers || operands.size() != 2 || !operands[0] || !operands[1] || results.size() != 1 || !results[0]) return std::nullopt;
  const auto& input = *operands[0];
  const auto& indices = *operands[1];
  const auto& out = *results[0];
  const auto offsetDims = numbersAfter(numbers->value, "offset_dims");
  const auto collapsed = numbersAfter(numbers->value, "collapsed_slice_dims");
  const auto inputBatching = numbersAfter(numbers->value, "operand_batching_dims");
  const auto indicesBatching = numbersAfter(numbers->value, "start_indices_batching_dims");
  const auto indexVector = numbersAfter(numbers->value, "index_vector_dim");
  const int64_t indexVectorDim = indexVector.empty() ? static_cast<int64_t>(indices.size()) : indexVector[0];
  auto has = [](const std::vector<int64_t>& list, int64_t d) { return std::count(list.begin(), list.end(), d) > 0; };
  FactorRule rule;
  TensorMapping in(input.size()), idx(indices.size()), res(out.size());
  std::size_t inputDim = 0;
  int64_t batchPos = 0;
  for (std::size_t d = 0; d < out.size(); ++d) {
    if (has(offsetDims, static_cast<int64_t>(d))) {
      while (inputDim < input.size() && (has(collapsed, static_cast<int64_t>(inputDim)) || has(inputBatching, static_cast<int64_t>(inputDim)))) ++inputDim;
      if (inputDim >= input.size()) return std::nullopt;
      if (input[inputDim] == out[d]) {
        const int f = rule.addFactor(out[d]);
        in[inputDim] = {f};
        res[d] = {f};
      } else {
        in[inputDim] = {rule.addFactor(input[inputDim])};
        res[d] = {rule.addFactor(out[d])};
      }
      ++inputDim;
      continue;
    }
    const int64_t indicesDim = batchPos < indexVectorDim ? batchPos : batchPos + 1;
    ++batchPos;
    if (indicesDim < 0 || static_cast<std::size_t>(indicesDim) >= indices.size()) return std::nullopt;
    const int f = rule.addFactor(out[d]);
    idx[static_cast<std::size_t>(indicesDim)] = {f};
    res[d] = {f};
    for (std::size_t b = 0; b < indicesBatching.size() && b < inputBatching.size(); ++b)
      if (indicesBatching[b] == indicesDim && static_cast<std::size_t>(inputBatching[b]) < input.size()) in[static_cast<std::size_t>(inputBatching[b])] = {f};
  }
  for (int64_t d : collapsed)
    if (d >= 0 && static_cast<std::size_t>(d) < input.size()) in[static_cast<std::size_t>(d)] = {rule.addFactor(input[static_cast<std::size_t>(d)], FactorKind::Reduction)};
  if (indexVectorDim >= 0 && static_cast<std::size_t>(indexVectorDim) < indices.size())
    idx[static_cast<std::size_t>(indexVectorDim)] = {rule.addFactor(indices[static_cast<std::size_t>(indexVectorDim)], FactorKind::NeedReplication)};
  rule.operands = {in, idx};
  rule.results = {res};
  return rule;
}

std::optional<FactorRule> reduceRule(const Operation& op, const std::vector<Dims>& operands, const std::vector<Dims>& results) {
  const auto reduced = intList(op, {"dimensions"});
  const std::size_t n = results.size();
  if (!reduced || n == 0 || operands.size() != 2 * n) return std::nullopt;
  // Operands are inputs then inits, or paired `(%x init: %y)` (already in that order
  // in the operand list as x0, y0, x1, y1).
  std::vector<std::size_t> inputs, inits;
  for (std::size_t i = 0; i < n; ++i) {
    inputs.push_back(op.pairedReduceOperands ? 2 * i : i);
    inits.push_back(op.pairedReduceOperands ? 2 * i + 1 : n + i);
  }
  const Dims& first = operands[inputs[0]];
  if (!first) return std::nullopt;
  FactorRule rule;
  TensorMapping in(first->size()), out;
  for (std::size_t d = 0; d < first->size(); ++d) {
    const bool isReduced = std::count(reduced->begin(), reduced->end(), static_cast<int64_t>(d)) > 0;
    const int f = rule.addFactor((*first)[d], isReduced ? FactorKind::Reduction : FactorKind::PassThrough);
    in[d] = {f};
    if (!isReduced) out.push_back({f});
  }
  rule.operands.resize(operands.size());
  for (std::size_t i = 0; i < n; ++i) {
    rule.operands[inputs[i]] = in;
    rule.operands[inits[i]] = TensorMapping(operands[inits[i]] ? operands[inits[i]]->size() : 0);
  }
  for (std::size_t i = 0; i < n; ++i) {
    if (!results[i] || results[i]->size() != out.size()) return std::nullopt;
    rule.results.push_back(out);
  }
  return rule;
}

// The sliced dims need replication and never propagate: the start indices are only
// known at run time.
std::optional<FactorRule> dynamicSliceRule(const Operation&, const std::vector<Dims>& operands, const std::vector<Dims>& results) {
  auto rule = sameRankRule(operands, results, 1, FactorKind::NeedReplication);
  if (rule)
    for (std::size_t f = 0; f < rule->kinds.size(); ++f) rule->blocked[f] = rule->kinds[f] == FactorKind::NeedReplication;
  return rule;
}

// `#sdy.op_sharding_rule<([i, j], [j, k])->([i, k]) {i=8, j=16, k=8} reduction={j}, custom>`.
std::optional<FactorRule> writtenRule(std::string_view text, std::size_t operandCount, std::size_t resultCount) {
  const std::size_t open = text.find('(');
  const std::size_t arrow = text.find("->");
  const std::size_t sizes = text.find('{', arrow == std::string_view::npos ? 0 : arrow);
  if (open == std::string_view::npos || arrow == std::string_view::npos || sizes == std::string_view::npos) return std::nullopt;
  std::map<std::string, int, std::less<>> index;
  std::vector<std::string> order;
  auto factorNames = [&](std::string_view dim) {
    std::vector<std::string> names;
    for (std::size_t i = 0; i < dim.size();) {
      if (!std::isalpha(static_cast<unsigned char>(dim[i]))) {
        ++i;
        continue;
      }
      std::string name(1, dim[i++]);
      if (i < dim.size() && dim[i] == '_') {
        name += dim[i++];
        while (i < dim.size() && std::isdigit(static_cast<unsigned char>(dim[i]))) name += dim[i++];
      }
      names.push_back(name);
    }
    return names;
  };
  auto tensors = [&](std::string_view list) {
    std::vector<std::vector<std::vector<std::string>>> out;
    std::size_t i = 0;
    while ((i = list.find('[', i)) != std::string_view::npos) {
      const std::size_t close = list.find(']', i);
      if (close == std::string_view::npos) break;
      std::vector<std::vector<std::string>> dims;
      std::string_view inside = list.substr(i + 1, close - i - 1);
      std::size_t start = 0;
      for (std::size_t k = 0; k <= inside.size(); ++k)
        if (k == inside.size() || inside[k] == ',') {
          std::string_view dim = io::mlir::trimWhitespace(inside.substr(start, k - start));
          if (!dim.empty()) dims.push_back(factorNames(dim));
          start = k + 1;
        }
      out.push_back(std::move(dims));
      i = close + 1;
    }
    return out;
  };
  auto ins = tensors(text.substr(open, arrow - open));
  auto outs = tensors(text.substr(arrow, sizes - arrow));
  if (ins.size() != operandCount || outs.size() != resultCount) return std::nullopt;
  FactorRule rule;
  const std::size_t sizesEnd = text.find('}', sizes);
  if (sizesEnd == std::string_view::npos) return std::nullopt;
  std::string_view sizeList = text.substr(sizes + 1, sizesEnd - sizes - 1);
  std::size_t start = 0;
  for (std::size_t k = 0; k <= sizeList.size(); ++k)
    if (k == sizeList.size() || sizeList[k] == ',') {
      std::string_view item = io::mlir::trimWhitespace(sizeList.substr(start, k - start));
      start = k + 1;
      const std::size_t eq = item.find('=');
      if (eq == std::string_view::npos) continue;
      auto size = io::mlir::parseIntAttr(item.substr(eq + 1));
      if (!size) return std::nullopt;
      index[std::string(io::mlir::trimWhitespace(item.substr(0, eq)))] = rule.addFactor(*size);
    }
  auto mapAll = [&](const auto& list, std::vector<TensorMapping>& target) {
    for (const auto& tensor : list) {
      TensorMapping mapping;
      for (const auto& dim : tensor) {
        std::vector<int> factors;
        for (const std::string& name : dim) {
          auto it = index.find(name);
          if (it == index.end()) return false;
          factors.push_back(it->second);
        }
        mapping.push_back(factors);
      }
      target.push_back(mapping);
    }
    return true;
  };
  if (!mapAll(ins, rule.operands) || !mapAll(outs, rule.results)) return std::nullopt;
  for (auto [word, kind] : {std::pair{"reduction={", FactorKind::Reduction}, std::pair{"need_replication={", FactorKind::NeedReplication},
                            std::pair{"permutation={", FactorKind::Permutation}, std::pair{"blocked_propagation={", FactorKind::PassThrough}}) {
    const std::size_t at = text.find(word, sizesEnd);
    if (at == std::string_view::npos) continue;
    const std::size_t end = text.find('}', at);
    for (const std::string& name : factorNames(text.substr(at + std::string_view(word).size(), end - at - std::string_view(word).size()))) {
      auto it = index.find(name);
      if (it == index.end()) continue;
      if (std::string_view(word) == "blocked_propagation={") rule.blocked[static_cast<std::size_t>(it->second)] = true;
      else rule.kinds[static_cast<std::size_t>(it->second)] = kind;
    }
  }
  return rule;
}

}  // namespace

const std::vector<RuleRow>& ruleTable() {
  static const std::vector<RuleRow> rows = {
      {"written", "the op's own sdy.sharding_rule attribute is used as written"},
      {"elementwise", "every dim of every non-scalar operand and result is one factor (add, select, compare, convert, ...)"},
      {"dot", "batch and non-contracting dims pass through to the result; contracting dims are reduction factors"},
      {"reshape", "both shapes are split into common factors, major to minor; relatively prime pieces need replication"},
      {"transpose", "result dim i is operand dim perm[i]"},
      {"broadcast_in_dim", "operand dim i is result dim dims[i] unless it is broadcast from size 1; new dims are result-only"},
      {"concatenate", "other dims pass through; the concatenated dim is a factor that needs replication"},
      {"slice", "kept dims pass through; sliced dims are permutation factors"},
      {"dynamic_slice", "kept dims pass through; sliced dims need replication; start indices take nothing"},
      {"dynamic_update_slice", "operand and result share every dim; an update dim covered in part is its own factor that needs replication"},
      {"pad", "unpadded dims pass through; padded dims are permutation factors of the operand's size"},
      {"gather", "result batch dims share their indices dim; offset dims share the operand dim they slice whole; collapsed operand dims are reduction factors; the index vector dim needs replication"},
      {"reduce_window", "input and result dims are one factor of the result's size; a permutation where the window changes the size"},
      {"collective", "all_reduce, collective_permute: elementwise; all_gather, all_to_all, reduce_scatter: kept dims pass through, a resized dim is a factor of each side that needs replication"},
      {"reduce", "kept dims pass through to every result; reduced dims are reduction factors of the inputs"},
      {"reverse", "every dim passes through; reversed dims are permutation factors"},
      {"custom_call", "XLA's known custom calls (host offload, Sharding) are elementwise; the X64 helpers and Shardy's test op @sdy_testonly have no rule"},
      {"rng_bit_generator", "the output's dims are its factors; the state takes none"},
      {"topk", "leading dims pass through to values and indices; the top-k dim needs replication and never propagates"},
  };
  return rows;
}

bool isElementwiseOp(std::string_view opName) {
  return elementwiseOps().count(shortName(opName)) > 0;
}

std::optional<FactorRule> ruleFor(const Operation& op, const std::vector<Dims>& operands, const std::vector<Dims>& results,
                                  std::string* rowName) {
  auto named = [&](std::string_view name, std::optional<FactorRule> rule) {
    if (rule && rowName) *rowName = std::string(name);
    return rule;
  };
  if (const NamedAttr* written = op.attribute("sdy.sharding_rule")) return named("written", writtenRule(written->value, operands.size(), results.size()));
  const std::string_view name = shortName(op.name);
  if (elementwiseOps().count(name)) return named("elementwise", elementwise(operands, results));
  if (name == "topk") return named("topk", topkRule(operands, results));
  if (name == "custom_call") {
    if (op.symbol == "mhlo.topk") return named("topk", topkRule(operands, results));
    if (elementwiseCustomCalls().count(op.symbol) && !results.empty()) return named("custom_call", elementwise(operands, results));
    return std::nullopt;
  }
  if (name == "dot_general" || name == "dot") return named("dot", dotRule(op, operands, results));
  if (name == "reshape") return named("reshape", reshapeRule(operands, results));
  if (name == "transpose") return named("transpose", transposeRule(op, operands, results));
  if (name == "broadcast_in_dim") return named("broadcast_in_dim", broadcastRule(op, operands, results));
  if (name == "concatenate") return named("concatenate", sameRankRule(operands, results, operands.size(), FactorKind::NeedReplication));
  if (name == "slice") return named("slice", sameRankRule(operands, results, 1, FactorKind::Permutation));
  if (name == "dynamic_slice") return named("dynamic_slice", dynamicSliceRule(op, operands, results));
  if (name == "dynamic_update_slice") return named("dynamic_update_slice", dynamicUpdateSliceRule(operands, results));
  if (name == "pad") return named("pad", sizedBy(sameRankRule(operands, results, 1, FactorKind::Permutation), operands.empty() ? Dims{} : operands[0]));
  if (name == "reduce_window") return named("reduce_window", reduceWindowRule(op, operands, results));
  if (name == "gather") return named("gather", gatherRule(op, operands, results));
  if (name == "all_reduce" || name == "collective_permute" || name == "cross-replica-sum")
    return named("collective", elementwise(operands, results));
  if (name == "all_gather" || name == "all_to_all" || name == "reduce_scatter") return named("collective", resizingCollectiveRule(op, operands, results));
  if (name == "reduce") return named("reduce", reduceRule(op, operands, results));
  if (name == "reverse") return named("reverse", sameRankRule(operands, results, 1, FactorKind::Permutation));
  if (name == "rng_bit_generator") return named("rng_bit_generator", rngRule(operands, results));
  return std::nullopt;
}

}  // namespace shardscope::propagation::sdy
