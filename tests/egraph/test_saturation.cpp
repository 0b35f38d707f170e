// The runner: equality saturation to a fixed point, the limits that stop it and how
// they are reported, cancellation, progress, guards, C++ appliers and the merge trace.
#include <QTest>

#include <random>
#include <string>
#include <vector>

#include "egraph/runner.h"
#include "egraph/sexpr_parser.h"

using namespace shardscope;
using namespace shardscope::egraph;

namespace {

using Rules = std::vector<Rewrite<>>;

Rules assocComm() {
  return {Rewrite<>::rewrite("add-commutes", "a + b = b + a", "(+ ?a ?b)", "(+ ?b ?a)"),
          Rewrite<>::rewrite("add-associates", "a + (b + c) = (a + b) + c", "(+ ?a (+ ?b ?c))",
                             "(+ (+ ?a ?b) ?c)")};
}

// Grows without end: the class of (f a) doubles its members every iteration, each
// (f x) adding the new classes (s x) and (t x).
Rules unbounded() {
  return {Rewrite<>::rewrite("grow-s", "f x = f (s x), a made-up law", "(f ?x)", "(f (s ?x))"),
          Rewrite<>::rewrite("grow-t", "f x = f (t x), a made-up law", "(f ?x)", "(f (t ?x))")};
}

Id addText(EGraphCore& g, const char* text) { return g.addTerm(parseTerm(text)); }

}  // namespace

class TestSaturation : public QObject {
  Q_OBJECT

 private slots:
  void assocCommReaches127Classes_data() {
    QTest::addColumn<bool>("explanations");
    QTest::newRow("explanations") << true;
    QTest::newRow("no explanations") << false;
  }
  void assocCommReaches127Classes() {
    QFETCH(bool, explanations);
    EGraph<> g({}, EGraphOptions{explanations});
    const Id left = addText(g, "(+ 1 (+ 2 (+ 3 (+ 4 (+ 5 (+ 6 7))))))");
    const Id right = addText(g, "(+ 7 (+ 6 (+ 5 (+ 4 (+ 3 (+ 2 1))))))");
    QVERIFY(!g.equivalent(left, right));
    const RunResult result = Runner<>().run(g, assocComm());
    QCOMPARE(result.report.stopReason, StopReason::Saturated);
    QVERIFY(g.equivalent(left, right));
    // One class per non-empty subset of {1..7}: 2^7 - 1.
    QCOMPARE(g.classCount(), std::size_t(127));
    // Each subset of k >= 2 numbers is (+ A B) for every ordered split: 3^7 - 2^8 + 1,
    // plus the 7 numbers.
    QCOMPARE(g.nodeCount(), std::size_t(2187 - 256 + 1 + 7));
    QCOMPARE(result.report.classes, std::size_t(127));
    QVERIFY(g.checkInvariants().empty());
  }

  void goalStopsBeforeSaturation() {
    EGraph<> g;
    const Id left = addText(g, "(+ 1 (+ 2 (+ 3 (+ 4 (+ 5 (+ 6 7))))))");
    const Id right = addText(g, "(+ 7 (+ 6 (+ 5 (+ 4 (+ 3 (+ 2 1))))))");
    Runner<> runner;
    runner.stopWhen([&](const EGraph<>& graph) { return graph.equivalent(left, right); },
                    "the two sums are equal");
    const RunResult result = runner.run(g, assocComm());
    QCOMPARE(result.report.stopReason, StopReason::GoalReached);
    QCOMPARE(result.report.stopMessage, std::string("goal reached: the two sums are equal"));
    QVERIFY(g.equivalent(left, right));
    EGraph<> full;
    addText(full, "(+ 1 (+ 2 (+ 3 (+ 4 (+ 5 (+ 6 7))))))");
    addText(full, "(+ 7 (+ 6 (+ 5 (+ 4 (+ 3 (+ 2 1))))))");
    QVERIFY(result.report.iterations.size() < Runner<>().run(full, assocComm()).report.iterations.size());
  }

  void additionNeverEqualsDivision() {
    EGraph<> g;
    const Id sum = addText(g, "(+ x y)");
    const Id quotient = addText(g, "(/ x y)");
    addText(g, "(+ (/ x y) (+ y x))");
    const RunResult result = Runner<>().run(g, assocComm());
    QCOMPARE(result.report.stopReason, StopReason::Saturated);
    QVERIFY(g.equivalent(sum, addText(g, "(+ y x)")));
    QVERIFY(!g.equivalent(sum, quotient));
    QVERIFY(!g.equivalent(quotient, addText(g, "(/ y x)")));
  }

  void limitsStopAndAreReported_data() {
    QTest::addColumn<int>("maxIterations");
    QTest::addColumn<int>("maxNodes");
    QTest::addColumn<int>("maxMilliseconds");
    QTest::addColumn<int>("reason");
    QTest::addColumn<QString>("message");
    QTest::newRow("iterations") << 3 << 1000000 << 60000 << int(StopReason::IterationLimit)
                                << "iteration limit 3 reached";
    QTest::newRow("nodes") << 1000 << 500 << 60000 << int(StopReason::NodeLimit)
                           << "node limit 500 reached";
    QTest::newRow("time") << 1000 << 100000000 << 20 << int(StopReason::TimeLimit)
                          << "time limit 20 ms reached";
  }
  void limitsStopAndAreReported() {
    QFETCH(int, maxIterations);
    QFETCH(int, maxNodes);
    QFETCH(int, maxMilliseconds);
    QFETCH(int, reason);
    QFETCH(QString, message);
    EGraph<> g;
    addText(g, "(f a)");
    RunnerLimits limits;
    limits.maxIterations = maxIterations;
    limits.maxNodes = maxNodes;
    limits.maxTime = std::chrono::milliseconds(maxMilliseconds);
    limits.recordMergeTrace = false;
    const RunResult result = Runner<>(limits).run(g, unbounded());
    QCOMPARE(int(result.report.stopReason), reason);
    QVERIFY2(QString::fromStdString(result.report.stopMessage).startsWith(message),
             result.report.stopMessage.c_str());
    QVERIFY(QString::fromStdString(result.report.summary()).contains(message));
    if (reason == int(StopReason::IterationLimit))
      QCOMPARE(result.report.iterations.size(), std::size_t(maxIterations));
    QVERIFY(g.checkInvariants().empty());  // stopped, but rebuilt
    QCOMPARE(result.trace.events().back().kind, std::string("saturation-stopped"));
    QCOMPARE(result.trace.events().back().rule, std::string(toString(StopReason(reason))));
  }

  void matchLimitPreventsFalseSaturation() {
    // With one match kept per rule and iteration, matches are dropped every time, so
    // the run must never claim a fixed point; it runs into the iteration limit.
    EGraph<> g;
    addText(g, "(+ 1 (+ 2 3))");
    RunnerLimits limits;
    limits.maxMatchesPerRule = 1;
    limits.maxIterations = 40;
    const RunResult result = Runner<>(limits).run(g, assocComm());
    QCOMPARE(result.report.stopReason, StopReason::IterationLimit);
    for (const auto& it : result.report.iterations) {
      for (const auto& r : it.rules) QVERIFY(r.matches <= 1);
      QVERIFY(it.rules.front().truncated);  // commutativity always has several matches
    }
    // Without the cap the same input saturates.
    EGraph<> h;
    addText(h, "(+ 1 (+ 2 3))");
    QCOMPARE(Runner<>().run(h, assocComm()).report.stopReason, StopReason::Saturated);
  }

  void incrementalSearchMatchesFullSearch_data() {
    QTest::addColumn<unsigned>("seed");
    for (unsigned seed = 1; seed <= 6; ++seed) QTest::newRow(qPrintable(QString::number(seed))) << seed;
  }
  void incrementalSearchMatchesFullSearch() {
    // Incremental search must find every new match: iteration by iteration, the
    // e-graph must grow exactly as with a full search.
    QFETCH(unsigned, seed);
    Rules rules = assocComm();
    rules.push_back(Rewrite<>::rewrite("mul-distributes", "a(b + c) = ab + ac", "(* ?a (+ ?b ?c))",
                                       "(+ (* ?a ?b) (* ?a ?c))"));
    rules.push_back(Rewrite<>::rewrite("mul-one", "a * 1 = a", "(* ?a 1)", "?a"));
    std::vector<std::string> terms;
    std::mt19937 rng(seed);
    const char* leaves[] = {"1", "x", "y", "z"};
    for (int i = 0; i < 5; ++i)
      terms.push_back(std::string("(") + (rng() % 2 ? "+" : "*") + " " + leaves[rng() % 4] + " (" +
                      (rng() % 2 ? "+" : "*") + " " + leaves[rng() % 4] + " " + leaves[rng() % 4] + "))");
    std::vector<std::vector<std::size_t>> sizes;
    std::vector<std::vector<bool>> partitions;
    for (bool incremental : {false, true}) {
      EGraph<> g;
      std::vector<Id> roots;
      for (const std::string& t : terms) roots.push_back(addText(g, t.c_str()));
      RunnerLimits limits;
      limits.maxIterations = 5;
      limits.maxNodes = 100000;
      limits.incrementalSearch = incremental;
      const RunResult result = Runner<>(limits).run(g, rules);
      std::vector<std::size_t> perIteration;
      for (const auto& it : result.report.iterations) {
        perIteration.push_back(it.nodes);
        perIteration.push_back(it.classes);
      }
      sizes.push_back(perIteration);
      std::vector<bool> partition;
      for (Id a : roots)
        for (Id b : roots) partition.push_back(g.equivalent(a, b));
      partitions.push_back(partition);
      QVERIFY(g.checkInvariants().empty());
    }
    QCOMPARE(sizes[1], sizes[0]);
    QCOMPARE(partitions[1], partitions[0]);
  }

  void incrementalSearchFollowsLongChains() {
    // Each step of a chain enables the next one, one level up: the classic case where
    // a full search per iteration would cost the whole graph each time.
    const Rules rules{Rewrite<>::rewrite("f-is-g", "f and g agree on equal inputs (made up)",
                                         "(f ?x)", "(g ?x)")};
    RunnerLimits limits;
    limits.maxIterations = 1000;
    for (bool incremental : {true, false}) {
      limits.incrementalSearch = incremental;
      EGraph<> g;
      Id left = addText(g, "a"), right = addText(g, "b");
      for (int i = 0; i < 200; ++i) {
        left = g.add(Symbol("f"), {left});
        right = g.add(Symbol("g"), {right});
      }
      g.unionGiven(addText(g, "a"), addText(g, "b"), Symbol("a=b"));
      const RunResult result = Runner<>(limits).run(g, rules);
      QCOMPARE(result.report.stopReason, StopReason::Saturated);
      QVERIFY(g.equivalent(left, right));
      QCOMPARE(g.classCount(), std::size_t(201));  // {a,b} and one class per level
    }
  }

  void cancellationStopsAndLeavesAConsistentGraph() {
    EGraph<> g;
    addText(g, "(f a)");
    RunnerLimits limits;
    limits.maxNodes = 100000000;
    limits.maxIterations = 1000;
    limits.maxTime = std::chrono::minutes(10);
    CancellationToken cancel;
    int calls = 0;
    auto progress = [&](double, std::string_view) {
      if (++calls == 4) cancel.cancel();  // cancel from "the GUI" during the run
    };
    QVERIFY_THROWS_EXCEPTION(OperationCancelled, Runner<>(limits).run(g, unbounded(), cancel, progress));
    QCOMPARE(calls, 4);
    QVERIFY(g.checkInvariants().empty());

    CancellationToken already;
    already.cancel();
    EGraph<> h;
    addText(h, "(+ 1 2)");
    QVERIFY_THROWS_EXCEPTION(OperationCancelled, Runner<>().run(h, assocComm(), already));
  }

  void progressIsMonotoneAndEnds() {
    EGraph<> g;
    addText(g, "(+ 1 (+ 2 (+ 3 4)))");
    std::vector<double> fractions;
    Runner<>().run(g, assocComm(), CancellationToken(), [&](double f, std::string_view phase) {
      QCOMPARE(phase, std::string_view("saturating"));
      fractions.push_back(f);
    });
    QVERIFY(fractions.size() >= 2);
    for (std::size_t i = 1; i < fractions.size(); ++i) QVERIFY(fractions[i] >= fractions[i - 1]);
    QCOMPARE(fractions.back(), 1.0);
  }

  void guardsRestrictRules() {
    EGraph<> g;
    const Id x = addText(g, "x");
    const Id timesX = addText(g, "(* x 2)");
    const Id timesY = addText(g, "(* y 2)");
    // Only rewrite (* ?a 2) when ?a is x.
    Rules rules{Rewrite<>::rewrite("double-is-shift", "a * 2 = a << 1 (for x only)", "(* ?a 2)",
                                   "(<< ?a 1)", [x](const EGraph<>& graph, Id, const Subst& s) {
                                     return graph.find(s.at(Symbol("?a"))) == graph.find(x);
                                   })};
    const RunResult result = Runner<>().run(g, rules);
    QCOMPARE(result.report.stopReason, StopReason::Saturated);
    QVERIFY(g.equivalent(timesX, addText(g, "(<< x 1)")));
    QVERIFY(!g.lookupTerm(parseTerm("(<< y 1)")).has_value());
    QVERIFY(!g.equivalent(timesY, addText(g, "(<< y 1)")));
    QCOMPARE(result.report.firings(Symbol("double-is-shift")), std::size_t(1));
  }

  void cppApplierAddsWhatItComputes() {
    EGraph<> g;
    const Id sum = addText(g, "(+ y y)");
    const Id other = addText(g, "(+ y z)");
    Rules rules{Rewrite<>::withApplier("add-self", "a + a = 2 * a", "(+ ?a ?a)",
                                       [](EGraph<>& graph, Id, const Subst& s) {
                                         const Id two = graph.add(Symbol("2"));
                                         return std::vector<Id>{graph.add(Symbol("*"), {two, s.at(Symbol("?a"))})};
                                       })};
    Runner<>().run(g, rules);
    QVERIFY(g.equivalent(sum, addText(g, "(* 2 y)")));
    QVERIFY(!g.equivalent(other, addText(g, "(* 2 z)")));
  }

  void rulesRejectUnboundVariables() {
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument,
                             Rewrite<>::rewrite("bad", "", "(+ ?a ?b)", "(+ ?a ?c)"));
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, Rewrite<>::rewrite("bad", "", "(?f x)", "x"));
    QVERIFY_THROWS_EXCEPTION(ParseError, Rewrite<>::rewrite("bad", "", "(+ ?a", "?a"));
  }

  void mergeTraceRecordsEveryUnion() {
    EGraph<> g;
    addText(g, "(+ 1 (+ 2 3))");
    const RunResult result = Runner<>().run(g, assocComm());
    std::size_t merges = 0, iterations = 0;
    for (const trace::TraceEvent& e : result.trace.events()) {
      if (e.kind == "saturation-iteration") ++iterations;
      if (e.kind != "eclass-merged") continue;
      ++merges;
      QVERIFY(e.rule == "add-commutes" || e.rule == "add-associates" || e.rule == "congruence");
      QVERIFY(QString::fromStdString(e.message).contains("merged into"));
      QVERIFY(e.detail("left") && e.detail("right"));
      if (e.rule != "congruence") QVERIFY(e.detail("bindings") && !e.detail("bindings")->empty());
    }
    QCOMPARE(merges, g.unionLog().size());
    QCOMPARE(iterations, result.report.iterations.size());
    QCOMPARE(result.report.totalRuleUnions() +
                 [&] {
                   std::size_t c = 0;
                   for (const auto& it : result.report.iterations) c += it.congruenceUnions;
                   return c;
                 }(),
             merges);
    QVERIFY(result.report.firings(Symbol("add-commutes")) > 0);
    QVERIFY(result.report.firings(Symbol("add-associates")) > 0);
  }
};

QTEST_APPLESS_MAIN(TestSaturation)
#include "test_saturation.moc"
