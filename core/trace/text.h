#pragma once
// One text of a trace event's details: its own characters, or characters shared with
// every other event that carries the same text. An engine writes a few texts into most of
// its events (detail keys, a rule's meaning, a relation, a class's members): the verifier
// at 10^6 instructions wrote a million events, each copying a dozen of them. A shared text
// copies as a reference count (`shared`) or as a pointer (`fixed`: a text that lives as long
// as the program); reading is the same `const std::string&` in every case.

#include <cstddef>
#include <memory>
#include <string>
#include <string_view>
#include <variant>

namespace shardscope::trace {

class Text {
 public:
  Text() = default;
  Text(std::string text) : value_(std::move(text)) {}
  Text(const char* text) : value_(std::string(text)) {}
  Text(std::string_view text) : value_(std::string(text)) {}

  // Every copy reads the same characters; the last copy frees them.
  static Text shared(std::shared_ptr<const std::string> text) {
    Text t;
    if (text) t.value_ = std::move(text);
    return t;
  }
  // A text short enough that a copy allocates nothing (the string's own buffer) stays
  // inline: sharing it would cost an allocation for nothing.
  static Text shared(std::string text) {
    if (text.size() <= std::string().capacity()) return Text(std::move(text));
    return shared(std::make_shared<const std::string>(std::move(text)));
  }
  // `text` must outlive every copy: a namespace-scope or function-local static.
  static Text fixed(const std::string& text) {
    Text t;
    t.value_ = &text;
    return t;
  }

  const std::string& str() const {
    if (const auto* own = std::get_if<std::string>(&value_)) return *own;
    if (const auto* fixed = std::get_if<const std::string*>(&value_)) return **fixed;
    return *std::get<std::shared_ptr<const std::string>>(value_);
  }
  operator const std::string&() const { return str(); }
  std::string_view view() const { return str(); }
  bool empty() const { return str().empty(); }
  std::size_t size() const { return str().size(); }
  const char* c_str() const { return str().c_str(); }
  // Whether the characters are another text's (tests: a shared text is not copied).
  bool sharesWith(const Text& other) const { return &str() == &other.str(); }

  friend bool operator==(const Text& a, const Text& b) { return a.str() == b.str(); }
  friend bool operator==(const Text& a, const std::string& b) { return a.str() == b; }
  friend bool operator==(const Text& a, std::string_view b) { return a.view() == b; }
  friend bool operator==(const Text& a, const char* b) { return a.view() == std::string_view(b); }

 private:
  std::variant<std::string, const std::string*, std::shared_ptr<const std::string>> value_;
};

}  // namespace shardscope::trace
