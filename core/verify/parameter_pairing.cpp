// GCC 12 reports -Wrestrict inside libstdc++ for `"literal" + std::string` (GCC bug
// 105329, a false positive); the messages here are built that way throughout.
#if defined(__GNUC__) && !defined(__clang__) && __GNUC__ == 12
#pragma GCC diagnostic ignored "-Wrestrict"
#endif
#include "verify/parameter_pairing.h"

#include "verify/output_pairing.h"
#include "verify/verifier.h"

#include <algorithm>
#include <iterator>
#include <map>
#include <set>
#include <unordered_map>

namespace shardscope::verify {

namespace {

std::optional<int64_t> elements(const ir::Shape& shape) { return shape.isArray() ? shape.elementCount() : std::nullopt; }

// Whether a device could hold `local` as its part of `whole` over `devices` devices
// (0: any count; then every split dim must divide evenly).
bool fits(const ir::Shape& whole, const ir::Shape& local, int64_t devices) {
  if (!whole.isArray() || !local.isArray() || whole.type != local.type || whole.rank() != local.rank()) return false;
  for (int64_t k = 0; k < whole.rank(); ++k) {
    const int64_t b = whole.dims[k], d = local.dims[k];
    if (d > b || d < 0) return false;
    if (d == b) continue;
    if (d == 0) return false;
    if (devices > 0 ? b > d * devices : b % d != 0) return false;
  }
  return true;
}

std::string shapeText(const ir::Shape& shape) { return shape.toString(false); }

}  // namespace

std::string metadataKey(const ir::Instruction& in) {
  if (in.metadata.opName.empty() && in.metadata.sourceLine <= 0) return {};
  std::string key(in.opcodeText);
  key += '\0';
  key += in.metadata.opName;
  key += '\0';
  key += in.metadata.sourceFile;
  key += ':' + std::to_string(in.metadata.sourceLine);
  return key;
}

namespace {

// A key shared by more baseline instructions than this says little (one op_name for a
// whole jit) and would make the matching quadratic.
constexpr std::size_t kMaxKeyMatches = 64;

bool sameMetadata(const ir::SourceMetadata& a, const ir::SourceMetadata& b) {
  return !a.sourceFile.empty() && a.sourceLine >= 0 && a.opName == b.opName && a.sourceFile == b.sourceFile && a.sourceLine == b.sourceLine;
}

// A guess at a distributed-only input's role, for the suggested relations-file entry.
std::string suggestedRole(const ir::Computation& entry, ir::InstructionId id, const std::vector<std::vector<ir::InstructionId>>& users) {
  const ir::Instruction& in = entry.instructions[id];
  if (!in.shape.isArray() || in.shape.rank() > 1 || elements(in.shape).value_or(2) != 1) return "{\"value\": V}";
  const auto& uses = users[id];
  const bool onlyCollectives =
      !uses.empty() && std::all_of(uses.begin(), uses.end(), [&](ir::InstructionId u) { return entry.instructions[u].isCollective(); });
  if (onlyCollectives) return "{\"role\": \"token\"}";
  if (ir::isSignedInteger(in.shape.type) || ir::isUnsignedInteger(in.shape.type)) return "{\"role\": \"rank\"}";
  return "{\"role\": \"world-size\"}";
}

class Pairer {
 public:
  Pairer(const ir::Computation& baseline, const ir::Computation& distributed, int64_t devices, const RelationsFile& file)
      : b_(baseline), d_(distributed), devices_(devices), file_(file), bParams_(baseline.parameters()), dParams_(distributed.parameters()) {
    out_.byNumber.resize(dParams_.size());
    for (std::size_t i = 0; i < dParams_.size(); ++i) out_.byNumber[i].distributed = out_.byNumber[i].carrier = dParams_[i];
    bTaken_.assign(bParams_.size(), false);
  }

  ParameterPairing run() {
    applyFile();
    if (file_.inputs.empty() && file_.stage.inputs.empty() && bParams_.size() == dParams_.size() && numbersFit()) {
      for (std::size_t i = 0; i < dParams_.size(); ++i) out_.byNumber[i].baseline = bParams_[i], out_.byNumber[i].how = "number";
      out_.byIndex = true;
      return finish();
    }
    pairBy("name", [&](std::size_t i, std::size_t j) { return dIn(i).name == bIn(j).name; });
    pairBy("metadata", [&](std::size_t i, std::size_t j) { return sameMetadata(dIn(i).metadata, bIn(j).metadata); });
    pairByDataflow();
    pairByLockstep();
    // Equal shapes first: with the device count unknown any divisor fits, and a
    // replicated weight should not be taken for a batch split by 8.
    pairByShape([](const ir::Shape& whole, const ir::Shape& local) { return whole.type == local.type && whole.dims == local.dims; });
    pairByShape([&](const ir::Shape& whole, const ir::Shape& local) { return fits(whole, local, devices_); });
    pairThroughReshape();
    if (file_.inputs.empty() && file_.stage.inputs.empty() && bParams_.size() == dParams_.size() && !complete()) {
      // Same inputs in number but no bijection found: pair by number, as before, and let
      // the parameter rule say which shapes do not fit.
      out_.notes.clear();
      for (std::size_t i = 0; i < dParams_.size(); ++i) out_.byNumber[i] = PairedParameter{dParams_[i], bParams_[i], dParams_[i], {}, "number", {}, {}};
      out_.byIndex = true;
      return finish();
    }
    describeRest();
    return finish();
  }

 private:
  const ir::Instruction& dIn(std::size_t i) const { return d_.instructions[dParams_[i]]; }
  const ir::Instruction& bIn(std::size_t j) const { return b_.instructions[bParams_[j]]; }
  bool open(std::size_t i) const { return out_.byNumber[i].baseline < 0 && !out_.byNumber[i].role; }

  // Parameter i holds baseline value `value`, which no baseline parameter is (a stage input).
  void pairStageInput(std::size_t i, ir::InstructionId value, const char* how) {
    PairedParameter& p = out_.byNumber[i];
    p.baseline = value;
    p.carrier = dParams_[i];
    p.how = how;
    p.stageInput = true;
    const ir::Instruction& b = b_.instructions[value];
    out_.notes.push_back("parameter " + std::to_string(i) + " (" + std::string(dIn(i).name) + ", " + shapeText(dIn(i).shape) + ") holds baseline %" +
                         std::string(b.name) + " (" + shapeText(b.shape) + "), a stage input, by " + how);
  }

  void pair(std::size_t i, std::size_t j, const char* how, ir::InstructionId carrier = -1) {
    PairedParameter& p = out_.byNumber[i];
    p.baseline = bParams_[j];
    p.carrier = carrier >= 0 ? carrier : dParams_[i];
    p.how = how;
    bTaken_[j] = true;
    const ir::Instruction& c = d_.instructions[p.carrier];
    std::string line = "parameter " + std::to_string(i) + " (" + std::string(dIn(i).name) + ", " + shapeText(dIn(i).shape) + ") pairs with baseline parameter " +
                       std::to_string(j) + " (" + std::string(bIn(j).name) + ", " + shapeText(bIn(j).shape) + ") by " + how;
    if (p.carrier != dParams_[i]) line += ", through its uses, reshapes to " + shapeText(c.shape) + " (%" + std::string(c.name) + ")";
    out_.notes.push_back(std::move(line));
  }

  std::optional<std::size_t> findByKey(const std::vector<ir::InstructionId>& params, const ir::Computation& comp, const std::string& key) const {
    for (std::size_t i = 0; i < params.size(); ++i)
      if (comp.instructions[params[i]].name == key || std::to_string(i) == key) return i;
    return std::nullopt;
  }

  [[noreturn]] void fail(const std::pair<int, int>& at, const std::string& message) const {
    throw VerifyInputError("relations:" + std::to_string(at.first) + ":" + std::to_string(at.second) + ": error: " + message);
  }

  void applyStageFile() {
    for (const auto& [key, named] : file_.stage.inputs) {
      const auto i = findByKey(dParams_, d_, key);
      if (!i) fail(named.position, "stage input \"" + key + "\" names no parameter of the distributed program");
      if (!open(*i)) fail(named.position, "stage input \"" + key + "\" is also named in \"inputs\"");
      const ir::InstructionId value = b_.find(named.name);
      if (value < 0) fail(named.position, "stage input \"" + key + "\": the baseline computes no %" + named.name);
      if (!fits(b_.instructions[value].shape, dIn(*i).shape, devices_))
        fail(named.position, "stage input \"" + key + "\": baseline %" + named.name + " is " + shapeText(b_.instructions[value].shape) + ", which the parameter's " +
                                 shapeText(dIn(*i).shape) + " cannot hold");
      const auto j = std::find(bParams_.begin(), bParams_.end(), value);
      if (j != bParams_.end()) {
        if (bTaken_[j - bParams_.begin()]) fail(named.position, "stage input \"" + key + "\": baseline parameter \"" + named.name + "\" is paired twice");
        pair(*i, static_cast<std::size_t>(j - bParams_.begin()), "relations file");
      } else {
        pairStageInput(*i, value, "relations file");
      }
    }
  }

  // See the header: consumers matched by (opcode, op_name, source line), repeated until
  // no new pair appears (a paired weight narrows its neighbours' candidates).
  void pairByDataflow() {
    const auto users = d_.users();
    std::unordered_map<std::string, std::vector<ir::InstructionId>> byKey;
    for (ir::InstructionId id = 0; id < static_cast<ir::InstructionId>(b_.instructions.size()); ++id)
      if (std::string key = metadataKey(b_.instructions[id]); !key.empty()) byKey[std::move(key)].push_back(id);
    std::vector<int64_t> parameterIndex(b_.instructions.size(), -1);
    for (std::size_t j = 0; j < bParams_.size(); ++j) parameterIndex[bParams_[j]] = static_cast<int64_t>(j);
    // Only a program with fewer inputs than the baseline can be a stage.
    const bool stageLike = dParams_.size() < bParams_.size();
    for (bool progress = true; progress;) {
      progress = false;
      for (std::size_t i = 0; i < dParams_.size(); ++i) {
        if (!open(i)) continue;
        std::optional<std::set<ir::InstructionId>> candidates;
        for (ir::InstructionId u : users[dParams_[i]]) {
          const ir::Instruction& use = d_.instructions[u];
          const auto matches = byKey.find(metadataKey(use));
          if (matches == byKey.end() || matches->second.size() > kMaxKeyMatches) continue;
          std::set<ir::InstructionId> here;
          for (ir::InstructionId counterpart : matches->second) {
            const ir::Instruction& b = b_.instructions[counterpart];
            if (b.operands.size() != use.operands.size()) continue;
            bool agrees = true;
            for (std::size_t k = 0; k < use.operands.size() && agrees; ++k) {
              const ir::Instruction& operand = d_.instructions[use.operands[k]];
              if (operand.opcode != ir::Opcode::Parameter || operand.parameterNumber < 0 ||
                  operand.parameterNumber >= static_cast<int64_t>(out_.byNumber.size()))
                continue;
              const PairedParameter& p = out_.byNumber[operand.parameterNumber];
              if (p.baseline >= 0 && !p.stageInput && p.carrier == p.distributed) agrees = b.operands[k] == p.baseline;
            }
            if (!agrees) continue;
            for (std::size_t k = 0; k < use.operands.size(); ++k)
              if (use.operands[k] == dParams_[i]) here.insert(b.operands[k]);
          }
          if (!candidates) {
            candidates = std::move(here);
          } else {
            std::set<ir::InstructionId> both;
            std::set_intersection(candidates->begin(), candidates->end(), here.begin(), here.end(), std::inserter(both, both.begin()));
            candidates = std::move(both);
          }
        }
        if (!candidates) continue;
        std::vector<ir::InstructionId> left;
        for (ir::InstructionId c : *candidates) {
          const ir::Instruction& b = b_.instructions[c];
          if (!fits(b.shape, dIn(i).shape, devices_)) continue;
          if (parameterIndex[c] >= 0 ? bTaken_[parameterIndex[c]] : !stageLike || b.opcode == ir::Opcode::Constant) continue;
          left.push_back(c);
        }
        if (left.size() != 1) continue;
        if (parameterIndex[left[0]] >= 0) pair(i, static_cast<std::size_t>(parameterIndex[left[0]]), "dataflow");
        else pairStageInput(i, left[0], "dataflow");
        progress = true;
      }
    }
  }

  // The ROOTs' values walked back in lockstep (both programs' same op over operands that
  // correspond position by position), skipping what only the distributed program does to
  // a value (a tuple all-reduce's element, a one-operand all-reduce, a scaling by a
  // scalar): a parameter reached from one baseline parameter only, which no other
  // parameter reached, pairs with it. An optimizer step updates every weight by the same
  // source lines, so metadata cannot tell equal-shaped gradients apart; where each one
  // ends up in the ROOT tuple can.
  void pairByLockstep() {
    bool anyOpen = false;
    for (std::size_t i = 0; i < dParams_.size(); ++i) anyOpen = anyOpen || open(i);
    if (!anyOpen) return;
    const ir::Instruction& dRoot = d_.rootInstruction();
    const ir::Instruction& bRoot = b_.rootInstruction();
    std::vector<std::pair<ir::InstructionId, ir::InstructionId>> work;
    if (dRoot.opcode == ir::Opcode::Tuple && bRoot.opcode == ir::Opcode::Tuple) {
      if (dRoot.operands.size() == bRoot.operands.size()) {
        for (std::size_t k = 0; k < dRoot.operands.size(); ++k) work.emplace_back(dRoot.operands[k], bRoot.operands[k]);
      } else if (const auto outputs = pairOutputs(bRoot.shape, dRoot.shape, devices_)) {
        for (std::size_t k = 0; k < outputs->baselineElement.size(); ++k) work.emplace_back(dRoot.operands[k], bRoot.operands[outputs->baselineElement[k]]);
      }
    } else {
      work.emplace_back(d_.root, b_.root);
    }
    std::vector<int64_t> parameterIndex(b_.instructions.size(), -1);
    for (std::size_t j = 0; j < bParams_.size(); ++j) parameterIndex[bParams_[j]] = static_cast<int64_t>(j);
    std::map<std::size_t, std::set<std::size_t>> reached;  // distributed parameter -> baseline parameters
    std::set<std::pair<ir::InstructionId, ir::InstructionId>> seen;
    const std::size_t budget = 4 * (d_.instructions.size() + b_.instructions.size());
    while (!work.empty() && seen.size() < budget) {
      auto [x, y] = work.back();
      work.pop_back();
      const ir::Instruction& b = b_.instructions[y];
      // What only the distributed program does to a value is skipped.
      for (int peel = 0; peel < 8 && d_.instructions[x].opcode != b.opcode; ++peel) {
        const ir::Instruction& in = d_.instructions[x];
        if (in.opcode == ir::Opcode::GetTupleElement && !in.operands.empty() && d_.instructions[in.operands[0]].opcode == ir::Opcode::AllReduce) {
          const ir::Instruction& reduce = d_.instructions[in.operands[0]];
          const auto index = in.intAttribute("index");
          if (!index || *index < 0 || *index >= static_cast<int64_t>(reduce.operands.size())) break;
          x = reduce.operands[*index];
        } else if ((in.opcode == ir::Opcode::AllReduce && in.operands.size() == 1) ||
                   ((in.opcode == ir::Opcode::Multiply || in.opcode == ir::Opcode::Divide) && in.operands.size() == 2 &&
                    d_.instructions[in.operands[1]].shape.elementCount().value_or(2) == 1)) {
          x = in.operands[0];
        } else {
          break;
        }
      }
      if (!seen.insert({x, y}).second) continue;
      const ir::Instruction& in = d_.instructions[x];
      if (in.opcode != b.opcode || !fits(b.shape, in.shape, devices_)) continue;
      if (in.opcode == ir::Opcode::Parameter) {
        if (parameterIndex[y] >= 0 && in.parameterNumber >= 0 && in.parameterNumber < static_cast<int64_t>(dParams_.size()))
          reached[static_cast<std::size_t>(in.parameterNumber)].insert(static_cast<std::size_t>(parameterIndex[y]));
        continue;
      }
      if (in.operands.size() != b.operands.size()) continue;
      for (std::size_t k = 0; k < in.operands.size(); ++k) work.emplace_back(in.operands[k], b.operands[k]);
    }
    std::map<std::size_t, int> claims;
    for (const auto& [i, js] : reached)
      if (open(i) && js.size() == 1) ++claims[*js.begin()];
    for (const auto& [i, js] : reached)
      if (open(i) && js.size() == 1 && claims[*js.begin()] == 1 && !bTaken_[*js.begin()]) pair(i, *js.begin(), "dataflow");
  }

  void applyFile() {
    applyStageFile();
    for (const auto& [key, role] : file_.inputs) {
      const auto i = findByKey(dParams_, d_, key);
      if (!i) fail(role.position, "input \"" + key + "\" names no parameter of the distributed program");
      if (role.kind != InputRole::Kind::Baseline) {
        out_.byNumber[*i].role = role;
        out_.byNumber[*i].how = "relations file";
        out_.notes.push_back("parameter " + std::to_string(*i) + " (" + std::string(dIn(*i).name) + ") is a distributed-only input: " + inputRoleName(role.kind) +
                             (role.kind == InputRole::Kind::Value ? " " + std::to_string(role.value) : std::string()) + " (relations file)");
        continue;
      }
      const auto j = findByKey(bParams_, b_, role.baseline);
      if (!j) fail(role.position, "input \"" + key + "\": \"" + role.baseline + "\" names no parameter of the baseline program");
      if (bTaken_[*j]) fail(role.position, "input \"" + key + "\": baseline parameter \"" + role.baseline + "\" is paired twice");
      pair(*i, *j, "relations file");
    }
  }

  bool numbersFit() const {
    for (std::size_t i = 0; i < dParams_.size(); ++i) {
      if (!fits(bIn(i).shape, dIn(i).shape, devices_)) return false;
      // Evidence of another order: this name is another baseline parameter's, of a shape that fits.
      if (dIn(i).name != bIn(i).name)
        for (std::size_t j = 0; j < bParams_.size(); ++j)
          if (j != i && bIn(j).name == dIn(i).name && fits(bIn(j).shape, dIn(i).shape, devices_)) return false;
    }
    return true;
  }

  template <typename Match>
  void pairBy(const char* how, Match&& match) {
    for (std::size_t i = 0; i < dParams_.size(); ++i) {
      if (!open(i)) continue;
      std::optional<std::size_t> only;
      int count = 0;
      for (std::size_t j = 0; j < bParams_.size(); ++j)
        if (!bTaken_[j] && fits(bIn(j).shape, dIn(i).shape, devices_) && match(i, j)) only = j, ++count;
      if (count == 1) pair(i, *only, how);
    }
  }

  // A pair that nothing else could take: i fits only j among the open baseline
  // parameters, and j fits only i among the open distributed ones. Repeated until no
  // new pair appears (each pair can make another unique).
  template <typename Fits>
  void pairByShape(Fits&& fitsHere) {
    for (bool progress = true; progress;) {
      progress = false;
      for (std::size_t i = 0; i < dParams_.size(); ++i) {
        if (!open(i)) continue;
        std::vector<std::size_t> candidates;
        for (std::size_t j = 0; j < bParams_.size(); ++j)
          if (!bTaken_[j] && fitsHere(bIn(j).shape, dIn(i).shape)) candidates.push_back(j);
        if (candidates.size() != 1) continue;
        int rivals = 0;
        for (std::size_t k = 0; k < dParams_.size(); ++k)
          if (open(k) && fitsHere(bIn(candidates[0]).shape, dIn(k).shape)) ++rivals;
        if (rivals != 1) continue;
        pair(i, candidates[0], "shape");
        progress = true;
      }
    }
  }

  void pairThroughReshape() {
    const auto users = d_.users();
    for (std::size_t i = 0; i < dParams_.size(); ++i) {
      const auto& uses = users[dParams_[i]];
      if (!open(i) || uses.empty()) continue;
      const ir::Instruction& reshape = d_.instructions[uses[0]];
      // Every use a reshape to the same dims (a program that did not CSE them).
      const bool sameReshapes = std::all_of(uses.begin(), uses.end(), [&](ir::InstructionId u) {
        const ir::Instruction& use = d_.instructions[u];
        return use.opcode == ir::Opcode::Reshape && use.operands.size() == 1 && use.shape.dims == reshape.shape.dims && use.shape.type == reshape.shape.type;
      });
      if (!sameReshapes) continue;
      std::vector<std::size_t> candidates;
      for (std::size_t j = 0; j < bParams_.size(); ++j)
        if (!bTaken_[j] && fits(bIn(j).shape, reshape.shape, devices_)) candidates.push_back(j);
      if (candidates.size() != 1) continue;
      pair(i, candidates[0], "reshape", uses[0]);
      out_.byNumber[i].carriers = uses;
    }
  }

  bool complete() const {
    for (std::size_t i = 0; i < dParams_.size(); ++i)
      if (open(i) || out_.byNumber[i].carrier != dParams_[i]) return false;
    return true;
  }

  void describeRest() {
    const auto users = d_.users();
    for (std::size_t i = 0; i < dParams_.size(); ++i) {
      if (!open(i)) continue;
      // Candidates of the same shape if there are any, else of a shape that fits.
      std::string candidates, same;
      for (std::size_t j = 0; j < bParams_.size(); ++j) {
        if (bTaken_[j] || !fits(bIn(j).shape, dIn(i).shape, devices_)) continue;
        candidates += (candidates.empty() ? "" : ", ") + std::string(bIn(j).name);
        if (bIn(j).shape.dims == dIn(i).shape.dims) same += (same.empty() ? "" : ", ") + std::string(bIn(j).name);
      }
      if (!same.empty()) candidates = same;
      const std::string name(dIn(i).name);
      std::string& why = out_.byNumber[i].unpaired;
      why = "parameter " + std::to_string(i) + " (" + name + ", " + shapeText(dIn(i).shape) + ") pairs with no baseline parameter";
      if (candidates.empty()) {
        why += " (none of a shape that fits is left); if only the distributed program has this input, name it in the relations file: \"inputs\": {\"" +
               name + "\": " + suggestedRole(d_, dParams_[i], users) + "} (roles: world-size, rank, token; or {\"value\": V})";
      } else {
        why += " (ambiguous: " + candidates + " fit); pair it in the relations file: \"inputs\": {\"" + name + "\": {\"baseline\": \"NAME\"}}";
      }
      out_.notes.push_back(why);
    }
    for (std::size_t j = 0; j < bParams_.size(); ++j)
      if (!bTaken_[j])
        out_.notes.push_back("baseline parameter " + std::to_string(j) + " (" + std::string(bIn(j).name) + ", " + shapeText(bIn(j).shape) +
                             ") has no distributed counterpart");
  }

  ParameterPairing finish() {
    std::set<int64_t> ratios;
    for (const PairedParameter& p : out_.byNumber) {
      if (p.baseline < 0) continue;
      const auto whole = elements(b_.instructions[p.baseline].shape), local = elements(d_.instructions[p.carrier].shape);
      if (whole && local && *local > 0 && *whole % *local == 0 && *whole / *local > 1) ratios.insert(*whole / *local);
    }
    if (ratios.size() == 1) out_.impliedDevices = *ratios.begin();
    out_.baselineEntryParameters = bParams_;
    return std::move(out_);
  }

  const ir::Computation& b_;
  const ir::Computation& d_;
  const int64_t devices_;
  const RelationsFile& file_;
  const std::vector<ir::InstructionId> bParams_, dParams_;
  std::vector<bool> bTaken_;
  ParameterPairing out_;
};

}  // namespace

bool shapeFits(const ir::Shape& whole, const ir::Shape& local, int64_t devices) { return fits(whole, local, devices); }

ParameterPairing pairParameters(const ir::Computation& baseline, const ir::Computation& distributed, int64_t devices, const RelationsFile& file) {
  return Pairer(baseline, distributed, devices, file).run();
}

}  // namespace shardscope::verify
