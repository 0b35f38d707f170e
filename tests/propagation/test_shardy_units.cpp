// Unit tests of the Shardy mode's pieces: the sharding text (sub-axes, open dims,
// priorities, replicated sets) parsed and printed back, malformed text refused, and
// a few factor rules and pipeline steps on small modules: a dot's contracting factor
// is not propagated to its result, the aggressive strategy's conflict rule, func.call
// import, sharding-constraint application and the reader's own-line in_shardings.
#include "propagation/shardy/sdy_sharding.h"
#include "propagation/shardy/sdy_values.h"

#include <QTest>

using namespace shardscope::propagation::sdy;

namespace {

MeshTable meshes() {
  MeshTable table;
  table["mesh"] = std::get<SdyMesh>(parseSdyMesh(R"(<["a"=2, "b"=4, "c"=2]>)"));
  return table;
}

// The sharding Shardy mode leaves on `func`'s value `what` `index` (op_result: op index).
std::string shardingOf(const std::string& text, const std::string& pass, const std::string& func, const std::string& what, int index) {
  auto outcome = runShardy(text, pass);
  if (const auto* error = std::get_if<ShardyRunError>(&outcome)) return "error: " + error->message;
  for (const KeyedSharding& keyed : std::get<ShardyRun>(outcome).values) {
    const bool indexed = what == "op_result" ? keyed.key.opIndex == index && keyed.key.result == 0 : keyed.key.index == index;
    if (keyed.key.func == func && keyed.key.what == what && indexed && keyed.key.regionPath.empty())
      return keyed.sharding ? keyed.sharding->toString() : "null";
  }
  return "not found";
}

}  // namespace

class TestShardyUnits : public QObject {
  Q_OBJECT
 private slots:
  void shardingTextRoundTrips_data() {
    QTest::addColumn<QString>("text");
    QTest::newRow("open and closed") << R"(#sdy.sharding<@mesh, [{"a", ?}, {}]>)";
    QTest::newRow("sub-axis") << R"(#sdy.sharding<@mesh, [{"b":(1)2}, {"a"}]>)";
    QTest::newRow("priority") << R"(#sdy.sharding<@mesh, [{"a", ?}p1, {"b"}p0]>)";
    QTest::newRow("replicated") << R"(#sdy.sharding<@mesh, [{"a"}], replicated={"c"}>)";
    QTest::newRow("rank 0") << R"(#sdy.sharding<@mesh, []>)";
  }
  void shardingTextRoundTrips() {
    QFETCH(QString, text);
    MeshTable table = meshes();
    auto parsed = parseTensorSharding(text.toStdString(), table);
    QVERIFY2(std::holds_alternative<TensorSharding>(parsed), std::get_if<std::string>(&parsed) ? std::get<std::string>(parsed).c_str() : "");
    QCOMPARE(QString::fromStdString(std::get<TensorSharding>(parsed).toString()), text);
  }

  void subAxisSizes() {
    MeshTable table = meshes();
    const auto sharding = std::get<TensorSharding>(parseTensorSharding(R"(<@mesh, [{"b":(2)2}]>)", table));
    const AxisRef& axis = sharding.dims[0].axes[0];
    QCOMPARE(axis.preSize, int64_t{2});
    QCOMPARE(axis.size, int64_t{2});
    QVERIFY(!axis.isFull());
    QVERIFY(sharding.dims[0].closed);
  }

  // "a":(1)2 and "a":(3)2 of a 6-axis belong to no one decomposition of it (2 and 3
  // do not divide each other); "a":(1)2 and "a":(2)3 do.
  void subAxesCoexistOnlyInOneDecomposition() {
    const AxisRef low{"a", 1, 2, 6}, high{"a", 3, 2, 6}, rest{"a", 2, 3, 6}, other{"b", 1, 4, 4};
    QVERIFY(!low.overlaps(high));
    QVERIFY(!low.canCoexist(high));
    QVERIFY(low.canCoexist(rest));
    QVERIFY(low.canCoexist(other));
    const std::string module = R"(sdy.mesh @mesh_a_6 = <["a"=6]>
func.func @f(%arg0: tensor<2x2xf32> {sdy.sharding = #sdy.sharding<@mesh_a_6, [{"a":(1)2}, {}]>})
    -> (tensor<2x2xf32> {sdy.sharding = #sdy.sharding<@mesh_a_6, [{}, {"a":(2)3}]>}) {
  %0 = stablehlo.sine %arg0 : tensor<2x2xf32>
  return %0 : tensor<2x2xf32>
})";
    QCOMPARE(QString::fromStdString(shardingOf(module, "sdy-basic-propagate", "f", "op_result", 0)),
             QStringLiteral(R"(#sdy.sharding<@mesh_a_6, [{"a":(1)2, ?}, {"a":(2)3, ?}]>)"));
  }

  void malformedShardingsAreRefused_data() {
    QTest::addColumn<QString>("text");
    QTest::newRow("unknown axis") << R"(<@mesh, [{"z"}]>)";
    QTest::newRow("unknown mesh") << R"(<@nowhere, [{"a"}]>)";
    QTest::newRow("unclosed") << R"(<@mesh, [{"a"})";
  }
  void malformedShardingsAreRefused() {
    QFETCH(QString, text);
    MeshTable table = meshes();
    QVERIFY(std::holds_alternative<std::string>(parseTensorSharding(text.toStdString(), table)));
  }

  void dotContractingFactorStaysOffTheResult() {
    const std::string text = R"(sdy.mesh @mesh = <["a"=2, "b"=2]>
func.func @f(%arg0: tensor<8x4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"a"}, {"b"}]>}, %arg1: tensor<4x16xf32>) -> tensor<8x16xf32> {
  %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0] : (tensor<8x4xf32>, tensor<4x16xf32>) -> tensor<8x16xf32>
  return %0 : tensor<8x16xf32>
}
)";
    QCOMPARE(shardingOf(text, "sdy-basic-propagate", "f", "op_result", 0), std::string(R"(#sdy.sharding<@mesh, [{"a", ?}, {?}]>)"));
    QCOMPARE(shardingOf(text, "sdy-basic-propagate", "f", "arg", 1), std::string(R"(#sdy.sharding<@mesh, [{"b", ?}, {?}]>)"));
  }

  void aggressiveKeepsTheMostShardedFactor() {
    const std::string text = R"(sdy.mesh @mesh = <["a"=2, "b"=2]>
func.func @f(%arg0: tensor<8x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"a"}]>}, %arg1: tensor<8x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"b", "a"}, {}]>}) -> tensor<8x8xf32> {
  %0 = stablehlo.add %arg0, %arg1 : tensor<8x8xf32>
  return %0 : tensor<8x8xf32>
}
)";
    QCOMPARE(shardingOf(text, "sdy-aggressive-propagate{propagation-strategy=aggressive}", "f", "op_result", 0),
             std::string(R"(#sdy.sharding<@mesh, [{"b", "a", ?}, {?}]>)"));
    // Basic drops both conflicting factors.
    QCOMPARE(shardingOf(text, "sdy-basic-propagate", "f", "op_result", 0), std::string("null"));
  }

  void pipelineImportsCallsAndAppliesConstraints() {
    const std::string text = R"(sdy.mesh @mesh = <["a"=2, "b"=2]>
func.func @main(%arg0: tensor<8x2xi32>) -> tensor<8x2xi32> {
  %0 = stablehlo.add %arg0, %arg0 : tensor<8x2xi32>
  %1 = call @foo(%0) : (tensor<8x2xi32>) -> tensor<8x2xi32>
  return %1 : tensor<8x2xi32>
}
func.func private @foo(%arg0: tensor<8x2xi32>) -> tensor<8x2xi32> {
  %0 = stablehlo.abs %arg0 : tensor<8x2xi32>
  %1 = sdy.sharding_constraint %0 <@mesh, [{"b"}, {}]> : tensor<8x2xi32>
  return %1 : tensor<8x2xi32>
}
)";
    const std::string b = R"(#sdy.sharding<@mesh, [{"b"}, {}]>)";
    QCOMPARE(shardingOf(text, "sdy-propagation-pipeline", "foo", "op_result", 0), b);  // the constraint applied to its input
    QCOMPARE(shardingOf(text, "sdy-propagation-pipeline", "foo", "arg", 0), b);
    QCOMPARE(shardingOf(text, "sdy-propagation-pipeline", "main", "arg", 0), b);  // across the call
    QCOMPARE(shardingOf(text, "sdy-propagation-pipeline", "main", "op_result", 1), b);
    // Without the pipeline's import the call is opaque.
    QCOMPARE(shardingOf(text, "sdy-basic-propagate", "main", "arg", 0), std::string("null"));
  }

  void manualComputationShardingsOnTheirOwnLines() {
    const std::string text = R"(sdy.mesh @mesh = <["a"=2, "b"=2]>
func.func @f(%arg0: tensor<8xf32>) -> tensor<8xf32> {
  %0 = sdy.manual_computation(%arg0)
      in_shardings=[<@mesh, [{"b"}]>]
      out_shardings=[<@mesh, [{"b"}]>]
      manual_axes={"b"} (%arg1: tensor<4xf32>) {
    sdy.return %arg1 : tensor<4xf32>
  } : (tensor<8xf32>) -> tensor<8xf32>
  return %0 : tensor<8xf32>
}
)";
    QCOMPARE(shardingOf(text, "sdy-basic-propagate", "f", "op_result", 0), std::string(R"(#sdy.sharding<@mesh, [{"b"}]>)"));
  }
};

QTEST_GUILESS_MAIN(TestShardyUnits)
#include "test_shardy_units.moc"
