#pragma once
// The symbolic layout algebra of seed 000 §3.1: tensors described by symbolic axes.
//
// An *atom* is one digit of an index along an axis of the symbol basis (the tensor the
// chains start from), an AxisFactor. A SymbolicLayout says, for each axis of a tensor,
// which atoms it merges (⊗), major to minor: after `reshape(256,4096)` of (i,j,k) with
// sizes (4,64,4096) the layout is (⊗(i,j),k). Reshape merges atoms; when a new axis
// boundary falls inside an atom, the atom is split into a major and a minor part
// (everywhere it appears, since layouts only ever read the table's leaves). A boundary
// that cuts an atom into parts whose sizes do not divide it has no factor-wise
// expression: the reshape is *irregular* and symbolicReshape reports it.

#include "layout/axis_map.h"
#include "layout/layout_op.h"

#include <span>
#include <string>
#include <utility>
#include <vector>

namespace shardscope::layout {

class AtomTable {
 public:
  int add(AxisFactor factor);
  const AxisFactor& factor(int atom) const { return entries_[atom].factor; }
  int64_t size(int atom) const { return entries_[atom].factor.size; }
  bool isLeaf(int atom) const { return entries_[atom].major < 0; }
  // Splits leaf `atom` into (major part of size majorSize, minor part); returns them.
  std::pair<int, int> split(int atom, int64_t majorSize);
  // The current leaves `atom` stands for, major to minor, size-1 leaves left out.
  void appendLeaves(int atom, std::vector<int>& out) const;
  int count() const { return static_cast<int>(entries_.size()); }
  void reserve(std::size_t atoms) { entries_.reserve(atoms); }
  void clear() { entries_.clear(); }

 private:
  struct Entry {
    AxisFactor factor;
    int major = -1;  // children once split
    int minor = -1;
  };
  std::vector<Entry> entries_;
};

class SymbolicLayout {
 public:
  SymbolicLayout() : offsets_{0} {}
  // One axis per inner list, each the merge of its atoms.
  static SymbolicLayout fromAxes(const std::vector<std::vector<int>>& axes);

  int rank() const { return static_cast<int>(offsets_.size()) - 1; }
  std::span<const int> axis(int k) const {
    return {atoms_.data() + offsets_[k], atoms_.data() + offsets_[k + 1]};
  }
  // All leaves in flat (row-major) order, size-1 leaves left out.
  std::vector<int> leaves(const AtomTable& table) const;
  // The same layout with every atom replaced by its current non-unit leaves.
  SymbolicLayout expanded(const AtomTable& table) const;

  void appendAxis(std::span<const int> atoms);
  // Building an axis atom by atom: appendAtom for each, then closeAxis.
  void appendAtom(int atom) { atoms_.push_back(atom); }
  void closeAxis() { offsets_.push_back(static_cast<int>(atoms_.size())); }
  void clear() {
    atoms_.clear();
    offsets_.assign(1, 0);
  }

  friend bool operator==(const SymbolicLayout&, const SymbolicLayout&) = default;

 private:
  std::vector<int> atoms_;
  std::vector<int> offsets_;  // rank+1 entries; axis k is atoms_[offsets_[k], offsets_[k+1])
};

// The symbolic effect of one op. Reshape returns false (leaving `layout` unchanged,
// though `table` may hold extra splits) when it is irregular; `why` then says where.
// Both require an op that applies to the layout's concrete shape (see applyToShape).
bool symbolicReshape(SymbolicLayout& layout, const Shape& newDims, AtomTable& table,
                     std::string* why = nullptr);
void symbolicTranspose(SymbolicLayout& layout, const std::vector<int64_t>& perm);
bool applySymbolic(SymbolicLayout& layout, const LayoutOp& op, AtomTable& table,
                   std::string* why = nullptr);

// How atoms are printed: basis axis k is named i, j, k, l, ... (then a18, a19, ...); a
// whole axis by its name, a digit by its index formula: `i/16` (major digit, the
// quotient), `i%16` (minor digit), `i/4%4` (a middle digit). Device digits print as
// `dev(i/4)`. Adjacent digits of one axis merge back (`i/4`,`i%4` print as `i`).
class AtomNamer {
 public:
  explicit AtomNamer(Shape basis) : basis_(std::move(basis)) {}
  static std::string axisName(int axis);
  std::string name(const AxisFactor& factor) const;
  // `(⊗(j,i),k)`; atoms for which isDevice(atom) is true print as `dev(...)`.
  template <class IsDevice>
  std::string toString(const SymbolicLayout& layout, const AtomTable& table,
                       IsDevice isDevice) const;
  std::string toString(const SymbolicLayout& layout, const AtomTable& table) const {
    return toString(layout, table, [](int) { return false; });
  }

 private:
  Shape basis_;
};

template <class IsDevice>
std::string AtomNamer::toString(const SymbolicLayout& layout, const AtomTable& table,
                                IsDevice isDevice) const {
  std::string text = "(";
  std::vector<int> leaves;
  for (int k = 0; k < layout.rank(); ++k) {
    if (k) text += ',';
    leaves.clear();
    for (int atom : layout.axis(k)) table.appendLeaves(atom, leaves);
    // Merge runs of adjacent digits of the same axis back into one factor for display.
    std::vector<std::pair<AxisFactor, bool>> parts;
    for (int leaf : leaves) {
      const AxisFactor& f = table.factor(leaf);
      const bool device = isDevice(leaf);
      if (!parts.empty() && parts.back().second == device &&
          parts.back().first.axis == f.axis && parts.back().first.stride == f.stride * f.size) {
        parts.back().first.stride = f.stride;
        parts.back().first.size *= f.size;
        continue;
      }
      parts.push_back({f, device});
    }
    if (parts.empty()) {
      text += '1';
      continue;
    }
    if (parts.size() > 1) text += "⊗(";
    for (std::size_t p = 0; p < parts.size(); ++p) {
      if (p) text += ',';
      const std::string name = this->name(parts[p].first);
      text += parts[p].second ? "dev(" + name + ")" : name;
    }
    if (parts.size() > 1) text += ')';
  }
  return text + ")";
}

}  // namespace shardscope::layout
