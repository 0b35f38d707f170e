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
#include <QTest>

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

}  // namespace

class TestXlaPropagationCorpus : public QObject {
  Q_OBJECT
 private slots:
  void wholeCorpus() {
    const QString dir = QStringLiteral(SHARDSCOPE_CORPUS_DIR) + "/xla-propagation/";
    QFile manifest(dir + "manifest.jsonl");
    if (!manifest.open(QIODevice::ReadOnly)) QSKIP("corpus not present");
    int total = 0, passed = 0, cases = 0;
    QStringList failures;
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
                ++total;
                const auto parsed = sharding::parseHloSharding(it.value().toString().toStdString());
                QVERIFY2(std::holds_alternative<sharding::HloSharding>(parsed), qPrintable(it.value().toString()));
                const sharding::HloSharding* got = result.find(*loaded.module, it.key().toStdString());
                if (got && *got == std::get<sharding::HloSharding>(parsed)) {
                  ++passed;
                } else {
                  failures << QStringLiteral("%1 %2: expected %3, got %4").arg(label, it.key(), it.value().toString(),
                      got ? QString::fromStdString(got->toString(false)) : QStringLiteral("(none)"));
                }
              }
            };
            checkExpect(entry["expect"].toObject());
            if (std::find(toOutput.begin(), toOutput.end(), true) != toOutput.end())
              checkExpect(entry["expect_if_propagate_to_output"].toObject());
            for (const QJsonValue& name : entry["expect_no_sharding"].toArray()) {
              ++total;
              const sharding::HloSharding* got = result.find(*loaded.module, name.toString().toStdString());
              if (!got) ++passed;
              else failures << QStringLiteral("%1 %2: expected no sharding, got %3").arg(label, name.toString(),
                                                                                   QString::fromStdString(got->toString(false)));
            }
          }
    }
    for (const QString& failure : failures) qInfo().noquote() << "FAIL" << failure;
    const double figure = total ? 100.0 * passed / total : 0.0;
    qInfo().noquote() << QStringLiteral("xla-propagation corpus: %1 of %2 expectations hold (%3%) over %4 cases")
                             .arg(passed).arg(total).arg(figure, 0, 'f', 1).arg(cases);
    QVERIFY(cases >= 90);
    QVERIFY2(figure >= 95.0, "fewer than 95% of XLA's expectations hold");
  }
};

QTEST_APPLESS_MAIN(TestXlaPropagationCorpus)
#include "test_xla_propagation_corpus.moc"
