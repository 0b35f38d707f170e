#pragma once
// NumPy's .npy files (format versions 1.0, 2.0 and 3.0), as a pair directory stores its
// inputs and XLA's outputs: little-endian f16/f32/f64, s8/s16/s32/s64, u8/u16/u32/u64
// and bool, C order (bf16 is stored as its uint16 bits; the manifest names the element
// type and decodeNpyValues reads the bits as bf16). Untrusted input: the header is
// bounded and parsed without recursion, and the size it declares is checked against the
// element budget and against the bytes the file really holds before anything is
// allocated. Errors are positioned `file:1:COL: error: ...`, COL the byte in the header
// (the header is one line of text).
#include "ir/element_type.h"
#include "support/diagnostic.h"

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace shardscope::io {

// No array read from a file may hold more elements than this by default.
inline constexpr int64_t kDefaultNpyMaxElements = int64_t{1} << 26;

struct NpyArray {
  char kind = 'f';    // 'f' float, 'i' signed integer, 'u' unsigned integer, 'b' bool
  int itemBytes = 4;  // bytes per element
  std::string descr;  // as written, e.g. "<f4"
  std::vector<int64_t> shape;        // () for a scalar
  std::vector<unsigned char> bytes;  // the elements, C order, little-endian

  int64_t elementCount() const;
};

struct NpyRead {
  std::optional<NpyArray> array;    // empty on error
  std::optional<Diagnostic> error;  // positioned in `file`
  bool ok() const { return array.has_value(); }
};

// Reads `path`; refuses headers that declare more than `maxElements` elements, or a size
// the file does not hold, before allocating the data.
NpyRead readNpyFile(const std::string& path, int64_t maxElements = kDefaultNpyMaxElements);
// The same for bytes already in memory; `fileName` is for messages.
NpyRead parseNpyBytes(std::string_view bytes, const std::string& fileName, int64_t maxElements = kDefaultNpyMaxElements);

// The .npy dtype an element type is stored as ("<f4", "<u2" for bf16, "|b1" for pred,
// ...); empty when a pair directory has no storage for it.
std::string npyStorageFor(ir::ElementType type);

// The elements as doubles when `array` holds `type` (the storage npyStorageFor names;
// '|' and '<' are the same for one-byte types). Returns the mismatch as a message, or
// nullopt on success.
std::optional<std::string> decodeNpyValues(const NpyArray& array, ir::ElementType type, std::vector<double>& values);

}  // namespace shardscope::io
