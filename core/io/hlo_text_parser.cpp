#include "io/hlo_text_parser.h"

#include "io/attribute_text.h"
#include "io/stack_frame_text.h"
#include "ir/module_verifier.h"
#include "support/huge_pages.h"
#include "support/input_budget.h"

#include <algorithm>
#include <array>
#include <charconv>
#include <tuple>
#include <cstdlib>
#include <cstring>
#include <memory>
#include <optional>
#include <string>
#include <unordered_map>

namespace shardscope::io {
namespace {

// Device ids a sharding keeps (its tuple elements' together), for the load's budget: an
// iota tile assignment is kept symbolic, so it costs its spelling's entries here and its
// expansion only when a consumer asks for devices() (charged there).
int64_t tileAssignmentSize(const sharding::HloSharding& sharding) {
  int64_t total = sharding.keptDeviceIds();
  for (const sharding::HloSharding& element : sharding.tupleElements()) total += tileAssignmentSize(element);
  return total;
}

using namespace shardscope::ir;

// Thrown inside the parser and turned into one Diagnostic at the top.
struct ParseFailure {
  std::size_t offset;
  std::string message;
};

// One table load instead of five range tests: names are scanned byte by byte.
struct NameCharTable {
  bool name[256] = {};
  constexpr NameCharTable() {
    for (int c = 'a'; c <= 'z'; ++c) name[c] = true;
    for (int c = 'A'; c <= 'Z'; ++c) name[c] = true;
    for (int c = '0'; c <= '9'; ++c) name[c] = true;
    name[static_cast<unsigned char>('_')] = name[static_cast<unsigned char>('.')] = name[static_cast<unsigned char>('-')] = true;
  }
};
constexpr NameCharTable kNameChars;

inline bool isNameChar(char c) { return kNameChars.name[static_cast<unsigned char>(c)]; }

// `text == literal` with the length known at compile time, so the comparison is inlined
// (string_view's operator== calls out to compare and memcmp on every attribute key).
template <std::size_t N>
[[gnu::always_inline]] inline bool equals(std::string_view text, const char (&literal)[N]) {
  return text.size() == N - 1 && __builtin_memcmp(text.data(), literal, N - 1) == 0;
}

// `text` starts with `literal`.
template <std::size_t N>
[[gnu::always_inline]] inline bool startsWith(std::string_view text, const char (&literal)[N]) {
  return text.size() >= N - 1 && __builtin_memcmp(text.data(), literal, N - 1) == 0;
}

inline bool isDigit(char c) { return static_cast<unsigned char>(c - '0') < 10; }

struct SpaceCharTable {
  bool space[256] = {};
  constexpr SpaceCharTable() {
    for (char c : {' ', '\t', '\n', '\r', '\f', '\v'}) space[static_cast<unsigned char>(c)] = true;
  }
};
constexpr SpaceCharTable kSpaceChars;

inline bool isSpace(char c) { return kSpaceChars.space[static_cast<unsigned char>(c)]; }

// Decimal digits only (no sign), at most 18 of them so that no overflow check is
// needed: source lines, dims, parameter numbers. Nullopt otherwise, for the general
// parser to decide.
inline std::optional<int64_t> shortUnsigned(std::string_view text) {
  if (text.empty() || text.size() > 18) return std::nullopt;
  int64_t value = 0;
  for (char c : text) {
    if (!isDigit(c)) return std::nullopt;
    value = value * 10 + (c - '0');
  }
  return value;
}

// Characters that end or structure an attribute value; everything else is skipped fast.
struct ValueCharTable {
  bool special[256] = {};
  ValueCharTable() {
    for (char c : std::string_view("\"{}[](),\0", 10)) special[static_cast<unsigned char>(c)] = true;
    for (char c : std::string_view(" \t\n\r\f\v")) special[static_cast<unsigned char>(c)] = true;
  }
};

const ValueCharTable& valueCharTable() {
  static const ValueCharTable table;
  return table;
}

// Eight bytes per step with a multiply-xorshift mix: instruction names and op_names are
// 10-60 bytes, where a byte-at-a-time hash (FNV, std::hash) is most of a lookup's cost.
[[gnu::always_inline]] inline uint64_t hashText(std::string_view text) {
  constexpr uint64_t kMul = 0x9E3779B97F4A7C15ull;
  uint64_t hash = text.size() * kMul;
  const char* p = text.data();
  std::size_t n = text.size();
  for (; n >= 8; p += 8, n -= 8) {
    uint64_t word;
    std::memcpy(&word, p, 8);
    hash = (hash ^ word) * kMul;
    hash ^= hash >> 29;
  }
  if (n > 0) {
    // The last 1-7 bytes from two overlapping loads (a variable-length memcpy is a loop).
    uint64_t word;
    if (n >= 4) {
      uint32_t low, high;
      std::memcpy(&low, p, 4);
      std::memcpy(&high, p + n - 4, 4);
      word = (uint64_t{high} << 32) | low;
    } else {
      word = (uint64_t{static_cast<unsigned char>(p[0])} << 16) | (uint64_t{static_cast<unsigned char>(p[n / 2])} << 8) |
             static_cast<unsigned char>(p[n - 1]);
    }
    hash = (hash ^ word) * kMul;
    hash ^= hash >> 29;
  }
  // Tables index by the low bits, which a multiply fills only from the low bits of its
  // input: fold the high half in, so that every byte of the name reaches them.
  hash *= kMul;
  return hash ^ (hash >> 32);
}

struct NameHash {
  std::size_t operator()(std::string_view text) const { return static_cast<std::size_t>(hashText(text)); }
};

// Large buffers the parser fills once (the instruction array of a big computation, its
// lookup tables, the line index) get the huge-page hint of support/huge_pages.h.

// A fixed-size array of trivially copyable slots, filled with `value` only after the
// huge-page hint (std::vector<T>(n) writes every element first, too early for it).
template <typename T>
class SlotArray {
 public:
  SlotArray() = default;
  SlotArray(std::size_t size, const T& value) : data_(static_cast<T*>(std::malloc(size * sizeof(T)))), size_(size) {
    if (!data_) throw std::bad_alloc();
    adviseHugePages(data_.get(), size * sizeof(T));
    std::uninitialized_fill_n(data_.get(), size, value);
  }
  T& operator[](std::size_t i) { return data_.get()[i]; }
  const T& operator[](std::size_t i) const { return data_.get()[i]; }
  std::size_t size() const { return size_; }
  T* begin() { return data_.get(); }
  T* end() { return data_.get() + size_; }
  const T* begin() const { return data_.get(); }
  const T* end() const { return data_.get() + size_; }
  void swap(SlotArray& other) noexcept {
    data_.swap(other.data_);
    std::swap(size_, other.size_);
  }

 private:
  struct Free {
    void operator()(T* p) const { std::free(p); }
  };
  std::unique_ptr<T, Free> data_;
  std::size_t size_ = 0;
};

// Open addressing with linear probing over power-of-two tables, for the two lookups
// done per instruction and per metadata string: one flat array of small slots, no node
// allocated (and later freed) per entry as std::unordered_map and std::unordered_set do.
inline std::size_t tableCapacityFor(std::size_t entries) {
  std::size_t capacity = 16;
  while (capacity < entries + entries / 2) capacity *= 2;  // load factor <= 2/3
  return capacity;
}

// Instruction name -> id within the computation being parsed. A slot is 8 bytes (the
// id and 32 bits of hash); the name itself is read from the instruction.
class InstructionNameIndex {
 public:
  // Empties the index for a computation of about `expected` instructions.
  void reset(const std::vector<Instruction>* instructions, std::size_t expected) {
    instructions_ = instructions;
    recent_.fill(Slot{});
    const std::size_t capacity = tableCapacityFor(expected);
    if (used_ == 0 && slots_.size() >= capacity && slots_.size() <= 4 * capacity) return;
    if (slots_.size() >= capacity && slots_.size() <= 4 * capacity) {
      std::fill(slots_.begin(), slots_.end(), Slot{});
    } else {
      SlotArray<Slot> fresh(capacity, Slot{});  // also shrinks after a huge computation
      slots_.swap(fresh);
    }
    used_ = 0;
  }
  std::optional<InstructionId> find(std::string_view name) const {
    const auto hash = static_cast<uint32_t>(hashText(name));
    // Most operands were defined a few lines up: look there before the table, whose
    // slots are spread over megabytes and would each be a cache miss.
    for (const Slot& slot : recent_)
      if (slot.hash == hash && slot.id >= 0 && (*instructions_)[slot.id].name == name) return slot.id;
    const std::size_t mask = slots_.size() - 1;
    for (std::size_t i = hash & mask;; i = (i + 1) & mask) {
      const Slot& slot = slots_[i];
      if (slot.id < 0) return std::nullopt;
      if (slot.hash == hash && (*instructions_)[slot.id].name == name) return slot.id;
    }
  }
  // Slots are placed by 32 bits of hash (tables stay far below 2^32 slots), so growing
  // never reads the names again.
  // `id` is the instruction just parsed, its name set; false when the name exists.
  bool insert(std::string_view name, InstructionId id) {
    if ((used_ + 1) * 3 > slots_.size() * 2) grow();
    const auto hash = static_cast<uint32_t>(hashText(name));
    const std::size_t mask = slots_.size() - 1;
    for (std::size_t i = hash & mask;; i = (i + 1) & mask) {
      Slot& slot = slots_[i];
      if (slot.id < 0) {
        slot = Slot{hash, id};
        recent_[static_cast<std::size_t>(id) % recent_.size()] = slot;
        ++used_;
        return true;
      }
      if (slot.hash == hash && (*instructions_)[slot.id].name == name) return false;
    }
  }

 private:
  struct Slot {
    uint32_t hash = 0;
    InstructionId id = -1;
  };
  void grow() {
    SlotArray<Slot> old(slots_.size() * 2, Slot{});
    old.swap(slots_);
    const std::size_t mask = slots_.size() - 1;
    for (const Slot& slot : old) {
      if (slot.id < 0) continue;
      for (std::size_t i = slot.hash & mask;; i = (i + 1) & mask)
        if (slots_[i].id < 0) {
          slots_[i] = slot;
          break;
        }
    }
  }

  const std::vector<Instruction>* instructions_ = nullptr;
  SlotArray<Slot> slots_{16, Slot{}};
  std::array<Slot, 16> recent_{};  // the last instructions inserted, by id modulo 16
  std::size_t used_ = 0;
};

// Interns op_types, source_files, other metadata keys, attribute keys and opcode
// spellings for one parse: equal texts share one copy in the module's pool. These take
// few distinct values, so the flat table of 16-byte slots stays small and in cache
// (op_names, nearly all distinct, bypass it).
class ParseInterner {
 public:
  explicit ParseInterner(StringPool& pool) : pool_(pool) {}
  std::string_view intern(std::string_view text) {
    if (text.empty()) return {};
    if (text.size() > UINT32_MAX) return pool_.store(text);
    const auto hash = static_cast<uint32_t>(hashText(text));
    std::size_t mask = slots_.size() - 1;
    for (std::size_t i = hash & mask;; i = (i + 1) & mask) {
      const Slot& slot = slots_[i];
      if (!slot.data) break;
      if (slot.hash == hash && std::string_view(slot.data, slot.size) == text)
        return {slot.data, slot.size};
    }
    const std::string_view stored = pool_.store(text);
    if ((used_ + 1) * 3 > slots_.size() * 2) grow();
    mask = slots_.size() - 1;
    for (std::size_t i = hash & mask;; i = (i + 1) & mask)
      if (!slots_[i].data) {
        slots_[i] = Slot{stored.data(), static_cast<uint32_t>(stored.size()), hash};
        break;
      }
    ++used_;
    return stored;
  }

 private:
  struct Slot {
    const char* data = nullptr;
    uint32_t size = 0;
    uint32_t hash = 0;
  };
  void grow() {
    SlotArray<Slot> old(slots_.size() * 2, Slot{});
    old.swap(slots_);
    const std::size_t mask = slots_.size() - 1;
    for (const Slot& slot : old) {
      if (!slot.data) continue;
      for (std::size_t i = slot.hash & mask;; i = (i + 1) & mask)
        if (!slots_[i].data) {
          slots_[i] = slot;
          break;
        }
    }
  }

  StringPool& pool_;
  SlotArray<Slot> slots_{1024, Slot{}};
  std::size_t used_ = 0;
};

// A name reference waiting for the computation (or module) to be complete.
struct PendingOperand {
  InstructionId user;
  uint32_t operandIndex;
  std::string_view name;
  std::size_t offset;
  std::string_view annotation;  // `f32[2]{0}` of `f32[2]{0} %x`; empty when not written
};

// Shape texts equal once layouts (`{...}`), comments and spaces are ignored: the common
// case of an operand annotation that repeats its operand's declared shape.
bool sameShapeTextIgnoringLayout(std::string_view a, std::string_view b) {
  auto next = [](std::string_view text, std::size_t& i) -> char {
    while (i < text.size()) {
      const char c = text[i];
      if (c == '{') {
        int depth = 0;
        do {
          if (text[i] == '{') ++depth;
          if (text[i] == '}') --depth;
          ++i;
        } while (i < text.size() && depth > 0);
      } else if (c == '/' && i + 1 < text.size() && text[i + 1] == '*') {
        const std::size_t close = text.find("*/", i + 2);
        i = close == std::string_view::npos ? text.size() : close + 2;
      } else if (isSpace(c)) {
        ++i;
      } else {
        ++i;
        return c;
      }
    }
    return '\0';
  };
  std::size_t i = 0, j = 0;
  while (true) {
    const char x = next(a, i);
    const char y = next(b, j);
    if (x != y) return false;
    if (x == '\0') return true;
  }
}

struct PendingComputationRef {
  ComputationId computation;
  InstructionId instruction;
  std::size_t attributeIndex;
  std::size_t slot;
  std::string_view name;
  std::size_t offset;
};

class HloTextParser {
 public:
  HloTextParser(std::string_view text, const HloParseOptions& options, Diagnostics& warnings, const std::vector<int64_t>& lineStarts)
      : text_(text), lineStarts_(lineStarts), options_(options), warnings_(warnings) {}

  Module parse() {
    Module module;
    module_ = &module;
    interner_.emplace(module.strings());

    skipTrivia();
    if (atEnd()) fail(pos_, "expected 'HloModule', found end of file (the file is empty)");
    expectKeyword("HloModule");
    skipTrivia();
    module.name = std::string(parseName("module name"));
    skipTrivia();
    while (peek() == ',') {
      ++pos_;
      skipTrivia();
      std::string_view key = parseAttributeKey();
      skipTrivia();
      expect('=');
      skipTrivia();
      module.header.push_back(HeaderAttribute{std::string(key), std::string(scanValue())});
      skipTrivia();
    }
    while (true) {
      skipTrivia();
      if (atEnd()) break;
      if (atStackFrameTable(text_, pos_)) {
        parseStackFrameTables();
        continue;
      }
      parseComputation();
    }
    if (module.computations.empty()) fail(pos_, "expected a computation, found end of file");
    resolveComputationRefs();
    if (module.entry < 0) module.entry = static_cast<ComputationId>(module.computations.size()) - 1;
    module.computations[module.entry].isEntry = true;
    return module;
  }

 private:
  // ---- cursor ---------------------------------------------------------------------
  bool atEnd() const { return pos_ >= text_.size(); }
  // text_.substr without the bounds check and its throwing path, which keep substr from
  // being inlined; callers pass ranges inside the text.
  std::string_view view(std::size_t start, std::size_t length) const { return {text_.data() + start, length}; }
  char peek() const { return atEnd() ? '\0' : text_[pos_]; }

  [[noreturn]] void fail(std::size_t offset, std::string message) const {
    throw ParseFailure{offset, std::move(message)};
  }

  std::string found() const {
    if (atEnd()) return "end of file";
    const char c = text_[pos_];
    if (c == '\0') return "a NUL byte (is this a binary file?)";
    if (static_cast<unsigned char>(c) < 0x20 && !isSpace(c)) return "a control byte (is this a binary file?)";
    std::size_t end = pos_;
    if (isNameChar(c) || c == '%') {
      while (end < text_.size() && end - pos_ < 40 && (isNameChar(text_[end]) || text_[end] == '%')) ++end;
    } else {
      end = pos_ + 1;
    }
    return "'" + std::string(text_.substr(pos_, end - pos_)) + "'";
  }

  // Most calls sit on a token or on the one space before it: no loop, no call.
  [[gnu::always_inline]] void skipTrivia() {
    if (pos_ < text_.size() && text_[pos_] == ' ') ++pos_;
    if (pos_ >= text_.size()) return;
    const char c = text_[pos_];
    if (!isSpace(c) && c != '/') return;
    skipTriviaSlow();
  }

  [[gnu::noinline]] void skipTriviaSlow() {
    while (pos_ < text_.size()) {
      const char c = text_[pos_];
      if (isSpace(c)) {
        ++pos_;
      } else if (c == '/' && pos_ + 1 < text_.size() && text_[pos_ + 1] == '*') {
        const std::size_t close = text_.find("*/", pos_ + 2);
        if (close == std::string_view::npos) fail(pos_, "unterminated comment: expected '*/', found end of file");
        pos_ = close + 2;
      } else if (c == '/' && pos_ + 1 < text_.size() && text_[pos_ + 1] == '/') {
        const std::size_t newline = text_.find('\n', pos_);
        pos_ = newline == std::string_view::npos ? text_.size() : newline + 1;
      } else {
        break;
      }
    }
  }

  [[gnu::always_inline]] void expect(char c) {
    if (pos_ < text_.size() && text_[pos_] == c) {
      ++pos_;
      return;
    }
    failExpected(c);
  }

  [[noreturn, gnu::noinline, gnu::cold]] void failExpected(char c) const {
    fail(pos_, std::string("expected '") + c + "', found " + found());
  }

  template <std::size_t N>
  [[gnu::always_inline]] bool lookingAtWord(const char (&word)[N]) const {
    if (text_.size() - pos_ < N - 1 || __builtin_memcmp(text_.data() + pos_, word, N - 1) != 0) return false;
    const std::size_t after = pos_ + N - 1;
    return after >= text_.size() || !isNameChar(text_[after]);
  }

  template <std::size_t N>
  void expectKeyword(const char (&word)[N]) {
    if (!lookingAtWord(word)) fail(pos_, "expected '" + std::string(word) + "', found " + found());
    pos_ += N - 1;
  }

  std::string_view parseName(const char* what) {
    const std::size_t start = pos_;
    if (peek() == '%') ++pos_;
    const std::size_t nameStart = pos_;
    while (pos_ < text_.size() && isNameChar(text_[pos_])) ++pos_;
    if (pos_ == nameStart) {
      pos_ = start;
      fail(start, std::string("expected ") + what + ", found " + found());
    }
    return view(nameStart, pos_ - nameStart);
  }

  std::string_view parseAttributeKey() {
    const std::size_t start = pos_;
    while (pos_ < text_.size() && isNameChar(text_[pos_])) ++pos_;
    if (pos_ == start) fail(start, "expected an attribute name, found " + found());
    return view(start, pos_ - start);
  }

  // An optionally signed decimal integer. Dims, layouts and parameter numbers are a few
  // digits each: one pass, no call (std::from_chars is not inlined).
  int64_t parseInt(const char* what) {
    const std::size_t start = pos_;
    bool negative = false;
    if (pos_ < text_.size() && (text_[pos_] == '-' || text_[pos_] == '+')) negative = text_[pos_++] == '-';
    const std::size_t digits = pos_;
    {
      // Up to 18 digits cannot overflow: no check per digit. Locals, not pos_, in the loop.
      const char* p = text_.data() + pos_;
      const char* const textEnd = text_.data() + text_.size();
      const char* const stop = text_.data() + std::min(text_.size(), pos_ + 18);
      int64_t value = 0;
      while (p < stop && isDigit(*p)) value = value * 10 + (*p++ - '0');
      if (p > text_.data() + pos_ && !(p < textEnd && isDigit(*p))) {
        pos_ = static_cast<std::size_t>(p - text_.data());
        return negative ? -value : value;
      }
    }
    // Magnitude up to 2^63 for a negative number, 2^63 - 1 otherwise.
    const uint64_t limit = static_cast<uint64_t>(INT64_MAX) + (negative ? 1 : 0);
    uint64_t magnitude = 0;
    bool overflow = false;
    while (pos_ < text_.size() && isDigit(text_[pos_])) {
      const auto digit = static_cast<uint64_t>(text_[pos_++] - '0');
      if (magnitude > (limit - digit) / 10) overflow = true;
      else magnitude = magnitude * 10 + digit;
    }
    if (pos_ == digits) {
      pos_ = start;
      fail(start, std::string("expected ") + what + ", found " + found());
    }
    if (overflow) fail(start, std::string(what) + " is out of range");
    return negative ? static_cast<int64_t>(0 - magnitude) : static_cast<int64_t>(magnitude);
  }

  void skipString() {  // at '"'
    const std::size_t start = pos_++;
    while (pos_ < text_.size()) {
      const void* quote = std::memchr(text_.data() + pos_, '"', text_.size() - pos_);
      if (!quote) break;
      const std::size_t at = static_cast<std::size_t>(static_cast<const char*>(quote) - text_.data());
      // The quote is escaped when an odd number of backslashes precede it.
      std::size_t backslashes = 0;
      while (at - backslashes > start + 1 && text_[at - backslashes - 1] == '\\') ++backslashes;
      pos_ = at + 1;
      if (backslashes % 2 == 0) return;
    }
    fail(start, "unterminated string: expected '\"', found end of file");
  }

  // Scans one attribute value: balanced brackets and strings; ends at a top-level ',',
  // whitespace, or an unmatched closing bracket.
  std::string_view scanValue() {
    const std::size_t start = pos_;
    int depth = 0;
    std::size_t lastOpen = pos_;
    const ValueCharTable& table = valueCharTable();
    while (pos_ < text_.size()) {
      const char c = text_[pos_];
      if (!table.special[static_cast<unsigned char>(c)]) {  // the common case: a plain character
        ++pos_;
        continue;
      }
      if (c == '"') {
        skipString();
        continue;
      }
      if (c == '{' || c == '[' || c == '(') {
        if (++depth > options_.maxNesting) fail(pos_, "nesting deeper than " + std::to_string(options_.maxNesting) + " levels");
        if (depth == 1) lastOpen = pos_;  // report the outermost bracket left open
      } else if (c == '}' || c == ']' || c == ')') {
        if (depth == 0) break;
        --depth;
      } else if (depth == 0 && (c == ',' || isSpace(c))) {
        break;
      } else if (c == '\0') {
        fail(pos_, "expected an attribute value, found a NUL byte (is this a binary file?)");
      }
      ++pos_;
    }
    if (depth > 0) fail(lastOpen, "unbalanced '" + std::string(1, text_[lastOpen]) + "': expected its closing bracket, found end of file");
    if (pos_ == start) fail(start, "expected an attribute value, found " + found());
    return view(start, pos_ - start);
  }

  // `mesh['a'=2,'b'=4][, device_ids=(...)] {'b'}`: a space and a comma at the top level,
  // which end any other value. Scans the mesh, the device list and the axes as brackets
  // (quoted names skipped); what they hold is parsed by parseReplicaGroups.
  std::string_view scanMeshReplicaGroups() {
    const std::size_t start = pos_;
    auto skipSpaces = [&] {
      while (pos_ < text_.size() && (text_[pos_] == ' ' || text_[pos_] == '\t')) ++pos_;
    };
    // From an opening bracket to its match on the same line; quotes skipped.
    auto bracketed = [&](char open, char close) {
      if (peek() != open) return;
      const std::size_t at = pos_;
      int depth = 0;
      for (; pos_ < text_.size(); ++pos_) {
        const char c = text_[pos_];
        if (c == '\n' || c == '\0') break;
        if (c == '\'' || c == '"') {
          const std::size_t quote = text_.find(c, pos_ + 1);
          if (quote == std::string_view::npos) break;
          pos_ = quote;
        } else if (c == open) {
          if (++depth > options_.maxNesting) fail(pos_, "nesting deeper than " + std::to_string(options_.maxNesting) + " levels");
        } else if (c == close && --depth == 0) {
          ++pos_;
          return;
        }
      }
      fail(at, "unbalanced '" + std::string(1, open) + "' in mesh replica groups: expected its closing '" + std::string(1, close) + "' on the same line");
    };
    while (pos_ < text_.size() && isNameChar(text_[pos_])) ++pos_;  // mesh / maximal_mesh
    bracketed('[', ']');
    std::size_t end = pos_;
    skipSpaces();
    if (peek() == ',') {  // `, device_ids=(...)`, or the next attribute
      const std::size_t comma = pos_++;
      skipSpaces();
      if (startsWith(view(pos_, text_.size() - pos_), "device_ids=")) {
        pos_ += 11;
        bracketed('(', ')');
        end = pos_;
        skipSpaces();
      } else {
        pos_ = comma;
      }
    }
    if (peek() == '{') {
      bracketed('{', '}');
      end = pos_;
    }
    pos_ = end;
    return view(start, end - start);
  }

  // ---- shapes ---------------------------------------------------------------------
  // Nearly every shape of a module has the element type of the previous one: compare
  // with that spelling before the table lookup.
  std::optional<ElementType> elementType(std::string_view spelling) {
    // string_view's ==, not memcmp: before the first shape lastTypeName_.data() is null,
    // and memcmp with a null pointer is undefined even for 0 bytes (UBSan, issue 21).
    if (spelling != lastTypeName_) {
      lastType_ = elementTypeFromName(spelling);
      lastTypeName_ = spelling;
    }
    return lastType_;
  }

  Shape parseShape(int depth = 0) {
    Shape shape;
    parseShapeInto(shape, depth);
    return shape;
  }

  // Into a default-constructed `shape`: an instruction's shape is parsed in place.
  void parseShapeInto(Shape& shape, int depth) {
    if (depth > options_.maxNesting) fail(pos_, "tuple shapes nested deeper than " + std::to_string(options_.maxNesting) + " levels");
    const std::size_t start = pos_;
    if (peek() == '(') {
      ++pos_;
      std::vector<Shape> elements;
      skipTrivia();
      if (peek() != ')') {
        while (true) {
          skipTrivia();
          elements.push_back(parseShape(depth + 1));
          skipTrivia();
          if (peek() == ',') {
            ++pos_;
            continue;
          }
          break;
        }
      }
      expect(')');
      shape = Shape::tuple(std::move(elements));
      return;
    }
    std::size_t end = pos_;
    while (end < text_.size() && ((text_[end] >= 'a' && text_[end] <= 'z') || (text_[end] >= '0' && text_[end] <= '9'))) ++end;
    const std::optional<ElementType> type = elementType(view(pos_, end - pos_));
    if (!type) fail(start, "expected a shape such as f32[2,3], found " + found());
    pos_ = end;
    shape.type = *type;
    expect('[');
    dimScratch_.clear();
    skipTrivia();
    if (peek() != ']') {
      while (true) {
        skipTrivia();
        DimKind kind = DimKind::Static;
        int64_t dim = 0;
        if (peek() == '?') {
          ++pos_;
          kind = DimKind::Unbounded;
        } else {
          if (peek() == '<' && pos_ + 1 < text_.size() && text_[pos_ + 1] == '=') {
            pos_ += 2;
            kind = DimKind::BoundedDynamic;
          }
          const std::size_t dimStart = pos_;
          dim = parseInt("a dimension size");
          if (dim < 0) fail(dimStart, "dimension size must not be negative, found " + std::to_string(dim));
        }
        if (kind != DimKind::Static) {
          shape.dimKinds.resize(dimScratch_.size(), DimKind::Static);
          shape.dimKinds.push_back(kind);
        } else if (!shape.dimKinds.empty()) {
          shape.dimKinds.push_back(kind);
        }
        dimScratch_.push_back(dim);
        if (dimScratch_.size() > 4096) fail(start, "shape has more than 4096 dimensions");
        skipTrivia();
        if (peek() == ',') {
          ++pos_;
          continue;
        }
        break;
      }
    }
    expect(']');
    shape.dims.assign(dimScratch_.begin(), dimScratch_.end());  // one exact allocation
    if (!checkedProduct(shape.dims)) fail(start, "the element count of shape " + shape.toString(false) + " overflows a 64-bit integer");
    if (peek() == '{') parseLayout(shape);
  }

  // Operand annotations are checked against the operand's declared shape only when
  // their text differs (rare), so here they are only scanned: brackets balanced.
  void skipShapeText() {
    const std::size_t start = pos_;
    if (peek() == '(') {
      skipBalanced();
    } else {
      while (pos_ < text_.size() && ((text_[pos_] >= 'a' && text_[pos_] <= 'z') || (text_[pos_] >= '0' && text_[pos_] <= '9'))) ++pos_;
      if (peek() != '[') fail(pos_, "expected '[' in a shape, found " + found());
      skipBalanced();
      if (peek() == '{') skipBalanced();
    }
    if (pos_ == start) fail(start, "expected a shape, found " + found());
  }

  // From an opening bracket to its match (any of (), [], {} nested inside).
  void skipBalanced() {
    const std::size_t open = pos_;
    int depth = 0;
    while (pos_ < text_.size()) {
      const char c = text_[pos_++];
      if (c == '(' || c == '[' || c == '{') {
        if (++depth > options_.maxNesting) fail(pos_ - 1, "nested deeper than " + std::to_string(options_.maxNesting) + " levels");
      } else if (c == ')' || c == ']' || c == '}') {
        if (--depth == 0) return;
      } else if (c == '\0') {
        fail(pos_ - 1, "expected a closing bracket, found a NUL byte (is this a binary file?)");
      }
    }
    fail(open, "unbalanced '" + std::string(1, text_[open]) + "': expected its closing bracket, found end of file");
  }

  void parseLayout(Shape& shape) {
    // Layouts repeat on nearly every instruction: share one object per spelling.
    const std::size_t close = text_.find('}', pos_);
    const std::string_view spelling = close == std::string_view::npos ? std::string_view() : text_.substr(pos_, close + 1 - pos_);
    if (!spelling.empty()) {
      // Runs of instructions share one layout: compare with the last one before hashing.
      if (spelling.size() == lastLayout_.spelling.size() &&
          std::memcmp(spelling.data(), lastLayout_.spelling.data(), spelling.size()) == 0) {
        shape.layout = lastLayout_.layout;
        pos_ = close + 1;
        return;
      }
      auto cached = layouts_.find(spelling);
      if (cached != layouts_.end()) {
        shape.layout = cached->second;
        lastLayout_ = RecentLayout{spelling, shape.layout};
        pos_ = close + 1;
        return;
      }
    }
    const std::size_t layoutStart = pos_;
    ++pos_;
    Layout layout;
    skipTrivia();
    while (peek() != '}' && peek() != ':') {
      layout.minorToMajor.push_back(parseInt("a layout dimension"));
      if (layout.minorToMajor.size() > 4096) fail(pos_, "layout has more than 4096 entries");
      skipTrivia();
      if (peek() == ',') {
        ++pos_;
        skipTrivia();
      } else {
        break;
      }
    }
    if (peek() == ':') {
      ++pos_;
      const std::size_t start = pos_;
      int depth = 0;
      while (pos_ < text_.size() && !(depth == 0 && text_[pos_] == '}')) {
        const char c = text_[pos_];
        if (c == '(' || c == '{') {
          if (++depth > options_.maxNesting) fail(pos_, "layout nested too deeply");
        } else if (c == ')' || c == '}') {
          --depth;
        } else if (c == '\n' || c == '\0') {
          break;
        }
        ++pos_;
      }
      layout.extra = std::string(text_.substr(start, pos_ - start));
    }
    expect('}');
    shape.layout = std::make_shared<const Layout>(std::move(layout));
    if (layouts_.size() < 4096) layouts_.emplace(view(layoutStart, pos_ - layoutStart), shape.layout);
    lastLayout_ = RecentLayout{view(layoutStart, pos_ - layoutStart), shape.layout};
  }

  // ---- source-location tables --------------------------------------------------------
  // FileNames, FunctionNames, FileLocations, StackFrames (io/stack_frame_text.h): before
  // the first computation, where XLA prints them, so that each instruction's
  // stack_frame_id resolves as its metadata is read.
  void parseStackFrameTables() {
    const std::size_t start = pos_;
    if (!module_->computations.empty())
      fail(start, "the source-location tables (FileNames ... StackFrames) must come before the first computation");
    std::vector<std::pair<std::size_t, std::string>> tableWarnings;
    if (std::optional<StackFrameTextError> error = io::parseStackFrameTables(text_, pos_, module_->strings(), module_->stackFrames, tableWarnings))
      fail(error->offset, error->message);
    for (auto& [offset, message] : tableWarnings) {
      warnings_.push_back(Diagnostic{Severity::Warning, options_.fileName, 0, 0, std::move(message)});
      warningOffsets_.push_back(offset);
    }
    haveStackFrames_ = true;
  }

  // ---- computations -----------------------------------------------------------------
  void parseComputation() {
    Module& module = *module_;
    const std::size_t start = pos_;
    bool isEntry = false;
    if (lookingAtWord("ENTRY")) {
      isEntry = true;
      pos_ += 5;
      skipTrivia();
    }
    const std::size_t nameOffset = pos_;
    std::string_view name = parseName("a computation name");
    if (module.findComputation(name) >= 0) fail(nameOffset, "redefinition of computation '" + std::string(name) + "'");
    skipTrivia();
    if (peek() == '(') {  // signature: (p0: f32[], p1: f32[]) -> f32[]
      int depth = 0;
      const std::size_t open = pos_;
      while (pos_ < text_.size()) {
        const char c = text_[pos_++];
        if (c == '(') {
          if (++depth > options_.maxNesting) fail(pos_ - 1, "signature nested too deeply");
        } else if (c == ')') {
          if (--depth == 0) break;
        } else if (c == '\0') {
          fail(pos_ - 1, "expected ')', found a NUL byte (is this a binary file?)");
        }
      }
      if (depth != 0) fail(open, "unbalanced '(' in the computation signature");
      skipTrivia();
      if (peek() == '-' && pos_ + 1 < text_.size() && text_[pos_ + 1] == '>') {
        pos_ += 2;
        skipTrivia();
        parseShape();
        skipTrivia();
      }
    }
    expect('{');
    Computation computation;
    computation.name = module.strings().store(name);
    computation.isEntry = isEntry;
    computation.fileOffset = static_cast<int64_t>(start);
    const auto computationId = static_cast<ComputationId>(module.computations.size());
    if (isEntry) {
      if (module.entry >= 0) fail(start, "a second ENTRY computation; the module already has '" + std::string(module.computations[module.entry].name) + "'");
      module.entry = computationId;
    }
    pendingOperands_.clear();
    inferredTuples_.clear();
    declaredShapeText_.clear();
    reserveForComputation(computation);
    currentInstructions_ = &computation.instructions;
    std::size_t rootOffset = 0;
    while (true) {
      skipTrivia();
      if (peek() == '}') {
        ++pos_;
        break;
      }
      if (atEnd()) fail(pos_, "expected '}' to close computation '" + std::string(name) + "', found end of file");
      const std::size_t instructionStart = pos_;
      bool isRoot = false;
      if (lookingAtWord("ROOT")) {
        isRoot = true;
        pos_ += 4;
        skipTrivia();
      }
      parseInstruction(computation, computationId);
      if (isRoot) {
        if (computation.root >= 0) fail(instructionStart, "a second ROOT in computation '" + std::string(name) + "' (the first is at offset " + std::to_string(rootOffset) + ")");
        computation.root = static_cast<InstructionId>(computation.instructions.size()) - 1;
        rootOffset = instructionStart;
      }
    }
    if (computation.instructions.empty()) fail(start, "computation '" + std::string(name) + "' has no instructions");
    if (computation.root < 0) computation.root = static_cast<InstructionId>(computation.instructions.size()) - 1;
    resolveOperands(computation);
    module.computations.push_back(std::move(computation));
  }

  void resolveOperands(Computation& computation) {
    for (PendingOperand& pending : pendingOperands_) {
      const std::optional<InstructionId> defined = names_.find(pending.name);
      if (!defined) fail(pending.offset, "use of undefined value '%" + std::string(pending.name) + "'");
      Instruction& user = computation.instructions[pending.user];
      user.operands[pending.operandIndex] = *defined;
    }
    inferTupleShapes(computation);
    currentInstructions_ = &computation.instructions;
    for (const PendingOperand& pending : pendingOperands_) {
      if (pending.annotation.empty()) continue;
      checkAnnotation(pending.annotation, computation.instructions[pending.user].operands[pending.operandIndex], pending.name, pending.offset);
    }
  }

  // `f32[2]{0} %x`: the annotation must agree with %x's declared shape. Equal text is
  // the common case; otherwise parse the annotation and compare dims and type.
  void checkAnnotation(std::string_view annotation, InstructionId operand, std::string_view name, std::size_t offset) {
    const std::string_view declaredText = declaredShapeText_[operand];
    if (annotation == declaredText || (!declaredText.empty() && sameShapeTextIgnoringLayout(annotation, declaredText))) return;
    const Shape& declared = (*currentInstructions_)[operand].shape;
    if (declared.type == ElementType::Invalid) return;  // an inferred tuple: checked once inferred
    const std::size_t resume = pos_;
    pos_ = static_cast<std::size_t>(annotation.data() - text_.data());
    const Shape annotated = parseShape();
    pos_ = resume;
    if (!annotated.compatible(declared))
      fail(offset, "operand '%" + std::string(name) + "' is annotated as " + annotated.toString(false) +
                       " but is defined as " + declared.toString(false));
  }

  void inferTupleShapes(Computation& computation) {
    for (InstructionId id : inferredTuples_) {
      Instruction& tuple = computation.instructions[id];
      std::vector<Shape> elements;
      for (InstructionId operand : tuple.operands) {
        const Shape& shape = computation.instructions[operand].shape;
        if (shape.type == ElementType::Invalid)
          fail(static_cast<std::size_t>(tuple.fileOffset), "cannot infer the shape of '%" + std::string(tuple.name) + "': its operand '%" + std::string(computation.instructions[operand].name) + "' has no shape yet");
        elements.push_back(shape);
      }
      tuple.shape = Shape::tuple(std::move(elements));
    }
  }

  // Instructions of a computation are one per line and the computation ends at a '}'
  // in column 1: reserving that many avoids regrowing huge vectors while parsing.
  // Counted on the line index, which the loader has already built.
  void reserveForComputation(Computation& computation) {
    const std::vector<int64_t>& starts = lineStarts_;
    const auto here = static_cast<std::size_t>(
        std::upper_bound(starts.begin(), starts.end(), static_cast<int64_t>(pos_)) - starts.begin() - 1);
    std::size_t closing = here + 1;  // the first later line that starts with '}'
    while (closing < starts.size() && !(static_cast<std::size_t>(starts[closing]) < text_.size() && text_[starts[closing]] == '}')) ++closing;
    const std::size_t lines = std::min<std::size_t>(closing - here, 1u << 26);
    computation.instructions.reserve(lines);
    adviseHugePages(computation.instructions.data(), computation.instructions.capacity() * sizeof(Instruction));
    declaredShapeText_.reserve(lines);
    adviseHugePages(declaredShapeText_.data(), declaredShapeText_.capacity() * sizeof(std::string_view));
    names_.reset(&computation.instructions, lines);
  }

  void parseInstruction(Computation& computation, ComputationId computationId) {
    Module& module = *module_;
    const std::size_t nameOffset = pos_;
    std::string_view name = parseName("an instruction name");
    skipTrivia();
    expect('=');
    skipTrivia();
    // Parsed in place: an Instruction is a few hundred bytes, and moving it into the
    // vector (then destroying the husk) cost more than filling it there.
    const auto id = static_cast<InstructionId>(computation.instructions.size());
    Instruction& instruction = computation.instructions.emplace_back();
    instruction.fileOffset = static_cast<int64_t>(nameOffset);
    const std::size_t shapeOffset = pos_;
    // XLA lets `tuple` omit its shape (`%t = tuple(%a, %b)`); it is inferred below.
    const bool inferShape = lookingAtWord("tuple") && pos_ + 5 < text_.size() && text_[pos_ + 5] == '(';
    if (inferShape) {
      inferredTuples_.push_back(id);
    } else {
      parseShapeInto(instruction.shape, 0);
    }
    declaredShapeText_.push_back(view(shapeOffset, inferShape ? 0 : pos_ - shapeOffset));
    skipTrivia();
    const std::size_t opcodeOffset = pos_;
    while (pos_ < text_.size() && (isNameChar(text_[pos_]))) ++pos_;
    const std::string_view opcodeText = view(opcodeOffset, pos_ - opcodeOffset);
    if (opcodeText.empty()) fail(opcodeOffset, "expected an opcode, found " + found());
    if (const KnownOpcode* known = knownOpcode(opcodeText)) {
      instruction.opcode = known->opcode;
      instruction.opcodeText = known->text;
    } else if (std::optional<Opcode> wrapped = asyncShorthand(opcodeText, instruction.opcode)) {
      // `all-to-all-start` etc.: XLA's shorthand for an async-start wrapping the op.
      instruction.asyncWrapped = *wrapped;
      instruction.opcodeText = interner_->intern(opcodeText);
    } else {
      if (!options_.allowUnknownOpcodes) fail(opcodeOffset, "unknown opcode '" + std::string(opcodeText) + "'");
      instruction.opcode = Opcode::Opaque;
      instruction.opcodeText = interner_->intern(opcodeText);
      warnings_.push_back(Diagnostic{Severity::Warning, options_.fileName, 0, 0,
                                     "unknown opcode '" + std::string(opcodeText) + "' loaded as an opaque instruction"});
      warningOffsets_.push_back(opcodeOffset);
    }
    skipTrivia();
    expect('(');
    skipTrivia();
    if (instruction.opcode == Opcode::Parameter) {
      const std::size_t numberOffset = pos_;
      instruction.parameterNumber = parseInt("a parameter number");
      if (instruction.parameterNumber < 0) fail(numberOffset, "parameter number must not be negative");
      skipTrivia();
      expect(')');
    } else if (instruction.opcode == Opcode::Constant) {
      instruction.literal = module.strings().store(scanLiteral());
      expect(')');
    } else {
      parseOperands(instruction, id);
    }
    while (true) {
      skipTrivia();
      if (peek() != ',') break;
      ++pos_;
      skipTrivia();
      parseAttribute(instruction, computationId, id);
    }
    // Collected in a reused buffer, moved once into an exactly sized vector.
    if (!attributeScratch_.empty()) {
      instruction.attributes.assign(std::make_move_iterator(attributeScratch_.begin()), std::make_move_iterator(attributeScratch_.end()));
      attributeScratch_.clear();
    }
    instruction.name = module.strings().store(name);
    if (!names_.insert(instruction.name, id)) fail(nameOffset, "redefinition of '%" + std::string(name) + "' in computation '" + std::string(computation.name) + "'");
  }

  // A module uses a few dozen opcodes: a small direct-mapped cache of spellings in front
  // of opcodeFromName's hash table. Null for async shorthands and unknown opcodes.
  struct KnownOpcode {
    std::string_view spelling;  // in the source text
    Opcode opcode = Opcode::Opaque;
    std::string_view text;      // Instruction::opcodeText: the canonical name or interned
  };
  const KnownOpcode* knownOpcode(std::string_view spelling) {
    const std::size_t slot = (spelling.size() * 31 + static_cast<unsigned char>(spelling.front()) +
                              static_cast<unsigned char>(spelling[spelling.size() / 2]) * 7 +
                              static_cast<unsigned char>(spelling.back()) * 131) % opcodeCache_.size();
    KnownOpcode& cached = opcodeCache_[slot];
    if (cached.spelling.size() == spelling.size() && !cached.spelling.empty() &&
        std::memcmp(cached.spelling.data(), spelling.data(), spelling.size()) == 0)
      return &cached;
    const std::optional<Opcode> opcode = opcodeFromName(spelling);
    if (!opcode) return nullptr;
    const std::string_view canonical = opcodeName(*opcode);
    cached = KnownOpcode{spelling, *opcode, canonical == spelling ? canonical : interner_->intern(spelling)};
    return &cached;
  }

  std::string_view scanLiteral() {
    const std::size_t start = pos_;
    int depth = 0;
    while (pos_ < text_.size()) {
      const char c = text_[pos_];
      if (c == '"') {
        skipString();
        continue;
      }
      if (c == '(' || c == '{' || c == '[') {
        if (++depth > options_.maxNesting) fail(pos_, "literal nested deeper than " + std::to_string(options_.maxNesting) + " levels");
      } else if (c == ')' || c == '}' || c == ']') {
        if (depth == 0) break;
        --depth;
      } else if (c == '\0') {
        fail(pos_, "expected a literal, found a NUL byte (is this a binary file?)");
      }
      ++pos_;
    }
    if (atEnd()) fail(start, "unterminated constant literal: expected ')', found end of file");
    std::string_view literal = view(start, pos_ - start);
    while (!literal.empty() && isSpace(literal.back())) literal.remove_suffix(1);
    if (literal.empty()) fail(start, "expected a literal, found " + found());
    return literal;
  }

  void parseOperands(Instruction& instruction, InstructionId id) {
    if (peek() == ')') {
      ++pos_;
      return;
    }
    // Operands are collected in a reused buffer and copied once: no regrowth per operand.
    std::vector<InstructionId>& operands = operandScratch_;
    operands.clear();
    while (true) {
      skipTrivia();
      std::string_view annotation;
      const std::size_t annotationStart = pos_;
      if (peek() == '(') {
        skipShapeText();
        annotation = view(annotationStart, pos_ - annotationStart);
        skipTrivia();
      } else if (peek() != '%') {
        // `f32[2]{0} %x` or a bare name `x`: a shape starts with an element type and '['.
        std::size_t end = pos_;
        while (end < text_.size() && ((text_[end] >= 'a' && text_[end] <= 'z') || (text_[end] >= '0' && text_[end] <= '9'))) ++end;
        if (end < text_.size() && text_[end] == '[' && elementType(view(pos_, end - pos_))) {
          if (const std::optional<InstructionId> repeated = operandWithRepeatedShape()) {
            operands.push_back(*repeated);
            if (operands.size() > (1u << 20)) fail(annotationStart, "more than 2^20 operands");
            if (!nextOperand()) break;
            continue;
          }
          skipShapeText();
          annotation = view(annotationStart, pos_ - annotationStart);
          skipTrivia();
        }
      }
      const std::size_t operandOffset = pos_;
      std::string_view operandName = parseName("an operand name");
      // Operands defined earlier (nearly all) resolve now; forward references wait for
      // the end of the computation.
      if (const std::optional<InstructionId> defined = names_.find(operandName)) {
        operands.push_back(*defined);
        if (!annotation.empty()) checkAnnotation(annotation, *defined, operandName, operandOffset);
      } else {
        operands.push_back(-1);
        pendingOperands_.push_back(PendingOperand{id, static_cast<uint32_t>(operands.size() - 1), operandName, operandOffset, annotation});
      }
      if (operands.size() > (1u << 20)) fail(operandOffset, "more than 2^20 operands");
      if (!nextOperand()) break;
    }
    expect(')');
    instruction.operands.assign(operands.begin(), operands.end());
  }

  // After an operand: true (past the ',') when another follows.
  bool nextOperand() {
    skipTrivia();
    if (peek() != ',') return false;
    ++pos_;
    return true;
  }

  // `f32[128,1024]{1,0} %x` whose annotation repeats, byte for byte, the declared shape
  // text of an operand defined earlier: the common case, where the annotation is known
  // to be a valid shape that agrees and is only compared. Consumes the annotation and
  // the name; otherwise consumes nothing, for the general path to parse and report.
  std::optional<InstructionId> operandWithRepeatedShape() {
    // Up to the space before the name; a shape text that contains a space, or none
    // within 1 KiB, is left to the general path.
    const std::size_t limit = std::min(text_.size(), pos_ + 1024);
    const void* space = std::memchr(text_.data() + pos_, ' ', limit - pos_);
    if (!space) return std::nullopt;
    const auto end = static_cast<std::size_t>(static_cast<const char*>(space) - text_.data());
    const std::string_view annotation = view(pos_, end - pos_);
    std::size_t nameStart = end + 1;
    if (nameStart < text_.size() && text_[nameStart] == '%') ++nameStart;
    std::size_t nameEnd = nameStart;
    while (nameEnd < text_.size() && isNameChar(text_[nameEnd])) ++nameEnd;
    if (nameEnd == nameStart) return std::nullopt;
    const std::optional<InstructionId> defined = names_.find(view(nameStart, nameEnd - nameStart));
    if (!defined) return std::nullopt;
    const std::string_view declared = declaredShapeText_[*defined];
    if (declared.size() != annotation.size() || std::memcmp(declared.data(), annotation.data(), declared.size()) != 0) return std::nullopt;
    pos_ = nameEnd;
    return defined;
  }

  // ---- attributes -------------------------------------------------------------------
  void parseAttribute(Instruction& instruction, ComputationId computationId, InstructionId id) {
    Module& module = *module_;
    // `metadata={` ends nearly every instruction: recognised without scanning the key.
    if (startsWith(view(pos_, text_.size() - pos_), "metadata={")) {
      pos_ += 9;
      std::size_t consumed = 0;
      instruction.metadata = parseMetadata(view(pos_, text_.size() - pos_), pos_, consumed);
      pos_ += consumed;
      return;
    }
    const std::string_view key = parseAttributeKey();
    skipTrivia();
    expect('=');
    skipTrivia();
    const std::size_t valueOffset = pos_;
    if (equals(key, "metadata")) {
      std::size_t consumed = 0;
      instruction.metadata = parseMetadata(view(pos_, text_.size() - pos_), pos_, consumed);
      pos_ += consumed;
      return;
    }
    const std::string_view rest = view(pos_, text_.size() - pos_);
    const std::string_view value = equals(key, "replica_groups") && (startsWith(rest, "mesh[") || startsWith(rest, "maximal_mesh["))
                                       ? scanMeshReplicaGroups()
                                       : scanValue();
    if (equals(key, "sharding")) {
      // The same sharding text repeats across a module: parse each spelling once.
      auto cached = shardings_.find(value);
      if (cached != shardings_.end()) {
        instruction.sharding = cached->second;
        return;
      }
      auto parsed = sharding::parseHloSharding(value);
      if (auto* error = std::get_if<sharding::ShardingParseError>(&parsed))
        fail(valueOffset + std::min(error->offset, value.size()), "invalid sharding: " + error->message);
      instruction.sharding = std::make_shared<const sharding::HloSharding>(std::get<sharding::HloSharding>(std::move(parsed)));
      // Each new spelling keeps its tile assignment: an explicit list in full, an iota form
      // by its spelling (2^20 devices from 25 bytes of text, expanded only on demand).
      std::string overBudget;
      if (!chargeInputBudget(BudgetItem::DeviceIds, tileAssignmentSize(*instruction.sharding), &overBudget))
        fail(valueOffset, overBudget);
      if (shardings_.size() < 65536) shardings_.emplace(value, instruction.sharding);
      return;
    }
    const std::string_view internedKey = internKey(key);
    for (const Attribute& existing : attributeScratch_)
      if (existing.key == internedKey) fail(valueOffset, "attribute '" + std::string(key) + "' is given twice");
    if (isComputationAttributeKey(key)) {
      CalledComputations called;
      std::vector<std::pair<std::string_view, std::size_t>>& names = calledNameScratch_;
      names.clear();
      if (!value.empty() && value.front() == '{') {
        called.list = true;
        std::size_t i = 1;
        while (i < value.size() - 1) {
          while (i < value.size() && (isSpace(value[i]) || value[i] == ',')) ++i;
          if (i >= value.size() - 1) break;
          if (value[i] == '%') ++i;
          const std::size_t nameStart = i;
          while (i < value.size() && isNameChar(value[i])) ++i;
          if (i == nameStart) fail(valueOffset + i, "expected a computation name in '" + std::string(key) + "'");
          names.emplace_back(value.substr(nameStart, i - nameStart), valueOffset + nameStart);
        }
      } else {
        const std::size_t skip = !value.empty() && value.front() == '%' ? 1 : 0;
        for (std::size_t i = skip; i < value.size(); ++i)
          if (!isNameChar(value[i])) fail(valueOffset + i, "expected a computation name in '" + std::string(key) + "', found '" + std::string(value) + "'");
        names.emplace_back(value.substr(skip), valueOffset + skip);
      }
      const std::size_t attributeIndex = attributeScratch_.size();
      for (std::size_t slot = 0; slot < names.size(); ++slot) {
        called.ids.push_back(-1);
        pendingComputationRefs_.push_back(PendingComputationRef{
            static_cast<ComputationId>(module.computations.size()), id, attributeIndex, slot, names[slot].first, names[slot].second});
      }
      (void)computationId;
      attributeScratch_.push_back(Attribute{internedKey, std::move(called)});
      return;
    }
    attributeScratch_.push_back(Attribute{internedKey, decodeValue(key, value, valueOffset)});
  }

  // Attribute keys are a few dozen spellings: a direct-mapped cache in front of the
  // interner's hash table.
  std::string_view internKey(std::string_view key) {
    const std::size_t slot = (key.size() * 31 + static_cast<unsigned char>(key.front()) +
                              static_cast<unsigned char>(key.back()) * 7) % keyCache_.size();
    std::string_view& cached = keyCache_[slot];
    if (cached.size() == key.size() && std::memcmp(cached.data(), key.data(), key.size()) == 0) return cached;
    return cached = interner_->intern(key);
  }

  // `{1}`, `{0,1}`, `{}` written without spaces or signs, as XLA prints dimension lists:
  // parsed in one pass into an exactly sized vector. Anything else: nullopt, and the
  // general parseIntList decides.
  std::optional<IntList> plainIntList(std::string_view value) {
    if (value.size() < 2 || value.front() != '{' || value.back() != '}' || value.size() > 4096) return std::nullopt;
    dimScratch_.clear();
    std::size_t i = 1;
    const std::size_t close = value.size() - 1;
    while (i < close) {
      const std::size_t digits = i;
      int64_t number = 0;
      while (i < close && isDigit(value[i]) && i - digits < 18) number = number * 10 + (value[i++] - '0');
      if (i == digits || (i < close && value[i] != ',')) return std::nullopt;  // long, signed or spaced
      dimScratch_.push_back(number);
      if (i < close && ++i == close) return std::nullopt;  // trailing ','
    }
    return IntList{std::vector<int64_t>(dimScratch_.begin(), dimScratch_.end())};
  }

  AttributeValue decodeValue(std::string_view key, std::string_view value, std::size_t offset) {
    std::string error;
    std::size_t errorAt = 0;
    if (equals(key, "slice")) {
      if (auto config = parseSliceConfig(value, &error, &errorAt)) return *config;
      fail(offset + errorAt, "invalid slice: " + error);
    }
    if (equals(key, "padding")) {
      if (auto config = parsePaddingConfig(value, &error, &errorAt)) return *config;
      fail(offset + errorAt, "invalid padding: " + error);
    }
    if (equals(key, "replica_groups")) {
      // Every collective of a layer repeats the same groups: parse each spelling once.
      auto cached = replicaGroups_.find(value);
      if (cached != replicaGroups_.end()) return cached->second;
      if (auto groups = parseReplicaGroups(value, &error, &errorAt)) {
        if (replicaGroups_.size() < 4096) replicaGroups_.emplace(value, *groups);
        return *groups;
      }
      fail(offset + errorAt, "invalid replica_groups: " + error);
    }
    if (equals(key, "source_target_pairs")) {
      if (auto pairs = parseSourceTargetPairs(value, &error, &errorAt)) return *pairs;
      fail(offset + errorAt, "invalid source_target_pairs: " + error);
    }
    if (value.front() == '{')
      if (std::optional<IntList> list = plainIntList(value)) return *std::move(list);
    if (equals(value, "true")) return true;
    if (equals(value, "false")) return false;
    if (std::optional<int64_t> number = shortUnsigned(value)) return *number;
    if (std::optional<int64_t> number = parseWholeInt(value)) return *number;
    if (value.front() == '"' && value.size() >= 2 && value.back() == '"') return QuotedString{std::string(value.substr(1, value.size() - 2))};
    if (value.front() == '{')
      if (std::optional<std::vector<int64_t>> ints = parseIntList(value)) return IntList{std::move(*ints)};
    return RawText{std::string(value)};
  }

  enum class MetadataField { OpType, OpName, SourceFile, SourceLine, StackFrameId, Other };

  // Parses `{key=value ...}` at the start of `value` (the rest of the file) in one pass
  // and sets `consumed` to its length: metadata is most of the bytes of a dump.
  SourceMetadata parseMetadata(std::string_view value, std::size_t offset, std::size_t& consumed) {
    SourceMetadata metadata;
    std::size_t frameIdOffset = offset;
    if (value.empty() || value.front() != '{') fail(offset, "expected metadata={...}, found " + found());
    std::size_t i = 1;
    const std::size_t end = value.size();
    while (true) {
      while (i < end && (isSpace(value[i]) || value[i] == ',')) ++i;
      if (i >= end) fail(offset, "unbalanced '{': expected its closing bracket, found end of file");
      if (value[i] == '}') {
        consumed = i + 1;
        break;
      }
      const std::size_t keyStart = i;
      // XLA writes these four keys on nearly every instruction: recognised by a prefix
      // compare of constant length instead of a scan and a string compare per key.
      const std::string_view rest(value.data() + i, end - i);
      MetadataField field = MetadataField::Other;
      if (startsWith(rest, "op_name=")) field = MetadataField::OpName;
      else if (startsWith(rest, "op_type=")) field = MetadataField::OpType;
      else if (startsWith(rest, "source_file=")) field = MetadataField::SourceFile;
      else if (startsWith(rest, "source_line=")) field = MetadataField::SourceLine;
      else if (startsWith(rest, "stack_frame_id=")) field = MetadataField::StackFrameId;
      switch (field) {
        case MetadataField::OpName: case MetadataField::OpType: i += 7; break;
        case MetadataField::SourceFile: case MetadataField::SourceLine: i += 11; break;
        case MetadataField::StackFrameId: i += 14; break;
        case MetadataField::Other: while (i < end && isNameChar(value[i])) ++i; break;
      }
      const std::string_view key(value.data() + keyStart, i - keyStart);
      if (key.empty()) fail(offset + i, "expected a metadata key, found '" + std::string(1, value[i]) + "'");
      if (i >= end || value[i] != '=') fail(offset + i, "expected '=' after metadata key '" + std::string(key) + "'");
      ++i;
      const std::size_t valueStart = i;
      if (i < end && value[i] == '"') {
        ++i;
        while (true) {
          const void* quote = std::memchr(value.data() + i, '"', end > i ? end - i : 0);
          if (!quote) fail(offset + valueStart, "unterminated string in metadata");
          const std::size_t at = static_cast<std::size_t>(static_cast<const char*>(quote) - value.data());
          std::size_t backslashes = 0;
          while (at - backslashes > valueStart + 1 && value[at - backslashes - 1] == '\\') ++backslashes;
          i = at + 1;
          if (backslashes % 2 == 0) break;
        }
      } else {
        int depth = 0;
        while (i < end && (depth > 0 || (!isSpace(value[i]) && value[i] != '}'))) {
          if (value[i] == '{' || value[i] == '[' || value[i] == '(') {
            if (++depth > options_.maxNesting) fail(offset + i, "metadata nested too deeply");
          }
          if (value[i] == '}' || value[i] == ']' || value[i] == ')') --depth;
          ++i;
        }
      }
      const std::string_view text(value.data() + valueStart, i - valueStart);
      auto unquoted = [&]() -> std::string_view {
        if (text.size() < 2 || text.front() != '"') fail(offset + valueStart, "expected a quoted string for metadata '" + std::string(key) + "'");
        return text.substr(1, text.size() - 2);
      };
      auto interned = [&](std::string_view quoted, RecentString& recent) {
        // Neighbouring instructions usually share source_file and op_type: compare with
        // the previous spelling before hashing. Unescape only when needed (rare).
        if (quoted == recent.spelling) return recent.interned;
        recent.spelling = quoted;
        if (quoted.find('\\') == std::string_view::npos) return recent.interned = interner_->intern(quoted);
        return recent.interned = interner_->intern(unescape(quoted));
      };
      // op_names are nearly all distinct, and a duplicate is a neighbour (one framework
      // op lowered to several instructions): they are shared with a recent equal
      // spelling and otherwise stored, never looked up in the interner, whose table
      // would then span megabytes and cost a cache miss per instruction.
      auto recentOrStored = [&](std::string_view quoted) {
        RecentString& recent = recentOpNames_[hashText(quoted) % recentOpNames_.size()];
        if (quoted == recent.spelling) return recent.interned;
        recent.spelling = quoted;
        if (quoted.find('\\') == std::string_view::npos) return recent.interned = module_->strings().store(quoted);
        return recent.interned = module_->strings().store(unescape(quoted));
      };
      switch (field) {
        case MetadataField::OpType: {
          const std::string_view quoted = unquoted();
          metadata.opType = interned(quoted, recentOpTypes_.slotFor(quoted));
          break;
        }
        case MetadataField::OpName: metadata.opName = recentOrStored(unquoted()); break;
        case MetadataField::SourceFile: {
          const std::string_view quoted = unquoted();
          metadata.sourceFile = interned(quoted, recentSourceFiles_.slotFor(quoted));
          break;
        }
        case MetadataField::SourceLine: {
          std::optional<int64_t> line = shortUnsigned(text);
          if (!line) line = parseWholeInt(text);
          if (!line) fail(offset + valueStart, "expected an integer source_line, found '" + std::string(text) + "'");
          metadata.sourceLine = *line;
          break;
        }
        case MetadataField::StackFrameId: {
          std::optional<int64_t> id = shortUnsigned(text);
          if (!id) fail(offset + valueStart, "expected a non-negative integer stack_frame_id, found '" + std::string(text) + "'");
          metadata.stackFrameId = *id;
          frameIdOffset = offset + valueStart;
          break;
        }
        case MetadataField::Other: metadata.other.emplace_back(interner_->intern(key), std::string(text)); break;
      }
    }
    if (metadata.stackFrameId > 0 && haveStackFrames_) resolveStackFrame(metadata, frameIdOffset);
    return metadata;
  }

  // The innermost frame's file and line become the instruction's source location,
  // unless the metadata names one itself.
  void resolveStackFrame(SourceMetadata& metadata, std::size_t offset) const {
    const StackFrameTable& table = module_->stackFrames;
    const FileLocation* location = table.location(metadata.stackFrameId);
    if (!location)
      fail(offset, "stack_frame_id=" + std::to_string(metadata.stackFrameId) + " names no entry of StackFrames (it has " +
                       std::to_string(table.frames.size()) + (table.frames.size() == 1 ? " entry)" : " entries)"));
    if (metadata.sourceFile.empty() && metadata.sourceLine < 0) {
      metadata.sourceFile = table.fileName(*location);
      metadata.sourceLine = location->line;
    }
  }

  void resolveComputationRefs() {
    Module& module = *module_;
    for (const PendingComputationRef& ref : pendingComputationRefs_) {
      const ComputationId target = module.findComputation(ref.name);
      if (target < 0) fail(ref.offset, "use of undefined computation '%" + std::string(ref.name) + "'");
      if (target == ref.computation) fail(ref.offset, "computation '" + std::string(ref.name) + "' calls itself");
      Instruction& instruction = module.computations[ref.computation].instructions[ref.instruction];
      std::get<CalledComputations>(instruction.attributes[ref.attributeIndex].value).ids[ref.slot] = target;
    }
  }

 public:
  std::vector<std::size_t> warningOffsets_;

 private:
  std::string_view text_;
  std::size_t pos_ = 0;
  const std::vector<int64_t>& lineStarts_;  // of the whole text: sizes tables up front
  const HloParseOptions& options_;
  Diagnostics& warnings_;
  Module* module_ = nullptr;
  bool haveStackFrames_ = false;   // the source-location tables were read
  std::optional<ParseInterner> interner_;  // over the module's pool, set by parse()
  InstructionNameIndex names_;
  std::vector<PendingOperand> pendingOperands_;
  std::vector<InstructionId> inferredTuples_;
  std::vector<int64_t> dimScratch_;            // reused while parsing a shape's dims
  std::vector<InstructionId> operandScratch_;  // reused while parsing an operand list
  std::vector<Attribute> attributeScratch_;    // reused while parsing an attribute list
  std::vector<std::pair<std::string_view, std::size_t>> calledNameScratch_;  // to_apply=, calls=, ...
  const std::vector<Instruction>* currentInstructions_ = nullptr;
  std::vector<std::string_view> declaredShapeText_;  // per instruction of the current computation
  std::unordered_map<std::string_view, std::shared_ptr<const Layout>, NameHash> layouts_;
  struct RecentLayout {
    std::string_view spelling;  // in the source text
    std::shared_ptr<const Layout> layout;
  };
  RecentLayout lastLayout_;
  std::unordered_map<std::string_view, std::shared_ptr<const sharding::HloSharding>, NameHash> shardings_;
  std::vector<PendingComputationRef> pendingComputationRefs_;
  struct RecentString {
    std::string_view spelling;  // in the source text
    std::string_view interned;  // in the module's pool
  };
  // op_type and source_file take a few values that alternate (aten__mm, aten__add, ...):
  // one recent spelling per slot, chosen by length and last byte.
  struct RecentStrings {
    std::array<RecentString, 16> slots;
    RecentString& slotFor(std::string_view spelling) {
      const std::size_t last = spelling.empty() ? 0 : static_cast<unsigned char>(spelling.back());
      return slots[(spelling.size() * 7 + last) % slots.size()];
    }
  };
  RecentStrings recentOpTypes_, recentSourceFiles_;
  std::array<RecentString, 64> recentOpNames_{};  // by hash
  std::string_view lastTypeName_;          // spelling of the last element type parsed
  std::array<KnownOpcode, 127> opcodeCache_{};
  std::array<std::string_view, 61> keyCache_{};  // interned attribute keys
  std::unordered_map<std::string_view, ReplicaGroups, NameHash> replicaGroups_;  // by spelling
  std::optional<ElementType> lastType_;
};

std::vector<int64_t> computeLineStarts(std::string_view text) {
  const char* data = text.data();
  const char* end = data + text.size();
  // Counted first with memchr (vectorised): one exact allocation instead of doublings.
  std::size_t lines = 1;
  for (const char* p = data; (p = static_cast<const char*>(std::memchr(p, '\n', end - p))) != nullptr; ++p) ++lines;
  std::vector<int64_t> starts;
  starts.reserve(lines);
  adviseHugePages(starts.data(), starts.capacity() * sizeof(int64_t));
  starts.push_back(0);
  for (const char* p = data; (p = static_cast<const char*>(std::memchr(p, '\n', end - p))) != nullptr; ++p)
    starts.push_back(p - data + 1);
  return starts;
}

}  // namespace

const Diagnostic* LoadResult::firstError() const {
  for (const Diagnostic& diagnostic : diagnostics)
    if (diagnostic.severity == Severity::Error) return &diagnostic;
  return nullptr;
}

LoadResult parseHloText(std::string_view text, const HloParseOptions& options) {
  LoadResult result;
  Diagnostics warnings;
  std::vector<int64_t> lineStarts = computeLineStarts(text);
  auto position = [&](std::size_t offset) {
    auto it = std::upper_bound(lineStarts.begin(), lineStarts.end(), static_cast<int64_t>(offset));
    const auto line = static_cast<int>(it - lineStarts.begin());
    return std::pair<int, int>(line, static_cast<int>(static_cast<int64_t>(offset) - lineStarts[line - 1]) + 1);
  };
  std::optional<Module> parsed;
  {
    // The parser's tables are freed before verification: peak memory matters on
    // modules of hundreds of megabytes.
    HloTextParser parser(text, options, warnings, lineStarts);
    try {
      parsed = parser.parse();
    } catch (const ParseFailure& failure) {
      auto [line, column] = position(failure.offset);
      result.diagnostics.push_back(Diagnostic{Severity::Error, options.fileName, line, column, failure.message});
      return result;
    }
    for (std::size_t i = 0; i < warnings.size(); ++i)
      std::tie(warnings[i].line, warnings[i].column) = position(parser.warningOffsets_[i]);
  }
  Module& module = *parsed;
  module.lineStarts = std::move(lineStarts);
  module.sourcePath = options.fileName;
  result.diagnostics = std::move(warnings);
  if (options.verify) {
    if (std::optional<VerifierError> error = verifyModule(module)) {
      auto [line, column] = module.position(error->fileOffset);
      result.diagnostics.insert(result.diagnostics.begin(),
                                Diagnostic{Severity::Error, options.fileName, line, column, error->message});
      return result;
    }
  }
  result.module = std::move(module);
  return result;
}

}  // namespace shardscope::io
