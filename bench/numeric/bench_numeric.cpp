// Numeric cross-check speed: a Llama-style decoder layer (RMSNorm, attention with
// rotary-free heads, SwiGLU MLP) in tensor parallelism at TP=4 on small shapes, the
// shape of the zoo's llama-layer-tp --small twin; the zoo's own llama-layer-tp --small
// twins at TP=4 (the figure issue 7 asks for: <= 2 s), correct and with a bug (the
// first-divergence search then also runs its fallbacks); plus the bf16 rounding kernel.
#include "io/hlo_text_parser.h"
#include "numeric/element_rounding.h"
#include "numeric/interpreter.h"
#include "numeric/layer_checks.h"
#include "numeric/numeric_check.h"
#include "numeric/value_frontier.h"
#include "zoo/zoo.h"

#include <benchmark/benchmark.h>

#include <stdexcept>
#include <string>

using namespace shardscope;

namespace {

// Baseline: hidden 64, 8 heads of 8, ffn 128, sequence 16. Distributed: heads and ffn
// split 4 ways (Megatron), two all-reduces.
std::string llamaLayer(bool distributed) {
  const int tp = distributed ? 4 : 1;
  const int heads = 8 / tp, ffn = 128 / tp, qkv = 64 / tp;
  auto d = [](int n) { return std::to_string(n); };
  std::string text = std::string("HloModule llama_layer") + (distributed ? "_tp4, num_partitions=4" : "") + "\n\n";
  text += "%sum (a: f32[], b: f32[]) -> f32[] {\n  %a = f32[] parameter(0)\n  %b = f32[] parameter(1)\n  ROOT %s = f32[] add(%a, %b)\n}\n\n";
  text += "%maxf (c: f32[], e: f32[]) -> f32[] {\n  %c = f32[] parameter(0)\n  %e = f32[] parameter(1)\n  ROOT %m = f32[] maximum(%c, %e)\n}\n\n";
  const std::string col = distributed ? ", sharding={devices=[1,4]0,1,2,3}" : "";
  const std::string row = distributed ? ", sharding={devices=[4,1]0,1,2,3}" : "";
  const std::string rep = distributed ? ", sharding={replicated}" : "";
  text += "ENTRY %main (x: f32[16,64], wq: f32[64," + d(qkv) + "], wk: f32[64," + d(qkv) + "], wv: f32[64," + d(qkv) + "], wo: f32[" + d(qkv) +
          ",64], wg: f32[64," + d(ffn) + "], wu: f32[64," + d(ffn) + "], wd: f32[" + d(ffn) + ",64]) -> f32[16,64] {\n";
  text += "  %x = f32[16,64] parameter(0)" + rep + "\n";
  text += "  %wq = f32[64," + d(qkv) + "] parameter(1)" + col + "\n  %wk = f32[64," + d(qkv) + "] parameter(2)" + col + "\n";
  text += "  %wv = f32[64," + d(qkv) + "] parameter(3)" + col + "\n  %wo = f32[" + d(qkv) + ",64] parameter(4)" + row + "\n";
  text += "  %wg = f32[64," + d(ffn) + "] parameter(5)" + col + "\n  %wu = f32[64," + d(ffn) + "] parameter(6)" + col + "\n";
  text += "  %wd = f32[" + d(ffn) + ",64] parameter(7)" + row + "\n";
  // RMSNorm
  text += "  %sq = f32[16,64] multiply(%x, %x)\n  %z = f32[] constant(0)\n  %ss = f32[16] reduce(%sq, %z), dimensions={1}, to_apply=%sum\n";
  text += "  %inv_n = f32[] constant(0.015625)\n  %inv_nb = f32[16] broadcast(%inv_n), dimensions={}\n  %ms = f32[16] multiply(%ss, %inv_nb)\n";
  text += "  %eps = f32[] constant(1e-06)\n  %epsb = f32[16] broadcast(%eps), dimensions={}\n  %mse = f32[16] add(%ms, %epsb)\n";
  text += "  %rs = f32[16] rsqrt(%mse)\n  %rsb = f32[16,64] broadcast(%rs), dimensions={0}\n  %xn = f32[16,64] multiply(%x, %rsb)\n";
  // Attention
  text += "  %q = f32[16," + d(qkv) + "] dot(%xn, %wq), lhs_contracting_dims={1}, rhs_contracting_dims={0}\n";
  text += "  %k = f32[16," + d(qkv) + "] dot(%xn, %wk), lhs_contracting_dims={1}, rhs_contracting_dims={0}\n";
  text += "  %v = f32[16," + d(qkv) + "] dot(%xn, %wv), lhs_contracting_dims={1}, rhs_contracting_dims={0}\n";
  text += "  %qh = f32[16," + d(heads) + ",8] reshape(%q)\n  %kh = f32[16," + d(heads) + ",8] reshape(%k)\n  %vh = f32[16," + d(heads) + ",8] reshape(%v)\n";
  text += "  %scores = f32[" + d(heads) + ",16,16] dot(%qh, %kh), lhs_batch_dims={1}, rhs_batch_dims={1}, lhs_contracting_dims={2}, rhs_contracting_dims={2}\n";
  text += "  %ninf = f32[] constant(-inf)\n  %smax = f32[" + d(heads) + ",16] reduce(%scores, %ninf), dimensions={2}, to_apply=%maxf\n";
  text += "  %smaxb = f32[" + d(heads) + ",16,16] broadcast(%smax), dimensions={0,1}\n  %shift = f32[" + d(heads) + ",16,16] subtract(%scores, %smaxb)\n";
  text += "  %ex = f32[" + d(heads) + ",16,16] exponential(%shift)\n  %den = f32[" + d(heads) + ",16] reduce(%ex, %z), dimensions={2}, to_apply=%sum\n";
  text += "  %denb = f32[" + d(heads) + ",16,16] broadcast(%den), dimensions={0,1}\n  %p = f32[" + d(heads) + ",16,16] divide(%ex, %denb)\n";
  text += "  %ctx = f32[" + d(heads) + ",16,8] dot(%p, %vh), lhs_batch_dims={0}, rhs_batch_dims={1}, lhs_contracting_dims={2}, rhs_contracting_dims={0}\n";
  text += "  %ctxt = f32[16," + d(heads) + ",8] transpose(%ctx), dimensions={1,0,2}\n  %ctxf = f32[16," + d(qkv) + "] reshape(%ctxt)\n";
  text += std::string("  %") + (distributed ? "attn_partial" : "attn") + " = f32[16,64] dot(%ctxf, %wo), lhs_contracting_dims={1}, rhs_contracting_dims={0}\n";
  if (distributed) text += "  %attn = f32[16,64] all-reduce(%attn_partial), replica_groups={{0,1,2,3}}, to_apply=%sum\n";
  text += "  %h = f32[16,64] add(%x, %attn)\n";
  // SwiGLU MLP
  text += "  %g = f32[16," + d(ffn) + "] dot(%h, %wg), lhs_contracting_dims={1}, rhs_contracting_dims={0}\n";
  text += "  %u = f32[16," + d(ffn) + "] dot(%h, %wu), lhs_contracting_dims={1}, rhs_contracting_dims={0}\n";
  text += "  %sg = f32[16," + d(ffn) + "] logistic(%g)\n  %silu = f32[16," + d(ffn) + "] multiply(%g, %sg)\n  %gu = f32[16," + d(ffn) + "] multiply(%silu, %u)\n";
  text += std::string("  %") + (distributed ? "mlp_partial" : "mlp") + " = f32[16,64] dot(%gu, %wd), lhs_contracting_dims={1}, rhs_contracting_dims={0}\n";
  if (distributed) text += "  %mlp = f32[16,64] all-reduce(%mlp_partial), replica_groups={{0,1,2,3}}, to_apply=%sum\n";
  text += "  ROOT %out = f32[16,64] add(%h, %mlp)" + rep + "\n}\n";
  return text;
}

ir::Module parse(const std::string& text) {
  io::HloParseOptions options;
  options.fileName = "llama_layer.hlo";
  io::LoadResult result = io::parseHloText(text, options);
  if (!result.ok()) throw std::runtime_error(result.firstError() ? result.firstError()->format() : "parse failed");
  return std::move(*result.module);
}

void BM_LlamaLayerTp4AllLayers(benchmark::State& state) {
  const ir::Module baseline = parse(llamaLayer(false));
  const ir::Module distributed = parse(llamaLayer(true));
  for (auto _ : state) {
    const numeric::NumericCheckResult result = numeric::runNumericCheck(baseline, distributed, {});
    if (!result.ok()) {
      state.SkipWithError(("bad input: " + result.error->format()).c_str());
      break;
    }
    if (result.verdict != numeric::Verdict::Pass) {
      state.SkipWithError(("the pair differs at " + result.firstDivergence->instruction + " (" +
                           numeric::layerName(result.layers.back().layer) + " layer)").c_str());
      break;
    }
    benchmark::DoNotOptimize(result.layers.size());
  }
}
BENCHMARK(BM_LlamaLayerTp4AllLayers)->Unit(benchmark::kMillisecond);

// The zoo twin `NAME --small --tp DEVICES`, all three layers.
void zooSmallTwin(benchmark::State& state, const std::string& name, int64_t devices, zoo::BugKind bug) {
  zoo::ZooRequest request;
  request.name = name;
  request.small = true;
  request.devices = devices;
  request.bug = bug;
  const zoo::ZooResult generated = zoo::generateZooCase(request);
  const numeric::Verdict expected = bug == zoo::BugKind::None ? numeric::Verdict::Pass : numeric::Verdict::Differs;
  int64_t instructions = 0;
  for (auto _ : state) {
    const numeric::NumericCheckResult result = numeric::runNumericCheck(generated.zooCase.baseline, generated.zooCase.distributed, {});
    if (!result.ok() || result.verdict != expected) {
      state.SkipWithError(result.ok() ? "unexpected verdict" : ("bad input: " + result.error->format()).c_str());
      break;
    }
    instructions = static_cast<int64_t>(result.layers.back().instructions.size());
  }
  state.counters["compared"] = static_cast<double>(instructions);
  state.counters["instructions"] = static_cast<double>(generated.zooCase.distributed.entryComputation().instructions.size());
}
BENCHMARK_CAPTURE(zooSmallTwin, llama_layer_tp4_llama3_8b, std::string("llama-layer-tp:llama3-8b"), 4, zoo::BugKind::None)
    ->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(zooSmallTwin, llama_layer_tp4_llama3_8b_wrong_transpose, std::string("llama-layer-tp:llama3-8b"), 4, zoo::BugKind::WrongTranspose)
    ->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(zooSmallTwin, llama_layer_tp4_llama3_1_405b, std::string("llama-layer-tp:llama3.1-405b"), 4, zoo::BugKind::None)
    ->Unit(benchmark::kMillisecond);
// 8 pipeline stages: a correct pair, and a misrouted permute found by walking back the
// values each device needed (needed_device_values.h).
BENCHMARK_CAPTURE(zooSmallTwin, pipeline8_llama3_8b, std::string("pipeline:llama3-8b"), 8, zoo::BugKind::None)->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(zooSmallTwin, pipeline8_llama3_8b_wrong_replica_groups, std::string("pipeline:llama3-8b"), 8, zoo::BugKind::WrongReplicaGroups)
    ->Unit(benchmark::kMillisecond);

// The first divergence by value alone (value_frontier.h) on a zoo bug twin whose ROOT is
// the first failing check: both programs interpreted once outside the loop, then every
// distributed value matched against the baseline's and the frontier chosen.
void valueFrontier(benchmark::State& state, const std::string& name, int64_t devices, zoo::BugKind bug) {
  zoo::ZooRequest request;
  request.name = name;
  request.small = true;
  request.devices = devices;
  request.bug = bug;
  const zoo::ZooResult generated = zoo::generateZooCase(request);
  const ir::Module& baseline = generated.zooCase.baseline;
  const ir::Module& distributed = generated.zooCase.distributed;
  const int64_t numDevices = numeric::deviceCount(distributed);
  numeric::ElementBudget budget, scratch;
  const numeric::ProgramInputs inputs = numeric::makeProgramInputs(baseline, distributed, numDevices, 0, budget);
  numeric::InterpreterOptions options;
  options.emulateTypes = false;
  const numeric::EntryValues base = numeric::Interpreter(baseline, options, budget).run({0}, {inputs.baseline});
  options.numDevices = numDevices;
  options.numPartitions = std::max<int64_t>(1, distributed.numPartitions());
  std::vector<int64_t> all;
  for (int64_t d = 0; d < numDevices; ++d) all.push_back(d);
  const numeric::EntryValues dist = numeric::Interpreter(distributed, options, budget).run(all, inputs.perDevice);
  trace::Trace trace;
  CancellationToken cancel;
  numeric::CheckSetup setup{baseline, distributed, numDevices, numeric::NanPolicy::EqualNan, budget, scratch, inputs, cancel, trace};
  numeric::InstructionCheck root;
  root.passed = false;
  bool found = false;
  for (auto _ : state) found = numeric::findValueFrontier(setup, base, dist, root).has_value();
  state.counters["instructions"] = static_cast<double>(distributed.entryComputation().instructions.size());
  state.counters["baseline_instructions"] = static_cast<double>(baseline.entryComputation().instructions.size());
  state.counters["found"] = found ? 1 : 0;
}
BENCHMARK_CAPTURE(valueFrontier, neuronx_layouts_llama3_8b_missing_allreduce, std::string("neuronx-layouts:llama3-8b"), 2,
                  zoo::BugKind::MissingAllReduce)
    ->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(valueFrontier, pipeline8_llama3_8b_missing_allreduce, std::string("pipeline:llama3-8b"), 8, zoo::BugKind::MissingAllReduce)
    ->Unit(benchmark::kMillisecond);

void BM_RoundToBf16(benchmark::State& state) {
  double x = 0.1;
  for (auto _ : state) {
    x = numeric::roundToElementType(x * 1.0000001 + 1e-9, ir::ElementType::BF16);
    benchmark::DoNotOptimize(x);
  }
}
BENCHMARK(BM_RoundToBf16);

}  // namespace

BENCHMARK_MAIN();
