// `shardscope-cli convert` and format detection through the CLI. Also documents which
// of XLA's field numbers a written proto carries, as `protoc --decode_raw` shows them:
//   HloModuleProto:       1 name, 2 entry_computation_name, 3 computations, 6 entry id
//   HloComputationProto:  1 name, 2 instructions, 5 id, 6 root_id
//   HloInstructionProto:  1 name, 2 opcode, 3 shape, 9 parameter_number, 14 dimensions,
//                         35 id, 36 operand_ids, 38 called_computation_ids
//   ShapeProto:           2 element_type (F32 = 11), 3 dimensions, 5 layout
#include "../io/corpus_files.h"

#include "io/hlo_file.h"
#include "ir/module_equality.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace shardscope;

namespace {

struct Run {
  int exitCode = -1;
  QString out, err;
};

Run run(const QString& program, const QStringList& args, const QByteArray& input = {}) {
  QProcess process;
  process.start(program, args);
  if (!input.isEmpty()) process.write(input);
  process.closeWriteChannel();
  Run result;
  if (!process.waitForFinished(60000)) {
    process.kill();
    process.waitForFinished();
    result.err = "timed out";
    return result;
  }
  result.exitCode = process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1;
  result.out = QString::fromUtf8(process.readAllStandardOutput());
  result.err = QString::fromUtf8(process.readAllStandardError());
  return result;
}

Run cli(const QStringList& args) { return run(QStringLiteral(SHARDSCOPE_BIN_DIR "/shardscope-cli"), args); }

const char kTiny[] = R"(HloModule tiny

ENTRY %main (p: f32[4,8]) -> f32[8,4] {
  %p = f32[4,8]{1,0} parameter(0)
  ROOT %t = f32[8,4]{1,0} transpose(f32[4,8]{1,0} %p), dimensions={1,0}
}
)";

}  // namespace

class TestConvertCli : public QObject {
  Q_OBJECT

 private slots:
  void initTestCase() {
    QVERIFY2(QFile::exists(QStringLiteral(SHARDSCOPE_BIN_DIR "/shardscope-cli")), "build shardscope-cli first");
    QVERIFY(dir_.isValid());
  }

  void hloTextToProtoAndBack_data() {
    QTest::addColumn<QString>("path");
    for (const char* name : {"real-hlo/jax_shardmap_fft3d_8dev_after_spmd.hlo.txt", "real-hlo/ptxla_bert_dp_graph2.hlo.txt",
                             "real-hlo/nxd_linear_tp1_pp2.hlo.txt"})
      QTest::newRow(name) << test::corpusDir() + "/" + name;
  }

  void hloTextToProtoAndBack() {
    QFETCH(QString, path);
    const QString pb = dir_.filePath(QFileInfo(path).baseName() + ".pb");
    const QString back = dir_.filePath(QFileInfo(path).baseName() + ".back.hlo");
    Run toProto = cli({"convert", path, pb});
    QVERIFY2(toProto.exitCode == 0, qPrintable(toProto.err));
    QVERIFY(toProto.out.contains("hlo-proto"));
    Run toText = cli({"convert", pb, back});
    QVERIFY2(toText.exitCode == 0, qPrintable(toText.err));
    io::LoadResult original = io::loadModuleFile(path.toStdString());
    io::LoadResult viaProto = io::loadModuleFile(pb.toStdString());
    io::LoadResult viaText = io::loadModuleFile(back.toStdString());
    QVERIFY(original.ok() && viaProto.ok() && viaText.ok());
    QVERIFY(!ir::firstDifference(*original.module, *viaProto.module));
    QVERIFY(!ir::firstDifference(*original.module, *viaText.module));
  }

  void protoShowsXlaFieldNumbers() {
    const QString protoc = QStandardPaths::findExecutable("protoc");
    QVERIFY2(!protoc.isEmpty(), "protoc is needed for this check (apt: protobuf-compiler)");
    const QString hlo = dir_.filePath("tiny.hlo");
    QFile file(hlo);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(kTiny);
    file.close();
    const QString pb = dir_.filePath("tiny.pb");
    QCOMPARE(cli({"convert", hlo, pb}).exitCode, 0);
    QFile bytes(pb);
    QVERIFY(bytes.open(QIODevice::ReadOnly));
    Run decoded = run(protoc, {"--decode_raw"}, bytes.readAll());
    QVERIFY2(decoded.exitCode == 0, qPrintable(decoded.err));
    const QString text = decoded.out;
    auto has = [&](const QString& pattern) {
      return QRegularExpression(pattern, QRegularExpression::MultilineOption).match(text).hasMatch();
    };
    QVERIFY2(has(R"(^1: "tiny"$)"), qPrintable(text));                 // HloModuleProto.name
    QVERIFY2(has(R"(^2: "main"$)"), qPrintable(text));                 // entry_computation_name
    QVERIFY2(has(R"(^3 \{$)"), qPrintable(text));                      // computations
    QVERIFY2(has(R"(^  2 \{$)"), qPrintable(text));                    // HloComputationProto.instructions
    QVERIFY2(has(R"(^    1: "t"$)"), qPrintable(text));                // HloInstructionProto.name
    QVERIFY2(has(R"(^    2: "transpose"$)"), qPrintable(text));        // opcode
    QVERIFY2(has(R"(^    2: "parameter"$)"), qPrintable(text));
    QVERIFY2(has(R"(^    3 \{\n      2: 11$)"), qPrintable(text));     // shape { element_type: F32 }
    QVERIFY2(has(R"(^      3: )"), qPrintable(text));                  // ShapeProto.dimensions
    QVERIFY2(has(R"(^    35: \d+$)"), qPrintable(text));              // id
    QVERIFY2(has(R"(^    36: )"), qPrintable(text));                  // operand_ids
  }

  void mlirConvertsToHloText() {
    const QString mlir = test::corpusDir() + "/real-hlo/jax_mlp_tp8_shardy.stablehlo.mlir";
    const QString out = dir_.filePath("mlp.hlo.txt");
    Run converted = cli({"convert", mlir, out});
    QVERIFY2(converted.exitCode == 0, qPrintable(converted.err));
    io::LoadResult fromMlir = io::loadModuleFile(mlir.toStdString());
    io::LoadResult fromText = io::loadModuleFile(out.toStdString());
    QVERIFY2(fromText.ok(), fromText.firstError() ? fromText.firstError()->format().c_str() : "");
    QVERIFY(fromMlir.ok());
    const std::optional<std::string> difference = ir::firstDifference(*fromMlir.module, *fromText.module);
    QVERIFY2(!difference, difference ? difference->c_str() : "");
  }

  void usageAndInputErrors() {
    const QString mlir = test::corpusDir() + "/real-hlo/jax_mlp_tp8_gspmd.stablehlo.mlir";
    Run toMlir = cli({"convert", mlir, dir_.filePath("x.mlir")});
    QCOMPARE(toMlir.exitCode, 2);
    QVERIFY(toMlir.err.contains("not supported yet"));
    Run unknownExtension = cli({"convert", mlir, dir_.filePath("x.json")});
    QCOMPARE(unknownExtension.exitCode, 2);
    const QString bad = dir_.filePath("bad.mlir");
    QFile file(bad);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write("module {\n  func.func @main() -> tensor<f32> {\n    %0 = stablehlo.abs %x : tensor<f32>\n    return %0 : tensor<f32>\n  }\n}\n");
    file.close();
    Run badInput = cli({"convert", bad, dir_.filePath("bad.pb")});
    QCOMPARE(badInput.exitCode, 2);
    QVERIFY2(badInput.err.contains(bad + ":3:24: error: use of undefined value '%x'"), qPrintable(badInput.err));
    QVERIFY(!QFile::exists(dir_.filePath("bad.pb")));
    QCOMPARE(cli({"convert", mlir}).exitCode, 2);
  }

  void inspectReportsTheDetectedFormat_data() {
    QTest::addColumn<QString>("path");
    QTest::addColumn<QString>("format");
    QTest::newRow("mlir") << test::corpusDir() + "/real-hlo/jax_mlp_tp8_gspmd.stablehlo.mlir" << "stablehlo-text";
    QTest::newRow("hlo") << test::corpusDir() + "/real-hlo/ptxla_spmd_linear_megatron.hlo.txt" << "hlo-text";
    QTest::newRow("pb") << dir_.filePath("tiny.pb") << "hlo-proto";
  }

  void inspectReportsTheDetectedFormat() {
    QFETCH(QString, path);
    QFETCH(QString, format);
    Run inspected = cli({"inspect", path, "--json"});
    QVERIFY2(inspected.exitCode == 0, qPrintable(inspected.err));
    const QJsonObject json = QJsonDocument::fromJson(inspected.out.toUtf8()).object();
    QCOMPARE(json["format"].toString(), format);
    QVERIFY(json["instructions"].toInt() > 0);
  }

 private:
  QTemporaryDir dir_;
};

QTEST_APPLESS_MAIN(TestConvertCli)
#include "test_convert_cli.moc"
