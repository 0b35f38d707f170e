// The positioned JSON reader (json_document.h): one recursive-descent pass, depth
// checked before each nested value, every failure one JsonSyntaxError at its offset.
#include "io/json_document.h"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <limits>

namespace shardscope::io {
namespace {

struct Failure {
  int64_t offset;
  std::string message;
};

class Reader {
 public:
  Reader(std::string_view text, int maxDepth) : text_(text), maxDepth_(maxDepth) {}

  JsonValue document() {
    skipSpace();
    JsonValue value = parseValue(0);
    skipSpace();
    if (pos_ != text_.size()) fail(pos_, std::string("unexpected ") + describeHere() + " after the JSON value");
    return value;
  }

 private:
  [[noreturn]] void fail(std::size_t offset, std::string message) { throw Failure{static_cast<int64_t>(offset), std::move(message)}; }

  std::string describeHere() const {
    if (pos_ >= text_.size()) return "end of file";
    const unsigned char ch = static_cast<unsigned char>(text_[pos_]);
    if (ch >= 0x20 && ch < 0x7f) return std::string("'") + static_cast<char>(ch) + "'";
    return "byte " + std::to_string(ch);
  }

  void skipSpace() {
    while (pos_ < text_.size() && (text_[pos_] == ' ' || text_[pos_] == '\t' || text_[pos_] == '\n' || text_[pos_] == '\r')) ++pos_;
  }

  bool consumeWord(std::string_view word) {
    if (text_.substr(pos_, word.size()) != word) return false;
    pos_ += word.size();
    return true;
  }

  JsonValue parseValue(int depth) {
    JsonValue value;
    value.offset = static_cast<int64_t>(pos_);
    if (pos_ >= text_.size()) fail(pos_, "expected a JSON value, found end of file");
    const char ch = text_[pos_];
    if (ch == '{' || ch == '[') {
      if (depth >= maxDepth_) fail(pos_, "nesting deeper than " + std::to_string(maxDepth_) + " levels");
      return ch == '{' ? parseObject(depth + 1) : parseArray(depth + 1);
    }
    if (ch == '"') {
      value.kind = JsonValue::Kind::String;
      value.text = parseString();
      return value;
    }
    if (consumeWord("true") || consumeWord("false")) {
      value.kind = JsonValue::Kind::Bool;
      value.boolean = ch == 't';
      return value;
    }
    if (consumeWord("null")) return value;
    // Python's json module writes these for non-finite floats.
    if (consumeWord("NaN")) return special(value, std::numeric_limits<double>::quiet_NaN(), "NaN");
    if (consumeWord("Infinity")) return special(value, std::numeric_limits<double>::infinity(), "Infinity");
    if (consumeWord("-Infinity")) return special(value, -std::numeric_limits<double>::infinity(), "-Infinity");
    if (ch == '-' || (ch >= '0' && ch <= '9')) return parseNumber(value);
    fail(pos_, "expected a JSON value, found " + describeHere());
  }

  static JsonValue special(JsonValue value, double number, const char* text) {
    value.kind = JsonValue::Kind::Number;
    value.number = number;
    value.text = text;
    return value;
  }

  JsonValue parseNumber(JsonValue value) {
    const std::size_t start = pos_;
    auto digits = [this]() {
      const std::size_t from = pos_;
      while (pos_ < text_.size() && text_[pos_] >= '0' && text_[pos_] <= '9') ++pos_;
      return pos_ - from;
    };
    if (text_[pos_] == '-') ++pos_;
    if (pos_ < text_.size() && text_[pos_] == '0') ++pos_;
    else if (digits() == 0) fail(start, "malformed number");
    if (pos_ < text_.size() && text_[pos_] == '.') {
      ++pos_;
      if (digits() == 0) fail(start, "malformed number: no digits after '.'");
    }
    if (pos_ < text_.size() && (text_[pos_] == 'e' || text_[pos_] == 'E')) {
      ++pos_;
      if (pos_ < text_.size() && (text_[pos_] == '+' || text_[pos_] == '-')) ++pos_;
      if (digits() == 0) fail(start, "malformed number: no digits in the exponent");
    }
    value.kind = JsonValue::Kind::Number;
    value.text = std::string(text_.substr(start, pos_ - start));
    const char* first = value.text.data();
    const auto [end, error] = std::from_chars(first, first + value.text.size(), value.number);
    if (error == std::errc::result_out_of_range) value.number = value.text[0] == '-' ? -HUGE_VAL : HUGE_VAL;
    else if (error != std::errc() || end != first + value.text.size()) fail(start, "malformed number");
    return value;
  }

  static void appendUtf8(std::string& out, uint32_t code) {
    if (code < 0x80) {
      out += static_cast<char>(code);
    } else if (code < 0x800) {
      out += static_cast<char>(0xc0 | (code >> 6));
      out += static_cast<char>(0x80 | (code & 0x3f));
    } else if (code < 0x10000) {
      out += static_cast<char>(0xe0 | (code >> 12));
      out += static_cast<char>(0x80 | ((code >> 6) & 0x3f));
      out += static_cast<char>(0x80 | (code & 0x3f));
    } else {
      out += static_cast<char>(0xf0 | (code >> 18));
      out += static_cast<char>(0x80 | ((code >> 12) & 0x3f));
      out += static_cast<char>(0x80 | ((code >> 6) & 0x3f));
      out += static_cast<char>(0x80 | (code & 0x3f));
    }
  }

  uint32_t hex4() {
    if (pos_ + 4 > text_.size()) fail(pos_, "\\u needs four hex digits");
    uint32_t code = 0;
    for (int i = 0; i < 4; ++i) {
      const char c = text_[pos_ + i];
      code <<= 4;
      if (c >= '0' && c <= '9') code |= static_cast<uint32_t>(c - '0');
      else if (c >= 'a' && c <= 'f') code |= static_cast<uint32_t>(c - 'a' + 10);
      else if (c >= 'A' && c <= 'F') code |= static_cast<uint32_t>(c - 'A' + 10);
      else fail(pos_ + i, "\\u needs four hex digits");
    }
    pos_ += 4;
    return code;
  }

  std::string parseString() {
    const std::size_t start = pos_;
    ++pos_;  // the opening quote
    std::string out;
    while (true) {
      if (pos_ >= text_.size()) fail(start, "unterminated string");
      const char ch = text_[pos_];
      if (ch == '"') {
        ++pos_;
        return out;
      }
      if (static_cast<unsigned char>(ch) < 0x20) fail(pos_, "control character in a string (write it as an escape)");
      if (ch != '\\') {
        out += ch;
        ++pos_;
        continue;
      }
      const std::size_t escape = pos_++;
      if (pos_ >= text_.size()) fail(start, "unterminated string");
      switch (text_[pos_++]) {
        case '"': out += '"'; break;
        case '\\': out += '\\'; break;
        case '/': out += '/'; break;
        case 'b': out += '\b'; break;
        case 'f': out += '\f'; break;
        case 'n': out += '\n'; break;
        case 'r': out += '\r'; break;
        case 't': out += '\t'; break;
        case 'u': {
          uint32_t code = hex4();
          if (code >= 0xd800 && code < 0xdc00) {
            if (!consumeWord("\\u")) fail(escape, "a high surrogate must be followed by a low one");
            const uint32_t low = hex4();
            if (low < 0xdc00 || low >= 0xe000) fail(escape, "a high surrogate must be followed by a low one");
            code = 0x10000 + ((code - 0xd800) << 10) + (low - 0xdc00);
          } else if (code >= 0xdc00 && code < 0xe000) {
            fail(escape, "a low surrogate without a high one");
          }
          if (code == 0) fail(escape, "\\u0000 is not allowed here");
          appendUtf8(out, code);
          break;
        }
        default: fail(escape, "unknown escape in a string");
      }
    }
  }

  JsonValue parseArray(int depth) {
    JsonValue value;
    value.kind = JsonValue::Kind::Array;
    value.offset = static_cast<int64_t>(pos_);
    ++pos_;
    skipSpace();
    if (pos_ < text_.size() && text_[pos_] == ']') {
      ++pos_;
      return value;
    }
    while (true) {
      skipSpace();
      value.elements.push_back(parseValue(depth));
      skipSpace();
      if (pos_ < text_.size() && text_[pos_] == ',') {
        ++pos_;
        continue;
      }
      if (pos_ < text_.size() && text_[pos_] == ']') {
        ++pos_;
        return value;
      }
      fail(pos_, "expected ',' or ']' in an array, found " + describeHere());
    }
  }

  JsonValue parseObject(int depth) {
    JsonValue value;
    value.kind = JsonValue::Kind::Object;
    value.offset = static_cast<int64_t>(pos_);
    ++pos_;
    skipSpace();
    if (pos_ < text_.size() && text_[pos_] == '}') {
      ++pos_;
      return value;
    }
    while (true) {
      skipSpace();
      if (pos_ >= text_.size() || text_[pos_] != '"') fail(pos_, "expected a member name in quotes, found " + describeHere());
      const std::size_t keyOffset = pos_;
      std::string key = parseString();
      if (value.member(key)) fail(keyOffset, "duplicate member \"" + key + "\"");
      skipSpace();
      if (pos_ >= text_.size() || text_[pos_] != ':') fail(pos_, "expected ':' after a member name, found " + describeHere());
      ++pos_;
      skipSpace();
      JsonValue member = parseValue(depth);
      value.members.emplace_back(std::move(key), std::move(member));
      skipSpace();
      if (pos_ < text_.size() && text_[pos_] == ',') {
        ++pos_;
        continue;
      }
      if (pos_ < text_.size() && text_[pos_] == '}') {
        ++pos_;
        return value;
      }
      fail(pos_, "expected ',' or '}' in an object, found " + describeHere());
    }
  }

  std::string_view text_;
  int maxDepth_;
  std::size_t pos_ = 0;
};

}  // namespace

JsonValue::JsonValue() = default;
JsonValue::~JsonValue() = default;
JsonValue::JsonValue(const JsonValue&) = default;
JsonValue::JsonValue(JsonValue&&) noexcept = default;
JsonValue& JsonValue::operator=(const JsonValue&) = default;
JsonValue& JsonValue::operator=(JsonValue&&) noexcept = default;

const JsonValue* JsonValue::member(std::string_view key) const {
  if (kind != Kind::Object) return nullptr;
  for (const auto& [name, value] : members)
    if (name == key) return &value;
  return nullptr;
}

std::optional<int64_t> JsonValue::integer() const {
  if (kind != Kind::Number || text.empty()) return std::nullopt;
  if (text.find_first_of(".eEIN") != std::string::npos) return std::nullopt;
  int64_t result = 0;
  const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), result);
  if (error != std::errc() || end != text.data() + text.size()) return std::nullopt;
  return result;
}

std::variant<JsonValue, JsonSyntaxError> parseJson(std::string_view text, int maxDepth) {
  try {
    return Reader(text, maxDepth).document();
  } catch (const Failure& failure) {
    return JsonSyntaxError{failure.offset, failure.message};
  }
}

std::pair<int, int> lineAndColumn(std::string_view text, int64_t offset) {
  int line = 1;
  int64_t lineStart = 0;
  const int64_t end = std::min<int64_t>(offset, static_cast<int64_t>(text.size()));
  for (int64_t i = 0; i < end; ++i)
    if (text[static_cast<std::size_t>(i)] == '\n') {
      ++line;
      lineStart = i + 1;
    }
  return {line, static_cast<int>(offset - lineStart + 1)};
}

std::string_view jsonKindName(JsonValue::Kind kind) {
  switch (kind) {
    case JsonValue::Kind::Null: return "null";
    case JsonValue::Kind::Bool: return "a boolean";
    case JsonValue::Kind::Number: return "a number";
    case JsonValue::Kind::String: return "a string";
    case JsonValue::Kind::Array: return "an array";
    case JsonValue::Kind::Object: return "an object";
  }
  return "a value";
}

}  // namespace shardscope::io
