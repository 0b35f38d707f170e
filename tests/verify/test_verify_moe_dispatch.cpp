// Capacity-routed experts (moe_dispatch_rules.h, moe_slot_mask.h): a hand-written top-2
// MoE over 4 tokens and 4 experts, its baseline routing all tokens with capacity 4 and its
// expert-parallel form on two devices routing 2 tokens each with capacity 2, exchanging
// the expert buffers by all-to-all. The slots differ (a cumsum over 2 tokens, not 4), so
// only the permuted-slots rules relate it. The ways it must not be related: a capacity
// below the tokens routed (tokens can drop), on either side; a combine by another slot
// mask; an expert function that mixes the slots; the layouts around the cumsum that do
// not undo each other; and the JAX corpus's moe-shmap-ep4 verified, its bf16 twin
// localised at the bf16 convert, and corpus mutants (capacity cut, a combine by a second
// mask) that differ numerically on XLA's recorded inputs never called equivalent.
#include "io/hlo_file.h"
#include "io/pair_directory.h"
#include "numeric/numeric_check.h"
#include "numeric/recorded_arrays.h"
#include "test_support/corpus_mutant_check.h"
#include "test_support/hlo_text.h"
#include "verify/moe_slot_mask.h"
#include "verify/relations_file.h"
#include "verify/verifier.h"

#include <QTest>

#include <fstream>
#include <optional>
#include <sstream>

using namespace shardscope;

namespace {

const std::string kReducers =
"%add (a: f32[], b: f32[]) -> f32[] {\n"
"  %a = f32[] parameter(0)\n"
"  %b = f32[] parameter(1)\n"
"  ROOT %s = f32[] add(%a, %b)\n"
"}\n"
"\n"
"%addi (a: s32[], b: s32[]) -> s32[] {\n"
"  %a = s32[] parameter(0)\n"
"  %b = s32[] parameter(1)\n"
"  ROOT %s = s32[] add(%a, %b)\n"
"}\n"
"\n";

// The routing of T tokens to 4 experts, top 2, `capacity` slots per expert (one-hot of
// `depth` slots): the gates %gates, the slot mask %s[T,2,4,depth].
std::string routing(int tokens, int capacity, int depth) {
  const std::string t = std::to_string(tokens), r = std::to_string(2 * tokens), c = std::to_string(capacity), d = std::to_string(depth);
  return
"  %topk = (f32[" + t + ",2], s32[" + t + ",2]) topk(%logits), k=2, largest=true\n"
"  %gates = f32[" + t + ",2] get-tuple-element(%topk), index=0\n"
"  %idx = s32[" + t + ",2] get-tuple-element(%topk), index=1\n"
"  %idxb = s32[" + t + ",2,4] broadcast(%idx), dimensions={0,1}\n"
"  %ei = s32[4] iota(), iota_dimension=0\n"
"  %eib = s32[" + t + ",2,4] broadcast(%ei), dimensions={2}\n"
"  %oh = pred[" + t + ",2,4] compare(%idxb, %eib), direction=EQ\n"
"  %m = s32[" + t + ",2,4] convert(%oh)\n"
"  %mt = s32[2," + t + ",4] transpose(%m), dimensions={1,0,2}\n"
"  %f = s32[" + r + ",4] reshape(%mt)\n"
"  %zero = s32[] constant(0)\n"
"  %cs = s32[" + r + ",4] reduce-window(%f, %zero), window={size=" + r + "x1 pad=" + std::to_string(2 * tokens - 1) + "_0x0_0}, to_apply=%addi\n"
"  %pm = s32[" + r + ",4] multiply(%cs, %f)\n"
"  %one = s32[] constant(1)\n"
"  %oneb = s32[" + r + ",4] broadcast(%one), dimensions={}\n"
"  %q = s32[" + r + ",4] subtract(%pm, %oneb)\n"
"  %qr = s32[2," + t + ",4] reshape(%q)\n"
"  %p = s32[" + t + ",2,4] transpose(%qr), dimensions={1,0,2}\n"
"  %cap = s32[] constant(" + c + ")\n"
"  %capb = s32[" + t + ",2,4] broadcast(%cap), dimensions={}\n"
"  %lt = pred[" + t + ",2,4] compare(%p, %capb), direction=LT\n"
"  %neg = s32[] constant(-1)\n"
"  %negb = s32[" + t + ",2,4] broadcast(%neg), dimensions={}\n"
"  %wh = s32[" + t + ",2,4] select(%lt, %p, %negb)\n"
"  %whb = s32[" + t + ",2,4," + d + "] broadcast(%wh), dimensions={0,1,2}\n"
"  %si = s32[" + d + "] iota(), iota_dimension=0\n"
"  %sib = s32[" + t + ",2,4," + d + "] broadcast(%si), dimensions={3}\n"
"  %soh = pred[" + t + ",2,4," + d + "] compare(%whb, %sib), direction=EQ\n"
"  %s = f32[" + t + ",2,4," + d + "] convert(%soh)\n"
"  %zf = f32[] constant(0)\n"
"  %dispatch = f32[" + t + ",4," + d + "] reduce(%s, %zf), dimensions={1}, to_apply=%add\n"
"  %gb = f32[" + t + ",2,4," + d + "] broadcast(%gates), dimensions={0,1}\n"
"  %sg = f32[" + t + ",2,4," + d + "] multiply(%s, %gb)\n"
"  %combine = f32[" + t + ",4," + d + "] reduce(%sg, %zf), dimensions={1}, to_apply=%add\n";
}

std::string baseline(int capacity = 4, const std::string& experts = "  %ye = f32[4,4,2] tanh(%h)\n") {
  return "HloModule base\n\n" + kReducers +
"ENTRY %main (x: f32[4,2], logits: f32[4,4], w: f32[4,2,2], mix: f32[4,4], bias: f32[4,4,2]) -> f32[4,2] {\n"
"  %x = f32[4,2] parameter(0)\n"
"  %logits = f32[4,4] parameter(1)\n"
"  %w = f32[4,2,2] parameter(2)\n"
"  %mix = f32[4,4] parameter(3)\n"
"  %bias = f32[4,4,2] parameter(4)\n" + routing(4, capacity, 4) +
"  %xe = f32[4,4,2] dot(%dispatch, %x), lhs_contracting_dims={0}, rhs_contracting_dims={0}\n"
"  %h = f32[4,4,2] dot(%xe, %w), lhs_batch_dims={0}, lhs_contracting_dims={2}, rhs_batch_dims={0}, rhs_contracting_dims={1}\n" + experts +
"  ROOT %out = f32[4,2] dot(%combine, %ye), lhs_contracting_dims={1,2}, rhs_contracting_dims={0,1}\n"
"}\n";
}

// Two devices, two tokens and two experts each; the expert buffers go to their experts'
// device and back by all-to-all.
std::string distributed(int capacity = 2, const std::string& experts = "  %ye = f32[2,4,2] tanh(%h)\n", int depth = 2) {
  return "HloModule dist, num_partitions=2\n\n" + kReducers +
"ENTRY %main (x: f32[2,2], logits: f32[2,4], w: f32[2,2,2], mix: f32[4,4], bias: f32[2,4,2]) -> f32[2,2] {\n"
"  %x = f32[2,2] parameter(0), sharding={devices=[2,1]<=[2]}\n"
"  %logits = f32[2,4] parameter(1), sharding={devices=[2,1]<=[2]}\n"
"  %w = f32[2,2,2] parameter(2), sharding={devices=[2,1,1]<=[2]}\n"
"  %mix = f32[4,4] parameter(3), sharding={replicated}\n"
"  %bias = f32[2,4,2] parameter(4), sharding={devices=[2,1,1]<=[2]}\n" + routing(2, capacity, depth) +
"  %xe = f32[4,2,2] dot(%dispatch, %x), lhs_contracting_dims={0}, rhs_contracting_dims={0}\n"
"  %a1 = f32[4,2,2] all-to-all(%xe), channel_id=1, replica_groups={{0,1}}, dimensions={0}\n"
"  %a2 = f32[2,2,2,2] reshape(%a1)\n"
"  %a3 = f32[2,2,2,2] transpose(%a2), dimensions={1,0,2,3}\n"
"  %a4 = f32[2,4,2] reshape(%a3)\n"
"  %h = f32[2,4,2] dot(%a4, %w), lhs_batch_dims={0}, lhs_contracting_dims={2}, rhs_batch_dims={0}, rhs_contracting_dims={1}\n" + experts +
"  %b1 = f32[2,4,2] all-to-all(%ye), channel_id=2, replica_groups={{0,1}}, dimensions={1}\n"
"  %b2 = f32[2,2,2,2] reshape(%b1)\n"
"  %b3 = f32[2,2,2,2] transpose(%b2), dimensions={1,0,2,3}\n"
"  %b4 = f32[4,2,2] reshape(%b3)\n"
"  ROOT %out = f32[2,2] dot(%combine, %b4), lhs_contracting_dims={1,2}, rhs_contracting_dims={0,1}, sharding={devices=[2,1]<=[2]}\n"
"}\n";
}

std::string replaced(std::string text, const std::string& from, const std::string& to) {
  const auto at = text.find(from);
  if (at == std::string::npos) qFatal("no %s in the program", from.c_str());
  return text.replace(at, from.size(), to);
}

std::string frontierText(const verify::VerifyResult& result) {
  std::string text;
  for (const auto& entry : result.frontier) text += "\n  " + entry.instruction + ": " + entry.reason;
  return text;
}

std::string answersAt(const verify::VerifyResult& result, const std::string& instruction) {
  const auto at = result.instructions.find(instruction);
  if (at == result.instructions.end()) return {};
  std::string answers = "\n  (reason) " + at->second.reason;
  for (const verify::RuleAttempt& attempt : at->second.attempts) answers += "\n  " + attempt.rule + ": " + attempt.reason;
  return answers;
}

std::string readText(const std::string& path) {
  std::ifstream in(path);
  std::stringstream text;
  text << in.rdbuf();
  return text.str();
}

const std::string kCorpus = SHARDSCOPE_SOURCE_DIR "/tests/data/jax-corpus/";

// Verifies a JAX corpus pair with its relations file; nullopt when the pair is absent.
std::optional<verify::VerifyResult> verifyCorpusPair(const std::string& name) {
  const std::string dir = kCorpus + name;
  const auto baseline = io::loadModuleFile(dir + "/baseline.hlo");
  const auto distributed = io::loadModuleFile(dir + "/distributed.hlo");
  if (!baseline.ok() || !distributed.ok()) return std::nullopt;
  verify::VerifyOptions options;
  options.relationsJson = readText(dir + "/relations.json");
  return verify::verifyPair(*baseline.module, *distributed.module, options, {}, {});
}

}  // namespace

class TestVerifyMoeDispatch : public QObject {
  Q_OBJECT

 private slots:
  void expertParallelVerifies() {
    const ir::Module b = test::parseHloOrDie(baseline());
    const ir::Module d = test::parseHloOrDie(distributed());
    const verify::VerifyResult result = verify::verifyPair(b, d, {}, {}, {});
    QVERIFY2(result.verdict == verify::Verdict::Equivalent, frontierText(result).c_str());
    QCOMPARE(QString::fromStdString(std::string(result.instructions.at("xe").rule)), QString("moe-dispatch"));
    QCOMPARE(QString::fromStdString(std::string(result.instructions.at("a4").rule)), QString("all-to-all-exchange"));
    QCOMPARE(QString::fromStdString(std::string(result.instructions.at("h").rule)), QString("moe-slot-rowwise"));
    QCOMPARE(QString::fromStdString(std::string(result.instructions.at("ye").rule)), QString("moe-slot-rowwise"));
    QCOMPARE(QString::fromStdString(std::string(result.instructions.at("b4").rule)), QString("all-to-all-exchange"));
    QCOMPARE(QString::fromStdString(std::string(result.instructions.at("out").rule)), QString("moe-combine"));
  }

  // A threshold past the one-hot's depth keeps as many slots as the one-hot has (2 here,
  // still the tokens a device routes): the same program.
  void thresholdPastTheDepthIsTheDepth() {
    const ir::Module b = test::parseHloOrDie(baseline());
    const ir::Module d = test::parseHloOrDie(distributed(3));
    const verify::VerifyResult result = verify::verifyPair(b, d, {}, {}, {});
    QVERIFY2(result.verdict == verify::Verdict::Equivalent, frontierText(result).c_str());
    QCOMPARE(QString::fromStdString(std::string(result.instructions.at("out").rule)), QString("moe-combine"));
  }

  void refused_data() {
    QTest::addColumn<QString>("base");
    QTest::addColumn<QString>("dist");
    QTest::addColumn<QString>("at");         // the instruction whose rule answers refuse it
    QTest::addColumn<QString>("reasonHas");  // in those answers
    // One slot per expert for two tokens: the second token choosing an expert is dropped.
    QTest::newRow("group capacity below its tokens")
        << QString::fromStdString(baseline()) << QString::fromStdString(replaced(distributed(), "s32[] constant(2)", "s32[] constant(1)")) << "xe"
        << "tokens can be dropped";
    // The baseline keeps 3 of 4 slots: a fourth token choosing one expert is dropped there.
    QTest::newRow("baseline capacity below its tokens")
        << QString::fromStdString(baseline(3)) << QString::fromStdString(distributed()) << "xe" << "tokens can be dropped";
    // The combine by a second mask, its cumsum over the tokens in another order: a valid
    // slot mask, but not the one the buffers were filled by.
    QTest::newRow("combine by another slot mask")
        << QString::fromStdString(baseline())
        << QString::fromStdString(replaced(distributed(), "  %sg = f32[2,2,4,2] multiply(%s, %gb)\n",
                                           "  %f2 = s32[4,4] reshape(%m)\n"
                                           "  %cs2 = s32[4,4] reduce-window(%f2, %zero), window={size=4x1 pad=3_0x0_0}, to_apply=%addi\n"
                                           "  %pm2 = s32[4,4] multiply(%cs2, %f2)\n"
                                           "  %q2 = s32[4,4] subtract(%pm2, %oneb)\n"
                                           "  %p2 = s32[2,2,4] reshape(%q2)\n"
                                           "  %lt2 = pred[2,2,4] compare(%p2, %capb), direction=LT\n"
                                           "  %wh2 = s32[2,2,4] select(%lt2, %p2, %negb)\n"
                                           "  %whb2 = s32[2,2,4,2] broadcast(%wh2), dimensions={0,1,2}\n"
                                           "  %soh2 = pred[2,2,4,2] compare(%whb2, %sib), direction=EQ\n"
                                           "  %s2 = f32[2,2,4,2] convert(%soh2)\n"
                                           "  %sg = f32[2,2,4,2] multiply(%s2, %gb)\n"))
        << "out" << "not a sum over the choices of the dispatch's slot mask";
    // The experts mix the slots: a dot over the slot dim, and a sum over it added back.
    QTest::newRow("experts mix the slots by a dot")
        << QString::fromStdString(baseline(4, "  %hm = f32[4,2,4] dot(%h, %mix), lhs_contracting_dims={1}, rhs_contracting_dims={0}\n"
                                              "  %ye = f32[4,4,2] transpose(%hm), dimensions={0,2,1}\n"))
        << QString::fromStdString(distributed(2, "  %hm = f32[2,2,4] dot(%h, %mix), lhs_contracting_dims={1}, rhs_contracting_dims={0}\n"
                                                 "  %ye = f32[2,4,2] transpose(%hm), dimensions={0,2,1}\n"))
        << "hm" << "mixes the slots";
    QTest::newRow("experts add a sum over the slots")
        << QString::fromStdString(baseline(4, "  %hs = f32[4,2] reduce(%h, %zf), dimensions={1}, to_apply=%add\n"
                                              "  %hsb = f32[4,4,2] broadcast(%hs), dimensions={0,2}\n"
                                              "  %ye = f32[4,4,2] add(%h, %hsb)\n"))
        << QString::fromStdString(distributed(2, "  %hs = f32[2,2] reduce(%h, %zf), dimensions={1}, to_apply=%add\n"
                                                 "  %hsb = f32[2,4,2] broadcast(%hs), dimensions={0,2}\n"
                                                 "  %ye = f32[2,4,2] add(%h, %hsb)\n"))
        << "hs" << "";
    // The experts add a value per expert and slot (a parameter split along the experts as
    // the buffers are): a token meets another slot's value in each program.
    QTest::newRow("experts add a value per slot")
        << QString::fromStdString(baseline(4, "  %th = f32[4,4,2] tanh(%h)\n  %ye = f32[4,4,2] add(%th, %bias)\n"))
        << QString::fromStdString(distributed(2, "  %th = f32[2,4,2] tanh(%h)\n  %ye = f32[2,4,2] add(%th, %bias)\n"))
        << "ye" << "varies along the slots";
    // The same with the slot's index (an iota, re-derived under the buffer's tiling).
    QTest::newRow("experts add the slot index")
        << QString::fromStdString(baseline(4, "  %si3 = s32[4,4,2] iota(), iota_dimension=1\n"
                                              "  %sf = f32[4,4,2] convert(%si3)\n"
                                              "  %th = f32[4,4,2] tanh(%h)\n"
                                              "  %ye = f32[4,4,2] add(%th, %sf)\n"))
        << QString::fromStdString(distributed(2, "  %si3 = s32[2,4,2] iota(), iota_dimension=1\n"
                                                 "  %sf = f32[2,4,2] convert(%si3)\n"
                                                 "  %th = f32[2,4,2] tanh(%h)\n"
                                                 "  %ye = f32[2,4,2] add(%th, %sf)\n"))
        << "ye" << "";
    // The positions laid back out along the other order than the one-hot was flattened in.
    QTest::newRow("layouts that do not undo each other")
        << QString::fromStdString(baseline())
        << QString::fromStdString(replaced(replaced(distributed(), "%qr = s32[2,2,4] reshape(%q)", "%qr = s32[2,2,4] reshape(%q)"),
                                           "%p = s32[2,2,4] transpose(%qr), dimensions={1,0,2}", "%p = s32[2,2,4] copy(%qr)"))
        << "xe" << "";
    // The combine's weights are related, but not the gates the baseline weighs by (the
    // baseline computes them too, unused).
    QTest::newRow("combine weighted by the negated gates")
        << QString::fromStdString(replaced(baseline(), "  %gb = f32[4,2,4,4] broadcast(%gates), dimensions={0,1}\n",
                                           "  %ng = f32[4,2] negate(%gates)\n  %gb = f32[4,2,4,4] broadcast(%gates), dimensions={0,1}\n"))
        << QString::fromStdString(replaced(distributed(), "  %gb = f32[2,2,4,2] broadcast(%gates), dimensions={0,1}\n",
                                           "  %ng = f32[2,2] negate(%gates)\n  %gb = f32[2,2,4,2] broadcast(%ng), dimensions={0,1}\n"))
        << "out" << "same weights";
  }
  void refused() {
    QFETCH(QString, base);
    QFETCH(QString, dist);
    QFETCH(QString, at);
    QFETCH(QString, reasonHas);
    const ir::Module b = test::parseHloOrDie(base.toStdString());
    const ir::Module d = test::parseHloOrDie(dist.toStdString());
    const verify::VerifyResult result = verify::verifyPair(b, d, {}, {}, {});
    QVERIFY2(result.verdict == verify::Verdict::NotVerified, frontierText(result).c_str());
    QVERIFY(!result.frontier.empty());
    const std::string answers = answersAt(result, at.toStdString());
    QVERIFY2(result.instructions.count(at.toStdString()) && !result.instructions.at(at.toStdString()).verified, answers.c_str());
    if (!reasonHas.isEmpty()) QVERIFY2(answers.find(reasonHas.toStdString()) != std::string::npos, (answers + frontierText(result)).c_str());
  }

  // The slot mask as read from the program: its capacity, dims and what breaks it.
  void slotMaskIsRead_data() {
    QTest::addColumn<QString>("program");
    QTest::addColumn<int>("capacity");  // -1: not read
    QTest::addColumn<QString>("whyHas");
    QTest::newRow("baseline") << QString::fromStdString(baseline()) << 4 << "";
    QTest::newRow("device") << QString::fromStdString(distributed()) << 2 << "";
    QTest::newRow("threshold past the depth") << QString::fromStdString(distributed(3)) << 2 << "";
    QTest::newRow("threshold below the depth") << QString::fromStdString(distributed(1)) << 1 << "";
    QTest::newRow("layouts that do not undo each other")
        << QString::fromStdString(replaced(distributed(), "%p = s32[2,2,4] transpose(%qr), dimensions={1,0,2}", "%p = s32[2,2,4] copy(%qr)")) << -1
        << "do not undo each other";
    QTest::newRow("cumsum over part of the rows")
        << QString::fromStdString(replaced(distributed(), "window={size=4x1 pad=3_0x0_0}", "window={size=2x1 pad=1_0x0_0}")) << -1 << "inclusive cumsum";
    QTest::newRow("cumsum along the experts")
        << QString::fromStdString(replaced(distributed(), "window={size=4x1 pad=3_0x0_0}", "window={size=1x4 pad=0_0x3_0}")) << -1 << "do not each hold one dim";
    QTest::newRow("positions not minus one")
        << QString::fromStdString(replaced(distributed(), "%q = s32[4,4] subtract(%pm, %oneb)", "%q = s32[4,4] subtract(%pm, %negb2)\n  %negb2 = s32[4,4] broadcast(%neg), dimensions={}"))
        << -1 << "cumsum * one_hot - 1";
    QTest::newRow("dropped pairs kept at a slot")
        << QString::fromStdString(replaced(distributed(), "%neg = s32[] constant(-1)", "%neg = s32[] constant(1)")) << -1 << "outside the one-hot";
  }
  void slotMaskIsRead() {
    QFETCH(QString, program);
    QFETCH(int, capacity);
    QFETCH(QString, whyHas);
    const ir::Module m = test::parseHloOrDie(program.toStdString());
    const verify::SignatureBuilder signatures(m);
    const ir::Computation& entry = m.entryComputation();
    std::string why;
    const auto mask = verify::readSlotMask(entry, signatures, entry.find("s"), &why);
    if (capacity < 0) {
      QVERIFY(!mask);
      QVERIFY2(why.find(whyHas.toStdString()) != std::string::npos, why.c_str());
      return;
    }
    QVERIFY2(mask, why.c_str());
    QCOMPARE(mask->capacity(), int64_t{capacity});
    QCOMPARE(mask->slotDim, int64_t{3});
    QCOMPARE(mask->expertDim, int64_t{2});
    QCOMPARE(mask->choices, entry.find("m"));
    QCOMPARE(mask->choicesDim, (std::vector<int64_t>{0, 1, 2, -1}));
    const auto topk = verify::readTopKOneHot(entry, mask->choices, &why);
    QVERIFY2(topk, why.c_str());
    QCOMPARE(topk->choiceDim, int64_t{1});
    QCOMPARE(topk->expertDim, int64_t{2});
  }

  // The corpus pair: its dispatch, experts and combine related through the permuted slots.
  void corpusPairVerifies() {
    const std::optional<verify::VerifyResult> verified = verifyCorpusPair("moe-shmap-ep4");
    if (!verified) QSKIP("the pair is not in tests/data/jax-corpus");
    const verify::VerifyResult& result = *verified;
    QVERIFY2(result.verdict == verify::Verdict::Equivalent, frontierText(result).c_str());
    const std::pair<const char*, const char*> rules[] = {{"dot_general.11", "moe-dispatch"},       {"all_to_all.21", "all-to-all-exchange"},
                                                         {"dot_general.12", "moe-slot-rowwise"},   {"mul.18", "moe-slot-rowwise"},
                                                         {"dot_general.13", "moe-slot-rowwise"},   {"all_to_all.25", "all-to-all-exchange"},
                                                         {"dot_general.14", "moe-combine"}};
    for (const auto& [instruction, rule] : rules) QCOMPARE(QString::fromStdString(std::string(result.instructions.at(instruction).rule)), QString(rule));
  }

  // Its bug twin: the expert buffers round-tripped through bf16 around the all-to-alls.
  void bf16TwinStopsAtTheConvert() {
    const std::optional<verify::VerifyResult> verified = verifyCorpusPair("moe-shmap-ep4-bf16-all-to-all");
    if (!verified) QSKIP("the pair is not in tests/data/jax-corpus");
    const verify::VerifyResult& result = *verified;
    QCOMPARE(result.verdict, verify::Verdict::NotVerified);
    // The convert alone: the slot mask the dispatch read whole is no frontier of its own.
    QCOMPARE(result.frontier.size(), std::size_t{1});
    QCOMPARE(QString::fromStdString(result.frontier[0].instruction), QString("convert_element_type.12"));
    QVERIFY2(result.frontier[0].reason.find("precision differs") != std::string::npos, frontierText(result).c_str());
  }

  // Corpus mutants that differ from the baseline on XLA's recorded inputs: never equivalent.
  void corpusMutantsAreNeverEquivalent_data() {
    QTest::addColumn<QString>("from");
    QTest::addColumn<QString>("to");
    // Capacity 4 for the 8 tokens a device routes.
    QTest::newRow("capacity cut") << "%constant.6.clone = s32[] constant(8)" << "%constant.6.clone = s32[] constant(4)";
    // The combine weighs by the dispatch mask alone: the gates dropped.
    QTest::newRow("combine without the gates") << "multiply(%convert_element_type.7, %mul.16)" << "multiply(%convert_element_type.7, %convert_element_type.7)";
  }
  void corpusMutantsAreNeverEquivalent() {
    QFETCH(QString, from);
    QFETCH(QString, to);
    test_support::checkCorpusMutantNeverEquivalent(kCorpus + "moe-shmap-ep4", from, to);
  }
};

QTEST_GUILESS_MAIN(TestVerifyMoeDispatch)
#include "test_verify_moe_dispatch.moc"
