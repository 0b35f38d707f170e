#include "verify/output_pairing.h"

namespace shardscope::verify {

namespace {
bool couldHold(const ir::Shape& whole, const ir::Shape& local, int64_t devices) {
  if (!whole.isArray() || !local.isArray()) return whole.isTuple() && local.isTuple() && whole.tupleShapes.size() == local.tupleShapes.size();
  if (whole.type != local.type || whole.rank() != local.rank()) return false;
  for (int64_t k = 0; k < whole.rank(); ++k)
    if (local.dims[k] > whole.dims[k] || local.dims[k] * devices < whole.dims[k]) return false;
  return true;
}
}  // namespace

std::optional<OutputPairing> pairOutputs(const ir::Shape& baselineRoot, const ir::Shape& distributedRoot, int64_t devices) {
  if (!baselineRoot.isTuple() || !distributedRoot.isTuple()) return std::nullopt;
  const auto& whole = baselineRoot.tupleShapes;
  const auto& local = distributedRoot.tupleShapes;
  if (whole.size() == local.size() || local.size() > whole.size()) return std::nullopt;
  OutputPairing out;
  std::size_t j = 0;
  for (const ir::Shape& element : local) {
    while (j < whole.size() && !couldHold(whole[j], element, devices)) out.unchecked.push_back(static_cast<int64_t>(j++));
    if (j == whole.size()) return std::nullopt;
    out.baselineElement.push_back(static_cast<int64_t>(j++));
  }
  while (j < whole.size()) out.unchecked.push_back(static_cast<int64_t>(j++));
  return out;
}

}  // namespace shardscope::verify
