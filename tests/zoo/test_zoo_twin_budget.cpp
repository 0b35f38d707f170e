// Issue 3: every strategy's --small twin of every preset, at --tp 8 and --tp 32, correct
// and with each bug it has a site for, fits the numeric checker's run budget (2^26
// values kept per run), counted from the declared shapes by the checker's own
// footprint (numeric/check_footprint.h), so this runs in a second. Running the checker
// on those twins is test_zoo_numeric_large's job (label `long`). The footprints are
// printed for docs/zoo.md.
#include "numeric/check_footprint.h"
#include "numeric/element_budget.h"
#include "zoo/model_shape.h"
#include "zoo/strategy.h"
#include "zoo/zoo.h"

#include <QTest>

#include <limits>

using namespace shardscope;

namespace {

QString fromView(std::string_view text) { return QString::fromUtf8(text.data(), static_cast<qsizetype>(text.size())); }

}  // namespace

class TestZooTwinBudget : public QObject {
  Q_OBJECT

 private slots:
  void twinFitsTheNumericBudget_data() {
    QTest::addColumn<QString>("name");
    QTest::addColumn<qint64>("devices");
    for (const zoo::Strategy* strategy : zoo::allStrategies())
      for (const zoo::ModelShape& preset : zoo::modelPresets())
        for (qint64 devices : {8, 32}) {
          const QString name = fromView(strategy->name) + ":" + QString::fromStdString(preset.name);
          QTest::newRow(qPrintable(name + " --tp " + QString::number(devices))) << name << devices;
        }
  }

  void twinFitsTheNumericBudget() {
    QFETCH(QString, name);
    QFETCH(qint64, devices);
    const zoo::Strategy* strategy = zoo::findStrategy(name.section(':', 0, 0).toStdString());
    QVERIFY(strategy);
    std::vector<zoo::BugKind> kinds{zoo::BugKind::None};
    kinds.insert(kinds.end(), strategy->bugs.begin(), strategy->bugs.end());
    int64_t largest = 0;
    for (zoo::BugKind bug : kinds) {
      zoo::ZooRequest request;
      request.name = name.toStdString();
      request.small = true;
      request.devices = devices;
      request.bug = bug;
      zoo::ZooResult generated;
      try {
        generated = zoo::generateZooCase(request);
      } catch (const zoo::ZooError& error) {
        // A bug with no site in this twin is refused by design; the correct twin must build.
        QVERIFY2(bug != zoo::BugKind::None, error.what());
        continue;
      }
      const numeric::CheckFootprint footprint =
          numeric::wholeCheckFootprint(generated.zooCase.baseline, generated.zooCase.distributed, devices);
      QCOMPARE(footprint.ranks, int64_t{devices});
      QVERIFY(footprint.rankValues > 0 && footprint.baselineValues > 0);
      QVERIFY2(footprint.total() <= numeric::kDefaultMaxElementsTotal,
               qPrintable(QString("%1 --bug %2 keeps %3 values, over the budget %4")
                              .arg(name, fromView(zoo::bugKindName(bug)))
                              .arg(footprint.total())
                              .arg(numeric::kDefaultMaxElementsTotal)));
      largest = std::max(largest, footprint.total());
    }
    qInfo("%s --small --tp %lld: at most %.1fM values (%.2f of the budget)", qPrintable(name), static_cast<long long>(devices),
          static_cast<double>(largest) / 1e6, static_cast<double>(largest) / static_cast<double>(numeric::kDefaultMaxElementsTotal));
  }

  // The footprint counts what the whole layer keeps: inputs once per rank and the run's
  // values, and it saturates rather than overflows on absurd declared shapes.
  void footprintCountsInputsAndRanks() {
    zoo::ZooRequest request;
    request.name = "mlp-tp";
    request.devices = 2;
    const zoo::ZooResult generated = zoo::generateZooCase(request);
    const numeric::CheckFootprint two = numeric::wholeCheckFootprint(generated.zooCase.baseline, generated.zooCase.distributed, 2);
    const numeric::CheckFootprint four = numeric::wholeCheckFootprint(generated.zooCase.baseline, generated.zooCase.distributed, 4);
    QCOMPARE(four.rankValues, two.rankValues);
    QCOMPARE(four.total() - two.total(), 2 * two.rankValues + (four.inputs - two.inputs));
    QVERIFY(four.inputs > two.inputs);
    numeric::CheckFootprint absurd;
    absurd.rankValues = int64_t{1} << 62;
    absurd.ranks = 1024;
    QCOMPARE(absurd.total(), std::numeric_limits<int64_t>::max());
  }
};

QTEST_APPLESS_MAIN(TestZooTwinBudget)
#include "test_zoo_twin_budget.moc"
