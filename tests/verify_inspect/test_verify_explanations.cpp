// The verifier's structured per-instruction status (relation value, rule, per-rule
// answers) and the core helpers of the relation inspector and the frontier view:
// explainLayout (the bijection in the paper's notation) and explainFrontierEntry.
#include "io/hlo_text_parser.h"
#include "verify/frontier_explanation.h"
#include "verify/layout_explanation.h"
#include "verify/verifier.h"
#include "zoo/zoo.h"
#include "test_support/hlo_text.h"

#include <QTest>

#include <algorithm>

using namespace shardscope;
using namespace shardscope::verify;

namespace {

struct VerifiedCase {
  zoo::ZooCase zooCase;
  VerifyResult result;
};

VerifiedCase verifyZoo(const std::string& name, int64_t devices, zoo::BugKind bug) {
  zoo::ZooRequest request;
  request.name = name;
  request.devices = devices;
  request.bug = bug;
  VerifiedCase c{zoo::generateZooCase(request).zooCase, {}};
  c.result = verifyPair(c.zooCase.baseline, c.zooCase.distributed, {}, {}, {});
  return c;
}

const InstructionStatus& status(const VerifyResult& result, const std::string& name) {
  auto it = result.instructions.find(name);
  if (it == result.instructions.end()) qFatal("no status for %s", name.c_str());
  return it->second;
}

// The first distributed instruction of `opcode` whose status passes `accept`.
template <class Accept>
std::string firstInstruction(const VerifiedCase& c, ir::Opcode opcode, Accept accept) {
  for (const ir::Instruction& in : c.zooCase.distributed.entryComputation().instructions)
    if (in.opcode == opcode && accept(status(c.result, std::string(in.name)))) return std::string(in.name);
  return {};
}

}  // namespace

class TestVerifyExplanations : public QObject {
  Q_OBJECT

 private slots:
  void statusCarriesTheRelationValueAndRule() {
    const VerifiedCase c = verifyZoo("attention-tp", 4, zoo::BugKind::None);
    QCOMPARE(c.result.verdict, Verdict::Equivalent);
    for (const auto& [name, s] : c.result.instructions) {
      if (!s.verified) continue;
      QVERIFY2(!s.rule.empty(), name.c_str());
      // The value and the text say the same thing.
      if (s.relationValue) QCOMPARE(s.relationValue->toString(), s.relation);
      else QCOMPARE(s.relation, std::string("tuple"));
    }
    const InstructionStatus& q = status(c.result, "dot.23");
    QCOMPARE(q.rule, std::string("dot-sharded"));
    QVERIFY(q.relationValue);
    QCOMPARE(q.relationValue->tiles, (std::vector<int64_t>{1, 1, 4}));
    QVERIFY(q.attempts.empty());
    const std::string reduced = firstInstruction(c, ir::Opcode::AllReduce, [](const InstructionStatus& s) { return s.verified; });
    QVERIFY(!reduced.empty());
    // Its operand is the partial sum over all four devices.
    const auto& dEntry = c.zooCase.distributed.entryComputation();
    const ir::Instruction& allReduce = dEntry.instructions[dEntry.find(reduced)];
    const InstructionStatus& partial = status(c.result, std::string(dEntry.instructions[allReduce.operands[0]].name));
    QVERIFY(partial.relationValue && partial.relationValue->isPartial());
    QCOMPARE(partial.relationValue->partCount, int64_t{4});
  }

  void unrelatedInstructionsRecordEachRulesAnswer() {
    const VerifiedCase c = verifyZoo("mlp-tp", 4, zoo::BugKind::WrongReplicaGroups);
    QCOMPARE(c.result.verdict, Verdict::NotVerified);
    QCOMPARE(c.result.frontier.size(), std::size_t{1});
    const FrontierEntry& entry = c.result.frontier.front();
    QCOMPARE(entry.opcode, std::string("all-reduce"));
    const InstructionStatus& s = status(c.result, entry.instruction);
    QVERIFY(!s.verified);
    QCOMPARE(s.reason, entry.reason);
    bool sawAllReduceRule = false;
    for (const RuleAttempt& attempt : s.attempts)
      if (attempt.rule == "all-reduce-of-partial") {
        sawAllReduceRule = true;
        QVERIFY(attempt.applicable);
        QVERIFY2(attempt.reason.find("{0,1},{2,3}") != std::string::npos, attempt.reason.c_str());
      }
    QVERIFY(sawAllReduceRule);
  }

  void layoutOfARelatedReshape_data() {
    QTest::addColumn<QString>("opcode");
    QTest::addColumn<QString>("baselineBefore");
    QTest::addColumn<QString>("distributedBefore");
    QTest::addColumn<QString>("baselineAfter");
    QTest::addColumn<QString>("distributedAfter");
    QTest::addColumn<QString>("deviceDigits");
    // dot.23 (f32[2,8,32], columns in 4 tiles) reshaped into heads: (2,8,8,4) / (2,8,2,4).
    QTest::newRow("reshape into heads") << "reshape" << "(i,j,k)" << "(i,j,k%8)" << "(i,j,⊗(dev(k/8),k/4%2),k%4)" << "(i,j,k/4%2,k%4)"
                                        << "dev(k/8)";
    // Then heads moved before the sequence: (2,8,8,4) -> (2,8,8,4) with dims 1 and 2 swapped.
    QTest::newRow("transpose heads") << "transpose" << "(i,j,k,l)" << "(i,j,k%2,l)" << "(i,⊗(dev(k/2),k%2),j,l)" << "(i,k%2,j,l)"
                                     << "dev(k/2)";
  }
  void layoutOfARelatedReshape() {
    QFETCH(QString, opcode);
    QFETCH(QString, baselineBefore);
    QFETCH(QString, distributedBefore);
    QFETCH(QString, baselineAfter);
    QFETCH(QString, distributedAfter);
    QFETCH(QString, deviceDigits);
    const VerifiedCase c = verifyZoo("attention-tp", 4, zoo::BugKind::None);
    const ir::Opcode op = opcode == "reshape" ? ir::Opcode::Reshape : ir::Opcode::Transpose;
    // The first layout op of the query projection's head split.
    std::string name;
    for (const ir::Instruction& in : c.zooCase.distributed.entryComputation().instructions)
      if (in.opcode == op && in.metadata.sourceLine > 0 && status(c.result, std::string(in.name)).rule == "layout-bijection" &&
          status(c.result, std::string(in.name)).relationValue->tiles.size() == 4) {
        name = std::string(in.name);
        break;
      }
    QVERIFY(!name.empty());
    std::string why;
    const auto e = explainLayout(c.zooCase.baseline, c.zooCase.distributed, c.result, name, &why);
    QVERIFY2(e, why.c_str());
    QVERIFY(e->related);
    QVERIFY(e->found);
    QCOMPARE(QString::fromStdString(e->ops), QString());
    QCOMPARE(QString::fromStdString(e->relationKind), QStringLiteral("tiled"));
    QCOMPARE(e->distributed.instruction, name);
    QCOMPARE(e->baseline.instruction, status(c.result, name).baselineCounterpart);
    QCOMPARE(QString::fromStdString(e->baseline.axesBefore), baselineBefore);
    QCOMPARE(QString::fromStdString(e->distributed.axesBefore), distributedBefore);
    QCOMPARE(QString::fromStdString(e->baseline.axesAfter), baselineAfter);
    QCOMPARE(QString::fromStdString(e->distributed.axesAfter), distributedAfter);
    QCOMPARE(QString::fromStdString(e->deviceDigits), deviceDigits);
    QVERIFY(e->summary.find("tile of baseline") != std::string::npos);
  }

  void layoutOfAnUnrelatedTranspose() {
    // The paper's example shape: the baseline flattens (i,j) where the device transposes
    // first, so the layouts differ by a transpose, and the axes show it.
    const ir::Module baseline = test::parseHloOrDie(
        "HloModule b\n"
        "ENTRY %main (p: f32[4,6]) -> f32[24] {\n"
        "  %p = f32[4,6] parameter(0)\n"
        "  ROOT %r = f32[24] reshape(f32[4,6] %p)\n"
        "}\n");
    const ir::Module distributed = test::parseHloOrDie(
        "HloModule d, num_partitions=2\n"
        "ENTRY %main (p: f32[4,6]) -> f32[6,4] {\n"
        "  %p = f32[4,6] parameter(0), sharding={replicated}\n"
        "  ROOT %t = f32[6,4] transpose(f32[4,6] %p), dimensions={1,0}, sharding={replicated}\n"
        "}\n");
    const VerifyResult result = verifyPair(baseline, distributed, {}, {}, {});
    QCOMPARE(result.verdict, Verdict::NotVerified);
    std::string why;
    const auto e = explainLayout(baseline, distributed, result, "t", &why);
    QVERIFY2(e, why.c_str());
    QVERIFY(e->found);
    QVERIFY(!e->related);
    QCOMPARE(e->baseline.instruction, std::string("r"));
    QCOMPARE(QString::fromStdString(e->baseline.op), QStringLiteral("reshape(24)"));
    QCOMPARE(QString::fromStdString(e->distributed.op), QStringLiteral("transpose(1,0)"));
    QCOMPARE(QString::fromStdString(e->baseline.axesAfter), QStringLiteral("(⊗(i,j))"));
    QCOMPARE(QString::fromStdString(e->distributed.axesAfter), QStringLiteral("(j,i)"));
    QCOMPARE(QString::fromStdString(e->ops), QStringLiteral("transpose(1,0) reshape(24)"));
    QVERIFY(e->summary.find("the layouts differ") != std::string::npos);
  }

  void layoutRefusesWhatItCannotExplain() {
    const VerifiedCase c = verifyZoo("mlp-tp", 2, zoo::BugKind::None);
    std::string why;
    QVERIFY(!explainLayout(c.zooCase.baseline, c.zooCase.distributed, c.result, "no-such-instruction", &why));
    QVERIFY(why.find("no instruction") != std::string::npos);
    const std::string dot = firstInstruction(c, ir::Opcode::Dot, [](const InstructionStatus&) { return true; });
    QVERIFY(!explainLayout(c.zooCase.baseline, c.zooCase.distributed, c.result, dot, &why));
    QVERIFY(why.find("not a reshape or transpose") != std::string::npos);
    // An empty result (no statuses): the operand is not known to be related.
    const std::string reshape = firstInstruction(c, ir::Opcode::Reshape, [](const InstructionStatus&) { return true; });
    QVERIFY(!reshape.empty());
    QVERIFY(!explainLayout(c.zooCase.baseline, c.zooCase.distributed, VerifyResult{}, reshape, &why));
    QVERIFY(why.find("not related") != std::string::npos);
  }

  // Pipeline stages hold different baseline values per device: their status says which,
  // and is verified only where no device's value is unknown (a bubble's garbage).
  void pipelineStatusShowsPerDeviceValues() {
    const VerifiedCase c = verifyZoo("pipeline", 2, zoo::BugKind::None);
    QCOMPARE(c.result.verdict, Verdict::Equivalent);
    int known = 0;
    for (const auto& [name, s] : c.result.instructions) {
      if (s.relation.str().rfind("per-device:", 0) != 0) continue;
      QVERIFY2(!s.rule.empty(), name.c_str());
      const bool unknown = s.relation.str().find("unknown") != std::string::npos;
      QCOMPARE(s.verified, !unknown);
      if (!unknown) ++known;
    }
    QVERIFY(known > 0);
  }

  void frontierOfAMissingAllReduce() {
    const VerifiedCase c = verifyZoo("mlp-tp", 4, zoo::BugKind::MissingAllReduce);
    QCOMPARE(c.result.frontier.size(), std::size_t{1});
    const FrontierEntry& entry = c.result.frontier.front();
    const FrontierExplanation e = explainFrontierEntry(c.zooCase.baseline, c.zooCase.distributed, c.result, entry);
    QCOMPARE(e.entry.reason, entry.reason);
    QVERIFY(entry.reason.find("all-reduce that completes them is missing") != std::string::npos);
    // The reshape that carried the partial sum is itself related, as a partial sum.
    QCOMPARE(e.relation.rfind("partial-sum", 0), std::size_t{0});
    QCOMPARE(e.relationRule, std::string("layout-bijection"));
    QCOMPARE(e.inputs.size(), std::size_t{1});
    QCOMPARE(e.inputs[0].relation, std::string("partial-sum {{0,1,2,3}}"));
    QCOMPARE(e.inputs[0].rule, std::string("dot-sharded"));
    // The rules listed are those of the consumer that needed the complete value.
    QVERIFY(e.rulesFor != entry.instruction);
    QVERIFY(entry.reason.find("%" + e.rulesFor) != std::string::npos);
    bool elementwise = false;
    for (const RuleExpectation& rule : e.rules) {
      QVERIFY(!rule.meaning.empty());
      if (rule.rule == "elementwise-tiled") {
        elementwise = true;
        QVERIFY(rule.tried);
        QVERIFY2(rule.answer.find("partial") != std::string::npos, rule.answer.c_str());
      }
    }
    QVERIFY(elementwise);
    QVERIFY(e.layout.has_value());  // the carrier is a reshape
    QVERIFY(e.layout->related);
  }

  void frontierOfWrongReplicaGroups() {
    const VerifiedCase c = verifyZoo("mlp-tp", 4, zoo::BugKind::WrongReplicaGroups);
    const FrontierEntry& entry = c.result.frontier.front();
    const FrontierExplanation e = explainFrontierEntry(c.zooCase.baseline, c.zooCase.distributed, c.result, entry);
    QVERIFY(e.relation.empty());
    QCOMPARE(e.rulesFor, entry.instruction);
    QCOMPARE(e.inputs.size(), std::size_t{1});
    QVERIFY(e.inputs[0].verified);
    QCOMPARE(e.inputs[0].relation, std::string("partial-sum {{0,1,2,3}}"));
    QStringList names;
    for (const RuleExpectation& rule : e.rules) names << QString::fromStdString(rule.rule);
    QVERIFY2(names.contains("all-reduce-of-partial"), qPrintable(names.join(',')));
    QVERIFY(!names.contains("dot-sharded"));
    QVERIFY(!e.layout.has_value());
  }

  void frontierOfAWrongReshapeSplitShowsTheLayouts() {
    const VerifiedCase c = verifyZoo("attention-tp", 4, zoo::BugKind::WrongReshapeSplit);
    const FrontierEntry& entry = c.result.frontier.front();
    QCOMPARE(entry.opcode, std::string("reshape"));
    const FrontierExplanation e = explainFrontierEntry(c.zooCase.baseline, c.zooCase.distributed, c.result, entry);
    QVERIFY(e.layout.has_value());
    QVERIFY(e.layout->found);
    QVERIFY(!e.layout->related);
    QVERIFY(!e.layout->ops.empty());
    QVERIFY(e.layout->baseline.axesAfter != e.layout->distributed.axesAfter);
    QVERIFY(entry.reason.find(e.layout->ops) != std::string::npos);
  }

  void rulesForAnOpcodeWithoutStatus() {
    const ir::Module m = test::parseHloOrDie(
        "HloModule m\n"
        "ENTRY %main (p: f32[4]) -> f32[4] {\n"
        "  %p = f32[4] parameter(0)\n"
        "  ROOT %a = f32[4] all-reduce(f32[4] %p), replica_groups={}, to_apply=%sum\n"
        "}\n"
        "%sum (x: f32[], y: f32[]) -> f32[] {\n"
        "  %x = f32[] parameter(0)\n"
        "  %y = f32[] parameter(1)\n"
        "  ROOT %s = f32[] add(f32[] %x, f32[] %y)\n"
        "}\n");
    const auto rules = rulesExpectedFor(m.entryComputation().rootInstruction(), nullptr);
    QVERIFY(!rules.empty());
    for (const RuleExpectation& rule : rules) QVERIFY(!rule.tried);
    QVERIFY(std::any_of(rules.begin(), rules.end(), [](const RuleExpectation& r) { return r.rule == "all-reduce-of-partial"; }));
  }
};

QTEST_APPLESS_MAIN(TestVerifyExplanations)
#include "test_verify_explanations.moc"
