// The e-graph proper: hash-consing, union/find, congruence restored by rebuild(),
// the analysis hooks, and agreement with a brute-force congruence closure.
#include <QTest>

#include <optional>
#include <random>
#include <string>
#include <thread>
#include <vector>

#include "egraph/egraph.h"
#include "egraph/egraph_trace.h"
#include "egraph/sexpr_parser.h"
#include "explanation_checker.h"

using namespace shardscope::egraph;

namespace {

Id addText(EGraphCore& g, const char* text) { return g.addTerm(parseTerm(text)); }

QString problems(const EGraphCore& g) {
  QStringList lines;
  for (const std::string& p : g.checkInvariants()) lines << QString::fromStdString(p);
  return lines.join('\n');
}

// Constant folding over + and *: the classic analysis with a modify step.
struct ConstantFolding {
  using Data = std::optional<long long>;
  int conflicts = 0;

  Data make(const EGraph<ConstantFolding>& g, const ENode& n) const {
    const std::string_view op = n.op.name();
    if (n.isLeaf()) {
      long long value = 0;
      for (char c : op) {
        if (c < '0' || c > '9') return std::nullopt;
        value = value * 10 + (c - '0');
      }
      return op.empty() ? Data{} : Data{value};
    }
    if (n.children.size() != 2) return std::nullopt;
    const Data& a = g.data(n.children[0]);
    const Data& b = g.data(n.children[1]);
    if (!a || !b) return std::nullopt;
    if (op == "+") return *a + *b;
    if (op == "*") return *a * *b;
    return std::nullopt;
  }

  MergeResult merge(Data& kept, Data absorbed) {
    if (!kept && absorbed) {
      kept = absorbed;
      return {true, false};
    }
    if (kept && !absorbed) return {false, true};
    if (kept && absorbed && *kept != *absorbed) ++conflicts;
    return {false, false};
  }

  void modify(EGraph<ConstantFolding>& g, Id eclass) const {
    if (const Data& value = g.data(eclass))
      g.unionGiven(eclass, g.add(Symbol(std::to_string(*value))), Symbol("constant-folding"));
  }
};

// Brute-force congruence closure over the added nodes: the reference for rebuild().
std::vector<int> referenceClosure(const EGraphCore& g, const std::vector<std::pair<Id, Id>>& unions) {
  std::vector<int> parent(g.idCount());
  for (std::size_t i = 0; i < parent.size(); ++i) parent[i] = static_cast<int>(i);
  auto find = [&](int x) {
    while (parent[x] != x) x = parent[x];
    return x;
  };
  for (auto [a, b] : unions) parent[find(a.value)] = find(b.value);
  for (bool changed = true; changed;) {
    changed = false;
    for (std::size_t i = 0; i < parent.size(); ++i)
      for (std::size_t j = i + 1; j < parent.size(); ++j) {
        const ENode& x = g.addedNode(Id(i));
        const ENode& y = g.addedNode(Id(j));
        if (!x.matches(y) || find(i) == find(j)) continue;
        bool same = true;
        for (std::size_t k = 0; k < x.children.size() && same; ++k)
          same = find(x.children[k].value) == find(y.children[k].value);
        if (same) {
          parent[find(i)] = find(j);
          changed = true;
        }
      }
  }
  std::vector<int> roots(parent.size());
  for (std::size_t i = 0; i < parent.size(); ++i) roots[i] = find(i);
  return roots;
}

}  // namespace

class TestEGraphCore : public QObject {
  Q_OBJECT

 private slots:
  // The symbol table keeps names in chunks that never move: every name reads back as it
  // was interned however many came after it (a 10^6-instruction verify interns a million),
  // a name longer than a chunk included; the same name is one symbol, from any thread.
  void symbolsKeepTheirNamesAcrossChunks() {
    const std::string prefix = "test-symbol-table/" + std::to_string(std::random_device{}()) + "/";
    std::vector<std::string> names;
    for (int k = 0; k < 20000; ++k) names.push_back(prefix + std::to_string(k) + std::string(static_cast<std::size_t>(k % 13), 'x'));
    names.push_back(prefix + std::string(100000, 'L'));  // longer than a chunk
    names.push_back(prefix + "after-the-long-one");
    std::vector<Symbol> first(names.size()), second(names.size());
    std::thread other([&] {
      for (std::size_t k = names.size(); k-- > 0;) second[k] = Symbol(names[k]);
    });
    for (std::size_t k = 0; k < names.size(); ++k) first[k] = Symbol(names[k]);
    other.join();
    for (std::size_t k = 0; k < names.size(); ++k) {
      QCOMPARE(first[k], second[k]);
      QCOMPARE(first[k], Symbol(names[k]));
      QCOMPARE(std::string(first[k].name()), names[k]);
      if (k > 0) QVERIFY(first[k] != first[k - 1]);
    }
    QVERIFY(Symbol("").empty());
    QCOMPARE(std::string(Symbol("").name()), std::string());
  }

  void hashConsingSharesEqualTerms() {
    EGraph<> g;
    const Id a = addText(g, "(+ x (* y 2))");
    const Id b = addText(g, "(+ x (* y 2))");
    QCOMPARE(a, b);
    QCOMPARE(g.classCount(), std::size_t(5));  // x y 2 (* y 2) (+ x ...)
    QCOMPARE(g.nodeCount(), std::size_t(5));
    QVERIFY(g.lookupTerm(parseTerm("(* y 2)")).has_value());
    QVERIFY(!g.lookupTerm(parseTerm("(* 2 y)")).has_value());
    QCOMPARE(g.termString(a), std::string("(+ x (* y 2))"));
    QCOMPARE(g.nodesWithOp(a, Symbol("+")).size(), std::size_t(1));
    QCOMPARE(g.nodesWithOp(a, Symbol("*")).size(), std::size_t(0));
    QCOMPARE(problems(g), QString());
  }

  void congruenceAfterUnion() {
    for (bool explanations : {true, false}) {
      EGraph<> g({}, EGraphOptions{explanations});
      const Id fa = addText(g, "(f a)");
      const Id fb = addText(g, "(f b)");
      const Id gfa = addText(g, "(g (f a) c)");
      const Id gfb = addText(g, "(g (f b) c)");
      QVERIFY(!g.equivalent(fa, fb));
      QVERIFY(g.unionGiven(g.lookupTerm(parseTerm("a")).value(), g.lookupTerm(parseTerm("b")).value(),
                           Symbol("a=b")));
      QVERIFY(g.needsRebuild());
      QCOMPARE(g.rebuild(), std::size_t(2));  // (f a)=(f b), then (g ..)=(g ..)
      QVERIFY(g.equivalent(fa, fb));
      QVERIFY(g.equivalent(gfa, gfb));
      QCOMPARE(g.classCount(), std::size_t(4));  // {a,b} {f} {c} {g}
      QCOMPARE(problems(g), QString());
      // The merge log: the given fact, then the two congruences it caused.
      const shardscope::trace::Trace merges = mergeTrace(g);
      QCOMPARE(merges.size(), std::size_t(3));
      QCOMPARE(merges.at(0).rule, std::string("a=b"));
      QCOMPARE(merges.at(1).rule, std::string("congruence"));
      QCOMPARE(merges.at(2).rule, std::string("congruence"));
      QVERIFY(QString::fromStdString(merges.at(2).message).contains("merged into"));
      // A second union of equal classes changes nothing.
      QVERIFY(!g.unionGiven(fa, fb, Symbol("again")));
      QCOMPARE(g.rebuild(), std::size_t(0));
    }
  }

  void addAfterUnionFindsTheMergedClass() {
    EGraph<> g;
    const Id a = addText(g, "a");
    const Id b = addText(g, "b");
    const Id fa = addText(g, "(f a)");
    g.unionGiven(a, b, Symbol("given"));
    g.rebuild();
    // (f b) is a new spelling of (f a): same class, its own id, exact term kept.
    const Id fb = addText(g, "(f b)");
    QVERIFY(g.equivalent(fa, fb));
    QVERIFY(fa != fb);
    QCOMPARE(g.termString(fb), std::string("(f b)"));
    QCOMPARE(g.classCount(), std::size_t(2));  // {a, b} {(f a)}
    QCOMPARE(g.nodeCount(), std::size_t(3));   // a, b, (f a): the variant adds none
    QCOMPARE(problems(g), QString());
  }

  // Without the operator index the e-graph still hash-conses, unites and rebuilds alike
  // (the verifier's use), and asking the index is an error rather than a wrong answer.
  void operatorIndexCanBeTurnedOff() {
    EGraph<> indexed;
    EGraph<> bare({}, EGraphOptions{.explanations = false, .operatorIndex = false});
    for (EGraph<>* g : {&indexed, &bare}) {
      addText(*g, "(g (f a) c)");
      addText(*g, "(g (f b) c)");
      g->unionGiven(g->lookupTerm(parseTerm("a")).value(), g->lookupTerm(parseTerm("b")).value(), Symbol("a=b"));
      QCOMPARE(g->rebuild(), std::size_t(2));
      QCOMPARE(problems(*g), QString());
    }
    QCOMPARE(bare.classCount(), indexed.classCount());
    QCOMPARE(bare.nodeCount(), indexed.nodeCount());
    QCOMPARE(indexed.classesWithOp(Symbol("f")).size(), std::size_t(1));
    QVERIFY_THROWS_EXCEPTION(std::logic_error, bare.classesWithOp(Symbol("f")));
  }

  void rejectsUnknownIds() {
    EGraph<> g;
    const Id a = addText(g, "a");
    QVERIFY_THROWS_EXCEPTION(std::out_of_range, g.add(Symbol("f"), {Id(a.value + 7)}));
    QVERIFY_THROWS_EXCEPTION(std::out_of_range, g.find(Id(99)));
    QVERIFY_THROWS_EXCEPTION(std::out_of_range, g.unionGiven(a, Id(3), Symbol("x")));
    QVERIFY_THROWS_EXCEPTION(std::logic_error, g.explain(a, addText(g, "b")));
  }

  void analysisFoldsConstants() {
    EGraph<ConstantFolding> g;
    const Id sum = addText(g, "(+ 1 (* 2 3))");
    g.rebuild();
    QCOMPARE(g.data(sum), std::optional<long long>(7));
    QVERIFY(g.equivalent(sum, addText(g, "7")));
    QCOMPARE(problems(g), QString());
  }

  void analysisRepropagatesThroughParents() {
    // x is unknown until it is made equal to 3; then (+ x 2) and (* (+ x 2) 2) learn
    // their values during rebuild, and modify joins them with their constants.
    EGraph<ConstantFolding> g;
    const Id x = addText(g, "x");
    const Id outer = addText(g, "(* (+ x 2) 2)");
    QVERIFY(!g.data(outer).has_value());
    g.unionGiven(x, addText(g, "3"), Symbol("x=3"));
    g.rebuild();
    QCOMPARE(g.data(outer), std::optional<long long>(10));
    QVERIFY(g.equivalent(outer, addText(g, "10")));
    QVERIFY(g.equivalent(addText(g, "(+ x 2)"), addText(g, "5")));
    QCOMPARE(g.analysis().conflicts, 0);
    QCOMPARE(problems(g), QString());
    // The fold is explained as a given fact, after which congruence does the rest.
    const auto proof = g.explain(outer, addText(g, "10"));
    QVERIFY(!proof->steps.empty());
    QCOMPARE(testing::ExplanationChecker(g, {}).check(*proof), std::string());
  }

  void analysisMergeSeesConflicts() {
    EGraph<ConstantFolding> g;
    g.unionGiven(addText(g, "1"), addText(g, "2"), Symbol("wrong"));
    g.rebuild();
    QCOMPARE(g.analysis().conflicts, 1);
  }

  void agreesWithBruteForceClosure_data() {
    QTest::addColumn<unsigned>("seed");
    QTest::addColumn<bool>("explanations");
    for (unsigned seed = 1; seed <= 12; ++seed) {
      QTest::newRow(qPrintable(QStringLiteral("seed %1 explained").arg(seed))) << seed << true;
      QTest::newRow(qPrintable(QStringLiteral("seed %1 plain").arg(seed))) << seed << false;
    }
  }
  void agreesWithBruteForceClosure() {
    QFETCH(unsigned, seed);
    QFETCH(bool, explanations);
    std::mt19937 rng(seed);
    EGraph<> g({}, EGraphOptions{explanations});
    std::vector<Id> ids;
    const Symbol leaves[] = {Symbol("a"), Symbol("b"), Symbol("c")};
    const Symbol unary = Symbol("f"), binary = Symbol("g");
    for (const Symbol leaf : leaves) ids.push_back(g.add(leaf));
    std::vector<std::pair<Id, Id>> unions;
    for (int step = 0; step < 80; ++step) {
      auto pick = [&] { return ids[rng() % ids.size()]; };
      switch (rng() % 6) {
        case 0: case 1: ids.push_back(g.add(unary, {pick()})); break;
        case 2: case 3: ids.push_back(g.add(binary, {pick(), pick()})); break;
        case 4: {
          const Id a = pick(), b = pick();
          g.unionGiven(a, b, Symbol("random"));
          unions.emplace_back(a, b);
          break;
        }
        default: if (rng() % 2) g.rebuild(); break;  // rebuilds at arbitrary points
      }
    }
    g.rebuild();
    QCOMPARE(problems(g), QString());
    const std::vector<int> reference = referenceClosure(g, unions);
    std::size_t referenceClasses = 0;
    for (std::size_t i = 0; i < reference.size(); ++i) {
      referenceClasses += reference[i] == static_cast<int>(i) ? 1 : 0;
      for (std::size_t j = 0; j < reference.size(); ++j)
        QCOMPARE(g.equivalent(Id(i), Id(j)), reference[i] == reference[j]);
    }
    QCOMPARE(g.classCount(), referenceClasses);
    if (!explanations) return;
    const testing::ExplanationChecker checker(g, {});
    for (std::size_t i = 0; i < reference.size(); ++i)
      for (std::size_t j = 0; j < reference.size(); ++j)
        if (reference[i] == reference[j])
          QCOMPARE(checker.check(*g.explain(Id(i), Id(j))), std::string());
  }
};

QTEST_APPLESS_MAIN(TestEGraphCore)
#include "test_egraph_core.moc"
