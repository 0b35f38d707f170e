// The HTML verification report (core/report): its parts (SHA-256, escaping, source
// snippets, neighbourhoods, atomic writing) and whole reports of zoo pairs: verdict,
// frontier with highlighted source lines and a picture per entry, no external
// references, hostile names and sources escaped, bounded output, numeric evidence.
#include "io/hlo_file.h"
#include "numeric/numeric_check.h"
#include "report/atomic_file.h"
#include "report/graph_picture.h"
#include "report/html_escape.h"
#include "report/neighbourhood.h"
#include "report/sha256.h"
#include "report/source_snippet.h"
#include "report/svg_renderer.h"
#include "report/verification_report.h"
#include "verify/verifier.h"
#include "zoo/zoo.h"
#include "zoo/zoo_writer.h"

#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

#include <csignal>
#include <sys/resource.h>
#include <unistd.h>

using namespace shardscope;

namespace {

struct LoadedCase {
  QString folder;
  ir::Module baseline, distributed;
  verify::VerifyResult result;
  std::string baselinePath() const { return QDir(folder).filePath("baseline.hlo").toStdString(); }
  std::string distributedPath() const { return QDir(folder).filePath("distributed.hlo").toStdString(); }
};

// Writes a zoo case to `folder` and loads it back as the CLI would, then verifies it.
std::unique_ptr<LoadedCase> writeAndLoad(const QString& folder, const std::string& name, zoo::BugKind bug, int64_t devices) {
  zoo::ZooRequest request;
  request.name = name;
  request.bug = bug;
  request.devices = devices;
  const zoo::ZooResult generated = zoo::generateZooCase(request);
  zoo::writeZooCase(generated.zooCase, folder.toStdString());
  auto loaded = std::make_unique<LoadedCase>();
  loaded->folder = folder;
  io::LoadResult baseline = io::loadModuleFile(loaded->baselinePath());
  io::LoadResult distributed = io::loadModuleFile(loaded->distributedPath());
  if (!baseline.module || !distributed.module) return nullptr;
  loaded->baseline = std::move(*baseline.module);
  loaded->distributed = std::move(*distributed.module);
  loaded->result = verify::verifyPair(loaded->baseline, loaded->distributed, {}, {}, {});
  return loaded;
}

report::ReportInput inputFor(const LoadedCase& loaded) {
  report::ReportInput input;
  input.baseline = &loaded.baseline;
  input.distributed = &loaded.distributed;
  input.baselinePath = loaded.baselinePath();
  input.distributedPath = loaded.distributedPath();
  input.verification = &loaded.result;
  return input;
}

QByteArray fileSha256(const std::string& path) {
  QFile file(QString::fromStdString(path));
  if (!file.open(QIODevice::ReadOnly)) return {};
  return QCryptographicHash::hash(file.readAll(), QCryptographicHash::Sha256).toHex();
}

int occurrences(const std::string& text, const std::string& needle) {
  int count = 0;
  for (std::size_t at = text.find(needle); at != std::string::npos; at = text.find(needle, at + needle.size())) ++count;
  return count;
}

// The parts of the page between one `<article class="frontier-entry"` and the next.
std::vector<std::string> frontierArticles(const std::string& html) {
  std::vector<std::string> articles;
  const std::string open = "<article class=\"frontier-entry\"";
  for (std::size_t at = html.find(open); at != std::string::npos;) {
    const std::size_t end = html.find("</article>", at);
    articles.push_back(html.substr(at, end == std::string::npos ? std::string::npos : end - at));
    at = end == std::string::npos ? end : html.find(open, end);
  }
  return articles;
}

// Nothing the browser would fetch or run: no URLs, no src= attributes, no scripts or
// style sheets from elsewhere.
void verifySelfContained(const std::string& html) {
  const QString page = QString::fromStdString(html);
  for (const char* forbidden : {"http:", "https:", "src=", "<script", "<link", "url(", "@import", "<iframe", "<img"})
    QVERIFY2(!page.contains(QLatin1String(forbidden), Qt::CaseInsensitive), forbidden);
}

// Text as Graphviz's SVG writer spells it: escaped, and '-' as &#45;.
std::string svgText(const std::string& text) {
  std::string out;
  for (char c : report::escapeHtml(text)) out += c == '-' ? std::string("&#45;") : std::string(1, c);
  return out;
}

// Line `number` (1-based) of a text file.
std::string lineOf(const std::string& path, int number) {
  std::string text, error;
  if (!io::readFileBounded(path, 1 << 24, text, error)) return {};
  std::size_t start = 0;
  for (int line = 1; line < number && start != std::string::npos; ++line) {
    start = text.find('\n', start);
    if (start != std::string::npos) ++start;
  }
  if (start == std::string::npos) return {};
  return text.substr(start, text.find('\n', start) - start);
}

}  // namespace

class TestVerificationReport : public QObject {
  Q_OBJECT

 private slots:
  void initTestCase() {
    QVERIFY(dir_.isValid());
    buggy_ = writeAndLoad(dir_.filePath("bug"), "mlp-tp", zoo::BugKind::WrongReplicaGroups, 4);
    correct_ = writeAndLoad(dir_.filePath("ok"), "mlp-tp", zoo::BugKind::None, 0);
    QVERIFY(buggy_ && correct_);
    QCOMPARE(buggy_->result.verdict, verify::Verdict::NotVerified);
    QVERIFY(!buggy_->result.frontier.empty());
    QCOMPARE(correct_->result.verdict, verify::Verdict::Equivalent);
  }

  void sha256KnownAnswers_data() {
    QTest::addColumn<QByteArray>("message");
    QTest::addColumn<QByteArray>("digest");
    // FIPS 180-2 appendix B and the empty message.
    QTest::newRow("empty") << QByteArray() << QByteArray("e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855");
    QTest::newRow("abc") << QByteArray("abc") << QByteArray("ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
    QTest::newRow("two blocks") << QByteArray("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq")
                                << QByteArray("248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1");
    QTest::newRow("million a") << QByteArray(1000000, 'a') << QByteArray("cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0");
  }

  void sha256KnownAnswers() {
    QFETCH(QByteArray, message);
    QFETCH(QByteArray, digest);
    QCOMPARE(QByteArray::fromStdString(report::sha256Hex(message.toStdString())), digest);
    // Fed in uneven pieces, across block boundaries.
    report::Sha256 pieces;
    for (qsizetype at = 0; at < message.size(); at += 37) pieces.update(std::string_view(message.constData() + at, std::min<qsizetype>(37, message.size() - at)));
    QCOMPARE(QByteArray::fromStdString(pieces.finishHex()), digest);
  }

  void escapingNeutralisesMarkup_data() {
    QTest::addColumn<QByteArray>("raw");
    QTest::addColumn<QByteArray>("escaped");
    QTest::newRow("markup") << QByteArray("</pre><script>x</script>") << QByteArray("&lt;/pre&gt;&lt;script&gt;x&lt;/script&gt;");
    QTest::newRow("attribute breakout") << QByteArray("a\" onload='b'") << QByteArray("a&quot; onload=&#39;b&#39;");
    QTest::newRow("ampersand") << QByteArray("x&amp;y") << QByteArray("x&amp;amp;y");
    QTest::newRow("utf-8 kept") << QByteArray("\xE2\x8A\x97(j,i)") << QByteArray("\xE2\x8A\x97(j,i)");
    QTest::newRow("invalid byte") << QByteArray("a\xFF" "b") << QByteArray("a\xEF\xBF\xBD" "b");
    QTest::newRow("overlong slash") << QByteArray("\xC0\xAF") << QByteArray("\xEF\xBF\xBD\xEF\xBF\xBD");
    QTest::newRow("truncated sequence") << QByteArray("x\xE2\x8A") << QByteArray("x\xEF\xBF\xBD\xEF\xBF\xBD");
    QTest::newRow("control character") << QByteArray("a\x01z\tq") << QByteArray("a\xEF\xBF\xBDz\tq");
  }

  void escapingNeutralisesMarkup() {
    QFETCH(QByteArray, raw);
    QFETCH(QByteArray, escaped);
    QCOMPARE(QByteArray::fromStdString(report::escapeHtml(raw.toStdString())), escaped);
  }

  void truncationKeepsWholeCharacters() {
    QCOMPARE(report::truncateUtf8("abcdef", 3), std::string("abc\xE2\x80\xA6"));
    QCOMPARE(report::truncateUtf8("abc", 3), std::string("abc"));
    QCOMPARE(report::truncateUtf8("\xE2\x8A\x97\xE2\x8A\x97\xE2\x8A\x97", 2), std::string("\xE2\x8A\x97\xE2\x8A\x97\xE2\x80\xA6"));
  }

  void snippets_data() {
    QTest::addColumn<QString>("text");
    QTest::addColumn<int>("line");
    QTest::addColumn<int>("firstLine");
    QTest::addColumn<QStringList>("lines");
    const QString five = "one\ntwo\nthree\nfour\nfive\n";
    QTest::newRow("middle") << five << 3 << 2 << QStringList{"two", "three", "four"};
    QTest::newRow("first line") << five << 1 << 1 << QStringList{"one", "two"};
    QTest::newRow("last line, trailing newline") << five << 5 << 4 << QStringList{"four", "five"};
    QTest::newRow("no trailing newline") << "a\nb" << 2 << 1 << QStringList{"a", "b"};
    QTest::newRow("crlf") << "a\r\nb\r\n" << 1 << 1 << QStringList{"a", "b"};
    QTest::newRow("past the end") << five << 6 << 0 << QStringList{};
    QTest::newRow("line zero") << five << 0 << 0 << QStringList{};
    QTest::newRow("empty file") << QString() << 1 << 0 << QStringList{};
  }

  void snippets() {
    QFETCH(QString, text);
    QFETCH(int, line);
    QFETCH(int, firstLine);
    QFETCH(QStringList, lines);
    const auto snippet = report::extractSnippet(text.toStdString(), line, 1);
    if (lines.isEmpty()) {
      QVERIFY(!snippet);
      return;
    }
    QVERIFY(snippet);
    QCOMPARE(snippet->firstLine, firstLine);
    QCOMPARE(snippet->highlightedLine, line);
    QStringList got;
    for (const std::string& l : snippet->lines) got << QString::fromStdString(l);
    QCOMPARE(got, lines);
  }

  void snippetLinesAreShortened() {
    const std::string longLine(10000, 'x');
    const auto snippet = report::extractSnippet("a\n" + longLine + "\nb\n", 2, 0);
    QVERIFY(snippet);
    QCOMPARE(snippet->lines.size(), std::size_t{1});
    QVERIFY(snippet->lines[0].size() < 500);
  }

  void neighbourhoodOrderAndCap() {
    const char* text =
        "HloModule m\n\nENTRY e {\n  p0 = f32[4] parameter(0)\n  p1 = f32[4] parameter(1)\n  a = f32[4] add(p0, p1)\n"
        "  b = f32[4] multiply(a, p1)\n  c = f32[4] negate(b)\n  d = f32[4] exponential(b)\n  ROOT t = (f32[4], f32[4]) tuple(c, d)\n}\n";
    io::LoadResult loaded = io::loadModuleFromContents(text, "m.hlo");
    QVERIFY2(loaded.module, loaded.firstError() ? loaded.firstError()->format().c_str() : "");
    const ir::Computation& entry = loaded.module->entryComputation();
    const auto users = entry.users();
    const auto name = [&](ir::InstructionId id) { return QString::fromUtf8(entry.instructions[id].name.data(), entry.instructions[id].name.size()); };
    report::NeighbourhoodLimits limits;
    report::Neighbourhood all = report::extractNeighbourhood(entry, users, {entry.find("b")}, limits);
    QStringList names;
    for (ir::InstructionId id : all.nodes) names << name(id);
    // The centre, its operands, its users, then the operands' operands; never t.
    QCOMPARE(names, (QStringList{"b", "a", "p1", "c", "d", "p0"}));
    QCOMPARE(all.roles.front(), report::NeighbourRole::Centre);
    QCOMPARE(all.roles[3], report::NeighbourRole::User);
    QCOMPARE(all.omitted, std::size_t{0});
    QStringList edges;
    for (const auto& [from, to] : all.edges) edges << name(all.nodes[from]) + ">" + name(all.nodes[to]);
    edges.sort();
    QCOMPARE(edges, (QStringList{"a>b", "b>c", "b>d", "p0>a", "p1>a", "p1>b"}));

    limits.maxNodes = 4;
    report::Neighbourhood capped = report::extractNeighbourhood(entry, users, {entry.find("b")}, limits);
    QCOMPARE(capped.nodes.size(), std::size_t{4});
    QCOMPARE(capped.omitted, std::size_t{2});  // d, and p0 one level further back
    limits.maxNodes = 60;
    limits.operandLevels = 0;
    QCOMPARE(report::extractNeighbourhood(entry, users, {entry.find("b")}, limits).nodes.size(), std::size_t{3});
    QVERIFY(report::extractNeighbourhood(entry, users, {-1, 99}, limits).nodes.empty());
  }

  void picturesKeepLabelsLiteral() {
    report::GraphPicture picture;
    picture.nodes.push_back({"a\\N\\G<&", "add", "", report::NodeTone::Frontier});
    picture.nodes.push_back({"", "", "", report::NodeTone::Verified});
    picture.edges = {{1, 0}, {0, 7}};  // the second names no node: left out
    std::string error;
    const std::optional<std::string> svg = report::renderDotToSvg(report::pictureToDot(picture), &error);
    QVERIFY2(svg, error.c_str());
    QVERIFY(svg->rfind("<svg", 0) == 0);
    QCOMPARE(occurrences(*svg, "class=\"edge\""), 1);
    // Graphviz would turn \N into the node's id and \G into the graph's name.
    QVERIFY2(svg->find(">a\\\xE2\x80\x8BN\\\xE2\x80\x8BG&lt;&amp;</text>") != std::string::npos, svg->c_str());
    QVERIFY(svg->find(">(unnamed)</text>") != std::string::npos);
    QVERIFY(svg->find("http") == std::string::npos);
    QVERIFY(svg->find("<!--") == std::string::npos);
    QVERIFY(!report::renderDotToSvg("digraph { a -> ", &error));
    QVERIFY2(error.rfind("Graphviz could not read the graph", 0) == 0, error.c_str());
  }

  void bugReportShowsTheFrontier() {
    const std::string html = report::renderVerificationReport(inputFor(*buggy_), {});
    QVERIFY(html.find("<div class=\"verdict not-verified\" data-verdict=\"not_verified\">Not verified</div>") != std::string::npos);
    QVERIFY(html.find("<section id=\"frontier\">") != std::string::npos);
    // Inputs with their SHA-256 (checked against Qt's implementation).
    QVERIFY(html.find(report::escapeHtml(buggy_->distributedPath())) != std::string::npos);
    QVERIFY(html.find(fileSha256(buggy_->baselinePath()).toStdString()) != std::string::npos);
    QVERIFY(html.find(fileSha256(buggy_->distributedPath()).toStdString()) != std::string::npos);
    QVERIFY(html.find("<th>e-nodes</th><td>" + std::to_string(buggy_->result.stats.enodes) + "</td>") != std::string::npos);
    verifySelfContained(html);

    const std::vector<std::string> articles = frontierArticles(html);
    QCOMPARE(articles.size(), std::min(buggy_->result.frontier.size(), report::kMaxDetailedFrontierEntries));
    for (std::size_t i = 0; i < articles.size(); ++i) {
      const verify::FrontierEntry& entry = buggy_->result.frontier[i];
      const std::string& article = articles[i];
      QVERIFY2(article.find("<code>" + report::escapeHtml(entry.instruction) + "</code>") != std::string::npos, entry.instruction.c_str());
      QVERIFY(article.find(report::escapeHtml(entry.reason)) != std::string::npos);
      QVERIFY2(article.find("<svg") != std::string::npos, "no picture for a frontier entry");
      QVERIFY(article.find("</svg>") != std::string::npos);
      // The frontier node is drawn, labelled with its name.
      QVERIFY(article.find(">" + svgText(entry.instruction) + "</text>") != std::string::npos);
      // The recorded source line, highlighted, with its text from the file beside the HLO.
      QVERIFY(entry.sourceLine > 0);
      const std::string sourceText = lineOf(QDir(buggy_->folder).filePath(QString::fromStdString(entry.sourceFile)).toStdString(), entry.sourceLine);
      QVERIFY(!sourceText.empty());
      const std::string highlighted = "<span class=\"source-line current\"><span class=\"line-number\">" + std::to_string(entry.sourceLine) +
                                      "</span>" + report::escapeHtml(sourceText) + "</span>";
      QVERIFY2(article.find(highlighted) != std::string::npos, highlighted.c_str());
      QCOMPARE(occurrences(article, "source-line current"), 1);
      // Every operand with its relation.
      const ir::Computation& entryComputation = buggy_->distributed.entryComputation();
      for (ir::InstructionId operand : entryComputation.instructions[entryComputation.find(entry.instruction)].operands) {
        const std::string operandName(entryComputation.instructions[operand].name);
        QVERIFY(article.find("<td><code>" + report::escapeHtml(operandName) + "</code></td>") != std::string::npos);
        const verify::InstructionStatus& status = buggy_->result.instructions.at(operandName);
        if (status.verified) QVERIFY(article.find(report::escapeHtml(status.relation.view())) != std::string::npos);
      }
    }
    // The wrong all-reduce's operand is related to the baseline, so its baseline side is drawn too.
    QVERIFY(occurrences(articles.front(), "<svg") == 2);
  }

  void equivalentReportHasNoFrontier() {
    const std::string html = report::renderVerificationReport(inputFor(*correct_), {});
    QVERIFY(html.find("<div class=\"verdict equivalent\" data-verdict=\"equivalent\">Equivalent</div>") != std::string::npos);
    QVERIFY(html.find("id=\"frontier\"") == std::string::npos);
    QVERIFY(html.find("<article") == std::string::npos);
    QVERIFY(html.find("<svg") == std::string::npos);
    QVERIFY(html.find("Not verified") == std::string::npos);
    verifySelfContained(html);
  }

  void hostileNamesAndSourcesAreEscaped() {
    // The verifier's names come from user files; make them hostile after loading.
    auto hostile = writeAndLoad(dir_.filePath("hostile"), "mlp-tp", zoo::BugKind::WrongReplicaGroups, 4);
    QVERIFY(hostile);
    ir::Computation& entry = hostile->distributed.computations[hostile->distributed.entry];
    verify::FrontierEntry& front = hostile->result.frontier.front();
    const ir::InstructionId id = entry.find(front.instruction);
    QVERIFY(id >= 0);
    const std::string evilName = "f<script>alert(1)</script>&\"'";
    const std::string evilOperand = "op<b>&amp;";
    const ir::InstructionId operand = entry.instructions[id].operands.front();
    const std::string oldOperand(entry.instructions[operand].name);
    entry.instructions[id].name = hostile->distributed.strings().intern(evilName);
    entry.instructions[operand].name = hostile->distributed.strings().intern(evilOperand);
    auto& statuses = hostile->result.instructions;
    statuses.insertOrAssign(evilName, statuses.at(front.instruction));
    statuses.insertOrAssign(evilOperand, statuses.at(oldOperand));
    statuses.at(evilOperand).relation = "tiled <i>{devices=[2]0,1}</i>";
    front.instruction = evilName;
    front.reason = "<img src=x onerror=alert(2)> & more";
    front.sourceFile = "evil.py";
    front.sourceLine = 2;
    report::ReportInput input = inputFor(*hostile);
    input.readSource = [](const std::string& file) -> std::optional<std::string> {
      if (file != "evil.py") return std::nullopt;
      return std::string("def f():\n    </pre><script>alert(3)</script>\n    return 1\n");
    };
    const std::string html = report::renderVerificationReport(input, {});
    const QString page = QString::fromStdString(html);
    QVERIFY(!page.contains("<script", Qt::CaseInsensitive));
    QVERIFY(!page.contains("<img", Qt::CaseInsensitive));
    QVERIFY(!page.contains("</pre><"));
    QVERIFY(!page.contains("<i>{devices"));
    QVERIFY(!page.contains("<b>&amp;"));
    QVERIFY(html.find("<code>f&lt;script&gt;alert(1)&lt;/script&gt;&amp;&quot;&#39;</code>") != std::string::npos);
    QVERIFY(html.find("&lt;img src=x onerror=alert(2)&gt; &amp; more") != std::string::npos);
    QVERIFY(html.find("<span class=\"source-line current\"><span class=\"line-number\">2</span>    &lt;/pre&gt;&lt;script&gt;alert(3)&lt;/script&gt;</span>") !=
            std::string::npos);
    QVERIFY(html.find("<td><code>op&lt;b&gt;&amp;amp;</code></td>") != std::string::npos);
    // Graphviz drew the hostile nodes, their text escaped in the SVG.
    const std::vector<std::string> articles = frontierArticles(html);
    QVERIFY(!articles.empty());
    QVERIFY(articles.front().find("<svg") != std::string::npos);
    QVERIFY(articles.front().find("op&lt;b&gt;&amp;amp;") != std::string::npos);
  }

  void frontierIsBounded() {
    // A frontier as long as a huge model's: details and pictures for the first entries only.
    verify::VerifyResult many = buggy_->result;
    const verify::FrontierEntry first = many.frontier.front();
    many.frontier.assign(1500, first);
    report::ReportInput input = inputFor(*buggy_);
    input.verification = &many;
    const std::string html = report::renderVerificationReport(input, {});
    QCOMPARE(frontierArticles(html).size(), report::kMaxDetailedFrontierEntries);
    QVERIFY(occurrences(html, "<svg") <= 2 * static_cast<int>(report::kMaxDetailedFrontierEntries));
    QVERIFY(html.find("Divergence frontier (1500)") != std::string::npos);
    QVERIFY(html.find("1480 more follow as a list") != std::string::npos);
    QVERIFY(html.find("and 500 more not listed") != std::string::npos);
    QVERIFY(html.size() < 8u << 20);
  }

  void numericEvidence() {
    // A hand-made result, so every figure is known.
    numeric::NumericCheckResult result;
    result.verdict = numeric::Verdict::Differs;
    result.numDevices = 4;
    result.seed = 7;
    numeric::LayerReport whole;
    whole.layer = numeric::Layer::Whole;
    whole.passed = false;
    for (int64_t rank = 0; rank < 4; ++rank) {
      numeric::RankCheck check{rank, rank != 2, {}};
      check.error.compared = 16;
      check.error.maxAbsError = rank == 2 ? 0.5 : 0;
      check.error.maxRelError = rank == 2 ? 0.25 : 0;
      check.error.mismatched = rank == 2 ? 3 : 0;
      whole.ranks.push_back(check);
    }
    numeric::InstructionCheck divergence;
    divergence.instruction = "all-reduce<1>";
    divergence.reference = "baseline dot.3";
    divergence.relation = "replicated";
    divergence.type = ir::ElementType::F32;
    divergence.passed = false;
    divergence.error = whole.ranks[2].error;
    divergence.failingRanks = {2};
    divergence.ranks = whole.ranks;
    divergence.ranks[3].compared = false;  // e.g. a rank that holds no related value
    divergence.sourceFile = "model.py";
    divergence.sourceLine = 11;
    whole.firstDivergence = divergence;
    whole.notes = {"note <x>"};
    result.layers.push_back(whole);
    result.firstDivergence = divergence;

    report::ReportInput input = inputFor(*buggy_);
    input.numeric = &result;
    const std::string html = report::renderVerificationReport(input, {});
    QVERIFY(html.find("<div class=\"verdict differs\" data-verdict=\"not_verified\">Differs</div>") != std::string::npos);
    QVERIFY(html.find("<section id=\"numeric\">") != std::string::npos);
    QVERIFY(html.find("First divergence: <code>all-reduce&lt;1&gt;</code>") != std::string::npos);
    QVERIFY(html.find("<th>max abs error</th><td>0.5</td>") != std::string::npos);
    QVERIFY(html.find("<th>source</th><td>model.py:11</td>") != std::string::npos);
    QVERIFY(html.find("note &lt;x&gt;") != std::string::npos);
    // Two heat maps: the first divergence's own error per rank (rank 3 not compared),
    // then the whole layer's worst error per rank.
    QCOMPARE(occurrences(html, "<table class=\"heatmap\">"), 2);
    QCOMPARE(occurrences(html, "<td class=\"pass\""), 2 + 3);
    QCOMPARE(occurrences(html, "<td class=\"fail\""), 1 + 1);
    QCOMPARE(occurrences(html, "<td class=\"unknown\""), 1);
    QVERIFY(html.find("<b>rank 3</b><br>not compared</td>") != std::string::npos);
    const std::size_t divergenceMap = html.find("Error of the first divergence <code>all-reduce&lt;1&gt;</code> per rank");
    const std::size_t layerMap = html.find("Worst element error per rank in the whole layer");
    QVERIFY(divergenceMap != std::string::npos && layerMap != std::string::npos && divergenceMap < layerMap);
    // The worst rank is the deepest red in both; in the layer's map it is also marked as
    // a failing rank of the divergence.
    QVERIFY(html.find("style=\"background:#c62828;color:#fff\"><b>rank 2</b><br>abs 0.5<br>rel 0.25</td>", divergenceMap) < layerMap);
    QVERIFY(html.find("style=\"background:#c62828;color:#fff\"><b>rank 2 \xE2\x9C\x97</b><br>abs 0.5<br>rel 0.25</td>", layerMap) != std::string::npos);
    verifySelfContained(html);

    // The real checker on the buggy pair: whatever it finds, the section is there and the
    // verdict only says "Differs" when it found a difference.
    numeric::NumericCheckOptions options;
    options.seed = 1;
    const numeric::NumericCheckResult real = numeric::runNumericCheck(buggy_->baseline, buggy_->distributed, options);
    input.numeric = &real;
    const std::string withReal = report::renderVerificationReport(input, {});
    QVERIFY(withReal.find("<section id=\"numeric\">") != std::string::npos);
    const bool differs = real.ok() && real.verdict == numeric::Verdict::Differs;
    QCOMPARE(withReal.find(">Differs</div>") != std::string::npos, differs);
    verifySelfContained(withReal);
  }

  void missingVerificationIsRefused() {
    report::ReportInput input;
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, report::renderVerificationReport(input, {}));
    std::string error;
    QVERIFY(!report::writeVerificationReport(input, dir_.filePath("none.html").toStdString(), {}, &error));
    QVERIFY(!error.empty());
  }

  void cancellationStopsRendering() {
    CancellationToken cancel;
    cancel.cancel();
    QVERIFY_THROWS_EXCEPTION(OperationCancelled, report::renderVerificationReport(inputFor(*buggy_), cancel));
  }

  void sourcesMissingOrShortAreNoted() {
    verify::VerifyResult result = buggy_->result;
    result.frontier.resize(1);
    result.frontier[0].sourceFile = "nowhere.py";
    report::ReportInput input = inputFor(*buggy_);
    input.verification = &result;
    std::string html = report::renderVerificationReport(input, {});
    QVERIFY(html.find("nowhere.py:" + std::to_string(result.frontier[0].sourceLine) + ": the source file was not found here.") != std::string::npos);
    input.readSource = [](const std::string&) { return std::optional<std::string>("one line\n"); };
    result.frontier[0].sourceLine = 40;
    html = report::renderVerificationReport(input, {});
    QVERIFY(html.find("nowhere.py:40 is past the end of the source file.") != std::string::npos);
  }

  void writtenAtomically() {
    const QString path = dir_.filePath("report.html");
    const std::string expected = report::renderVerificationReport(inputFor(*buggy_), {});
    for (int round = 0; round < 2; ++round) {  // creates, then replaces
      std::string error;
      QVERIFY2(report::writeVerificationReport(inputFor(*buggy_), path.toStdString(), {}, &error), error.c_str());
      QFile file(path);
      QVERIFY(file.open(QIODevice::ReadOnly));
      QCOMPARE(file.readAll().toStdString(), expected);
    }
    QVERIFY(QDir(dir_.path()).entryList({".report.html.*"}, QDir::Files | QDir::Hidden).isEmpty());
  }

  void failedWriteKeepsTheOldFile_data() {
    QTest::addColumn<QString>("how");
    QTest::newRow("unwritable folder") << "chmod";
    QTest::newRow("disk full while writing") << "file-size-limit";
    QTest::newRow("target is a folder") << "folder";
    QTest::newRow("folder missing") << "missing";
  }

  void failedWriteKeepsTheOldFile() {
    QFETCH(QString, how);
    QTemporaryDir folder;
    QVERIFY(folder.isValid());
    QString target = folder.filePath("report.html");
    const QByteArray old = "old report\n";
    QFile oldFile(target);
    QVERIFY(oldFile.open(QIODevice::WriteOnly));
    oldFile.write(old);
    oldFile.close();
    rlimit savedLimit{};
    if (how == "chmod") {
      if (::geteuid() == 0) QSKIP("root writes into read-only folders; the other rows cover the failure paths");
      QVERIFY(QFile::setPermissions(folder.path(), QFileDevice::ReadOwner | QFileDevice::ExeOwner));
    } else if (how == "file-size-limit") {
      // write() fails with EFBIG past the limit, as on a full disk.
      std::signal(SIGXFSZ, SIG_IGN);
      QCOMPARE(::getrlimit(RLIMIT_FSIZE, &savedLimit), 0);
      rlimit small = savedLimit;
      small.rlim_cur = 1024;
      QCOMPARE(::setrlimit(RLIMIT_FSIZE, &small), 0);
    } else if (how == "folder") {
      QVERIFY(QDir(folder.path()).mkdir("report.html.d"));
      target = folder.filePath("report.html.d");
      QFile inside(target + "/keep");
      QVERIFY(inside.open(QIODevice::WriteOnly));
      inside.close();
    } else {
      target = folder.filePath("missing/report.html");
    }
    std::string error;
    const bool written = report::writeVerificationReport(inputFor(*buggy_), target.toStdString(), {}, &error);
    if (how == "chmod") QFile::setPermissions(folder.path(), QFileDevice::ReadOwner | QFileDevice::WriteOwner | QFileDevice::ExeOwner);
    if (how == "file-size-limit") ::setrlimit(RLIMIT_FSIZE, &savedLimit);
    QVERIFY(!written);
    QVERIFY2(error.find("report.html") != std::string::npos, error.c_str());
    QVERIFY(oldFile.open(QIODevice::ReadOnly));
    QCOMPARE(oldFile.readAll(), old);
    if (how == "folder") QVERIFY(QFileInfo(target + "/keep").exists());
    // No temporary file is left behind.
    const QStringList left = QDir(folder.path()).entryList(QDir::Files | QDir::Hidden | QDir::NoDotAndDotDot);
    QCOMPARE(left, QStringList{"report.html"});
  }

 private:
  QTemporaryDir dir_;
  std::unique_ptr<LoadedCase> buggy_, correct_;
};

QTEST_APPLESS_MAIN(TestVerificationReport)
#include "test_verification_report.moc"
