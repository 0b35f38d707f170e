#include "layout/symbolic_layout.h"

namespace shardscope::layout {

int AtomTable::add(AxisFactor factor) {
  entries_.push_back({factor, -1, -1});
  return static_cast<int>(entries_.size()) - 1;
}

std::pair<int, int> AtomTable::split(int atom, int64_t majorSize) {
  const AxisFactor whole = entries_[atom].factor;
  const int64_t minorSize = whole.size / majorSize;
  const int major = add({whole.axis, whole.stride * minorSize, majorSize});
  const int minor = add({whole.axis, whole.stride, minorSize});
  entries_[atom].major = major;
  entries_[atom].minor = minor;
  return {major, minor};
}

void AtomTable::appendLeaves(int atom, std::vector<int>& out) const {
  const Entry& entry = entries_[atom];
  if (entry.major < 0) {
    if (entry.factor.size != 1) out.push_back(atom);
    return;
  }
  appendLeaves(entry.major, out);
  appendLeaves(entry.minor, out);
}

SymbolicLayout SymbolicLayout::fromAxes(const std::vector<std::vector<int>>& axes) {
  SymbolicLayout layout;
  for (const auto& atoms : axes) layout.appendAxis(atoms);
  return layout;
}

void SymbolicLayout::appendAxis(std::span<const int> atoms) {
  atoms_.insert(atoms_.end(), atoms.begin(), atoms.end());
  offsets_.push_back(static_cast<int>(atoms_.size()));
}

std::vector<int> SymbolicLayout::leaves(const AtomTable& table) const {
  std::vector<int> out;
  out.reserve(atoms_.size());
  for (int atom : atoms_) table.appendLeaves(atom, out);
  return out;
}

SymbolicLayout SymbolicLayout::expanded(const AtomTable& table) const {
  SymbolicLayout result;
  result.atoms_.reserve(atoms_.size());
  for (int k = 0; k < rank(); ++k) {
    for (int atom : axis(k)) table.appendLeaves(atom, result.atoms_);
    result.offsets_.push_back(static_cast<int>(result.atoms_.size()));
  }
  return result;
}

bool symbolicReshape(SymbolicLayout& layout, const Shape& newDims, AtomTable& table,
                     std::string* why) {
  // Scratch buffers reused across calls: this runs for every op of every query, and
  // allocation would otherwise dominate its cost.
  thread_local std::vector<int> leaves;
  thread_local SymbolicLayout result;
  leaves.clear();
  for (int k = 0; k < layout.rank(); ++k)
    for (int atom : layout.axis(k)) table.appendLeaves(atom, leaves);
  result.clear();
  std::size_t next = 0;
  for (std::size_t d = 0; d < newDims.size(); ++d) {
    int64_t need = newDims[d];
    while (need > 1 && next < leaves.size()) {
      const int atom = leaves[next];
      const int64_t size = table.size(atom);
      if (need % size == 0) {
        result.appendAtom(atom);
        need /= size;
        ++next;
      } else if (size % need == 0) {
        // The axis ends inside this atom: its major part closes the axis, the minor
        // part starts the next one.
        const auto [major, minor] = table.split(atom, need);
        result.appendAtom(major);
        leaves[next] = minor;
        need = 1;
      } else {
        if (why)
          *why = "reshape" + shapeToString(newDims) + ": dimension " + std::to_string(d) +
                 " (size " + std::to_string(newDims[d]) + ") ends inside a factor of size " +
                 std::to_string(size) + " that it does not divide";
        return false;
      }
    }
    result.closeAxis();
  }
  std::swap(layout, result);
  return true;
}

void symbolicTranspose(SymbolicLayout& layout, const std::vector<int64_t>& perm) {
  thread_local SymbolicLayout result;
  result.clear();
  for (int64_t axis : perm) result.appendAxis(layout.axis(static_cast<int>(axis)));
  std::swap(layout, result);
}

bool applySymbolic(SymbolicLayout& layout, const LayoutOp& op, AtomTable& table,
                   std::string* why) {
  if (op.isReshape()) return symbolicReshape(layout, op.values, table, why);
  symbolicTranspose(layout, op.values);
  return true;
}

std::string AtomNamer::axisName(int axis) {
  static constexpr const char* kNames[] = {"i", "j", "k", "l", "m", "n", "o", "p", "q",
                                           "r", "s", "t", "u", "v", "w", "x", "y", "z"};
  if (axis >= 0 && axis < static_cast<int>(std::size(kNames))) return kNames[axis];
  std::string name = "a";
  name += std::to_string(axis);
  return name;
}

std::string AtomNamer::name(const AxisFactor& factor) const {
  const std::string axis = axisName(factor.axis);
  const int64_t axisSize =
      factor.axis >= 0 && factor.axis < static_cast<int>(basis_.size()) ? basis_[factor.axis] : 0;
  const bool isMajor = factor.stride * factor.size == axisSize;
  const bool isMinor = factor.stride == 1;
  if (isMajor && isMinor) return axis;
  if (isMajor) return axis + "/" + std::to_string(factor.stride);
  if (isMinor) return axis + "%" + std::to_string(factor.size);
  return axis + "/" + std::to_string(factor.stride) + "%" + std::to_string(factor.size);
}

}  // namespace shardscope::layout
