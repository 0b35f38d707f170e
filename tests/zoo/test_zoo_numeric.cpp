// The numeric checker confirms the zoo (issues 3 and 7): the toy case and the
// llama3-8b --small twin of every strategy agrees with its baseline when correct, and
// every injected bug differs. Where the first divergence is found is counted.
// The same source builds test_zoo_numeric_large (ctest label "long"), which checks the
// llama3-70b and llama3.1-405b twins at --tp 8 and --tp 32 instead: an hour, not seconds.
#include "numeric/numeric_check.h"
#include "zoo/strategy.h"
#include "zoo/zoo.h"

#include <QTest>

#include <set>

using namespace shardscope;

// Comma-separated presets whose --small twins are checked, and whether the toy model is.
#ifndef SHARDSCOPE_ZOO_NUMERIC_PRESETS
#define SHARDSCOPE_ZOO_NUMERIC_PRESETS "llama3-8b"
#endif
#ifndef SHARDSCOPE_ZOO_NUMERIC_TOY
#define SHARDSCOPE_ZOO_NUMERIC_TOY 1
#endif
// Comma-separated device counts (--tp) for the preset twins; empty: the default (8).
#ifndef SHARDSCOPE_ZOO_NUMERIC_DEVICES
#define SHARDSCOPE_ZOO_NUMERIC_DEVICES ""
#endif

class TestZooNumeric : public QObject {
  Q_OBJECT

 private slots:
  void casesAgreeOrDiffer_data() {
    QTest::addColumn<QString>("name");
    QTest::addColumn<bool>("small");
    QTest::addColumn<int>("devices");
    QTest::addColumn<int>("bug");
    QList<int> presetDevices;
    for (const QString& count : QString(SHARDSCOPE_ZOO_NUMERIC_DEVICES).split(',', Qt::SkipEmptyParts)) presetDevices << count.toInt();
    if (presetDevices.isEmpty()) presetDevices << 0;
    for (const zoo::Strategy* strategy : zoo::allStrategies()) {
      const QString toy = QString::fromUtf8(strategy->name.data(), static_cast<qsizetype>(strategy->name.size()));
      QList<QPair<QString, int>> cases;  // name, --tp (0: the default)
      if (SHARDSCOPE_ZOO_NUMERIC_TOY) cases << qMakePair(toy, 0);
      for (int devices : presetDevices)
        for (const QString& preset : QString(SHARDSCOPE_ZOO_NUMERIC_PRESETS).split(',', Qt::SkipEmptyParts))
          cases << qMakePair(toy + ":" + preset, devices);
      for (const auto& [name, devices] : cases) {
        const bool small = name != toy;  // the preset as its --small twin
        const QString row = name + (small ? " --small" : "") + (devices > 0 ? " --tp " + QString::number(devices) : QString());
        QTest::newRow(qPrintable(row)) << name << small << devices << static_cast<int>(zoo::BugKind::None);
        for (zoo::BugKind bug : strategy->bugs) {
          const std::string_view bugName = zoo::bugKindName(bug);
          QTest::newRow(qPrintable(row + " --bug " + QString::fromUtf8(bugName.data(), static_cast<qsizetype>(bugName.size()))))
              << name << small << devices << static_cast<int>(bug);
        }
      }
    }
  }

  void casesAgreeOrDiffer() {
    QFETCH(QString, name);
    QFETCH(bool, small);
    QFETCH(int, devices);
    QFETCH(int, bug);
    zoo::ZooRequest request;
    request.name = name.toStdString();
    request.small = small;
    request.devices = devices;
    request.bug = static_cast<zoo::BugKind>(bug);
    zoo::ZooResult generated;
    try {
      generated = zoo::generateZooCase(request);
    } catch (const zoo::ZooError& error) {
      QSKIP(qPrintable(QString("not generated for this preset: ") + error.what()));
    }
    // The numeric check pairs inputs by number; a case that pairs them by role
    // (data-parallel-mean: another order, a world size) is checked by the verifier only.
    if (!generated.zooCase.relationsJson.empty()) QSKIP("inputs pair by role, which the numeric check does not do");
    numeric::NumericCheckOptions options;
    const numeric::NumericCheckResult result =
        numeric::runNumericCheck(generated.zooCase.baseline, generated.zooCase.distributed, options);
    QVERIFY2(!result.error, result.error ? result.error->format().c_str() : "");
    if (request.bug == zoo::BugKind::None) {
      QVERIFY2(result.verdict == numeric::Verdict::Pass,
               qPrintable("correct pair differs at " + QString::fromStdString(result.firstDivergence ? result.firstDivergence->instruction : "?")));
      return;
    }
    QVERIFY(generated.zooCase.bug.has_value());
    const std::string wrong = generated.zooCase.bug->instruction;
    QVERIFY2(result.verdict == numeric::Verdict::Differs, qPrintable("injected " + QString::fromStdString(wrong) + " was not detected"));
    // Where the first divergence is reported: the wrong instruction or a direct consumer.
    const ir::Computation& entry = generated.zooCase.distributed.entryComputation();
    std::set<std::string> expected{wrong};
    const ir::InstructionId wrongId = entry.find(wrong);
    QVERIFY2(wrongId >= 0, wrong.c_str());
    const std::vector<std::vector<ir::InstructionId>> users = entry.users();
    for (ir::InstructionId user : users[wrongId]) expected.insert(std::string(entry.instructions[user].name));
    QVERIFY2(result.firstDivergence, "no first divergence reported");
    // Localisation is reported, not asserted yet: intermediates are compared only where
    // the checker can pair them with a baseline value, so the first divergence is often
    // found further downstream (a known gap of issue 7, counted in cleanupTestCase).
    ++bugCases_;
    if (expected.count(result.firstDivergence->instruction)) {
      ++localised_;
    } else {
      qInfo("first divergence at %s, injected at %s", result.firstDivergence->instruction.c_str(), wrong.c_str());
    }
  }

  void cleanupTestCase() {
    qInfo("bug cases detected: %d; first divergence at the wrong instruction or a direct consumer: %d", bugCases_, localised_);
  }

 private:
  int bugCases_ = 0;
  int localised_ = 0;
};

QTEST_APPLESS_MAIN(TestZooNumeric)
#include "test_zoo_numeric.moc"
