// The propagation engine: trace contents, user shardings never silently lost, levels,
// user priorities, cancellation, and the rule table.
#include "io/hlo_text_parser.h"
#include "propagation/rule_table.h"
#include "propagation/sharding_propagation.h"

#include <QTest>

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

  void dotOperandAlsoTakesTheOtherOperandsTiles_data() {
    QTest::addColumn<QString>("wSharding");
    QTest::addColumn<QString>("resultSharding");
    QTest::addColumn<QString>("expected");
    // XLA (JAX 0.10.2, GSPMD) on tanh(x) . w, x replicated, the result constrained:
    // w split on the contracting dim, the result replicated: t takes w's split.
    QTest::newRow("more specific than the result's") << QStringLiteral("{devices=[4,1]<=[4]}")
                                                     << QStringLiteral("{replicated}")
                                                     << QStringLiteral("{devices=[1,4]0,1,2,3}");
    // Mesh (a=2, b=2), w split on b, the result on a: both partial, t takes their merge.
    QTest::newRow("merged with the result's")
        << QStringLiteral("{devices=[2,1,2]<=[2,2]T(1,0) last_tile_dim_replicate}")
        << QStringLiteral("{devices=[2,1,2]<=[4] last_tile_dim_replicate}") << QStringLiteral("{devices=[2,2]0,1,2,3}");
  }
  void dotOperandAlsoTakesTheOtherOperandsTiles() {
    // XLA's InferDotOperandSharding considers the other operand: its tiles on the dims the
    // two share (batch, contracting) reach this operand even when the dot's result says
    // less; when both are partial, the two merge.
    QFETCH(QString, wSharding);
    QFETCH(QString, resultSharding);
    QFETCH(QString, expected);
    const ir::Module m = load(R"(HloModule m
ENTRY e {
  x = f32[16,32] parameter(0), sharding={replicated}
  t = f32[16,32] tanh(x)
  w = f32[32,8] parameter(1), sharding=)" + wSharding.toStdString() + R"(
  d = f32[16,8] dot(t, w), lhs_contracting_dims={1}, rhs_contracting_dims={0}
  ROOT s = f32[16,8] custom-call(d), custom_call_target="Sharding", sharding=)" + resultSharding.toStdString() + R"(
}
)");
    propagation::PropagationOptions options;
    options.isSpmd = true;
    const auto r = propagation::propagateShardings(m, options);
    QCOMPARE(shardingOf(r, m, "t"), expected);
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

  void lowerPriorityAnnotationIsOpenUntilItsTurn() {
    // Shardy: while p0 propagates, a p1 annotation is as if unwritten, so p0's sharding
    // flows through `a` to `c`; then `a` takes its own sharding (a `user` event) and
    // `c`, already as specific, keeps p0's.
    const ir::Module m = load(R"(HloModule m
ENTRY e {
  p = f32[8,8] parameter(0)
  x = f32[8,8] copy(p), sharding={devices=[2,1]0,1}
  a = f32[8,8] negate(x), sharding={devices=[1,2]0,1}
  ROOT c = f32[8,8] copy(a)
}
)");
    propagation::PropagationOptions options;
    options.propagateToOutput = {true};
    options.userPriorities = {{"x", 0}, {"a", 1}};
    const auto r = propagation::propagateShardings(m, options);
    QCOMPARE(shardingOf(r, m, "a"), QStringLiteral("{devices=[1,2]0,1}"));
    QCOMPARE(shardingOf(r, m, "c"), QStringLiteral("{devices=[2,1]0,1}"));
    bool sawUserStep = false;
    for (const trace::TraceEvent& event : r.trace.events())
      if (event.subject == "a" && event.rule == "user") {
        sawUserStep = true;
        QCOMPARE(*event.detail("old"), std::string("{devices=[2,1]<=[2]}"));
        QCOMPARE(*event.detail("priority"), std::string("1"));
      }
    QVERIFY(sawUserStep);
    // Without priorities both annotations hold from the start and `c` follows `a`.
    options.userPriorities.clear();
    QCOMPARE(shardingOf(propagation::propagateShardings(m, options), m, "c"), QStringLiteral("{devices=[1,2]0,1}"));
  }

  void userShardingsComeFromAMapWithoutRewritingTheModule() {
    const ir::Module m = load(R"(HloModule m
ENTRY e {
  p = f32[8,8] parameter(0)
  a = f32[8,8] copy(p), sharding={devices=[2,1]0,1}
  b = f32[8,8] negate(a)
  c = f32[8,8] transpose(b), dimensions={1,0}
  ROOT d = f32[8,8] copy(c)
}
)");
    propagation::PropagationOptions options;
    options.userShardings["b"] = std::get<HloSharding>(sharding::parseHloSharding("{devices=[1,2]0,1}"));
    options.userShardings["a"] = std::nullopt;  // removes what the file says
    options.userShardings["nosuch"] = HloSharding::replicated();
    options.userPriorities["alsomissing"] = 1;
    const auto r = propagation::propagateShardings(m, options);
    QCOMPARE(shardingOf(r, m, "b"), QStringLiteral("{devices=[1,2]0,1}"));
    QCOMPARE(shardingOf(r, m, "c"), QStringLiteral("{devices=[2,1]0,1}"));
    QCOMPARE(shardingOf(r, m, "a"), QStringLiteral("{devices=[1,2]0,1}"));  // now inferred from b
    const ir::Computation& entry = m.entryComputation();
    QVERIFY(r.computations[m.entry].userAnnotated[entry.find("b")]);
    QVERIFY(!r.computations[m.entry].userAnnotated[entry.find("a")]);
    QCOMPARE(r.unknownNames, (std::vector<std::string>{"alsomissing", "nosuch"}));
    QVERIFY(entry.instructions[entry.find("a")].sharding);  // the module is untouched
  }

  void eventLimitAndCallbackStopEarly() {
    // A 20k-instruction chain: the editor asks for the first step only.
    std::ostringstream text;
    text << "HloModule m\nENTRY e {\n  p = f32[8,8] parameter(0)\n  n0 = f32[8,8] copy(p), sharding={devices=[2,1]0,1}\n";
    for (int i = 1; i < 20000; ++i) text << "  n" << i << " = f32[8,8] negate(n" << i - 1 << ")\n";
    text << "  ROOT r = f32[8,8] copy(n19999)\n}\n";
    const ir::Module m = load(text.str());

    propagation::PropagationOptions options;
    options.eventLimit = 1;
    auto r = propagation::propagateShardings(m, options);
    QVERIFY(r.stoppedEarly);
    QCOMPARE(r.trace.size(), std::size_t{1});
    QCOMPARE(r.trace.at(0).subject, std::string("n1"));
    QCOMPARE(shardingOf(r, m, "n0"), QStringLiteral("{devices=[2,1]0,1}"));  // user shardings are always there
    QCOMPARE(shardingOf(r, m, "n1"), QStringLiteral("{devices=[2,1]0,1}"));  // the change the event describes
    QCOMPARE(shardingOf(r, m, "n2"), QStringLiteral("(none)"));

    std::vector<std::string> seen;
    options.eventLimit = 0;
    options.onEvent = [&](const trace::TraceEvent& event) {
      seen.push_back(event.subject);
      return seen.size() < 3;
    };
    r = propagation::propagateShardings(m, options);
    QVERIFY(r.stoppedEarly);
    QCOMPARE(seen, (std::vector<std::string>{"n1", "n2", "n3"}));
    QCOMPARE(r.trace.size(), std::size_t{3});

    // A callback that never says stop sees every event of a complete run.
    std::size_t count = 0;
    options.onEvent = [&](const trace::TraceEvent&) { return ++count > 0; };
    r = propagation::propagateShardings(m, options);
    QVERIFY(!r.stoppedEarly);
    QCOMPARE(count, r.trace.size());
    QCOMPARE(shardingOf(r, m, "n19999"), QStringLiteral("{devices=[2,1]0,1}"));
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

  void dotLookaheadPrefersTheOperandItsUserNeeds_data() {
    QTest::addColumn<QString>("userSharding");
    QTest::addColumn<QString>("expected");
    // Without a sharded user the larger operand (b) decides; with one, the operand whose
    // sharding the user can take without moving data (a) does, as XLA's lookahead.
    QTest::newRow("no sharded user: larger operand") << QString() << QStringLiteral("{devices=[1,2]0,1}");
    QTest::newRow("user needs rows: lhs") << QStringLiteral(", sharding={devices=[2,1]0,1}")
                                          << QStringLiteral("{devices=[2,1]0,1}");
  }
  void dotLookaheadPrefersTheOperandItsUserNeeds() {
    QFETCH(QString, userSharding);
    QFETCH(QString, expected);
    for (bool isSpmd : {false, true}) {
      const ir::Module m = load(R"(HloModule m
ENTRY e {
  a = f32[8,8] parameter(0), sharding={devices=[2,1]0,1}
  b = f32[8,16] parameter(1), sharding={devices=[1,2]0,1}
  c = f32[16,4] parameter(2)
  d1 = f32[8,16] dot(a, b), lhs_contracting_dims={1}, rhs_contracting_dims={0}
  n = f32[8,16] negate(d1)
  d2 = f32[8,4] dot(n, c), lhs_contracting_dims={1}, rhs_contracting_dims={0})" + userSharding.toStdString() + R"(
  ROOT r = f32[8,4] copy(d2)
}
)");
      propagation::PropagationOptions options;
      options.isSpmd = isSpmd;
      const auto r = propagation::propagateShardings(m, options);
      QCOMPARE(shardingOf(r, m, "d1"), expected);
    }
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
