// The .npy reader (npy_array.h): the lead (magic, version, header length), the header
// dictionary {'descr': ..., 'fortran_order': ..., 'shape': (...)} read as the small
// Python literal it is, then the data after its size has been checked.
#include "io/npy_array.h"

#include <algorithm>
#include <bit>
#include <cerrno>
#include <cmath>
#include <cstring>
#include <fstream>
#include <limits>
#include <type_traits>
#include <sys/stat.h>

namespace shardscope::io {
namespace {

// numpy itself refuses headers over 10 000 bytes unless told otherwise; a little room.
constexpr int64_t kMaxHeaderBytes = 1 << 16;
constexpr int kMaxRank = 64;

struct NpyFailure {
  int64_t offset;  // byte in the file
  std::string message;
};

[[noreturn]] void fail(int64_t offset, std::string message) { throw NpyFailure{offset, std::move(message)}; }

struct Lead {
  int major = 1;
  int64_t headerOffset = 10;  // first byte of the header text
  int64_t headerBytes = 0;
};

Lead parseLead(std::string_view bytes) {
  static constexpr std::string_view kMagic("\x93NUMPY", 6);
  if (bytes.size() < 8 || bytes.substr(0, 6) != kMagic) fail(0, "not a .npy file (no \\x93NUMPY magic)");
  Lead lead;
  lead.major = static_cast<unsigned char>(bytes[6]);
  const int minor = static_cast<unsigned char>(bytes[7]);
  if (lead.major < 1 || lead.major > 3 || minor != 0)
    fail(6, "unsupported .npy format version " + std::to_string(lead.major) + "." + std::to_string(minor) + " (1.0, 2.0 and 3.0 are read)");
  const std::size_t lengthBytes = lead.major == 1 ? 2 : 4;
  if (bytes.size() < 8 + lengthBytes) fail(8, "the file ends inside the header length");
  uint64_t length = 0;
  for (std::size_t i = 0; i < lengthBytes; ++i) length |= static_cast<uint64_t>(static_cast<unsigned char>(bytes[8 + i])) << (8 * i);
  lead.headerOffset = static_cast<int64_t>(8 + lengthBytes);
  if (length > static_cast<uint64_t>(kMaxHeaderBytes))
    fail(8, "header length " + std::to_string(length) + " is over the limit of " + std::to_string(kMaxHeaderBytes) + " bytes");
  lead.headerBytes = static_cast<int64_t>(length);
  return lead;
}

struct Header {
  std::string descr;
  int64_t descrOffset = 0;
  bool fortranOrder = false;
  std::vector<int64_t> shape;
  int64_t shapeOffset = 0;
};

// The header: a Python dict literal with exactly the three keys numpy writes.
class HeaderParser {
 public:
  HeaderParser(std::string_view text, int64_t base) : text_(text), base_(base) {}

  Header parse() {
    Header header;
    bool seenDescr = false, seenOrder = false, seenShape = false;
    skipSpace();
    expect('{', "the header must be a dict starting with '{'");
    while (true) {
      skipSpace();
      if (peek() == '}') {
        ++pos_;
        break;
      }
      const int64_t keyOffset = here();
      const std::string key = quoted();
      skipSpace();
      expect(':', "expected ':' after a header key");
      skipSpace();
      if (key == "descr") {
        if (seenDescr) fail(keyOffset, "'descr' given twice");
        seenDescr = true;
        header.descrOffset = here();
        header.descr = quoted();
      } else if (key == "fortran_order") {
        if (seenOrder) fail(keyOffset, "'fortran_order' given twice");
        seenOrder = true;
        header.fortranOrder = boolean();
      } else if (key == "shape") {
        if (seenShape) fail(keyOffset, "'shape' given twice");
        seenShape = true;
        header.shapeOffset = here();
        header.shape = tuple();
      } else {
        fail(keyOffset, "unknown header key '" + key + "' (expected 'descr', 'fortran_order' and 'shape')");
      }
      skipSpace();
      if (peek() == ',') {
        ++pos_;
        continue;
      }
      if (peek() == '}') {
        ++pos_;
        break;
      }
      fail(here(), "expected ',' or '}' in the header");
    }
    if (!seenDescr || !seenOrder || !seenShape)
      fail(base_, std::string("the header lacks '") + (!seenDescr ? "descr" : !seenOrder ? "fortran_order" : "shape") + "'");
    // Padding: spaces, then one newline.
    while (pos_ < text_.size() && (text_[pos_] == ' ' || text_[pos_] == '\t' || text_[pos_] == '\0')) ++pos_;
    if (pos_ < text_.size() && text_[pos_] == '\n') ++pos_;
    if (pos_ != text_.size()) fail(here(), "unexpected text after the header dict");
    return header;
  }

 private:
  int64_t here() const { return base_ + static_cast<int64_t>(pos_); }
  char peek() const { return pos_ < text_.size() ? text_[pos_] : '\0'; }
  void skipSpace() {
    while (pos_ < text_.size() && (text_[pos_] == ' ' || text_[pos_] == '\t')) ++pos_;
  }
  void expect(char ch, const char* message) {
    if (peek() != ch) fail(here(), message);
    ++pos_;
  }

  std::string quoted() {
    const char quote = peek();
    if (quote != '\'' && quote != '"') fail(here(), "expected a quoted string");
    const std::size_t start = ++pos_;
    while (pos_ < text_.size() && text_[pos_] != quote) {
      if (text_[pos_] == '\\' || text_[pos_] == '\n') fail(here(), "unsupported character in a header string");
      ++pos_;
    }
    if (pos_ >= text_.size()) fail(base_ + static_cast<int64_t>(start) - 1, "unterminated string in the header");
    return std::string(text_.substr(start, pos_++ - start));
  }

  bool boolean() {
    if (text_.substr(pos_, 4) == "True") {
      pos_ += 4;
      return true;
    }
    if (text_.substr(pos_, 5) == "False") {
      pos_ += 5;
      return false;
    }
    fail(here(), "expected True or False");
  }

  std::vector<int64_t> tuple() {
    expect('(', "expected a tuple of dimensions, e.g. (8, 16)");
    std::vector<int64_t> dims;
    while (true) {
      skipSpace();
      if (peek() == ')') {
        ++pos_;
        return dims;
      }
      const int64_t start = here();
      if (peek() < '0' || peek() > '9') fail(start, "expected a non-negative dimension");
      int64_t value = 0;
      while (peek() >= '0' && peek() <= '9') {
        const int digit = peek() - '0';
        if (value > (std::numeric_limits<int64_t>::max() - digit) / 10) fail(start, "dimension too large");
        value = value * 10 + digit;
        ++pos_;
      }
      if (peek() == 'L') ++pos_;  // Python 2 long literals in old files
      if (static_cast<int>(dims.size()) >= kMaxRank) fail(start, "more than " + std::to_string(kMaxRank) + " dimensions");
      dims.push_back(value);
      skipSpace();
      if (peek() == ',') {
        ++pos_;
        continue;
      }
      if (peek() == ')') {
        ++pos_;
        return dims;
      }
      fail(here(), "expected ',' or ')' in the shape");
    }
  }

  std::string_view text_;
  int64_t base_;
  std::size_t pos_ = 0;
};

struct Layout {
  NpyArray array;  // everything but the bytes
  int64_t dataOffset = 0;
  int64_t dataBytes = 0;
};

// From the lead and the header text: the dtype, the shape and the byte count, checked
// against the budget and the size of the whole file.
Layout describe(const Lead& lead, std::string_view headerText, int64_t fileSize, int64_t maxElements) {
  const Header header = HeaderParser(headerText, lead.headerOffset).parse();
  Layout layout;
  NpyArray& array = layout.array;
  array.descr = header.descr;
  const std::string& d = header.descr;
  if (d.size() < 3 || (d[0] != '<' && d[0] != '|' && d[0] != '=' && d[0] != '>'))
    fail(header.descrOffset, "unsupported dtype '" + d + "' (expected a little-endian scalar type such as '<f4')");
  array.kind = d[1];
  const std::string size = d.substr(2);
  if (size != "1" && size != "2" && size != "4" && size != "8")
    fail(header.descrOffset, "unsupported dtype '" + d + "'");
  array.itemBytes = size[0] - '0';
  const bool known = (array.kind == 'f' && array.itemBytes >= 2) || array.kind == 'i' || array.kind == 'u' ||
                     (array.kind == 'b' && array.itemBytes == 1);
  if (!known) fail(header.descrOffset, "unsupported dtype '" + d + "' (floats f2/f4/f8, integers i/u 1-8 bytes and bool b1 are read)");
  if (d[0] == '>' && array.itemBytes > 1) fail(header.descrOffset, "big-endian dtype '" + d + "' is not read");
  if (d[0] == '=' && array.itemBytes > 1 && std::endian::native != std::endian::little)
    fail(header.descrOffset, "native-order dtype '" + d + "' on a big-endian machine is not read");
  if (header.fortranOrder) fail(header.descrOffset, "Fortran-order arrays are not read (save it C-contiguous)");
  array.shape = header.shape;
  int64_t count = 1;
  for (int64_t dim : header.shape) {
    if (dim == 0) {
      count = 0;
      break;
    }
    if (count > maxElements / dim)
      fail(header.shapeOffset, "the shape declares more than " + std::to_string(maxElements) + " elements, over the limit for one array");
    count *= dim;
  }
  if (count > maxElements) fail(header.shapeOffset, "the shape declares " + std::to_string(count) + " elements, over the limit of " + std::to_string(maxElements));
  layout.dataOffset = lead.headerOffset + lead.headerBytes;
  layout.dataBytes = count * array.itemBytes;
  const int64_t held = fileSize - layout.dataOffset;
  if (held != layout.dataBytes)
    fail(header.shapeOffset, "the header declares " + std::to_string(count) + " elements of " + std::to_string(array.itemBytes) + " bytes (" +
                                 std::to_string(layout.dataBytes) + " bytes) but the file holds " + std::to_string(std::max<int64_t>(held, 0)) +
                                 " bytes of data");
  return layout;
}

Diagnostic diagnosticAt(const std::string& fileName, int64_t offset, const std::string& message) {
  // The header is one line: the column is the byte's position in the file.
  return Diagnostic{Severity::Error, fileName, 1, static_cast<int>(std::min<int64_t>(offset, 1 << 20)) + 1, message};
}

double halfToDouble(uint16_t bits) {
  const int sign = bits >> 15;
  const int exponent = (bits >> 10) & 0x1f;
  const int mantissa = bits & 0x3ff;
  double value;
  if (exponent == 0) value = std::ldexp(static_cast<double>(mantissa), -24);
  else if (exponent == 31) value = mantissa ? std::numeric_limits<double>::quiet_NaN() : std::numeric_limits<double>::infinity();
  else value = std::ldexp(static_cast<double>(mantissa | 0x400), exponent - 25);
  return sign ? -value : value;
}

template <typename T>
T loadLittle(const unsigned char* p) {
  using U = std::conditional_t<sizeof(T) == 1, uint8_t, std::conditional_t<sizeof(T) == 2, uint16_t, std::conditional_t<sizeof(T) == 4, uint32_t, uint64_t>>>;
  U bits = 0;
  for (std::size_t i = 0; i < sizeof(T); ++i) bits |= static_cast<U>(static_cast<U>(p[i]) << (8 * i));
  return std::bit_cast<T>(bits);
}

}  // namespace

int64_t NpyArray::elementCount() const {
  int64_t count = 1;
  for (int64_t dim : shape) count *= dim;
  return count;
}

NpyRead parseNpyBytes(std::string_view bytes, const std::string& fileName, int64_t maxElements) {
  NpyRead result;
  try {
    const Lead lead = parseLead(bytes);
    if (static_cast<int64_t>(bytes.size()) < lead.headerOffset + lead.headerBytes)
      fail(8, "the header length says " + std::to_string(lead.headerBytes) + " bytes, the file ends before");
    Layout layout = describe(lead, bytes.substr(static_cast<std::size_t>(lead.headerOffset), static_cast<std::size_t>(lead.headerBytes)),
                             static_cast<int64_t>(bytes.size()), maxElements);
    const auto* data = reinterpret_cast<const unsigned char*>(bytes.data()) + layout.dataOffset;
    layout.array.bytes.assign(data, data + layout.dataBytes);
    result.array = std::move(layout.array);
  } catch (const NpyFailure& failure) {
    result.error = diagnosticAt(fileName, failure.offset, failure.message);
  }
  return result;
}

NpyRead readNpyFile(const std::string& path, int64_t maxElements) {
  NpyRead result;
  struct stat info {};
  const bool found = ::stat(path.c_str(), &info) == 0;
  if (!found || !S_ISREG(info.st_mode)) {
    // Only regular files: a FIFO would block the open forever, a device reads endlessly.
    result.error = Diagnostic{Severity::Error, path, 0, 0,
                              !found                  ? std::string("cannot open file: ") + std::strerror(errno)
                              : S_ISDIR(info.st_mode) ? std::string("is a directory, not a .npy file")
                                                      : std::string("is not a regular file: refused")};
    return result;
  }
  std::ifstream in(path, std::ios::binary);
  if (!in) {
    result.error = Diagnostic{Severity::Error, path, 0, 0, std::string("cannot open file: ") + std::strerror(errno)};
    return result;
  }
  const int64_t fileSize = static_cast<int64_t>(info.st_size);
  try {
    std::string head(static_cast<std::size_t>(std::min<int64_t>(fileSize, 12)), '\0');
    in.read(head.data(), static_cast<std::streamsize>(head.size()));
    const Lead lead = parseLead(head);
    if (fileSize < lead.headerOffset + lead.headerBytes)
      fail(8, "the header length says " + std::to_string(lead.headerBytes) + " bytes, the file ends before");
    std::string headerText(static_cast<std::size_t>(lead.headerBytes), '\0');
    in.seekg(lead.headerOffset);
    in.read(headerText.data(), static_cast<std::streamsize>(headerText.size()));
    if (in.gcount() != static_cast<std::streamsize>(headerText.size())) fail(8, "could not read the header");
    Layout layout = describe(lead, headerText, fileSize, maxElements);
    layout.array.bytes.resize(static_cast<std::size_t>(layout.dataBytes));
    in.read(reinterpret_cast<char*>(layout.array.bytes.data()), static_cast<std::streamsize>(layout.dataBytes));
    if (in.gcount() != static_cast<std::streamsize>(layout.dataBytes)) fail(layout.dataOffset, "could not read the data (the file changed?)");
    result.array = std::move(layout.array);
  } catch (const NpyFailure& failure) {
    result.error = diagnosticAt(path, failure.offset, failure.message);
  }
  return result;
}

std::string npyStorageFor(ir::ElementType type) {
  using ir::ElementType;
  switch (type) {
    case ElementType::F16: return "<f2";
    case ElementType::F32: return "<f4";
    case ElementType::F64: return "<f8";
    case ElementType::BF16: return "<u2";  // its bits: numpy has no bfloat16
    case ElementType::S8: return "|i1";
    case ElementType::S16: return "<i2";
    case ElementType::S32: return "<i4";
    case ElementType::S64: return "<i8";
    case ElementType::U8: return "|u1";
    case ElementType::U16: return "<u2";
    case ElementType::U32: return "<u4";
    case ElementType::U64: return "<u8";
    case ElementType::Pred: return "|b1";
    default: return {};
  }
}

std::optional<std::string> decodeNpyValues(const NpyArray& array, ir::ElementType type, std::vector<double>& values) {
  const std::string storage = npyStorageFor(type);
  if (storage.empty()) return "element type " + std::string(ir::elementTypeName(type)) + " has no .npy storage here";
  const bool sameKind = array.kind == storage[1] && array.itemBytes == storage[2] - '0';
  if (!sameKind)
    return "holds dtype '" + array.descr + "' but " + std::string(ir::elementTypeName(type)) + " is stored as '" + storage + "'";
  const int64_t count = array.elementCount();
  values.resize(static_cast<std::size_t>(count));
  const unsigned char* p = array.bytes.data();
  const int width = array.itemBytes;
  for (int64_t i = 0; i < count; ++i, p += width) {
    double value = 0;
    switch (array.kind) {
      case 'b': value = *p != 0 ? 1.0 : 0.0; break;
      case 'f':
        value = width == 2 ? halfToDouble(loadLittle<uint16_t>(p)) : width == 4 ? static_cast<double>(loadLittle<float>(p)) : loadLittle<double>(p);
        break;
      case 'i':
        value = width == 1 ? static_cast<double>(static_cast<int8_t>(*p))
                : width == 2 ? static_cast<double>(loadLittle<int16_t>(p))
                : width == 4 ? static_cast<double>(loadLittle<int32_t>(p))
                             : static_cast<double>(loadLittle<int64_t>(p));
        break;
      default:
        if (type == ir::ElementType::BF16) {
          value = static_cast<double>(std::bit_cast<float>(static_cast<uint32_t>(loadLittle<uint16_t>(p)) << 16));
          break;
        }
        value = width == 1 ? static_cast<double>(*p)
                : width == 2 ? static_cast<double>(loadLittle<uint16_t>(p))
                : width == 4 ? static_cast<double>(loadLittle<uint32_t>(p))
                             : static_cast<double>(loadLittle<uint64_t>(p));
        break;
    }
    values[static_cast<std::size_t>(i)] = value;
  }
  return std::nullopt;
}

}  // namespace shardscope::io
