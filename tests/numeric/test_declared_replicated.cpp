// A per-device value declared replicated (issue 19; core/numeric/declared_replicated.h):
// hand-written pairs with the defect of the JAX corpus's replicated-out-specs rows. A
// data-parallel body (a called computation, as a shard_map body is after SPMD
// partitioning) computes each device's loss mean, or its gradient, over its local batch;
// the caller takes that value as replicated and never averages it. The first divergence
// is the caller's step that takes the body's value; the body, right as a per-device
// computation, is not blamed; the same program with its all-reduce passes.
#include "numeric_test_support.h"

#include "ir/call_inlining.h"
#include "numeric/declared_replicated.h"

#include <QTest>

#include <string>

using namespace shardscope;
using numeric::testing::checkTexts;
using numeric::testing::parseModule;

namespace {

const char* const kAdd = R"(
%add (a: f32[], b: f32[]) -> f32[] {
  %a = f32[] parameter(0)
  %b = f32[] parameter(1)
  ROOT %s = f32[] add(%a, %b)
}
)";

// The mean of (x * w)^2 over an [8,4] batch, and an SGD step on w with its gradient
// (2/32) * sum_rows(x^2) * w.
std::string baselineText(bool step) {
  std::string text = std::string("HloModule base\n") + kAdd + R"(
ENTRY %main (x: f32[8,4], w: f32[4]) -> )" + (step ? "(f32[4], f32[])" : "f32[]") + R"( {
  %x = f32[8,4] parameter(0)
  %w = f32[4] parameter(1)
  %wb = f32[8,4] broadcast(%w), dimensions={1}
  %y = f32[8,4] multiply(%x, %wb)
  %sq = f32[8,4] multiply(%y, %y)
  %zero = f32[] constant(0)
  %total = f32[] reduce(%sq, %zero), dimensions={0,1}, to_apply=%add
  %n = f32[] constant(32)
  %loss = f32[] divide(%total, %n)
)";
  if (!step) return text + "  ROOT %out = f32[] copy(%loss)\n}\n";
  return text + R"(  %xx = f32[8,4] multiply(%x, %x)
  %colsum = f32[4] reduce(%xx, %zero), dimensions={0}, to_apply=%add
  %scale = f32[] constant(0.0625)
  %scales = f32[4] broadcast(%scale), dimensions={}
  %gw = f32[4] multiply(%colsum, %w)
  %grad = f32[4] multiply(%gw, %scales)
  %lr = f32[] constant(0.1)
  %lrs = f32[4] broadcast(%lr), dimensions={}
  %delta = f32[4] multiply(%grad, %lrs)
  %neww = f32[4] subtract(%w, %delta)
  ROOT %out = (f32[4], f32[]) tuple(%neww, %loss)
}
)";
}

// The body on a [2,4] row tile of x: the local mean over 8 elements (and the local
// gradient, scaled by 2/8), each returned with a leading unit dim (the `[None]` stacked
// over dp). `divisor` is the local mean's divisor (8 is right as a per-device mean).
std::string bodyText(bool step, const std::string& divisor = "8") {
  std::string text = std::string(R"(
%body (bx: f32[2,4], bw: f32[4]) -> )") + (step ? "(f32[1], f32[1,4])" : "f32[1]") + R"( {
  %bx = f32[2,4] parameter(0)
  %bw = f32[4] parameter(1)
  %bwb = f32[2,4] broadcast(%bw), dimensions={1}
  %by = f32[2,4] multiply(%bx, %bwb)
  %bsq = f32[2,4] multiply(%by, %by)
  %bzero = f32[] constant(0)
  %btotal = f32[] reduce(%bsq, %bzero), dimensions={0,1}, to_apply=%add
  %bn = f32[] constant()" + divisor + R"()
  %bmean = f32[] divide(%btotal, %bn)
  %blocal = f32[1] reshape(%bmean)
)";
  if (!step) return text + "  ROOT %bout = f32[1] copy(%blocal)\n}\n";
  return text + R"(  %bxx = f32[2,4] multiply(%bx, %bx)
  %bcolsum = f32[4] reduce(%bxx, %bzero), dimensions={0}, to_apply=%add
  %bscale = f32[] constant(0.25)
  %bscales = f32[4] broadcast(%bscale), dimensions={}
  %bgw = f32[4] multiply(%bcolsum, %bw)
  %bgrad = f32[4] multiply(%bgw, %bscales)
  %bglocal = f32[1,4] reshape(%bgrad)
  ROOT %bout = (f32[1], f32[1,4]) tuple(%blocal, %bglocal)
}
)";
}

// The caller on 4 devices, x row-tiled. `averaged`: out_specs P(dp): each device's
// value is its tile of the stacked [4] (or [4,4]) result, summed over devices by an
// all-reduce and divided by 4. Otherwise out_specs P(): the [1] value is taken as the
// whole stacked result, its mean over one entry taken on each device alone.
std::string distributedText(bool step, bool averaged, const std::string& divisor = "8") {
  auto mean = [&](const std::string& name, const std::string& value, const std::string& shape) {
    std::string text = "  %" + name + ".summed = " + shape + " reduce(%" + value + ", %zero), dimensions={0}, to_apply=%add\n";
    if (!averaged) return text + "  %" + name + ".ones = " + shape + " broadcast(%one), dimensions={}\n  %" + name + " = " + shape +
                          " divide(%" + name + ".summed, %" + name + ".ones)\n";
    return text + "  %" + name + ".all = " + shape + " all-reduce(%" + name + ".summed), replica_groups={{0,1,2,3}}, to_apply=%add\n  %" +
           name + ".fours = " + shape + " broadcast(%four), dimensions={}\n  %" + name + " = " + shape + " divide(%" + name + ".all, %" +
           name + ".fours)\n";
  };
  std::string text = std::string("HloModule dist, num_partitions=4\n") + kAdd + bodyText(step, divisor) +
                     R"(
ENTRY %main.spmd (x: f32[2,4], w: f32[4]) -> )" + (step ? "(f32[4], f32[])" : "f32[]") + R"( {
  %x = f32[2,4] parameter(0), sharding={devices=[4,1]<=[4]}
  %w = f32[4] parameter(1), sharding={replicated}
  %zero = f32[] constant(0)
  %one = f32[] constant(1)
  %four = f32[] constant(4)
)";
  if (!step) {
    text += "  %call = f32[1] call(%x, %w), to_apply=%body\n  %taken = f32[1] copy(%call)\n";
    text += mean("mean", "taken", "f32[]");
    return text + "  ROOT %out = f32[] copy(%mean)\n}\n";
  }
  text += "  %call = (f32[1], f32[1,4]) call(%x, %w), to_apply=%body\n";
  text += "  %grads = f32[1,4] get-tuple-element(%call), index=1\n  %taken.grads = f32[1,4] copy(%grads)\n";
  text += mean("grad", "taken.grads", "f32[4]");
  text += "  %lr = f32[] constant(0.1)\n  %lrs = f32[4] broadcast(%lr), dimensions={}\n  %delta = f32[4] multiply(%grad, %lrs)\n"
          "  %neww = f32[4] subtract(%w, %delta)\n";
  text += "  %losses = f32[1] get-tuple-element(%call), index=0\n  %taken.losses = f32[1] copy(%losses)\n";
  text += mean("loss", "taken.losses", "f32[]");
  return text + "  ROOT %out = (f32[4], f32[]) tuple(%neww, %loss)\n}\n";
}

// The same loss with the body's instructions written in the caller (no call): a program
// with no called computation has no point where a body hands its values on, so the
// rule says nothing there.
std::string inlinedByHandText() {
  std::string body = bodyText(false);
  std::string text = std::string("HloModule dist, num_partitions=4\n") + kAdd + R"(
ENTRY %main.spmd (bx: f32[2,4], bw: f32[4]) -> f32[] {
  %bx = f32[2,4] parameter(0), sharding={devices=[4,1]<=[4]}
  %bw = f32[4] parameter(1), sharding={replicated}
)";
  const std::size_t from = body.find("  %bwb");
  const std::size_t to = body.find("  ROOT %bout");
  text += body.substr(from, to - from);
  return text + R"(  %taken = f32[1] copy(%blocal)
  %zero = f32[] constant(0)
  %mean.summed = f32[] reduce(%taken, %zero), dimensions={0}, to_apply=%add
  %one = f32[] constant(1)
  ROOT %out = f32[] divide(%mean.summed, %one)
}
)";
}

const numeric::InstructionCheck* firstDivergence(const numeric::NumericCheckResult& result) {
  if (result.error || result.verdict != numeric::Verdict::Differs || result.layers.empty()) return nullptr;
  const numeric::LayerReport& whole = result.layers.back();
  return whole.layer == numeric::Layer::Whole && whole.firstDivergence ? &*whole.firstDivergence : nullptr;
}

}  // namespace

class TestDeclaredReplicated : public QObject {
  Q_OBJECT

 private slots:
  // out_specs P() on the local loss mean: reported at the copy that takes the body's
  // value, each device's error being its own mean against the baseline's; the body's
  // instructions are not blamed.
  void lossMeanTakenAsReplicated() {
    const numeric::NumericCheckResult result = checkTexts(baselineText(false), distributedText(false, false));
    QVERIFY2(!result.error, result.error ? result.error->format().c_str() : "");
    const numeric::InstructionCheck* first = firstDivergence(result);
    QVERIFY(first);
    QCOMPARE(QString::fromStdString(first->instruction), QStringLiteral("taken"));
    QVERIFY2(first->note.find("bout") != std::string::npos, first->note.c_str());  // the body's value it takes
    QVERIFY2(first->note.find("mean over the 4 devices") != std::string::npos, first->note.c_str());
    QCOMPARE(first->ranks.size(), std::size_t{4});
    QCOMPARE(first->failingRanks.size(), std::size_t{4});  // every local mean differs from the global one
    for (const numeric::InstructionCheck& check : result.layers.back().instructions)
      if (check.instruction.rfind("b", 0) == 0) QVERIFY2(check.passed, qPrintable(QString::fromStdString(check.instruction) + " blamed"));
  }

  // out_specs P(dp), averaged by an all-reduce: the same body passes, nothing blamed.
  void lossMeanAveragedPasses() {
    for (bool step : {false, true}) {
      const numeric::NumericCheckResult result = checkTexts(baselineText(step), distributedText(step, true));
      QVERIFY2(!result.error, result.error ? result.error->format().c_str() : "");
      QVERIFY2(result.verdict == numeric::Verdict::Pass,
               qPrintable("correct pair differs at " + QString::fromStdString(result.firstDivergence ? result.firstDivergence->instruction : "?")));
      for (const numeric::InstructionCheck& check : result.layers.back().instructions)
        QVERIFY2(check.passed, qPrintable(QString::fromStdString(check.instruction) + " blamed"));
    }
  }

  // The training step: per-device gradients and losses, both taken as replicated. The
  // first divergence is a get-tuple-element that takes one of them from the body (or
  // the copy after it), the earliest in program order.
  void trainingStepTakenAsReplicated() {
    const numeric::NumericCheckResult result = checkTexts(baselineText(true), distributedText(true, false));
    QVERIFY2(!result.error, result.error ? result.error->format().c_str() : "");
    const numeric::InstructionCheck* first = firstDivergence(result);
    QVERIFY(first);
    const QString name = QString::fromStdString(first->instruction);
    QVERIFY2(name == "grads" || name == "losses", qPrintable("first divergence at " + name + ": " + QString::fromStdString(first->note)));
    QVERIFY2(first->note.find("bout") != std::string::npos, first->note.c_str());
    QVERIFY2(first->reference.find("out element ") == 0, first->reference.c_str());
  }

  // Not a contribution to an average (each device divides by 7: the replicas' mean is
  // not the baseline's): a per-device bug, which this rule does not claim.
  void aWrongLocalValueIsNotClaimed() {
    const numeric::NumericCheckResult result = checkTexts(baselineText(false), distributedText(false, false, "7"));
    QVERIFY2(!result.error, result.error ? result.error->format().c_str() : "");
    const numeric::InstructionCheck* first = firstDivergence(result);
    QVERIFY(first);
    QVERIFY2(first->relation.rfind("replicated (declared)", 0) != 0, qPrintable(QString::fromStdString(first->instruction)));
  }

  // With no called computation there is no point of declaration to report.
  void noCallNoClaim() {
    const numeric::NumericCheckResult result = checkTexts(baselineText(false), inlinedByHandText());
    QVERIFY2(!result.error, result.error ? result.error->format().c_str() : "");
    const numeric::InstructionCheck* first = firstDivergence(result);
    QVERIFY(first);
    QVERIFY2(first->relation.rfind("replicated (declared)", 0) != 0, qPrintable(QString::fromStdString(first->instruction)));
  }

  // The instructions an inlined entry got from its calls are those named apart from the
  // caller's (inlining keeps names).
  void instructionsFromCallsAreTheBody() {
    const std::optional<ir::Module> module = parseModule(distributedText(false, false));
    QVERIFY(module);
    const ir::Module inlined = ir::inlineEntryCalls(*module);
    const std::vector<bool> fromCall = numeric::instructionsFromCalls(*module, inlined);
    const ir::Computation& entry = inlined.entryComputation();
    QCOMPARE(fromCall.size(), entry.instructions.size());
    for (std::size_t i = 0; i < fromCall.size(); ++i) {
      const std::string name(entry.instructions[i].name);
      QCOMPARE(static_cast<bool>(fromCall[i]), name.rfind("b", 0) == 0);
    }
  }
};

QTEST_APPLESS_MAIN(TestDeclaredReplicated)
#include "test_declared_replicated.moc"
