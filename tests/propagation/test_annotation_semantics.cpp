// XLA's annotation features beyond plain shardings: custom-call `Sharding` with
// unspecified_dims (the listed dims are refined by propagation), shard_as / shard_like
// groups, and partially manual shardings (last_tile_dims={manual}) that propagate over
// their non-manual part and never mix with other manual splits.
#include "io/hlo_text_parser.h"
#include "propagation/sharding_propagation.h"

#include <QTest>

using namespace shardscope;
using sharding::HloSharding;

namespace {

ir::Module load(const std::string& text) {
  io::HloParseOptions options;
  options.fileName = "annotations.hlo";
  io::LoadResult result = io::parseHloText(text, options);
  if (!result.ok()) qFatal("test module does not parse: %s", result.diagnostics.empty() ? "" : result.diagnostics[0].format().c_str());
  return std::move(*result.module);
}

HloSharding parse(const std::string& text) {
  auto parsed = sharding::parseHloSharding(text);
  if (!std::holds_alternative<HloSharding>(parsed)) qFatal("bad sharding in test: %s", text.c_str());
  return std::get<HloSharding>(parsed);
}

// Compared by meaning (iota and explicit device lists, subgroup order); the message
// shows both texts.
void expectSharding(const propagation::PropagationResult& r, const ir::Module& m, const char* name,
                    const std::string& expected) {
  const HloSharding* s = r.find(m, name);
  const std::string actual = s ? s->toString(false) : "(none)";
  const bool same = expected == "(none)" ? s == nullptr : (s && *s == parse(expected));
  if (!same) QFAIL(qPrintable(QStringLiteral("%1: expected %2, got %3").arg(name, QString::fromStdString(expected), QString::fromStdString(actual))));
}

bool hasEvent(const propagation::PropagationResult& r, const std::string& kind, const std::string& subject,
              const std::string& rule = {}) {
  for (const trace::TraceEvent& e : r.trace.events())
    if (e.kind == kind && e.subject == subject && (rule.empty() || e.rule == rule)) return true;
  return false;
}

propagation::PropagationOptions spmd() {
  propagation::PropagationOptions options;
  options.isSpmd = true;
  return options;
}

// `a` annotates p's value as tiled along dim 0 only; `config` may leave dim 1 open.
std::string forwardRefinementModule(const std::string& config) {
  return R"(HloModule m
ENTRY e {
  p = f32[8,8] parameter(0), sharding={devices=[2,2]0,1,2,3}
  a = f32[8,8] custom-call(p), custom_call_target="Sharding", sharding={devices=[2,1,2]0,1,2,3 last_tile_dim_replicate})" +
         config + R"(
  n = f32[8,8] negate(a)
  ROOT r = f32[8,8] copy(n)
}
)";
}

// Two independent values tied only by a shard group of the given kind ("as"/"like").
std::string groupModule(const std::string& kind) {
  return R"(HloModule m
ENTRY e {
  p0 = f32[8,8] parameter(0), sharding={devices=[2,1]0,1}
  p1 = f32[8,8] parameter(1)
  p2 = f32[8,8] parameter(2), sharding={devices=[1,2]0,1}
  a = f32[8,8] negate(p0)
  b = f32[8,8] negate(p1)
  c = f32[8,8] negate(p2)
  ga = f32[8,8] custom-call(a), custom_call_target="Sharding", sharding={unknown shard_)" + kind + R"( 0}
  gb = f32[8,8] custom-call(b), custom_call_target="Sharding", sharding={unknown shard_)" + kind + R"( 0}
  gc = f32[8,8] custom-call(c), custom_call_target="Sharding", sharding={unknown shard_)" + kind + R"( 0}
  ROOT r = (f32[8,8], f32[8,8], f32[8,8]) tuple(ga, gb, gc)
}
)";
}

}  // namespace

class TestAnnotationSemantics : public QObject {
  Q_OBJECT
 private slots:
  void unspecifiedDimsAreRefinedFromTheOperand_data() {
    QTest::addColumn<QString>("config");
    QTest::addColumn<bool>("isSpmd");
    QTest::addColumn<QString>("expected");
    const QString open = QStringLiteral(", backend_config=\"unspecified_dims=[1]\"");
    const QString annotated = QStringLiteral("{devices=[2,1,2]0,1,2,3 last_tile_dim_replicate}");
    QTest::newRow("dim 1 open, spmd") << open << true << QStringLiteral("{devices=[2,2]0,1,2,3}");
    QTest::newRow("dim 1 open, not spmd: kept") << open << false << annotated;
    QTest::newRow("fully specified: kept") << QString() << true << annotated;
    QTest::newRow("malformed list: fully specified") << QStringLiteral(", backend_config=\"unspecified_dims=[1,x]\"")
                                                      << true << annotated;
    QTest::newRow("dim out of range: fully specified")
        << QStringLiteral(", backend_config=\"unspecified_dims=[7]\"") << true << annotated;
  }
  void unspecifiedDimsAreRefinedFromTheOperand() {
    QFETCH(QString, config);
    QFETCH(bool, isSpmd);
    QFETCH(QString, expected);
    const ir::Module m = load(forwardRefinementModule(config.toStdString()));
    propagation::PropagationOptions options;
    options.isSpmd = isSpmd;
    const auto r = propagation::propagateShardings(m, options);
    expectSharding(r, m, "a", expected.toStdString());
    expectSharding(r, m, "n", expected.toStdString());
    // Kept or refined, the annotation is never changed silently.
    const bool refined = expected.startsWith(QStringLiteral("{devices=[2,2]"));
    QCOMPARE(hasEvent(r, "sharding-changed", "a"), refined);
    QCOMPARE(hasEvent(r, "conflict", "a"), !refined);
  }

  void unspecifiedDimsAreRefinedFromUsers() {
    const ir::Module m = load(R"(HloModule m
ENTRY e {
  p = f32[8,8] parameter(0)
  q = f32[8,8] parameter(1), sharding={devices=[2,2]0,1,2,3}
  a = f32[8,8] custom-call(p), custom_call_target="Sharding", sharding={devices=[2,1,2]0,1,2,3 last_tile_dim_replicate}, backend_config="unspecified_dims=[1]"
  n = f32[8,8] negate(a)
  k = f32[8,8] multiply(n, q)
  ROOT r = f32[8,8] copy(k)
}
)");
    const auto r = propagation::propagateShardings(m, spmd());
    expectSharding(r, m, "a", "{devices=[2,2]0,1,2,3}");
    // Refined, not contradicted: no conflict for the annotation.
    QVERIFY(!hasEvent(r, "conflict", "a"));
    QVERIFY(r.computations[m.entry].userAnnotated[m.entryComputation().find("a")]);
  }

  void unspecifiedDimsNeverChangeTheSpecifiedOnes() {
    // The operand tiles dim 0 over other devices: merging would contradict dim 0.
    const ir::Module m = load(R"(HloModule m
ENTRY e {
  p = f32[8,8] parameter(0), sharding={devices=[2,2]0,2,1,3}
  a = f32[8,8] custom-call(p), custom_call_target="Sharding", sharding={devices=[2,1,2]0,1,2,3 last_tile_dim_replicate}, backend_config="unspecified_dims=[1]"
  ROOT n = f32[8,8] negate(a)
}
)");
    const auto r = propagation::propagateShardings(m, spmd());
    expectSharding(r, m, "a", "{devices=[2,1,2]0,1,2,3 last_tile_dim_replicate}");
    QVERIFY(hasEvent(r, "conflict", "a"));
  }

  void shardGroups_data() {
    QTest::addColumn<QString>("kind");
    QTest::addColumn<QString>("expectedC");
    // shard_as: one common sharding at the end (the first tiled member's, as the two
    // do not merge); shard_like: only a suggestion, c keeps its own.
    QTest::newRow("shard_as") << QStringLiteral("as") << QStringLiteral("{devices=[2,1]0,1}");
    QTest::newRow("shard_like") << QStringLiteral("like") << QStringLiteral("{devices=[1,2]0,1}");
  }
  void shardGroups() {
    QFETCH(QString, kind);
    QFETCH(QString, expectedC);
    const ir::Module m = load(groupModule(kind.toStdString()));
    const auto r = propagation::propagateShardings(m, {});
    expectSharding(r, m, "a", "{devices=[2,1]0,1}");
    // b is connected to nothing sharded but its group.
    expectSharding(r, m, "b", "{devices=[2,1]0,1}");
    expectSharding(r, m, "c", expectedC.toStdString());
    const std::string rule = kind == QStringLiteral("as") ? "shard-as" : "shard-like";
    QVERIFY(hasEvent(r, "sharding-changed", "b", rule));
  }

  void shardAsMergesCompatibleMembers() {
    // Partial shardings that merge: every member ends with the merged sharding.
    const ir::Module m = load(R"(HloModule m
ENTRY e {
  p0 = f32[8,8] parameter(0), sharding={devices=[2,1,2]0,1,2,3 last_tile_dim_replicate}
  p1 = f32[8,8] parameter(1), sharding={devices=[1,2,2]0,2,1,3 last_tile_dim_replicate}
  a = f32[8,8] negate(p0)
  b = f32[8,8] negate(p1)
  ga = f32[8,8] custom-call(a), custom_call_target="Sharding", sharding={unknown shard_as 3}
  gb = f32[8,8] custom-call(b), custom_call_target="Sharding", sharding={unknown shard_as 3}
  ROOT r = (f32[8,8], f32[8,8]) tuple(ga, gb)
}
)");
    const auto r = propagation::propagateShardings(m, spmd());
    expectSharding(r, m, "a", "{devices=[2,2]0,1,2,3}");
    expectSharding(r, m, "b", "{devices=[2,2]0,1,2,3}");
  }

  void shardAsKeepsAUserShardingAndSaysSo() {
    const ir::Module m = load(R"(HloModule m
ENTRY e {
  p0 = f32[8,8] parameter(0)
  p1 = f32[8,8] parameter(1)
  a = f32[8,8] negate(p0), sharding={devices=[2,1]0,1 shard_as 0}
  b = f32[8,8] negate(p1), sharding={devices=[1,2]0,1 shard_as 0}
  c = f32[8,8] add(p0, p1), sharding={unknown shard_as 0}
  ROOT r = (f32[8,8], f32[8,8], f32[8,8]) tuple(a, b, c)
}
)");
    const auto r = propagation::propagateShardings(m, {});
    expectSharding(r, m, "a", "{devices=[2,1]0,1}");
    expectSharding(r, m, "b", "{devices=[1,2]0,1}");
    expectSharding(r, m, "c", "{devices=[2,1]0,1}");
    QVERIFY(hasEvent(r, "conflict", "b", "shard-as"));
  }

  void partiallyManualPropagatesOverTheAutomaticPart() {
    const ir::Module m = load(R"(HloModule m
ENTRY e {
  x = f32[8,4] parameter(0), sharding={devices=[2,1,2]0,1,2,3 last_tile_dims={manual}}
  z = f32[4,8] parameter(1), sharding={devices=[2,2]0,1,2,3}
  t = f32[4,8] transpose(x), dimensions={1,0}
  s = f32[4,2,4] reshape(t)
  n = f32[4,2,4] negate(s)
  k = f32[4,8] add(t, z)
  ROOT o = (f32[4,2,4], f32[4,8]) tuple(n, k)
}
)");
    for (bool isSpmd : {false, true}) {
      propagation::PropagationOptions options;
      options.isSpmd = isSpmd;
      const auto r = propagation::propagateShardings(m, options);
      expectSharding(r, m, "t", "{devices=[1,2,2]0,1,2,3 last_tile_dims={manual}}");
      expectSharding(r, m, "s", "{devices=[1,2,1,2]0,1,2,3 last_tile_dims={manual}}");
      expectSharding(r, m, "n", "{devices=[1,2,1,2]0,1,2,3 last_tile_dims={manual}}");
      // z's fully automatic sharding never replaces or merges into t's manual split.
      expectSharding(r, m, "k", "{devices=[2,2]0,1,2,3}");
    }
  }

  void partiallyManualWithReplicationMerges() {
    // Two partially manual, partially replicated operands with the same manual groups
    // merge their tiles in SPMD mode; the manual part stays.
    const ir::Module m = load(R"(HloModule m
ENTRY e {
  x = f32[8,8] parameter(0), sharding={devices=[2,1,2,2]0,1,2,3,4,5,6,7 last_tile_dims={replicated, manual}}
  y = f32[8,8] parameter(1), sharding={devices=[1,2,2,2]0,1,4,5,2,3,6,7 last_tile_dims={replicated, manual}}
  ROOT k = f32[8,8] add(x, y)
}
)");
    propagation::PropagationOptions options = spmd();
    options.propagateToOutput = {true};
    const auto r = propagation::propagateShardings(m, options);
    expectSharding(r, m, "k", "{devices=[2,2,2]0,1,2,3,4,5,6,7 last_tile_dims={manual}}");
  }
};

QTEST_APPLESS_MAIN(TestAnnotationSemantics)
#include "test_annotation_semantics.moc"
