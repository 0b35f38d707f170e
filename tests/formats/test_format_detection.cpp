// File formats are told apart by content, not extension, and a file that is none of
// them gets one clear error.
#include "io/file_format.h"
#include "io/hlo_file.h"
#include "io/hlo_proto_writer.h"
#include "io/hlo_text_parser.h"

#include <QTest>

using namespace shardscope;

class TestFormatDetection : public QObject {
  Q_OBJECT

 private slots:
  void detectsByContent_data() {
    QTest::addColumn<QByteArray>("contents");
    QTest::addColumn<int>("format");
    const int hlo = static_cast<int>(io::FileFormat::HloText);
    const int mlir = static_cast<int>(io::FileFormat::StableHloText);
    const int proto = static_cast<int>(io::FileFormat::HloProto);
    const int unknown = static_cast<int>(io::FileFormat::Unknown);
    QTest::newRow("hlo header") << QByteArray("HloModule m, num_partitions=2\n\nENTRY e {}") << hlo;
    QTest::newRow("hlo after comments") << QByteArray("// dumped by XLA\n/* x */\n  HloModule m\n") << hlo;
    QTest::newRow("hlo with BOM") << QByteArray("\xEF\xBB\xBFHloModule m\n") << hlo;
    QTest::newRow("mlir module") << QByteArray("module @jit_f attributes {mhlo.num_partitions = 8 : i32} {\n}") << mlir;
    QTest::newRow("mlir lit test") << QByteArray("// RUN: opt %s\n// CHECK: x\nmodule {\n}") << mlir;
    QTest::newRow("mlir bare func") << QByteArray("func.func @main() {\n}") << mlir;
    QTest::newRow("mlir loc alias first") << QByteArray("#loc = loc(\"a.py\":1:2)\nmodule {\n}") << mlir;
    QTest::newRow("hlomodule prefix is not a word") << QByteArray("HloModuleX m") << unknown;
    QTest::newRow("modules is not module") << QByteArray("modules {}") << unknown;
    QTest::newRow("empty") << QByteArray() << unknown;
    QTest::newRow("only comments") << QByteArray("// nothing here\n") << unknown;
    QTest::newRow("random text") << QByteArray("hello world\n") << unknown;
    QTest::newRow("png") << QByteArray("\x89PNG\r\n\x1a\n\0\0\0\rIHDR", 16) << unknown;
    QTest::newRow("protobuf tag") << QByteArray("\x0a\x03" "abc\x1a\x02\x08\x01", 9) << proto;
  }

  void detectsByContent() {
    QFETCH(QByteArray, contents);
    QFETCH(int, format);
    const io::FormatDetection detection = io::detectFileFormat(std::string_view(contents.constData(), static_cast<std::size_t>(contents.size())));
    QCOMPARE(static_cast<int>(detection.format), format);
    if (detection.format == io::FileFormat::Unknown) QVERIFY(!detection.reason.empty());
  }

  void writtenProtoIsDetected() {
    io::HloParseOptions options;
    io::LoadResult loaded = io::parseHloText("HloModule m\nENTRY e {\n  p = f32[2] parameter(0)\n  ROOT n = f32[2] negate(p)\n}\n", options);
    QVERIFY(loaded.ok());
    const std::string bytes = io::writeHloModuleProto(*loaded.module);
    QCOMPARE(io::detectFileFormat(bytes).format, io::FileFormat::HloProto);
    // And the loader dispatches on it, whatever the file is called.
    io::FileFormat detected = io::FileFormat::Unknown;
    io::LoadResult reloaded = io::loadModuleFromContents(bytes, "misnamed.hlo.txt", {}, &detected);
    QCOMPARE(detected, io::FileFormat::HloProto);
    QVERIFY2(reloaded.ok(), reloaded.firstError() ? reloaded.firstError()->format().c_str() : "");
    QCOMPARE(reloaded.module->instructionCount(), std::size_t{2});
  }

  void unknownContentGetsOneClearError() {
    io::LoadResult result = io::loadModuleFromContents("hello world\n", "notes.hlo");
    QVERIFY(!result.ok());
    QCOMPARE(result.diagnostics.size(), std::size_t{1});
    const std::string message = result.diagnostics.front().format();
    QVERIFY2(message.starts_with("notes.hlo:1:1: error: unrecognised file format"), message.c_str());
    QVERIFY(message.find("'hello world'") != std::string::npos);
    QVERIFY(message.find("HloModuleProto") != std::string::npos);
  }

  void extensionsChooseTheOutputFormat_data() {
    QTest::addColumn<QString>("path");
    QTest::addColumn<int>("format");
    QTest::newRow(".hlo") << "a/b.hlo" << static_cast<int>(io::FileFormat::HloText);
    QTest::newRow(".hlo.txt") << "b.hlo.txt" << static_cast<int>(io::FileFormat::HloText);
    QTest::newRow(".mlir") << "c.MLIR" << static_cast<int>(io::FileFormat::StableHloText);
    QTest::newRow(".pb") << "module.hlo.pb" << static_cast<int>(io::FileFormat::HloProto);
    QTest::newRow("none") << "d.json" << -1;
  }

  void extensionsChooseTheOutputFormat() {
    QFETCH(QString, path);
    QFETCH(int, format);
    const std::optional<io::FileFormat> found = io::formatFromExtension(path.toStdString());
    QCOMPARE(found ? static_cast<int>(*found) : -1, format);
  }
};

QTEST_APPLESS_MAIN(TestFormatDetection)
#include "test_format_detection.moc"
