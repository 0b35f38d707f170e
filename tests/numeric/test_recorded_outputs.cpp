// The numeric checker against XLA's recorded outputs (numeric/recorded_outputs_check.h)
// on the hand-written pair directories of tests/data/pair-dirs: the correct pairs match
// their recorded outputs (a replicated f32 output, a tiled bf16 one); an altered recorded
// output, or a distributed program that lost its all-reduce, fails with the error where
// it is; recorded arrays that do not fit the manifest or the program are positioned
// errors; the layered check runs on the recorded inputs.
#include "io/hlo_file.h"
#include "io/npy_array.h"
#include "io/pair_directory.h"
#include "numeric/numeric_check.h"
#include "numeric/recorded_arrays.h"
#include "numeric/recorded_outputs_check.h"

#include "test_support/pair_dirs.h"

#include <QDir>
#include <QTemporaryDir>
#include <QTest>

#include <cstring>

using namespace shardscope;
using shardscope::testing::kPairDirs;

namespace {

struct LoadedPair {
  io::PairDirectory pair;
  ir::Module baseline;
  ir::Module distributed;
  numeric::RecordedRun run;
};

std::optional<LoadedPair> load(const QString& directory, QString* error) {
  io::PairDirectoryRead read = io::readPairDirectory(directory.toStdString());
  if (!read.ok()) {
    *error = QString::fromStdString(read.error->format());
    return std::nullopt;
  }
  io::LoadResult baseline = io::loadModuleFile(read.pair->baselinePath());
  io::LoadResult distributed = io::loadModuleFile(read.pair->distributedPath());
  if (!baseline.ok() || !distributed.ok()) {
    *error = QString::fromStdString((baseline.ok() ? distributed : baseline).firstError()->format());
    return std::nullopt;
  }
  numeric::RecordedArraysRead arrays = numeric::readRecordedArrays(*read.pair);
  if (!arrays.ok()) {
    *error = QString::fromStdString(arrays.error->format());
    return std::nullopt;
  }
  return LoadedPair{std::move(*read.pair), std::move(*baseline.module), std::move(*distributed.module), std::move(*arrays.run)};
}

QString copyOf(QTemporaryDir& dir, const QString& name) {
  const QString copy = dir.filePath(name);
  return testing::copyPairDirectory(kPairDirs + name, copy) ? copy : QString();
}

// Adds `delta` to element `index` of a little-endian f32 .npy file in place.
bool nudgeF32(const QString& path, int index, float delta) {
  QByteArray bytes = testing::readAll(path);
  const io::NpyRead read = io::parseNpyBytes(std::string_view(bytes.constData(), static_cast<std::size_t>(bytes.size())), "x");
  if (!read.ok() || read.array->descr != "<f4") return false;
  const qsizetype offset = bytes.size() - static_cast<qsizetype>(read.array->bytes.size()) + index * 4;
  float value = 0;
  std::memcpy(&value, bytes.constData() + offset, 4);
  value += delta;
  std::memcpy(bytes.data() + offset, &value, 4);
  return testing::writeAll(path, bytes);
}

}  // namespace

class TestRecordedOutputs : public QObject {
  Q_OBJECT

 private slots:
  void correctPairsMatchXla_data() {
    QTest::addColumn<QString>("name");
    QTest::addColumn<QString>("relation");
    QTest::newRow("replicated f32 output") << "mlp-tp2" << "replicated";
    QTest::newRow("tiled bf16 output") << "column-bf16" << "tiled {devices=[1,2]<=[2]}";
  }

  void correctPairsMatchXla() {
    QFETCH(QString, name);
    QFETCH(QString, relation);
    QString error;
    const std::optional<LoadedPair> loaded = load(kPairDirs + name, &error);
    QVERIFY2(loaded, qPrintable(error));
    const numeric::RecordedOutputsResult result = numeric::checkRecordedOutputs(loaded->baseline, loaded->distributed, loaded->run, {});
    QVERIFY2(result.ok(), result.error ? result.error->format().c_str() : "");
    QVERIFY(result.passed);
    QCOMPARE(result.numDevices, 2);
    QCOMPARE(result.baseline.size(), std::size_t{1});
    QCOMPARE(result.distributed.size(), std::size_t{1});
    QCOMPARE(result.baseline[0].error.maxAbsError, 0.0);
    QVERIFY(result.baseline[0].error.compared > 0);
    const numeric::RecordedOutputCheck& out = result.distributed[0];
    QCOMPARE(QString::fromStdString(out.relation), relation);
    QCOMPARE(out.error.maxAbsError, 0.0);
    QCOMPARE(out.ranks.size(), std::size_t{2});
    for (const numeric::RankCheck& rank : out.ranks) QVERIFY(rank.passed && rank.compared && rank.error.compared > 0);
    // Tiled: each rank compares its half; replicated: each rank the whole.
    const int64_t total = out.ranks[0].error.compared + out.ranks[1].error.compared;
    QCOMPARE(total, relation == "replicated" ? 2 * 8 * 16 : 4 * 6);
    // The layered check on the same recorded inputs.
    const numeric::NumericCheckResult layered =
        numeric::runNumericCheckOnInputs(loaded->baseline, loaded->distributed, loaded->run.inputs, {});
    QVERIFY2(layered.ok(), layered.error ? layered.error->format().c_str() : "");
    QVERIFY(layered.verdict == numeric::Verdict::Pass);
  }

  void theOutputRelationComesFromTheRelationsFile() {
    // XLA's partitioned programs carry no sharding= on the ROOT: the relation is the
    // relations file's (a pair directory's relations.json), for both checks.
    QTemporaryDir dir;
    const QString pair = copyOf(dir, "column-bf16");
    QByteArray text = testing::readAll(pair + "/distributed.hlo");
    const QByteArray rootSharding = ", sharding={devices=[1,2]0,1}, metadata={op_type=\"dot_general\"";
    QVERIFY(text.contains(rootSharding));
    text.replace(rootSharding, ", metadata={op_type=\"dot_general\"");
    QVERIFY(testing::writeAll(pair + "/distributed.hlo", text));
    QString error;
    std::optional<LoadedPair> loaded = load(pair, &error);
    QVERIFY2(loaded, qPrintable(error));
    numeric::NumericCheckOptions options;
    QVERIFY(numeric::runNumericCheckOnInputs(loaded->baseline, loaded->distributed, loaded->run.inputs, options).verdict ==
            numeric::Verdict::Differs);
    QVERIFY(!numeric::checkRecordedOutputs(loaded->baseline, loaded->distributed, loaded->run, options).passed);
    const sharding::HloSharding tiled = std::get<sharding::HloSharding>(sharding::parseHloSharding("{devices=[1,2]0,1}"));
    options.outputShardings = {tiled};
    loaded->run.outputShardings = {tiled};
    const numeric::NumericCheckResult layered = numeric::runNumericCheckOnInputs(loaded->baseline, loaded->distributed, loaded->run.inputs, options);
    QVERIFY(layered.ok());
    QVERIFY(layered.verdict == numeric::Verdict::Pass);
    QVERIFY(numeric::checkRecordedOutputs(loaded->baseline, loaded->distributed, loaded->run, options).passed);
  }

  void scalarsStoredAsOneElement() {
    // The capture's save_array (np.ascontiguousarray) stores a 0-d array as shape (1,).
    QTemporaryDir dir;
    const QString pair = dir.filePath("scalar");
    const QByteArray program = "HloModule neg, num_partitions=1\n\nENTRY %main (p: f32[]) -> f32[] {\n  %p = f32[] parameter(0)\n  ROOT %n = f32[] negate(f32[] %p)\n}\n";
    QVERIFY(QDir().mkpath(pair + "/inputs") && QDir().mkpath(pair + "/outputs/baseline") && QDir().mkpath(pair + "/outputs/distributed"));
    QVERIFY(testing::writeAll(pair + "/baseline.hlo", program) && testing::writeAll(pair + "/distributed.hlo", program));
    auto npy = [](float value) {
      QByteArray header = "{'descr': '<f4', 'fortran_order': False, 'shape': (1,), }";
      while ((10 + header.size() + 1) % 64) header += ' ';
      header += '\n';
      QByteArray bytes("\x93NUMPY\x01\x00", 8);
      bytes += static_cast<char>(header.size());
      bytes += '\0';
      bytes += header;
      bytes.append(reinterpret_cast<const char*>(&value), 4);
      return bytes;
    };
    QVERIFY(testing::writeAll(pair + "/inputs/arg0.npy", npy(2.5f)));
    QVERIFY(testing::writeAll(pair + "/outputs/baseline/out0.npy", npy(-2.5f)));
    QVERIFY(testing::writeAll(pair + "/outputs/distributed/out0.npy", npy(-2.5f)));
    QVERIFY(testing::writeAll(pair + "/manifest.json",
                              R"({"format": "shardscope-pair/1", "files": {"baseline": "baseline.hlo", "distributed": "distributed.hlo"},
                                  "inputs": [{"file": "inputs/arg0.npy", "dtype": "f32", "shape": []}],
                                  "outputs": {"baseline": [{"file": "outputs/baseline/out0.npy", "dtype": "f32", "shape": []}],
                                              "distributed": [{"file": "outputs/distributed/out0.npy", "dtype": "f32", "shape": []}]}})"));
    QString error;
    const std::optional<LoadedPair> loaded = load(pair, &error);
    QVERIFY2(loaded, qPrintable(error));
    QVERIFY(loaded->run.inputs[0].dims.empty());
    const numeric::RecordedOutputsResult result = numeric::checkRecordedOutputs(loaded->baseline, loaded->distributed, loaded->run, {});
    QVERIFY2(result.ok(), result.error ? result.error->format().c_str() : "");
    QVERIFY(result.passed);
    // Two elements for a scalar is still a mismatch.
    QByteArray two = npy(1.0f);
    two.replace("(1,)", "(2,)");
    const float second = 3.0f;
    two.append(reinterpret_cast<const char*>(&second), 4);
    QVERIFY(testing::writeAll(pair + "/inputs/arg0.npy", two));
    QVERIFY(!load(pair, &error));
    QVERIFY2(error.contains("holds shape [2], the manifest says []"), qPrintable(error));
  }

  // (p + 2^24) - 2^24 with p = 1: emulated in f32 the sum ties to 2^24, so we give 0;
  // computed exactly it is 1. XLA's f32 result of an element the program determines
  // poorly may lie on either side: within tolerance of our double-precision golden it
  // passes (counted in goldenOnly), matching neither it fails.
  void elementsNearerTheGoldenPass_data() {
    QTest::addColumn<float>("recorded");
    QTest::addColumn<bool>("passes");
    QTest::addColumn<int>("goldenOnly");
    QTest::newRow("as emulated") << 0.0f << true << 0;
    QTest::newRow("as computed exactly") << 1.0f << true << 1;
    QTest::newRow("neither") << 2.0f << false << 0;
  }
  void elementsNearerTheGoldenPass() {
    QFETCH(float, recorded);
    QFETCH(bool, passes);
    QFETCH(int, goldenOnly);
    QTemporaryDir dir;
    const QString pair = dir.filePath("cancel");
    const QByteArray program = "HloModule cancel, num_partitions=1\n\nENTRY %main (p: f32[]) -> f32[] {\n  %p = f32[] parameter(0)\n"
                               "  %c = f32[] constant(16777216)\n  %a = f32[] add(%p, %c)\n  ROOT %s = f32[] subtract(%a, %c)\n}\n";
    QVERIFY(QDir().mkpath(pair + "/inputs") && QDir().mkpath(pair + "/outputs/baseline") && QDir().mkpath(pair + "/outputs/distributed"));
    QVERIFY(testing::writeAll(pair + "/baseline.hlo", program) && testing::writeAll(pair + "/distributed.hlo", program));
    auto npy = [](float value) {
      QByteArray header = "{'descr': '<f4', 'fortran_order': False, 'shape': (), }";
      while ((10 + header.size() + 1) % 64) header += ' ';
      header += '\n';
      QByteArray bytes("\x93NUMPY\x01\x00", 8);
      bytes += static_cast<char>(header.size());
      bytes += '\0';
      bytes += header;
      bytes.append(reinterpret_cast<const char*>(&value), 4);
      return bytes;
    };
    QVERIFY(testing::writeAll(pair + "/inputs/arg0.npy", npy(1.0f)));
    QVERIFY(testing::writeAll(pair + "/outputs/baseline/out0.npy", npy(recorded)));
    QVERIFY(testing::writeAll(pair + "/outputs/distributed/out0.npy", npy(recorded)));
    QVERIFY(testing::writeAll(pair + "/manifest.json",
                              R"({"format": "shardscope-pair/1", "files": {"baseline": "baseline.hlo", "distributed": "distributed.hlo"},
                                  "inputs": [{"file": "inputs/arg0.npy", "dtype": "f32", "shape": []}],
                                  "outputs": {"baseline": [{"file": "outputs/baseline/out0.npy", "dtype": "f32", "shape": []}],
                                              "distributed": [{"file": "outputs/distributed/out0.npy", "dtype": "f32", "shape": []}]}})"));
    QString error;
    const std::optional<LoadedPair> loaded = load(pair, &error);
    QVERIFY2(loaded, qPrintable(error));
    const numeric::RecordedOutputsResult result = numeric::checkRecordedOutputs(loaded->baseline, loaded->distributed, loaded->run, {});
    QVERIFY2(result.ok(), result.error ? result.error->format().c_str() : "");
    QCOMPARE(result.passed, passes);
    QCOMPARE(result.baseline.at(0).goldenOnly, int64_t(goldenOnly));
    QCOMPARE(result.distributed.at(0).goldenOnly, int64_t(goldenOnly));
  }

  void recordedOutputsAreWhatIsCompared() {
    // The same check with the relation given instead of read from the ROOT.
    QString error;
    std::optional<LoadedPair> loaded = load(kPairDirs + "column-bf16", &error);
    QVERIFY2(loaded, qPrintable(error));
    loaded->run.outputShardings = {sharding::HloSharding::replicated()};
    const numeric::RecordedOutputsResult replicated = numeric::checkRecordedOutputs(loaded->baseline, loaded->distributed, loaded->run, {});
    QVERIFY(replicated.ok());
    QVERIFY(!replicated.passed);
    QVERIFY2(QString::fromStdString(replicated.distributed[0].note).contains("does not fit XLA's recorded bf16[4,6]"),
             replicated.distributed[0].note.c_str());
    QVERIFY(replicated.baseline[0].passed);
  }

  void alteredRecordedOutputFails_data() {
    QTest::addColumn<QString>("file");
    QTest::addColumn<bool>("baselinePasses");
    QTest::addColumn<bool>("distributedPasses");
    QTest::newRow("distributed output altered") << "outputs/distributed/out0.npy" << true << false;
    QTest::newRow("baseline output altered") << "outputs/baseline/out0.npy" << false << true;
  }

  void alteredRecordedOutputFails() {
    QFETCH(QString, file);
    QFETCH(bool, baselinePasses);
    QFETCH(bool, distributedPasses);
    QTemporaryDir dir;
    const QString pair = copyOf(dir, "mlp-tp2");
    QVERIFY(!pair.isEmpty());
    QVERIFY(nudgeF32(pair + "/" + file, 37, 0.5f));
    QString error;
    const std::optional<LoadedPair> loaded = load(pair, &error);
    QVERIFY2(loaded, qPrintable(error));
    const numeric::RecordedOutputsResult result = numeric::checkRecordedOutputs(loaded->baseline, loaded->distributed, loaded->run, {});
    QVERIFY(result.ok());
    QVERIFY(!result.passed);
    QCOMPARE(result.baseline[0].passed, baselinePasses);
    QCOMPARE(result.distributed[0].passed, distributedPasses);
    const numeric::RecordedOutputCheck& failed = baselinePasses ? result.distributed[0] : result.baseline[0];
    QCOMPARE(failed.error.maxAbsError, 0.5);
    QCOMPARE(failed.error.mismatched, distributedPasses ? 1 : 2);  // replicated: both ranks hold element 37
    QCOMPARE(failed.error.firstMismatch, 37);
  }

  void wrongDistributedProgramFails() {
    // The all-reduce replaced by a copy: each rank returns its partial sum.
    QTemporaryDir dir;
    const QString pair = copyOf(dir, "mlp-tp2");
    QByteArray text = testing::readAll(pair + "/distributed.hlo");
    const QByteArray from = "all-reduce(f32[8,16]{1,0} %partial), channel_id=1, replica_groups={{0,1}}, use_global_device_ids=true, to_apply=%sum";
    QVERIFY(text.contains(from));
    text.replace(from, "copy(f32[8,16]{1,0} %partial)");
    QVERIFY(testing::writeAll(pair + "/distributed.hlo", text));
    QString error;
    const std::optional<LoadedPair> loaded = load(pair, &error);
    QVERIFY2(loaded, qPrintable(error));
    const numeric::RecordedOutputsResult result = numeric::checkRecordedOutputs(loaded->baseline, loaded->distributed, loaded->run, {});
    QVERIFY(result.ok());
    QVERIFY(result.baseline[0].passed);
    QVERIFY(!result.distributed[0].passed);
    QVERIFY(result.distributed[0].error.maxAbsError > 0.1);
    QVERIFY(!result.distributed[0].ranks[0].passed && !result.distributed[0].ranks[1].passed);
  }

  void recordedArraysThatDoNotFit_data() {
    QTest::addColumn<QString>("file");
    QTest::addColumn<QByteArray>("from");
    QTest::addColumn<QByteArray>("to");
    QTest::addColumn<QString>("message");
    QTest::newRow("manifest shape differs from the file") << "manifest.json" << QByteArray("\"shape\": [\n        8,\n        16\n      ],\n      \"sharding\"")
                                                          << QByteArray("\"shape\": [\n        16,\n        8\n      ],\n      \"sharding\"")
                                                          << "manifest.json:32:5: error: inputs[0]: ";
    QTest::newRow("dtype differs from the file") << "manifest.json" << QByteArray("\"dtype\": \"f32\"") << QByteArray("\"dtype\": \"s32\"")
                                                 << "holds dtype '<f4' but s32 is stored as '<i4'";
    QTest::newRow("huge manifest shape") << "manifest.json" << QByteArray("\"shape\": [\n        8,") << QByteArray("\"shape\": [\n        800000000000,")
                                         << "is over the numeric checker's cap";
    QTest::newRow("no outputs") << "manifest.json" << QByteArray("\"outputs\": {") << QByteArray("\"unused\": {")
                                << "the manifest records no \"outputs\"";
    QTest::newRow("truncated npy") << "inputs/arg1.npy" << QByteArray() << QByteArray() << "arg1.npy:1:";
  }

  void recordedArraysThatDoNotFit() {
    QFETCH(QString, file);
    QFETCH(QByteArray, from);
    QFETCH(QByteArray, to);
    QFETCH(QString, message);
    QTemporaryDir dir;
    const QString pair = copyOf(dir, "mlp-tp2");
    QByteArray text = testing::readAll(pair + "/" + file);
    if (from.isEmpty()) text.chop(10);
    else {
      QVERIFY2(text.contains(from), from.constData());
      text.replace(text.indexOf(from), from.size(), to);
    }
    QVERIFY(testing::writeAll(pair + "/" + file, text));
    QString error;
    QVERIFY(!load(pair, &error));
    QVERIFY2(error.contains(message), qPrintable(error));
  }

  void inputsThatDoNotFitTheProgram() {
    QString error;
    std::optional<LoadedPair> loaded = load(kPairDirs + "mlp-tp2", &error);
    QVERIFY2(loaded, qPrintable(error));
    loaded->run.inputs.pop_back();
    const numeric::RecordedOutputsResult fewer = numeric::checkRecordedOutputs(loaded->baseline, loaded->distributed, loaded->run, {});
    QVERIFY(!fewer.ok());
    QVERIFY2(QString::fromStdString(fewer.error->format()).contains("2 input(s) given for the baseline's 3 parameter(s)"), fewer.error->format().c_str());
    loaded->run.inputs.push_back(loaded->run.inputs[0]);
    const numeric::RecordedOutputsResult wrong = numeric::checkRecordedOutputs(loaded->baseline, loaded->distributed, loaded->run, {});
    QVERIFY(!wrong.ok());
    // Positioned at the baseline parameter it was given for.
    QVERIFY2(QString::fromStdString(wrong.error->format()).contains("baseline.hlo:6:3: error: the input given for parameter 2 is f32[8,16]"),
             wrong.error->format().c_str());
    const numeric::NumericCheckResult layered = numeric::runNumericCheckOnInputs(loaded->baseline, loaded->distributed, loaded->run.inputs, {});
    QVERIFY(!layered.ok());
  }
};

QTEST_APPLESS_MAIN(TestRecordedOutputs)
#include "test_recorded_outputs.moc"
