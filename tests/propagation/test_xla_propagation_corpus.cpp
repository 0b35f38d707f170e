// Acceptance: XLA's own sharding-propagation tests (../shared/corpus/xla-propagation).
// Every case runs with every combination of the options its manifest gives ("both" is
// false and true; a list is XLA's per-leaf flag vector), and every `expect`,
// `expect_no_sharding` and (when propagation to the output is on)
// `expect_if_propagate_to_output` assertion is checked by meaning.
#include "io/hlo_file.h"
#include "propagation/sharding_propagation.h"
#include "sharding/hlo_sharding.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSet>
#include <QTest>

#include <vector>

using namespace shardscope;

namespace {

// "both" -> {false, true}; true/false -> one; a list -> one per-leaf vector.
std::vector<std::vector<bool>> flagChoices(const QJsonValue& value) {
  if (value.isString() && value.toString() == "both") return {{false}, {true}};
  if (value.isBool()) return {{value.toBool()}};
  if (value.isArray()) {
    std::vector<bool> flags;
    for (const QJsonValue& v : value.toArray()) flags.push_back(v.toBool());
    return {flags};
  }
  return {{false}};
}

std::vector<bool> boolChoices(const QJsonValue& value) {
  if (value.isString() && value.toString() == "both") return {false, true};
  if (value.isBool()) return {value.toBool()};
  return {false};
}

// Expectations known not to hold, each by its full label ("<id> [spmd=.. out=..
// params=..] <instruction>") with the reason. Every other expectation must hold, and a
// listed one that holds fails the test too (XPASS): take it off the list.
struct KnownGap {
  const char* label;
  const char* reason;
};
const std::vector<KnownGap> kKnownGaps = {
    // (none: all 146 expectations hold)
    // e.g. {"MergeCompatibleTiles [spmd=1 out=0 params=0] c1", "why it does not hold"},
};

const KnownGap* knownGap(const QString& label) {
  for (const KnownGap& gap : kKnownGaps)
    if (label == QLatin1String(gap.label)) return &gap;
  return nullptr;
}

}  // namespace

class TestXlaPropagationCorpus : public QObject {
  Q_OBJECT
 private slots:
  void wholeCorpus() {
    const QString dir = QStringLiteral(SHARDSCOPE_CORPUS_DIR) + "/xla-propagation/";
    QFile manifest(dir + "manifest.jsonl");
    if (!manifest.open(QIODevice::ReadOnly)) QSKIP("corpus not present");
    int total = 0, passed = 0, cases = 0;
    QStringList failures, expectedFailures, unexpectedPasses;
    QSet<QString> seenGaps;
    // One expectation's outcome, checked against the known gaps.
    auto note = [&](const QString& label, bool holds, const QString& failure) {
      ++total;
      const KnownGap* gap = knownGap(label);
      if (gap) seenGaps.insert(label);
      if (holds) {
        ++passed;
        if (gap) unexpectedPasses << label;
      } else if (gap) {
        expectedFailures << QStringLiteral("%1 (%2)").arg(failure, QLatin1String(gap->reason));
      } else {
        failures << failure;
      }
    };
    while (!manifest.atEnd()) {
      const QByteArray line = manifest.readLine().trimmed();
      if (line.isEmpty()) continue;
      const QJsonObject entry = QJsonDocument::fromJson(line).object();
      QVERIFY2(!entry.isEmpty(), line.constData());
      ++cases;
      const QString id = entry["id"].toString();
      const io::LoadResult loaded = io::loadModuleFile((dir + entry["file"].toString()).toStdString());
      QVERIFY2(loaded.ok(), qPrintable(id));
      const QJsonObject options = entry["options"].toObject();
      for (bool spmd : boolChoices(options["is_spmd"]))
        for (const auto& toOutput : flagChoices(options["allow_spmd_sharding_propagation_to_output"]))
          for (const auto& toParameters : flagChoices(options["allow_spmd_sharding_propagation_to_parameters"])) {
            propagation::PropagationOptions run;
            run.isSpmd = spmd;
            run.propagateToOutput = toOutput;
            run.propagateToParameters = toParameters;
            const propagation::PropagationResult result = propagation::propagateShardings(*loaded.module, run);
            const QString label = QStringLiteral("%1 [spmd=%2 out=%3 params=%4]")
                                      .arg(id).arg(spmd).arg(toOutput[0]).arg(toParameters[0]);
            auto checkExpect = [&](const QJsonObject& expected) {
              for (auto it = expected.begin(); it != expected.end(); ++it) {
                const auto parsed = sharding::parseHloSharding(it.value().toString().toStdString());
                QVERIFY2(std::holds_alternative<sharding::HloSharding>(parsed), qPrintable(it.value().toString()));
                const sharding::HloSharding* got = result.find(*loaded.module, it.key().toStdString());
                const bool holds = got && *got == std::get<sharding::HloSharding>(parsed);
                note(label + ' ' + it.key(), holds,
                     QStringLiteral("%1 %2: expected %3, got %4").arg(label, it.key(), it.value().toString(),
                         got ? QString::fromStdString(got->toString(false)) : QStringLiteral("(none)")));
              }
            };
            checkExpect(entry["expect"].toObject());
            if (std::find(toOutput.begin(), toOutput.end(), true) != toOutput.end())
              checkExpect(entry["expect_if_propagate_to_output"].toObject());
            for (const QJsonValue& name : entry["expect_no_sharding"].toArray()) {
              const sharding::HloSharding* got = result.find(*loaded.module, name.toString().toStdString());
              note(label + ' ' + name.toString(), !got,
                   got ? QStringLiteral("%1 %2: expected no sharding, got %3").arg(label, name.toString(),
                                                                              QString::fromStdString(got->toString(false)))
                       : QString());
            }
          }
    }
    for (const QString& failure : failures) qInfo().noquote() << "FAIL" << failure;
    for (const QString& failure : expectedFailures) qInfo().noquote() << "XFAIL" << failure;
    for (const QString& label : unexpectedPasses) qInfo().noquote() << "XPASS" << label;
    QStringList unknownGaps;
    for (const KnownGap& gap : kKnownGaps)
      if (!seenGaps.contains(QLatin1String(gap.label))) unknownGaps << QLatin1String(gap.label);
    for (const QString& label : unknownGaps) qInfo().noquote() << "STALE known gap (no such expectation)" << label;
    const double figure = total ? 100.0 * passed / total : 0.0;
    qInfo().noquote() << QStringLiteral("xla-propagation corpus: %1 of %2 expectations hold (%3%) over %4 cases")
                             .arg(passed).arg(total).arg(figure, 0, 'f', 1).arg(cases);
    QVERIFY(cases >= 90);
    QVERIFY2(failures.isEmpty(), qPrintable(QStringLiteral("%1 expectation(s) outside the known gaps fail: %2")
                                                 .arg(failures.size()).arg(failures.join("; "))));
    QVERIFY2(unexpectedPasses.isEmpty(), qPrintable(QStringLiteral("XPASS: %1 known gap(s) now hold, take them off "
                                                                   "kKnownGaps: %2")
                                                        .arg(unexpectedPasses.size()).arg(unexpectedPasses.join("; "))));
    QVERIFY2(unknownGaps.isEmpty(), qPrintable("known gaps that name no expectation: " + unknownGaps.join("; ")));
    QCOMPARE(passed + expectedFailures.size(), total);
  }
};

QTEST_APPLESS_MAIN(TestXlaPropagationCorpus)
#include "test_xla_propagation_corpus.moc"
