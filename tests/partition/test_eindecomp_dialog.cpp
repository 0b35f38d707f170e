// The "Partition with EinDecomp…" dialog (issue 22): it offers both cost models and
// all three search spaces, runs the chosen ones, and shows whether the plan is proven
// optimal and each node's cost split; exact-space plans can be applied, others not;
// the workbench's action opens it.
#include "gui/annotate/annotate_workbench.h"
#include "gui/annotate/eindecomp_dialog.h"
#include "gui/annotate/partition_annotations.h"
#include "zoo/zoo.h"

#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QLabel>
#include <QPushButton>
#include <QSignalSpy>
#include <QTableWidget>
#include <QTest>

using namespace shardscope;
using namespace shardscope::annotate;

namespace {
std::shared_ptr<const ir::Module> mlpBaseline(int64_t devices) {
  zoo::ZooRequest request;
  request.name = "mlp-tp";
  request.devices = devices;
  request.layers = 2;
  zoo::ZooResult result = zoo::generateZooCase(request);
  return std::make_shared<const ir::Module>(std::move(result.zooCase.baseline));
}

void choose(QComboBox* box, int value) {
  const int index = box->findData(value);
  QVERIFY(index >= 0);
  box->setCurrentIndex(index);
}

double cell(const QTableWidget* table, int row, int column) {
  return table->item(row, column)->data(Qt::UserRole).toDouble();
}
}  // namespace

class TestEinDecompDialog : public QObject {
  Q_OBJECT

 private slots:
  void offersEveryModelAndSpace() {
    EinDecompDialog dialog;
    QCOMPARE(dialog.modelBox()->count(), 2);
    QCOMPARE(dialog.spaceBox()->count(), 3);
    QVERIFY(dialog.modelBox()->findData(static_cast<int>(partition::CostModel::Einsummable)) >= 0);
    QVERIFY(dialog.spaceBox()->findData(static_cast<int>(partition::SearchSpace::AllRange)) >= 0);
    QVERIFY(!dialog.applyButton()->isEnabled());
  }

  void showsProvenOptimalAndTheCostSplit() {
    const auto module = mlpBaseline(4);
    EinDecompDialog dialog;
    dialog.setModule(module, 4);
    choose(dialog.modelBox(), static_cast<int>(partition::CostModel::Einsummable));
    choose(dialog.spaceBox(), static_cast<int>(partition::SearchSpace::Contraction));
    QSignalSpy shown(&dialog, &EinDecompDialog::resultShown);
    dialog.run();
    QVERIFY(shown.wait(30000));
    const EinDecompAnnotations* result = dialog.result();
    QVERIFY(result);
    QCOMPARE(result->model, partition::CostModel::Einsummable);
    QCOMPARE(result->space, partition::SearchSpace::Contraction);
    // The same plan as the engine called directly, row by row.
    const EinDecompAnnotations direct = einDecompAnnotations(*module, 4, {}, {}, partition::CostModel::Einsummable,
                                                             partition::SearchSpace::Contraction);
    QCOMPARE(result->cost, direct.cost);
    const QTableWidget* table = dialog.costTable();
    QCOMPARE(table->rowCount(), static_cast<int>(direct.nodeCosts.size()));
    QVERIFY(table->rowCount() > 0);
    double sum = result->inputRepartition;
    for (int row = 0; row < table->rowCount(); ++row) {
      const std::string node = table->item(row, 0)->text().toStdString();
      const auto found = std::find_if(direct.nodeCosts.begin(), direct.nodeCosts.end(),
                                      [&](const EinDecompNodeCost& c) { return c.node == node; });
      QVERIFY(found != direct.nodeCosts.end());
      QCOMPARE(cell(table, row, 2), found->broadcast);
      QCOMPARE(cell(table, row, 3), found->aggregation);
      QCOMPARE(cell(table, row, 4), found->repartition);
      sum += cell(table, row, 2) + cell(table, row, 3) + cell(table, row, 4);
    }
    QCOMPARE(sum, result->cost);  // the split adds up to the total
    const QString summary = dialog.summaryLabel()->text();
    QVERIFY(summary.contains(result->optimal ? "proven optimal" : "not proven optimal"));
    QVERIFY(summary.contains("einsummable model") && summary.contains("contraction space"));
    // Not the exact space: no shardings, nothing to apply.
    QVERIFY(result->annotations.empty());
    QVERIFY(!dialog.applyButton()->isEnabled());
    if (qEnvironmentVariableIsSet("SHARDSCOPE_SCREENSHOT_DIR")) {
      dialog.show();
      QVERIFY(QTest::qWaitForWindowExposed(&dialog));
      dialog.grab().save(qEnvironmentVariable("SHARDSCOPE_SCREENSHOT_DIR") + "/eindecomp_dialog.png");
    }
  }

  void exactPlansCanBeApplied() {
    const auto module = mlpBaseline(2);
    EinDecompDialog dialog;
    dialog.setModule(module, 2);
    QSignalSpy shown(&dialog, &EinDecompDialog::resultShown);
    dialog.run();
    QVERIFY(shown.wait(30000));
    QVERIFY(dialog.result()->optimal);  // a small graph: the DP keeps every state
    QVERIFY(dialog.summaryLabel()->text().contains("proven optimal"));
    QVERIFY(dialog.applyButton()->isEnabled());
    QSignalSpy apply(&dialog, &EinDecompDialog::applyRequested);
    dialog.applyButton()->click();
    QCOMPARE(apply.count(), 1);
    QCOMPARE(apply.first().first().value<std::shared_ptr<const EinDecompAnnotations>>()->cost, dialog.result()->cost);
  }

  void theWorkbenchActionOpensIt() {
    AnnotateWorkbench workbench;
    workbench.setModule(mlpBaseline(2));
    QAction* action = workbench.findChild<QAction*>("einDecompAction");
    QVERIFY(action);
    QVERIFY(!workbench.einDecompDialog());
    action->trigger();
    QVERIFY(workbench.einDecompDialog());
    QVERIFY(workbench.einDecompDialog()->isVisible());
    QSignalSpy applied(&workbench, &AnnotateWorkbench::einDecompApplied);
    QSignalSpy shown(workbench.einDecompDialog(), &EinDecompDialog::resultShown);
    workbench.einDecompDialog()->run();
    QVERIFY(shown.wait(30000));
    workbench.einDecompDialog()->applyButton()->click();
    QCOMPARE(applied.count(), 1);
    QVERIFY(workbench.noticeText().startsWith("EinDecomp"));
  }
};

Q_DECLARE_METATYPE(std::shared_ptr<const shardscope::annotate::EinDecompAnnotations>)
QTEST_MAIN(TestEinDecompDialog)
#include "test_eindecomp_dialog.moc"
