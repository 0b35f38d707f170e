// N-rank collectives against hand-computed results. Device d holds {10d+1, 10d+2},
// so every number says where it came from. Groups include non-contiguous ones
// ({0,2},{1,3}), reordered ones ({2,0}) and iota forms.
#include "numeric/interpret_error.h"
#include "numeric/interpreter.h"
#include "numeric_test_support.h"

#include <QTest>

using namespace shardscope;
using namespace shardscope::numeric;

using PerDevice = std::vector<std::vector<double>>;
Q_DECLARE_METATYPE(PerDevice)

namespace {

std::string collectiveModule(const std::string& resultShape, const std::string& op) {
  return "HloModule c, num_partitions=4\n\n"
         "%sum (a: f32[], b: f32[]) -> f32[] {\n  %a = f32[] parameter(0)\n  %b = f32[] parameter(1)\n  ROOT %s = f32[] add(%a, %b)\n}\n\n"
         "%max (c: f32[], d: f32[]) -> f32[] {\n  %c = f32[] parameter(0)\n  %d = f32[] parameter(1)\n  ROOT %m = f32[] maximum(%c, %d)\n}\n\n"
         "ENTRY %main (x: f32[2]) -> " + resultShape + " {\n  %x = f32[2] parameter(0)\n  ROOT %r = " + resultShape + " " + op + "\n}\n";
}

PerDevice runOnFourDevices(const ir::Module& m) {
  ElementBudget budget;
  InterpreterOptions options;
  options.numDevices = 4;
  options.numPartitions = 4;
  Interpreter interpreter(m, options, budget);
  std::vector<std::vector<Value>> arguments;
  for (int d = 0; d < 4; ++d) {
    Value x = budget.makeArray(ir::ElementType::F32, {2});
    x.data = {10.0 * d + 1, 10.0 * d + 2};
    arguments.push_back({x});
  }
  const EntryValues values = interpreter.run({0, 1, 2, 3}, arguments);
  PerDevice result;
  for (const Value& value : values.values[m.entryComputation().root]) result.push_back(value.data);
  return result;
}

}  // namespace

class TestCollectiveSimulation : public QObject {
  Q_OBJECT

 private slots:
  void handComputed_data() {
    QTest::addColumn<QString>("shape");
    QTest::addColumn<QString>("op");
    QTest::addColumn<PerDevice>("expected");
    QTest::newRow("all-reduce non-contiguous") << "f32[2]" << "all-reduce(%x), replica_groups={{0,2},{1,3}}, to_apply=%sum"
                                               << PerDevice{{22, 24}, {42, 44}, {22, 24}, {42, 44}};
    QTest::newRow("all-reduce iota transposed") << "f32[2]" << "all-reduce(%x), replica_groups=[2,2]<=[2,2]T(1,0), to_apply=%sum"
                                                << PerDevice{{22, 24}, {42, 44}, {22, 24}, {42, 44}};
    QTest::newRow("all-reduce iota contiguous") << "f32[2]" << "all-reduce(%x), replica_groups=[2,2]<=[4], to_apply=%sum"
                                                << PerDevice{{12, 14}, {12, 14}, {52, 54}, {52, 54}};
    QTest::newRow("all-reduce all devices") << "f32[2]" << "all-reduce(%x), replica_groups={}, to_apply=%sum"
                                            << PerDevice{{64, 68}, {64, 68}, {64, 68}, {64, 68}};
    QTest::newRow("all-reduce max") << "f32[2]" << "all-reduce(%x), replica_groups={{0,1,2,3}}, to_apply=%max"
                                    << PerDevice{{31, 32}, {31, 32}, {31, 32}, {31, 32}};
    QTest::newRow("all-gather non-contiguous") << "f32[4]" << "all-gather(%x), replica_groups={{0,2},{1,3}}, dimensions={0}"
                                               << PerDevice{{1, 2, 21, 22}, {11, 12, 31, 32}, {1, 2, 21, 22}, {11, 12, 31, 32}};
    QTest::newRow("all-gather group order") << "f32[4]" << "all-gather(%x), replica_groups={{2,0},{1,3}}, dimensions={0}"
                                            << PerDevice{{21, 22, 1, 2}, {11, 12, 31, 32}, {21, 22, 1, 2}, {11, 12, 31, 32}};
    QTest::newRow("all-gather iota all") << "f32[8]" << "all-gather(%x), replica_groups=[1,4]<=[4], dimensions={0}"
                                         << PerDevice(4, {1, 2, 11, 12, 21, 22, 31, 32});
    QTest::newRow("reduce-scatter non-contiguous") << "f32[1]" << "reduce-scatter(%x), replica_groups={{0,2},{1,3}}, dimensions={0}, to_apply=%sum"
                                                   << PerDevice{{22}, {42}, {24}, {44}};
    QTest::newRow("all-to-all non-contiguous") << "f32[2]" << "all-to-all(%x), replica_groups={{0,2},{1,3}}, dimensions={0}"
                                               << PerDevice{{1, 21}, {11, 31}, {2, 22}, {12, 32}};
    QTest::newRow("collective-permute shift") << "f32[2]" << "collective-permute(%x), source_target_pairs={{0,1},{1,2},{2,3}}"
                                              << PerDevice{{0, 0}, {1, 2}, {11, 12}, {21, 22}};
    QTest::newRow("collective-permute ring") << "f32[2]" << "collective-permute(%x), source_target_pairs={{0,3},{3,2},{2,1},{1,0}}"
                                             << PerDevice{{11, 12}, {21, 22}, {31, 32}, {1, 2}};
  }

  void handComputed() {
    QFETCH(QString, shape);
    QFETCH(QString, op);
    QFETCH(PerDevice, expected);
    std::optional<ir::Module> m = testing::parseModule(collectiveModule(shape.toStdString(), op.toStdString()));
    QVERIFY(m);
    QCOMPARE(runOnFourDevices(*m), expected);
  }

  void invalidGroupsAreErrors_data() {
    QTest::addColumn<QString>("op");
    QTest::newRow("device out of range") << "all-reduce(%x), replica_groups={{0,7}}, to_apply=%sum";
    QTest::newRow("device twice") << "all-reduce(%x), replica_groups={{0,1},{1,2,3}}, to_apply=%sum";
    QTest::newRow("device in no group") << "all-reduce(%x), replica_groups={{0,1},{2}}, to_apply=%sum";
    QTest::newRow("permute target twice") << "collective-permute(%x), source_target_pairs={{0,1},{2,1}}";
  }

  void invalidGroupsAreErrors() {
    QFETCH(QString, op);
    std::optional<ir::Module> m = testing::parseModule(collectiveModule("f32[2]", op.toStdString()), "bad.hlo");
    if (!m) return;  // the loader refusing it is fine too
    QVERIFY_THROWS_EXCEPTION(InterpretError, runOnFourDevices(*m));
  }

  void mirrorModeKeepsDataLocal() {
    // Identity communication: each device reduces copies of its own operand.
    std::optional<ir::Module> m = testing::parseModule(collectiveModule("f32[2]", "all-reduce(%x), replica_groups={{0,2},{1,3}}, to_apply=%sum"));
    QVERIFY(m);
    ElementBudget budget;
    InterpreterOptions options;
    options.numDevices = 4;
    options.communication = CommunicationMode::Mirror;
    Interpreter interpreter(*m, options, budget);
    Value x = budget.makeArray(ir::ElementType::F32, {2});
    x.data = {21, 22};
    const EntryValues values = interpreter.run({2}, {{x}});
    QCOMPARE(values.values[m->entryComputation().root][0].data, (std::vector<double>{42, 44}));
  }
};

QTEST_APPLESS_MAIN(TestCollectiveSimulation)
#include "test_collective_simulation.moc"
