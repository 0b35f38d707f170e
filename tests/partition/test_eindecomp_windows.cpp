// Issue 22: the fallback's windows on a graph of repeated layers take the outcome of an
// equal window solved before (window_memo.h) instead of solving it again. The plan must
// be the one the windows give without that, in both cost models: same partitions, same
// cost, the same number of windows run; and windows must actually be reused.
#include "../../bench/partition/llama_layers.h"
#include "partition/eindecomp.h"
#include "partition/einsum_parser.h"

#include <QTest>

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
}  // namespace

class TestEinDecompWindows : public QObject {
  Q_OBJECT

 private slots:
  void seedModelExactSpace() { compareWithAndWithoutReuse(CostModel::Seed, SearchSpace::Exact); }
  void seedModelAllRange() { compareWithAndWithoutReuse(CostModel::Seed, SearchSpace::AllRange); }
  void einsummableModelContraction() { compareWithAndWithoutReuse(CostModel::Einsummable, SearchSpace::Contraction); }
};

QTEST_APPLESS_MAIN(TestEinDecompWindows)
#include "test_eindecomp_windows.moc"
