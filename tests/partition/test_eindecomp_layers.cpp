// Issue 22: repeated layers. The detection finds exactly the copies of a repeated block,
// and the DP that reuses one copy's transition for all of them gives the same cost as
// the DP without reuse (and as exhaustive search) whenever both keep every state, in
// both cost models and the three spaces.
#include "../../bench/partition/llama_layers.h"
#include "partition/einsum_parser.h"
#include "partition/exhaustive_search.h"
#include "partition/frontier_dp.h"
#include "partition/frontier_steps.h"
#include "partition/partition_problem.h"
#include "partition/repeated_layers.h"

#include <QTest>

#include <random>
#include <set>
#include <sstream>
#include <string>

using namespace shardscope;
using namespace shardscope::partition;

namespace {
EinSumGraph parseOk(const std::string& text) {
  auto result = parseEinSumGraph(text, "layers.einsum");
  if (const Diagnostic* diagnostic = std::get_if<Diagnostic>(&result))
    qFatal("unexpected parse error: %s\n%s", diagnostic->format().c_str(), text.c_str());
  return std::get<EinSumGraph>(std::move(result));
}

// `copies` residual blocks: X{k+1} = X{k} + (X{k} * W{k}) * V{k}, with the residual
// read twice (fan-out) and, with `sharedMask`, an input M read by every block (open
// across all of them, as Llama's RoPE table and mask are). Random block shapes come
// from `seed`: extra elementwise nodes and which operand the mask multiplies.
std::string blocks(int copies, uint32_t seed, bool sharedMask, int extraNodes = -1) {
  std::mt19937 random(seed);
  static const int kBounds[] = {2, 3, 4, 6, 8};
  std::ostringstream text;
  text << "bounds a=" << kBounds[random() % 5] << " b=" << kBounds[random() % 5] << " c=" << kBounds[random() % 5]
       << '\n';
  text << "input X0[a,b]\n";
  if (sharedMask) text << "input M[a,c]\n";
  const int extra = extraNodes >= 0 ? extraNodes : static_cast<int>(random() % 3);
  const bool maskOnH = random() % 2;
  for (int k = 0; k < copies; ++k) text << "input W" << k << "[b,c], V" << k << "[c,b]\n";
  for (int k = 0; k < copies; ++k) {
    std::string h = "H" + std::to_string(k);
    text << h << "[a,c] = sum(X" << k << "[a,b] * W" << k << "[b,c])\n";
    if (sharedMask && maskOnH) {
      text << "Hm" << k << "[a,c] = " << h << "[a,c] * M[a,c]\n";
      h = "Hm" + std::to_string(k);
    }
    for (int e = 0; e < extra; ++e) {
      const std::string next = "E" + std::to_string(k) + "_" + std::to_string(e);
      text << next << "[a,c] = relu(" << h << "[a,c])\n";
      h = next;
    }
    text << "G" << k << "[a,b] = sum(" << h << "[a,c] * V" << k << "[c,b])\n";
    if (sharedMask && !maskOnH) text << "S" << k << "[a] = sum(G" << k << "[a,b] * M[a,c])\n";
    text << "X" << k + 1 << "[a,b] = X" << k << "[a,b] + G" << k << "[a,b]\n";
  }
  text << "Out[a] = sum(X" << copies << "[a,b])\n";
  return text.str();
}

FrontierResult solve(PartitionProblem& problem, bool reuse) {
  FrontierOptions options;
  options.maxStates = 1 << 16;
  options.layerStates = 1 << 16;
  options.reuseRepeatedLayers = reuse;
  options.minRepeatedSteps = 2;
  return solveFrontier(problem, options);
}
}  // namespace

class TestEinDecompLayers : public QObject {
  Q_OBJECT

 private slots:
  // Six blocks: block 0's first node reads a graph input and the head reads block 5's
  // residual, so their steps differ from the others'. The copies found are
  // every block's nodes in between, one block per copy (a copy may start mid-block:
  // the period is found, not its phase): position p of copy j is position p of copy 0
  // in the block j later.
  void detectionFindsExactlyTheRepeatedBlocks() {
    for (uint32_t seed : {1u, 2u, 3u}) {
      const EinSumGraph graph = parseOk(blocks(6, seed, false));
      PartitionProblem problem(graph, {4, CostModel::Seed, SearchSpace::Exact});
      const std::vector<std::vector<int>> copies = findRepeatedLayers(problem);
      QVERIFY(copies.size() >= 4);
      auto name = [&](int v) { return graph.outputOf(graph.nodes()[problem.variables()[v].node]).name; };
      const std::size_t perBlock = graph.nodes().size() / 6;  // the head is the one left over
      QCOMPARE(copies.front().size(), perBlock);
      for (std::size_t j = 0; j < copies.size(); ++j) {
        QCOMPARE(copies[j].size(), perBlock);
        for (std::size_t p = 0; p < perBlock; ++p) {
          const std::string mine = name(copies[j][p]), first = name(copies[0][p]);
          QCOMPARE(mine[0], first[0]);
          QCOMPARE(std::stoi(mine.substr(1)), std::stoi(first.substr(1)) + static_cast<int>(j));
          QVERIFY(mine != "H0" && mine != "Out");
        }
      }
      // Five copies at most: block 0's first node and the head are in none.
      QVERIFY(copies.size() <= 5);
    }
  }

  void nothingRepeatsInAGraphWithoutRepeats() {
    const EinSumGraph graph =
        parseOk("bounds i=8 j=4 k=6\ninput A[i,j], B[j,k]\nC[i,k] = sum(A[i,j] * B[j,k])\nD[i] = sum(C[i,k])\n");
    PartitionProblem problem(graph, {4, CostModel::Seed, SearchSpace::Exact});
    QVERIFY(findRepeatedLayers(problem).empty());
  }

  // The shapes are part of the structure: a block with other bounds is not a copy.
  void differentShapesDoNotRepeat() {
    std::ostringstream text;
    text << "bounds a=4 b=8 c=6 d=12\ninput X0[a,b]\n";
    for (int k = 0; k < 4; ++k) {
      const char* inner = k % 2 ? "d" : "c";
      text << "input W" << k << "[b," << inner << "], V" << k << "[" << inner << ",b]\n";
    }
    for (int k = 0; k < 4; ++k) {
      const char* inner = k % 2 ? "d" : "c";
      text << "H" << k << "[a," << inner << "] = sum(X" << k << "[a,b] * W" << k << "[b," << inner << "])\n";
      text << "X" << k + 1 << "[a,b] = sum(H" << k << "[a," << inner << "] * V" << k << "[" << inner << ",b])\n";
    }
    const EinSumGraph graph = parseOk(text.str());
    PartitionProblem problem(graph, {4, CostModel::Seed, SearchSpace::Exact});
    // Period one block (two steps) never matches; two blocks (four steps) may.
    for (const auto& copy : findRepeatedLayers(problem)) QCOMPARE(copy.size(), std::size_t{4});
  }

  // The reused transition gives the DP's own exact optimum, in both models and all
  // three spaces, on random repeated blocks (and the exhaustive optimum where that is
  // affordable); the solve really reused a copy's transition.
  void reusedTransitionEqualsTheFullDp() {
    int compared = 0, exhaustive = 0;
    for (uint32_t seed = 0; seed < 24; ++seed) {
      const bool mask = seed % 2;
      const EinSumGraph graph = parseOk(blocks(5, seed, mask));
      for (CostModel model : {CostModel::Seed, CostModel::Einsummable})
        for (SearchSpace space : {SearchSpace::Exact, SearchSpace::Contraction, SearchSpace::AllRange}) {
          const int devices = seed % 3 == 0 ? 2 : 4;
          PartitionProblem problem(graph, {devices, model, space});
          const FrontierResult full = solve(problem, false);
          const FrontierResult reused = solve(problem, true);
          QVERIFY2(reused.repeatedCopies >= 2, qPrintable(QString("seed %1").arg(seed)));
          QVERIFY(reused.transitionRuns >= 1);
          QVERIFY(full.repeatedCopies == 0);
          if (!full.provenOptimal || !reused.provenOptimal) continue;
          QCOMPARE(reused.cost, full.cost);
          QCOMPARE(problem.total(reused.choice), reused.cost);
          ++compared;
        }
    }
    qInfo("reused = full on %d proven problems", compared);
    QVERIFY(compared >= 100);
    // Against brute force on three small blocks.
    for (uint32_t seed = 0; seed < 6; ++seed) {
      const EinSumGraph graph = parseOk(blocks(4, seed + 100, seed % 2, 0));
      for (CostModel model : {CostModel::Seed, CostModel::Einsummable}) {
        PartitionProblem problem(graph, {2, model, SearchSpace::Exact});
        const FrontierResult reused = solve(problem, true);
        QVERIFY(reused.repeatedCopies >= 2);
        QVERIFY(reused.provenOptimal);
        const ProblemOptions options{.devices = 2, .model = model, .space = SearchSpace::Exact};
        if (assignmentCount(graph, options) > kDefaultMaxAssignments) continue;
        QCOMPARE(reused.cost, searchAllPartitions(graph, options).cost.total);
        ++exhaustive;
      }
    }
    qInfo("reused = brute force on %d problems", exhaustive);
    QVERIFY(exhaustive >= 3);
  }

  // The 32-layer Llama graph (the corpus's llama4 layers repeated) at P = 2, seed model,
  // exact space: both DPs keep every state, so both are proven optimal, and they agree;
  // the reused one ran through one layer for the 31 copies.
  void llama32AtTwoDevicesIsProvenEitherWay() {
    const EinSumGraph graph =
        parseOk(bench::llamaLayersText(SHARDSCOPE_CORPUS_DIR "/eindecomp/llama4.ein", 32));
    PartitionProblem problem(graph, {2, CostModel::Seed, SearchSpace::Exact});
    const FrontierResult full = solve(problem, false);
    FrontierOptions options;
    options.maxStates = options.layerStates = 1 << 16;
    const FrontierResult reused = solveFrontier(problem, options);
    QVERIFY(full.provenOptimal);
    QVERIFY(reused.provenOptimal);
    QCOMPARE(reused.repeatedCopies, 31);
    QCOMPARE(reused.transitionRuns, 1);
    QCOMPARE(reused.cost, full.cost);
    QVERIFY(reused.work < full.work / 4);
  }

  // The steps outside the copies (layer 0 up to where the copies start, the last layer,
  // which closes the RoPE table's and the mask's flows, and the head) share one copy's
  // budget: layerBudget over their candidate groups, fewer states than a copy's run
  // keeps, and no outside step holds more.
  void stepsOutsideTheCopiesShareOneCopysBudget() {
    const EinSumGraph graph =
        parseOk(bench::llamaLayersText(SHARDSCOPE_CORPUS_DIR "/eindecomp/llama4.ein", 32));
    PartitionProblem problem(graph, {64, CostModel::Einsummable, SearchSpace::Exact});
    const frontier::Scope everything = frontier::scopeOf(problem, {});
    const std::vector<frontier::Step> steps =
        frontier::buildSteps(problem, frontier::variableOrder(problem, false, everything), {}, everything);
    FrontierOptions options;
    options.workBudget = 4e7 / 16;  // what solveEinDecomp's scaling leaves a graph of this size
    const StepRepetition repetition = findStepRepetition(problem, steps, options.minRepeatedSteps, 2);
    QVERIFY(repetition.copies >= 30);
    double outsideGroups = 0;
    for (std::size_t k = 0; k < steps.size(); ++k)
      if (!repetition.covers(static_cast<int>(k))) outsideGroups += static_cast<double>(steps[k].groupCandidate.size());
    const FrontierResult result = solveFrontier(problem, options);
    QCOMPARE(result.repeatedCopies, repetition.copies);
    const auto shared = static_cast<std::size_t>(options.layerBudget / outsideGroups);
    QVERIFY(shared < result.layerStates);
    QCOMPARE(result.maxStates, shared);
    std::size_t largestOutside = 0;
    for (std::size_t k = 0; k < steps.size(); ++k)
      if (!repetition.covers(static_cast<int>(k))) largestOutside = std::max(largestOutside, result.layerSizes[k]);
    QVERIFY(largestOutside <= shared);
    QVERIFY(largestOutside > shared / 2);  // the limit is reached: it is what bounds them
  }
};

QTEST_APPLESS_MAIN(TestEinDecompLayers)
#include "test_eindecomp_layers.moc"
