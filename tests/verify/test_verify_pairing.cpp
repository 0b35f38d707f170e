// Pairing by role (issue 19 item 2): parameters in another order, distributed-only
// inputs (a world size, an all-reduce token) named in the relations file or suggested,
// one tuple all-reduce over many values, replica_groups={} over a device count the
// program never states, and a ROOT that returns fewer outputs than the baseline's.
#include "io/hlo_text_parser.h"
#include "verify/parameter_pairing.h"
#include "verify/relations_file.h"
#include "verify/verifier.h"
#include "test_support/hlo_text.h"

#include <QTest>

using namespace shardscope;

namespace {

const char* kAdd = test::kScalarAddComputation;

std::string module(const std::string& header, const std::string& entry) { return "HloModule " + header + "\n" + kAdd + entry; }

// A mean over the batch times a learning rate.
const std::string kMeanBaseline = module("base", "\n"
"ENTRY %main (x: f32[8], lr: f32[]) -> f32[] {\n"
"  %x = f32[8] parameter(0)\n"
"  %lr = f32[] parameter(1)\n"
"  %zero = f32[] constant(0)\n"
"  %s = f32[] reduce(%x, %zero), dimensions={0}, to_apply=%add\n"
"  %n = f32[] constant(8)\n"
"  %m = f32[] divide(%s, %n)\n"
"  ROOT %y = f32[] multiply(%m, %lr)\n"
"}");

// Data parallel over 2 replicas the program never counts: the local mean, summed by an
// all-reduce over all replicas, divided by the world size, an input of its own; the
// parameters in another order.
std::string meanDataParallel(const std::string& localCount) {
  return module("dist", "\n"
"ENTRY %main (lr: f32[], ws: f32[], x: f32[4]) -> f32[] {\n"
"  %lr = f32[] parameter(0)\n"
"  %ws = f32[] parameter(1)\n"
"  %x = f32[4] parameter(2)\n"
"  %zero = f32[] constant(0)\n"
"  %s = f32[] reduce(%x, %zero), dimensions={0}, to_apply=%add\n"
"  %n = f32[] constant(" + localCount + ")\n"
"  %m = f32[] divide(%s, %n)\n"
"  %t = f32[] all-reduce(%m), replica_groups={}, to_apply=%add\n"
"  %g = f32[] divide(%t, %ws)\n"
"  ROOT %y = f32[] multiply(%g, %lr)\n"
"}");
}

// Two sums over the batch.
const std::string kSumsBaseline = module("base", "\n"
"ENTRY %main (x: f32[8,2], y: f32[8]) -> (f32[2], f32[8], f32[]) {\n"
"  %x = f32[8,2] parameter(0)\n"
"  %y = f32[8] parameter(1)\n"
"  %zero = f32[] constant(0)\n"
"  %rx = f32[2] reduce(%x, %zero), dimensions={0}, to_apply=%add\n"
"  %ry = f32[] reduce(%y, %zero), dimensions={0}, to_apply=%add\n"
"  ROOT %out = (f32[2], f32[8], f32[]) tuple(%rx, %y, %ry)\n"
"}");

// The same over 2 replicas with one tuple all-reduce of both partial sums and an
// ordering token (PyTorch/XLA's), returning only the sums. `firstOutput` is %g0 (right)
// or %rx (the local sum, a bug).
std::string sumsDataParallel(const std::string& firstOutput) {
  return module("dist", "\n"
"ENTRY %main (token: f32[], x: f32[4,2], y: f32[4]) -> (f32[2], f32[]) {\n"
"  %token = f32[] parameter(0)\n"
"  %x = f32[4,2] parameter(1)\n"
"  %y = f32[4] parameter(2)\n"
"  %zero = f32[] constant(0)\n"
"  %rx = f32[2] reduce(%x, %zero), dimensions={0}, to_apply=%add\n"
"  %ry = f32[] reduce(%y, %zero), dimensions={0}, to_apply=%add\n"
"  %ar = (f32[2], f32[], f32[]) all-reduce(%rx, %ry, %token), replica_groups={}, to_apply=%add\n"
"  %g0 = f32[2] get-tuple-element(%ar), index=0\n"
"  %g1 = f32[] get-tuple-element(%ar), index=1\n"
"  ROOT %out = (f32[2], f32[]) tuple(%" + firstOutput + ", %g1)\n"
"}");
}

std::string frontierText(const verify::VerifyResult& result) {
  std::string text;
  for (const auto& entry : result.frontier) text += "\n  " + entry.instruction + " (" + entry.opcode + "): " + entry.reason;
  return text;
}

std::string inferredText(const verify::VerifyResult& result) {
  std::string text;
  for (const auto& line : result.inferredRelations) text += line + "\n";
  return text;
}

bool frontierHas(const verify::VerifyResult& result, const std::string& name) {
  for (const auto& entry : result.frontier)
    if (entry.instruction == name) return true;
  return false;
}

verify::VerifyResult run(const std::string& baseline, const std::string& distributed, const std::string& relations = {}) {
  const ir::Module b = test::parseHloOrDie(baseline), d = test::parseHloOrDie(distributed);
  verify::VerifyOptions options;
  options.relationsJson = relations;
  return verify::verifyPair(b, d, options, {}, {});
}

const char* kWorldSize = R"({"inputs": {"ws": {"role": "world-size"}}})";

// One SGD step of linear regression on a batch of 8, mean loss.
const std::string kStepBaseline = module("base", "\n"
"ENTRY %main (x: f32[8,4], t: f32[8,2], w: f32[4,2], lr: f32[]) -> f32[4,2] {\n"
"  %x = f32[8,4] parameter(0)\n"
"  %t = f32[8,2] parameter(1)\n"
"  %w = f32[4,2] parameter(2)\n"
"  %lr = f32[] parameter(3)\n"
"  %y = f32[8,2] dot(%x, %w), lhs_contracting_dims={1}, rhs_contracting_dims={0}\n"
"  %e = f32[8,2] subtract(%y, %t)\n"
"  %k = f32[] constant(0.125)\n"
"  %kb = f32[8,2] broadcast(%k), dimensions={}\n"
"  %dy = f32[8,2] multiply(%e, %kb)\n"
"  %g = f32[4,2] dot(%x, %dy), lhs_contracting_dims={0}, rhs_contracting_dims={0}\n"
"  %lrb = f32[4,2] broadcast(%lr), dimensions={}\n"
"  %step = f32[4,2] multiply(%g, %lrb)\n"
"  ROOT %w2 = f32[4,2] subtract(%w, %step)\n"
"}");

// The same step data-parallel as PyTorch/XLA writes it: the mean over the local batch
// of 4 (`localScale`), one tuple all-reduce of the gradient and a token over all
// replicas, the division by the world size (`divided`: false leaves it out), the
// inputs in another order.
std::string stepDataParallel(const std::string& localScale, bool divided) {
  return module("dist", "\n"
"ENTRY %main (w: f32[4,2], ws: f32[], lr: f32[], token: f32[], t: f32[4,2], x: f32[4,4]) -> f32[4,2] {\n"
"  %w = f32[4,2] parameter(0)\n"
"  %ws = f32[] parameter(1)\n"
"  %lr = f32[] parameter(2)\n"
"  %token = f32[] parameter(3)\n"
"  %t = f32[4,2] parameter(4)\n"
"  %x = f32[4,4] parameter(5)\n"
"  %y = f32[4,2] dot(%x, %w), lhs_contracting_dims={1}, rhs_contracting_dims={0}\n"
"  %e = f32[4,2] subtract(%y, %t)\n"
"  %k = f32[] constant(" + localScale + ")\n"
"  %kb = f32[4,2] broadcast(%k), dimensions={}\n"
"  %dy = f32[4,2] multiply(%e, %kb)\n"
"  %g = f32[4,2] dot(%x, %dy), lhs_contracting_dims={0}, rhs_contracting_dims={0}\n"
"  %ar = (f32[4,2], f32[]) all-reduce(%g, %token), replica_groups={}, to_apply=%add\n"
"  %gs = f32[4,2] get-tuple-element(%ar), index=0\n"
"  %wsb = f32[4,2] broadcast(%ws), dimensions={}\n"
"  %gm = f32[4,2] divide(%gs, %wsb)\n"
"  %lrb = f32[4,2] broadcast(%lr), dimensions={}\n"
"  %step = f32[4,2] multiply(%" + std::string(divided ? "gm" : "gs") + ", %lrb)\n"
"  ROOT %w2 = f32[4,2] subtract(%w, %step)\n"
"}");
}

}  // namespace

class TestVerifyPairing : public QObject {
  Q_OBJECT

 private slots:
  void worldSizeNamedInTheRelationsFileVerifies() {
    const auto result = run(kMeanBaseline, meanDataParallel("4"), kWorldSize);
    QVERIFY2(result.verdict == verify::Verdict::Equivalent, ("frontier:" + frontierText(result) + "\n" + inferredText(result)).c_str());
    const std::string inferred = inferredText(result);
    QVERIFY2(inferred.find("devices: 2 replicas") != std::string::npos, inferred.c_str());
    QVERIFY2(inferred.find("(lr, f32[]) pairs with baseline parameter 1 (lr, f32[]) by name") != std::string::npos, inferred.c_str());
    QVERIFY2(inferred.find("(ws) is a distributed-only input: world-size") != std::string::npos, inferred.c_str());
  }

  // Unnamed, the world size stops the proof at its use, and the tool says what to add.
  void worldSizeMissingIsSuggested() {
    const auto result = run(kMeanBaseline, meanDataParallel("4"));
    QCOMPARE(result.verdict, verify::Verdict::NotVerified);
    QVERIFY2(frontierHas(result, "g") || frontierHas(result, "y"), frontierText(result).c_str());
    const std::string text = frontierText(result);
    QVERIFY2(text.find(R"("inputs": {"ws": {"role": "world-size"}})") != std::string::npos, text.c_str());
  }

  // A local mean divided by the wrong count is not the baseline's mean.
  void wrongLocalCountIsLocalised() {
    const auto result = run(kMeanBaseline, meanDataParallel("2"), kWorldSize);
    QCOMPARE(result.verdict, verify::Verdict::NotVerified);
    QVERIFY2(frontierHas(result, "g") || frontierHas(result, "y"), frontierText(result).c_str());
    QVERIFY2(!frontierHas(result, "s"), frontierText(result).c_str());  // the all-reduce completes the partial sums
  }

  // With the count given, the world size is that count, not another.
  void devicesFromTheRelationsFile() {
    const auto result = run(kMeanBaseline, meanDataParallel("4"), R"({"devices": 4, "inputs": {"ws": {"role": "world-size"}}})");
    QCOMPARE(result.verdict, verify::Verdict::NotVerified);  // 4 devices x 4 elements is not the baseline's 8
  }

  // The local batch's mean gradient is the full batch's times 2 (scaled_facts.h) until
  // the division by the world size takes the factor out.
  void dataParallelStepVerifies() {
    const auto result = run(kStepBaseline, stepDataParallel("0.25", true), kWorldSize);
    QVERIFY2(result.verdict == verify::Verdict::Equivalent, ("frontier:" + frontierText(result) + "\n" + inferredText(result)).c_str());
    QCOMPARE(result.instructions.at("dy").relation, std::string("tiled {devices=[2,1]<=[2]} x 2"));
    QCOMPARE(result.instructions.at("dy").rule, std::string("constant-scaling"));
    QCOMPARE(result.instructions.at("gs").relation, std::string("replicated x 2"));
    QCOMPARE(result.instructions.at("gm").baselineCounterpart, std::string("g"));
    QCOMPARE(result.instructions.at("gm").relation, std::string("replicated"));
  }

  // A wrong local mean, or no division by the world size: the factor reaches the update
  // and the frontier names where it appeared.
  void dataParallelStepBugsAreLocalised_data() {
    QTest::addColumn<QString>("scale");
    QTest::addColumn<bool>("divided");
    QTest::newRow("mean over the global batch, then divided again") << "0.125" << true;
    QTest::newRow("no division by the world size") << "0.25" << false;
    QTest::newRow("wrong local count") << "0.5" << true;
  }

  void dataParallelStepBugsAreLocalised() {
    QFETCH(QString, scale);
    QFETCH(bool, divided);
    const auto result = run(kStepBaseline, stepDataParallel(scale.toStdString(), divided), kWorldSize);
    QCOMPARE(result.verdict, verify::Verdict::NotVerified);
    QVERIFY2(frontierHas(result, "w2") || frontierHas(result, "step") || frontierHas(result, "gm"), frontierText(result).c_str());
    if (scale != "0.125") QVERIFY2(frontierHas(result, "dy"), frontierText(result).c_str());
  }

  void tupleAllReduceWithTokenVerifies() {
    const auto result = run(kSumsBaseline, sumsDataParallel("g0"));
    QVERIFY2(result.verdict == verify::Verdict::Equivalent, ("frontier:" + frontierText(result) + "\n" + inferredText(result)).c_str());
    const std::string inferred = inferredText(result);
    QVERIFY2(inferred.find("outputs pair in order with baseline outputs 0 2") != std::string::npos, inferred.c_str());
    QVERIFY2(inferred.find("baseline output 1 (f32[8]) has no distributed counterpart") != std::string::npos, inferred.c_str());
    QVERIFY2(inferred.find("(token, f32[]) pairs with no baseline parameter") != std::string::npos, inferred.c_str());
  }

  void tupleAllReduceSkippedIsLocalised() {
    const auto result = run(kSumsBaseline, sumsDataParallel("rx"));
    QCOMPARE(result.verdict, verify::Verdict::NotVerified);
    QVERIFY2(frontierHas(result, "rx") || frontierHas(result, "out"), frontierText(result).c_str());
  }

  // Programs that list the same inputs still pair by number, with nothing reported.
  void sameInputsPairByNumber() {
    const ir::Module b = test::parseHloOrDie(kMeanBaseline);
    const verify::ParameterPairing pairing = verify::pairParameters(b.entryComputation(), b.entryComputation(), 1, {});
    QVERIFY(pairing.byIndex);
    QVERIFY(pairing.notes.empty());
  }

  // Parameters of one shape cannot pair by shape: each is reported with its candidates.
  // Where the ROOTs compute the same op over them, walking back in lockstep pairs them.
  void ambiguousShapesAreReported() {
    const ir::Module b = test::parseHloOrDie(module("base", "\nENTRY %main (a: f32[4], b: f32[4]) -> f32[4] {\n  %a = f32[4] parameter(0)\n  %b = f32[4] parameter(1)\n"
                                              "  ROOT %s = f32[4] subtract(%a, %b)\n}"));
    const ir::Module same = test::parseHloOrDie(module("dist", "\nENTRY %main (t: f32[], u: f32[4], v: f32[4]) -> f32[4] {\n  %t = f32[] parameter(0)\n"
                                                 "  %u = f32[4] parameter(1)\n  %v = f32[4] parameter(2)\n  ROOT %s = f32[4] subtract(%v, %u)\n}"));
    const verify::ParameterPairing walked = verify::pairParameters(b.entryComputation(), same.entryComputation(), 0, {});
    QCOMPARE(walked.byNumber[2].baseline, b.entryComputation().find("a"));
    QCOMPARE(walked.byNumber[1].baseline, b.entryComputation().find("b"));
    QCOMPARE(walked.byNumber[1].how, std::string("dataflow"));
    const ir::Module d = test::parseHloOrDie(module("dist", "\nENTRY %main (t: f32[], u: f32[4], v: f32[4]) -> f32[4] {\n  %t = f32[] parameter(0)\n"
                                              "  %u = f32[4] parameter(1)\n  %v = f32[4] parameter(2)\n  ROOT %s = f32[4] add(%u, %v)\n}"));
    const verify::ParameterPairing pairing = verify::pairParameters(b.entryComputation(), d.entryComputation(), 0, {});
    QVERIFY(!pairing.byIndex);
    QVERIFY(pairing.byNumber[1].baseline < 0 && pairing.byNumber[2].baseline < 0);
    QVERIFY2(pairing.byNumber[1].unpaired.find("ambiguous: a, b fit") != std::string::npos, pairing.byNumber[1].unpaired.c_str());
    // Paired by hand in the relations file, they verify.
    const auto result = run(module("base", "\nENTRY %main (a: f32[4], b: f32[4]) -> f32[4] {\n  %a = f32[4] parameter(0)\n  %b = f32[4] parameter(1)\n"
                                           "  ROOT %s = f32[4] subtract(%a, %b)\n}"),
                            module("dist", "\nENTRY %main (t: f32[], u: f32[4], v: f32[4]) -> f32[4] {\n  %t = f32[] parameter(0)\n"
                                           "  %u = f32[4] parameter(1)\n  %v = f32[4] parameter(2)\n  ROOT %s = f32[4] subtract(%u, %v)\n}"),
                            R"({"inputs": {"u": {"baseline": "a"}, "v": {"baseline": 1}, "t": {"role": "token"}}})");
    QVERIFY2(result.verdict == verify::Verdict::Equivalent, frontierText(result).c_str());
    // Paired the other way round, they do not.
    const auto swapped = run(module("base", "\nENTRY %main (a: f32[4], b: f32[4]) -> f32[4] {\n  %a = f32[4] parameter(0)\n  %b = f32[4] parameter(1)\n"
                                            "  ROOT %s = f32[4] subtract(%a, %b)\n}"),
                             module("dist", "\nENTRY %main (t: f32[], u: f32[4], v: f32[4]) -> f32[4] {\n  %t = f32[] parameter(0)\n"
                                            "  %u = f32[4] parameter(1)\n  %v = f32[4] parameter(2)\n  ROOT %s = f32[4] subtract(%u, %v)\n}"),
                             R"({"inputs": {"u": {"baseline": "b"}, "v": {"baseline": "a"}}})");
    QCOMPARE(swapped.verdict, verify::Verdict::NotVerified);
  }

  void malformedInputsArePositioned_data() {
    QTest::addColumn<QString>("json");
    QTest::addColumn<QString>("message");
    QTest::newRow("unknown role") << R"({"inputs": {"ws": {"role": "size"}}})" << "relations:1:28: error: input \"ws\": unknown role \"size\"";
    QTest::newRow("no such input") << R"({"inputs": {"nope": {"role": "token"}}})" << "error: input \"nope\" names no parameter of the distributed program";
    QTest::newRow("no such baseline") << R"({"inputs": {"ws": {"baseline": "q"}}})" << "error: input \"ws\": \"q\" names no parameter of the baseline program";
    QTest::newRow("two keys") << R"({"inputs": {"ws": {"role": "token", "value": 2}}})" << "error: input \"ws\" needs one of";
    QTest::newRow("bad devices") << R"({"devices": -3})" << "error: \"devices\" must be a positive integer";
    QTest::newRow("value of an array") << R"({"inputs": {"x": {"value": 2}}})" << "error: input \"x\" is f32[4], but a value must be a scalar";
  }

  void malformedInputsArePositioned() {
    QFETCH(QString, json);
    QFETCH(QString, message);
    try {
      run(kMeanBaseline, meanDataParallel("4"), json.toStdString());
      QFAIL("accepted");
    } catch (const verify::VerifyInputError& error) {
      QVERIFY2(std::string(error.what()).find(message.toStdString()) != std::string::npos, error.what());
    }
  }
};

QTEST_APPLESS_MAIN(TestVerifyPairing)
#include "test_verify_pairing.moc"
