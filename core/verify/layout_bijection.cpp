#include "verify/layout_bijection.h"

#include "layout/symbolic_layout.h"

#include <algorithm>
#include <numeric>

namespace shardscope::verify {

namespace {
using layout::AxisFactor;
using layout::LayoutOp;
using layout::Shape;

// Size-1 digits dropped, adjacent digits of one axis (major then the next minor) merged:
// the one spelling of each function.
void canonicalize(std::vector<AxisFactor>& digits) {
  std::vector<AxisFactor> out;
  out.reserve(digits.size());
  for (const AxisFactor& d : digits) {
    if (d.size == 1) continue;
    if (!out.empty() && out.back().axis == d.axis && out.back().stride == d.stride * d.size) {
      out.back().stride = d.stride;
      out.back().size *= d.size;
      continue;
    }
    out.push_back(d);
  }
  digits = std::move(out);
}

int64_t product(const Shape& dims) {
  int64_t n = 1;
  for (int64_t d : dims) n *= d;
  return n;
}
}  // namespace

LayoutBijection LayoutBijection::identity(const Shape& dims) {
  LayoutBijection b;
  b.source = dims;
  b.result = dims;
  for (std::size_t k = 0; k < dims.size(); ++k)
    if (dims[k] != 1) b.digits.push_back({static_cast<int>(k), 1, dims[k]});
  return b;
}

LayoutBijection LayoutBijection::fromDigits(Shape source, Shape result, std::vector<AxisFactor> digits) {
  canonicalize(digits);
  return {std::move(source), std::move(result), std::move(digits)};
}

bool LayoutBijection::isIdentity() const { return result == source && keepsOrder(); }

bool LayoutBijection::keepsOrder() const {
  std::size_t i = 0;
  for (std::size_t k = 0; k < source.size(); ++k) {
    if (source[k] == 1) continue;
    if (i >= digits.size() || digits[i] != AxisFactor{static_cast<int>(k), 1, source[k]}) return false;
    ++i;
  }
  return i == digits.size();
}

bool LayoutBijection::axes(std::vector<std::vector<AxisFactor>>& out) const {
  out.assign(result.size(), {});
  std::size_t next = 0;
  AxisFactor current{};
  bool holding = false;  // `current` is the rest of a digit cut by the previous axis
  for (std::size_t k = 0; k < result.size(); ++k) {
    int64_t need = result[k];
    while (need > 1) {
      if (!holding) {
        if (next >= digits.size()) return false;
        current = digits[next++];
        holding = true;
      }
      if (need % current.size == 0) {
        out[k].push_back(current);
        need /= current.size;
        holding = false;
      } else if (current.size % need == 0) {
        // The axis takes the digit's major part; its minor part starts the next axis.
        const int64_t rest = current.size / need;
        out[k].push_back({current.axis, current.stride * rest, need});
        current.size = rest;
        need = 1;
      } else {
        return false;
      }
    }
  }
  return !holding && next == digits.size();
}

bool LayoutBijection::apply(const LayoutOp& op, std::string* why) {
  auto fail = [&](std::string message) {
    if (why) *why = std::move(message);
    return false;
  };
  if (op.isReshape()) {
    if (std::any_of(op.values.begin(), op.values.end(), [](int64_t d) { return d < 1; }) || product(op.values) != product(result))
      return fail("reshape to " + layout::shapeToString(op.values) + " of a value of " + layout::shapeToString(result));
    result = op.values;
    return true;
  }
  const auto& perm = op.values;
  if (perm.size() != result.size()) return fail("transpose of another rank");
  std::vector<bool> seen(perm.size(), false);
  for (int64_t p : perm) {
    if (p < 0 || p >= static_cast<int64_t>(perm.size()) || seen[p]) return fail("transpose by a list that is no permutation");
    seen[p] = true;
  }
  std::vector<std::vector<AxisFactor>> groups;
  if (!axes(groups)) return fail("the axes " + layout::shapeToString(result) + " cut a digit of the baseline value into parts that do not divide it");
  std::vector<AxisFactor> moved;
  Shape dims;
  for (int64_t p : perm) {
    moved.insert(moved.end(), groups[p].begin(), groups[p].end());
    dims.push_back(result[p]);
  }
  canonicalize(moved);
  digits = std::move(moved);
  result = std::move(dims);
  return true;
}

layout::LayoutChain LayoutBijection::chain() const {
  std::vector<std::size_t> order(digits.size());
  std::iota(order.begin(), order.end(), 0);
  // The source's own digit order: by axis, then major (larger stride) first.
  std::sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) {
    return digits[a].axis != digits[b].axis ? digits[a].axis < digits[b].axis : digits[a].stride > digits[b].stride;
  });
  Shape split;
  std::vector<int64_t> perm(digits.size());
  for (std::size_t i = 0; i < order.size(); ++i) split.push_back(digits[order[i]].size);
  for (std::size_t i = 0; i < order.size(); ++i) perm[order[i]] = static_cast<int64_t>(i);
  layout::LayoutChain ops;
  Shape at = source;
  if (split != at) {
    ops.push_back(LayoutOp::reshape(split));
    at = split;
  }
  bool moves = false;
  for (std::size_t i = 0; i < perm.size(); ++i) moves = moves || perm[i] != static_cast<int64_t>(i);
  if (moves) {
    ops.push_back(LayoutOp::transpose(perm));
    Shape dims;
    for (int64_t p : perm) dims.push_back(at[p]);
    at = dims;
  }
  if (result != at) ops.push_back(LayoutOp::reshape(result));
  return ops;
}

LayoutBijection LayoutBijection::inverse() const {
  // The held value reshaped to its digits (in its own order), the digits put back in
  // the source's order, reshaped to the source's dims.
  std::vector<std::size_t> order(digits.size());
  std::iota(order.begin(), order.end(), 0);
  std::sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) {
    return digits[a].axis != digits[b].axis ? digits[a].axis < digits[b].axis : digits[a].stride > digits[b].stride;
  });
  Shape sizes;
  for (const AxisFactor& d : digits) sizes.push_back(d.size);
  std::vector<int64_t> perm(order.begin(), order.end());
  LayoutBijection back = identity(result);
  back.apply(LayoutOp::reshape(sizes));
  back.apply(LayoutOp::transpose(perm));
  back.apply(LayoutOp::reshape(source));
  return back;
}

bool LayoutBijection::then(const LayoutBijection& next, LayoutBijection& out) const {
  if (next.source != result) return false;
  out = *this;
  for (const LayoutOp& op : next.chain())
    if (!out.apply(op)) return false;
  return true;
}

std::string LayoutBijection::toString() const {
  layout::AtomNamer namer(source);
  std::vector<std::vector<AxisFactor>> groups;
  auto list = [&](const std::vector<AxisFactor>& ds) {
    if (ds.empty()) return std::string("1");
    if (ds.size() == 1) return namer.name(ds[0]);
    std::string text = "⊗(";
    for (std::size_t i = 0; i < ds.size(); ++i) text += (i ? "," : "") + namer.name(ds[i]);
    return text + ")";
  };
  std::string text;
  if (axes(groups)) {
    text = "(";
    for (std::size_t k = 0; k < groups.size(); ++k) text += (k ? "," : "") + list(groups[k]);
    text += ")";
  } else {
    text = list(digits) + " as " + layout::shapeToString(result);
  }
  return text + " of " + layout::shapeToString(source);
}

std::string LayoutBijection::key() const {
  std::string k;
  for (int64_t d : source) k += std::to_string(d) + ",";
  k += ">";
  for (int64_t d : result) k += std::to_string(d) + ",";
  k += ":";
  for (const AxisFactor& d : digits) k += std::to_string(d.axis) + "/" + std::to_string(d.stride) + "%" + std::to_string(d.size) + ",";
  return k;
}

}  // namespace shardscope::verify
