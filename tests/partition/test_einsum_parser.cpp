// The EinSum DSL: what it builds from valid text, and the positioned error it gives
// for each kind of malformed text.
#include "partition/einsum_parser.h"

#include <QDir>
#include <QFile>
#include <QTest>

#include <random>
#include <string>

using namespace shardscope;
using namespace shardscope::partition;

namespace {
EinSumGraph parseOk(const std::string& text) {
  auto result = parseEinSumGraph(text, "test.einsum");
  if (const Diagnostic* diagnostic = std::get_if<Diagnostic>(&result))
    qFatal("unexpected parse error: %s", diagnostic->format().c_str());
  return std::get<EinSumGraph>(std::move(result));
}

std::vector<std::string> indexNames(const EinSumGraph& graph, const std::vector<int>& ids) {
  std::vector<std::string> names;
  for (int id : ids) names.push_back(graph.indices()[id].name);
  return names;
}
}  // namespace

class TestEinSumParser : public QObject {
  Q_OBJECT

 private slots:
  void parsesTheSeedMatmul() {
    const EinSumGraph graph = parseOk(
        "bounds i=1024 j=512 k=256\ninput A[i,j], B[j,k]\nC[i,k] = sum(A[i,j] * B[j,k])\n");
    QCOMPARE(graph.tensors().size(), std::size_t{3});
    QCOMPARE(graph.nodes().size(), std::size_t{1});
    const EinSumNode& node = graph.nodes()[0];
    QCOMPARE(graph.outputOf(node).name, std::string("C"));
    QCOMPARE(node.aggregation, Aggregation::Sum);
    // Join space: first appearance on the right-hand side.
    QCOMPARE(indexNames(graph, node.joinIndices), (std::vector<std::string>{"i", "j", "k"}));
    QCOMPARE(node.outputJoinDims, (std::vector<int>{0, 2}));
    QCOMPARE(node.aggregatedJoinDims, (std::vector<int>{1}));
    QCOMPARE(node.operandJoinDims, (std::vector<std::vector<int>>{{0, 1}, {1, 2}}));
    QCOMPARE(graph.outputOf(node).shape, (std::vector<int64_t>{1024, 256}));
    QCOMPARE(graph.outputOf(node).elements, 262144.0);
    QCOMPARE(graph.nodeExpressionText(node), std::string("sum(A[i,j] * B[j,k])"));
    QCOMPARE(graph.tensors()[0].consumers, (std::vector<int>{0}));
    QVERIFY(graph.isForest());
  }

  void keepsTheKernelAndItsPrecedence() {
    const EinSumGraph graph = parseOk(
        "bounds i=4 j=4  # two indices\n"
        "input A[i,j], B[i]\n"
        "\n"
        "# a comment line\n"
        "C[i,j] = -A[i,j] + 2.5 * relu(B[i]) / exp(A[i,j] - B[i])\n");
    const EinSumNode& node = graph.nodes()[0];
    QCOMPARE(node.operands.size(), std::size_t{4});
    QCOMPARE(node.aggregation, Aggregation::None);
    QCOMPARE(graph.nodeExpressionText(node),
             std::string("neg(A[i,j]) + ((2.5 * relu(B[i])) / exp(A[i,j] - B[i]))"));
  }

  void acceptsBroadcastAndRankZero() {
    const EinSumGraph graph = parseOk(
        "bounds i=8 j=4\ninput A[i], S[]\nB[i,j] = A[i] * S[]\nT[] = sum(B[i,j])\n");
    const EinSumNode& broadcast = graph.nodes()[0];
    // The output-only index j comes last in the join space and is not aggregated.
    QCOMPARE(indexNames(graph, broadcast.joinIndices), (std::vector<std::string>{"i", "j"}));
    QVERIFY(broadcast.aggregatedJoinDims.empty());
    const EinSumNode& total = graph.nodes()[1];
    QVERIFY(graph.outputOf(total).shape.empty());
    QCOMPARE(total.aggregatedJoinDims, (std::vector<int>{0, 1}));
  }

  void recordsConsumersOnceAndDetectsFanOut() {
    const EinSumGraph graph = parseOk(
        "bounds i=4\ninput A[i]\nB[i] = A[i] * A[i]\nC[i] = relu(B[i])\nD[i] = B[i] + C[i]\n");
    QCOMPARE(graph.tensors()[0].consumers, (std::vector<int>{0}));
    QCOMPARE(graph.tensors()[1].consumers, (std::vector<int>{1, 2}));
    QVERIFY(!graph.isForest());
  }

  void parsesTheExampleFiles_data() {
    QTest::addColumn<QString>("file");
    QTest::addColumn<int>("nodes");
    QTest::addColumn<bool>("forest");
    QTest::newRow("matmul") << "matmul.einsum" << 1 << true;
    QTest::newRow("mlp") << "mlp.einsum" << 3 << true;
    QTest::newRow("squared distance") << "squared_distance.einsum" << 1 << true;
    QTest::newRow("transformer block") << "transformer_block.einsum" << 18 << false;
  }

  void parsesTheExampleFiles() {
    QFETCH(QString, file);
    QFETCH(int, nodes);
    QFETCH(bool, forest);
    QFile input(QStringLiteral(SHARDSCOPE_SOURCE_DIR "/resources/examples/einsum/") + file);
    QVERIFY2(input.open(QIODevice::ReadOnly), qPrintable(input.fileName()));
    const QByteArray text = input.readAll();
    const EinSumGraph graph = parseOk(text.toStdString());
    QCOMPARE(static_cast<int>(graph.nodes().size()), nodes);
    QCOMPARE(graph.isForest(), forest);
  }

  void reportsPositionedErrors_data() {
    QTest::addColumn<QString>("text");
    QTest::addColumn<int>("line");
    QTest::addColumn<int>("column");
    QTest::addColumn<QString>("message");
    QTest::newRow("zero bound") << "bounds i=0" << 1 << 10 << "expected a bound between 1 and 2^40, found '0'";
    QTest::newRow("huge bound") << "bounds i=99999999999999999999" << 1 << 10 << "expected a bound between 1 and 2^40";
    QTest::newRow("bound not a number") << "bounds i=abc" << 1 << 10 << "expected a positive integer bound, found 'abc'";
    QTest::newRow("bound redefined") << "bounds i=4\nbounds i=8" << 2 << 8 << "index 'i' was already bounded by 4, found 8";
    QTest::newRow("reserved index") << "bounds sum=4" << 1 << 8 << "expected an index name, found 'sum'";
    QTest::newRow("stray character") << "bounds i=4 @" << 1 << 12 << "expected end of line, found '@'";
    QTest::newRow("control byte") << "\x01" << 1 << 1 << "expected 'bounds', 'input' or a tensor definition, found '?'";
    QTest::newRow("statement keyword") << "sum" << 1 << 1 << "expected 'bounds', 'input' or a tensor definition, found 'sum'";
    QTest::newRow("unbounded index") << "input A[i]" << 1 << 7 << "index 'i' has no bound";
    QTest::newRow("unclosed access") << "bounds i=4\ninput A[i" << 2 << 10 << "expected ']' or ',', found end of file";
    QTest::newRow("input twice") << "bounds i=4\ninput A[i]\ninput A[i]" << 3 << 7 << "tensor 'A' is already defined";
    QTest::newRow("diagonal") << "bounds i=4\ninput A[i,i]" << 2 << 7 << "index 'i' appears twice in 'A'";
    QTest::newRow("missing equals") << "bounds i=4\ninput A[i]\nB[i] A[i]" << 3 << 6 << "expected '=', found 'A'";
    QTest::newRow("unknown tensor") << "bounds i=4\nB[i] = relu(X[i])" << 2 << 13 << "unknown tensor 'X'";
    QTest::newRow("wrong rank") << "bounds i=4 j=4\ninput A[i,j]\nB[i] = sum(A[i])" << 3 << 12
                                << "expected 2 indices for tensor 'A', found 1";
    QTest::newRow("bound mismatch") << "bounds i=4 j=8\ninput A[i]\nB[j] = A[j]" << 3 << 8
                                    << "dimension 0 of 'A' has size 4 but index 'j' is bounded by 8";
    QTest::newRow("unaggregated index") << "bounds i=4 j=4\ninput A[i,j]\nB[i] = A[i,j]" << 3 << 8
                                        << "expected index 'j' on the left-hand side, or an aggregation";
    QTest::newRow("nothing to aggregate") << "bounds i=4\ninput A[i]\nB[i] = sum(A[i])" << 3 << 8
                                          << "expected an index to aggregate";
    QTest::newRow("nested aggregation") << "bounds i=4 j=4\ninput A[i,j]\nB[i] = 2 * sum(A[i,j])" << 3 << 12
                                        << "expected a tensor (an aggregation may only wrap the whole right-hand side), found 'sum'";
    QTest::newRow("after aggregation") << "bounds i=4 j=4\ninput A[i,j]\nB[i] = sum(A[i,j]) * 2" << 3 << 20
                                       << "expected end of line (an aggregation must wrap the whole right-hand side), found '*'";
    QTest::newRow("unclosed call") << "bounds i=4\ninput A[i]\nB[i] = relu(A[i]" << 3 << 17 << "expected ')', found end of file";
    QTest::newRow("constant only") << "bounds i=4\nB[i] = 2" << 2 << 1 << "expected at least one tensor on the right-hand side of 'B'";
    QTest::newRow("bad number") << "bounds i=4\ninput A[i]\nB[i] = 1e * A[i]" << 3 << 8 << "expected a number, found '1e'";
    QTest::newRow("output twice") << "bounds i=4\ninput A[i]\nA[i] = relu(A[i])" << 3 << 1 << "tensor 'A' is already defined";
    QTest::newRow("output index twice") << "bounds i=4\ninput A[i]\nB[i,i] = relu(A[i])" << 3 << 1 << "index 'i' appears twice in 'B'";
    QTest::newRow("empty right side") << "bounds i=4\nB[i] =" << 2 << 7 << "expected a tensor, a number, '(' or a function, found end of file";
    QTest::newRow("too many indices")
        << "bounds a=2\ninput A[a,a,a,a,a,a,a,a,a,a,a]" << 2 << 29 << "expected at most 10 indices";
  }

  void reportsPositionedErrors() {
    QFETCH(QString, text);
    QFETCH(int, line);
    QFETCH(int, column);
    QFETCH(QString, message);
    auto result = parseEinSumGraph(text.toStdString(), "bad.einsum");
    const Diagnostic* diagnostic = std::get_if<Diagnostic>(&result);
    QVERIFY(diagnostic);
    QCOMPARE(diagnostic->file, std::string("bad.einsum"));
    QCOMPARE(diagnostic->line, line);
    QCOMPARE(diagnostic->column, column);
    QVERIFY2(QString::fromStdString(diagnostic->message).contains(message),
             diagnostic->format().c_str());
    const std::string prefix = "bad.einsum:" + std::to_string(line) + ":" + std::to_string(column) + ": error: ";
    QVERIFY(diagnostic->format().starts_with(prefix));
  }

  void rejectsDeepNestingWithoutCrashing() {
    const std::string text = "bounds i=4\ninput A[i]\nB[i] = " + std::string(100000, '(') + "A[i]" +
                             std::string(100000, ')');
    auto result = parseEinSumGraph(text, "deep.einsum");
    const Diagnostic* diagnostic = std::get_if<Diagnostic>(&result);
    QVERIFY(diagnostic);
    QCOMPARE(diagnostic->line, 3);
    QVERIFY(QString::fromStdString(diagnostic->message).contains("nested at most 64 levels"));
  }

  void rejectsOversizedText() {
    const std::string text(kMaxEinSumTextBytes + 1, '#');
    auto result = parseEinSumGraph(text, "big.einsum");
    QVERIFY(std::holds_alternative<Diagnostic>(result));
  }

  // Random byte edits of a valid file (fixed seed): each result parses or gives one
  // positioned error; nothing crashes, hangs or allocates without bound.
  void mutatedTextParsesOrFails() {
    QFile input(QStringLiteral(SHARDSCOPE_SOURCE_DIR "/resources/examples/einsum/transformer_block.einsum"));
    QVERIFY(input.open(QIODevice::ReadOnly));
    const std::string original = input.readAll().toStdString();
    static const char kAlphabet[] = "[](),=+-*/#\n bdehst0123456789.eijkmaxsumrelu_\x00\xff";
    std::mt19937 random(5);
    int parsed = 0;
    for (int trial = 0; trial < 2000; ++trial) {
      std::string text = original;
      const int edits = 1 + static_cast<int>(random() % 4);
      for (int e = 0; e < edits; ++e) {
        const std::size_t at = random() % text.size();
        switch (random() % 3) {
          case 0: text[at] = kAlphabet[random() % (sizeof kAlphabet - 1)]; break;
          case 1: text.erase(at, 1 + random() % 8); break;
          default: text.insert(at, 1, kAlphabet[random() % (sizeof kAlphabet - 1)]); break;
        }
        if (text.empty()) text.push_back('#');
      }
      auto result = parseEinSumGraph(text, "mutated.einsum");
      if (const Diagnostic* diagnostic = std::get_if<Diagnostic>(&result)) {
        QVERIFY(diagnostic->line >= 1);
        QVERIFY(diagnostic->column >= 1);
        QVERIFY(!diagnostic->message.empty());
      } else {
        ++parsed;
      }
    }
    QVERIFY(parsed < 2000);  // the edits do break most files
  }

  // Every prefix of a valid file is either valid or a positioned error: truncation
  // (a partly written file) never crashes or hangs the parser.
  void everyPrefixParsesOrFails() {
    const std::string text =
        "bounds i=8 j=4 k=2\ninput A[i,j], B[j,k]\nC[i,k] = sum(relu(A[i,j]) * -B[j,k])\n"
        "D[i] = max(C[i,k] / 0.5)\n";
    for (std::size_t length = 0; length <= text.size(); ++length) {
      auto result = parseEinSumGraph(text.substr(0, length), "prefix.einsum");
      if (const Diagnostic* diagnostic = std::get_if<Diagnostic>(&result)) {
        QVERIFY(diagnostic->line >= 1);
        QVERIFY(diagnostic->column >= 1);
      }
    }
  }
};

QTEST_APPLESS_MAIN(TestEinSumParser)
#include "test_einsum_parser.moc"
