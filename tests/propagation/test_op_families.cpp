// The rule-table rows for the ops XLA's ShardingPropagation handles that its own test file
// has no case for (collectives as users and as results, passthrough custom-calls, rng,
// rng-bit-generator, optimization-barrier, domain, select-and-scatter). Each expectation
// follows the XLA code named beside it (xla/service/sharding_propagation.cc:
// SupportSpatialPartitioning, PickRepresentativeOperand, InferShardingFromOperands,
// GetShardingFromUser's default case).
#include "io/hlo_text_parser.h"
#include "propagation/rule_table.h"
#include "propagation/sharding_propagation.h"

#include <QTest>

using namespace shardscope;
using sharding::HloSharding;

namespace {

ir::Module load(const std::string& text) {
  io::HloParseOptions options;
  options.fileName = "test.hlo";
  io::LoadResult result = io::parseHloText(text, options);
  if (!result.ok()) qFatal("test module does not parse: %s", result.diagnostics.empty() ? "" : result.diagnostics[0].format().c_str());
  return std::move(*result.module);
}

QString shardingOf(const propagation::PropagationResult& r, const ir::Module& m, const char* name) {
  const HloSharding* s = r.find(m, name);
  if (!s) return QStringLiteral("(none)");
  HloSharding explicitDevices = *s;
  explicitDevices.setIota(std::nullopt);
  return QString::fromStdString(explicitDevices.toString(false));
}

propagation::PropagationResult run(const ir::Module& m, bool spmd) {
  propagation::PropagationOptions options;
  options.isSpmd = spmd;
  return propagation::propagateShardings(m, options);
}

propagation::RuleId ruleOf(const ir::Module& m, const char* name) {
  const ir::Computation& entry = m.computations[m.entry];
  return propagation::ruleIdFor(entry.instructions[entry.find(name)]);
}

}  // namespace

class TestOpFamilies : public QObject {
  Q_OBJECT
 private slots:
  // Cross-partition collectives are not partitionable: they get no tiled sharding from
  // operands or users, but as users their sharding reaches a same-shape operand.
  void collectivesAreNotShardedButInformOperands() {
    const ir::Module m = load(R"(HloModule m
ENTRY e {
  p = f32[8,4] parameter(0)
  a = f32[8,4] copy(p), sharding={devices=[2,1]0,1}
  a2a = f32[8,4] all-to-all(a), dimensions={0}, replica_groups={{0,1}}, channel_id=1
  cp = f32[8,4] collective-permute(a), source_target_pairs={{0,1},{1,0}}, channel_id=2
  q = f32[8,4] parameter(1)
  b = f32[8,4] copy(q)
  cp2 = f32[8,4] collective-permute(b), source_target_pairs={{0,1},{1,0}}, channel_id=3, sharding={devices=[1,2]0,1}
  ROOT t = (f32[8,4], f32[8,4], f32[8,4]) tuple(a2a, cp, cp2)
}
)");
    QCOMPARE(ruleOf(m, "a2a"), propagation::RuleId::Collective);
    QCOMPARE(ruleOf(m, "cp"), propagation::RuleId::Collective);
    const auto r = run(m, true);
    QCOMPARE(shardingOf(r, m, "a2a"), QStringLiteral("(none)"));
    QCOMPARE(shardingOf(r, m, "cp"), QStringLiteral("(none)"));
    QCOMPARE(shardingOf(r, m, "b"), QStringLiteral("{devices=[1,2]0,1}"));
  }

  // A collective's array result takes a replicated operand's sharding (XLA's fallback for
  // ops it cannot partition); an all-reduce without a channel stays elementwise.
  void collectiveTakesReplicatedOperand() {
    const ir::Module m = load(R"(HloModule m
add {
  x = f32[] parameter(0)
  y = f32[] parameter(1)
  ROOT s = f32[] add(x, y)
}
ENTRY e {
  p = f32[8] parameter(0), sharding={replicated}
  ag = f32[16] all-gather(p), dimensions={0}, replica_groups={{0,1}}, channel_id=1
  q = f32[8] parameter(1), sharding={devices=[2]0,1}
  ar = f32[8] all-reduce(q), to_apply=add
  arc = f32[8] all-reduce(q), to_apply=add, channel_id=2
  ROOT t = (f32[16], f32[8], f32[8]) tuple(ag, ar, arc)
}
)");
    const auto r = run(m, true);
    QCOMPARE(shardingOf(r, m, "ag"), QStringLiteral("{replicated}"));
    QCOMPARE(shardingOf(r, m, "ar"), QStringLiteral("{devices=[2]0,1}"));
    QCOMPARE(shardingOf(r, m, "arc"), QStringLiteral("(none)"));
  }

  // Cholesky and the resize custom-calls pass the first operand's tiling through, in SPMD
  // mode only (XLA's IsPassthroughCustomOps); other custom-calls stay opaque.
  void passthroughCustomCalls() {
    const char* text = R"(HloModule m
ENTRY e {
  p = f32[4,16,16] parameter(0), sharding={devices=[2,1,1]0,1}
  chol = f32[4,16,16] custom-call(p), custom_call_target="Cholesky"
  other = f32[4,16,16] custom-call(p), custom_call_target="SomethingElse"
  ROOT t = (f32[4,16,16], f32[4,16,16]) tuple(chol, other)
}
)";
    const ir::Module m = load(text);
    QCOMPARE(ruleOf(m, "chol"), propagation::RuleId::PassthroughCustomCall);
    QCOMPARE(shardingOf(run(m, true), m, "chol"), QStringLiteral("{devices=[2,1,1]0,1}"));
    QCOMPARE(shardingOf(run(m, true), m, "other"), QStringLiteral("(none)"));
    QCOMPARE(shardingOf(run(m, false), m, "chol"), QStringLiteral("(none)"));
  }

  // rng takes its users' sharding in SPMD mode; outside it, rng is side-effecting and never
  // sharded. rng-bit-generator's tuple takes its users' (through get-tuple-element).
  void rngTakesUsersShardingInSpmd() {
    const char* text = R"(HloModule m
ENTRY e {
  lo = f32[] constant(0)
  hi = f32[] constant(1)
  r = f32[8,4] rng(lo, hi), distribution=rng_uniform
  ROOT c = f32[8,4] copy(r), sharding={devices=[2,1]0,1}
}
)";
    const ir::Module m = load(text);
    QCOMPARE(shardingOf(run(m, true), m, "r"), QStringLiteral("{devices=[2,1]0,1}"));
    QCOMPARE(shardingOf(run(m, false), m, "r"), QStringLiteral("(none)"));
    const ir::Module g = load(R"(HloModule m
ENTRY e {
  s = u64[2] parameter(0)
  rbg = (u64[2], u32[8,4]) rng-bit-generator(s), algorithm=rng_default
  bits = u32[8,4] get-tuple-element(rbg), index=1
  ROOT c = u32[8,4] copy(bits), sharding={devices=[1,2]0,1}
}
)");
    const auto rg = run(g, true);
    QCOMPARE(shardingOf(rg, g, "bits"), QStringLiteral("{devices=[1,2]0,1}"));
    const HloSharding* tuple = rg.find(g, "rbg");
    QVERIFY(tuple);
    QVERIFY(*tuple == std::get<HloSharding>(sharding::parseHloSharding("{{replicated}, {devices=[1,2]0,1}}")));
    QCOMPARE(shardingOf(rg, g, "s"), QStringLiteral("(none)"));
  }

  // opt-barrier passes its operand's sharding through and its users' back.
  void optimizationBarrierPassesThrough() {
    const ir::Module m = load(R"(HloModule m
ENTRY e {
  p = f32[8,4] parameter(0), sharding={devices=[2,1]0,1}
  q = f32[8,4] parameter(1)
  cq = f32[8,4] copy(q)
  t = (f32[8,4], f32[8,4]) tuple(p, cq)
  b = (f32[8,4], f32[8,4]) opt-barrier(t)
  g0 = f32[8,4] get-tuple-element(b), index=0
  g1 = f32[8,4] get-tuple-element(b), index=1
  c1 = f32[8,4] copy(g1), sharding={devices=[1,2]0,1}
  ROOT r = (f32[8,4], f32[8,4]) tuple(g0, c1)
}
)");
    QCOMPARE(ruleOf(m, "b"), propagation::RuleId::OptimizationBarrier);
    const auto r = run(m, true);
    QCOMPARE(shardingOf(r, m, "g0"), QStringLiteral("{devices=[2,1]0,1}"));
    QCOMPARE(shardingOf(r, m, "cq"), QStringLiteral("{devices=[1,2]0,1}"));
  }

  // select-and-scatter keeps its first operand's tiling.
  void selectAndScatterKeepsOperandTiling() {
    const ir::Module m = load(R"(HloModule m
ge {
  a = f32[] parameter(0)
  b = f32[] parameter(1)
  ROOT c = pred[] compare(a, b), direction=GE
}
add {
  x = f32[] parameter(0)
  y = f32[] parameter(1)
  ROOT s = f32[] add(x, y)
}
ENTRY e {
  op = f32[8,8] parameter(0), sharding={devices=[2,1]0,1}
  src = f32[4,8] parameter(1)
  init = f32[] constant(0)
  sas = f32[8,8] select-and-scatter(op, src, init), window={size=2x1 stride=2x1}, select=ge, scatter=add
  ROOT c = f32[8,8] copy(sas)
}
)");
    QCOMPARE(ruleOf(m, "sas"), propagation::RuleId::SelectAndScatter);
    QCOMPARE(shardingOf(run(m, false), m, "sas"), QStringLiteral("{devices=[2,1]0,1}"));
  }

  // Every new row has a name and a meaning, in enum order.
  void newRowsAreInTheTable() {
    for (propagation::RuleId id : {propagation::RuleId::Collective, propagation::RuleId::PassthroughCustomCall,
                                   propagation::RuleId::Rng, propagation::RuleId::RngBitGenerator,
                                   propagation::RuleId::OptimizationBarrier, propagation::RuleId::Domain,
                                   propagation::RuleId::SelectAndScatter}) {
      const propagation::PropagationRule& row = propagation::rule(id);
      QCOMPARE(row.id, id);
      QVERIFY(!row.name.empty());
      QVERIFY(!row.meaning.empty());
    }
  }
};

QTEST_APPLESS_MAIN(TestOpFamilies)
#include "test_op_families.moc"
