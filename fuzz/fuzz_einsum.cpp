// libFuzzer target: the EinSum DSL (partition/einsum_parser.h), then what
// `shardscope-cli partition FILE.ein --devices 4` does with a graph that parsed: the
// EinDecomp plan and its GSPMD shardings (PartitionError is the documented refusal).
#include "fuzz/fuzz_support.h"
#include "partition/eindecomp.h"
#include "partition/einsum_parser.h"
#include "partition/gspmd_sharding.h"
#include "partition/partition_error.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  using namespace shardscope;
  using namespace shardscope::partition;
  auto parsed = parseEinSumGraph(fuzz::asText(data, size), "input.ein");
  if (const Diagnostic* error = std::get_if<Diagnostic>(&parsed)) {
    fuzz::checkError(*error);
    return 0;
  }
  const EinSumGraph& graph = std::get<EinSumGraph>(parsed);
  try {
    const PartitionPlan plan = solveEinDecomp(graph, EinDecompOptions{.devices = 4});
    shardingsForPlan(graph, plan.partitions, 4);
  } catch (const PartitionError& error) {
    if (std::string_view(error.what()).empty()) fuzz::abortWith("a PartitionError without a message");
  }
  return 0;
}
