// Partition vectors as GSPMD shardings: the exact text for the seed's matmul, and for
// every candidate of several nodes a check that the sharding text, expanded device by
// device, hands each kernel call exactly the block it works on.
#include "partition/eindecomp.h"
#include "partition/einsum_parser.h"
#include "partition/gspmd_sharding.h"
#include "sharding/hlo_sharding.h"

#include <QRegularExpression>
#include <QTest>

#include <numeric>

using namespace shardscope;
using namespace shardscope::partition;

namespace {
EinSumGraph parseOk(const std::string& text) {
  auto result = parseEinSumGraph(text, "test.einsum");
  if (const Diagnostic* diagnostic = std::get_if<Diagnostic>(&result))
    qFatal("unexpected parse error: %s", diagnostic->format().c_str());
  return std::get<EinSumGraph>(std::move(result));
}

std::vector<int> numbers(const QString& list) {
  std::vector<int> values;
  for (const QString& part : list.split(',', Qt::SkipEmptyParts)) values.push_back(part.toInt());
  return values;
}

// An independent reading of the iota tile-assignment text: for each device, its tile
// coordinate (the data dims followed by the subgroup dim, if any).
struct ExpandedSharding {
  std::vector<int> tileDims;
  std::vector<std::vector<int>> tileOfDevice;
  std::vector<int64_t> devicesRowMajor;  // the tile assignment array, flattened
  QString subgroup;  // "", "replicate" or "unreduced"
};

ExpandedSharding expand(const std::string& text, int devices) {
  ExpandedSharding result;
  result.tileOfDevice.resize(devices);
  if (text == "{replicated}") {
    for (auto& tile : result.tileOfDevice) tile = {};
    return result;
  }
  static const QRegularExpression pattern(
      R"(^\{devices=\[([0-9,]+)\]<=\[([0-9,]+)\](?:T\(([0-9,]+)\))?( last_tile_dim_replicate| last_tile_dims=\{unreduced\})?\}$)");
  const QRegularExpressionMatch match = pattern.match(QString::fromStdString(text));
  if (!match.hasMatch()) qFatal("not a tiled sharding: %s", text.c_str());
  result.tileDims = numbers(match.captured(1));
  const std::vector<int> reshape = numbers(match.captured(2));
  std::vector<int> perm = numbers(match.captured(3));
  if (perm.empty()) {
    perm.resize(reshape.size());
    std::iota(perm.begin(), perm.end(), 0);
  }
  result.subgroup = match.captured(4).contains("replicate") ? "replicate"
                    : match.captured(4).isEmpty()          ? ""
                                                           : "unreduced";
  // devices = iota(P).reshape(reshape).transpose(perm), listed row-major.
  std::vector<int> transposedDims;
  for (int p : perm) transposedDims.push_back(reshape[p]);
  const int total = std::accumulate(reshape.begin(), reshape.end(), 1, std::multiplies<int>());
  if (total != devices) qFatal("device count mismatch in %s", text.c_str());
  for (int flat = 0; flat < total; ++flat) {
    // Coordinates in the transposed array, then the source coordinate, then the device.
    std::vector<int> coord(transposedDims.size());
    int rest = flat;
    for (int k = static_cast<int>(transposedDims.size()) - 1; k >= 0; --k) {
      coord[k] = rest % transposedDims[k];
      rest /= transposedDims[k];
    }
    std::vector<int> source(reshape.size());
    for (std::size_t k = 0; k < perm.size(); ++k) source[perm[k]] = coord[k];
    int device = 0;
    for (std::size_t k = 0; k < reshape.size(); ++k) device = device * reshape[k] + source[k];
    // `flat` is also the row-major position in the tile-assignment array.
    result.devicesRowMajor.push_back(device);
    std::vector<int> tile(result.tileDims.size());
    rest = flat;
    for (int k = static_cast<int>(result.tileDims.size()) - 1; k >= 0; --k) {
      tile[k] = rest % result.tileDims[k];
      rest /= result.tileDims[k];
    }
    result.tileOfDevice[device] = tile;
  }
  return result;
}

// The sharding module's GSPMD parser (core/sharding) must read the same tiles and
// device order, so propagation and verification can take the plan as it is printed.
void verifyWithShardingParser(const std::string& text, const ExpandedSharding& expanded) {
  auto parsed = sharding::parseHloSharding(text);
  const sharding::HloSharding* value = std::get_if<sharding::HloSharding>(&parsed);
  QVERIFY2(value, text.c_str());
  if (text == "{replicated}") {
    QVERIFY(value->isReplicated());
    return;
  }
  QVERIFY(value->isTiled());
  QCOMPARE(value->tileDims(), std::vector<int64_t>(expanded.tileDims.begin(), expanded.tileDims.end()));
  QCOMPARE(value->devices(), expanded.devicesRowMajor);
  std::vector<sharding::SubgroupKind> subgroups;
  if (expanded.subgroup == "replicate") subgroups = {sharding::SubgroupKind::Replicated};
  if (expanded.subgroup == "unreduced") subgroups = {sharding::SubgroupKind::Unreduced};
  QCOMPARE(value->subgroups(), subgroups);
}

// For every kernel call of `node` (grid: output dims then aggregated dims, row-major
// device numbering), the operand and output tiles on its device must be the blocks the
// call reads and writes.
void verifyNodeShardings(const EinSumGraph& graph, const EinSumNode& node,
                         const PartitionVector& d, const NodeShardings& shardings, int devices) {
  std::vector<int> gridJoin = node.outputJoinDims;
  gridJoin.insert(gridJoin.end(), node.aggregatedJoinDims.begin(), node.aggregatedJoinDims.end());
  auto checkTensor = [&](const std::string& text, const std::vector<int>& joinDims,
                         const QString& subgroup) {
    const ExpandedSharding expanded = expand(text, devices);
    verifyWithShardingParser(text, expanded);
    int tiled = 1;
    for (int j : joinDims) tiled *= d[j];
    if (tiled == 1 && subgroup == "replicate") {
      QCOMPARE(text, std::string("{replicated}"));
      return;
    }
    QCOMPARE(expanded.subgroup, tiled == devices ? QString() : subgroup);
    for (int device = 0; device < devices; ++device) {
      // Grid coordinate of this device.
      std::vector<int> grid(gridJoin.size());
      int rest = device;
      for (int g = static_cast<int>(gridJoin.size()) - 1; g >= 0; --g) {
        grid[g] = rest % d[gridJoin[g]];
        rest /= d[gridJoin[g]];
      }
      for (std::size_t k = 0; k < joinDims.size(); ++k) {
        const int g = static_cast<int>(std::find(gridJoin.begin(), gridJoin.end(), joinDims[k]) - gridJoin.begin());
        QCOMPARE(expanded.tileOfDevice[device][k], grid[g]);
      }
    }
  };
  checkTensor(shardings.output, node.outputJoinDims, "replicate");
  for (std::size_t o = 0; o < node.operands.size(); ++o)
    checkTensor(shardings.operands[o], node.operandJoinDims[o], "replicate");
  int aggregated = 1;
  for (int j : node.aggregatedJoinDims) aggregated *= d[j];
  QCOMPARE(shardings.partialOutput.empty(), aggregated == 1);
  if (aggregated > 1) {
    checkTensor(shardings.partialOutput, node.outputJoinDims, "unreduced");
    QCOMPARE(shardings.aggregation, std::string(aggregationName(node.aggregation)));
  }
}
}  // namespace

class TestGspmdSharding : public QObject {
  Q_OBJECT

 private slots:
  void matmulShardingText_data() {
    QTest::addColumn<int>("devices");
    QTest::addColumn<PartitionVector>("d");
    QTest::addColumn<QString>("a");
    QTest::addColumn<QString>("b");
    QTest::addColumn<QString>("c");
    QTest::addColumn<QString>("partial");
    // Join order (i, j, k); kernel calls are laid out over (i, k, j).
    QTest::newRow("[4,1,4]") << 16 << PartitionVector{4, 1, 4}
                             << "{devices=[4,1,4]<=[16] last_tile_dim_replicate}"
                             << "{devices=[1,4,4]<=[4,4]T(1,0) last_tile_dim_replicate}"
                             << "{devices=[4,4]<=[16]}" << "";
    QTest::newRow("[1,4,1]") << 4 << PartitionVector{1, 4, 1} << "{devices=[1,4]<=[4]}"
                             << "{devices=[4,1]<=[4]}"
                             << "{replicated}"
                             << "{devices=[1,1,4]<=[4] last_tile_dims={unreduced}}";
    QTest::newRow("[2,2,2]") << 8 << PartitionVector{2, 2, 2}
                             << "{devices=[2,2,2]<=[2,2,2]T(0,2,1) last_tile_dim_replicate}"
                             << "{devices=[2,2,2]<=[2,2,2]T(2,1,0) last_tile_dim_replicate}"
                             << "{devices=[2,2,2]<=[8] last_tile_dim_replicate}"
                             << "{devices=[2,2,2]<=[8] last_tile_dims={unreduced}}";
    QTest::newRow("[4,1,1]") << 4 << PartitionVector{4, 1, 1} << "{devices=[4,1]<=[4]}"
                             << "{replicated}" << "{devices=[4,1]<=[4]}" << "";
  }

  void matmulShardingText() {
    QFETCH(int, devices);
    QFETCH(PartitionVector, d);
    QFETCH(QString, a);
    QFETCH(QString, b);
    QFETCH(QString, c);
    QFETCH(QString, partial);
    const EinSumGraph graph = parseOk(
        "bounds i=1024 j=512 k=256\ninput A[i,j], B[j,k]\nC[i,k] = sum(A[i,j] * B[j,k])\n");
    const GraphShardings shardings = shardingsForPlan(graph, {d}, devices);
    QCOMPARE(QString::fromStdString(shardings.nodes[0].operands[0]), a);
    QCOMPARE(QString::fromStdString(shardings.nodes[0].operands[1]), b);
    QCOMPARE(QString::fromStdString(shardings.nodes[0].output), c);
    QCOMPARE(QString::fromStdString(shardings.nodes[0].partialOutput), partial);
    // Tensor-level: inputs as their (only) reader reads them, C as produced.
    QCOMPARE(QString::fromStdString(shardings.tensors[0]), a);
    QCOMPARE(QString::fromStdString(shardings.tensors[2]), c);
    verifyNodeShardings(graph, graph.nodes()[0], d, shardings.nodes[0], devices);
  }

  void everyCandidateHandsEachCallItsBlocks_data() {
    QTest::addColumn<QString>("text");
    QTest::addColumn<int>("devices");
    QTest::newRow("matmul P=8") << "bounds i=16 j=16 k=16\ninput A[i,j], B[j,k]\nC[i,k] = sum(A[i,j] * B[j,k])" << 8;
    QTest::newRow("matmul P=16") << "bounds i=16 j=16 k=16\ninput A[i,j], B[j,k]\nC[i,k] = sum(A[i,j] * B[j,k])" << 16;
    QTest::newRow("transpose") << "bounds i=8 j=8\ninput A[i,j]\nT[j,i] = relu(A[i,j])" << 8;
    QTest::newRow("attention scores")
        << "bounds b=4 s=4 t=4 h=4 e=4\ninput Q[b,s,h,e], K[b,t,h,e]\nS[b,h,s,t] = sum(Q[b,s,h,e] * K[b,t,h,e])" << 16;
    QTest::newRow("broadcast and reduce")
        << "bounds i=4 j=4 k=4\ninput A[k,i]\nB[j,i] = max(A[k,i])" << 8;
    QTest::newRow("full reduction") << "bounds i=8 j=8\ninput A[i,j]\nS[] = sum(A[i,j])" << 4;
  }

  void everyCandidateHandsEachCallItsBlocks() {
    QFETCH(QString, text);
    QFETCH(int, devices);
    const EinSumGraph graph = parseOk(text.toStdString());
    const auto candidates = candidatesPerNode(graph, devices);
    QVERIFY(!candidates[0].empty());
    for (const PartitionVector& d : candidates[0]) {
      const GraphShardings shardings = shardingsForPlan(graph, {d}, devices);
      verifyNodeShardings(graph, graph.nodes()[0], d, shardings.nodes[0], devices);
      if (QTest::currentTestFailed()) qWarning("failed for %s", partitionVectorText(d).c_str());
    }
  }

  void singleDeviceIsReplicated() {
    const EinSumGraph graph = parseOk("bounds i=4 j=4\ninput A[i,j]\nB[i] = sum(A[i,j])");
    const GraphShardings shardings = shardingsForPlan(graph, {{1, 1}}, 1);
    QCOMPARE(shardings.nodes[0].output, std::string("{replicated}"));
    QVERIFY(shardings.nodes[0].partialOutput.empty());
  }

  void unreadInputsAreReplicated() {
    const EinSumGraph graph = parseOk("bounds i=4\ninput A[i], U[i]\nB[i] = relu(A[i])");
    const GraphShardings shardings = shardingsForPlan(graph, {{4}}, 4);
    QCOMPARE(shardings.tensors[0], std::string("{devices=[4]<=[4]}"));
    QCOMPARE(shardings.tensors[1], std::string("{replicated}"));
  }
};

QTEST_APPLESS_MAIN(TestGspmdSharding)
#include "test_gspmd_sharding.moc"
