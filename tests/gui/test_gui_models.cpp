// The window's models and helpers, without a window: every item model under
// QAbstractItemModelTester, instruction properties, selection-sync pairing, source-line
// look-ups, source path mapping, search cursor and the syntax highlighter.
#include "gui/counterpart_finder.h"
#include "gui/frontier_model.h"
#include "gui/instruction_properties.h"
#include "gui/module_index.h"
#include "gui/node_states.h"
#include "gui/search_cursor.h"
#include "gui/source_locator.h"
#include "io/hlo_file.h"
#include "ir/module.h"
#include "views/properties/property_table_model.h"
#include "views/source/source_highlighter.h"

#include <QAbstractItemModelTester>
#include <QFile>
#include <QTemporaryDir>
#include <QTextDocument>
#include <QTest>

using namespace shardscope;
using namespace shardscope::gui;

namespace {

const char* kBaseline = R"(HloModule pair_base

ENTRY %main (x: f32[8,16], w: f32[16,16]) -> f32[8,16] {
  %x = f32[8,16]{1,0} parameter(0), metadata={op_name="mlp/x" source_file="/ci/src/model.py" source_line=8}
  %w = f32[16,16]{1,0} parameter(1), metadata={op_name="mlp/w" source_file="/ci/src/model.py" source_line=8}
  %h = f32[8,16]{1,0} dot(f32[8,16]{1,0} %x, f32[16,16]{1,0} %w), lhs_contracting_dims={1}, rhs_contracting_dims={0}, metadata={op_type="dot_general" op_name="mlp/fc1/dot" source_file="/ci/src/model.py" source_line=9}
  ROOT %out = f32[8,16]{1,0} negate(f32[8,16]{1,0} %h), metadata={op_name="mlp/neg" source_file="/ci/src/model.py" source_line=10}
}
)";

// The distributed program renames %h and %out; %out keeps its metadata, %h.1 too.
const char* kDistributed = R"(HloModule pair_spmd, num_partitions=2

%sum (a: f32[], b: f32[]) -> f32[] {
  %a = f32[] parameter(0)
  %b = f32[] parameter(1)
  ROOT %add = f32[] add(f32[] %a, f32[] %b)
}

ENTRY %main_spmd (x: f32[8,16], w: f32[16,8]) -> f32[8,16] {
  %x = f32[8,16]{1,0} parameter(0), sharding={replicated}, metadata={op_name="mlp/x" source_file="/home/me/model.py" source_line=8}
  %w = f32[16,8]{1,0} parameter(1), sharding={devices=[1,2]0,1}, metadata={op_name="mlp/w" source_file="/home/me/model.py" source_line=8}
  %h.1 = f32[8,8]{1,0} dot(f32[8,16]{1,0} %x, f32[16,8]{1,0} %w), lhs_contracting_dims={1}, rhs_contracting_dims={0}, metadata={op_type="dot_general" op_name="mlp/fc1/dot" source_file="/home/me/model.py" source_line=9}
  %g = f32[8,16]{1,0} all-gather(f32[8,8]{1,0} %h.1), channel_id=1, replica_groups={{0,1}}, dimensions={1}, use_global_device_ids=true
  ROOT %neg.2 = f32[8,16]{1,0} negate(f32[8,16]{1,0} %g), metadata={op_name="mlp/neg" source_file="/home/me/model.py" source_line=10}
}
)";

std::shared_ptr<const ir::Module> parse(const char* text, const char* name) {
  io::LoadResult result = io::loadModuleFromContents(text, name);
  if (!result.ok()) qFatal("%s", result.firstError()->format().c_str());
  return std::make_shared<const ir::Module>(std::move(*result.module));
}

}  // namespace

class TestGuiModels : public QObject {
  Q_OBJECT

 private:
  std::shared_ptr<const ir::Module> baseline_ = parse(kBaseline, "base.hlo");
  std::shared_ptr<const ir::Module> distributed_ = parse(kDistributed, "spmd.hlo");
  std::shared_ptr<const ModuleIndex> baselineIndex_ = std::make_shared<ModuleIndex>(*baseline_);
  std::shared_ptr<const ModuleIndex> distributedIndex_ = std::make_shared<ModuleIndex>(*distributed_);

 private slots:
  void propertyTableModelPassesTheTester() {
    views::PropertyTableModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QCOMPARE(model.rowCount(), 0);
    model.setRows(describeInstruction(*distributedIndex_, "g"));
    QVERIFY(model.rowCount() > 5);
    QCOMPARE(model.columnCount(), 2);
    QVERIFY(model.startsSection(0));
    QVERIFY(!model.startsSection(1));
    QCOMPARE(model.flags(model.index(0, 1)) & Qt::ItemIsEditable, Qt::ItemFlags());
    model.clear();
    QCOMPARE(model.rowCount(), 0);
  }

  void propertiesListEveryAttribute() {
    const QVector<views::PropertyRow> rows = describeInstruction(*distributedIndex_, "g");
    views::PropertyTableModel model;
    model.setRows(rows);
    QCOMPARE(model.value("Instruction", "opcode"), QString("all-gather"));
    QCOMPARE(model.value("Instruction", "shape"), QString("f32[8,16]{1,0}"));
    QCOMPARE(model.value("Instruction", "operand 0"), QString("h.1  f32[8,8]"));
    QCOMPARE(model.value("Instruction", "users"), QString("neg.2"));
    QCOMPARE(model.value("Attributes", "replica_groups"), QString("{{0,1}}"));
    QCOMPARE(model.value("Attributes", "dimensions"), QString("{1}"));
    QCOMPARE(model.value("Attributes", "channel_id"), QString("1"));
    QCOMPARE(model.value("Attributes", "use_global_device_ids"), QString("true"));
    QVERIFY(model.value("Instruction", "defined at").startsWith("spmd.hlo:"));
    const QVector<views::PropertyRow> wRows = describeInstruction(*distributedIndex_, "w");
    model.setRows(wRows);
    // As the sharding library prints it (the iota form of devices 0,1).
    QCOMPARE(model.value("Instruction", "sharding"), QString("{devices=[1,2]<=[2]}"));
    QCOMPARE(model.value("Instruction", "parameter"), QString("1"));
    QCOMPARE(model.value("Metadata", "source_line"), QString("8"));
    QVERIFY(describeInstruction(*distributedIndex_, "no-such").isEmpty());
  }

  void frontierModelPassesTheTester() {
    FrontierModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setItems({FrontierItem{"neg.2", "negate", "model.py", 10, "operand relation unknown"},
                    FrontierItem{"g", "all-gather", "", 0, "no rule"}});
    QCOMPARE(model.rowCount(), 2);
    QCOMPARE(model.columnCount(), 3);
    QCOMPARE(model.data(model.index(0, FrontierModel::InstructionColumn)).toString(), QString("neg.2 (negate)"));
    QCOMPARE(model.data(model.index(0, FrontierModel::SourceColumn)).toString(), QString("model.py:10"));
    QCOMPARE(model.data(model.index(1, FrontierModel::SourceColumn)).toString(), QString());
    QCOMPARE(model.data(model.index(0, 0), FrontierModel::InstructionRole).toString(), QString("neg.2"));
    QCOMPARE(model.data(model.index(0, 0), FrontierModel::SourceLineRole).toInt(), 10);
    model.clear();
    QCOMPARE(model.rowCount(), 0);
  }

  void counterpartsPreferVerifierThenNameThenMetadata() {
    CounterpartFinder finder;
    finder.setIndices(baselineIndex_, distributedIndex_);
    auto found = finder.find(Side::Baseline, "x");
    QCOMPARE(found.name, QString("x"));
    QCOMPARE(found.match, CounterpartFinder::Match::SameName);
    found = finder.find(Side::Baseline, "h");  // renamed: op_name + opcode + source line
    QCOMPARE(found.name, QString("h.1"));
    QCOMPARE(found.match, CounterpartFinder::Match::Metadata);
    QCOMPARE(finder.find(Side::Distributed, "neg.2").name, QString("out"));
    QCOMPARE(finder.find(Side::Distributed, "g").match, CounterpartFinder::Match::None);  // no metadata, no twin
    QHash<QString, InstructionVerification> verified;
    verified.insert("g", InstructionVerification{true, "replicated", "h"});
    verified.insert("h.1", InstructionVerification{true, "tiled {devices=[1,2]0,1}", "h"});
    finder.setVerification(verified);
    found = finder.find(Side::Distributed, "g");
    QCOMPARE(found.name, QString("h"));
    QCOMPARE(found.match, CounterpartFinder::Match::Verifier);
    // Going back, the first paired instruction in file order wins.
    QCOMPARE(finder.find(Side::Baseline, "h").name, QString("h.1"));
    finder.setVerification({});
    QCOMPARE(finder.find(Side::Distributed, "g").match, CounterpartFinder::Match::None);
  }

  void nodeStatesFollowVerificationAndNumeric() {
    CounterpartFinder finder;
    finder.setIndices(baselineIndex_, distributedIndex_);
    VerificationOutcome verification;
    verification.instructions.insert("h.1", InstructionVerification{true, "tiled", "h"});
    verification.instructions.insert("neg.2", InstructionVerification{false, "", ""});
    verification.frontier.append(FrontierItem{"neg.2", "negate", "", 0, "no rule"});
    NumericOutcome numeric;
    numeric.firstDivergence = "h.1";
    const NodeStates states = composeNodeStates(verification, numeric, finder);
    QCOMPARE(states.distributed.value("neg.2"), views::NodeState::Frontier);
    QCOMPARE(states.baseline.value("out"), views::NodeState::Frontier);  // through metadata pairing
    QCOMPARE(states.distributed.value("h.1"), views::NodeState::NumericDivergence);
    QCOMPARE(states.baseline.value("h"), views::NodeState::NumericDivergence);
    const NodeStates onlyVerification = composeNodeStates(verification, std::nullopt, finder);
    QCOMPARE(onlyVerification.distributed.value("h.1"), views::NodeState::Verified);
    QVERIFY(composeNodeStates(std::nullopt, std::nullopt, finder).distributed.isEmpty());
  }

  void sourceLinesFindTheirInstructions() {
    QCOMPARE(baselineIndex_->instructionsAt("/ci/src/model.py", 8), QStringList({"x", "w"}));
    // The other program recorded the file elsewhere: matched by file name.
    QCOMPARE(distributedIndex_->instructionsAt("/ci/src/model.py", 9), QStringList({"h.1"}));
    QVERIFY(distributedIndex_->instructionsAt("/ci/src/model.py", 11).isEmpty());
    QCOMPARE(baselineIndex_->linesOf("model.py"), QList<int>({8, 9, 10}));
    const SourceLocation location = distributedIndex_->sourceOf("neg.2");
    QCOMPARE(location.file, QString("/home/me/model.py"));
    QCOMPARE(location.line, 10);
    QVERIFY(!distributedIndex_->sourceOf("g").isValid());
  }

  void sourceRootMapsRecordedPaths() {
    QTemporaryDir dir;
    QVERIFY(QDir(dir.path()).mkpath("checkout/pkg"));
    QFile file(dir.filePath("checkout/pkg/model.py"));
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write("print(1)\n");
    file.close();
    const SourceRootMapping mapping = SourceRootMapping::parse("/ci/src = " + dir.filePath("checkout"));
    QCOMPARE(mapping.recordedPrefix, QString("/ci/src"));
    QCOMPARE(mapping.toString(), "/ci/src=" + dir.filePath("checkout"));
    QCOMPARE(locateSourceFile("/ci/src/pkg/model.py", QString(), mapping).path, dir.filePath("checkout/pkg/model.py"));
    // A prefix that only shares characters is not a folder prefix.
    QVERIFY(locateSourceFile("/ci/srcx/pkg/model.py", QString(), mapping).path.isEmpty());
    // Relative paths: beside the HLO file first.
    QCOMPARE(locateSourceFile("pkg/model.py", dir.filePath("checkout"), {}).path, dir.filePath("checkout/pkg/model.py"));
    // Not found: every candidate is reported.
    const SourceLookup missing = locateSourceFile("/elsewhere/train.py", dir.path(), mapping);
    QVERIFY(missing.path.isEmpty());
    QVERIFY(missing.tried.contains("/elsewhere/train.py"));
    QVERIFY(missing.tried.contains(dir.filePath("train.py")));
    QVERIFY(locateSourceFile(QString(), dir.path(), mapping).tried.isEmpty());
  }

  void searchCursorWrapsBothWays() {
    SearchCursor cursor;
    QCOMPARE(cursor.describe(), QString("no match"));
    QCOMPARE(cursor.next(), QString());
    QCOMPARE(cursor.reset("dot", {"a", "b", "c"}), QString("a"));
    QCOMPARE(cursor.describe(), QString("1 of 3"));
    QCOMPARE(cursor.next(), QString("b"));
    QCOMPARE(cursor.next(), QString("c"));
    QCOMPARE(cursor.next(), QString("a"));
    QCOMPARE(cursor.previous(), QString("c"));
    QCOMPARE(cursor.describe(), QString("3 of 3"));
    QCOMPARE(cursor.reset("none", {}), QString());
    QCOMPARE(cursor.position(), -1);
  }

  void highlighterColoursPythonAndCpp_data() {
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("text");
    QTest::addColumn<int>("line");
    QTest::addColumn<int>("column");
    QTest::addColumn<int>("token");
    using T = views::SourceHighlighter::Token;
    QTest::newRow("py keyword") << "m.py" << "def f(x):\n  return x" << 0 << 0 << int(T::Keyword);
    QTest::newRow("py comment") << "m.py" << "x = 1  # def" << 0 << 9 << int(T::Comment);
    QTest::newRow("py string") << "m.py" << "s = 'def'" << 0 << 5 << int(T::String);
    QTest::newRow("py number") << "m.py" << "s = 42" << 0 << 4 << int(T::Number);
    QTest::newRow("py decorator") << "m.py" << "@jax.jit\ndef f(): pass" << 0 << 1 << int(T::Decorator);
    QTest::newRow("py triple string spans lines") << "m.py" << "x = \"\"\"doc\nstill def\n\"\"\"\ndef" << 1 << 6 << int(T::String);
    QTest::newRow("py after triple string") << "m.py" << "x = \"\"\"doc\n\"\"\"\ndef g(): pass" << 2 << 0 << int(T::Keyword);
    QTest::newRow("cpp keyword") << "k.cu" << "template <class T> void f();" << 0 << 0 << int(T::Keyword);
    QTest::newRow("cpp preprocessor") << "k.cc" << "#include <vector>" << 0 << 3 << int(T::Preprocessor);
    QTest::newRow("cpp block comment spans") << "k.h" << "int a; /* one\n two return */ int b;" << 1 << 1 << int(T::Comment);
    QTest::newRow("cpp after block comment") << "k.h" << "/* x\n*/ return 0;" << 1 << 3 << int(T::Keyword);
    QTest::newRow("cpp line comment") << "k.cpp" << "x = 1; // return" << 0 << 10 << int(T::Comment);
  }

  void highlighterColoursPythonAndCpp() {
    QFETCH(QString, file);
    QFETCH(QString, text);
    QFETCH(int, line);
    QFETCH(int, column);
    QFETCH(int, token);
    QTextDocument document;
    document.setPlainText(text);
    views::SourceHighlighter highlighter(&document, views::sourceLanguageForFile(file));
    highlighter.rehighlight();
    const QTextBlock block = document.findBlockByNumber(line);
    QVERIFY(block.isValid());
    const QTextCharFormat expected = highlighter.formatFor(static_cast<views::SourceHighlighter::Token>(token));
    bool found = false;
    for (const QTextLayout::FormatRange& range : block.layout()->formats())
      if (range.start <= column && column < range.start + range.length) {
        found = true;
        QCOMPARE(range.format.foreground().color(), expected.foreground().color());
      }
    QVERIFY2(found, "no format at that column");
  }

  void plainFilesAreNotColoured() {
    QCOMPARE(views::sourceLanguageForFile("notes.txt"), views::SourceLanguage::Plain);
    QTextDocument document;
    document.setPlainText("def return # x");
    views::SourceHighlighter highlighter(&document, views::SourceLanguage::Plain);
    highlighter.rehighlight();
    QVERIFY(document.firstBlock().layout()->formats().isEmpty());
  }
};

QTEST_MAIN(TestGuiModels)
#include "test_gui_models.moc"
