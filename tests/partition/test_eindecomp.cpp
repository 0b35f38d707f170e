// EinDecomp: both cost models by hand, candidate enumeration and search spaces, and the
// DP against the exhaustive optimum on random tree-shaped and DAG-shaped graphs (issue
// 22: exact on DAGs, in both models).
#include "partition/eindecomp.h"
#include "partition/einsum_parser.h"
#include "partition/einsummable_cost.h"
#include "partition/exhaustive_search.h"
#include "partition/flat_memo.h"
#include "partition/frontier_dp.h"
#include "partition/partition_problem.h"
#include "partition/partition_error.h"

#include <QTest>

#include <limits>
#include <map>
#include <optional>
#include <random>
#include <set>
#include <sstream>
#include <string>

using namespace shardscope;
using namespace shardscope::partition;

namespace {
EinSumGraph parseOk(const std::string& text) {
  auto result = parseEinSumGraph(text, "test.einsum");
  if (const Diagnostic* diagnostic = std::get_if<Diagnostic>(&result))
    qFatal("unexpected parse error: %s\n%s", diagnostic->format().c_str(), text.c_str());
  return std::get<EinSumGraph>(std::move(result));
}

const char* const kMatmul =
    "bounds i=1024 j=512 k=256\ninput A[i,j], B[j,k]\nC[i,k] = sum(A[i,j] * B[j,k])\n";

// Random EinSum graphs in DSL text. Indices a..e get small bounds, some not powers of
// two (uneven blocks). With `tree`, every computed tensor is read by at most one node;
// otherwise earlier tensors may be read again (fan-out).
class RandomGraphWriter {
 public:
  explicit RandomGraphWriter(uint32_t seed) : random_(seed) {}

  std::string write(bool tree) {
    static const char* const kIndexNames[] = {"a", "b", "c", "d", "e"};
    static const int kBounds[] = {1, 2, 3, 4, 6, 8, 16};
    std::ostringstream text;
    text << "bounds";
    for (const char* name : kIndexNames) text << ' ' << name << '=' << kBounds[pick(7)];
    text << '\n';
    struct Available { std::string name; std::vector<std::string> indices; };
    std::vector<Available> unread;  // computed tensors nobody reads yet (tree mode)
    std::vector<Available> computed;
    int inputs = 0;
    const int nodes = 1 + pick(5);
    for (int n = 0; n < nodes; ++n) {
      const int operandCount = 1 + pick(2);
      std::vector<Available> operands;
      for (int o = 0; o < operandCount; ++o) {
        const bool reuse = tree ? !unread.empty() && pick(3) > 0 : !computed.empty() && pick(3) > 0;
        if (reuse) {
          std::vector<Available>& pool = tree ? unread : computed;
          const int which = pick(static_cast<int>(pool.size()));
          operands.push_back(pool[which]);
          if (tree) pool.erase(pool.begin() + which);
        } else {
          Available input{std::string("I") + std::to_string(inputs++), {}};
          for (const char* name : kIndexNames)
            if (pick(2)) input.indices.push_back(name);
          if (input.indices.empty()) input.indices.push_back(kIndexNames[pick(5)]);
          text << "input " << input.name << '[' << joined(input.indices) << "]\n";
          operands.push_back(input);
        }
      }
      // Occasionally read the same tensor twice in one node.
      if (pick(6) == 0) operands.push_back(operands.front());
      std::vector<std::string> join;
      for (const Available& operand : operands)
        for (const std::string& index : operand.indices)
          if (std::find(join.begin(), join.end(), index) == join.end()) join.push_back(index);
      std::vector<std::string> output;
      for (const std::string& index : join)
        if (pick(3) > 0) output.push_back(index);
      if (pick(8) == 0)  // a broadcast index absent from the right-hand side
        for (const char* name : kIndexNames)
          if (std::find(join.begin(), join.end(), name) == join.end()) {
            output.push_back(name);
            break;
          }
      const bool aggregates = std::any_of(join.begin(), join.end(), [&](const std::string& index) {
        return std::find(output.begin(), output.end(), index) == output.end();
      });
      Available result{std::string("T") + std::to_string(n), output};
      text << result.name << '[' << joined(output) << "] = ";
      static const char* const kAggregations[] = {"sum", "max", "min"};
      static const char* const kJoins[] = {" * ", " + ", " - ", " / "};
      std::string kernel;
      for (std::size_t o = 0; o < operands.size(); ++o) {
        if (o) kernel += kJoins[pick(4)];
        kernel += operands[o].name + "[" + joined(operands[o].indices) + "]";
      }
      if (pick(4) == 0) kernel = "relu(" + kernel + ")";
      text << (aggregates ? std::string(kAggregations[pick(3)]) + "(" + kernel + ")" : kernel) << '\n';
      unread.push_back(result);
      computed.push_back(result);
    }
    return text.str();
  }

 private:
  int pick(int n) { return std::uniform_int_distribution<int>(0, n - 1)(random_); }
  static std::string joined(const std::vector<std::string>& names) {
    std::string text;
    for (std::size_t k = 0; k < names.size(); ++k) text += (k ? "," : "") + names[k];
    return text;
  }
  std::mt19937 random_;
};

uint64_t assignmentCount(const EinSumGraph& graph, int devices) {
  uint64_t count = 1;
  for (const auto& candidates : candidatesPerNode(graph, devices)) count *= candidates.size();
  return count;
}

void verifyPlanShape(const EinSumGraph& graph, const PartitionPlan& plan, int devices) {
  QCOMPARE(plan.partitions.size(), graph.nodes().size());
  for (std::size_t n = 0; n < graph.nodes().size(); ++n) {
    const PartitionVector& d = plan.partitions[n];
    QCOMPARE(d.size(), graph.nodes()[n].joinIndices.size());
    int product = 1;
    for (std::size_t k = 0; k < d.size(); ++k) {
      QVERIFY(isPowerOfTwo(d[k]));
      QVERIFY(d[k] <= graph.joinBound(graph.nodes()[n], static_cast<int>(k)));
      product *= d[k];
    }
    QCOMPARE(product, devices);  // exactly P kernel calls
  }
  QCOMPARE(plan.cost.total, evaluateAssignment(graph, plan.partitions).total);
}
}  // namespace

class TestEinDecomp : public QObject {
  Q_OBJECT

 private slots:
  // The seed's matmul with join-space order (i, j, k); |A| = 1024*512 = 524288,
  // |B| = 512*256 = 131072, |C| = 1024*256 = 262144.
  void matmulCostsByHand_data() {
    QTest::addColumn<PartitionVector>("d");
    QTest::addColumn<double>("broadcast");
    QTest::addColumn<double>("aggregation");
    // [4,1,4]: 16 blocks; A has 4 (i) so it is sent 16/4 = 4 times, B has 4 (k): 4 times;
    // C has all 16 blocks, nothing to aggregate.
    QTest::newRow("[4,1,4]") << PartitionVector{4, 1, 4} << 524288.0 * 4 + 131072.0 * 4 << 0.0;
    // [1,4,1]: 4 blocks, A and B each have 4 so each is sent once; C has 1 block of
    // 262144 and 4 - 1 = 3 partial blocks are sent to it.
    QTest::newRow("[1,4,1]") << PartitionVector{1, 4, 1} << 524288.0 + 131072.0 << 262144.0 * 3;
    // [2,2,2]: 8 blocks; A (i,j) and B (j,k) have 4 each: 8/4 = 2 copies; C has 4 blocks
    // of 65536 and 8 - 4 = 4 partial blocks move.
    QTest::newRow("[2,2,2]") << PartitionVector{2, 2, 2} << 524288.0 * 2 + 131072.0 * 2 << 65536.0 * 4;
  }

  void matmulCostsByHand() {
    QFETCH(PartitionVector, d);
    QFETCH(double, broadcast);
    QFETCH(double, aggregation);
    const EinSumGraph graph = parseOk(kMatmul);
    const NodeCost cost = nodeCost(graph, graph.nodes()[0], d);
    QCOMPARE(cost.broadcast, broadcast);
    QCOMPARE(cost.aggregation, aggregation);
    // Spelled out: 2621440, 1441792 and 1572864 elements.
    static const std::map<PartitionVector, double> kTotals = {
        {{4, 1, 4}, 2621440.0}, {{1, 4, 1}, 1441792.0}, {{2, 2, 2}, 1572864.0}};
    QCOMPARE(cost.total(), kTotals.at(d));
    // The graph's inputs are free and C is an output: the plan cost is the node cost.
    QCOMPARE(evaluateAssignment(graph, {d}).total, kTotals.at(d));
  }

  void matmulDpPicksTheCheapestVector() {
    const EinSumGraph graph = parseOk(kMatmul);
    // At P=4: [4,1,1] costs 524288 + 4*131072 = 1048576, as does [2,2,1]
    // (524288 + 2*131072 + 262144*(2-1)); every other vector costs more.
    const PartitionPlan plan = solveEinDecomp(graph, {.devices = 4});
    QCOMPARE(plan.cost.total, 1048576.0);
    QVERIFY(plan.optimal);
    // Ties go to the first candidate in lexicographic exponent order: [2,2,1] < [4,1,1].
    QCOMPARE(plan.partitions[0], (PartitionVector{2, 2, 1}));
    QCOMPARE(searchAllPartitions(graph, 4).cost.total, 1048576.0);
  }

  void candidatesSplitIntoExactlyPCalls() {
    // log2 8 = 3 spread over 3 indices: C(5,2) = 10 vectors; index c (bound 2) can take
    // at most 2 parts, which drops the 6 vectors with c in {4, 8}.
    const auto candidates = candidatePartitions({16, 16, 2}, 8);
    QCOMPARE(candidates.size(), std::size_t{7});
    std::set<PartitionVector> unique(candidates.begin(), candidates.end());
    QCOMPARE(unique.size(), candidates.size());
    for (const PartitionVector& d : candidates) {
      QCOMPARE(d[0] * d[1] * d[2], 8);
      QVERIFY(d[2] <= 2);
    }
    QCOMPARE(candidatePartitions({5, 7}, 1), (std::vector<PartitionVector>{{1, 1}}));
    QVERIFY(candidatePartitions({2, 2}, 8).empty());
    // 12 indices at P = 2^20 would be C(31,11) vectors: refused, not allocated.
    QVERIFY_THROWS_EXCEPTION(PartitionError, candidatePartitions(std::vector<int64_t>(12, 1 << 20), 1 << 20));
    QVERIFY_THROWS_EXCEPTION(PartitionError, candidatePartitions({4}, 3));
    QVERIFY_THROWS_EXCEPTION(PartitionError, candidatePartitions({4}, 0));
  }

  void repartitionCostByHand() {
    const EinSumGraph graph = parseOk("bounds i=1024 k=256 u=3\ninput C[i,k], U[u]\n");
    const EinSumTensor& c = graph.tensors()[0];
    QCOMPARE(repartitionCost(c, {4, 1}, {4, 1}), 0.0);
    // 256x256 blocks to 1024x64 blocks through 4x4 intersections.
    QCOMPARE(repartitionCost(c, {4, 1}, {1, 4}), (65536.0 + 65536.0) * 16);
    // 2 row blocks refined to 4: each piece is counted from both sides.
    QCOMPARE(repartitionCost(c, {2, 1}, {4, 1}), (131072.0 + 65536.0) * 4);
    // Uneven: 3 elements in 2 parts have a largest block of 2.
    QCOMPARE(repartitionCost(graph.tensors()[1], {2}, {1}), (2.0 + 3.0) * 2);
  }

  void repartitionUsesTheRefinementOfAllReaders() {
    // B is read by C (rows split 4 ways) and by D (columns split 4 ways); one cost
    // against the refinement [4,4], not two.
    const EinSumGraph graph = parseOk(
        "bounds i=8 j=8\ninput A[i,j]\nB[i,j] = relu(A[i,j])\nC[i,j] = exp(B[i,j])\n"
        "D[i,j] = tanh(B[i,j])\n");
    const std::vector<PartitionVector> assignment = {{2, 2}, {4, 1}, {1, 4}};
    const CostBreakdown cost = evaluateAssignment(graph, assignment);
    const double expectedRepartition = (16.0 + 4.0) * 16;  // 4x4 blocks -> 2x2 blocks, 16 pieces
    QCOMPARE(cost.repartition[0], expectedRepartition);
    QCOMPARE(cost.repartition[1], 0.0);  // graph outputs
    QCOMPARE(cost.total, 64.0 * 3 + expectedRepartition);  // each node sends its input once
  }

  void dpMatchesExhaustiveOnRandomTrees() {
    RandomGraphWriter writer(20261129);
    std::mt19937 random(7);
    int checked = 0, attempts = 0;
    while (checked < 600 && attempts < 20000) {
      ++attempts;
      const std::string text = writer.write(/*tree=*/true);
      const int devices = 1 << std::uniform_int_distribution<int>(0, 3)(random);
      const EinSumGraph graph = parseOk(text);
      QVERIFY2(graph.isForest(), text.c_str());
      try {
        if (assignmentCount(graph, devices) > 20000) continue;
      } catch (const PartitionError&) {
        QVERIFY_THROWS_EXCEPTION(PartitionError, solveEinDecomp(graph, {.devices = devices}));
        continue;  // some node's join space is smaller than P
      }
      const PartitionPlan dp = solveEinDecomp(graph, {.devices = devices});
      const PartitionPlan exhaustive = searchAllPartitions(graph, devices);
      QVERIFY(dp.optimal);
      verifyPlanShape(graph, dp, devices);
      verifyPlanShape(graph, exhaustive, devices);
      if (dp.cost.total != exhaustive.cost.total)
        QFAIL(qPrintable(QString("DP %1 vs exhaustive %2 at P=%3 on\n%4")
                             .arg(dp.cost.total, 0, 'g', 17)
                             .arg(exhaustive.cost.total, 0, 'g', 17)
                             .arg(devices)
                             .arg(QString::fromStdString(text))));
      ++checked;
    }
    QVERIFY2(checked >= 500, qPrintable(QString("only %1 graphs checked").arg(checked)));
  }

  // Issue 22: the DP is exact on DAGs, not only on trees. Graphs with fan-out (a tensor
  // read by several nodes, or twice by one), in both cost models and a random space.
  void dpEqualsExhaustiveOnRandomDagsInBothModels() {
    for (const CostModel model : {CostModel::Seed, CostModel::Einsummable}) {
      RandomGraphWriter writer(model == CostModel::Seed ? 4242 : 4343);
      std::mt19937 random(11);
      int checked = 0, attempts = 0;
      std::map<SearchSpace, int> perSpace;
      while (checked < 520 && attempts < 60000) {
        ++attempts;
        const std::string text = writer.write(/*tree=*/false);
        const EinSumGraph graph = parseOk(text);
        if (graph.isForest()) continue;  // trees are the test above
        const int devices = 1 << std::uniform_int_distribution<int>(1, 3)(random);
        const auto space = static_cast<SearchSpace>(std::uniform_int_distribution<int>(0, 2)(random));
        const ProblemOptions options{devices, model, space};
        try {
          if (assignmentCount(graph, options) > 20000) continue;
        } catch (const PartitionError&) {
          continue;  // a node or input cannot be cut as the space asks
        }
        const PartitionPlan dp = solveEinDecomp(graph, {.devices = devices, .model = model, .space = space});
        const PartitionPlan exhaustive = searchAllPartitions(graph, options);
        QVERIFY2(dp.optimal, text.c_str());
        if (dp.cost.total != exhaustive.cost.total)
          QFAIL(qPrintable(QString("%1 model, %2 space, P=%3: DP %4 vs exhaustive %5 on\n%6")
                               .arg(QString::fromStdString(std::string(costModelName(model))))
                               .arg(QString::fromStdString(std::string(searchSpaceName(space))))
                               .arg(devices)
                               .arg(dp.cost.total, 0, 'g', 17)
                               .arg(exhaustive.cost.total, 0, 'g', 17)
                               .arg(QString::fromStdString(text))));
        ++perSpace[space];
        ++checked;
      }
      QVERIFY2(checked >= 500, qPrintable(QString("only %1 DAGs checked").arg(checked)));
      QCOMPARE(perSpace.size(), std::size_t{3});
    }
  }

  // The fallback's windows hold part of the plan and re-solve the rest: the DP then
  // decides only the free variables and those sharing a flow with one, the other terms
  // being a constant added to its bound. With the held plan as incumbent, it must find
  // the cheapest completion, as brute force over the free variables does.
  void heldVariablesLeaveAnExactSubproblem() {
    std::mt19937 random(5);
    int checked = 0;
    for (const CostModel model : {CostModel::Seed, CostModel::Einsummable}) {
      RandomGraphWriter writer(model == CostModel::Seed ? 31 : 37);
      for (int attempt = 0; attempt < 4000 && checked < (model == CostModel::Seed ? 150 : 300); ++attempt) {
        const EinSumGraph graph = parseOk(writer.write(/*tree=*/false));
        if (graph.nodes().size() < 3) continue;
        const int devices = 1 << std::uniform_int_distribution<int>(1, 3)(random);
        std::optional<PartitionProblem> problem;
        try {
          problem.emplace(graph, ProblemOptions{devices, model, SearchSpace::Exact});
        } catch (const PartitionError&) {
          continue;
        }
        const auto& variables = problem->variables();
        std::vector<int> fixed(variables.size()), incumbent(variables.size());
        std::vector<int> free;
        uint64_t completions = 1;
        for (std::size_t v = 0; v < variables.size(); ++v) {
          const int count = static_cast<int>(variables[v].candidates.size());
          incumbent[v] = std::uniform_int_distribution<int>(0, count - 1)(random);
          const bool held = std::uniform_int_distribution<int>(0, 2)(random) > 0;
          fixed[v] = held ? incumbent[v] : -1;
          if (!held) {
            free.push_back(static_cast<int>(v));
            completions *= static_cast<uint64_t>(count);
          }
        }
        if (free.empty() || free.size() == variables.size() || completions > 5000) continue;
        std::vector<int> choice = fixed;
        for (int v : free) choice[v] = 0;
        double best = std::numeric_limits<double>::infinity();
        for (;;) {  // odometer over the free variables
          best = std::min(best, problem->total(choice));
          std::size_t k = 0;
          for (; k < free.size(); ++k) {
            if (++choice[free[k]] < static_cast<int>(variables[free[k]].candidates.size())) break;
            choice[free[k]] = 0;
          }
          if (k == free.size()) break;
        }
        FrontierOptions options;
        options.fixed = fixed;
        options.incumbent = incumbent;
        const FrontierResult result = solveFrontier(*problem, options);
        QVERIFY(result.provenOptimal);
        QCOMPARE(result.cost, best);
        QCOMPARE(problem->total(result.choice), best);
        for (std::size_t v = 0; v < variables.size(); ++v)
          if (fixed[v] >= 0) QCOMPARE(result.choice[v], fixed[v]);
        ++checked;
      }
    }
    QVERIFY2(checked >= 300, qPrintable(QString("only %1 graphs checked").arg(checked)));
  }

  // The DP's bound on an open flow: whatever the readers still undecided choose, the
  // flow's repartition is at least closingBound of what the decided ones read.
  void closingBoundNeverExceedsTheRepartition() {
    std::mt19937 random(8);
    int checked = 0, positive = 0;
    for (const CostModel model : {CostModel::Seed, CostModel::Einsummable}) {
      RandomGraphWriter writer(model == CostModel::Seed ? 51 : 53);
      for (int attempt = 0; attempt < 3000 && checked < (model == CostModel::Seed ? 300 : 600); ++attempt) {
        const EinSumGraph graph = parseOk(writer.write(/*tree=*/false));
        const int devices = 1 << std::uniform_int_distribution<int>(1, 3)(random);
        const auto space = static_cast<SearchSpace>(std::uniform_int_distribution<int>(0, 2)(random));
        std::optional<PartitionProblem> problem;
        try {
          problem.emplace(graph, ProblemOptions{devices, model, space});
        } catch (const PartitionError&) {
          continue;
        }
        const auto& variables = problem->variables();
        for (int trial = 0; trial < 20; ++trial) {
          std::vector<int> choice;
          for (const auto& variable : variables)
            choice.push_back(std::uniform_int_distribution<int>(0, static_cast<int>(variable.candidates.size()) - 1)(random));
          for (std::size_t f = 0; f < problem->flows().size(); ++f) {
            const auto& flow = problem->flows()[f];
            const int written = flow.outPart[choice[flow.writer]];
            const double moved = problem->repartition(static_cast<int>(f), written, problem->requiredPart(static_cast<int>(f), choice));
            int read = -1;
            for (std::size_t k = 0; k < flow.readers.size(); ++k) {
              read = problem->refine(static_cast<int>(f), read, flow.readPart[k][choice[flow.readers[k]]]);
              const double bound = problem->closingBound(static_cast<int>(f), written, read);
              QVERIFY(bound <= moved);
              positive += bound > 0;
            }
          }
        }
        ++checked;
      }
    }
    QVERIFY(checked >= 600);
    QVERIFY(positive > 0);
  }

  void flatMemoFindsWhatItStored() {
    FlatMemo<double> memo;
    std::mt19937_64 random(3);
    std::map<uint64_t, double> reference;
    for (int i = 0; i < 20000; ++i) {
      const uint64_t key = random() >> (1 + i % 40);  // dense and sparse keys, below 2^63
      if (memo.find(key)) continue;
      memo.insert(key, static_cast<double>(i));
      reference[key] = i;
    }
    for (const auto& [key, value] : reference) {
      const double* found = memo.find(key);
      QVERIFY(found);
      QCOMPARE(*found, value);
    }
    int misses = 0;
    for (int i = 0; i < 1000; ++i) misses += !reference.count(static_cast<uint64_t>(i) << 40) && !memo.find(static_cast<uint64_t>(i) << 40);
    QVERIFY(misses > 900);
  }

  // The tree DP (the plan before issue 22) is one of the exact DP's starting plans: the
  // exact DP never costs more, and on these DAGs it is often cheaper.
  void exactDpNeverLosesToTheTreeDp() {
    RandomGraphWriter writer(777);
    int checked = 0, cheaper = 0;
    for (int attempt = 0; attempt < 5000 && checked < 300; ++attempt) {
      const EinSumGraph graph = parseOk(writer.write(/*tree=*/false));
      if (graph.isForest()) continue;
      try {
        const PartitionPlan tree = solveEinDecomp(graph, {.devices = 8, .treeDpOnly = true});
        const PartitionPlan exact = solveEinDecomp(graph, {.devices = 8});
        QVERIFY(exact.cost.total <= tree.cost.total);
        cheaper += exact.cost.total < tree.cost.total;
        ++checked;
      } catch (const PartitionError&) {
      }
    }
    QVERIFY(checked >= 100);
    QVERIFY(cheaper > 0);
  }

  // The authors' model by hand: only the contraction pays, inputs pay their repartition,
  // uneven splits are counted piece by piece.
  void einsummableModelByHand() {
    const EinSumGraph graph = parseOk(
        "bounds i=1024 j=512 k=256 u=10\ninput A[i,j], B[j,k], U[u]\nC[i,k] = sum(A[i,j] * B[j,k])\n"
        "D[i,k] = relu(C[i,k])\n");
    QVERIFY(isContraction(graph, graph.nodes()[0]));
    QVERIFY(!isContraction(graph, graph.nodes()[1]));
    // [2,2,1] on (i,j,k): A is read whole-split (4 blocks of 4), B in 2 of 4 blocks:
    // broadcast 524288 + 2*131072; aggregation 262144/2 * (4 - 2).
    const NodeCost c = einsummableNodeCost(graph, graph.nodes()[0], {2, 2, 1});
    QCOMPARE(c.broadcast, 524288.0 + 2 * 131072.0);
    QCOMPARE(c.aggregation, 131072.0 * 2);
    QCOMPARE(einsummableNodeCost(graph, graph.nodes()[1], {4, 4}).total(), 0.0);
    // 10 elements: split 4 ways is 3,3,2,2 (cuts 3,6,8,10), 2 ways is 5,5: the union
    // has cuts 3,5,6,8,10, so 5 pieces; from the 4-way side each piece counts its block
    // (3+3+3+2+2 = 13), from the 2-way side 5*5 = 25.
    const EinSumTensor& u = graph.tensors()[2];
    QCOMPARE(cutsOf(10, 0b100 | 0b010), (std::vector<int64_t>{3, 5, 6, 8, 10}));
    QCOMPARE(exactRepartitionCost(u, {0b100}, {0b010}), 13.0 + 25.0);
    QCOMPARE(exactRepartitionCost(u, {0b100}, {0b100}), 0.0);
    // Even splits nest: the seed's formula (block + block) * pieces.
    const EinSumTensor& a = graph.tensors()[0];
    QCOMPARE(exactRepartitionCost(a, {0b100, 0b1}, {0b1, 0b100}), repartitionCost(a, {4, 1}, {1, 4}));
    // Inputs have variables and pay: with A and B written as C reads them nothing moves.
    PartitionProblem problem(graph, {4, CostModel::Einsummable, SearchSpace::Exact});
    QCOMPARE(problem.variables().size(), std::size_t{4});  // C, D, A, B (U is unread)
    QVERIFY(problem.variableOfInput(2) < 0);
  }

  void searchSpacesHaveTheirBlockCounts() {
    QCOMPARE(nodeBlockRange(SearchSpace::Exact, false, 3).low, 3);
    QCOMPARE(nodeBlockRange(SearchSpace::Contraction, false, 3).low, 0);
    QCOMPARE(nodeBlockRange(SearchSpace::Contraction, true, 3).low, 3);
    QCOMPARE(nodeBlockRange(SearchSpace::AllRange, true, 3).high, 5);
    QCOMPARE(inputBlockRange(SearchSpace::AllRange, 3).low, 3);
    // Two indices of bound 8 at 1..4 blocks: 1 + 2 + 3 vectors.
    QCOMPARE(candidatePartitionsInRange({8, 8}, {0, 2}).size(), std::size_t{6});
    QCOMPARE(parseSearchSpace("all_range"), std::optional<SearchSpace>(SearchSpace::AllRange));
    QVERIFY(!parseCostModel("mine"));
  }

  void localImprovementNeverHurts() {
    RandomGraphWriter writer(99);
    int checked = 0;
    for (int attempt = 0; attempt < 2000 && checked < 100; ++attempt) {
      const EinSumGraph graph = parseOk(writer.write(/*tree=*/false));
      if (graph.isForest()) continue;
      try {
        const PartitionPlan plain = solveEinDecomp(graph, {.devices = 4, .improveLocally = false});
        const PartitionPlan improved = solveEinDecomp(graph, {.devices = 4});
        QVERIFY(improved.cost.total <= plain.cost.total);
        ++checked;
      } catch (const PartitionError&) {
      }
    }
    QVERIFY(checked >= 50);
  }

  void transformerBlockIsSolved() {
    QFile input(QStringLiteral(SHARDSCOPE_SOURCE_DIR "/resources/examples/einsum/transformer_block.einsum"));
    QVERIFY(input.open(QIODevice::ReadOnly));
    const EinSumGraph graph = parseOk(input.readAll().toStdString());
    const PartitionPlan plan = solveEinDecomp(graph, {.devices = 64});
    verifyPlanShape(graph, plan, 64);
    QVERIFY(plan.cost.total <= solveEinDecomp(graph, {.devices = 64, .treeDpOnly = true}).cost.total);
    QCOMPARE(plan.trace.events().back().rule,
             std::string(plan.optimal ? "eindecomp-dp-exact" : "eindecomp-dp-bounded"));
    // The trace has one candidate event and at least one choice per node, then the total.
    int chosen = 0;
    for (const trace::TraceEvent& event : plan.trace.events()) chosen += event.kind == "partition-chosen";
    QCOMPARE(chosen, static_cast<int>(graph.nodes().size()));
    QCOMPARE(plan.trace.events().back().kind, std::string("plan-cost"));
  }

  void unsplittableNodeIsAnError() {
    const EinSumGraph graph = parseOk("bounds i=2 j=2\ninput A[i,j]\nB[i] = sum(A[i,j])\n");
    QVERIFY_THROWS_EXCEPTION(PartitionError, solveEinDecomp(graph, {.devices = 8}));
    QVERIFY_THROWS_EXCEPTION(PartitionError, searchAllPartitions(graph, 8));
    QCOMPARE(solveEinDecomp(graph, {.devices = 4}).partitions[0], (PartitionVector{2, 2}));
  }

  void exhaustiveRefusesHugeSpaces() {
    std::string text = "bounds a=64 b=64 c=64\ninput X[a,b,c]\n";
    for (int n = 0; n < 8; ++n) text += std::string("Y") + std::to_string(n) + "[a,b,c] = relu(X[a,b,c])\n";
    const EinSumGraph graph = parseOk(text);
    QVERIFY_THROWS_EXCEPTION(PartitionError, searchAllPartitions(graph, 64));
  }

  void progressRunsFromZeroToOne() {
    QFile input(QStringLiteral(SHARDSCOPE_SOURCE_DIR "/resources/examples/einsum/transformer_block.einsum"));
    QVERIFY(input.open(QIODevice::ReadOnly));
    const EinSumGraph graph = parseOk(input.readAll().toStdString());
    std::vector<double> fractions;
    solveEinDecomp(graph, {.devices = 8}, {}, [&](double fraction, std::string_view) {
      fractions.push_back(fraction);
    });
    QVERIFY(fractions.size() > graph.nodes().size());
    QCOMPARE(fractions.front(), 0.0);
    QCOMPARE(fractions.back(), 1.0);
    QVERIFY(std::is_sorted(fractions.begin(), fractions.end()));
  }

  void cancellationStopsTheSolver() {
    const EinSumGraph graph = parseOk(kMatmul);
    CancellationToken token;
    token.cancel();
    QVERIFY_THROWS_EXCEPTION(OperationCancelled, solveEinDecomp(graph, {.devices = 4}, token));
    QVERIFY_THROWS_EXCEPTION(OperationCancelled, searchAllPartitions(graph, 4, 1000, token));
  }
};

QTEST_APPLESS_MAIN(TestEinDecomp)
#include "test_eindecomp.moc"
