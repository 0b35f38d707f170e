#include "verify/name_order.h"

#include <algorithm>
#include <cstring>

namespace shardscope::verify {

namespace {

// Bytes [from, from + 8) of `name`, big-endian, zero past its end: comparing two of these
// as integers compares those bytes as unsigned chars, as std::string_view does.
uint64_t packed(std::string_view name, std::size_t from) {
  unsigned char bytes[8] = {};
  if (from < name.size()) std::memcpy(bytes, name.data() + from, std::min<std::size_t>(8, name.size() - from));
  uint64_t value = 0;
  for (unsigned char b : bytes) value = (value << 8) | b;
  return value;
}

struct Key {
  uint64_t high, low;
  uint32_t index;
};

}  // namespace

std::vector<uint32_t> indicesInNameOrder(const std::vector<std::string_view>& names) {
  std::vector<Key> keys(names.size());
  for (std::size_t i = 0; i < names.size(); ++i) keys[i] = {packed(names[i], 0), packed(names[i], 8), static_cast<uint32_t>(i)};
  std::sort(keys.begin(), keys.end(), [&](const Key& a, const Key& b) {
    if (a.high != b.high) return a.high < b.high;
    if (a.low != b.low) return a.low < b.low;
    // Equal first 16 bytes (zero padded: "a" and "a\0" tie here): the names decide.
    if (const int c = names[a.index].compare(names[b.index]); c != 0) return c < 0;
    return a.index < b.index;
  });
  std::vector<uint32_t> order(names.size());
  for (std::size_t k = 0; k < keys.size(); ++k) order[k] = keys[k].index;
  return order;
}

}  // namespace shardscope::verify
