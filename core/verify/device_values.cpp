// GCC 12 reports -Wrestrict inside libstdc++ for `"literal" + std::string` (GCC bug
// 105329, a false positive); the messages here are built that way throughout.
#if defined(__GNUC__) && !defined(__clang__) && __GNUC__ == 12
#pragma GCC diagnostic ignored "-Wrestrict"
#endif
#include "verify/device_values.h"

#include "ir/literal.h"

#include <algorithm>

namespace shardscope::verify {

bool DeviceValues::uniform() const {
  if (perDevice.empty()) return false;
  for (const DeviceValue& v : perDevice)
    if (v.kind != DeviceValue::Kind::Baseline || v.baseline != perDevice[0].baseline) return false;
  return true;
}

const std::vector<DeviceValueRule>& deviceValueRules() {
  static const std::vector<DeviceValueRule> rules = {
      {"slice-of-device-tile", "a slice inside every device's tile of a tiled value is, on device p, the baseline's slice at p's offset (a pipeline stage's layer weights)"},
      {"select-by-device", "select with a predicate that is a known function of the device takes, on each device, the operand it picks there"},
      {"per-device-congruence", "a deterministic op gives, on each device, the baseline op over the baseline values that device holds; x + 0 = x"},
      {"collective-permute-values", "collective-permute moves each source device's value to its target; a device that receives nothing holds zeros"},
      {"all-reduce-of-one-holder", "all-reduce(sum) over a group where one device holds a baseline value and the others exact zeros gives every member that value"},
  };
  return rules;
}

namespace {

using ir::Instruction;
using ir::InstructionId;
using ir::Opcode;
using Kind = DeviceValue::Kind;

constexpr std::size_t kMaxOrigins = 4;

std::string name(const Instruction& in) { return "%" + std::string(in.name); }

void mergeLost(std::vector<InstructionId>& into, const std::vector<InstructionId>& from) {
  for (InstructionId at : from)
    if (into.size() < kMaxOrigins && std::find(into.begin(), into.end(), at) == into.end()) into.push_back(at);
}

DeviceValue lostHere(VerifyContext& c, InstructionId at, int64_t device, std::string why) {
  c.lostReasons.emplace(std::pair{at, device}, std::move(why));
  DeviceValue v;
  v.lostAt = {at};
  return v;
}

bool isZeroLiteral(const Instruction& in) {
  if (in.opcode != Opcode::Constant || !in.shape.isArray()) return false;
  auto count = in.shape.elementCount();
  if (!count || *count > 4096) return false;
  auto literal = ir::decodeLiteral(in.literal, in.shape, 4096);
  if (!literal.ok || static_cast<int64_t>(literal.real.size()) != *count) return false;
  return std::all_of(literal.real.begin(), literal.real.end(), [](double v) { return v == 0.0; });
}

// A broadcast of zeros, or a zero constant: exact zeros on every device.
bool isZeros(const VerifyContext& c, InstructionId id) {
  const Instruction& in = c.distributedInstruction(id);
  if (in.opcode == Opcode::Broadcast && in.operands.size() == 1) return isZeroLiteral(c.distributedInstruction(in.operands[0]));
  return isZeroLiteral(in);
}

// What every device holds of `operand`: a replicated fact's baseline value, its
// per-device values, or zeros. nullopt when nothing is known about it.
std::optional<std::vector<DeviceValue>> entriesOf(const VerifyContext& c, InstructionId operand) {
  const auto& fact = c.facts[operand];
  const bool replicated = fact && fact->elements.empty() && fact->relation.isReplicated();
  if (isZeros(c, operand)) {
    DeviceValue zero;
    zero.kind = Kind::Zero;
    if (replicated) zero.baseline = fact->baseline;  // the baseline computes these zeros too
    zero.lostAt = {operand};
    return std::vector<DeviceValue>(static_cast<std::size_t>(c.devices), zero);
  }
  if (replicated) {
    DeviceValue v;
    v.kind = Kind::Baseline;
    v.baseline = fact->baseline;
    return std::vector<DeviceValue>(static_cast<std::size_t>(c.devices), v);
  }
  if (c.deviceValues[operand]) return c.deviceValues[operand]->perDevice;
  return std::nullopt;
}

bool sameArrayType(const ir::Shape& a, const ir::Shape& b) { return a.type == b.type && a.dims == b.dims; }

bool hasClass(const DeviceValue& v) { return v.kind == Kind::Baseline || (v.kind == Kind::Zero && v.baseline.valid()); }

std::string baselineName(const VerifyContext& c, egraph::Id id) {
  const InstructionId b = c.baselineInstructionOf(id);
  return b >= 0 ? name(c.baselineEntry.instructions[b]) : std::string("?");
}

// ---------------------------------------------------------------- slice of a device's tile

std::optional<DeviceValues> sliceOfDeviceTile(VerifyContext& c, InstructionId id) {
  const Instruction& in = c.distributedInstruction(id);
  if (in.opcode != Opcode::Slice || in.operands.size() != 1 || !in.shape.isArray()) return std::nullopt;
  const auto& f = c.facts[in.operands[0]];
  if (!f || !f->elements.empty() || f->relation.isPartial() || f->relation.isReplicated()) return std::nullopt;
  const auto* config = in.sliceConfig();
  const auto& local = c.distributedInstruction(in.operands[0]).shape.dims;
  if (!config || config->dims.size() != local.size() || f->relation.rank() != static_cast<int64_t>(local.size())) return std::nullopt;
  DeviceValues out;
  out.rule = "slice-of-device-tile";
  for (int64_t p = 0; p < c.devices; ++p) {
    ir::SliceConfig shifted = *config;
    for (std::size_t k = 0; k < local.size(); ++k) {
      const auto& s = config->dims[k];
      if (s.start < 0 || s.limit > local[k] || s.start > s.limit) return std::nullopt;
      const int64_t offset = f->relation.index(p, static_cast<int64_t>(k)) * local[k];
      shifted.dims[k].start += offset;
      shifted.dims[k].limit += offset;
    }
    AttributeOverrides overrides{{"slice", c.distributedSignatures.attributeText(shifted, 0)}};
    auto found = c.lookupBaseline(c.distributedSignatures.signature(in, in.shape.dims, overrides), {f->baseline});
    if (found) {
      DeviceValue v;
      v.kind = Kind::Baseline;
      v.baseline = *found;
      out.perDevice.push_back(v);
    } else {
      out.perDevice.push_back(lostHere(c, id, p, "the baseline takes no such slice of " + baselineName(c, f->baseline) + " at device " + std::to_string(p) + "'s offset"));
    }
  }
  return out;
}

// ---------------------------------------------------------------- select by device

// The value of a pred scalar (or a broadcast of one) on each device: compare of integer
// scalars that are known functions of the device (partition-id == k), or a constant.
std::optional<std::vector<bool>> devicePredicate(VerifyContext& c, InstructionId id, int depth = 0) {
  if (depth > 4) return std::nullopt;
  const Instruction& in = c.distributedInstruction(id);
  if (!in.shape.isArray() || in.shape.type != ir::ElementType::Pred) return std::nullopt;
  if (in.opcode == Opcode::Broadcast && in.operands.size() == 1) {
    if (c.distributedInstruction(in.operands[0]).shape.rank() != 0) return std::nullopt;
    return devicePredicate(c, in.operands[0], depth + 1);
  }
  if (in.shape.rank() != 0) return std::nullopt;
  if (in.opcode == Opcode::Compare && in.operands.size() == 2) {
    auto a = c.scalars.scalar(in.operands[0]);
    auto b = c.scalars.scalar(in.operands[1]);
    auto direction = in.stringAttribute("direction");
    if (!a || !b || !direction) return std::nullopt;
    std::vector<bool> out;
    for (int64_t p = 0; p < c.devices; ++p) {
      const int64_t x = (*a)[p], y = (*b)[p];
      if (*direction == "EQ") out.push_back(x == y);
      else if (*direction == "NE") out.push_back(x != y);
      else if (*direction == "LT") out.push_back(x < y);
      else if (*direction == "LE") out.push_back(x <= y);
      else if (*direction == "GT") out.push_back(x > y);
      else if (*direction == "GE") out.push_back(x >= y);
      else return std::nullopt;
    }
    return out;
  }
  return std::nullopt;
}

std::optional<DeviceValues> selectByDevice(VerifyContext& c, InstructionId id) {
  const Instruction& in = c.distributedInstruction(id);
  if (in.opcode != Opcode::Select || in.operands.size() != 3 || !in.shape.isArray()) return std::nullopt;
  auto predicate = devicePredicate(c, in.operands[0]);
  if (!predicate) return std::nullopt;
  for (int k = 1; k <= 2; ++k)
    if (c.distributedInstruction(in.operands[k]).shape.dims != in.shape.dims) return std::nullopt;
  auto onTrue = entriesOf(c, in.operands[1]);
  auto onFalse = entriesOf(c, in.operands[2]);
  if (!onTrue && !onFalse) return std::nullopt;
  DeviceValues out;
  out.rule = "select-by-device";
  for (int64_t p = 0; p < c.devices; ++p) {
    const bool pick = (*predicate)[p];
    const auto& chosen = pick ? onTrue : onFalse;
    if (chosen) {
      out.perDevice.push_back((*chosen)[p]);
    } else {
      out.perDevice.push_back(lostHere(c, id, p, "device " + std::to_string(p) + " selects " + name(c.distributedInstruction(in.operands[pick ? 1 : 2])) +
                                                     ", which is not related to the baseline"));
    }
  }
  return out;
}

// ---------------------------------------------------------------- per-device congruence

bool isDeterministicArrayOp(const VerifyContext& c, const Instruction& in) {
  switch (in.opcode) {
    case Opcode::Parameter: case Opcode::Constant: case Opcode::Iota: case Opcode::PartitionId: case Opcode::ReplicaId:
    case Opcode::Rng: case Opcode::RngBitGenerator: case Opcode::RngGetAndUpdateState: case Opcode::Infeed: case Opcode::Outfeed:
    case Opcode::Send: case Opcode::SendDone: case Opcode::Recv: case Opcode::RecvDone: case Opcode::AfterAll: case Opcode::Opaque:
    case Opcode::Tuple: case Opcode::GetTupleElement:
      return false;
    case Opcode::CustomCall:
      return c.isElementwiseCustomCall(in);
    default:
      return in.shape.isArray() && !ir::isCollective(in.opcode) && !in.isCollective() && !in.operands.empty();
  }
}

std::optional<DeviceValues> perDeviceCongruence(VerifyContext& c, InstructionId id) {
  const Instruction& in = c.distributedInstruction(id);
  if (!isDeterministicArrayOp(c, in)) return std::nullopt;
  std::vector<std::vector<DeviceValue>> operands;
  bool perDevice = false;
  for (InstructionId operand : in.operands) {
    auto entries = entriesOf(c, operand);
    if (!entries) return std::nullopt;
    perDevice = perDevice || c.deviceValues[operand].has_value();
    operands.push_back(std::move(*entries));
  }
  if (!perDevice) return std::nullopt;  // replicated operands: replicated-congruence's case
  const std::string signature = c.distributedSignatures.signature(in);
  DeviceValues out;
  out.rule = "per-device-congruence";
  for (int64_t p = 0; p < c.devices; ++p) {
    DeviceValue v;
    std::vector<egraph::Id> classes;
    bool unknown = false, zeros = false;
    for (const auto& entries : operands) {
      const DeviceValue& e = entries[p];
      if (e.kind == Kind::Unknown) unknown = true;
      if (e.kind == Kind::Zero && !e.baseline.valid()) zeros = true;
      if (!hasClass(e)) mergeLost(v.lostAt, e.lostAt);
      classes.push_back(e.baseline);
    }
    if (unknown) {
      out.perDevice.push_back(std::move(v));
      continue;
    }
    if (zeros) {
      // x + 0 = x exactly (for every x); any other op on zeros the baseline never
      // computes is no baseline value: lost where the zeros came from.
      if (in.opcode == Opcode::Add && operands.size() == 2) {
        const DeviceValue& a = operands[0][p];
        const DeviceValue& b = operands[1][p];
        const bool aZero = a.kind == Kind::Zero && !a.baseline.valid(), bZero = b.kind == Kind::Zero && !b.baseline.valid();
        if (aZero && bZero) {
          v.kind = Kind::Zero;
          out.perDevice.push_back(std::move(v));
          continue;
        }
        if (aZero || bZero) {
          out.perDevice.push_back(aZero ? b : a);
          continue;
        }
      }
      out.perDevice.push_back(std::move(v));
      continue;
    }
    auto found = c.lookupBaseline(signature, classes);
    // Where the operands' values came from, if another device sent them.
    const DeviceValue* moved = nullptr;
    for (const auto& entries : operands)
      if (entries[p].movedBy >= 0) {
        moved = &entries[p];
        break;
      }
    if (found) {
      DeviceValue b;
      b.kind = Kind::Baseline;
      b.baseline = *found;
      if (moved) b.movedBy = moved->movedBy, b.movedFrom = moved->movedFrom;
      out.perDevice.push_back(b);
      continue;
    }
    std::string text = "on device " + std::to_string(p) + " the baseline computes no " + std::string(in.opcodeText) + " of ";
    for (std::size_t i = 0; i < classes.size(); ++i) text += (i ? ", " : "") + baselineName(c, classes[i]);
    DeviceValue lost = lostHere(c, id, p, text);
    if (moved) {
      // The value is a baseline value, just not one this device's other operands go
      // with: the collective-permute that delivered it is as likely the culprit.
      lost.lostAt.push_back(moved->movedBy);
      c.lostReasons.emplace(std::pair{moved->movedBy, p}, "device " + std::to_string(p) + " receives device " + std::to_string(moved->movedFrom) +
                                                               "'s value here, and then " + text + " (" + name(in) + ")");
    }
    out.perDevice.push_back(std::move(lost));
  }
  return out;
}

// ---------------------------------------------------------------- collectives

std::optional<DeviceValues> collectivePermuteValues(VerifyContext& c, InstructionId id) {
  const Instruction& in = c.distributedInstruction(id);
  if (in.opcode != Opcode::CollectivePermute || in.operands.size() != 1 || !in.shape.isArray() ||
      !sameArrayType(c.distributedInstruction(in.operands[0]).shape, in.shape))
    return std::nullopt;
  auto entries = entriesOf(c, in.operands[0]);
  if (!entries) return std::nullopt;
  const auto* attribute = in.attribute("source_target_pairs");
  const auto* pairs = attribute ? std::get_if<ir::SourceTargetPairs>(&attribute->value) : nullptr;
  if (!pairs) return std::nullopt;
  DeviceValues out;
  out.rule = "collective-permute-values";
  out.perDevice.assign(static_cast<std::size_t>(c.devices), DeviceValue{});
  std::vector<int> received(static_cast<std::size_t>(c.devices), 0);
  for (const auto& [source, target] : pairs->pairs) {
    if (source < 0 || source >= c.devices || target < 0 || target >= c.devices || received[target]++) return std::nullopt;
    out.perDevice[target] = (*entries)[source];
    out.perDevice[target].movedBy = id;
    out.perDevice[target].movedFrom = source;
  }
  for (int64_t p = 0; p < c.devices; ++p) {
    if (received[p]) continue;
    DeviceValue zero;
    zero.kind = Kind::Zero;  // XLA: a device that is no target gets zeros
    zero.lostAt = {id};
    c.lostReasons.emplace(std::pair{id, p}, "device " + std::to_string(p) + " receives nothing from this collective-permute (zeros)");
    out.perDevice[p] = zero;
  }
  return out;
}

std::optional<DeviceValues> allReduceOfOneHolder(VerifyContext& c, InstructionId id) {
  const Instruction& in = c.distributedInstruction(id);
  if (in.opcode != Opcode::AllReduce || in.operands.size() != 1 || !in.shape.isArray() ||
      !sameArrayType(c.distributedInstruction(in.operands[0]).shape, in.shape))
    return std::nullopt;
  if (c.distributedSignatures.reducerOf(in.calledComputation("to_apply")) != ReduceOp::Sum) return std::nullopt;
  const InstructionId operand = in.operands[0];
  if (!c.deviceValues[operand] && !isZeros(c, operand)) return std::nullopt;
  auto entries = entriesOf(c, operand);
  if (!entries) return std::nullopt;
  std::string why;
  auto groups = c.deviceGroups(in, &why);
  if (!groups) return std::nullopt;
  DeviceValues out;
  out.rule = "all-reduce-of-one-holder";
  out.perDevice.assign(static_cast<std::size_t>(c.devices), DeviceValue{});
  for (const auto& group : *groups) {
    std::vector<int64_t> holders;
    DeviceValue lost;
    for (int64_t d : group) {
      const DeviceValue& e = (*entries)[d];
      if (e.kind == Kind::Baseline) holders.push_back(d);
      else if (e.kind == Kind::Unknown) mergeLost(lost.lostAt, e.lostAt);
    }
    DeviceValue result;
    if (!lost.lostAt.empty()) {
      result = lost;  // a member's share is unknown: so is the sum
    } else if (holders.size() == 1) {
      result = (*entries)[holders[0]];
    } else if (holders.empty()) {
      result.kind = Kind::Zero;
      for (int64_t d : group) mergeLost(result.lostAt, (*entries)[d].lostAt);
    } else {
      for (int64_t d : holders)
        result = lostHere(c, id, d, "all-reduce(sum) over " + groupsText(*groups) + " adds the values of devices " + std::to_string(holders[0]) + " and " +
                                        std::to_string(holders[1]) + ", which both hold a value");
    }
    for (int64_t d : group) out.perDevice[d] = result;
  }
  return out;
}

}  // namespace

std::optional<DeviceValues> deriveDeviceValues(VerifyContext& c, InstructionId id) {
  for (auto rule : {sliceOfDeviceTile, selectByDevice, collectivePermuteValues, allReduceOfOneHolder, perDeviceCongruence})
    if (auto values = rule(c, id)) return values;
  return std::nullopt;
}

std::optional<Fact> uniformFact(VerifyContext& c, InstructionId id, const DeviceValues& values) {
  if (!values.uniform()) return std::nullopt;
  const InstructionId b = c.baselineInstructionOf(values.perDevice[0].baseline);
  if (b < 0) return std::nullopt;
  const Instruction& in = c.distributedInstruction(id);
  if (!in.shape.isArray()) return std::nullopt;
  return c.makeFact(values.perDevice[0].baseline, c.baselineEntry.instructions[b].shape, in.shape, Relation::replicated(c.devices, in.shape.rank()), nullptr);
}

bool allDevicesKnown(const DeviceValues& values) {
  return std::none_of(values.perDevice.begin(), values.perDevice.end(), [](const DeviceValue& v) { return v.kind == Kind::Unknown; });
}

std::string describeDeviceValues(const VerifyContext& c, const DeviceValues& values) {
  std::string text = "per-device:";
  const std::size_t shown = std::min<std::size_t>(values.perDevice.size(), 8);
  for (std::size_t p = 0; p < shown; ++p) {
    const DeviceValue& v = values.perDevice[p];
    text += (p == 0 ? " " : ", ") + std::to_string(p) + " ";
    if (v.kind == Kind::Zero) {
      text += "zeros";
    } else if (v.kind == Kind::Unknown) {
      text += "unknown";
    } else {
      const InstructionId b = c.baselineInstructionOf(v.baseline);
      text += b >= 0 ? name(c.baselineEntry.instructions[b]) : std::string("baseline value");
    }
  }
  if (shown < values.perDevice.size()) text += ", ...";
  return text;
}

std::vector<std::pair<InstructionId, std::string>> lostValueOrigins(const VerifyContext& c, InstructionId id) {
  std::vector<std::pair<InstructionId, std::string>> origins;
  const auto& values = c.deviceValues[id];
  if (!values) return origins;
  for (std::size_t p = 0; p < values->perDevice.size(); ++p) {
    const DeviceValue& v = values->perDevice[p];
    if (v.kind == Kind::Baseline) continue;
    for (InstructionId at : v.lostAt) {
      if (std::any_of(origins.begin(), origins.end(), [&](const auto& o) { return o.first == at; })) continue;
      auto it = c.lostReasons.lower_bound({at, int64_t{-1}});
      std::string reason = it != c.lostReasons.end() && it->first.first == at ? it->second
                           : isZeros(c, at)                                        ? "these zeros reach a value the result needs"
                                                                                   : "the value stops being the baseline's here";
      origins.emplace_back(at, "a value the result needs stops being the baseline's here: " + reason);
    }
  }
  return origins;
}

}  // namespace shardscope::verify
