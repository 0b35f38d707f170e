// GCC 12 reports -Wrestrict inside libstdc++ for `"literal" + std::string` (GCC bug
// 105329, a false positive); the messages here are built that way throughout.
#if defined(__GNUC__) && !defined(__clang__) && __GNUC__ == 12
#pragma GCC diagnostic ignored "-Wrestrict"
#endif
#include "verify/relations_file.h"

#include "io/json_document.h"
#include "verify/verifier.h"

#include <cmath>

namespace shardscope::verify {

const char* inputRoleName(InputRole::Kind kind) {
  switch (kind) {
    case InputRole::Kind::Baseline: return "baseline";
    case InputRole::Kind::WorldSize: return "world-size";
    case InputRole::Kind::Rank: return "rank";
    case InputRole::Kind::Token: return "token";
    case InputRole::Kind::Value: return "value";
  }
  return "?";
}

namespace {
constexpr std::size_t kMaxBytes = 16u << 20;
constexpr int kMaxNesting = 8;

// Every error points at the value it is about (io/json_document keeps where each value
// was written; Boost.PropertyTree, used before, kept no positions).
class Reader {
 public:
  explicit Reader(const std::string& json) : json_(json) {}

  [[noreturn]] void fail(int64_t offset, const std::string& message) const {
    const auto [line, column] = io::lineAndColumn(json_, offset);
    throw VerifyInputError("relations:" + std::to_string(line) + ":" + std::to_string(column) + ": error: " + message);
  }

  std::pair<int, int> position(int64_t offset) const { return io::lineAndColumn(json_, offset); }

  sharding::HloSharding sharding(const io::JsonValue& value, const std::string& where) const {
    if (!value.isString() || value.text.empty())
      fail(value.offset, where + " needs a sharding string, found " + std::string(io::jsonKindName(value.kind)));
    auto parsed = sharding::parseHloSharding(value.text);
    if (auto* error = std::get_if<sharding::ShardingParseError>(&parsed))
      fail(value.offset, where + ": " + error->message + " at offset " + std::to_string(error->offset) + " of \"" + value.text + "\"");
    return std::get<sharding::HloSharding>(parsed);
  }

  InputRole inputRole(const io::JsonValue& entry, const std::string& name) const {
    const std::string where = "input \"" + name + "\"";
    if (!entry.isObject() || entry.members.size() != 1)
      fail(entry.offset, where + " needs one of {\"role\": \"world-size\"|\"rank\"|\"token\"}, {\"value\": NUMBER}, {\"baseline\": PARAMETER}");
    const auto& [key, value] = entry.members.front();
    InputRole role;
    role.position = position(value.offset);
    if (key == "role") {
      if (!value.isString()) fail(value.offset, where + ": \"role\" needs a string");
      if (value.text == "world-size") role.kind = InputRole::Kind::WorldSize;
      else if (value.text == "rank") role.kind = InputRole::Kind::Rank;
      else if (value.text == "token") role.kind = InputRole::Kind::Token;
      else fail(value.offset, where + ": unknown role \"" + value.text + "\" (expected \"world-size\", \"rank\" or \"token\")");
    } else if (key == "value") {
      if (!value.isNumber() || !std::isfinite(value.number)) fail(value.offset, where + ": \"value\" needs a finite number");
      role.kind = InputRole::Kind::Value;
      role.value = value.number;
    } else if (key == "baseline") {
      if (value.isString() && !value.text.empty()) role.baseline = value.text;
      else if (const auto n = value.integer(); n && *n >= 0) role.baseline = std::to_string(*n);
      else fail(value.offset, where + ": \"baseline\" needs a parameter name or number");
      role.kind = InputRole::Kind::Baseline;
    } else {
      fail(entry.offset, where + ": unknown key \"" + key + "\" (expected \"role\", \"value\" or \"baseline\")");
    }
    return role;
  }

  StageSpec stage(const io::JsonValue& value) const {
    if (!value.isObject()) fail(value.offset, "\"stage\" must be an object with \"inputs\" and/or \"output\"");
    StageSpec spec;
    spec.given = true;
    auto name = [&](const io::JsonValue& v, const std::string& where) {
      if (!v.isString() || v.text.empty()) fail(v.offset, where + " needs a baseline instruction name");
      return StageSpec::Name{v.text, position(v.offset)};
    };
    for (const auto& [key, member] : value.members) {
      if (key == "inputs") {
        if (!member.isObject()) fail(member.offset, "\"stage\": \"inputs\" must be an object of baseline instruction names");
        for (const auto& [input, baseline] : member.members) spec.inputs.emplace(input, name(baseline, "stage input \"" + input + "\""));
      } else if (key == "output") {
        if (member.isArray()) {
          for (const io::JsonValue& element : member.elements) spec.outputs.push_back(name(element, "stage output"));
        } else {
          spec.outputs.push_back(name(member, "stage output"));
        }
      } else {
        fail(member.offset, "\"stage\": unknown key \"" + key + "\" (expected \"inputs\" or \"output\")");
      }
    }
    return spec;
  }

 private:
  const std::string& json_;
};
}  // namespace

RelationsFile parseRelationsFile(const std::string& json) {
  const Reader reader(json);
  if (json.size() > kMaxBytes) reader.fail(0, "file larger than 16 MiB");
  auto parsed = io::parseJson(json, kMaxNesting);
  if (auto* error = std::get_if<io::JsonSyntaxError>(&parsed)) reader.fail(error->offset, error->message);
  const io::JsonValue& root = std::get<io::JsonValue>(parsed);
  if (!root.isObject()) reader.fail(root.offset, "expected an object with \"parameters\" and/or \"output\", found " + std::string(io::jsonKindName(root.kind)));
  RelationsFile file;
  for (const auto& [key, value] : root.members) {
    if (key == "parameters") {
      if (!value.isObject()) reader.fail(value.offset, "\"parameters\" must be an object of sharding strings");
      for (const auto& [name, sharding] : value.members) {
        file.parameters.emplace(name, reader.sharding(sharding, "parameter \"" + name + "\""));
        file.parameterPositions.emplace(name, reader.position(sharding.offset));
      }
    } else if (key == "output") {
      if (value.isArray()) {
        for (const io::JsonValue& element : value.elements) file.output.push_back(reader.sharding(element, "output list entry"));
      } else {
        file.output.push_back(reader.sharding(value, "output"));
      }
    } else if (key == "inputs") {
      if (!value.isObject()) reader.fail(value.offset, "\"inputs\" must be an object of {\"role\": ...}, {\"value\": ...} or {\"baseline\": ...}");
      for (const auto& [name, entry] : value.members) file.inputs.emplace(name, reader.inputRole(entry, name));
    } else if (key == "devices") {
      const auto n = value.integer();
      if (!n || *n < 1 || *n > sharding::HloSharding::kMaxDevices) reader.fail(value.offset, "\"devices\" must be a positive integer");
      file.devices = *n;
    } else if (key == "stage") {
      file.stage = reader.stage(value);
    } else {
      reader.fail(value.offset, "unknown key \"" + key + "\" (expected \"parameters\", \"output\", \"inputs\", \"devices\" or \"stage\")");
    }
  }
  return file;
}

}  // namespace shardscope::verify
