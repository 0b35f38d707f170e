// The propagation engine: trace contents, user shardings never silently lost, levels,
// user priorities, cancellation, and the rule table.
#include "io/hlo_text_parser.h"
#include "propagation/rule_table.h"
#include "propagation/sharding_propagation.h"

#include <QtTest>

#include <sstream>

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


// The sharding with an explicit device list, so expectations read plainly.
QString shardingOf(const propagation::PropagationResult& r, const ir::Module& m, const char* name) {
  const HloSharding* s = r.find(m, name);
  if (!s) return QStringLiteral("(none)");
  HloSharding explicitDevices = *s;
  explicitDevices.setIota(std::nullopt);
  return QString::fromStdString(explicitDevices.toString(false));
}

}  // namespace

class TestPropagationEngine : public QObject {
  Q_OBJECT
 private slots:
  void traceRecordsEveryChange() {
    const ir::Module m = load(R"(HloModule m
ENTRY e {
  p = f32[8,4] parameter(0)
  a = f32[8,4] copy(p), sharding={devices=[2,1]0,1}
  b = f32[8,4] negate(a)
  c = f32[4,8] transpose(b), dimensions={1,0}
  ROOT d = f32[4,8] copy(c)
}
)");
    propagation::PropagationOptions options;
    options.propagateToOutput = {true};
    const auto r = propagation::propagateShardings(m, options);
    QCOMPARE(shardingOf(r, m, "b"), QStringLiteral("{devices=[2,1]0,1}"));
    QCOMPARE(shardingOf(r, m, "c"), QStringLiteral("{devices=[1,2]0,1}"));
    QCOMPARE(shardingOf(r, m, "d"), QStringLiteral("{devices=[1,2]0,1}"));
    QCOMPARE(shardingOf(r, m, "p"), QStringLiteral("(none)"));  // propagation to parameters is off
    QCOMPARE(r.changes, int64_t{3});
    const trace::TraceEvent& first = r.trace.at(0);
    QCOMPARE(first.kind, std::string("sharding-changed"));
    QCOMPARE(first.subject, std::string("b"));
    QCOMPARE(first.rule, std::string("elementwise"));
    QCOMPARE(*first.detail("old"), std::string("(none)"));
    QCOMPARE(*first.detail("new"), std::string("{devices=[2,1]<=[2]}"));  // XLA spells iota device lists compactly
    QCOMPARE(*first.detail("source"), std::string("a"));
    QCOMPARE(*first.detail("direction"), std::string("forward"));
    QCOMPARE(*first.detail("level"), std::string("0"));
    QCOMPARE(r.trace.at(1).rule, std::string("transpose"));
  }

  void userShardingIsNeverOverwrittenAndConflictsAreTraced() {
    const ir::Module m = load(R"(HloModule m
ENTRY e {
  p = f32[8,8] parameter(0)
  a = f32[8,8] copy(p), sharding={devices=[2,1]0,1}
  b = f32[8,8] copy(a), sharding={devices=[1,2]0,1}
  ROOT c = f32[8,8] add(a, b)
}
)");
    const auto r = propagation::propagateShardings(m);
    QCOMPARE(shardingOf(r, m, "a"), QStringLiteral("{devices=[2,1]0,1}"));
    QCOMPARE(shardingOf(r, m, "b"), QStringLiteral("{devices=[1,2]0,1}"));
    bool sawConflict = false;
    for (const trace::TraceEvent& event : r.trace.events())
      if (event.kind == "conflict" && (event.subject == "a" || event.subject == "b")) {
        sawConflict = true;
        QVERIFY(event.detail("reason"));
        QVERIFY(event.detail("proposed"));
      }
    QVERIFY(sawConflict);
    QVERIFY(r.conflicts > 0);
  }

  void broadcastWaitsForTheLastLevel() {
    const ir::Module m = load(R"(HloModule m
ENTRY e {
  p = f32[8] parameter(0)
  a = f32[8] copy(p), sharding={devices=[2]0,1}
  b = f32[8,16] broadcast(a), dimensions={0}
  ROOT c = f32[8,16] copy(b)
}
)");
    propagation::PropagationOptions options;
    options.maxAggressiveness = 2;
    QCOMPARE(shardingOf(propagation::propagateShardings(m, options), m, "b"), QStringLiteral("(none)"));
    options.maxAggressiveness = 3;
    QCOMPARE(shardingOf(propagation::propagateShardings(m, options), m, "b"), QStringLiteral("{devices=[2,1]0,1}"));
  }

  void dotNonContractingAndBackward() {
    const ir::Module m = load(R"(HloModule m
ENTRY e {
  p0 = f32[16,32] parameter(0)
  p1 = f32[32,64] parameter(1)
  x = f32[16,32] copy(p0)
  w = f32[32,64] copy(p1), sharding={devices=[1,4]0,1,2,3}
  h = f32[16,64] dot(x, w), lhs_contracting_dims={1}, rhs_contracting_dims={0}
  ROOT y = f32[16,64] copy(h)
}
)");
    const auto r = propagation::propagateShardings(m);
    QCOMPARE(shardingOf(r, m, "h"), QStringLiteral("{devices=[1,4]0,1,2,3}"));
    // x only sees the rhs-only dim: it becomes replicated.
    QCOMPARE(shardingOf(r, m, "x"), QStringLiteral("{replicated}"));
  }

  void userPrioritiesRankAnnotations() {
    const ir::Module m = load(R"(HloModule m
ENTRY e {
  p = f32[8,8] parameter(0)
  a = f32[8,8] copy(p), sharding={devices=[2,1]0,1}
  mid = f32[8,8] negate(a)
  ROOT b = f32[8,8] copy(mid), sharding={devices=[1,2]0,1}
}
)");
    propagation::PropagationOptions options;
    options.userPriorities = {{"a", 1}, {"b", 0}};
    auto r = propagation::propagateShardings(m, options);
    QCOMPARE(shardingOf(r, m, "mid"), QStringLiteral("{devices=[1,2]0,1}"));
    options.userPriorities = {{"a", 0}, {"b", 1}};
    r = propagation::propagateShardings(m, options);
    QCOMPARE(shardingOf(r, m, "mid"), QStringLiteral("{devices=[2,1]0,1}"));
    // Both annotations survive whatever the order.
    QCOMPARE(shardingOf(r, m, "a"), QStringLiteral("{devices=[2,1]0,1}"));
    QCOMPARE(shardingOf(r, m, "b"), QStringLiteral("{devices=[1,2]0,1}"));
  }

  void cancellationStopsTheEngine() {
    std::ostringstream text;
    text << "HloModule m\nENTRY e {\n  p = f32[8] parameter(0), sharding={devices=[2]0,1}\n";
    std::string previous = "p";
    for (int i = 0; i < 10000; ++i) {
      text << "  n" << i << " = f32[8] negate(" << previous << ")\n";
      previous = std::string("n").append(std::to_string(i));
    }
    text << "  ROOT r = f32[8] copy(" << previous << ")\n}\n";
    const ir::Module m = load(text.str());
    CancellationToken token;
    token.cancel();
    QVERIFY_THROWS_EXCEPTION(OperationCancelled, propagation::propagateShardings(m, {}, token));
  }

  void malformedAttributesProposeNothing() {
    // The verifier is off so that attributes that do not fit reach the rules.
    io::HloParseOptions parseOptions;
    parseOptions.fileName = "bad.hlo";
    parseOptions.verify = false;
    io::LoadResult loaded = io::parseHloText(R"(HloModule m
ENTRY e {
  p0 = f32[8,8] parameter(0), sharding={devices=[2,1]0,1}
  p1 = f32[8,8] parameter(1), sharding={devices=[1,2]0,1}
  d = f32[8,8] dot(p0, p1), lhs_contracting_dims={5}, rhs_contracting_dims={0}
  c = f32[8,8] convolution(p0, p1), window={size=3x}, dim_labels=zz_q->x
  t = f32[8,8] transpose(p0), dimensions={0,0,7}
  g = f32[8] gather(p0, p1), offset_dims={9}, slice_sizes={1}
  ROOT r = (f32[8,8], f32[8,8], f32[8,8], f32[8]) tuple(d, c, t, g)
}
)", parseOptions);
    QVERIFY(loaded.ok());
    const auto r = propagation::propagateShardings(*loaded.module);
    for (const char* name : {"d", "c", "t", "g"}) QCOMPARE(shardingOf(r, *loaded.module, name), QStringLiteral("(none)"));
  }

  void ruleTableRowsAreComplete() {
    for (const propagation::PropagationRule& row : propagation::propagationRules()) {
      QVERIFY(!row.name.empty());
      QVERIFY(!row.meaning.empty());
      QCOMPARE(&propagation::rule(row.id), &row);
    }
  }
};

QTEST_APPLESS_MAIN(TestPropagationEngine)
#include "test_propagation_engine.moc"
