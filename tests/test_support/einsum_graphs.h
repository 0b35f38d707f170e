// EinSum graphs for the partition tests: text the test knows is valid (a parse error is a
// broken test, so it stops the test binary), and the authors' llama4 model repeated to a
// layer count (bench/partition/llama_layers.h, as the benchmarks build it).
#pragma once

#include "../../bench/partition/llama_layers.h"
#include "partition/einsum_parser.h"

#include <QtGlobal>

#include <string>
#include <utility>
#include <variant>

namespace shardscope::test_support {

inline partition::EinSumGraph parseEinSumOk(const std::string& text, const std::string& name = "test.einsum") {
  auto result = partition::parseEinSumGraph(text, name);
  if (const Diagnostic* diagnostic = std::get_if<Diagnostic>(&result))
    qFatal("unexpected parse error: %s\n%s", diagnostic->format().c_str(), text.c_str());
  return std::get<partition::EinSumGraph>(std::move(result));
}

inline partition::EinSumGraph llamaLayers(int layers) {
  return parseEinSumOk(bench::llamaLayersText(SHARDSCOPE_CORPUS_DIR "/eindecomp/llama4.ein", layers));
}

}  // namespace shardscope::test_support
