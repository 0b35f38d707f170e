#pragma once
// A small JSON reader that keeps where every value was written, for files whose errors
// must point at the offending value (a pair directory's manifest.json):
// Boost.PropertyTree, which the relations file uses, keeps no positions past a syntax
// error and turns numbers into strings. Bounded: nesting depth is capped before the
// recursion can grow, and callers bound the text's size. Accepts Python's json
// extension NaN / Infinity / -Infinity (json.dumps writes them for non-finite floats).
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <variant>
#include <vector>

namespace shardscope::io {

struct JsonValue {
  enum class Kind { Null, Bool, Number, String, Array, Object };
  Kind kind = Kind::Null;
  bool boolean = false;
  double number = 0;
  std::string text;  // String: the decoded text; Number: the literal as written
  std::vector<JsonValue> elements;                         // Array
  std::vector<std::pair<std::string, JsonValue>> members;  // Object, in file order (keys unique)
  int64_t offset = 0;  // byte offset of the value's first character

  // Declared here, defaulted in the .cpp: an implicit destructor would instantiate
  // ~vector<pair<string, JsonValue>> while JsonValue is still incomplete, which clang
  // with libstdc++ rejects (the fuzz build, scripts/fuzz, compiles with clang).
  JsonValue();
  ~JsonValue();
  JsonValue(const JsonValue&);
  JsonValue(JsonValue&&) noexcept;
  JsonValue& operator=(const JsonValue&);
  JsonValue& operator=(JsonValue&&) noexcept;

  bool isNull() const { return kind == Kind::Null; }
  bool isString() const { return kind == Kind::String; }
  bool isNumber() const { return kind == Kind::Number; }
  bool isArray() const { return kind == Kind::Array; }
  bool isObject() const { return kind == Kind::Object; }
  bool isBool() const { return kind == Kind::Bool; }
  // The member named `key` of an object; null when absent or not an object.
  const JsonValue* member(std::string_view key) const;
  // A number written as an integer literal (no fraction or exponent) within int64.
  std::optional<int64_t> integer() const;
};

struct JsonSyntaxError {
  int64_t offset = 0;
  std::string message;
};

inline constexpr int kDefaultJsonMaxDepth = 32;

// Parses one JSON document (surrounding whitespace allowed).
std::variant<JsonValue, JsonSyntaxError> parseJson(std::string_view text, int maxDepth = kDefaultJsonMaxDepth);

// 1-based line and column of a byte offset in `text` (columns count bytes).
std::pair<int, int> lineAndColumn(std::string_view text, int64_t offset);

// "object", "array", "string", ... for messages.
std::string_view jsonKindName(JsonValue::Kind kind);

}  // namespace shardscope::io
