// The relation inspector and the frontier view docked in the main window
// (VerifyInspectionLink): zoo bug cases written to disk are opened, verified and checked
// numerically through the window; selections and finished jobs reach the views, the
// frontier entry shows its source line read from the case's own source file.
#include "gui/main_window.h"
#include "gui/verify_inspection_link.h"
#include "views/graph/graph_layout_engine.h"
#include "views/verify/frontier_explainer.h"
#include "views/verify/frontier_tables.h"
#include "numeric/numeric_report.h"
#include "verify/verifier.h"
#include "views/verify/rank_heatmap.h"
#include "views/verify/relation_groups_view.h"
#include "views/verify/relation_inspector.h"
#include "zoo/zoo.h"
#include "zoo/zoo_writer.h"

#include "test_support/test_window.h"

#include <QDockWidget>
#include <QFile>
#include <QScrollArea>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace shardscope;
using namespace shardscope::gui;

namespace {

// Line `line` (1-based) of a text file, as the frontier view shows it (trimmed).
QString lineOf(const QString& path, int line) {
  QFile file(path);
  if (!file.open(QIODevice::ReadOnly)) return {};
  const QList<QByteArray> lines = file.readAll().split('\n');
  return line >= 1 && line <= lines.size() ? QString::fromUtf8(lines[line - 1]).trimmed() : QString();
}

}  // namespace

class TestVerifyInspectionLink : public QObject {
  Q_OBJECT

 private:
  std::unique_ptr<views::GraphLayoutEngine> engine_;
  std::unique_ptr<QTemporaryDir> dir_;

  std::unique_ptr<MainWindow> makeWindow() {
    return testing::shownTestWindow(engine_.get(), testing::testWindowOptions(dir_->filePath("recovery")));
  }

  QString writeCase(const std::string& strategy, zoo::BugKind bug) {
    zoo::ZooRequest request;
    request.name = strategy;
    request.devices = 4;
    request.bug = bug;
    const QString folder = dir_->filePath(QString::fromStdString(strategy) + "-" + QString::number(static_cast<int>(bug)));
    zoo::writeZooCase(zoo::generateZooCase(request).zooCase, folder.toStdString());
    return folder;
  }

  static bool openVerified(MainWindow& window, const QString& folder) {
    QSignalSpy loaded(&window, &MainWindow::pairLoaded);
    window.openPair(folder + "/baseline.hlo", folder + "/distributed.hlo");
    if (!loaded.wait(15000)) return false;
    QSignalSpy verified(&window, &MainWindow::verificationFinished);
    window.runVerification();
    return verified.wait(30000);
  }

 private slots:
  void initTestCase() {
    QStandardPaths::setTestModeEnabled(true);
    engine_ = std::make_unique<views::GraphLayoutEngine>();
    dir_ = std::make_unique<QTemporaryDir>();
    QVERIFY(dir_->isValid());
  }

  void docksBothViews() {
    auto window = makeWindow();
    auto* link = window->verifyInspection();  // every window docks one
    QCOMPARE(link->inspectorDock()->windowTitle(), QStringLiteral("Relation inspector"));
    QCOMPARE(link->frontierDock()->windowTitle(), QStringLiteral("Frontier explained"));
    QVERIFY(window->findChild<views::RelationInspector*>() == link->inspector());
    QVERIFY(window->findChild<views::FrontierExplainer*>() == link->explainer());
    // Before any verification the inspector says what to do.
    link->inspect(QStringLiteral("anything"));
    QVERIFY(!link->inspector()->summary().has_value());
    QVERIFY(!link->inspector()->message().isEmpty());
  }

  void missingAllReduceFrontierWithItsSourceLine() {
    const QString folder = writeCase("mlp-tp", zoo::BugKind::MissingAllReduce);
    auto window = makeWindow();
    auto* link = window->verifyInspection();  // every window docks one
    QVERIFY(openVerified(*window, folder));
    views::FrontierExplainer* explainer = link->explainer();
    QCOMPARE(explainer->entries().size(), 1);
    const views::FrontierDetails& entry = *explainer->current();
    QVERIFY(explainer->reasonText().contains("the all-reduce that completes them is missing"));
    QVERIFY(entry.sourceLine > 0);
    const QString line = lineOf(folder + "/" + entry.sourceFile, entry.sourceLine);
    QVERIFY(!line.isEmpty());
    QCOMPARE(entry.sourceText, line);
    QCOMPARE(explainer->sourceText(), QStringLiteral("%1:%2:  %3").arg(entry.sourceFile).arg(entry.sourceLine).arg(line));
    QCOMPARE(explainer->inputsModel()->index(0, views::FrontierInputsModel::RelationColumn).data().toString(),
             QStringLiteral("partial-sum {{0,1,2,3}}"));
    QVERIFY(explainer->rulesModel()->rowCount() > 0);

    // Selecting the frontier instruction in the distributed view shows it in the inspector.
    window->selectInstruction(Side::Distributed, entry.instruction);
    QVERIFY(link->inspector()->summary().has_value());
    QCOMPARE(link->inspector()->summary()->instruction, entry.instruction);
    QCOMPARE(link->inspector()->summary()->kind, views::RelationKind::Layout);  // the reshape carrying the partial sum
    QVERIFY(link->inspector()->words().contains("Partial sum"));
    QCOMPARE(link->inspector()->groupsView()->groups().size(), 1);

    // A numeric check of the bug case fills the heat map, rank by rank.
    QSignalSpy numeric(window.get(), &MainWindow::numericFinished);
    window->runNumericCheck();
    QVERIFY(numeric.wait(60000));
    QVERIFY(window->numeric() && window->numeric()->result);
    views::RankHeatmap* heatmap = explainer->heatmap();
    QCOMPARE(heatmap->model()->columnCount(), 4);
    QVERIFY(heatmap->model()->rowCount() >= 2);
    QVERIFY(heatmap->title().contains("differs"));
    const auto& result = *window->numeric()->result;
    QVERIFY(heatmap->model()->rows().front().label.contains(QString::fromStdString(result.firstDivergence->instruction)));
    const auto& lastLayer = result.layers.back();
    const int lastRow = heatmap->model()->rowCount() - 1;
    for (int r = 0; r < 4; ++r)
      QCOMPARE(heatmap->model()->index(lastRow, r).data(views::RankHeatmapModel::ValueRole).toDouble(),
               lastLayer.ranks[static_cast<std::size_t>(r)].error.maxAbsError);
  }

  void wrongReplicaGroupsFrontierAndABaselineSelection() {
    const QString folder = writeCase("mlp-tp", zoo::BugKind::WrongReplicaGroups);
    auto window = makeWindow();
    auto* link = window->verifyInspection();  // every window docks one
    QVERIFY(openVerified(*window, folder));
    views::FrontierExplainer* explainer = link->explainer();
    QCOMPARE(explainer->entries().size(), 1);
    const views::FrontierDetails& entry = *explainer->current();
    QCOMPARE(entry.opcode, QStringLiteral("all-reduce"));
    QVERIFY(explainer->reasonText().contains("all-reduce over {0,1},{2,3} but the partial sum spans {0,1,2,3}"));
    QCOMPARE(entry.sourceText, lineOf(folder + "/" + entry.sourceFile, entry.sourceLine));
    QStringList rules;
    for (int row = 0; row < explainer->rulesModel()->rowCount(); ++row)
      rules << explainer->rulesModel()->index(row, views::FrontierRulesModel::RuleColumn).data().toString();
    QVERIFY(rules.contains("all-reduce-of-partial"));

    // The all-reduce's input, selected in the distributed view: a partial sum over all four.
    const ir::Computation& entryComputation = window->pair()->distributed->entryComputation();
    const ir::Instruction& allReduce = entryComputation.instructions[entryComputation.find(entry.instruction.toStdString())];
    const QString input = QString::fromUtf8(entryComputation.instructions[allReduce.operands[0]].name.data(),
                                            static_cast<int>(entryComputation.instructions[allReduce.operands[0]].name.size()));
    window->selectInstruction(Side::Distributed, input);
    QCOMPARE(link->inspector()->summary()->kind, views::RelationKind::Partial);
    QCOMPARE(link->inspector()->groupsView()->groups().front().devices, (QList<int64_t>{0, 1, 2, 3}));

    // A baseline parameter selected on the left is shown through its distributed counterpart.
    const ir::Computation& baselineEntry = window->pair()->baseline->entryComputation();
    const ir::Instruction& parameter = baselineEntry.instructions[baselineEntry.parameters().front()];
    window->selectInstruction(Side::Baseline, QString::fromUtf8(parameter.name.data(), static_cast<int>(parameter.name.size())));
    QVERIFY(link->inspector()->summary().has_value());
    QCOMPARE(link->inspector()->summary()->baselineInstruction, QString::fromUtf8(parameter.name.data(), static_cast<int>(parameter.name.size())));

    // Choosing the frontier entry in the view selects it in the graph.
    emit explainer->entryChosen(entry.instruction);
    QCOMPARE(window->selectedInstruction(Side::Distributed), entry.instruction);

    // A new pair clears both views.
    QSignalSpy loaded(window.get(), &MainWindow::pairLoaded);
    window->openPair(folder + "/baseline.hlo", folder + "/distributed.hlo");
    QVERIFY(loaded.wait(15000));
    QVERIFY(explainer->entries().isEmpty());
    QVERIFY(!link->inspector()->summary().has_value());
  }

  // Not a check: with SHARDSCOPE_INSPECTOR_SCREENSHOTS=DIR set, writes the pictures of
  // docs/relation-inspector.md (inspector-*.png) from the docked views.
  void screenshots() {
    const QString out = qEnvironmentVariable("SHARDSCOPE_INSPECTOR_SCREENSHOTS");
    if (out.isEmpty()) QSKIP("set SHARDSCOPE_INSPECTOR_SCREENSHOTS=DIR to write the documentation's screenshots");
    auto grab = [&](QDockWidget* dock, const QString& file, QSize size) {
      dock->setFloating(true);
      dock->resize(size);
      QCoreApplication::processEvents();
      auto* scroll = qobject_cast<QScrollArea*>(dock->widget());
      QWidget* content = scroll ? scroll->widget() : dock->widget();
      content->resize(size);
      QCoreApplication::processEvents();
      QVERIFY(content->grab().save(out + "/" + file));
    };
    {
      auto window = makeWindow();
      auto* link = window->verifyInspection();  // every window docks one
      QVERIFY(openVerified(*window, writeCase("attention-tp", zoo::BugKind::None)));
      const ir::Computation& entry = window->pair()->distributed->entryComputation();
      QString tiled, layout, partial;
      for (const ir::Instruction& in : entry.instructions) {
        const auto& status = window->verification()->result->instructions.at(std::string(in.name));
        const QString name = QString::fromUtf8(in.name.data(), static_cast<int>(in.name.size()));
        if (!status.relationValue) continue;
        if (tiled.isEmpty() && in.opcode == ir::Opcode::Add && status.relationValue->tiles.size() == 4 && !status.relationValue->isReplicated()) tiled = name;
        if (layout.isEmpty() && in.opcode == ir::Opcode::Reshape && status.rule == "layout-bijection" && !status.relationValue->isReplicated()) layout = name;
        if (partial.isEmpty() && status.relationValue->isPartial()) partial = name;
      }
      window->selectInstruction(Side::Distributed, tiled);
      grab(link->inspectorDock(), "inspector-tiled.png", {760, 860});
      window->selectInstruction(Side::Distributed, partial);
      grab(link->inspectorDock(), "inspector-partial.png", {760, 640});
      window->selectInstruction(Side::Distributed, layout);
      grab(link->inspectorDock(), "inspector-layout.png", {760, 860});
    }
    auto window = makeWindow();
    auto* link = window->verifyInspection();  // every window docks one
    QVERIFY(openVerified(*window, writeCase("attention-tp", zoo::BugKind::WrongReshapeSplit)));
    QSignalSpy numeric(window.get(), &MainWindow::numericFinished);
    window->runNumericCheck();
    QVERIFY(numeric.wait(60000));
    grab(link->frontierDock(), "inspector-frontier.png", {900, 900});
  }
};

QTEST_MAIN(TestVerifyInspectionLink)
#include "test_verify_inspection_link.moc"
