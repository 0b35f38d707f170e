// How PartitionProblem stores what it builds (issue 22's build time): the variables of
// equal join bounds share one candidate list instead of a copy each, and a flow's parts
// live in one array, their seed-model block sizes computed without a vector per part.
// The shared and flat forms must answer exactly what the plain ones did.
#include "partition/cost_model.h"
#include "partition/einsum_parser.h"
#include "partition/partition_problem.h"
#include "partition/search_space.h"

#include "test_support/einsum_graphs.h"

#include <QTest>

#include <algorithm>
#include <map>
#include <optional>
#include <string>
#include <vector>

using namespace shardscope;
using namespace shardscope::partition;

namespace {
std::vector<int64_t> boundsOf(const EinSumGraph& graph, const EinSumNode& node) {
  std::vector<int64_t> bounds;
  for (std::size_t k = 0; k < node.joinIndices.size(); ++k) bounds.push_back(graph.joinBound(node, static_cast<int>(k)));
  return bounds;
}

// The part counts behind a seed-model part (one split per dimension).
TensorParts countsOf(const SplitMask& mask) {
  TensorParts counts;
  for (uint32_t bits : mask) counts.push_back(bits ? static_cast<int>(bits) : 1);
  return counts;
}
}  // namespace

class TestPartitionProblemStorage : public QObject {
  Q_OBJECT

 private slots:
  // Every node's candidates are the enumeration of its own join bounds, and nodes of
  // equal bounds (and range) read the same list, not copies of it.
  void equalBoundsShareOneCandidateList() {
    const EinSumGraph graph = test_support::llamaLayers(8);
    for (const SearchSpace space : {SearchSpace::Exact, SearchSpace::Contraction, SearchSpace::AllRange}) {
      PartitionProblem problem(graph, {64, CostModel::Seed, space});
      std::map<std::pair<std::vector<int64_t>, bool>, const PartitionVector*> first;
      int shared = 0;
      for (std::size_t n = 0; n < graph.nodes().size(); ++n) {
        const EinSumNode& node = graph.nodes()[n];
        const auto& candidates = problem.variables()[n].candidates;
        const std::vector<int64_t> bounds = boundsOf(graph, node);
        if (bounds.empty()) continue;
        const ExponentRange range = nodeBlockRange(space, isContraction(graph, node), 6);
        const std::vector<PartitionVector> expected = candidatePartitionsInRange(bounds, range);
        QCOMPARE(candidates.size(), expected.size());
        QVERIFY(std::equal(candidates.begin(), candidates.end(), expected.begin(), expected.end()));
        const auto [at, inserted] = first.emplace(std::make_pair(bounds, isContraction(graph, node)), &candidates[0]);
        if (!inserted) {  // (the range is a function of the space, the kind of node and P)
          QCOMPARE(&candidates[0], at->second);  // the same storage
          ++shared;
        }
      }
      QVERIFY(shared > static_cast<int>(graph.nodes().size()) / 2);  // 8 layers repeat the first
    }
  }

  // A copy of the problem keeps working after the original is gone (the lists are
  // shared, not borrowed).
  void copiesOutliveTheOriginal() {
    const EinSumGraph graph = test_support::llamaLayers(4);
    std::vector<PartitionVector> expected;
    std::optional<PartitionProblem> copy;
    {
      PartitionProblem problem(graph, {16, CostModel::Einsummable, SearchSpace::Exact});
      for (const auto& d : problem.variables().back().candidates) expected.push_back(d);
      copy.emplace(problem);
    }
    const auto& candidates = copy->variables().back().candidates;
    QVERIFY(std::equal(candidates.begin(), candidates.end(), expected.begin(), expected.end()));
  }

  // The flat array gives back every part as interned, and the seed model's cached block
  // sizes cost each repartition as cost_model.h's repartitionCost does, to the element.
  void flatPartsCostAsThePlainOnes() {
    const EinSumGraph graph = test_support::llamaLayers(4);
    for (const int devices : {8, 64}) {
      PartitionProblem problem(graph, {devices, CostModel::Seed, SearchSpace::AllRange});
      int compared = 0;
      for (std::size_t f = 0; f < problem.flows().size(); ++f) {
        const int flow = static_cast<int>(f);
        const auto& entry = problem.flows()[f];
        const EinSumTensor& tensor = graph.tensors()[entry.tensor];
        std::vector<int> parts(entry.outPart.begin(), entry.outPart.end());
        for (const auto& reads : entry.readPart) parts.insert(parts.end(), reads.begin(), reads.end());
        std::sort(parts.begin(), parts.end());
        parts.erase(std::unique(parts.begin(), parts.end()), parts.end());
        for (int a : parts) {
          const SplitMask mask = problem.part(flow, a);
          const auto words = problem.partWords(flow, a);
          QCOMPARE(mask.size(), tensor.shape.size());
          QVERIFY(std::equal(mask.begin(), mask.end(), words.begin(), words.end()));
          for (int b : parts) {
            QCOMPARE(problem.repartition(flow, a, b),
                     repartitionCost(tensor, countsOf(mask), countsOf(problem.part(flow, b))));
            ++compared;
          }
        }
        // Refinements interned later (the flat array grows) read back as their union.
        for (std::size_t i = 0; i + 1 < parts.size() && i < 8; ++i) {
          const int refined = problem.refine(flow, parts[i], parts[i + 1]);
          const SplitMask a = problem.part(flow, parts[i]), b = problem.part(flow, parts[i + 1]);
          const SplitMask r = problem.part(flow, refined);
          for (std::size_t k = 0; k < r.size(); ++k) QCOMPARE(r[k], std::max(a[k], b[k]));
        }
      }
      QVERIFY(compared > 1000);
    }
  }
};

QTEST_GUILESS_MAIN(TestPartitionProblemStorage)
#include "test_partition_problem_storage.moc"
