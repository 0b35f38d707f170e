// libFuzzer target: bijection chains, as `shardscope-cli bijection --shape S --baseline
// SB --distributed SD` reads them (layout/chain_parser.h), then the inference engine
// (layout/bijection_inference.h). Input: three lines, shape, baseline chain,
// distributed chain. The engine claims soundness: when it finds ops, they must map the
// distributed result onto the baseline result, which is checked here on index tensors
// of small shapes (the ground truth its unit tests use).
#include "fuzz/fuzz_support.h"
#include "layout/bijection_inference.h"
#include "layout/chain_parser.h"
#include "layout/index_tensor.h"

#include <string>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  using namespace shardscope;
  using namespace shardscope::layout;
  const std::vector<std::string_view> fields = fuzz::splitFields(fuzz::asText(data, size), 3);
  if (fields.size() != 3) return 0;
  const ParsedShape shape = parseShape(fields[0], "--shape");
  const ParsedChain baseline = parseLayoutChain(fields[1], "--baseline");
  const ParsedChain distributed = parseLayoutChain(fields[2], "--distributed");
  for (const auto* error : {&shape.error, &baseline.error, &distributed.error})
    if (*error) fuzz::checkError(**error);
  if (!shape.ok() || !baseline.ok() || !distributed.ok()) return 0;

  BijectionQuery query;
  query.baselineInput = shape.shape;
  query.baselineChain = baseline.chain;
  query.distributedChain = distributed.chain;
  const BijectionResult result = inferBijection(query, CancellationToken(), {});
  (void)result.baselineExpression();
  (void)result.distributedExpression();
  if (!result.found()) {
    if (result.reason.empty()) fuzz::abortWith("no bijection, and no reason given");
    return 0;
  }
  int64_t elements = 1;
  for (int64_t extent : shape.shape) {
    if (extent < 0 || extent > 4096) return 0;
    elements *= extent;
    if (elements > 4096) return 0;
  }
  const std::optional<IndexTensor> start = IndexTensor::iota(shape.shape);
  if (!start) return 0;
  const std::optional<IndexTensor> expected = applyChain(*start, baseline.chain);
  const std::optional<IndexTensor> d = applyChain(*start, distributed.chain);
  if (!expected || !d) fuzz::abortWith("a bijection found for a chain that does not apply to its input");
  const std::optional<IndexTensor> mapped = applyChain(*d, result.ops);
  if (!mapped || *mapped != *expected) fuzz::abortWith("the bijection found does not map the distributed result onto the baseline's");
  return 0;
}
