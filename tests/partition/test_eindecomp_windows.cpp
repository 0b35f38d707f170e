// Issue 22: the fallback's windows on a graph of repeated layers take the outcome of an
// equal window solved before (window_memo.h) instead of solving it again. The plan must
// be the one the windows give without that, in both cost models: same partitions, same
// cost, the same number of windows run; and windows must actually be reused.
// Held steps that change no state are left out of a window's DP (frontier_steps.h,
// dropHeldNoOps): the DP must choose the same and be charged the same work without them,
// window by window, and the plans must be those of the windows with every step.
#include "../../bench/partition/llama_layers.h"
#include "partition/eindecomp.h"
#include "partition/einsum_parser.h"
#include "partition/frontier_dp.h"
#include "partition/frontier_steps.h"
#include "partition/partition_problem.h"
#include "partition/repeated_layers.h"
#include "partition/window_starts.h"

#include <QTest>

#include <algorithm>
#include <random>
#include <string>

using namespace shardscope;
using namespace shardscope::partition;

namespace {
const EinSumGraph& llama32() {
  static const EinSumGraph graph = [] {
    auto result = parseEinSumGraph(bench::llamaLayersText(SHARDSCOPE_CORPUS_DIR "/eindecomp/llama4.ein", 32), "llama32.ein");
    if (const Diagnostic* diagnostic = std::get_if<Diagnostic>(&result)) qFatal("%s", diagnostic->format().c_str());
    return std::get<EinSumGraph>(std::move(result));
  }();
  return graph;
}

void compareWithAndWithoutReuse(CostModel model, SearchSpace space) {
  EinDecompOptions options{.devices = 64, .model = model, .space = space};
  const PartitionPlan reused = solveEinDecomp(llama32(), options);
  options.reuseWindows = false;
  const PartitionPlan solved = solveEinDecomp(llama32(), options);
  QVERIFY(reused.windowsReused > 0);
  QCOMPARE(solved.windowsReused, 0);
  QCOMPARE(reused.windowsSolved + reused.windowsReused, solved.windowsSolved);
  QCOMPARE(reused.cost.total, solved.cost.total);
  QVERIFY(reused.partitions == solved.partitions);
  QVERIFY(reused.inputPartitions == solved.inputPartitions);
}

// Windows solved with every held step and without those that change no state: equal
// choices and cost, and equal work once the steps left out are charged theirs.
void compareTrimmedWindows(CostModel model, SearchSpace space, int layers, int devices) {
  const EinSumGraph graph = [&] {
    auto result = parseEinSumGraph(bench::llamaLayersText(SHARDSCOPE_CORPUS_DIR "/eindecomp/llama4.ein", layers), "llama.ein");
    return std::get<EinSumGraph>(std::move(result));
  }();
  PartitionProblem problem(graph, {devices, model, space});
  const int nodes = static_cast<int>(graph.nodes().size());
  FrontierOptions narrow;
  narrow.maxStates = 8;
  narrow.reuseRepeatedLayers = false;
  const std::vector<int> plan = solveFrontier(problem, narrow).choice;
  std::mt19937 random(22);
  int dropped = 0, windows = 0, truncated = 0, improved = 0;
  for (int start = 0; start < nodes; start += 7, ++windows) {
    const int end = std::min(nodes, start + 24);
    FrontierOptions window;
    window.maxStates = std::size_t{8} << (windows % 4);
    // Some windows start from a perturbed plan (held readers reading unlike parts).
    window.incumbent = plan;
    if (windows % 3 == 1)
      for (int n = 0; n < nodes; ++n)
        if (random() % 8 == 0) window.incumbent[n] = static_cast<int>(random() % problem.variables()[n].candidates.size());
    window.fixed = window.incumbent;
    for (int n = start; n < end; ++n) window.fixed[n] = -1;
    for (std::size_t v = nodes; v < problem.variables().size(); ++v) {
      const auto& readers = problem.flows()[problem.variables()[v].writes].readers;
      if (std::any_of(readers.begin(), readers.end(), [&](int r) { return r >= start && r < end; })) window.fixed[v] = -1;
    }
    const frontier::Scope scope = frontier::scopeOf(problem, window.fixed);
    std::vector<frontier::Step> all =
        frontier::buildSteps(problem, frontier::variableOrder(problem, false, scope), window.fixed, scope);
    frontier::HeldNoOps left;
    std::vector<frontier::Step> trimmed = frontier::dropHeldNoOps(problem, all, window.fixed, left);  // (indexed copies)
    QCOMPARE(left.after.size(), trimmed.size());
    dropped += static_cast<int>(all.size() - trimmed.size());
    window.steps = &all;
    const FrontierResult full = solveFrontier(problem, window);
    window.steps = &trimmed;
    window.heldConstant = left.local;
    const FrontierResult cut = solveFrontier(problem, window);
    double work = cut.work;
    for (std::size_t i = 0; i < trimmed.size(); ++i)
      work += static_cast<double>(left.after[i]) * static_cast<double>(cut.layerSizes[i]);
    QVERIFY(full.choice == cut.choice);
    QCOMPARE(full.cost, cut.cost);
    QCOMPARE(work, full.work);
    truncated += full.truncatedSteps > 0;
    improved += full.choice != window.incumbent;
  }
  // (The limit drops states in most windows, and most choose other candidates.)
  QVERIFY(2 * truncated > windows);
  QVERIFY(improved > 0);
  // The einsummable model holds every reader of the RoPE table and the mask.
  if (model == CostModel::Einsummable) QVERIFY(dropped > windows);
}

void compareWithAndWithoutTrim(CostModel model, SearchSpace space) {
  EinDecompOptions options{.devices = 64, .model = model, .space = space};
  options.reuseWindows = false;
  const PartitionPlan trimmed = solveEinDecomp(llama32(), options);
  options.trimWindows = false;
  const PartitionPlan every = solveEinDecomp(llama32(), options);
  QCOMPARE(trimmed.windowsSolved, every.windowsSolved);
  QCOMPARE(trimmed.cost.total, every.cost.total);
  QVERIFY(trimmed.partitions == every.partitions);
  QVERIFY(trimmed.inputPartitions == every.inputPartitions);
}
}  // namespace

class TestEinDecompWindows : public QObject {
  Q_OBJECT

 private slots:
  void seedModelExactSpace() { compareWithAndWithoutReuse(CostModel::Seed, SearchSpace::Exact); }
  void seedModelAllRange() { compareWithAndWithoutReuse(CostModel::Seed, SearchSpace::AllRange); }
  void einsummableModelContraction() { compareWithAndWithoutReuse(CostModel::Einsummable, SearchSpace::Contraction); }
  // Windows one layer apart are equal in the einsummable model too, once the held readers
  // of the shared RoPE table and mask that change no state are left out.
  void einsummableModelExactSpace() {
    compareWithAndWithoutReuse(CostModel::Einsummable, SearchSpace::Exact);
    const PartitionPlan plan =
        solveEinDecomp(llama32(), {.devices = 64, .model = CostModel::Einsummable, .space = SearchSpace::Exact});
    QVERIFY(plan.windowsReused > plan.windowsSolved);
  }
  // On a layer repeated 4 times or more the windows restart their stride at every copy:
  // every copy's windows start at the same offsets from its first node, so a window one
  // copy on is the same window (on the 32-layer graph: 7x more reused than solved, where
  // the plain 12-node grid over 33-node layers met its equal only 4 layers on: 2x). With
  // no repetition, and with two or three copies, the grid is the plain one.
  void windowsRestartAtEveryCopy() {
    PartitionProblem problem(llama32(), {64, CostModel::Seed, SearchSpace::Exact});
    const frontier::Scope everything = frontier::scopeOf(problem, {});
    const std::vector<frontier::Step> steps =
        frontier::buildSteps(problem, frontier::variableOrder(problem, false, everything), {}, everything);
    const StepRepetition repetition = findStepRepetition(problem, steps, 8, 2);
    QVERIFY(repetition.copies >= 30);
    const CopyNodes copy = copyNodes(problem, steps, repetition);
    // llama4.ein's layer: 33 nodes; copy 0 starts inside layer 0, at its 22nd node.
    QCOMPARE(copy.period, 33);
    QCOMPARE(copy.firstNode, 21);
    const int period = copy.period, firstNode = copy.firstNode;
    const int nodes = static_cast<int>(llama32().nodes().size());
    const std::vector<int> starts = windowStarts(problem, steps, repetition, nodes, 12);
    QCOMPARE(starts.front(), 0);
    QVERIFY(std::is_sorted(starts.begin(), starts.end()));
    QVERIFY(std::adjacent_find(starts.begin(), starts.end()) == starts.end());
    auto offsetsInCopy = [&](int k) {
      std::vector<int> offsets;
      for (int start : starts)
        if (start >= firstNode + k * period && start < firstNode + (k + 1) * period) offsets.push_back(start - firstNode - k * period);
      return offsets;
    };
    const std::vector<int> expected{0, 12, 24};
    for (int k = 0; k < repetition.copies; ++k) QCOMPARE(offsetsInCopy(k), expected);
    for (std::size_t i = 1; i < starts.size(); ++i) QVERIFY(starts[i] - starts[i - 1] <= 12);  // no node left out
    QVERIFY(nodes - starts.back() <= 24);

    std::vector<int> plain;
    for (int start = 0; start < nodes; start += 12) plain.push_back(start);
    QCOMPARE(windowStarts(problem, steps, {}, nodes, 12), plain);
    StepRepetition few = repetition;
    few.copies = 3;
    QCOMPARE(windowStarts(problem, steps, few, nodes, 12), plain);

    const PartitionPlan plan = solveEinDecomp(llama32(), {.devices = 64, .model = CostModel::Seed, .space = SearchSpace::Exact});
    QVERIFY(plan.windowsReused >= 5 * plan.windowsSolved);
  }
  void trimmedWindowsChooseTheSame() {
    compareTrimmedWindows(CostModel::Einsummable, SearchSpace::Exact, 8, 64);
    compareTrimmedWindows(CostModel::Einsummable, SearchSpace::AllRange, 8, 8);
    compareTrimmedWindows(CostModel::Seed, SearchSpace::Exact, 8, 64);
  }
  void trimmedWindowsGiveThePlansOfEveryStep() {
    compareWithAndWithoutTrim(CostModel::Seed, SearchSpace::Exact);
    compareWithAndWithoutTrim(CostModel::Einsummable, SearchSpace::Exact);
    compareWithAndWithoutTrim(CostModel::Einsummable, SearchSpace::AllRange);
  }
};

QTEST_APPLESS_MAIN(TestEinDecompWindows)
#include "test_eindecomp_windows.moc"
