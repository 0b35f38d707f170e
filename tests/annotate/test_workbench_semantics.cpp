// The workbench's semantics chooser (issue 20): GSPMD by default; choosing Shardy runs
// Shardy's passes (core/propagation/shardy) on the module's MLIR file, and the result,
// trace and plan come from that engine; a module read from HLO text cannot run Shardy
// and says so; choosing GSPMD again runs XLA's semantics again.
#include "gui/annotate/annotate_workbench.h"

#include "io/hlo_file.h"
#include "propagation/rule_table.h"

#include <QApplication>
#include <QComboBox>
#include <QElapsedTimer>
#include <QSignalSpy>
#include <QTest>

#include <set>

using namespace shardscope;
using annotate::AnnotateWorkbench;
using annotate::Semantics;

namespace {

const QString kPair = QStringLiteral(SHARDSCOPE_SOURCE_DIR "/tests/data/jax-corpus/mlp-megatron-tp4/");

std::shared_ptr<const ir::Module> load(const QString& path) {
  io::LoadResult loaded = io::loadModuleFile(path.toStdString());
  if (!loaded.ok()) return nullptr;
  return std::make_shared<const ir::Module>(std::move(*loaded.module));
}

// Waits for the answer to the latest request (the first planReady or failure after it).
bool waitForAnswer(AnnotateWorkbench& workbench) {
  QSignalSpy ready(&workbench, &AnnotateWorkbench::planReady);
  QElapsedTimer timer;
  timer.start();
  while (timer.elapsed() < 30000) {
    if (ready.count() > 0) return true;
    if (!workbench.isBusy() && workbench.statusText().contains("failed")) return true;
    QTest::qWait(20);
  }
  return false;
}

std::set<std::string> gspmdRuleNames() {
  std::set<std::string> names;
  for (const auto& row : propagation::propagationRules()) names.emplace(row.name);
  return names;
}

}  // namespace

class TestWorkbenchSemantics : public QObject {
  Q_OBJECT
 private slots:
  void chooserSwitchesTheEngine() {
    auto module = load(kPair + "annotated.shardy.mlir");
    if (!module) QSKIP("JAX corpus pair not present");
    AnnotateWorkbench workbench;
    QComboBox* chooser = workbench.semanticsChooser();
    QVERIFY(chooser);
    QCOMPARE(chooser->count(), 2);
    QCOMPARE(workbench.semantics(), Semantics::Gspmd);
    workbench.setModule(module);
    QVERIFY(waitForAnswer(workbench));
    QVERIFY(workbench.propagation());
    QCOMPARE(workbench.propagation()->engine, std::string("gspmd"));
    const std::set<std::string> gspmdRules = gspmdRuleNames();
    for (const auto& event : workbench.propagation()->result->trace.events())
      if (event.kind == "sharding-changed") QVERIFY2(gspmdRules.count(event.rule), event.rule.c_str());

    // The user picks Shardy in the toolbar: the propagation runs again, on Shardy's engine.
    chooser->setCurrentIndex(chooser->findText("Shardy"));
    QCOMPARE(workbench.semantics(), Semantics::Shardy);
    QVERIFY(waitForAnswer(workbench));
    const auto shardy = workbench.propagation();
    QVERIFY(shardy);
    QCOMPARE(shardy->engine, std::string("shardy"));
    QVERIFY(workbench.statusText().startsWith("Shardy:"));
    QVERIFY(!shardy->result->trace.empty());
    bool shardyStep = false;
    for (const auto& event : shardy->result->trace.events()) {
      QVERIFY(event.detail("shardy_new"));
      shardyStep = shardyStep || (event.detail("direction") && *event.detail("direction") == "shardy");
    }
    QVERIFY(shardyStep);
    // Shardy's answer for the dot (%0) and the add (%5): tiled along the hidden dim, as
    // `propagate --semantics shardy` prints for this module.
    for (const char* name : {"0", "5"}) {
      const auto got = workbench.propagatedSharding(name);
      QVERIFY2(got, name);
      QVERIFY(*got == std::get<sharding::HloSharding>(sharding::parseHloSharding("{devices=[1,4]<=[4]}")));
    }

    // Back to GSPMD.
    workbench.setSemantics(Semantics::Gspmd);
    QCOMPARE(chooser->currentText(), QStringLiteral("GSPMD"));
    QVERIFY(waitForAnswer(workbench));
    QCOMPARE(workbench.propagation()->engine, std::string("gspmd"));
  }

  void shardyNeedsAnMlirModule() {
    auto module = load(kPair + "annotated.hlo");
    if (!module) QSKIP("JAX corpus pair not present");
    AnnotateWorkbench workbench;
    workbench.setModule(module);
    QVERIFY(waitForAnswer(workbench));
    workbench.setSemantics(Semantics::Shardy);
    QVERIFY(waitForAnswer(workbench));
    QVERIFY2(workbench.statusText().contains("Shardy semantics runs on a StableHLO/Shardy (MLIR) module"),
             qPrintable(workbench.statusText()));
  }
};

QTEST_MAIN(TestWorkbenchSemantics)
#include "test_workbench_semantics.moc"
