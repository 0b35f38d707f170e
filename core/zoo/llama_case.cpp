#include "zoo/llama_case.h"

#include "zoo/case_assembly.h"
#include "zoo/llama_source.h"

#include <algorithm>

namespace shardscope::zoo {

ZooCase buildLlamaCase(const CaseSpec& spec, const LlamaCaseSetup& setup) {
  ZooCase zooCase;
  zooCase.spec = spec;
  zooCase.sources = {llamaModelSource(), parallelLayersSource()};
  const SourceFile& model = zooCase.sources[0];
  const SourceFile& layers = zooCase.sources[1];

  GraphBuilder baseline = baselineBuilder(spec);
  LlamaEmitter baselineEmitter(baseline, spec.model, LlamaParallelism{1, false, nullptr}, model, layers);
  zooCase.baseline = baseline.finish(setup.body(baselineEmitter));

  BugInjector injector = injectorFor(spec);
  GraphBuilder distributed = distributedBuilder(spec);
  LlamaEmitter distributedEmitter(distributed, spec.model, LlamaParallelism{spec.devices, setup.sequenceParallel, &injector}, model, layers);
  Value root = setup.body(distributedEmitter);
  distributed.setSharding(root, setup.rootSharding);
  zooCase.distributed = distributed.finish(root);
  zooCase.description = setup.description;
  recordBug(zooCase, injector);
  return zooCase;
}

std::string llamaShapeFacts(const CaseSpec& spec) {
  const ModelShape& m = spec.model;
  const int64_t n = spec.devices;
  const int64_t kvLocal = std::max<int64_t>(m.kvHeads / n, 1);
  std::string text = "Model `" + m.name + "`: " + std::to_string(m.layers) + " layer(s), hidden " + std::to_string(m.hidden) + ", " +
                     std::to_string(m.heads) + " query heads and " + std::to_string(m.kvHeads) + " KV heads of dim " + std::to_string(m.headDim) +
                     ", FFN " + std::to_string(m.ffn) + ", vocabulary " + std::to_string(m.vocab) + "; batch " + std::to_string(m.batch) +
                     ", sequence " + std::to_string(m.seq) + ". Each of the " + std::to_string(n) + " devices holds " +
                     std::to_string(m.heads / n) + " query head(s) and " + std::to_string(kvLocal) + " KV head(s)";
  if (m.kvHeads < n) text += " (each KV head replicated on " + std::to_string(n / m.kvHeads) + " devices: `last_tile_dim_replicate`)";
  return text + ".\n";
}

}  // namespace shardscope::zoo
