// The numeric check's first divergence where nothing pairs by name (issue 19, acceptance
// point 4; core/numeric/value_frontier.h): hand-written pairs whose distributed program
// names every instruction apart from the baseline's, so only values can relate them.
#include "numeric_test_support.h"

#include "numeric/interpreter.h"
#include "numeric/value_matching.h"

#include <QTest>

#include <limits>

using namespace shardscope;
using numeric::testing::checkTexts;
using numeric::testing::parseModule;

namespace {

const char* const kDotBaseline = R"(HloModule base

ENTRY %main (x: f32[4,4], w: f32[4,6]) -> f32[4,6] {
  %x = f32[4,4]{1,0} parameter(0)
  %w = f32[4,6]{1,0} parameter(1)
  %d = f32[4,6]{1,0} dot(%x, %w), lhs_contracting_dims={1}, rhs_contracting_dims={0}
  %t = f32[4,6]{1,0} tanh(%d)
  %e = f32[4,6]{1,0} exponential(%t)
  ROOT %r = f32[4,6]{1,0} multiply(%e, %t)
}
)";

// Rows of x on two devices. `scaled` (twice the dot) equals no baseline value and feeds
// only `undone`, which equals the dot's tile again: a device-local intermediate. `bug`
// true: the exponential takes the dot instead of its tanh.
std::string dotDistributed(bool bug) {
  return std::string(R"(HloModule dist, num_partitions=2

ENTRY %main.spmd (p0: f32[2,4], p1: f32[4,6]) -> f32[2,6] {
  %p0 = f32[2,4]{1,0} parameter(0), sharding={devices=[2,1]0,1}
  %p1 = f32[4,6]{1,0} parameter(1), sharding={replicated}
  %mm = f32[2,6]{1,0} dot(%p0, %p1), lhs_contracting_dims={1}, rhs_contracting_dims={0}
  %two = f32[] constant(2)
  %twos = f32[2,6]{1,0} broadcast(%two), dimensions={}
  %scaled = f32[2,6]{1,0} multiply(%mm, %twos)
  %half = f32[] constant(0.5)
  %halves = f32[2,6]{1,0} broadcast(%half), dimensions={}
  %undone = f32[2,6]{1,0} multiply(%scaled, %halves)
  %th = f32[2,6]{1,0} tanh(%undone)
  %ex = f32[2,6]{1,0} exponential()") +
         (bug ? "%undone" : "%th") + R"()
  ROOT %out = f32[2,6]{1,0} multiply(%ex, %th), sharding={devices=[2,1]0,1}
}
)";
}

const char* const kLayoutBaseline = R"(HloModule base

ENTRY %main (x: f32[4,6]) -> f32[4,6] {
  %x = f32[4,6]{1,0} parameter(0)
  %t = f32[4,6]{1,0} tanh(%x)
  %e = f32[4,6]{1,0} exponential(%t)
  ROOT %r = f32[4,6]{1,0} add(%e, %x)
}
)";

// A detour through rows in another order ([4,6] -> [4,2,3] -> [2,4,3] -> [8,3], values no
// relation describes) and back; `bug` true: back by one reshape, which splits the rows
// in the wrong order. `moved`: the value then passes a collective-permute and two
// transposes (rearranging what the collective delivered) before it is used.
std::string layoutDistributed(bool bug, bool moved = false) {
  const std::string back = bug ? "  %back = f32[4,6]{1,0} reshape(%th)\n"
                               : "  %unrows = f32[2,4,3]{2,1,0} reshape(%th)\n"
                                 "  %unswap = f32[4,2,3]{2,1,0} transpose(%unrows), dimensions={1,0,2}\n"
                                 "  %back = f32[4,6]{1,0} reshape(%unswap)\n";
  return R"(HloModule dist, num_partitions=2

ENTRY %main.spmd (p: f32[4,6]) -> f32[4,6] {
  %p = f32[4,6]{1,0} parameter(0), sharding={replicated}
  %split = f32[4,2,3]{2,1,0} reshape(%p)
  %swap = f32[2,4,3]{2,1,0} transpose(%split), dimensions={1,0,2}
  %rows = f32[8,3]{1,0} reshape(%swap)
  %th = f32[8,3]{1,0} tanh(%rows)
)" + back + (moved ? "  %moved = f32[4,6]{1,0} collective-permute(%back), source_target_pairs={{0,1},{1,0}}\n"
                            "  %flipped = f32[6,4]{1,0} transpose(%moved), dimensions={1,0}\n"
                            "  %used = f32[4,6]{1,0} transpose(%flipped), dimensions={1,0}\n"
                          : "  %used = f32[4,6]{1,0} copy(%back)\n") +
         R"(  %ex = f32[4,6]{1,0} exponential(%used)
  ROOT %sum = f32[4,6]{1,0} add(%ex, %p)
}
)";
}

const numeric::InstructionCheck* findCheck(const numeric::NumericCheckResult& result, const std::string& name) {
  for (const numeric::InstructionCheck& check : result.layers.back().instructions)
    if (check.instruction == name) return &check;
  return nullptr;
}

bool anyIntermediateFails(const numeric::NumericCheckResult& result) {
  const std::vector<numeric::InstructionCheck>& checks = result.layers.back().instructions;
  return std::any_of(checks.begin(), checks.end() - 1, [](const numeric::InstructionCheck& check) { return !check.passed; });
}

const char* const kRoundingBaseline = R"(HloModule base

ENTRY %main (x: f32[4,6], y: f32[4,6]) -> f32[4,6] {
  %x = f32[4,6]{1,0} parameter(0)
  %y = f32[4,6]{1,0} parameter(1)
  %t = f32[4,6]{1,0} tanh(%x)
  %e = f32[4,6]{1,0} exponential(%y)
  ROOT %r = f32[4,6]{1,0} multiply(%t, %e)
}
)";

// Rows on two devices; `scaled` (twice exp(y)) is a device-local value that `halved`
// scales back. `bug` true: tanh(x) is reversed (which the pairing search relates to no
// baseline value), sent through bf16, widened back (`wide`) and reversed again, so the
// product that joins `scaled` is unmatched too and two starts reach the ROOT.
std::string roundingDistributed(bool bug) {
  return std::string(R"(HloModule dist, num_partitions=2

ENTRY %main.spmd (p0: f32[2,6], p1: f32[2,6]) -> f32[2,6] {
  %p0 = f32[2,6]{1,0} parameter(0), sharding={devices=[2,1]0,1}
  %p1 = f32[2,6]{1,0} parameter(1), sharding={devices=[2,1]0,1}
  %th = f32[2,6]{1,0} tanh(%p0)
  %rev = f32[2,6]{1,0} reverse(%th), dimensions={1}
  %narrow = bf16[2,6]{1,0} convert(%rev)
  %wide = f32[2,6]{1,0} convert(%narrow)
  %back = f32[2,6]{1,0} reverse(%wide), dimensions={1}
  %ey = f32[2,6]{1,0} exponential(%p1)
  %two = f32[] constant(2)
  %twos = f32[2,6]{1,0} broadcast(%two), dimensions={}
  %scaled = f32[2,6]{1,0} multiply(%ey, %twos)
  %prod = f32[2,6]{1,0} multiply()") +
         (bug ? "%back" : "%th") + R"(, %scaled)
  %half = f32[] constant(0.5)
  %halves = f32[2,6]{1,0} broadcast(%half), dimensions={}
  ROOT %halved = f32[2,6]{1,0} multiply(%prod, %halves), sharding={devices=[2,1]0,1}
}
)";
}

}  // namespace

class TestValueFrontier : public QObject {
  Q_OBJECT

 private slots:
  void correctPairsPass() {
    for (const auto& [baseline, distributed] : {std::pair{std::string(kDotBaseline), dotDistributed(false)},
                                                std::pair{std::string(kLayoutBaseline), layoutDistributed(false)},
                                                std::pair{std::string(kLayoutBaseline), layoutDistributed(false, true)}}) {
      const numeric::NumericCheckResult result = checkTexts(baseline, distributed);
      QVERIFY2(!result.error, result.error ? result.error->format().c_str() : "");
      QCOMPARE(result.verdict, numeric::Verdict::Pass);
      QVERIFY(!anyIntermediateFails(result));
    }
  }

  // The bug's value matches nothing while its operand does, and only the ROOT lies after
  // it; `scaled` matches nothing either but feeds a matched value, so it is not blamed.
  void bugAfterADeviceLocalValue() {
    const numeric::NumericCheckResult result = checkTexts(kDotBaseline, dotDistributed(true));
    QVERIFY2(!result.error, result.error ? result.error->format().c_str() : "");
    QCOMPARE(result.verdict, numeric::Verdict::Differs);
    QVERIFY(result.firstDivergence);
    QCOMPARE(result.firstDivergence->instruction, std::string("ex"));
    QVERIFY2(result.firstDivergence->note.find("undone is tiled") != std::string::npos, result.firstDivergence->note.c_str());
    QVERIFY(!result.firstDivergence->failingRanks.empty());
    const numeric::InstructionCheck* scaled = findCheck(result, "scaled");
    QVERIFY(!scaled || scaled->passed);
  }

  // Every value between the parameter and the ROOT holds the right elements in some
  // order: the last reordering step before they are combined is blamed, not the detour's
  // first step.
  void wrongStepBackFromALayoutDetour() {
    const numeric::NumericCheckResult result = checkTexts(kLayoutBaseline, layoutDistributed(true));
    QVERIFY2(!result.error, result.error ? result.error->format().c_str() : "");
    QCOMPARE(result.verdict, numeric::Verdict::Differs);
    QVERIFY(result.firstDivergence);
    QCOMPARE(result.firstDivergence->instruction, std::string("back"));
  }

  // The transposes after the collective only rearrange what it delivered: the wrong
  // split before it, which rearranges a computed value, is blamed, not the last transpose.
  void wrongStepBeforeACollective() {
    const numeric::NumericCheckResult result = checkTexts(kLayoutBaseline, layoutDistributed(true, true));
    QVERIFY2(!result.error, result.error ? result.error->format().c_str() : "");
    QCOMPARE(result.verdict, numeric::Verdict::Differs);
    QVERIFY(result.firstDivergence);
    QCOMPARE(result.firstDivergence->instruction, std::string("back"));
  }

  // Two starts reach the ROOT: the device-local `scaled` and `wide`, which widens a value
  // matched within bf16's tolerance. The verifier's frontier (given: p1) chooses neither;
  // the widening convert is unmatched by the rounding alone and is blamed.
  void aRoundingStartIsBlamedAmongSeveral() {
    std::optional<ir::Module> baseline = parseModule(kRoundingBaseline, "baseline.hlo");
    std::optional<ir::Module> correct = parseModule(roundingDistributed(false), "distributed.hlo");
    std::optional<ir::Module> rounded = parseModule(roundingDistributed(true), "distributed.hlo");
    QVERIFY(baseline && correct && rounded);
    numeric::NumericCheckOptions options;
    options.symbolicFrontier = {"p1"};
    const numeric::NumericCheckResult pass = numeric::runNumericCheck(*baseline, *correct, options);
    QCOMPARE(pass.verdict, numeric::Verdict::Pass);
    const numeric::NumericCheckResult result = numeric::runNumericCheck(*baseline, *rounded, options);
    QVERIFY2(!result.error, result.error ? result.error->format().c_str() : "");
    QCOMPARE(result.verdict, numeric::Verdict::Differs);
    QVERIFY(result.firstDivergence);
    QCOMPARE(result.firstDivergence->instruction, std::string("wide"));
    QVERIFY2(result.firstDivergence->note.find("bf16's tolerance") != std::string::npos, result.firstDivergence->note.c_str());
    QVERIFY2(result.firstDivergence->note.find("scaled") != std::string::npos, result.firstDivergence->note.c_str());
  }

  // rtol * |inf| is infinite: without its own rule a mask's -inf would admit any value
  // next to it, and a baseline value holding one would match everything.
  void infinityMatchesOnlyItself() {
    const numeric::Tolerance tolerance = numeric::toleranceFor(ir::ElementType::F32);
    const double inf = std::numeric_limits<double>::infinity();
    numeric::ErrorStats stats;
    numeric::compareElement(0.5, -inf, tolerance, numeric::NanPolicy::EqualNan, 0, stats);
    numeric::compareElement(-inf, 0.5, tolerance, numeric::NanPolicy::EqualNan, 1, stats);
    QCOMPARE(stats.mismatched, int64_t{2});
    numeric::compareElement(-inf, -inf, tolerance, numeric::NanPolicy::EqualNan, 2, stats);
    QCOMPARE(stats.mismatched, int64_t{2});
  }

  // The pieces: a value matched under a relation, and one that holds a baseline value's
  // elements in an order no relation describes.
  void matchesByValue() {
    std::optional<ir::Module> baseline = parseModule(kLayoutBaseline, "baseline.hlo");
    std::optional<ir::Module> distributed = parseModule(layoutDistributed(false), "distributed.hlo");
    QVERIFY(baseline && distributed);
    numeric::ElementBudget budget;
    numeric::InterpreterOptions options;
    options.emulateTypes = false;
    numeric::Value x;
    x.type = ir::ElementType::F32;
    x.dims = {4, 6};
    for (int i = 0; i < 24; ++i) x.data.push_back(0.1 * i - 1.0);
    const numeric::EntryValues base = numeric::Interpreter(*baseline, options, budget).run({0}, {{x}});
    options.numDevices = 2;
    options.numPartitions = 2;
    const numeric::EntryValues dist = numeric::Interpreter(*distributed, options, budget).run({0, 1}, {{x}, {x}});
    numeric::ValueMatcher matcher(*baseline, *distributed, base, dist, 2, numeric::NanPolicy::EqualNan);
    const ir::Computation& entry = distributed->entryComputation();
    const std::optional<numeric::ValueMatch> back = matcher.match(entry.find("back"));
    QVERIFY(back);
    QCOMPARE(std::string(baseline->entryComputation().instructions[back->baseline].name), std::string("t"));
    QVERIFY(back->relation.tiling.isReplicated() && !back->relation.isPartial());
    // [8,3] rows in (j/3, i) order: no relation, the same elements.
    QVERIFY(!matcher.match(entry.find("th")));
    const std::optional<ir::InstructionId> elements = matcher.matchElements(entry.find("th"));
    QVERIFY(elements);
    QCOMPARE(std::string(baseline->entryComputation().instructions[*elements].name), std::string("t"));
    QVERIFY(!matcher.exhausted());
  }
};

QTEST_APPLESS_MAIN(TestValueFrontier)
#include "test_value_frontier.moc"
