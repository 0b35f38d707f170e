// The planner's choice between XLA's two lowerings of a dot whose operand is tiled on
// contracting dims while the other operand is replicated or unannotated: slice the
// replicated operand locally and all-reduce the partial results, or all-gather the tiled
// operand. The cheaper one in bytes per device wins; a tie keeps the all-reduce. The
// reason names the choice and what the other would have cost.
#include "io/hlo_text_parser.h"
#include "propagation/collective_cost.h"
#include "propagation/resharding_plan.h"
#include "propagation/sharding_propagation.h"
#include "propagation/topology.h"

#include <QTest>

using namespace shardscope;
using namespace shardscope::propagation;

namespace {

ir::Module load(const QString& text) {
  io::HloParseOptions options;
  options.fileName = "test.hlo";
  io::LoadResult result = io::parseHloText(text.toStdString(), options);
  if (!result.ok()) qFatal("test module does not parse: %s", result.diagnostics.front().format().c_str());
  return std::move(*result.module);
}

ReshardingPlan plan(const ir::Module& module) {
  PropagationOptions options;
  options.isSpmd = true;
  const PropagationResult result = propagateShardings(module, options);
  static const TopologyTable table = defaultTopologyTable();
  return planResharding(module, result, *table.find("nvlink4"));
}

// y = dot(a, b) over a [m,k] x [k,n]; `a` and `b` are copies carrying the given
// shardings ("" leaves the operand a bare parameter, i.e. unannotated); y's user keeps
// it replicated.
QString dotModule(int m, int k, int n, const QString& aSharding, const QString& bSharding) {
  const auto operand = [](const char* name, const char* parameter, const QString& shape, const QString& sharding) {
    return sharding.isEmpty() ? QStringLiteral("  %1 = f32[%2] parameter(%3)\n").arg(name, shape, parameter)
                              : QStringLiteral("  %1.p = f32[%2] parameter(%3)\n  %1 = f32[%2] copy(%1.p), sharding=%4\n")
                                    .arg(name, shape, parameter, sharding);
  };
  return QStringLiteral("HloModule m\nENTRY e {\n") + operand("a", "0", QStringLiteral("%1,%2").arg(m).arg(k), aSharding) +
         operand("b", "1", QStringLiteral("%1,%2").arg(k).arg(n), bSharding) +
         QStringLiteral("  y = f32[%1,%2] dot(a, b), lhs_contracting_dims={1}, rhs_contracting_dims={0}\n"
                        "  ROOT out = f32[%1,%2] copy(y), sharding={replicated}\n}\n")
             .arg(m)
             .arg(n);
}

}  // namespace

class TestReshardingChoice : public QObject {
  Q_OBJECT

 private slots:
  void cheaperLoweringWins_data();
  void cheaperLoweringWins();
  void bothOperandsTiledStayOneAllReduceWithoutChoice();
  void planIsDeterministic();
};

void TestReshardingChoice::cheaperLoweringWins_data() {
  QTest::addColumn<QString>("hlo");
  QTest::addColumn<QString>("kind");          // the one collective planned
  QTest::addColumn<QString>("producer");
  QTest::addColumn<QString>("consumer");
  QTest::addColumn<double>("bytes");          // per device, chosen
  QTest::addColumn<double>("alternative");    // per device, the other lowering
  QTest::addColumn<QString>("reasonStart");

  // The mlp shape: all-gather of a [16,64] (1/2 * 4096 B) equals all-reduce of y [16,32]
  // (2 * 1/2 * 2048 B): the tie keeps the all-reduce, as XLA's partitioner does.
  QTest::newRow("tie -> all-reduce (b replicated)")
      << dotModule(16, 64, 32, "{devices=[1,2]0,1}", "{replicated}") << "all-reduce" << "y" << "" << 2048.0 << 2048.0
      << "chose to slice `b` locally";
  QTest::newRow("tie -> all-reduce (b unannotated)")
      << dotModule(16, 64, 32, "{devices=[1,2]0,1}", "") << "all-reduce" << "y" << "" << 2048.0 << 2048.0
      << "chose to slice `b` locally";
  // A narrow output: the all-reduce moves 512 B, gathering a would move 2048 B.
  QTest::newRow("narrow output -> all-reduce")
      << dotModule(16, 64, 8, "{devices=[1,2]0,1}", "{replicated}") << "all-reduce" << "y" << "" << 512.0 << 2048.0
      << "chose to slice `b` locally";
  // A short contracting dim and a wide output: gathering a (256 B) beats 4096 B.
  QTest::newRow("wide output -> all-gather")
      << dotModule(16, 8, 64, "{devices=[1,2]0,1}", "{replicated}") << "all-gather" << "a" << "y" << 256.0 << 4096.0
      << "chose to all-gather `a`";
  // The rhs tiled on its contracting dim over 4 devices, the lhs replicated: a tie
  // (3/4 * 8192 B either way).
  QTest::newRow("rhs tiled, N=4, tie -> all-reduce")
      << dotModule(16, 32, 64, "{replicated}", "{devices=[4,1]0,1,2,3}") << "all-reduce" << "y" << "" << 6144.0 << 6144.0
      << "chose to slice `a` locally";
  // N=4, lhs tiled, wide output: 3/4 * 2048 B gathered vs 2 * 3/4 * 16384 B reduced.
  QTest::newRow("N=4 wide output -> all-gather")
      << dotModule(16, 32, 256, "{devices=[1,4]0,1,2,3}", "") << "all-gather" << "a" << "y" << 1536.0 << 24576.0
      << "chose to all-gather `a`";
}

void TestReshardingChoice::cheaperLoweringWins() {
  QFETCH(QString, hlo);
  QFETCH(QString, kind);
  QFETCH(QString, producer);
  QFETCH(QString, consumer);
  QFETCH(double, bytes);
  QFETCH(double, alternative);
  QFETCH(QString, reasonStart);
  const ir::Module module = load(hlo);
  const ReshardingPlan result = plan(module);
  QCOMPARE(result.collectives.size(), std::size_t{1});
  const PlannedCollective& c = result.collectives.front();
  QCOMPARE(QString::fromUtf8(collectiveName(c.kind).data()), kind);
  QCOMPARE(QString::fromStdString(c.producer), producer);
  QCOMPARE(QString::fromStdString(c.consumer), consumer);
  QCOMPARE(c.bytesPerDevice, bytes);
  QCOMPARE(c.alternativeBytesPerDevice, alternative);
  QVERIFY(!c.alternative.empty());
  QVERIFY2(QString::fromStdString(c.reason).startsWith(reasonStart), c.reason.c_str());
  // The reason also says what the other lowering would have moved.
  QVERIFY2(QString::fromStdString(c.reason).contains("; would "), c.reason.c_str());
  QCOMPARE(result.totalBytesPerDevice, bytes);
  if (bytes == alternative) QVERIFY2(QString::fromStdString(c.reason).contains("a tie"), c.reason.c_str());
}

void TestReshardingChoice::bothOperandsTiledStayOneAllReduceWithoutChoice() {
  // Megatron column -> row: both contracting dims tiled alike, nothing to gather.
  const ir::Module module = load(dotModule(16, 64, 32, "{devices=[1,2]0,1}", "{devices=[2,1]0,1}"));
  const ReshardingPlan result = plan(module);
  QCOMPARE(result.collectives.size(), std::size_t{1});
  QCOMPARE(result.collectives.front().kind, CollectiveKind::AllReduce);
  QCOMPARE(result.collectives.front().bytesPerDevice, 2048.0);
  QVERIFY(result.collectives.front().alternative.empty());
}

void TestReshardingChoice::planIsDeterministic() {
  const ir::Module module = load(dotModule(16, 64, 32, "{devices=[1,2]0,1}", ""));
  const ReshardingPlan first = plan(module);
  for (int i = 0; i < 5; ++i) {
    const ReshardingPlan again = plan(module);
    QCOMPARE(again.collectives.size(), first.collectives.size());
    QCOMPARE(again.collectives.front().reason, first.collectives.front().reason);
    QCOMPARE(again.collectives.front().kind, first.collectives.front().kind);
  }
}

QTEST_APPLESS_MAIN(TestReshardingChoice)
#include "test_resharding_choice.moc"
