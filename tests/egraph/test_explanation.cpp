// Explanations: every union's reason is kept, and explain(a, b) returns a chain of
// rule applications and congruences that an independent checker accepts.
#include <QTest>

#include <random>
#include <string>
#include <vector>

#include "egraph/egraph_trace.h"
#include "egraph/runner.h"
#include "egraph/sexpr_parser.h"
#include "explanation_checker.h"

using namespace shardscope;
using namespace shardscope::egraph;

namespace {

struct RuleSpec {
  const char* name;
  const char* lhs;
  const char* rhs;
};

const RuleSpec kArithmetic[] = {
    {"add-commutes", "(+ ?a ?b)", "(+ ?b ?a)"},
    {"add-associates", "(+ ?a (+ ?b ?c))", "(+ (+ ?a ?b) ?c)"},
    {"mul-one", "(* ?a 1)", "?a"},
    {"mul-distributes", "(* ?a (+ ?b ?c))", "(+ (* ?a ?b) (* ?a ?c))"},
};

std::vector<Rewrite<>> rules() {
  std::vector<Rewrite<>> out;
  for (const RuleSpec& r : kArithmetic) out.push_back(Rewrite<>::rewrite(r.name, r.name, r.lhs, r.rhs));
  return out;
}

testing::ExplanationChecker checkerFor(const EGraphCore& g) {
  std::map<Symbol, testing::RuleText> texts;
  for (const RuleSpec& r : kArithmetic)
    texts.emplace(Symbol(r.name), testing::RuleText{Pattern::parse(r.lhs), Pattern::parse(r.rhs)});
  return testing::ExplanationChecker(g, std::move(texts));
}

Id addText(EGraphCore& g, const std::string& text) { return g.addTerm(parseTerm(text)); }

}  // namespace

class TestExplanation : public QObject {
  Q_OBJECT

 private slots:
  void assocCommChainIsValid() {
    EGraph<> g;
    const Id left = addText(g, "(+ 1 (+ 2 (+ 3 (+ 4 (+ 5 (+ 6 7))))))");
    const Id right = addText(g, "(+ 7 (+ 6 (+ 5 (+ 4 (+ 3 (+ 2 1))))))");
    Runner<>().run(g, rules());
    QVERIFY(g.equivalent(left, right));
    const auto proof = g.explain(left, right);
    QCOMPARE(proof->from, left);
    QCOMPARE(proof->to, right);
    QVERIFY(!proof->steps.empty());
    QCOMPARE(checkerFor(g).check(*proof), std::string());
    bool sawRule = false;
    for (const ExplanationStep& s : proof->steps) sawRule = sawRule || s.kind == JustificationKind::Rule;
    QVERIFY(sawRule);
    // The chain reads, and the reverse question has a valid answer too.
    QCOMPARE(checkerFor(g).check(*g.explain(right, left)), std::string());
  }

  void congruenceStepCarriesOperandProofs() {
    EGraph<> g;
    const Id fa = addText(g, "(f a c)");
    const Id fb = addText(g, "(f b c)");
    g.unionGiven(addText(g, "a"), addText(g, "b"), Symbol("a is b"));
    g.rebuild();
    const auto proof = g.explain(fa, fb);
    QCOMPARE(proof->steps.size(), std::size_t(1));
    const ExplanationStep& step = proof->steps.front();
    QCOMPARE(step.kind, JustificationKind::Congruence);
    QCOMPARE(step.operands.size(), std::size_t(1));  // c is the same id on both sides
    QCOMPARE(step.operands.front().operand, std::size_t(0));
    const Explanation& operand = *step.operands.front().proof;
    QCOMPARE(operand.steps.size(), std::size_t(1));
    QCOMPARE(operand.steps.front().kind, JustificationKind::Given);
    QCOMPARE(operand.steps.front().name.str(), std::string("a is b"));
    QCOMPARE(checkerFor(g).check(*proof), std::string());

    const FlattenedExplanation flat = flatten(*proof);
    QCOMPARE(flat.steps.size(), std::size_t(2));
    QCOMPARE(flat.steps[0].depth, std::size_t(0));
    QCOMPARE(flat.steps[1].depth, std::size_t(1));
    const trace::Trace trace = explanationTrace(g, *proof);
    QCOMPARE(trace.size(), std::size_t(2));
    QCOMPARE(trace.at(0).message, std::string("(f a c) = (f b c)  [congruence]"));
    QCOMPARE(trace.at(1).message, std::string("a = b  [given: a is b]"));
    QCOMPARE(*trace.at(1).detail("depth"), std::string("1"));
  }

  void backwardRuleStepsAreMarked() {
    EGraph<> g;
    const Id x = addText(g, "x");
    const Id times = addText(g, "(* x 1)");
    Runner<>().run(g, rules());
    // x = (* x 1) reads the rule mul-one right to left.
    const auto proof = g.explain(x, times);
    QCOMPARE(proof->steps.size(), std::size_t(1));
    QCOMPARE(proof->steps.front().kind, JustificationKind::Rule);
    QCOMPARE(proof->steps.front().name.str(), std::string("mul-one"));
    QVERIFY(!proof->steps.front().forward);
    QCOMPARE(proof->steps.front().substitution.at(Symbol("?a")), g.find(x));
    QCOMPARE(checkerFor(g).check(*proof), std::string());
    QCOMPARE(explanationTrace(g, *proof).at(0).message,
             std::string("x = (* x 1)  [rule mul-one (right to left)]"));
  }

  void deepProofsNeedNoDeepStack() {
    // f^n(a) = g^n(b) nests n congruence proofs; explain, flatten and trace are
    // iterative, so depth is bounded by memory, not the stack.
    constexpr int n = 3000;
    EGraph<> g;
    Id left = addText(g, "a"), right = addText(g, "b");
    for (int i = 0; i < n; ++i) {
      left = g.add(Symbol("f"), {left});
      right = g.add(Symbol("g"), {right});
    }
    g.unionGiven(addText(g, "a"), addText(g, "b"), Symbol("a=b"));
    std::vector<Rewrite<>> rules{Rewrite<>::rewrite("f-is-g", "made up", "(f ?x)", "(g ?x)")};
    RunnerLimits limits;
    limits.maxIterations = 2 * n;
    limits.recordMergeTrace = false;
    QCOMPARE(Runner<>(limits).run(g, rules).report.stopReason, StopReason::Saturated);
    QVERIFY(g.equivalent(left, right));
    const auto proof = g.explain(left, right);
    std::map<Symbol, testing::RuleText> texts;
    texts.emplace(Symbol("f-is-g"), testing::RuleText{Pattern::parse("(f ?x)"), Pattern::parse("(g ?x)")});
    QCOMPARE(testing::ExplanationChecker(g, std::move(texts)).check(*proof), std::string());
    const FlattenedExplanation flat = flatten(*proof, 1000000);
    QVERIFY(!flat.truncated);
    std::size_t deepest = 0;
    for (const FlatExplanationStep& s : flat.steps) deepest = std::max(deepest, s.depth);
    QVERIFY(deepest >= std::size_t(n - 1));
    QVERIFY(flatten(*proof, 10).truncated);
    const trace::Trace trace = explanationTrace(g, *proof, 10);
    QCOMPARE(trace.events().back().kind, std::string("explanation-truncated"));
    QVERIFY(trace.at(0).message.size() < 400);  // terms are cut, not printed 3000 deep
  }

  void trivialAndImpossibleQuestions() {
    EGraph<> g;
    const Id a = addText(g, "(+ a b)");
    QVERIFY(g.explain(a, a)->steps.empty());
    QVERIFY_THROWS_EXCEPTION(std::logic_error, g.explain(a, addText(g, "(- a b)")));
    EGraph<> plain({}, EGraphOptions{false});
    const Id p = addText(plain, "p");
    QVERIFY_THROWS_EXCEPTION(std::logic_error, plain.explain(p, p));
  }

  void everyUnionHasAValidReason_data() {
    QTest::addColumn<unsigned>("seed");
    for (unsigned seed = 1; seed <= 8; ++seed) QTest::newRow(qPrintable(QString::number(seed))) << seed;
  }
  void everyUnionHasAValidReason() {
    // Random arithmetic, saturated within limits: every pair the e-graph calls equal
    // must come with a proof the checker accepts.
    QFETCH(unsigned, seed);
    std::mt19937 rng(seed);
    EGraph<> g;
    std::vector<Id> roots;
    const char* leaves[] = {"1", "x", "y", "z"};
    for (int i = 0; i < 6; ++i) {
      std::vector<std::string> parts;
      for (int j = 0; j < 3; ++j) parts.emplace_back(leaves[rng() % 4]);
      const char* op1 = rng() % 2 ? "+" : "*";
      const char* op2 = rng() % 2 ? "+" : "*";
      roots.push_back(addText(g, std::string("(") + op1 + " " + parts[0] + " (" + op2 + " " + parts[1] +
                                     " " + parts[2] + "))"));
    }
    RunnerLimits limits;
    limits.maxIterations = 6;
    limits.maxNodes = 3000;
    Runner<>(limits).run(g, rules());
    QVERIFY(g.checkInvariants().empty());
    const auto checker = checkerFor(g);
    std::size_t checked = 0;
    for (std::size_t i = 0; i < g.idCount(); i += 1 + rng() % 5)
      for (std::size_t j = i; j < g.idCount(); j += 1 + rng() % 17) {
        if (!g.equivalent(Id(i), Id(j))) continue;
        QCOMPARE(checker.check(*g.explain(Id(i), Id(j))), std::string());
        ++checked;
      }
    QVERIFY(checked > 0);
  }

  void checkerRejectsForgedProofs() {
    // The checker must be able to fail: a rule step claimed on terms it does not fit.
    EGraph<> g;
    const Id a = addText(g, "(+ a b)");
    const Id b = addText(g, "(- a b)");
    Explanation forged{a, b, {}};
    ExplanationStep step;
    step.from = a;
    step.to = b;
    step.kind = JustificationKind::Rule;
    step.name = Symbol("add-commutes");
    forged.steps.push_back(step);
    QVERIFY(!checkerFor(g).check(forged).empty());
    forged.steps.front().kind = JustificationKind::Congruence;
    QVERIFY(!checkerFor(g).check(forged).empty());
    forged.steps.clear();
    QVERIFY(!checkerFor(g).check(forged).empty());
  }
};

QTEST_APPLESS_MAIN(TestExplanation)
#include "test_explanation.moc"
