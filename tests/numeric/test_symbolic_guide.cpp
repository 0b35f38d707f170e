// The verifier's frontier choosing among the value frontier's starts (issue 19,
// acceptance point 4; core/numeric/symbolic_guide.h), on the JAX corpus's ring attention
// whose k/v block is sent around in bf16: the unmatched values that reach the ROOT start
// at the local step's scores (dot_general.26, unmatched in the correct ring too) and at
// the bf16 rounding (convert_element_type.18, the bug); values alone leave the ROOT.
#include "io/hlo_file.h"
#include "io/pair_directory.h"
#include "jax_corpus/jax_corpus.h"
#include "numeric/numeric_check.h"
#include "numeric/recorded_arrays.h"
#include "verify/relations_file.h"

#include <QTest>

using namespace shardscope;

namespace {

const QString kCorpus = QStringLiteral(SHARDSCOPE_SOURCE_DIR "/tests/data/jax-corpus/");

// The whole layer on the inputs XLA ran, its output relation and the verifier's from
// relations.json; `frontier` given: the verifier's frontier is taken as that.
std::optional<numeric::NumericCheckResult> check(const std::vector<std::string>& frontier = {},
                                                 const QString& pair = QStringLiteral("attention-shmap-sp4-ring-bf16-ppermute")) {
  const QString kPair = kCorpus + pair;
  io::LoadResult base = io::loadModuleFile((kPair + "/baseline.hlo").toStdString());
  io::LoadResult dist = io::loadModuleFile((kPair + "/distributed.hlo").toStdString());
  io::PairDirectoryRead directory = io::readPairDirectory(kPair.toStdString());
  if (!base.ok() || !dist.ok() || !directory.ok()) return std::nullopt;
  numeric::RecordedArraysRead arrays = numeric::readRecordedArrays(*directory.pair);
  if (!arrays.ok()) return std::nullopt;
  numeric::NumericCheckOptions options;
  options.layers = {numeric::Layer::Whole};
  options.relationsJson = testing::readPairText(kPair + "/relations.json");
  options.outputShardings = verify::parseRelationsFile(options.relationsJson).output;
  options.symbolicFrontier = frontier;
  return numeric::runNumericCheckOnInputs(*base.module, *dist.module, std::move(arrays.run->inputs), options);
}

}  // namespace

class TestSymbolicGuide : public QObject {
  Q_OBJECT

 private slots:
  // Two starts; the verifier (run on the pair) names the bf16 rounding, which is chosen,
  // the note saying which evidence decided and naming the other start.
  void verifierChoosesAmongTwoStarts() {
    const std::optional<numeric::NumericCheckResult> result = check();
    if (!result) QSKIP("JAX corpus pair missing");
    QVERIFY(!result->error);
    QVERIFY(result->verdict != numeric::Verdict::Pass);
    QVERIFY(result->firstDivergence);
    QCOMPARE(result->firstDivergence->instruction, std::string("convert_element_type.18"));
    const std::string& note = result->firstDivergence->note;
    QVERIFY2(note.find("the symbolic frontier names it") != std::string::npos, note.c_str());
    QVERIFY2(note.find("values differ from here on") != std::string::npos, note.c_str());
    QVERIFY2(note.find("dot_general.26") != std::string::npos, note.c_str());
  }

  // A frontier naming the other start's neighbour picks that start instead: the choice
  // follows the verifier, not program order or the bug's shape.
  void choiceFollowsTheFrontier() {
    const std::optional<numeric::NumericCheckResult> result = check({"concatenate.4"});
    if (!result) QSKIP("JAX corpus pair missing");
    QVERIFY(result->firstDivergence);
    QCOMPARE(result->firstDivergence->instruction, std::string("dot_general.26"));
    QVERIFY2(result->firstDivergence->note.find("the symbolic frontier names concatenate.4, which is its operand") != std::string::npos,
             result->firstDivergence->note.c_str());
  }

  // The frontier names sub.50 (the rotated q's first half): a computed value whose values
  // match, reaching dot_general.26 through a concatenate. Values say it is right, so it is
  // not chosen, nor is any start: the ROOT stays the first divergence.
  void matchedValueNamedIsNotChosen() {
    const std::optional<numeric::NumericCheckResult> result = check({"sub.50"});
    if (!result) QSKIP("JAX corpus pair missing");
    QVERIFY(result->firstDivergence);
    QCOMPARE(result->firstDivergence->instruction, std::string("copy.5"));
  }

  // The MoE's bf16 all-to-all: the verifier names reshape.4 (the routing indices), which
  // the one-hot start convert_element_type.11 only compares with: a predicate a start
  // computes with is no block choice, so it is not blamed (the bug does not feed it) and
  // the guide chooses nothing; values then blame the other start, the widening convert
  // back from bf16 (value_frontier.h).
  void aComparedIndexIsNoBlockChoice() {
    const std::optional<numeric::NumericCheckResult> result = check({}, QStringLiteral("moe-shmap-ep4-bf16-all-to-all"));
    if (!result) QSKIP("JAX corpus pair missing");
    QVERIFY(result->firstDivergence);
    QCOMPARE(result->firstDivergence->instruction, std::string("convert_element_type.13"));
    QVERIFY2(result->firstDivergence->note.find("symbolic frontier") == std::string::npos, result->firstDivergence->note.c_str());
  }

  // GQA at TP 4 > 2 KV heads picking KV head device % 2 (tile_choice_blame.h): the
  // relation search's first misfit is broadcast_in_dim.7, whose operand dynamic_slice.6 is
  // a true tile of the KV heads, chosen by per-device offsets. The verifier names rem.3,
  // the integer step behind those offsets, which is blamed with the broadcast's errors.
  void aTileChoiceBehindTheFirstMisfitIsBlamed() {
    const QString pair = QStringLiteral("llama-gqa-shmap-tp4-kv-head-index");
    const std::optional<numeric::NumericCheckResult> result = check({}, pair);
    if (!result) QSKIP("JAX corpus pair missing");
    QVERIFY(result->firstDivergence);
    QCOMPARE(result->firstDivergence->instruction, std::string("rem.3"));
    QVERIFY2(result->firstDivergence->note.find("broadcast_in_dim.7 differs") != std::string::npos, result->firstDivergence->note.c_str());
    QVERIFY(!result->firstDivergence->failingRanks.empty());
    // A frontier naming only the scores (no step behind the slice) leaves the misfit itself.
    const std::optional<numeric::NumericCheckResult> scores = check({"dot_general.15"}, pair);
    QVERIFY(scores && scores->firstDivergence);
    QCOMPARE(scores->firstDivergence->instruction, std::string("broadcast_in_dim.7"));
  }

  // The all-gather matmul ring sending its blocks backwards (value_frontier.h): no start,
  // the ROOT holds the baseline's elements misplaced, and the verifier names ppermute.6,
  // which chose the block each device holds: it is blamed. A frontier naming only the first
  // placement (no collective-permute) leaves the ROOT.
  void aPermuteBehindMisplacedBlocksIsBlamed() {
    const QString pair = QStringLiteral("matmul-shmap-tp4-ring-wrong-ppermute");
    const std::optional<numeric::NumericCheckResult> result = check({}, pair);
    if (!result) QSKIP("JAX corpus pair missing");
    QVERIFY(result->firstDivergence);
    QCOMPARE(result->firstDivergence->instruction, std::string("ppermute.6"));
    QVERIFY2(result->firstDivergence->note.find("their places are not") != std::string::npos, result->firstDivergence->note.c_str());
    const std::optional<numeric::NumericCheckResult> placement = check({"dynamic_update_slice.8"}, pair);
    QVERIFY(placement && placement->firstDivergence);
    QCOMPARE(placement->firstDivergence->instruction, std::string("copy.2"));
  }
};

QTEST_GUILESS_MAIN(TestSymbolicGuide)
#include "test_symbolic_guide.moc"
