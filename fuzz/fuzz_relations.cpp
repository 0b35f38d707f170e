// libFuzzer target: the relations file (`verify --relations FILE`,
// verify/relations_file.h); VerifyInputError is its documented, positioned refusal.
#include "fuzz/fuzz_support.h"
#include "verify/relations_file.h"
#include "verify/verifier.h"

#include <string>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  using namespace shardscope;
  try {
    const verify::RelationsFile file = verify::parseRelationsFile(std::string(fuzz::asText(data, size)));
    for (const auto& [key, sharding] : file.parameters) (void)sharding.toString(false);
    for (const auto& sharding : file.output) (void)sharding.toString(false);
  } catch (const verify::VerifyInputError& error) {
    // "relations:LINE:COL: error: ..." (the CLI replaces "relations" by the path).
    if (std::string_view(error.what()).rfind("relations:", 0) != 0)
      fuzz::abortWith(std::string("a relations error without its position: ") + error.what());
  }
  return 0;
}
