// GCC 12 reports -Wrestrict inside libstdc++ for `"literal" + std::string` (GCC bug
// 105329, a false positive); the messages here are built that way throughout.
#if defined(__GNUC__) && !defined(__clang__) && __GNUC__ == 12
#pragma GCC diagnostic ignored "-Wrestrict"
#endif
#include "verify/relations_file.h"

#include "verify/verifier.h"

// Boost 1.74 warns about bind placeholders pulled in by the JSON reader.
#define BOOST_BIND_GLOBAL_PLACEHOLDERS
#include <boost/property_tree/json_parser.hpp>
#include <boost/property_tree/ptree.hpp>

#include <sstream>

namespace shardscope::verify {

namespace {
constexpr std::size_t kMaxBytes = 16u << 20;
constexpr int kMaxNesting = 8;

[[noreturn]] void fail(int line, int column, const std::string& message) {
  throw VerifyInputError("relations:" + std::to_string(line) + ":" + std::to_string(column) + ": error: " + message);
}

// The JSON reader recurses; bound the nesting before handing it untrusted text.
void checkNesting(const std::string& text) {
  int depth = 0, line = 1, column = 0;
  bool inString = false, escaped = false;
  for (char ch : text) {
    ++column;
    if (ch == '\n') {
      ++line;
      column = 0;
    }
    if (inString) {
      if (escaped) escaped = false;
      else if (ch == '\\') escaped = true;
      else if (ch == '"') inString = false;
      continue;
    }
    if (ch == '"') inString = true;
    else if (ch == '{' || ch == '[') {
      if (++depth > kMaxNesting) fail(line, column, "nesting deeper than " + std::to_string(kMaxNesting) + " levels");
    } else if (ch == '}' || ch == ']') {
      --depth;
    }
  }
}

sharding::HloSharding parseSharding(const std::string& text, const std::string& where) {
  auto parsed = sharding::parseHloSharding(text);
  if (auto* error = std::get_if<sharding::ShardingParseError>(&parsed))
    fail(1, 1, where + ": " + error->message + " at offset " + std::to_string(error->offset) + " of \"" + text + "\"");
  return std::get<sharding::HloSharding>(parsed);
}
}  // namespace

RelationsFile parseRelationsFile(const std::string& json) {
  if (json.size() > kMaxBytes) fail(1, 1, "file larger than 16 MiB");
  checkNesting(json);
  boost::property_tree::ptree tree;
  try {
    std::istringstream stream(json);
    boost::property_tree::read_json(stream, tree);
  } catch (const boost::property_tree::json_parser_error& e) {
    fail(static_cast<int>(e.line()), 1, e.message());
  }
  RelationsFile file;
  for (const auto& [key, value] : tree) {
    if (key == "parameters") {
      for (const auto& [name, sharding] : value) {
        if (!sharding.empty() || sharding.data().empty()) fail(1, 1, "parameter \"" + name + "\" needs a sharding string");
        file.parameters.emplace(name, parseSharding(sharding.data(), "parameter \"" + name + "\""));
      }
    } else if (key == "output") {
      if (value.empty()) {
        file.output.push_back(parseSharding(value.data(), "output"));
      } else {
        for (const auto& [unused, element] : value) {
          if (!element.empty()) fail(1, 1, "output list entries must be sharding strings");
          file.output.push_back(parseSharding(element.data(), "output"));
        }
      }
    } else {
      fail(1, 1, "unknown key \"" + key + "\" (expected \"parameters\" or \"output\")");
    }
  }
  return file;
}

}  // namespace shardscope::verify
