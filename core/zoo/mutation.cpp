#include "zoo/mutation.h"

#include "zoo/device_offset_mutation.h"

#include "io/hlo_text_parser.h"
#include "io/hlo_text_printer.h"
#include "ir/shape_inference.h"

#include <algorithm>
#include <array>
#include <functional>
#include <set>
#include <utility>

namespace shardscope::zoo {

namespace {

using ir::Computation;
using ir::ElementType;
using ir::Instruction;
using ir::InstructionId;
using ir::Module;
using ir::Opcode;

struct KindName {
  MutationKind kind;
  std::string_view name;
};

constexpr std::array<KindName, 11> kKindNames{{
    {MutationKind::ChangeDim, "change-dim"},
    {MutationKind::SwapOperands, "swap-operands"},
    {MutationKind::ChangeReplicaGroups, "change-replica-groups"},
    {MutationKind::DropCollective, "drop-collective"},
    {MutationKind::AddCollective, "add-collective"},
    {MutationKind::ChangeDtype, "change-dtype"},
    {MutationKind::TransposePermutation, "transpose-permutation"},
    {MutationKind::ReshapeSplitOrder, "reshape-split-order"},
    {MutationKind::UnitDimRoute, "unit-dim-route"},
    {MutationKind::DeviceOffset, "device-offset"},
    {MutationKind::TransposeAsReshape, "transpose-as-reshape"},
}};

// A mutation site: applies itself to a fresh copy of the module (whose entry has the
// same instruction ids as the original) and says what it did.
using Site = std::function<Mutation(Module&)>;

// ---- copying and editing the IR -------------------------------------------------------

// Print and parse back: the only deep copy a move-only Module has, and the same check
// the loader applies (operands, cycles, declared shapes).
std::optional<Module> reparse(const Module& module) {
  io::HloParseOptions options;
  options.fileName = module.name + ".mutated.hlo";
  io::LoadResult loaded = io::parseHloText(io::printHloText(module), options);
  if (!loaded.ok()) return std::nullopt;
  return std::move(*loaded.module);
}

Computation& entryOf(Module& module) { return module.computations.at(module.entry); }

std::string text(std::string_view view) { return std::string(view); }

std::string dimsText(const std::vector<int64_t>& dims) {
  std::string result = "{";
  for (std::size_t i = 0; i < dims.size(); ++i) {
    if (i) result += ',';
    result += std::to_string(dims[i]);
  }
  return result + "}";
}

std::string groupsText(const std::vector<std::vector<int64_t>>& groups) {
  std::string result = "{";
  for (std::size_t g = 0; g < groups.size(); ++g) {
    if (g) result += ',';
    result += dimsText(groups[g]);
  }
  return result + "}";
}

// A name no instruction of `computation` has yet: "<opcode>.mutation[.k]".
std::string_view freshName(Module& module, const Computation& computation, std::string_view opcode) {
  std::string base = text(opcode) + ".mutation";
  std::string name = base;
  for (int k = 1; computation.find(name) >= 0; ++k) name = base + "." + std::to_string(k);
  return module.strings().intern(name);
}

// Inserts `instruction` right after `after`; later ids (operands, root) shift by one.
InstructionId insertAfter(Computation& computation, InstructionId after, Instruction instruction) {
  const InstructionId at = after + 1;
  for (Instruction& existing : computation.instructions)
    for (InstructionId& operand : existing.operands)
      if (operand >= at) ++operand;
  if (computation.root >= at) ++computation.root;
  for (InstructionId& operand : instruction.operands)
    if (operand >= at) ++operand;
  computation.instructions.insert(computation.instructions.begin() + at, std::move(instruction));
  return at;
}

// Every use of `from` except by `except` reads `to` instead.
void redirectUses(Computation& computation, InstructionId from, InstructionId to, InstructionId except) {
  for (InstructionId id = 0; id < static_cast<InstructionId>(computation.instructions.size()); ++id) {
    if (id == except) continue;
    for (InstructionId& operand : computation.instructions[id].operands)
      if (operand == from) operand = to;
  }
}

// Removes an instruction nothing uses any more; later ids shift down by one.
void eraseUnused(Computation& computation, InstructionId id) {
  computation.instructions.erase(computation.instructions.begin() + id);
  for (Instruction& existing : computation.instructions)
    for (InstructionId& operand : existing.operands)
      if (operand > id) --operand;
  if (computation.root > id) --computation.root;
}

// A new instruction computing from `source`, with its metadata so that a report about
// the inserted op points at the source line of the value it changes.
Instruction derivedInstruction(Module& module, const Computation& computation, const Instruction& source, Opcode opcode,
                               ir::Shape shape, std::vector<InstructionId> operands) {
  Instruction instruction;
  instruction.opcode = opcode;
  instruction.opcodeText = ir::opcodeName(opcode);
  instruction.shape = std::move(shape);
  instruction.operands = std::move(operands);
  instruction.metadata = source.metadata;
  instruction.name = freshName(module, computation, ir::opcodeName(opcode));
  return instruction;
}

// ---- facts about the original module ----------------------------------------------------

bool isFloatArray(const ir::Shape& shape) {
  return shape.isArray() && (shape.type == ElementType::F32 || shape.type == ElementType::BF16 ||
                             shape.type == ElementType::F16 || shape.type == ElementType::F64);
}

// Values an inserted op may follow: arrays someone uses, other than the ROOT (whose
// shape and sharding are the output relation) and tuple plumbing.
std::vector<InstructionId> insertionPoints(const Computation& entry) {
  const std::vector<std::vector<InstructionId>> users = entry.users();
  std::vector<InstructionId> points;
  for (InstructionId id = 0; id < static_cast<InstructionId>(entry.instructions.size()); ++id) {
    const Instruction& instruction = entry.instructions[id];
    if (id == entry.root || users[id].empty() || !instruction.shape.isArray()) continue;
    points.push_back(id);
  }
  return points;
}

int64_t deviceCount(const Module& module) { return std::max<int64_t>(1, module.numPartitions() * module.replicaCount()); }

// The groups a collective runs over; empty replica_groups mean one group of all devices.
std::vector<std::vector<int64_t>> effectiveGroups(const Instruction& instruction, int64_t devices) {
  const ir::ReplicaGroups* groups = instruction.replicaGroups();
  if (groups && !groups->empty()) return groups->groups;
  std::vector<int64_t> all(devices);
  for (int64_t d = 0; d < devices; ++d) all[d] = d;
  return {all};
}

// The same groups as sets, for collectives whose result does not depend on member order.
std::set<std::set<int64_t>> asSets(const std::vector<std::vector<int64_t>>& groups) {
  std::set<std::set<int64_t>> sets;
  for (const auto& group : groups) sets.insert(std::set<int64_t>(group.begin(), group.end()));
  return sets;
}

// Partitions of `devices` into groups of `size`: consecutive ([0,1],[2,3]) and strided
// ([0,2],[1,3]).
std::vector<std::vector<std::vector<int64_t>>> partitionsOfSize(int64_t devices, int64_t size) {
  std::vector<std::vector<std::vector<int64_t>>> result;
  if (size < 1 || devices % size != 0) return result;
  const int64_t count = devices / size;
  std::vector<std::vector<int64_t>> consecutive(count), strided(count);
  for (int64_t g = 0; g < count; ++g)
    for (int64_t m = 0; m < size; ++m) {
      consecutive[g].push_back(g * size + m);
      strided[g].push_back(m * count + g);
    }
  result.push_back(consecutive);
  if (strided != consecutive) result.push_back(strided);
  return result;
}

// Reducer computation `add.<type>` of the module, or -1.
ir::ComputationId findAddReducer(const Module& module, ElementType type) {
  for (ir::ComputationId c = 0; c < static_cast<ir::ComputationId>(module.computations.size()); ++c) {
    const Computation& computation = module.computations[c];
    if (c == module.entry || computation.root < 0 || computation.instructions.size() != 3) continue;
    const Instruction& root = computation.rootInstruction();
    if (root.opcode != Opcode::Add || root.shape.type != type || !root.shape.dims.empty()) continue;
    if (root.operands.size() == 2 && computation.instructions[root.operands[0]].opcode == Opcode::Parameter &&
        computation.instructions[root.operands[1]].opcode == Opcode::Parameter && root.operands[0] != root.operands[1])
      return c;
  }
  return -1;
}

ir::ComputationId addReducer(Module& module, ElementType type) {
  if (ir::ComputationId existing = findAddReducer(module, type); existing >= 0) return existing;
  Computation computation;
  const std::string base = "add." + text(ir::elementTypeName(type)) + ".mutation";
  computation.name = module.strings().intern(base);
  const ir::Shape scalar = ir::Shape::array(type, {});
  for (int i = 0; i < 2; ++i) {
    Instruction parameter;
    parameter.opcode = Opcode::Parameter;
    parameter.opcodeText = ir::opcodeName(Opcode::Parameter);
    parameter.shape = scalar;
    parameter.parameterNumber = i;
    parameter.name = module.strings().intern(base + (i == 0 ? ".lhs" : ".rhs"));
    computation.instructions.push_back(std::move(parameter));
  }
  Instruction sum;
  sum.opcode = Opcode::Add;
  sum.opcodeText = ir::opcodeName(Opcode::Add);
  sum.shape = scalar;
  sum.operands = {0, 1};
  sum.name = module.strings().intern(base + ".result");
  computation.instructions.push_back(std::move(sum));
  computation.root = 2;
  // Appended, so the entry's index (and every called-computation index) stays valid.
  module.computations.push_back(std::move(computation));
  return static_cast<ir::ComputationId>(module.computations.size() - 1);
}

int64_t nextChannelId(const Module& module) {
  int64_t largest = 0;
  for (const Computation& computation : module.computations)
    for (const Instruction& instruction : computation.instructions)
      if (std::optional<int64_t> channel = instruction.intAttribute("channel_id")) largest = std::max(largest, *channel);
  return largest + 1;
}

// ---- change-dim -----------------------------------------------------------------------

// Dimension attributes whose value the shape checker validates for these opcodes.
std::vector<std::string_view> dimensionKeys(Opcode opcode) {
  switch (opcode) {
    case Opcode::Broadcast:
    case Opcode::Reduce:
      return {"dimensions"};
    case Opcode::Dot:
      return {"lhs_contracting_dims", "rhs_contracting_dims", "lhs_batch_dims", "rhs_batch_dims"};
    default:
      return {};
  }
}

void addChangeDimSites(const Module& module, std::vector<Site>& sites) {
  const Computation& entry = module.entryComputation();
  const int64_t devices = deviceCount(module);
  for (InstructionId id = 0; id < static_cast<InstructionId>(entry.instructions.size()); ++id) {
    const Instruction& instruction = entry.instructions[id];
    if (instruction.opcode == Opcode::Slice) {
      // Shift one dim's window by one: same size, different elements.
      const ir::SliceConfig* config = instruction.sliceConfig();
      if (!config || instruction.operands.size() != 1) continue;
      const ir::Shape& operand = entry.instructions[instruction.operands[0]].shape;
      for (std::size_t d = 0; d < config->dims.size() && d < operand.dims.size(); ++d)
        for (int64_t shift : {int64_t{-1}, int64_t{1}}) {
          ir::SliceDim moved = config->dims[d];
          moved.start += shift;
          moved.limit += shift;
          if (moved.start < 0 || moved.limit > operand.dims[d]) continue;
          sites.push_back([id, d, moved](Module& copy) {
            Instruction& target = entryOf(copy).instructions[id];
            ir::SliceConfig changed = *target.sliceConfig();
            const ir::SliceDim before = changed.dims[d];
            changed.dims[d] = moved;
            target.setAttribute(copy.strings().intern("slice"), changed);
            return Mutation{MutationKind::ChangeDim, text(target.name),
                            text(target.name) + ": slice window of dim " + std::to_string(d) + " [" + std::to_string(before.start) + ":" +
                                std::to_string(before.limit) + "] -> [" + std::to_string(moved.start) + ":" + std::to_string(moved.limit) + "]"};
          });
        }
      continue;
    }
    if (instruction.opcode == Opcode::Iota) {
      // Counting along another dim of size > 1: same shape, different values.
      const std::optional<int64_t> current = instruction.intAttribute("iota_dimension");
      if (!current) continue;
      for (int64_t d = 0; d < instruction.shape.rank(); ++d) {
        if (d == *current || instruction.shape.dims[d] < 2) continue;
        sites.push_back([id, d, from = *current](Module& copy) {
          Instruction& target = entryOf(copy).instructions[id];
          target.setAttribute(copy.strings().intern("iota_dimension"), d);
          return Mutation{MutationKind::ChangeDim, text(target.name),
                          text(target.name) + ": iota_dimension " + std::to_string(from) + " -> " + std::to_string(d)};
        });
      }
      continue;
    }
    if (instruction.opcode == Opcode::AllToAll && instruction.operands.size() == 1) {
      // Split/concatenate along another dim that divides by the group size.
      const std::vector<int64_t>* dims = instruction.intListAttribute("dimensions");
      if (!dims || dims->size() != 1) continue;
      const int64_t groupSize = static_cast<int64_t>(effectiveGroups(instruction, devices).front().size());
      for (int64_t d = 0; d < instruction.shape.rank(); ++d) {
        if (d == dims->front() || instruction.shape.dims[d] % groupSize != 0 || instruction.shape.dims[d] < groupSize) continue;
        sites.push_back([id, d, from = dims->front()](Module& copy) {
          Instruction& target = entryOf(copy).instructions[id];
          target.setAttribute(copy.strings().intern("dimensions"), ir::IntList{{d}});
          return Mutation{MutationKind::ChangeDim, text(target.name),
                          text(target.name) + ": all-to-all dimensions={" + std::to_string(from) + "} -> {" + std::to_string(d) + "}"};
        });
      }
      continue;
    }
    int64_t maxRank = instruction.shape.rank();
    for (InstructionId operand : instruction.operands) maxRank = std::max(maxRank, entry.instructions[operand].shape.rank());
    for (std::string_view key : dimensionKeys(instruction.opcode)) {
      const std::vector<int64_t>* list = instruction.intListAttribute(key);
      if (!list) continue;
      for (std::size_t position = 0; position < list->size(); ++position)
        for (int64_t value = 0; value < maxRank; ++value) {
          if (std::find(list->begin(), list->end(), value) != list->end()) continue;
          // Keep only edits the shape checker accepts with the declared result shape.
          Instruction candidate = instruction;
          std::vector<int64_t> changed = *list;
          changed[position] = value;
          candidate.setAttribute(key, ir::IntList{changed});
          if (ir::checkDeclaredShape(module, entry, candidate)) continue;
          sites.push_back([id, key = text(key), before = *list, changed](Module& copy) {
            Instruction& target = entryOf(copy).instructions[id];
            target.setAttribute(copy.strings().intern(key), ir::IntList{changed});
            return Mutation{MutationKind::ChangeDim, text(target.name),
                            text(target.name) + ": " + key + "=" + dimsText(before) + " -> " + dimsText(changed)};
          });
        }
    }
  }
}

// ---- swap-operands ----------------------------------------------------------------------

bool nonCommutative(const Instruction& instruction) {
  switch (instruction.opcode) {
    case Opcode::Subtract:
    case Opcode::Divide:
    case Opcode::Power:
    case Opcode::Atan2:
    case Opcode::Remainder:
    case Opcode::ShiftLeft:
    case Opcode::ShiftRightArithmetic:
    case Opcode::ShiftRightLogical:
      return true;
    case Opcode::Compare: {
      const std::optional<std::string_view> direction = instruction.stringAttribute("direction");
      return direction && *direction != "EQ" && *direction != "NE";
    }
    default:
      return false;
  }
}

void addSwapSites(const Module& module, std::vector<Site>& sites) {
  const Computation& entry = module.entryComputation();
  auto swappable = [&](const Instruction& instruction, std::size_t a, std::size_t b) {
    const InstructionId x = instruction.operands[a], y = instruction.operands[b];
    return x != y && entry.instructions[x].shape.compatible(entry.instructions[y].shape);
  };
  auto addPair = [&](InstructionId id, std::size_t a, std::size_t b) {
    sites.push_back([id, a, b](Module& copy) {
      Instruction& target = entryOf(copy).instructions[id];
      const Computation& copyEntry = copy.entryComputation();
      std::swap(target.operands[a], target.operands[b]);
      return Mutation{MutationKind::SwapOperands, text(target.name),
                      text(target.name) + ": operands " + std::to_string(a) + " and " + std::to_string(b) + " swapped (now %" +
                          text(copyEntry.instructions[target.operands[a]].name) + ", %" + text(copyEntry.instructions[target.operands[b]].name) + ")"};
    });
  };
  for (InstructionId id = 0; id < static_cast<InstructionId>(entry.instructions.size()); ++id) {
    const Instruction& instruction = entry.instructions[id];
    const std::size_t n = instruction.operands.size();
    if (nonCommutative(instruction) && n == 2 && swappable(instruction, 0, 1)) {
      addPair(id, 0, 1);
    } else if (instruction.opcode == Opcode::Select && n == 3 && swappable(instruction, 1, 2)) {
      addPair(id, 1, 2);
    } else if (instruction.opcode == Opcode::Concatenate || instruction.opcode == Opcode::DynamicSlice) {
      // Parts of a concatenation; start indices of a dynamic-slice (operand 0 is the array).
      const std::size_t first = instruction.opcode == Opcode::DynamicSlice ? 1 : 0;
      for (std::size_t a = first; a < n; ++a)
        for (std::size_t b = a + 1; b < n; ++b)
          if (swappable(instruction, a, b)) addPair(id, a, b);
    }
  }
}

// ---- change-replica-groups --------------------------------------------------------------

void addReplicaGroupSites(const Module& module, std::vector<Site>& sites) {
  const Computation& entry = module.entryComputation();
  const int64_t devices = deviceCount(module);
  for (InstructionId id = 0; id < static_cast<InstructionId>(entry.instructions.size()); ++id) {
    const Instruction& instruction = entry.instructions[id];
    const Opcode op = instruction.opcode;
    if (op == Opcode::CollectivePermute) {
      const ir::Attribute* attribute = instruction.attribute("source_target_pairs");
      const auto* pairs = attribute ? std::get_if<ir::SourceTargetPairs>(&attribute->value) : nullptr;
      if (!pairs || pairs->pairs.empty()) continue;
      // Every target moved one device on, or every pair running backwards: both keep
      // sources and targets distinct.
      ir::SourceTargetPairs shifted = *pairs, reversed = *pairs;
      for (auto& [source, target] : shifted.pairs) target = (target + 1) % devices;
      for (auto& [source, target] : reversed.pairs) std::swap(source, target);
      for (const ir::SourceTargetPairs& changed : {shifted, reversed}) {
        if (changed == *pairs) continue;
        sites.push_back([id, changed](Module& copy) {
          Instruction& target = entryOf(copy).instructions[id];
          target.setAttribute(copy.strings().intern("source_target_pairs"), changed);
          std::string spelled;
          for (const auto& [s, t] : changed.pairs) {
            if (!spelled.empty()) spelled += ',';
            spelled.append("{").append(std::to_string(s)).append(",").append(std::to_string(t)).append("}");
          }
          return Mutation{MutationKind::ChangeReplicaGroups, text(target.name),
                          text(target.name) + ": source_target_pairs -> {" + spelled + "}"};
        });
      }
      continue;
    }
    if (op != Opcode::AllReduce && op != Opcode::AllGather && op != Opcode::ReduceScatter && op != Opcode::AllToAll) continue;
    if (instruction.operands.size() != 1) continue;  // tuple forms
    const std::vector<std::vector<int64_t>> current = effectiveGroups(instruction, devices);
    const auto size = static_cast<int64_t>(current.front().size());
    std::vector<std::vector<std::vector<int64_t>>> alternatives;
    if (op == Opcode::AllReduce) {
      // The result depends only on which devices sum together: any other partition.
      for (int64_t k = 2; k <= devices; ++k)
        for (auto& partition : partitionsOfSize(devices, k))
          if (asSets(partition) != asSets(current)) alternatives.push_back(std::move(partition));
    } else {
      // Group size fixes the shapes; member order fixes where each block lands.
      for (auto& partition : partitionsOfSize(devices, size))
        if (partition != current) alternatives.push_back(std::move(partition));
      std::vector<std::vector<int64_t>> reversed = current, rotated = current;
      for (auto& group : reversed) std::reverse(group.begin(), group.end());
      for (auto& group : rotated) std::rotate(group.begin(), group.begin() + 1, group.end());
      for (auto* candidate : {&reversed, &rotated})
        if (*candidate != current && std::find(alternatives.begin(), alternatives.end(), *candidate) == alternatives.end())
          alternatives.push_back(*candidate);
    }
    for (const auto& groups : alternatives)
      sites.push_back([id, groups, before = current](Module& copy) {
        Instruction& target = entryOf(copy).instructions[id];
        ir::ReplicaGroups changed;
        changed.groups = groups;
        target.setAttribute(copy.strings().intern("replica_groups"), changed);
        return Mutation{MutationKind::ChangeReplicaGroups, text(target.name),
                        text(target.name) + ": replica_groups " + groupsText(before) + " -> " + groupsText(groups)};
      });
  }
}

// ---- drop-collective ------------------------------------------------------------------

void addDropSites(const Module& module, std::vector<Site>& sites) {
  const Computation& entry = module.entryComputation();
  for (InstructionId id = 0; id < static_cast<InstructionId>(entry.instructions.size()); ++id) {
    const Instruction& instruction = entry.instructions[id];
    const Opcode op = instruction.opcode;
    if (op != Opcode::AllReduce && op != Opcode::CollectivePermute && op != Opcode::AllToAll) continue;
    if (instruction.operands.size() != 1) continue;
    const Instruction& operand = entry.instructions[instruction.operands[0]];
    if (!operand.shape.compatible(instruction.shape)) continue;
    // A dropped ROOT hands its output sharding to its operand; a parameter's or another
    // sharding must not change (that would change the pairing, not the program).
    if (id == entry.root && (operand.opcode == Opcode::Parameter || operand.sharding)) continue;
    sites.push_back([id](Module& copy) {
      Computation& copyEntry = entryOf(copy);
      const std::string name = text(copyEntry.instructions[id].name);
      const std::string opcode = text(copyEntry.instructions[id].opcodeText);
      const InstructionId operand = copyEntry.instructions[id].operands[0];
      redirectUses(copyEntry, id, operand, id);
      if (copyEntry.root == id) {
        copyEntry.root = operand;
        copyEntry.instructions[operand].sharding = copyEntry.instructions[id].sharding;
      }
      const std::string operandName = text(copyEntry.instructions[operand].name);
      eraseUnused(copyEntry, id);
      // The instruction is gone: report its operand, which now feeds the users.
      return Mutation{MutationKind::DropCollective, operandName, name + ": " + opcode + " removed, its users read %" + operandName};
    });
  }
}

// ---- add-collective -------------------------------------------------------------------

void addAddCollectiveSites(const Module& module, std::vector<Site>& sites) {
  const Computation& entry = module.entryComputation();
  const int64_t devices = deviceCount(module);
  if (devices < 2) return;
  // All devices, and each consecutive partition into smaller groups.
  std::vector<std::vector<std::vector<int64_t>>> groupChoices = partitionsOfSize(devices, devices);
  for (int64_t k = 2; k < devices; ++k)
    if (devices % k == 0) groupChoices.push_back(partitionsOfSize(devices, k).front());
  for (InstructionId id : insertionPoints(entry)) {
    if (!isFloatArray(entry.instructions[id].shape)) continue;
    for (const auto& groups : groupChoices)
      sites.push_back([id, groups](Module& copy) {
        const ElementType type = copy.entryComputation().instructions[id].shape.type;
        const ir::ComputationId reducer = addReducer(copy, type);
        const int64_t channel = nextChannelId(copy);
        Computation& copyEntry = entryOf(copy);
        const Instruction& source = copyEntry.instructions[id];
        Instruction allReduce = derivedInstruction(copy, copyEntry, source, Opcode::AllReduce, source.shape, {id});
        allReduce.attributes.push_back({copy.strings().intern("channel_id"), channel});
        ir::ReplicaGroups replicaGroups;
        replicaGroups.groups = groups;
        allReduce.attributes.push_back({copy.strings().intern("replica_groups"), replicaGroups});
        allReduce.attributes.push_back({copy.strings().intern("use_global_device_ids"), true});
        allReduce.attributes.push_back({copy.strings().intern("to_apply"), ir::CalledComputations{{reducer}, false}});
        const std::string sourceName = text(source.name);
        const InstructionId inserted = insertAfter(copyEntry, id, std::move(allReduce));
        redirectUses(copyEntry, id, inserted, inserted);
        const std::string name = text(copyEntry.instructions[inserted].name);
        return Mutation{MutationKind::AddCollective, name,
                        name + ": all-reduce(sum) over " + groupsText(groups) + " inserted after %" + sourceName};
      });
  }
}

// ---- change-dtype -----------------------------------------------------------------------

void addDtypeSites(const Module& module, std::vector<Site>& sites) {
  const Computation& entry = module.entryComputation();
  const std::vector<std::vector<InstructionId>> users = entry.users();
  const std::array<ElementType, 2> narrow{ElementType::BF16, ElementType::F16};
  // An existing round trip (convert to T whose users all convert again): another T.
  for (InstructionId id = 0; id < static_cast<InstructionId>(entry.instructions.size()); ++id) {
    const Instruction& instruction = entry.instructions[id];
    if (instruction.opcode != Opcode::Convert || !isFloatArray(instruction.shape) || users[id].empty()) continue;
    if (!std::all_of(users[id].begin(), users[id].end(), [&](InstructionId u) { return entry.instructions[u].opcode == Opcode::Convert; }))
      continue;
    for (ElementType type : narrow) {
      if (type == instruction.shape.type) continue;
      sites.push_back([id, type](Module& copy) {
        Instruction& target = entryOf(copy).instructions[id];
        const std::string before = text(ir::elementTypeName(target.shape.type));
        target.shape.type = type;
        return Mutation{MutationKind::ChangeDtype, text(target.name),
                        text(target.name) + ": convert target " + before + " -> " + text(ir::elementTypeName(type))};
      });
    }
  }
  // A round trip through a narrower float inserted after an f32 value.
  for (InstructionId id : insertionPoints(entry)) {
    if (entry.instructions[id].shape.type != ElementType::F32) continue;
    for (ElementType type : narrow)
      sites.push_back([id, type](Module& copy) {
        Computation& copyEntry = entryOf(copy);
        const Instruction& source = copyEntry.instructions[id];
        const std::string sourceName = text(source.name);
        ir::Shape narrowShape = source.shape;
        narrowShape.type = type;
        Instruction down = derivedInstruction(copy, copyEntry, source, Opcode::Convert, narrowShape, {id});
        const InstructionId narrowed = insertAfter(copyEntry, id, std::move(down));
        const Instruction& narrowedInstruction = copyEntry.instructions[narrowed];
        // freshName sees the first convert, so the second gets the next suffix.
        Instruction up = derivedInstruction(copy, copyEntry, narrowedInstruction, Opcode::Convert, copyEntry.instructions[id].shape, {narrowed});
        const InstructionId restored = insertAfter(copyEntry, narrowed, std::move(up));
        redirectUses(copyEntry, id, restored, narrowed);
        const std::string name = text(copyEntry.instructions[narrowed].name);
        return Mutation{MutationKind::ChangeDtype, name,
                        name + ": %" + sourceName + " rounded through " + text(ir::elementTypeName(type)) + " and back to f32"};
      });
  }
}

// ---- transpose-permutation ------------------------------------------------------------

std::vector<std::pair<int64_t, int64_t>> equalDimPairs(const ir::Shape& shape) {
  std::vector<std::pair<int64_t, int64_t>> pairs;
  for (int64_t i = 0; i < shape.rank(); ++i)
    for (int64_t j = i + 1; j < shape.rank(); ++j)
      if (shape.dims[i] == shape.dims[j] && shape.dims[i] > 1) pairs.emplace_back(i, j);
  return pairs;
}

void addTransposeSites(const Module& module, std::vector<Site>& existing, std::vector<Site>& inserted) {
  const Computation& entry = module.entryComputation();
  for (InstructionId id = 0; id < static_cast<InstructionId>(entry.instructions.size()); ++id) {
    const Instruction& instruction = entry.instructions[id];
    if (instruction.opcode != Opcode::Transpose || !instruction.intListAttribute("dimensions")) continue;
    // Init-captures, not [i, j]: clang 14 (the asan preset) cannot capture structured bindings.
    for (const auto& [dimA, dimB] : equalDimPairs(instruction.shape))
      existing.push_back([id, i = dimA, j = dimB](Module& copy) {
        Instruction& target = entryOf(copy).instructions[id];
        const std::vector<int64_t> before = *target.intListAttribute("dimensions");
        std::vector<int64_t> changed = before;
        std::swap(changed[i], changed[j]);
        target.setAttribute(copy.strings().intern("dimensions"), ir::IntList{changed});
        return Mutation{MutationKind::TransposePermutation, text(target.name),
                        text(target.name) + ": permutation " + dimsText(before) + " -> " + dimsText(changed)};
      });
  }
  for (InstructionId id : insertionPoints(entry))
    for (const auto& [dimA, dimB] : equalDimPairs(entry.instructions[id].shape))
      inserted.push_back([id, i = dimA, j = dimB](Module& copy) {
        Computation& copyEntry = entryOf(copy);
        const Instruction& source = copyEntry.instructions[id];
        std::vector<int64_t> permutation(source.shape.dims.size());
        for (std::size_t d = 0; d < permutation.size(); ++d) permutation[d] = static_cast<int64_t>(d);
        std::swap(permutation[i], permutation[j]);
        const std::string sourceName = text(source.name);
        Instruction transpose = derivedInstruction(copy, copyEntry, source, Opcode::Transpose, source.shape, {id});
        transpose.attributes.push_back({copy.strings().intern("dimensions"), ir::IntList{permutation}});
        const InstructionId added = insertAfter(copyEntry, id, std::move(transpose));
        redirectUses(copyEntry, id, added, added);
        const std::string name = text(copyEntry.instructions[added].name);
        return Mutation{MutationKind::TransposePermutation, name,
                        name + ": transpose " + dimsText(permutation) + " of %" + sourceName + " inserted (dims " + std::to_string(i) + " and " +
                            std::to_string(j) + " have equal size)"};
      });
}

// ---- reshape-split-order -----------------------------------------------------------------

// A layout mutation: the reshape's result dims i and i+1 are produced in the other order
// and a transpose swaps them back, so every shape stays and only the element order
// changes (a split into heads x head_dim taken as head_dim x heads; seed 000 §4.3).
void addReshapeSplitSites(const Module& module, std::vector<Site>& sites) {
  const Computation& entry = module.entryComputation();
  for (InstructionId id = 0; id < static_cast<InstructionId>(entry.instructions.size()); ++id) {
    const Instruction& instruction = entry.instructions[id];
    if (instruction.opcode != Opcode::Reshape || !instruction.shape.isArray() || !instruction.shape.isStatic()) continue;
    for (int64_t i = 0; i + 1 < instruction.shape.rank(); ++i) {
      if (instruction.shape.dims[i] <= 1 || instruction.shape.dims[i + 1] <= 1) continue;
      sites.push_back([id, i](Module& copy) {
        Computation& copyEntry = entryOf(copy);
        Instruction& target = copyEntry.instructions[id];
        const ir::Shape wanted = target.shape;
        ir::Shape swapped = ir::Shape::array(wanted.type, wanted.dims);
        std::swap(swapped.dims[i], swapped.dims[i + 1]);
        target.shape = swapped;
        std::vector<int64_t> permutation(wanted.dims.size());
        for (std::size_t d = 0; d < permutation.size(); ++d) permutation[d] = static_cast<int64_t>(d);
        std::swap(permutation[i], permutation[i + 1]);
        const std::string reshapeName = text(target.name);
        Instruction transpose = derivedInstruction(copy, copyEntry, copyEntry.instructions[id], Opcode::Transpose, ir::Shape::array(wanted.type, wanted.dims), {id});
        transpose.attributes.push_back({copy.strings().intern("dimensions"), ir::IntList{permutation}});
        const InstructionId added = insertAfter(copyEntry, id, std::move(transpose));
        redirectUses(copyEntry, id, added, added);
        return Mutation{MutationKind::ReshapeSplitOrder, reshapeName,
                        reshapeName + ": reshaped to " + dimsText(swapped.dims) + " and transposed " + dimsText(permutation) + " back to " +
                            dimsText(wanted.dims)};
      });
    }
  }
}

// ---- unit-dim-route ---------------------------------------------------------------------

// A layout mutation that real programs' unit-dim routes hide (a per-rank axis made
// explicit, then dropped): reshape to [1, dims...], a transpose that keeps the unit dim
// first but swaps two equal-sized dims, reshape back. Every shape stays; the two dims'
// elements trade places.
void addUnitDimRouteSites(const Module& module, std::vector<Site>& sites) {
  const Computation& entry = module.entryComputation();
  for (InstructionId id : insertionPoints(entry))
    for (const auto& [dimA, dimB] : equalDimPairs(entry.instructions[id].shape))
      sites.push_back([id, i = dimA, j = dimB](Module& copy) {
        Computation& copyEntry = entryOf(copy);
        const ir::Shape shape = copyEntry.instructions[id].shape;
        std::vector<int64_t> unitDims{1};
        unitDims.insert(unitDims.end(), shape.dims.begin(), shape.dims.end());
        std::vector<int64_t> permutation(unitDims.size());
        for (std::size_t d = 0; d < permutation.size(); ++d) permutation[d] = static_cast<int64_t>(d);
        std::swap(permutation[i + 1], permutation[j + 1]);
        const std::string sourceName = text(copyEntry.instructions[id].name);
        Instruction up = derivedInstruction(copy, copyEntry, copyEntry.instructions[id], Opcode::Reshape, ir::Shape::array(shape.type, unitDims), {id});
        const InstructionId first = insertAfter(copyEntry, id, std::move(up));
        Instruction moved = derivedInstruction(copy, copyEntry, copyEntry.instructions[id], Opcode::Transpose, ir::Shape::array(shape.type, unitDims), {first});
        moved.attributes.push_back({copy.strings().intern("dimensions"), ir::IntList{permutation}});
        const InstructionId second = insertAfter(copyEntry, first, std::move(moved));
        Instruction down = derivedInstruction(copy, copyEntry, copyEntry.instructions[id], Opcode::Reshape, ir::Shape::array(shape.type, shape.dims), {second});
        const InstructionId last = insertAfter(copyEntry, second, std::move(down));
        redirectUses(copyEntry, id, last, first);
        const std::string name = text(copyEntry.instructions[second].name);
        return Mutation{MutationKind::UnitDimRoute, name,
                        name + ": %" + sourceName + " reshaped to " + dimsText(unitDims) + ", transposed " + dimsText(permutation) +
                            " (dims " + std::to_string(i) + " and " + std::to_string(j) + " have equal size) and reshaped back"};
      });
}

// ---- transpose-as-reshape ------------------------------------------------------------

// A layout mutation the HSB/BSH routes hide (transformers-neuronx's permute back after a
// BSH all-reduce written as a reshape): a transpose whose permutation moves dims of more
// than one element is replaced by a reshape of its operand to the transpose's shape.
// Every shape stays; the elements keep the operand's order.
void addTransposeAsReshapeSites(const Module& module, std::vector<Site>& sites) {
  const Computation& entry = module.entryComputation();
  for (InstructionId id = 0; id < static_cast<InstructionId>(entry.instructions.size()); ++id) {
    const Instruction& instruction = entry.instructions[id];
    const auto permutation = instruction.intListAttribute("dimensions");
    if (instruction.opcode != Opcode::Transpose || !permutation || instruction.operands.size() != 1 || !instruction.shape.isArray() || id == entry.root)
      continue;
    // The order of the dims of more than one element: unchanged means the same elements.
    const ir::Shape& in = entry.instructions[instruction.operands[0]].shape;
    std::vector<int64_t> moved;
    for (int64_t d : *permutation)
      if (d >= 0 && d < in.rank() && in.dims[d] > 1) moved.push_back(d);
    if (std::is_sorted(moved.begin(), moved.end())) continue;
    sites.push_back([id](Module& copy) {
      Computation& copyEntry = entryOf(copy);
      const Instruction& target = copyEntry.instructions[id];
      const std::string name = text(target.name);
      const std::string operandName = text(copyEntry.instructions[target.operands[0]].name);
      const std::string permutationText = dimsText(*target.intListAttribute("dimensions"));
      Instruction reshape = derivedInstruction(copy, copyEntry, target, Opcode::Reshape, target.shape, {target.operands[0]});
      const InstructionId added = insertAfter(copyEntry, id, std::move(reshape));
      redirectUses(copyEntry, id, added, added);
      const std::string addedName = text(copyEntry.instructions[added].name);
      return Mutation{MutationKind::TransposeAsReshape, addedName,
                      addedName + ": %" + operandName + " reshaped to the shape of " + name + " where it is transposed " + permutationText};
    });
  }
}

uint64_t pick(std::mt19937_64& random, std::size_t count) { return random() % static_cast<uint64_t>(count); }

}  // namespace

const std::vector<MutationKind>& allMutationKinds() {
  static const std::vector<MutationKind> kinds = [] {
    std::vector<MutationKind> all;
    for (const KindName& entry : kKindNames) all.push_back(entry.kind);
    return all;
  }();
  return kinds;
}

std::string_view mutationKindName(MutationKind kind) {
  for (const KindName& entry : kKindNames)
    if (entry.kind == kind) return entry.name;
  return "unknown";
}

std::optional<MutationKind> mutationKindFromName(std::string_view name) {
  for (const KindName& entry : kKindNames)
    if (entry.name == name) return entry.kind;
  return std::nullopt;
}

std::optional<MutatedModule> mutateModule(const Module& distributed, MutationKind kind, std::mt19937_64& random) {
  if (distributed.entry < 0 || distributed.entry >= static_cast<ir::ComputationId>(distributed.computations.size())) return std::nullopt;
  std::vector<Site> sites;
  switch (kind) {
    case MutationKind::ChangeDim: addChangeDimSites(distributed, sites); break;
    case MutationKind::SwapOperands: addSwapSites(distributed, sites); break;
    case MutationKind::ChangeReplicaGroups: addReplicaGroupSites(distributed, sites); break;
    case MutationKind::DropCollective: addDropSites(distributed, sites); break;
    case MutationKind::AddCollective: addAddCollectiveSites(distributed, sites); break;
    case MutationKind::ChangeDtype: addDtypeSites(distributed, sites); break;
    case MutationKind::ReshapeSplitOrder: addReshapeSplitSites(distributed, sites); break;
    case MutationKind::UnitDimRoute: addUnitDimRouteSites(distributed, sites); break;
    case MutationKind::TransposeAsReshape: addTransposeAsReshapeSites(distributed, sites); break;
    case MutationKind::DeviceOffset:
      for (InstructionId site : deviceOffsetSites(distributed.entryComputation()))
        sites.push_back([site](Module& copy) { return applyDeviceOffsetMutation(copy, site); });
      break;
    case MutationKind::TransposePermutation: {
      // Changing a permutation the program has is the bug class; inserting one is the
      // fallback for programs without a square transpose. Half the draws prefer the former.
      std::vector<Site> inserted;
      addTransposeSites(distributed, sites, inserted);
      if (sites.empty() || inserted.empty() || random() % 2 == 1) sites.insert(sites.end(), inserted.begin(), inserted.end());
      break;
    }
  }
  // Sites are checked before they are offered, so the first draw nearly always loads;
  // a few more draws cover an edit the full verifier still refuses.
  for (int attempt = 0; attempt < 8 && !sites.empty(); ++attempt) {
    const uint64_t chosen = pick(random, sites.size());
    std::optional<Module> copy = reparse(distributed);
    if (!copy) return std::nullopt;  // the input itself does not load
    Mutation mutation = sites[chosen](*copy);
    if (std::optional<Module> mutated = reparse(*copy)) return MutatedModule{std::move(*mutated), std::move(mutation)};
    sites.erase(sites.begin() + static_cast<std::ptrdiff_t>(chosen));
  }
  return std::nullopt;
}

}  // namespace shardscope::zoo
