// Guided tours as data files (issue 24 item 2): one bundled tour per zoo strategy, each
// parsing and naming only instructions its generated pair has; a tour naming a missing
// instruction is reported with the file, line and column of the name, not skipped; a
// malformed file is refused with a positioned error.
#include "gui/gallery/guided_tour.h"
#include "zoo/strategy.h"
#include "zoo/zoo.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace shardscope;
using namespace shardscope::gui::gallery;

class TestGuidedTour : public QObject {
  Q_OBJECT

 private slots:
  void oneBundledTourPerStrategy() {
    QStringList strategies;
    // A strategy that pairs inputs by role is not in the gallery (zoo/strategy.h), so has no tour.
    for (const zoo::Strategy* strategy : zoo::allStrategies())
      if (!strategy->pairsByRole) strategies << QString::fromUtf8(strategy->name.data(), strategy->name.size());
    strategies.sort();
    QCOMPARE(bundledTourIds(), strategies);
  }

  void bundledToursNameOnlyWhatTheirPairsHave_data() {
    QTest::addColumn<QString>("id");
    for (const QString& id : bundledTourIds()) QTest::newRow(qPrintable(id)) << id;
  }

  void bundledToursNameOnlyWhatTheirPairsHave() {
    QFETCH(QString, id);
    const TourLoad load = loadTour(id);
    QVERIFY2(load.tour, qPrintable(load.error));
    QCOMPARE(load.tour->id, id);
    QVERIFY(load.tour->steps.size() >= 3);
    int named = 0;
    for (const TourStep& step : load.tour->steps) {
      QVERIFY(!step.title.isEmpty() && !step.text.isEmpty());
      named += step.distributed.size();
    }
    QVERIFY(named > 0);
    zoo::ZooRequest request;
    request.name = id.toStdString();
    const zoo::ZooResult result = zoo::generateZooCase(request);
    const QStringList problems = checkTourNodes(*load.tour, &result.zooCase.baseline, &result.zooCase.distributed);
    QVERIFY2(problems.isEmpty(), qPrintable(problems.join('\n')));
  }

  void missingInstructionIsReportedWithItsPosition() {
    const QByteArray text = R"({
  "format": "shardscope-tour/1",
  "id": "broken",
  "title": "A tour with a typo",
  "steps": [
    {"title": "fine", "text": "exists", "distributed": ["all-reduce.spmd.1"]},
    {"title": "typo", "text": "does not exist",
     "distributed": ["all-reduce.spmd.99"], "baseline": ["dot.26", "no.such.node"]}
  ]
})";
    const TourLoad load = parseTour(text, "broken.json");
    QVERIFY2(load.tour, qPrintable(load.error));
    zoo::ZooRequest request;
    request.name = "mlp-tp";
    const zoo::ZooResult result = zoo::generateZooCase(request);
    const QStringList problems = checkTourNodes(*load.tour, &result.zooCase.baseline, &result.zooCase.distributed);
    QCOMPARE(problems.size(), 2);
    QCOMPARE(problems[0], QString("broken.json:8:22: error: step 2 (\"typo\") names all-reduce.spmd.99, which the distributed program does not have"));
    QCOMPARE(problems[1], QString("broken.json:8:68: error: step 2 (\"typo\") names no.such.node, which the baseline program does not have"));
  }

  void malformedFilesAreRefusedWithPositions_data() {
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<QString>("error");
    QTest::newRow("syntax") << QByteArray("{\n  \"format\": \"shardscope-tour/1\",\n  \"id\": }") << "t.json:3:9: error: ";
    QTest::newRow("format") << QByteArray(R"({"format": "other/2", "id": "x", "title": "x", "steps": []})")
                            << "t.json:1:12: error: unknown format \"other/2\" (expected \"shardscope-tour/1\")";
    QTest::newRow("no steps") << QByteArray(R"({"format": "shardscope-tour/1", "id": "x", "title": "x"})") << "t.json:1:1: error: missing \"steps\"";
    QTest::newRow("empty steps") << QByteArray(R"({"format": "shardscope-tour/1", "id": "x", "title": "x", "steps": []})")
                                 << "t.json:1:67: error: a tour has at least one step";
    QTest::newRow("unknown field") << QByteArray(R"({"format": "shardscope-tour/1", "id": "x", "title": "x", "steps": [{"title": "a", "text": "b", "nodes": []}]})")
                                   << "t.json:1:105: error: unknown step field \"nodes\"";
    QTest::newRow("name not a string") << QByteArray(R"({"format": "shardscope-tour/1", "id": "x", "title": "x", "steps": [{"title": "a", "text": "b", "distributed": [3]}]})")
                                       << "t.json:1:112: error: \"distributed\" lists instruction names: a non-empty string each";
  }

  void malformedFilesAreRefusedWithPositions() {
    QFETCH(QByteArray, text);
    QFETCH(QString, error);
    const TourLoad load = parseTour(text, "t.json");
    QVERIFY(!load.tour);
    QVERIFY2(load.error.startsWith(error), qPrintable(load.error));
  }

  void aTeachersOwnToursComeFirst() {
    QTemporaryDir dir;
    QFile file(QDir(dir.path()).filePath("mlp-tp.json"));
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(R"({"format": "shardscope-tour/1", "id": "mlp-tp", "title": "My own", "steps": [{"title": "a", "text": "b"}]})");
    file.close();
    qputenv("SHARDSCOPE_TOURS", dir.path().toUtf8());
    const TourLoad mine = loadTour("mlp-tp");
    qunsetenv("SHARDSCOPE_TOURS");
    QVERIFY2(mine.tour, qPrintable(mine.error));
    QCOMPARE(mine.tour->title, QString("My own"));
    QVERIFY(loadTour("mlp-tp").tour->title != "My own");
    QVERIFY(loadTour("no-such-tour").error.contains("no tour named"));
  }
};

QTEST_MAIN(TestGuidedTour)
#include "test_guided_tour.moc"
