#pragma once
// SHA-256 (FIPS 180-4) of a file, so the report names exactly which inputs it describes.
// core/ has no crypto library; this is the plain reference algorithm.

#include "support/cancellation.h"

#include <array>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace shardscope::report {

class Sha256 {
 public:
  Sha256();
  void update(std::string_view bytes);
  // Lower-case hex of the digest; the object must not be updated afterwards.
  std::string finishHex();

 private:
  void compress(const unsigned char* block);

  std::array<uint32_t, 8> state_;
  std::array<unsigned char, 64> buffer_{};
  std::size_t buffered_ = 0;
  uint64_t totalBytes_ = 0;
};

std::string sha256Hex(std::string_view bytes);
// nullopt when the file cannot be read. Polls `cancel` between chunks.
std::optional<std::string> sha256OfFile(const std::string& path, const CancellationToken& cancel);

}  // namespace shardscope::report
