// Real programs no one here wrote (../shared/corpus/real-hlo, dumps by Scalify's authors
// from AWS transformers-neuronx): per-rank TP=2 programs without sharding annotations,
// verified against their TP=1 baselines with relations inferred from the shapes (and,
// for GPT-2's row-parallel biases, from their use).
#include "io/hlo_file.h"
#include "io/hlo_text_parser.h"
#include "verify/verifier.h"

#include <QTest>

#include <fstream>
#include <sstream>

using namespace shardscope;

namespace {
std::string corpus(const char* file) { return std::string(SHARDSCOPE_CORPUS_DIR) + "/real-hlo/" + file; }

std::string frontierText(const verify::VerifyResult& result) {
  std::string text;
  for (const auto& entry : result.frontier) text += "\n  " + entry.instruction + " (" + entry.opcode + "): " + entry.reason;
  return text;
}
}  // namespace

class TestVerifyCorpus : public QObject {
  Q_OBJECT

 private slots:
  void neuronPairs_data() {
    QTest::addColumn<QString>("baseline");
    QTest::addColumn<QString>("distributed");
    QTest::addColumn<bool>("equivalent");
    QTest::newRow("llama tp1 vs tp2") << "neuronx_llama_tp1.hlo.txt" << "neuronx_llama_tp2.hlo.txt" << true;
    QTest::newRow("gpt2 tp1 vs tp2") << "neuronx_gpt2_tp1.hlo.txt" << "neuronx_gpt2_tp2.hlo.txt" << true;
    QTest::newRow("llama tp1 vs tp2 missing all-reduce") << "neuronx_llama_tp1.hlo.txt" << "neuronx_llama_tp2_bug_missing_all_reduce.hlo.txt" << false;
    QTest::newRow("llama tp2 golden vs missing all-reduce") << "neuronx_llama_tp2_golden.hlo.txt" << "neuronx_llama_tp2_bug_missing_all_reduce.hlo.txt" << false;
  }

  void neuronPairs() {
    QFETCH(QString, baseline);
    QFETCH(QString, distributed);
    QFETCH(bool, equivalent);
    auto b = io::loadModuleFile(corpus(qPrintable(baseline)));
    auto d = io::loadModuleFile(corpus(qPrintable(distributed)));
    if (!b.ok() || !d.ok()) QSKIP("corpus file missing or unreadable");
    verify::VerifyResult result;
    try {
      result = verify::verifyPair(*b.module, *d.module, {}, {}, {});
    } catch (const verify::VerifyInputError& error) {
      // Unpairable programs are refused, never called equivalent.
      QVERIFY2(!equivalent, error.what());
      return;
    }
    if (equivalent) {
      QVERIFY2(result.verdict == verify::Verdict::Equivalent, ("not verified; frontier:" + frontierText(result)).c_str());
      QVERIFY(!result.inferredRelations.empty());
    } else {
      QVERIFY2(result.verdict == verify::Verdict::NotVerified, "a program with a missing all-reduce was verified equivalent");
      QVERIFY(!result.frontier.empty());
    }
  }

  // GPT-2 verifies on three inferred assumptions, each reported: the row-parallel biases
  // (parameters 16 and 22, added on each rank before the all-reduce) are held as shares,
  // and the LM head (parameter 25) and the logits (output 0) are the vocabulary 50257
  // padded to 2 x 25129 rows, the padding row being unspecified.
  void gpt2InferredRelations() {
    auto b = io::loadModuleFile(corpus("neuronx_gpt2_tp1.hlo.txt"));
    auto d = io::loadModuleFile(corpus("neuronx_gpt2_tp2.hlo.txt"));
    if (!b.ok() || !d.ok()) QSKIP("corpus file missing or unreadable");
    const verify::VerifyResult result = verify::verifyPair(*b.module, *d.module, {}, {}, {});
    QCOMPARE(result.verdict, verify::Verdict::Equivalent);
    std::string lines;
    for (const auto& line : result.inferredRelations) lines += line + "\n";
    const char* expected[] = {
        "parameter 16 (p16.30): partial-sum {{0,1}} (assumed: each device holds a share",
        "parameter 22 (p22.36): partial-sum {{0,1}} (assumed: each device holds a share",
        "parameter 25 (p25.40): tiled {devices=[1,2]<=[2]} padded dim 1 +1",
        "output[0]: tiled {devices=[2,1,1]<=[2]} padded dim 0 +1",
    };
    for (const char* line : expected) QVERIFY2(lines.find(line) != std::string::npos, ("missing \"" + std::string(line) + "\" in:\n" + lines).c_str());
    // Only those two biases are shares: every other parameter keeps its shape's relation.
    std::size_t shares = 0;
    for (const auto& line : result.inferredRelations) shares += line.find("partial-sum") != std::string::npos;
    QCOMPARE(shares, std::size_t{2});
    QCOMPARE(result.instructions.at("add.155").rule, std::string("add-inferred-share"));
    QCOMPARE(result.instructions.at("add.186").rule, std::string("add-inferred-share"));
  }

  // The inferences never cover for a missing reduction: without either all-reduce the
  // biases' shares and the partial sums they join are never completed.
  void gpt2WithoutAnAllReduce_data() {
    QTest::addColumn<QString>("allReduce");
    QTest::newRow("attention output") << "all-reduce.158";
    QTest::newRow("mlp output") << "all-reduce.189";
  }

  void gpt2WithoutAnAllReduce() {
    QFETCH(QString, allReduce);
    auto b = io::loadModuleFile(corpus("neuronx_gpt2_tp1.hlo.txt"));
    std::ifstream file(corpus("neuronx_gpt2_tp2.hlo.txt"));
    if (!b.ok() || !file) QSKIP("corpus file missing or unreadable");
    std::stringstream buffer;
    buffer << file.rdbuf();
    std::string text = buffer.str();
    // "%all-reduce.N = T all-reduce(T %x), replica_groups=..., to_apply=..." -> "copy(T %x)"
    const std::string head = QStringLiteral("%%1 = ").arg(allReduce).toStdString();
    const std::size_t at = text.find(head);
    QVERIFY(at != std::string::npos);
    const std::size_t op = text.find(" all-reduce(", at);
    const std::size_t close = text.find(')', op);
    const std::size_t end = text.find('\n', close);
    QVERIFY(op != std::string::npos && close != std::string::npos && end != std::string::npos);
    std::string replacement(" copy(");
    replacement.append(text, op + 12, close - op - 12).append(")");
    text.replace(op, end - op, replacement);
    io::LoadResult d = io::parseHloText(text, {});
    QVERIFY(d.ok());
    const verify::VerifyResult result = verify::verifyPair(*b.module, *d.module, {}, {}, {});
    QCOMPARE(result.verdict, verify::Verdict::NotVerified);
    QVERIFY(!result.frontier.empty());
  }

  // Declaring the biases as shares in a relations file gives the same verdict, with
  // nothing assumed about them.
  void gpt2WithDeclaredShares() {
    auto b = io::loadModuleFile(corpus("neuronx_gpt2_tp1.hlo.txt"));
    auto d = io::loadModuleFile(corpus("neuronx_gpt2_tp2.hlo.txt"));
    if (!b.ok() || !d.ok()) QSKIP("corpus file missing or unreadable");
    verify::VerifyOptions options;
    const std::string share = "\"{devices=[1,2]<=[2] last_tile_dims={unreduced}}\"";
    options.relationsJson = "{\"parameters\": {\"16\": " + share + ", \"22\": " + share + "}}";
    const verify::VerifyResult result = verify::verifyPair(*b.module, *d.module, options, {}, {});
    QCOMPARE(result.verdict, verify::Verdict::Equivalent);
    for (const auto& line : result.inferredRelations) QVERIFY2(line.find("assumed") == std::string::npos, line.c_str());
  }
};

QTEST_APPLESS_MAIN(TestVerifyCorpus)
#include "test_verify_corpus.moc"
