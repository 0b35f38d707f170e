// Resharding plan and cost model: the collectives a propagated module implies, the
// seed-002 byte formulas, the topology table and memory per device.
#include "io/hlo_text_parser.h"
#include "propagation/collective_cost.h"
#include "propagation/resharding_plan.h"
#include "propagation/sharding_propagation.h"
#include "propagation/topology.h"

#include <QTest>

using namespace shardscope;
using namespace shardscope::propagation;

namespace {

ir::Module load(const std::string& text) {
  io::HloParseOptions options;
  options.fileName = "test.hlo";
  io::LoadResult result = io::parseHloText(text, options);
  if (!result.ok()) qFatal("test module does not parse");
  return std::move(*result.module);
}

const Interconnect& nvlink4() {
  static const TopologyTable table = defaultTopologyTable();
  return *table.find("nvlink4");
}

}  // namespace

class TestReshardingPlan : public QObject {
  Q_OBJECT
 private slots:
  void byteFormulas_data() {
    QTest::addColumn<int>("kind");
    QTest::addColumn<int>("n");
    QTest::addColumn<double>("expected");
    QTest::newRow("all-reduce 2(N-1)/N") << int(CollectiveKind::AllReduce) << 4 << 2.0 * 3.0 / 4.0 * 1024.0;
    QTest::newRow("all-gather (N-1)/N") << int(CollectiveKind::AllGather) << 4 << 3.0 / 4.0 * 1024.0;
    QTest::newRow("reduce-scatter (N-1)/N") << int(CollectiveKind::ReduceScatter) << 8 << 7.0 / 8.0 * 1024.0;
    QTest::newRow("all-to-all (N-1)/N^2") << int(CollectiveKind::AllToAll) << 4 << 3.0 / 16.0 * 1024.0;
    QTest::newRow("one device sends nothing") << int(CollectiveKind::AllReduce) << 1 << 0.0;
  }
  void byteFormulas() {
    QFETCH(int, kind);
    QFETCH(int, n);
    QFETCH(double, expected);
    QCOMPARE(bytesPerDevice(static_cast<CollectiveKind>(kind), n, 1024.0), expected);
  }

  void timeIsAlphaPlusBytesOverBeta() {
    const Interconnect link{"x", 100, 10, ""};
    QCOMPARE(collectiveSeconds(1e9, link), 10e-6 + 0.01);
    QCOMPARE(collectiveSeconds(0, link), 0.0);
  }

  void megatronMlpNeedsOneAllReduce() {
    // Column-parallel w1, row-parallel w2: the second dot is a partial sum (seed 002).
    const ir::Module m = load(R"(HloModule m
ENTRY e {
  px = f32[16,32] parameter(0)
  p1 = f32[32,64] parameter(1)
  p2 = f32[64,32] parameter(2)
  x = f32[16,32] copy(px), sharding={replicated}
  w1 = f32[32,64] copy(p1), sharding={devices=[1,2]0,1}
  w2 = f32[64,32] copy(p2), sharding={devices=[2,1]0,1}
  h = f32[16,64] dot(x, w1), lhs_contracting_dims={1}, rhs_contracting_dims={0}
  y = f32[16,32] dot(h, w2), lhs_contracting_dims={1}, rhs_contracting_dims={0}
  ROOT out = f32[16,32] copy(y), sharding={replicated}
}
)");
    PropagationOptions options;
    options.isSpmd = true;
    const PropagationResult result = propagateShardings(m, options);
    QVERIFY(result.find(m, "h"));
    QVERIFY(*result.find(m, "h") == std::get<sharding::HloSharding>(sharding::parseHloSharding("{devices=[1,2]0,1}")));
    const ReshardingPlan plan = planResharding(m, result, nvlink4());
    QCOMPARE(plan.collectives.size(), std::size_t{1});
    const PlannedCollective& c = plan.collectives[0];
    QCOMPARE(c.kind, CollectiveKind::AllReduce);
    QCOMPARE(c.producer, std::string("y"));
    QCOMPARE(c.groupSize, int64_t{2});
    QCOMPARE(c.bytesPerDevice, 2.0 * 1.0 / 2.0 * 16 * 32 * 4);
    QCOMPARE(c.seconds, 5e-6 + c.bytesPerDevice / 450e9);
    // w1 holds half its bytes on each device.
    for (const TensorMemory& t : plan.memory)
      if (t.name == "w1") QCOMPARE(t.bytesPerDevice, int64_t{32 * 64 * 4 / 2});
    QVERIFY(plan.peakBytesPerDevice > 0);
  }

  void conflictingEdgeNeedsAnAllGather() {
    const ir::Module m = load(R"(HloModule m
ENTRY e {
  p = f32[8,8] parameter(0)
  a = f32[8,8] copy(p), sharding={devices=[4,1]0,1,2,3}
  ROOT b = f32[8,8] copy(a), sharding={replicated}
}
)");
    const PropagationResult result = propagateShardings(m);
    const ReshardingPlan plan = planResharding(m, result, nvlink4());
    QCOMPARE(plan.collectives.size(), std::size_t{1});
    QCOMPARE(plan.collectives[0].kind, CollectiveKind::AllGather);
    QCOMPARE(plan.collectives[0].producer, std::string("a"));
    QCOMPARE(plan.collectives[0].consumer, std::string("b"));
    QCOMPARE(plan.collectives[0].bytesPerDevice, 3.0 / 4.0 * 8 * 8 * 4);
  }

  void defaultTableFileMatchesTheBuiltInTable() {
    auto loaded = loadTopologyTable(SHARDSCOPE_SOURCE_DIR "/resources/topologies/default.topology");
    QVERIFY(std::holds_alternative<TopologyTable>(loaded));
    QVERIFY(std::get<TopologyTable>(loaded) == defaultTopologyTable());
  }

  void malformedTableGivesAPositionedError() {
    auto parsed = parseTopologyTable("# comment\nnvlink 300 5 ok\nbad  fast 5\n", "t.topology");
    const Diagnostic* error = std::get_if<Diagnostic>(&parsed);
    QVERIFY(error);
    QCOMPARE(error->line, 3);
    QCOMPARE(error->column, 6);
    QVERIFY(std::holds_alternative<Diagnostic>(parseTopologyTable("a 1 1\na 2 2\n", "t")));
    QVERIFY(std::holds_alternative<Diagnostic>(parseTopologyTable("a 0 1\n", "t")));
    QVERIFY(std::holds_alternative<Diagnostic>(parseTopologyTable("", "t")));
  }
};

QTEST_APPLESS_MAIN(TestReshardingPlan)
#include "test_resharding_plan.moc"
