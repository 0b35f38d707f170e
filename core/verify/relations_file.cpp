// GCC 12 reports -Wrestrict inside libstdc++ for `"literal" + std::string` (GCC bug
// 105329, a false positive); the messages here are built that way throughout.
#if defined(__GNUC__) && !defined(__clang__) && __GNUC__ == 12
#pragma GCC diagnostic ignored "-Wrestrict"
#endif
#include "verify/relations_file.h"

#include "io/json_document.h"
#include "verify/verifier.h"

namespace shardscope::verify {

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
    } else {
      reader.fail(value.offset, "unknown key \"" + key + "\" (expected \"parameters\" or \"output\")");
    }
  }
  return file;
}

}  // namespace shardscope::verify
