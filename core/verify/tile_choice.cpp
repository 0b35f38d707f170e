// GCC 12 reports -Wrestrict inside libstdc++ for `"literal" + std::string` (GCC bug
// 105329, a false positive); the messages here are built that way throughout.
#if defined(__GNUC__) && !defined(__clang__) && __GNUC__ == 12
#pragma GCC diagnostic ignored "-Wrestrict"
#endif
#include "verify/tile_choice.h"

#include <algorithm>
#include <deque>
#include <functional>

namespace shardscope::verify {

namespace {
using ir::InstructionId;

std::string name(const ir::Instruction& in) { return "%" + std::string(in.name); }

const Fact* arrayFact(const VerifyContext& c, InstructionId id) {
  const auto& f = c.facts[id];
  return f && f->elements.empty() ? &*f : nullptr;
}

// The per-device values of a scalar integer, or empty.
std::vector<int64_t> perDevice(const VerifyContext& c, InstructionId id) {
  auto v = c.scalars.scalar(id);
  return v ? *v : std::vector<int64_t>{};
}

bool varies(const std::vector<int64_t>& v) { return v.size() > 1 && std::adjacent_find(v.begin(), v.end(), std::not_equal_to<>()) != v.end(); }

std::string valuesText(const std::vector<int64_t>& v) {
  std::string text;
  for (std::size_t d = 0; d < v.size() && d < 8; ++d) text += (d ? ", device " : "device ") + std::to_string(d) + ": " + std::to_string(v[d]);
  if (v.size() > 8) text += ", ...";
  return text;
}

// The operand of a dynamic-slice whose per-device value differs between devices (the
// offset that chooses the tile), or -1; `dim` is the dim it offsets.
InstructionId varyingOffset(const VerifyContext& c, const ir::Instruction& slice, int64_t& dim) {
  for (std::size_t i = 1; i < slice.operands.size(); ++i)
    if (varies(perDevice(c, slice.operands[i]))) {
      dim = static_cast<int64_t>(i) - 1;
      return slice.operands[i];
    }
  return -1;
}

// An instruction the proof accepts whatever tile order it produces, which fixes that
// order itself: a collective-permute (its pairs), a dynamic-slice at offsets that differ
// between devices.
bool choosesTiles(const VerifyContext& c, InstructionId id) {
  const ir::Instruction& in = c.distributedEntry.instructions[id];
  if (!arrayFact(c, id)) return false;
  if (in.opcode == ir::Opcode::CollectivePermute) return true;
  int64_t dim = 0;
  return in.opcode == ir::Opcode::DynamicSlice && varyingOffset(c, in, dim) >= 0;
}

// The nearest tile chooser `start`'s fact was derived through: breadth-first over
// related, non-replicated values (a replicated value is the same on every device and
// carries no order). -1 when the order comes from the inputs' shardings.
InstructionId nearestChooser(const VerifyContext& c, InstructionId start) {
  std::deque<InstructionId> queue{start};
  std::vector<InstructionId> seen{start};
  for (int visited = 0; visited < 256 && !queue.empty(); ++visited) {
    const InstructionId at = queue.front();
    queue.pop_front();
    if (choosesTiles(c, at)) return at;
    for (InstructionId operand : c.distributedEntry.instructions[at].operands) {
      const Fact* f = arrayFact(c, operand);
      if (!f || f->relation.isReplicated() || std::find(seen.begin(), seen.end(), operand) != seen.end()) continue;
      seen.push_back(operand);
      queue.push_back(operand);
    }
  }
  return -1;
}

// Back from an offset through the integer steps that pass its per-device values on
// unchanged (select, convert, clamp-like wrapping that does not fire): the step that made
// them what they are, where a wrong index formula shows. Stops before the device id.
InstructionId offsetOrigin(const VerifyContext& c, InstructionId offset) {
  const ir::Computation& entry = c.distributedEntry;
  const std::vector<int64_t> wanted = perDevice(c, offset);
  InstructionId at = offset;
  for (int steps = 0; steps < 64; ++steps) {
    const ir::Instruction& in = entry.instructions[at];
    InstructionId next = -1;
    for (InstructionId operand : in.operands) {
      const ir::Instruction& o = entry.instructions[operand];
      if (o.opcode == ir::Opcode::PartitionId || o.opcode == ir::Opcode::ReplicaId) continue;
      // A predicate that happens to hold the same 0s and 1s is not the index.
      if (o.shape.type == ir::ElementType::Pred && in.shape.type != ir::ElementType::Pred) continue;
      if (perDevice(c, operand) == wanted) {
        next = operand;
        break;
      }
    }
    if (next < 0) break;
    at = next;
  }
  return at;
}

// The device id itself, or a copy or conversion of it: no arithmetic chose the offset.
bool isDeviceId(const VerifyContext& c, InstructionId id) {
  const ir::Instruction& in = c.distributedEntry.instructions[id];
  if (in.opcode == ir::Opcode::PartitionId || in.opcode == ir::Opcode::ReplicaId) return true;
  const bool passesOn = in.opcode == ir::Opcode::Convert || in.opcode == ir::Opcode::Copy || in.opcode == ir::Opcode::Bitcast || in.opcode == ir::Opcode::Reshape;
  return passesOn && in.operands.size() == 1 && isDeviceId(c, in.operands[0]);
}

std::string pairsText(const ir::Instruction& permute) {
  const auto* attribute = permute.attribute("source_target_pairs");
  const auto* pairs = attribute ? std::get_if<ir::SourceTargetPairs>(&attribute->value) : nullptr;
  if (!pairs) return "{}";
  std::string text = "{";
  for (std::size_t i = 0; i < pairs->pairs.size() && i < 8; ++i)
    text += (i ? ", " : "") + std::to_string(pairs->pairs[i].first) + "->" + std::to_string(pairs->pairs[i].second);
  return text + (pairs->pairs.size() > 8 ? ", ...}" : "}");
}

// The chooser's entry: the collective-permute, or the dynamic-slice's offset arithmetic
// (the slice itself when the offset is the device id unchanged). `consequence` says what
// the choice led to.
std::pair<InstructionId, std::string> chooserEntry(const VerifyContext& c, InstructionId chooser, const std::string& consequence) {
  const ir::Instruction& in = c.distributedEntry.instructions[chooser];
  if (in.opcode == ir::Opcode::CollectivePermute)
    return {chooser, "moves tiles between devices by the pairs " + pairsText(in) + ", which decides the tile each device holds " + consequence};
  int64_t dim = 0;
  const InstructionId offset = varyingOffset(c, in, dim);
  const std::string values = valuesText(perDevice(c, offset));
  const InstructionId origin = offsetOrigin(c, offset);
  if (isDeviceId(c, origin))
    return {chooser, "slices dim " + std::to_string(dim) + " at an offset each device computes from its id (" + values + "), which decides the tile each device holds " +
                         consequence};
  return {origin, "computes each device's offset into dim " + std::to_string(dim) + " of " + name(in) + " (" + values +
                      "): this integer arithmetic decides the tile each device holds " + consequence};
}

bool isUpdateSlice(const ir::Instruction& in) { return in.opcode == ir::Opcode::DynamicUpdateSlice && in.shape.isArray() && in.operands.size() >= 3; }

// A ring's accumulator from `first` on (each dynamic-update-slice the buffer of the next,
// none related): the first related block some device writes where it does not belong,
// with the same block arithmetic as dynamic-update-slice-fill. Its chooser's entry, or
// nothing.
std::vector<std::pair<InstructionId, std::string>> misplacedBlock(const VerifyContext& c, const ir::UserLists& users, InstructionId first) {
  const ir::Computation& entry = c.distributedEntry;
  InstructionId at = first;
  for (int steps = 0; steps < 64 && at >= 0; ++steps) {
    const ir::Instruction& in = entry.instructions[at];
    const int64_t rank = in.shape.rank();
    const ir::Instruction& update = entry.instructions[in.operands[1]];
    const Fact* u = arrayFact(c, in.operands[1]);
    if (static_cast<int64_t>(in.operands.size()) != rank + 2 || update.shape.rank() != rank || !u || u->relation.isPartial() || u->relation.hasLayout())
      return {};
    const Relation& U = u->relation;
    for (int64_t k = 0; k < rank; ++k) {
      const int64_t size = update.shape.dims[k];
      if (size <= 0 || in.shape.dims[k] % size != 0) return {};
      const int64_t blocks = in.shape.dims[k] / size;
      if (U.tiles[k] % blocks != 0) return {};
      const std::vector<int64_t> offsets = perDevice(c, in.operands[k + 2]);
      if (static_cast<int64_t>(offsets.size()) != c.devices) return {};
      for (int64_t d = 0; d < c.devices; ++d) {
        const int64_t written = std::clamp<int64_t>(offsets[d], 0, in.shape.dims[k] - size);  // XLA clamps start indices
        const int64_t belongs = (U.index(d, k) % blocks) * size;
        if (written == belongs) continue;
        const InstructionId chooser = nearestChooser(c, in.operands[1]);
        if (chooser < 0) return {};
        return {chooserEntry(c, chooser, "of " + name(update) + ": device " + std::to_string(d) + " holds the block of dim " + std::to_string(k) +
                                              " that belongs at offset " + std::to_string(belongs) + " of its tile, but " + name(in) + " writes it at offset " +
                                              std::to_string(written) + ": the pairs deliver another block than this write's offset expects, so either is wrong")};
      }
    }
    InstructionId next = -1;
    for (InstructionId user : users[at])
      if (isUpdateSlice(entry.instructions[user]) && entry.instructions[user].operands[0] == at && !c.facts[user]) next = user;
    at = next;
  }
  return {};
}
}  // namespace

std::vector<std::pair<InstructionId, std::string>> tileChoiceOrigins(const VerifyContext& c, const ir::UserLists& users,
                                                                     InstructionId frontier) {
  const ir::Instruction& in = c.distributedEntry.instructions[frontier];
  if (isUpdateSlice(in)) return misplacedBlock(c, users, frontier);
  // Two related operands at least, none partial (a missing reduction is reported as
  // such), one tiled: values that are each right but do not fit together.
  int related = 0;
  bool tiled = false;
  for (InstructionId operand : in.operands) {
    const Fact* f = arrayFact(c, operand);
    if (!f) continue;
    if (f->relation.isPartial()) return {};
    ++related;
    tiled = tiled || !f->relation.isReplicated();
  }
  if (related < 2 || !tiled) return {};
  std::vector<std::pair<InstructionId, std::string>> out;
  for (InstructionId operand : in.operands) {
    if (!arrayFact(c, operand)) continue;
    const InstructionId chooser = nearestChooser(c, operand);
    if (chooser < 0) continue;
    auto entry = chooserEntry(c, chooser, "of " + name(c.distributedEntry.instructions[operand]) + ", an operand of " + name(in) +
                                              ", whose related operands do not fit together tile by tile");
    if (std::none_of(out.begin(), out.end(), [&](const auto& e) { return e.first == entry.first; })) out.push_back(std::move(entry));
  }
  return out;
}

}  // namespace shardscope::verify
