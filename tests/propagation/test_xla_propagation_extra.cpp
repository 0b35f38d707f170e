// XLA's own sharding-propagation tests that ../shared/corpus/xla-propagation does not hold
// (xla_propagation_extra.tsv: one row per assertion, the test named per row). Each row
// runs the GSPMD engine with the test's is_spmd and compares the instruction's sharding
// by meaning. Rows listed in xla_propagation_extra_known_failures.tsv (with the reason)
// must fail; any other row must hold, so both lists stay true.
#include "io/hlo_file.h"
#include "propagation/sharding_propagation.h"
#include "sharding/hlo_sharding.h"

#include <QFile>
#include <QMap>
#include <QSet>
#include <QTest>

using namespace shardscope;

namespace {

QString sourceDir() { return QStringLiteral(SHARDSCOPE_SOURCE_DIR) + "/tests/propagation/"; }

struct Row {
  QString test, file, instruction, expected;
  bool spmd = false;
  int line = 0;
};

std::vector<Row> readRows() {
  std::vector<Row> rows;
  QFile file(sourceDir() + "xla_propagation_extra.tsv");
  if (!file.open(QIODevice::ReadOnly)) return rows;
  int line = 0;
  bool header = true;
  while (!file.atEnd()) {
    ++line;
    const QString text = QString::fromUtf8(file.readLine()).trimmed();
    if (text.isEmpty() || text.startsWith('#')) continue;
    if (header) { header = false; continue; }
    const QStringList f = text.split('\t');
    if (f.size() != 5) { rows.push_back({QStringLiteral("<malformed>"), {}, {}, text, false, line}); continue; }
    rows.push_back({f[0], f[1], f[3], f[4], f[2] == "1", line});
  }
  return rows;
}

// "test<TAB>instruction" -> reason.
QMap<QString, QString> knownFailures() {
  QMap<QString, QString> known;
  QFile file(sourceDir() + "xla_propagation_extra_known_failures.tsv");
  if (!file.open(QIODevice::ReadOnly)) return known;
  while (!file.atEnd()) {
    const QString text = QString::fromUtf8(file.readLine()).trimmed();
    if (text.isEmpty() || text.startsWith('#')) continue;
    const QStringList f = text.split('\t');
    if (f.size() >= 3) known.insert(f[0] + '\t' + f[1], f[2]);
  }
  return known;
}

// "comp/name" looks in computation comp; a bare name in the entry.
const sharding::HloSharding* lookUp(const ir::Module& module, const propagation::PropagationResult& result,
                                    const QString& instruction) {
  const int slash = instruction.indexOf('/');
  if (slash < 0) return result.find(module, instruction.toStdString());
  const std::string computation = instruction.left(slash).toStdString();
  for (std::size_t c = 0; c < module.computations.size(); ++c)
    if (module.computations[c].name == computation)
      return result.find(module, static_cast<ir::ComputationId>(c), instruction.mid(slash + 1).toStdString());
  return nullptr;
}

}  // namespace

class TestXlaPropagationExtra : public QObject {
  Q_OBJECT
 private slots:
  void everyRow() {
    const std::vector<Row> rows = readRows();
    QVERIFY2(rows.size() >= 50, "xla_propagation_extra.tsv is missing or short");
    const QMap<QString, QString> known = knownFailures();
    QSet<QString> seenKnown;
    int passed = 0;
    QStringList unexpected;
    for (const Row& row : rows) {
      QVERIFY2(row.test != "<malformed>", qPrintable(QStringLiteral("line %1: %2").arg(row.line).arg(row.expected)));
      const io::LoadResult loaded = io::loadModuleFile((sourceDir() + "xla_propagation_extra/" + row.file).toStdString());
      QVERIFY2(loaded.ok(), qPrintable(row.file));
      propagation::PropagationOptions options;
      options.isSpmd = row.spmd;
      const propagation::PropagationResult result = propagation::propagateShardings(*loaded.module, options);
      const sharding::HloSharding* got = lookUp(*loaded.module, result, row.instruction);
      bool ok = false;
      if (row.expected == "-") {
        ok = got == nullptr;
      } else if (row.expected == "!manual") {  // EXPECT_FALSE(sharding().IsManual())
        ok = !got || !got->isManual();
      } else {
        const auto parsed = sharding::parseHloSharding(row.expected.toStdString());
        QVERIFY2(std::holds_alternative<sharding::HloSharding>(parsed), qPrintable(row.expected));
        ok = got && *got == std::get<sharding::HloSharding>(parsed);
      }
      const QString key = row.test + '\t' + row.instruction;
      const QString gotText = got ? QString::fromStdString(got->toString(false)) : QStringLiteral("(none)");
      if (known.contains(key)) {
        seenKnown.insert(key);
        if (ok) unexpected << QStringLiteral("%1 %2: listed as a known failure but holds").arg(row.test, row.instruction);
        else qInfo().noquote() << "KNOWN" << row.test << row.instruction << "got" << gotText << "-" << known[key];
        continue;
      }
      if (ok) ++passed;
      else unexpected << QStringLiteral("%1 %2: expected %3, got %4").arg(row.test, row.instruction, row.expected, gotText);
    }
    for (auto it = known.begin(); it != known.end(); ++it)
      if (!seenKnown.contains(it.key())) unexpected << QStringLiteral("known failure %1 names no row").arg(it.key());
    qInfo().noquote() << QStringLiteral("xla-propagation extra: %1 of %2 expectations hold (%3 known failures)")
                             .arg(passed + 0).arg(rows.size()).arg(known.size());
    for (const QString& u : unexpected) qInfo().noquote() << "FAIL" << u;
    QVERIFY2(unexpected.isEmpty(), qPrintable(unexpected.join('\n')));
  }
};

QTEST_APPLESS_MAIN(TestXlaPropagationExtra)
#include "test_xla_propagation_extra.moc"
