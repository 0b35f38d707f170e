// HLO -> EinSum lowering (core/partition/hlo_lowering.h) and the plan written back as
// shardings (plan_annotation.h): hand-written modules with the exact graph expected,
// every zoo baseline checked op by op, EinDecomp against the exhaustive optimum on a
// lowered MLP, and the annotated module re-loaded and propagated.
#include "io/hlo_text_parser.h"
#include "io/hlo_text_printer.h"
#include "partition/eindecomp.h"
#include "partition/exhaustive_search.h"
#include "partition/gspmd_sharding.h"
#include "partition/hlo_lowering.h"
#include "partition/partition_error.h"
#include "partition/plan_annotation.h"
#include "propagation/sharding_propagation.h"
#include "sharding/hlo_sharding.h"
#include "zoo/strategy.h"
#include "zoo/zoo.h"

#include <QTest>

#include <algorithm>
#include <map>

using namespace shardscope;
using namespace shardscope::partition;

namespace {

ir::Module parse(const std::string& text) {
  io::HloParseOptions options;
  options.fileName = "test.hlo";
  io::LoadResult result = io::parseHloText(text, options);
  if (!result.ok()) qFatal("does not parse: %s", result.firstError()->format().c_str());
  return std::move(*result.module);
}

sharding::HloSharding shardingFromText(const std::string& text) {
  auto parsed = sharding::parseHloSharding(text);
  if (!std::holds_alternative<sharding::HloSharding>(parsed)) qFatal("bad sharding %s", text.c_str());
  return std::get<sharding::HloSharding>(parsed);
}

const LoweredInstruction& lowered(const ir::Module& module, const HloLowering& lowering, const char* name) {
  const ir::InstructionId id = module.entryComputation().find(name);
  if (id < 0) qFatal("no instruction %s", name);
  return lowering.instructions[id];
}

std::string expression(const ir::Module& module, const HloLowering& lowering, const char* name) {
  const LoweredInstruction& value = lowered(module, lowering, name);
  if (value.as != LoweredAs::Node) return "<" + std::string(loweredAsName(value.as)) + ">";
  return lowering.graph.nodeExpressionText(lowering.graph.nodes()[value.node]);
}

std::string outputIndices(const HloLowering& lowering, const LoweredInstruction& value) {
  std::string text;
  for (int index : lowering.graph.tensors()[value.tensor].indices)
    text += (text.empty() ? "" : ",") + lowering.graph.indices()[index].name;
  return text;
}

const char* kMlp = R"(HloModule mlp

add_f32 {
  a = f32[] parameter(0)
  b = f32[] parameter(1)
  ROOT s = f32[] add(a, b)
}

ENTRY main {
  x = f32[8,16] parameter(0)
  w1 = f32[16,32] parameter(1)
  b1 = f32[32] parameter(2)
  w2 = f32[32,4] parameter(3)
  h = f32[8,32] dot(x, w1), lhs_contracting_dims={1}, rhs_contracting_dims={0}
  bias = f32[8,32] broadcast(b1), dimensions={1}
  hb = f32[8,32] add(h, bias)
  zero = f32[] constant(0)
  zeros = f32[8,32] broadcast(zero), dimensions={}
  act = f32[8,32] maximum(hb, zeros)
  y = f32[8,4] dot(act, w2), lhs_contracting_dims={1}, rhs_contracting_dims={0}
  ROOT total = f32[8] reduce(y, zero), dimensions={1}, to_apply=add_f32
}
)";

// The index of HLO dimension `dim`, atom `atom` of an instruction as node `node` reads
// it through operand access `access` (or writes it, access == -1).
int indexAt(const HloLowering& lowering, const EinSumNode& node, int access,
            const LoweredInstruction& value, int64_t dim, std::size_t atom) {
  const int tensorDim = value.dims.at(dim).at(atom);
  return access < 0 ? lowering.graph.tensors()[node.output].indices.at(tensorDim)
                    : node.operands.at(access).indices.at(tensorDim);
}

// Checks that a lowered node reads and writes exactly the indices its HLO op implies:
// elementwise operands share the output's indices, a dot shares batch indices, sums
// over contracting ones and keeps free ones, a broadcast maps operand dimensions, a
// reduce aggregates the reduced dimensions with the right aggregation.
void checkNodeIndices(const ir::Module& module, const HloLowering& lowering, ir::InstructionId id) {
  const ir::Computation& entry = module.entryComputation();
  const ir::Instruction& instruction = entry.instructions[id];
  const LoweredInstruction& value = lowering.instructions[id];
  const EinSumNode& node = lowering.graph.nodes()[value.node];
  const std::string label(instruction.name);
  auto operandValue = [&](int k) -> const LoweredInstruction& { return lowering.instructions[instruction.operands[k]]; };
  auto sameDim = [&](int access, int64_t operandDim, int64_t outDim) {
    const LoweredInstruction& operand = operandValue(access);
    QVERIFY2(operand.dims[operandDim].size() == value.dims[outDim].size(), label.c_str());
    for (std::size_t q = 0; q < value.dims[outDim].size(); ++q)
      QVERIFY2(indexAt(lowering, node, access, operand, operandDim, q) ==
                   indexAt(lowering, node, -1, value, outDim, q), label.c_str());
  };
  auto outputHas = [&](int index) {
    const auto& out = lowering.graph.tensors()[node.output].indices;
    return std::find(out.begin(), out.end(), index) != out.end();
  };
  // Every operand access reads the tensor of the operand's value.
  for (std::size_t k = 0; k < node.operands.size(); ++k)
    QVERIFY2(node.operands[k].tensor == operandValue(static_cast<int>(k)).tensor, label.c_str());
  if (instruction.opcode == ir::Opcode::Dot) {
    const auto* lb = instruction.intListAttribute("lhs_batch_dims");
    const auto* rb = instruction.intListAttribute("rhs_batch_dims");
    const auto* lc = instruction.intListAttribute("lhs_contracting_dims");
    const auto* rc = instruction.intListAttribute("rhs_contracting_dims");
    const std::vector<int64_t> none;
    const auto& lbv = lb ? *lb : none; const auto& rbv = rb ? *rb : none;
    const auto& lcv = lc ? *lc : none; const auto& rcv = rc ? *rc : none;
    int64_t out = 0;
    for (std::size_t k = 0; k < lbv.size(); ++k, ++out) {
      sameDim(0, lbv[k], out);
      sameDim(1, rbv[k], out);
    }
    bool contracted = false;
    for (std::size_t k = 0; k < lcv.size(); ++k)
      for (std::size_t q = 0; q < operandValue(0).dims[lcv[k]].size(); ++q) {
        const int index = indexAt(lowering, node, 0, operandValue(0), lcv[k], q);
        QVERIFY2(index == indexAt(lowering, node, 1, operandValue(1), rcv[k], q), label.c_str());
        QVERIFY2(!outputHas(index), label.c_str());
        contracted = true;
      }
    QCOMPARE(node.aggregation, contracted ? Aggregation::Sum : Aggregation::None);
    for (int side = 0; side < 2; ++side) {
      std::vector<int64_t> used = side == 0 ? lbv : rbv;
      const auto& contracting = side == 0 ? lcv : rcv;
      used.insert(used.end(), contracting.begin(), contracting.end());
      const int64_t rank = entry.instructions[instruction.operands[side]].shape.rank();
      for (int64_t d = 0; d < rank; ++d)
        if (std::find(used.begin(), used.end(), d) == used.end()) sameDim(side, d, out++);
    }
    QCOMPARE(out, instruction.shape.rank());
  } else if (instruction.opcode == ir::Opcode::Broadcast) {
    const std::vector<int64_t>& mapped = *instruction.intListAttribute("dimensions");
    for (std::size_t k = 0; k < mapped.size(); ++k) sameDim(0, static_cast<int64_t>(k), mapped[k]);
    QCOMPARE(node.aggregation, Aggregation::None);
  } else if (instruction.opcode == ir::Opcode::Reduce) {
    const std::vector<int64_t>& reduced = *instruction.intListAttribute("dimensions");
    const int64_t rank = entry.instructions[instruction.operands[0]].shape.rank();
    int64_t out = 0;
    for (int64_t d = 0; d < rank; ++d)
      if (std::find(reduced.begin(), reduced.end(), d) == reduced.end()) sameDim(0, d, out++);
      else
        for (std::size_t q = 0; q < operandValue(0).dims[d].size(); ++q)
          QVERIFY2(!outputHas(indexAt(lowering, node, 0, operandValue(0), d, q)), label.c_str());
    QVERIFY2(node.operands.size() == 1, label.c_str());  // the init value is not read
  } else {
    QVERIFY2(ir::isElementwise(instruction.opcode), label.c_str());
    QCOMPARE(node.aggregation, Aggregation::None);
    for (std::size_t k = 0; k < instruction.operands.size(); ++k)
      for (int64_t d = 0; d < entry.instructions[instruction.operands[k]].shape.rank(); ++d)
        sameDim(static_cast<int>(k), d, d);
  }
  // The output tensor holds exactly the instruction's elements.
  QCOMPARE(lowering.graph.tensors()[node.output].elements,
           static_cast<double>(*instruction.shape.elementCount()));
}

}  // namespace

class TestHloLowering : public QObject {
  Q_OBJECT

 private slots:
  void matmulChain() {
    const ir::Module module = parse(R"(HloModule chain
ENTRY e {
  p0 = f32[8,16]{1,0} parameter(0)
  p1 = f32[16,32]{1,0} parameter(1)
  p2 = f32[32,4]{1,0} parameter(2)
  d1 = f32[8,32]{1,0} dot(p0, p1), lhs_contracting_dims={1}, rhs_contracting_dims={0}
  ROOT d2 = f32[8,4]{1,0} dot(d1, p2), lhs_contracting_dims={1}, rhs_contracting_dims={0}
}
)");
    const HloLowering lowering = lowerHloModule(module);
    QCOMPARE(lowering.nodes, 2);
    QCOMPARE(lowering.inputs, 3);
    QCOMPARE(lowering.cuts, 0);
    QCOMPARE(expression(module, lowering, "d1"), std::string("sum(p0[i_8,k_16] * p1[k_16,j_32])"));
    QCOMPARE(expression(module, lowering, "d2"), std::string("sum(d1[i_8,k_32] * p2[k_32,j_4])"));
    QCOMPARE(outputIndices(lowering, lowered(module, lowering, "d1")), std::string("i_8,j_32"));
    QCOMPARE(outputIndices(lowering, lowered(module, lowering, "p1")), std::string("i_16,j_32"));
    QVERIFY(lowering.graph.isForest());
    // Join order (i, k, j) as in the seed's matmul.
    const EinSumNode& d1 = lowering.graph.nodes()[0];
    QCOMPARE(d1.joinIndices.size(), std::size_t{3});
    QCOMPARE(lowering.graph.indices()[d1.joinIndices[1]].name, std::string("k_16"));
    QCOMPARE(lowering.trace.size(), module.entryComputation().instructions.size());
  }

  void mlpWithBiasAndReduce() {
    const ir::Module module = parse(kMlp);
    const HloLowering lowering = lowerHloModule(module);
    QCOMPARE(lowering.nodes, 7);
    QCOMPARE(lowering.inputs, 5);
    QCOMPARE(lowering.cuts, 0);
    QCOMPARE(expression(module, lowering, "h"), std::string("sum(x[i_8,k_16] * w1[k_16,j_32])"));
    QCOMPARE(expression(module, lowering, "bias"), std::string("b1[j_32]"));
    QCOMPARE(outputIndices(lowering, lowered(module, lowering, "bias")), std::string("i_8,j_32"));
    QCOMPARE(expression(module, lowering, "hb"), std::string("h[i_8,j_32] + bias[i_8,j_32]"));
    QCOMPARE(expression(module, lowering, "zeros"), std::string("zero[]"));
    QCOMPARE(expression(module, lowering, "act"), std::string("maximum(hb[i_8,j_32], zeros[i_8,j_32])"));
    QCOMPARE(expression(module, lowering, "y"), std::string("sum(act[i_8,k_32] * w2[k_32,j_4])"));
    QCOMPARE(expression(module, lowering, "total"), std::string("sum(y[i_8,j_4])"));
    QCOMPARE(outputIndices(lowering, lowered(module, lowering, "total")), std::string("i_8"));
    const ir::Computation& entry = module.entryComputation();
    for (std::size_t id = 0; id < entry.instructions.size(); ++id)
      if (lowering.instructions[id].as == LoweredAs::Node) checkNodeIndices(module, lowering, static_cast<ir::InstructionId>(id));
  }

  void dpEqualsExhaustiveOnLoweredMlp_data() {
    QTest::addColumn<int>("devices");
    QTest::newRow("P=2") << 2;
    QTest::newRow("P=4") << 4;
    QTest::newRow("P=8") << 8;
  }

  void dpEqualsExhaustiveOnLoweredMlp() {
    QFETCH(int, devices);
    const ir::Module module = parse(kMlp);
    const HloLowering lowering = lowerHloModule(module, devices);
    const PartitionPlan dp = solveEinDecomp(lowering.graph, EinDecompOptions{.devices = devices});
    const PartitionPlan exhaustive = searchAllPartitions(lowering.graph, devices);
    QCOMPARE(dp.cost.total, exhaustive.cost.total);
    QVERIFY(dp.optimal);
    QVERIFY(dp.cost.total > 0);
  }

  void reshapeSplitsAndTransposesBecomeIndices() {
    const ir::Module module = parse(R"(HloModule views
ENTRY e {
  x = f32[8,6] parameter(0)
  r = f32[4,2,6] reshape(x)
  t = f32[6,4,2] transpose(r), dimensions={2,0,1}
  n = f32[6,4,2] negate(t)
  m = f32[6,8] reshape(n)
  ROOT o = f32[6,8] exponential(m)
}
)");
    const HloLowering lowering = lowerHloModule(module);
    QCOMPARE(lowering.nodes, 2);
    QCOMPARE(lowering.views, 3);
    QCOMPARE(lowering.cuts, 0);
    // x is declared split the way its consumers read it.
    QCOMPARE(outputIndices(lowering, lowered(module, lowering, "x")), std::string("i_4,j_2,k_6"));
    QCOMPARE(lowered(module, lowering, "x").dims, (std::vector<std::vector<int>>{{0, 1}, {2}}));
    QCOMPARE(lowered(module, lowering, "t").dims, (std::vector<std::vector<int>>{{2}, {0}, {1}}));
    QCOMPARE(expression(module, lowering, "n"), std::string("neg(x[j_4,k_2,i_6])"));
    QCOMPARE(lowered(module, lowering, "m").dims, (std::vector<std::vector<int>>{{0}, {1, 2}}));
    QCOMPARE(expression(module, lowering, "o"), std::string("exp(n[i_6,j_4,k_2])"));
    QCOMPARE(lowered(module, lowering, "o").dims, (std::vector<std::vector<int>>{{0}, {1, 2}}));
    QCOMPARE(lowered(module, lowering, "r").as, LoweredAs::View);
    // Size-1 dimensions carry no index.
    const ir::Module ones = parse(R"(HloModule ones
ENTRY e {
  x = f32[8,1,6] parameter(0)
  r = f32[8,6] reshape(x)
  ROOT a = f32[8,6] add(r, r)
}
)");
    const HloLowering onesLowering = lowerHloModule(ones);
    QCOMPARE(expression(ones, onesLowering, "a"), std::string("x[i_8,j_6] + x[i_8,j_6]"));
    QCOMPARE(lowered(ones, onesLowering, "x").dims, (std::vector<std::vector<int>>{{0}, {}, {1}}));
  }

  void unsupportedOpsBecomeCutPoints() {
    const ir::Module module = parse(R"(HloModule cuts
ENTRY e {
  x = f32[6,4] parameter(0)
  r = f32[4,6] reshape(x)
  s = f32[4,4] slice(r), slice={[0:4], [0:4]}
  a = f32[4,6] add(r, r)
  ROOT t = (f32[4,6], f32[4,4]) tuple(a, s)
}
)");
    const HloLowering lowering = lowerHloModule(module);
    const LoweredInstruction& r = lowered(module, lowering, "r");
    QCOMPARE(r.as, LoweredAs::Input);
    QVERIFY2(r.reason.find("mixes dimensions") != std::string::npos, r.reason.c_str());
    const LoweredInstruction& s = lowered(module, lowering, "s");
    QCOMPARE(s.as, LoweredAs::Input);
    QCOMPARE(s.reason, std::string("slice is not an EinSum operation"));
    QCOMPARE(lowered(module, lowering, "t").as, LoweredAs::NotLowered);
    QCOMPARE(expression(module, lowering, "a"), std::string("r[i_4,j_6] + r[i_4,j_6]"));
    QCOMPARE(lowering.cuts, 2);
    QCOMPARE(lowering.notLowered, 1);
    // A scalar op cannot be split over 4 devices: it is cut rather than left for the DP
    // to refuse.
    const ir::Module scalar = parse(R"(HloModule scalar
ENTRY e {
  a = f32[] parameter(0)
  ROOT n = f32[] negate(a)
}
)");
    QCOMPARE(lowered(scalar, lowerHloModule(scalar, 1), "n").as, LoweredAs::Node);
    const HloLowering onFour = lowerHloModule(scalar, 4);  // named: `cut` refers into it
    const LoweredInstruction& cut = lowered(scalar, onFour, "n");
    QCOMPARE(cut.as, LoweredAs::Input);
    QVERIFY2(cut.reason.find("too small") != std::string::npos, cut.reason.c_str());
  }

  void zooBaselines() {
    int checkedNodes = 0;
    for (const zoo::Strategy* strategy : zoo::allStrategies()) {
      zoo::ZooRequest request;
      request.name = std::string(strategy->name);
      request.small = true;
      const zoo::ZooResult result = zoo::generateZooCase(request);
      const ir::Module& module = result.zooCase.baseline;
      const HloLowering lowering = lowerHloModule(module, 4);
      const ir::Computation& entry = module.entryComputation();
      for (std::size_t id = 0; id < entry.instructions.size(); ++id) {
        const ir::Instruction& instruction = entry.instructions[id];
        const LoweredInstruction& value = lowering.instructions[id];
        const bool scalarOp = instruction.shape.isArray() && instruction.shape.elementCount() < 4;
        if ((instruction.opcode == ir::Opcode::Dot || ir::isElementwise(instruction.opcode)) && !scalarOp)
          QVERIFY2(value.as == LoweredAs::Node,
                   (request.name + ": " + value.name + " is " + std::string(loweredAsName(value.as)) + ": " + value.reason).c_str());
        if (value.as == LoweredAs::Node) {
          checkNodeIndices(module, lowering, static_cast<ir::InstructionId>(id));
          if (QTest::currentTestFailed()) qFatal("wrong indices in %s: %s", request.name.c_str(), value.name.c_str());
          ++checkedNodes;
        }
      }
      // EinDecomp places the lowered graph, and the plan annotates the module.
      const PartitionPlan plan = solveEinDecomp(lowering.graph, EinDecompOptions{.devices = 4});
      QCOMPARE(plan.partitions.size(), lowering.graph.nodes().size());
      std::map<std::string, int> reasons;
      for (const LoweredInstruction& value : lowering.instructions)
        if (value.as == LoweredAs::Input && !value.reason.empty()) ++reasons[value.reason];
      std::string cuts;
      for (const auto& [reason, count] : reasons) cuts += "; " + std::to_string(count) + "x " + reason;
      qInfo("%s: %d nodes, %d inputs (%d cut%s), %d views, cost %.0f", request.name.c_str(),
            lowering.nodes, lowering.inputs, lowering.cuts, cuts.c_str(), lowering.views, plan.cost.total);
    }
    QVERIFY(checkedNodes > 50);
  }

  void regroupedShardings() {
    // Tensor [4,2,6] read as HLO [8,6]: the 4 and the 2 merge.
    EinSumGraph graph;
    QVERIFY(!graph.addBound("a", 4));
    QVERIFY(!graph.addBound("b", 2));
    QVERIFY(!graph.addBound("c", 6));
    QVERIFY(!graph.addInput("x", {"a", "b", "c"}));
    const EinSumTensor& x = graph.tensors()[0];
    const std::vector<std::vector<int>> merged{{0, 1}, {2}};
    auto regrouped = [&](const char* text, const std::vector<std::vector<int>>& dims) {
      return shardingOnHloDims(shardingFromText(text), x, dims);
    };
    QCOMPARE(regrouped("{devices=[4,2,1]<=[8]}", merged), shardingFromText("{devices=[8,1]<=[8]}"));
    QCOMPARE(regrouped("{devices=[2,1,2]<=[4]}", merged), shardingFromText("{devices=[2,2]<=[4]}"));
    QCOMPARE(regrouped("{devices=[1,1,2,2]<=[4] last_tile_dim_replicate}", merged),
             shardingFromText("{devices=[1,2,2]<=[4] last_tile_dim_replicate}"));
    // The minor index split while the major one is split partly: no contiguous block.
    QVERIFY(!regrouped("{devices=[2,2,1]<=[4]}", merged));
    QVERIFY(!regrouped("{devices=[1,2,1]<=[2]}", merged));
    // A transposed view reorders the tile assignment.
    QCOMPARE(regrouped("{devices=[2,1,2]<=[4]}", {{2}, {0, 1}}), shardingFromText("{devices=[2,2]0,2,1,3}"));
    QCOMPARE(regrouped("{replicated}", merged), shardingFromText("{replicated}"));
  }

  void planShardingsOnAMatmul() {
    ir::Module module = parse(R"(HloModule mm
ENTRY e {
  a = f32[8,16] parameter(0)
  b = f32[16,32] parameter(1)
  ROOT c = f32[8,32] dot(a, b), lhs_contracting_dims={1}, rhs_contracting_dims={0}
}
)");
    const HloLowering lowering = lowerHloModule(module, 8);
    // Join order (i, k, j): split i and k in two and j in two.
    const std::vector<PartitionVector> partitions{{2, 2, 2}};
    const PlanAnnotation annotation =
        annotateModuleWithPlan(module, lowering, shardingsForPlan(lowering.graph, partitions, 8), 8);
    QCOMPARE(annotation.annotated, 3);
    QVERIFY(annotation.notExpressible.empty());
    const ir::Computation& entry = module.entryComputation();
    auto shardingOf = [&](const char* name) { return *entry.instructions[entry.find(name)].sharding; };
    // Kernel calls on grid (i, j, k): a is tiled by (i, k), replicated over j.
    QCOMPARE(shardingOf("a"), shardingFromText("{devices=[2,2,2]<=[2,2,2]T(0,2,1) last_tile_dim_replicate}"));
    QCOMPARE(shardingOf("b"), shardingFromText("{devices=[2,2,2]<=[2,2,2]T(2,1,0) last_tile_dim_replicate}"));
    QCOMPARE(shardingOf("c"), shardingFromText("{devices=[2,2,2]<=[8] last_tile_dim_replicate}"));
    QCOMPARE(*module.headerInt("num_partitions"), int64_t{8});
  }

  void annotatedModuleReloadsAndPropagates_data() {
    QTest::addColumn<QString>("source");
    QTest::newRow("mlp") << QString(kMlp);
    QTest::newRow("views") << QString(R"(HloModule views
ENTRY e {
  x = f32[8,6] parameter(0)
  w = f32[6,16] parameter(1)
  r = f32[4,2,6] reshape(x)
  t = f32[6,4,2] transpose(r), dimensions={2,0,1}
  n = f32[6,4,2] negate(t)
  m = f32[6,8] reshape(n)
  ROOT d = f32[8,16] dot(m, w), lhs_contracting_dims={0}, rhs_contracting_dims={0}
}
)");
    zoo::ZooRequest request;
    request.name = "mlp-tp";
    request.small = true;
    QTest::newRow("zoo mlp-tp") << QString::fromStdString(io::printHloText(zoo::generateZooCase(request).zooCase.baseline));
  }

  void annotatedModuleReloadsAndPropagates() {
    QFETCH(QString, source);
    ir::Module module = parse(source.toStdString());
    const int devices = 4;
    const HloLowering lowering = lowerHloModule(module, devices);
    const PartitionPlan plan = solveEinDecomp(lowering.graph, EinDecompOptions{.devices = devices});
    const PlanAnnotation annotation =
        annotateModuleWithPlan(module, lowering, shardingsForPlan(lowering.graph, plan.partitions, devices), devices);
    QVERIFY(annotation.annotated >= lowering.nodes);

    const ir::Module reloaded = parse(io::printHloText(module));
    QCOMPARE(*reloaded.headerInt("num_partitions"), int64_t{devices});
    const ir::Computation& entry = reloaded.entryComputation();
    std::map<std::string, sharding::HloSharding> written;
    for (const ir::Instruction& instruction : module.entryComputation().instructions) {
      const ir::Instruction& again = entry.instructions[entry.find(instruction.name)];
      QCOMPARE(bool(again.sharding), bool(instruction.sharding));
      if (!instruction.sharding) continue;
      QCOMPARE(*again.sharding, *instruction.sharding);
      // Every tiled sharding uses all P devices and divides the dimensions evenly here.
      if (again.sharding->isTiled()) {
        QCOMPARE(again.sharding->numDevices(), int64_t{devices});
        for (int64_t d = 0; d < again.shape.rank(); ++d)
          QCOMPARE(again.shape.dims[d] % again.sharding->tileDims()[d], int64_t{0});
      }
      written.emplace(std::string(instruction.name), *instruction.sharding);
    }

    const propagation::PropagationResult result = propagation::propagateShardings(reloaded);
    for (const auto& [name, sharding] : written) {
      const sharding::HloSharding* kept = result.find(reloaded, name);
      QVERIFY2(kept && *kept == sharding, name.c_str());
    }
    // Propagation fills in what the plan left open (cut ops, values whose sharding has
    // no HLO form), so every computed array value of the entry ends up with a sharding
    // (parameters and the ROOT only get one when asked for, as in XLA).
    for (const ir::Instruction& instruction : entry.instructions)
      if (instruction.shape.isArray() && instruction.opcode != ir::Opcode::Constant &&
          instruction.opcode != ir::Opcode::Parameter && &instruction != &entry.rootInstruction())
        QVERIFY2(result.find(reloaded, instruction.name), std::string(instruction.name).c_str());
  }

  void malformedModulesAreRefusedNotCrashed() {
    // A dimension of size 0 cannot become an EinSum index.
    const ir::Module zero = parse("HloModule z\nENTRY e {\n  ROOT x = f32[0,4] parameter(0)\n}\n");
    QVERIFY_THROWS_EXCEPTION(PartitionError, lowerHloModule(zero));
    // Rank 11 after splitting is over the limit for a tensor.
    const ir::Module wide = parse(
        "HloModule w\nENTRY e {\n  ROOT x = f32[2,2,2,2,2,2,2,2,2,2,2] parameter(0)\n}\n");
    QVERIFY_THROWS_EXCEPTION(PartitionError, lowerHloModule(wide));
  }
};

QTEST_APPLESS_MAIN(TestHloLowering)
#include "test_hlo_lowering.moc"
