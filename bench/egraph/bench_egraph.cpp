// E-graph benchmarks: saturation of the associativity/commutativity example, a larger
// random-term workload, raw add/union/rebuild throughput, and explanation.
#include <benchmark/benchmark.h>

#include <random>
#include <string>
#include <vector>

#include "egraph/runner.h"
#include "egraph/sexpr_parser.h"

using namespace shardscope::egraph;

namespace {

std::vector<Rewrite<>> assocComm() {
  return {Rewrite<>::rewrite("add-commutes", "a + b = b + a", "(+ ?a ?b)", "(+ ?b ?a)"),
          Rewrite<>::rewrite("add-associates", "a + (b + c) = (a + b) + c", "(+ ?a (+ ?b ?c))",
                             "(+ (+ ?a ?b) ?c)")};
}

std::vector<Rewrite<>> arithmetic() {
  auto rules = assocComm();
  rules.push_back(Rewrite<>::rewrite("mul-commutes", "a * b = b * a", "(* ?a ?b)", "(* ?b ?a)"));
  rules.push_back(Rewrite<>::rewrite("mul-distributes", "a(b + c) = ab + ac", "(* ?a (+ ?b ?c))",
                                     "(+ (* ?a ?b) (* ?a ?c))"));
  rules.push_back(Rewrite<>::rewrite("mul-one", "a * 1 = a", "(* ?a 1)", "?a"));
  return rules;
}

// (+ 1 (+ 2 ... n)) and its mirror (+ n (+ n-1 ... 1)).
std::string chain(int n, bool reversed) {
  std::string text;
  for (int i = 1; i < n; ++i) text += "(+ " + std::to_string(reversed ? n + 1 - i : i) + " ";
  text += std::to_string(reversed ? 1 : n);
  return text + std::string(n - 1, ')');
}

void BM_AssocCommSaturation(benchmark::State& state) {
  const int n = static_cast<int>(state.range(0));
  const bool explanations = state.range(1) != 0;
  const Term left = parseTerm(chain(n, false)), right = parseTerm(chain(n, true));
  RunnerLimits limits;
  limits.maxNodes = 1000000;
  limits.maxTime = std::chrono::minutes(5);
  limits.recordMergeTrace = false;
  std::size_t classes = 0, nodes = 0;
  for (auto _ : state) {
    EGraph<> g({}, EGraphOptions{explanations});
    const Id a = g.addTerm(left), b = g.addTerm(right);
    Runner<>(limits).run(g, assocComm());
    if (!g.equivalent(a, b)) state.SkipWithError("terms did not become equal");
    classes = g.classCount();
    nodes = g.nodeCount();
  }
  state.counters["classes"] = static_cast<double>(classes);
  state.counters["nodes"] = static_cast<double>(nodes);
}
BENCHMARK(BM_AssocCommSaturation)
    ->ArgsProduct({{5, 6, 7, 8}, {0, 1}})
    ->ArgNames({"n", "explain"})
    ->Unit(benchmark::kMillisecond);

Term randomTerm(std::mt19937& rng, int depth) {
  Term term;
  const char* leaves[] = {"1", "a", "b", "c", "d", "e"};
  // Built bottom-up: a random binary tree of the given depth.
  std::vector<std::uint32_t> level;
  for (int i = 0; i < (1 << depth); ++i) level.push_back(term.add(Symbol(leaves[rng() % 6])));
  while (level.size() > 1) {
    std::vector<std::uint32_t> next;
    for (std::size_t i = 0; i + 1 < level.size(); i += 2)
      next.push_back(term.add(Symbol(rng() % 2 ? "+" : "*"), {level[i], level[i + 1]}));
    level = std::move(next);
  }
  return term;
}

void BM_RandomTermsSaturation(benchmark::State& state) {
  const int terms = static_cast<int>(state.range(0));
  std::mt19937 rng(42);
  std::vector<Term> inputs;
  for (int i = 0; i < terms; ++i) inputs.push_back(randomTerm(rng, 3));
  RunnerLimits limits;
  limits.maxIterations = 6;
  limits.maxNodes = 200000;
  limits.maxTime = std::chrono::minutes(5);
  limits.recordMergeTrace = false;
  std::size_t classes = 0, nodes = 0, iterations = 0;
  for (auto _ : state) {
    EGraph<> g;
    for (const Term& t : inputs) g.addTerm(t);
    const RunResult result = Runner<>(limits).run(g, arithmetic());
    classes = g.classCount();
    nodes = g.nodeCount();
    iterations = result.report.iterations.size();
  }
  state.counters["classes"] = static_cast<double>(classes);
  state.counters["nodes"] = static_cast<double>(nodes);
  state.counters["iterations"] = static_cast<double>(iterations);
}
BENCHMARK(BM_RandomTermsSaturation)->Arg(50)->Arg(200)->Unit(benchmark::kMillisecond);

// Hash-consing and congruence closure without rules: a random DAG, random unions,
// one rebuild.
void BM_AddUnionRebuild(benchmark::State& state) {
  const std::size_t nodes = static_cast<std::size_t>(state.range(0));
  const bool explanations = state.range(1) != 0;
  std::size_t classes = 0;
  for (auto _ : state) {
    std::mt19937 rng(7);
    EGraph<> g({}, EGraphOptions{explanations});
    std::vector<Id> ids;
    const Symbol leaf[] = {Symbol("p"), Symbol("q"), Symbol("r")};
    const Symbol f("f"), h("h");
    for (const Symbol s : leaf) ids.push_back(g.add(s));
    while (ids.size() < nodes) {
      const Id a = ids[rng() % ids.size()], b = ids[rng() % ids.size()];
      ids.push_back(rng() % 2 ? g.add(f, {a}) : g.add(h, {a, b}));
    }
    for (std::size_t i = 0; i < nodes / 10; ++i)
      g.unionGiven(ids[rng() % ids.size()], ids[rng() % ids.size()], Symbol("bench"));
    g.rebuild();
    classes = g.classCount();
  }
  state.counters["classes"] = static_cast<double>(classes);
  state.SetItemsProcessed(static_cast<std::int64_t>(state.iterations() * nodes));
}
BENCHMARK(BM_AddUnionRebuild)
    ->ArgsProduct({{10000, 100000}, {0, 1}})
    ->ArgNames({"nodes", "explain"})
    ->Unit(benchmark::kMillisecond);

// The verifier's shape of work: a "baseline" layered program and a "distributed"
// copy with its own inputs and an extra collective per layer. Inputs are related by
// given facts (the distributed value is the baseline value, replicated); rules carry
// the relation through each op, and saturation stops once the outputs are related.
// Every step enables the next, so the run takes about three iterations per layer:
// incremental search keeps each iteration proportional to what changed.
void BM_PairedPrograms(benchmark::State& state) {
  const int layers = static_cast<int>(state.range(0));
  const bool incremental = state.range(1) != 0;
  using R = Rewrite<>;
  const std::vector<R> rules{
      R::rewrite("dot-of-replicated", "a product of replicated values is replicated",
                 "(dot (replicated ?a) (replicated ?b))", "(replicated (dot ?a ?b))"),
      R::rewrite("gelu-of-replicated", "elementwise ops keep replication",
                 "(gelu (replicated ?a))", "(replicated (gelu ?a))"),
      R::rewrite("add-of-replicated", "elementwise ops keep replication",
                 "(add (replicated ?a) (replicated ?b))", "(replicated (add ?a ?b))"),
      R::rewrite("all-reduce-of-replicated", "bench-only: the collective is an identity here",
                 "(all-reduce (replicated ?a))", "(replicated ?a)")};
  RunnerLimits limits;
  limits.maxIterations = 100000;
  limits.maxNodes = 10000000;
  limits.maxTime = std::chrono::minutes(5);
  limits.recordMergeTrace = false;
  limits.incrementalSearch = incremental;
  std::size_t nodes = 0, classes = 0, iterations = 0;
  for (auto _ : state) {
    EGraph<> g;
    const Symbol dot("dot"), add("add"), gelu("gelu"), allReduce("all-reduce"), replicated("replicated");
    auto program = [&](const std::string& prefix, bool distributed) {
      Id h = g.add(Symbol(prefix + "x"));
      for (int l = 0; l < layers; ++l) {
        const Id w = g.add(Symbol(prefix + "w" + std::to_string(l)));
        Id y = g.add(dot, {h, w});
        if (distributed) y = g.add(allReduce, {y});
        h = g.add(add, {g.add(gelu, {y}), h});
      }
      return h;
    };
    const Id baseline = program("b.", false);
    const Id distributed = program("d.", true);
    auto pair = [&](const std::string& name) {
      g.unionGiven(g.add(Symbol("d." + name)), g.add(replicated, {g.add(Symbol("b." + name))}),
                   Symbol("parameter pairing"));
    };
    pair("x");
    for (int l = 0; l < layers; ++l) pair("w" + std::to_string(l));
    const Id goal = g.add(replicated, {baseline});
    Runner<> runner(limits);
    runner.stopWhen([&](const EGraph<>& graph) { return graph.equivalent(goal, distributed); },
                    "outputs related");
    const RunResult result = runner.run(g, rules);
    if (result.report.stopReason != StopReason::GoalReached) state.SkipWithError("outputs not related");
    nodes = g.nodeCount();
    classes = g.classCount();
    iterations = result.report.iterations.size();
  }
  state.counters["nodes"] = static_cast<double>(nodes);
  state.counters["classes"] = static_cast<double>(classes);
  state.counters["iterations"] = static_cast<double>(iterations);
}
BENCHMARK(BM_PairedPrograms)
    ->ArgsProduct({{100, 1000}, {0, 1}})
    ->ArgNames({"layers", "incremental"})
    ->Unit(benchmark::kMillisecond);

void BM_ExplainAssocComm(benchmark::State& state) {
  EGraph<> g;
  const Id a = g.addTerm(parseTerm(chain(7, false))), b = g.addTerm(parseTerm(chain(7, true)));
  Runner<>().run(g, assocComm());
  std::size_t steps = 0;
  for (auto _ : state) {
    const auto proof = g.explain(a, b);
    steps = flatten(*proof).steps.size();
    benchmark::DoNotOptimize(proof);
  }
  state.counters["flat_steps"] = static_cast<double>(steps);
}
BENCHMARK(BM_ExplainAssocComm)->Unit(benchmark::kMicrosecond);

}  // namespace

BENCHMARK_MAIN();
