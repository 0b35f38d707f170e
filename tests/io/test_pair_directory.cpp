// Pair directories (io/pair_directory.h) and .npy files (io/npy_array.h): a good
// directory reads with its files, sources, inputs and outputs; every element type the
// capture writes decodes (bf16 from its uint16 bits); malformed manifests and arrays
// (bad JSON, paths escaping the directory, headers lying about the size, shapes over
// the budget) give one positioned error and never allocate what they declare.
#include "io/json_document.h"
#include "io/npy_array.h"
#include "io/pair_directory.h"

#include "test_support/pair_dirs.h"

#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

#include <bit>
#include <cstring>

using namespace shardscope;
using shardscope::testing::kPairDirs;

namespace {

// A .npy file as numpy writes it: magic, version, header length, the dict padded with
// spaces and a newline to a multiple of 64, then the data.
QByteArray npy(const QByteArray& descr, const QByteArray& shape, const QByteArray& data, int major = 1,
               const QByteArray& extra = QByteArray()) {
  QByteArray header = "{'descr': '" + descr + "', 'fortran_order': False, 'shape': " + shape + ", " + extra + "}";
  const int lead = major == 1 ? 10 : 12;
  while ((lead + header.size() + 1) % 64 != 0) header += ' ';
  header += '\n';
  QByteArray bytes("\x93NUMPY", 6);
  bytes += static_cast<char>(major);
  bytes += '\0';
  const quint32 length = static_cast<quint32>(header.size());
  bytes += static_cast<char>(length & 0xff);
  bytes += static_cast<char>((length >> 8) & 0xff);
  if (major != 1) {
    bytes += static_cast<char>((length >> 16) & 0xff);
    bytes += static_cast<char>((length >> 24) & 0xff);
  }
  return bytes + header + data;
}

template <typename T>
QByteArray raw(std::initializer_list<T> values) {
  QByteArray bytes;
  for (T value : values) bytes.append(reinterpret_cast<const char*>(&value), sizeof(T));
  return bytes;
}

io::NpyRead parse(const QByteArray& bytes, int64_t maxElements = io::kDefaultNpyMaxElements) {
  return io::parseNpyBytes(std::string_view(bytes.constData(), static_cast<std::size_t>(bytes.size())), "a.npy", maxElements);
}

QString formatted(const std::optional<Diagnostic>& error) { return error ? QString::fromStdString(error->format()) : QString(); }

// Line and column of the first occurrence of `marker` in `text`.
QString positionOf(const QByteArray& text, const QByteArray& marker) {
  const qsizetype offset = text.indexOf(marker);
  if (offset < 0) return QStringLiteral("(marker not found)");
  const auto [line, column] = io::lineAndColumn(std::string_view(text.constData(), static_cast<std::size_t>(text.size())), offset);
  return QStringLiteral("%1:%2").arg(line).arg(column);
}

}  // namespace

class TestPairDirectory : public QObject {
  Q_OBJECT

 private slots:
  void readsAGoodDirectory() {
    const io::PairDirectoryRead read = io::readPairDirectory((kPairDirs + "mlp-tp2").toStdString());
    QVERIFY2(read.ok(), qPrintable(formatted(read.error)));
    const io::PairDirectory& pair = *read.pair;
    QCOMPARE(QString::fromStdString(pair.format), QString("shardscope-pair/1"));
    QCOMPARE(QString::fromStdString(pair.name), QString("mlp-tp2"));
    QCOMPARE(pair.devices, 2);
    QVERIFY(QString::fromStdString(pair.baselinePath()).endsWith("pair-dirs/mlp-tp2/baseline.hlo"));
    QVERIFY(QString::fromStdString(pair.distributedPath()).endsWith("pair-dirs/mlp-tp2/distributed.hlo"));
    QVERIFY(QString::fromStdString(pair.relationsPath()).endsWith("pair-dirs/mlp-tp2/relations.json"));
    QVERIFY(QString::fromStdString(pair.pathOf(io::pair_role::kAnnotated)).endsWith("mlp-tp2/annotated.hlo"));
    QVERIFY(pair.pathOf("propagated_gspmd").empty());
    QVERIFY(QString::fromStdString(pair.sourcePath("/ci/project/model.py")).endsWith("mlp-tp2/source/ci/project/model.py"));
    QVERIFY(pair.sourcePath("model.py").empty());
    QCOMPARE(pair.inputs.size(), std::size_t{3});
    QCOMPARE(pair.inputs[1].type, ir::ElementType::F32);
    QCOMPARE(pair.inputs[1].shape, (std::vector<int64_t>{16, 32}));
    QCOMPARE(QString::fromStdString(pair.inputs[1].sharding), QString("{devices=[1,2]0,1}"));
    QCOMPARE(QString::fromStdString(pair.inputs[2].file), QString("inputs/arg2.npy"));
    QVERIFY(pair.hasOutputs);
    QCOMPARE(pair.baselineOutputs.size(), std::size_t{1});
    QCOMPARE(pair.distributedOutputs.front().shape, (std::vector<int64_t>{8, 16}));
    QCOMPARE(pair.maxAbsErr.value_or(-1), 0.0);
    QCOMPARE(pair.equivalent.value_or(false), true);
    // Each entry knows where it is written, for later errors about its array.
    const Diagnostic at = pair.diagnosticAt(pair.inputs[0], "x");
    QVERIFY(at.line > 1 && at.column > 1);
  }

  void recordedArraysDecode() {
    const io::PairDirectoryRead read = io::readPairDirectory((kPairDirs + "column-bf16").toStdString());
    QVERIFY2(read.ok(), qPrintable(formatted(read.error)));
    const io::PairArray& entry = read.pair->inputs[0];
    QCOMPARE(entry.type, ir::ElementType::BF16);
    const io::NpyRead array = io::readNpyFile(read.pair->resolve(entry.file));
    QVERIFY2(array.ok(), qPrintable(formatted(array.error)));
    QCOMPARE(QString::fromStdString(array.array->descr), QString("<u2"));
    QCOMPARE(array.array->shape, entry.shape);
    std::vector<double> values;
    QVERIFY(!io::decodeNpyValues(*array.array, entry.type, values));
    QCOMPARE(values.size(), std::size_t{32});
    // Every value is a bf16: its f32 bits end in 16 zero bits, and it is not the raw integer.
    bool anyFraction = false;
    for (double value : values) {
      const uint32_t bits = std::bit_cast<uint32_t>(static_cast<float>(value));
      QCOMPARE(bits & 0xffffu, 0u);
      anyFraction |= value != std::floor(value);
    }
    QVERIFY(anyFraction);
  }

  void everyElementTypeDecodes_data() {
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<QString>("type");
    QTest::addColumn<QList<double>>("expected");
    QTest::newRow("f32") << npy("<f4", "(3,)", raw<float>({1.5f, -2.25f, 0.0f})) << "f32" << QList<double>{1.5, -2.25, 0};
    QTest::newRow("f64 v2") << npy("<f8", "(2,)", raw<double>({1e300, -0.125}), 2) << "f64" << QList<double>{1e300, -0.125};
    QTest::newRow("f16") << npy("<f2", "(3,)", raw<uint16_t>({0x3c00, 0xc000, 0x0001})) << "f16" << QList<double>{1, -2, std::ldexp(1.0, -24)};
    QTest::newRow("bf16 as uint16 bits v3") << npy("<u2", "(2,)", raw<uint16_t>({0x3fc0, 0xc080}), 3) << "bf16" << QList<double>{1.5, -4};
    QTest::newRow("u16") << npy("<u2", "(1,)", raw<uint16_t>({0x3fc0})) << "u16" << QList<double>{16320};
    QTest::newRow("s8") << npy("|i1", "(2,)", raw<int8_t>({-128, 7})) << "s8" << QList<double>{-128, 7};
    QTest::newRow("s32") << npy("<i4", "(2, 1)", raw<int32_t>({-5, 2147483647})) << "s32" << QList<double>{-5, 2147483647.0};
    QTest::newRow("s64") << npy("<i8", "(1,)", raw<int64_t>({-(int64_t{1} << 40)})) << "s64" << QList<double>{-std::ldexp(1.0, 40)};
    QTest::newRow("u8") << npy("|u1", "(2,)", raw<uint8_t>({255, 0})) << "u8" << QList<double>{255, 0};
    QTest::newRow("u32") << npy("<u4", "(1,)", raw<uint32_t>({4000000000u})) << "u32" << QList<double>{4e9};
    QTest::newRow("pred") << npy("|b1", "(3,)", raw<uint8_t>({1, 0, 1})) << "pred" << QList<double>{1, 0, 1};
    QTest::newRow("scalar") << npy("<f4", "()", raw<float>({3.0f})) << "f32" << QList<double>{3};
    QTest::newRow("empty") << npy("<f4", "(0, 4)", QByteArray()) << "f32" << QList<double>{};
  }

  void everyElementTypeDecodes() {
    QFETCH(QByteArray, bytes);
    QFETCH(QString, type);
    QFETCH(QList<double>, expected);
    const io::NpyRead read = parse(bytes);
    QVERIFY2(read.ok(), qPrintable(formatted(read.error)));
    std::vector<double> values;
    const auto problem = io::decodeNpyValues(*read.array, *ir::elementTypeFromName(type.toStdString()), values);
    QVERIFY2(!problem, problem ? problem->c_str() : "");
    QCOMPARE(QList<double>(values.begin(), values.end()), expected);
  }

  void decodingChecksTheStoredType() {
    const io::NpyRead read = parse(npy("<f4", "(1,)", raw<float>({1})));
    QVERIFY(read.ok());
    std::vector<double> values;
    const auto problem = io::decodeNpyValues(*read.array, ir::ElementType::BF16, values);
    QVERIFY(problem);
    QVERIFY2(QString::fromStdString(*problem).contains("holds dtype '<f4' but bf16 is stored as '<u2'"), problem->c_str());
  }

  void malformedArrays_data() {
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<int>("column");
    QTest::addColumn<QString>("message");
    const QByteArray good = npy("<f4", "(2, 3)", raw<float>({1, 2, 3, 4, 5, 6}));
    QTest::newRow("not npy") << QByteArray("PK\x03\x04 zip file") << 1 << "no \\x93NUMPY magic";
    QTest::newRow("empty") << QByteArray() << 1 << "no \\x93NUMPY magic";
    QByteArray version = good;
    version[6] = 4;
    QTest::newRow("version 4.0") << version << 7 << "unsupported .npy format version 4.0";
    QTest::newRow("header length past the end") << good.left(40) << 9 << "the file ends before";
    QByteArray longHeader = good;
    longHeader[8] = '\xff';
    longHeader[9] = '\xff';
    QTest::newRow("header length over the file") << longHeader << 9 << "the file ends before";
    QByteArray v2huge("\x93NUMPY\x02\x00\x00\x00\x00\x10", 12);
    QTest::newRow("v2 header length 256 MiB") << v2huge << 9 << "over the limit";
    const int shapeColumn = static_cast<int>(good.indexOf("(2, 3)")) + 1;
    QTest::newRow("data shorter than the shape says") << good.left(good.size() - 4) << shapeColumn
                                                      << "declares 6 elements of 4 bytes (24 bytes) but the file holds 20 bytes";
    QTest::newRow("data longer than the shape says") << good + "junk" << shapeColumn << "but the file holds 28 bytes";
    const QByteArray huge = npy("<f8", "(4294967296, 4294967296)", QByteArray());
    QTest::newRow("shape over the budget") << huge << static_cast<int>(huge.indexOf("(4294967296")) + 1 << "over the limit";
    const QByteArray overflow = npy("<f8", "(99999999999999999999,)", QByteArray());
    QTest::newRow("dimension over int64") << overflow << static_cast<int>(overflow.indexOf("99999")) + 1 << "dimension too large";
    const QByteArray fortran = QByteArray(good).replace("'fortran_order': False", "'fortran_order': True ");
    QTest::newRow("fortran order") << fortran << static_cast<int>(good.indexOf("<f4")) << "Fortran-order";
    const QByteArray big = npy(">f4", "(1,)", raw<float>({1}));
    QTest::newRow("big endian") << big << static_cast<int>(big.indexOf(">f4")) << "big-endian";
    const QByteArray object = npy("|O", "(1,)", QByteArray(8, '\0'));
    QTest::newRow("object dtype") << object << static_cast<int>(object.indexOf("|O")) << "unsupported dtype '|O'";
    const QByteArray complex = npy("<c8", "(1,)", QByteArray(8, '\0'));
    QTest::newRow("complex dtype") << complex << static_cast<int>(complex.indexOf("<c8")) << "unsupported dtype '<c8'";
    const QByteArray unknownKey = npy("<f4", "(1,)", raw<float>({1}), 1, "'extra': 1, ");
    QTest::newRow("unknown key") << unknownKey << static_cast<int>(unknownKey.indexOf("'extra'")) + 1 << "unknown header key 'extra'";
    QByteArray missing = good;
    missing.replace("'shape': (2, 3), ", "                 ");
    QTest::newRow("missing shape") << missing << 11 << "the header lacks 'shape'";
    QByteArray negative = good;
    negative.replace("(2, 3)", "(-2, 3)");
    QTest::newRow("negative dimension") << negative << shapeColumn + 1 << "expected a non-negative dimension";
    const QByteArray escaped = QByteArray(good).replace("<f4", "<\\4");
    QTest::newRow("escape in a string") << escaped << static_cast<int>(good.indexOf("<f4")) + 2 << "unsupported character";
    QByteArray garbage = good;
    garbage.replace("{'descr'", "[ 'descr");
    QTest::newRow("not a dict") << garbage << 11 << "must be a dict";
  }

  void malformedArrays() {
    QFETCH(QByteArray, bytes);
    QFETCH(int, column);
    QFETCH(QString, message);
    const io::NpyRead read = parse(bytes, 1 << 20);
    QVERIFY(!read.ok());
    const QString text = formatted(read.error);
    QVERIFY2(text.startsWith(QStringLiteral("a.npy:1:%1: error: ").arg(column)), qPrintable(text));
    QVERIFY2(text.contains(message), qPrintable(text));
  }

  void fileReaderChecksSizeBeforeAllocating() {
    QTemporaryDir dir;
    // 2^40 doubles declared, 16 bytes held: refused from the header, nothing allocated.
    const QString path = dir.filePath("huge.npy");
    QVERIFY(testing::writeAll(path, npy("<f8", "(1099511627776,)", QByteArray(16, '\0'))));
    const io::NpyRead huge = io::readNpyFile(path.toStdString());
    QVERIFY(!huge.ok());
    QVERIFY2(formatted(huge.error).contains("over the limit"), qPrintable(formatted(huge.error)));
    // Within the budget but the file is short.
    QVERIFY(testing::writeAll(path, npy("<f8", "(1000,)", QByteArray(16, '\0'))));
    const io::NpyRead shortFile = io::readNpyFile(path.toStdString());
    QVERIFY2(formatted(shortFile.error).contains("but the file holds 16 bytes"), qPrintable(formatted(shortFile.error)));
    QVERIFY(formatted(io::readNpyFile(dir.filePath("missing.npy").toStdString()).error).contains("cannot open"));
    const io::NpyRead good = io::readNpyFile(path.toStdString(), 2000);
    QVERIFY(!good.ok());
    QVERIFY(testing::writeAll(path, npy("<f8", "(2,)", raw<double>({1, 2}))));
    QVERIFY(io::readNpyFile(path.toStdString()).ok());
  }

  void jsonPositions() {
    const std::string text = "{\n  \"a\": [1, 2.5, \"x\"],\n  \"b\": {\"c\": NaN, \"d\": -Infinity}\n}";
    auto parsed = io::parseJson(text);
    QVERIFY(std::holds_alternative<io::JsonValue>(parsed));
    const io::JsonValue& root = std::get<io::JsonValue>(parsed);
    const io::JsonValue* a = root.member("a");
    QVERIFY(a && a->isArray());
    QCOMPARE(io::lineAndColumn(text, a->elements[2].offset), std::make_pair(2, 17));
    QCOMPARE(a->elements[0].integer().value_or(-1), 1);
    QVERIFY(!a->elements[1].integer());
    QVERIFY(std::isnan(root.member("b")->member("c")->number));
    QVERIFY(std::isinf(root.member("b")->member("d")->number));
    // Depth is bounded before the recursion grows.
    const std::string deep(100000, '[');
    auto tooDeep = io::parseJson(deep);
    QVERIFY(std::holds_alternative<io::JsonSyntaxError>(tooDeep));
    QVERIFY(QString::fromStdString(std::get<io::JsonSyntaxError>(tooDeep).message).contains("nesting deeper than"));
  }

  void malformedManifests_data() {
    QTest::addColumn<QByteArray>("from");
    QTest::addColumn<QByteArray>("to");
    QTest::addColumn<QByteArray>("marker");  // where the error must point, in the altered text
    QTest::addColumn<QString>("message");
    QTest::newRow("bad JSON") << QByteArray("\"devices\": 2,") << QByteArray("\"devices\": 2,,") << QByteArray(",\n  \"in_shardings\"")
                              << "expected a member name in quotes, found ','";
    QTest::newRow("truncated") << QByteArray("\"gspmd_error\": null\n}") << QByteArray("\"gspmd_error\": null\n") << QByteArray("")
                               << "expected ',' or '}' in an object, found end of file";
    QTest::newRow("duplicate key") << QByteArray("\"devices\": 2,") << QByteArray("\"devices\": 2, \"devices\": 3,")
                                   << QByteArray("\"devices\": 3") << "duplicate member \"devices\"";
    QTest::newRow("other format") << QByteArray("\"shardscope-pair/1\"") << QByteArray("\"shardscope-pair/2\"") << QByteArray("\"shardscope-pair/2\"")
                                  << "is not read by this version";
    QTest::newRow("not a pair") << QByteArray("\"shardscope-pair/1\"") << QByteArray("\"zip\"") << QByteArray("\"zip\"") << "is not a pair directory's";
    QTest::newRow("escape with ..") << QByteArray("\"baseline\": \"baseline.hlo\"") << QByteArray("\"baseline\": \"../mlp-tp2/baseline.hlo\"")
                                    << QByteArray("\"../mlp") << "files.baseline: a path that leaves the directory ('..')";
    QTest::newRow("escape in the middle") << QByteArray("\"file\": \"inputs/arg1.npy\"") << QByteArray("\"file\": \"inputs/../../x.npy\"")
                                          << QByteArray("\"inputs/../") << "inputs[1].file: a path that leaves the directory";
    QTest::newRow("absolute path") << QByteArray("\"source/ci/project/model.py\"") << QByteArray("\"/etc/passwd\"") << QByteArray("\"/etc/passwd\"")
                                   << "an absolute path";
    QTest::newRow("missing distributed") << QByteArray("\"distributed\": \"distributed.hlo\",") << QByteArray()
                                         << QByteArray("{\n    \"baseline\"") << "files has no \"distributed\" program";
    QTest::newRow("baseline not there") << QByteArray("\"baseline\": \"baseline.hlo\"") << QByteArray("\"baseline\": \"nothere.hlo\"")
                                        << QByteArray("\"nothere.hlo\"") << "is not a file in the directory";
    QTest::newRow("unknown dtype") << QByteArray("\"dtype\": \"f32\"") << QByteArray("\"dtype\": \"float32\"") << QByteArray("\"float32\"")
                                   << "inputs[0].dtype: unknown element type \"float32\"";
    QTest::newRow("negative dim") << QByteArray("\"shape\": [\n        8,") << QByteArray("\"shape\": [\n        -8,") << QByteArray("-8")
                                  << "dimensions must be non-negative integers";
    QTest::newRow("fractional dim") << QByteArray("\"shape\": [\n        8,") << QByteArray("\"shape\": [\n        8.5,") << QByteArray("8.5")
                                    << "dimensions must be non-negative integers";
    QTest::newRow("bad sharding") << QByteArray("\"sharding\": \"{devices=[1,2]0,1}\"") << QByteArray("\"sharding\": \"{devices=[1,2]0\"")
                                  << QByteArray("\"{devices=[1,2]0\"") << "inputs[1].sharding:";
    QTest::newRow("inputs not a list") << QByteArray("\"inputs\": [") << QByteArray("\"inputs\": 3, \"unused\": [") << QByteArray("3, \"unused\"")
                                       << "inputs must be an array, found a number";
    QTest::newRow("devices zero") << QByteArray("\"devices\": 2,") << QByteArray("\"devices\": 0,") << QByteArray("0,\n  \"in_shardings\"") << "devices must be an integer";
    QTest::newRow("unknown output role") << QByteArray("\"distributed\": [\n      {") << QByteArray("\"distributd\": [\n      {")
                                         << QByteArray("[\n      {\n        \"file\": \"outputs/distributed") << "unknown outputs role \"distributd\"";
    QTest::newRow("deep nesting") << QByteArray("\"seed\": 0,") << QByteArray("\"seed\": " + QByteArray(40, '[') + QByteArray(40, ']') + ",")
                                  << QByteArray(9, '[') + QByteArray(40, ']') << "nesting deeper than 32 levels";
  }

  void malformedManifests() {
    QFETCH(QByteArray, from);
    QFETCH(QByteArray, to);
    QFETCH(QByteArray, marker);
    QFETCH(QString, message);
    QTemporaryDir dir;
    const QString pair = dir.filePath("pair");
    QVERIFY(testing::copyPairDirectory(kPairDirs + "mlp-tp2", pair));
    QByteArray text = testing::readAll(pair + "/manifest.json");
    QVERIFY2(text.contains(from), from.constData());
    text.replace(text.indexOf(from), from.size(), to);
    QVERIFY(testing::writeAll(pair + "/manifest.json", text));
    const io::PairDirectoryRead read = io::readPairDirectory(pair.toStdString());
    QVERIFY(!read.ok());
    const QString error = formatted(read.error);
    const QString position = marker.isEmpty() ? positionOf(text + "\x01", "\x01") : positionOf(text, marker);
    QVERIFY2(error.startsWith(pair + "/manifest.json:" + position + ": error: "), qPrintable(error + "  (expected at " + position + ")"));
    QVERIFY2(error.contains(message), qPrintable(error));
  }

  void symbolicLinkOutOfTheDirectoryIsRefused() {
    QTemporaryDir dir;
    const QString pair = dir.filePath("pair");
    QVERIFY(testing::copyPairDirectory(kPairDirs + "mlp-tp2", pair));
    QVERIFY(testing::writeAll(dir.filePath("secret.py"), "secret\n"));
    QVERIFY(QFile::remove(pair + "/source/ci/project/model.py"));
    QVERIFY(QFile::link(dir.filePath("secret.py"), pair + "/source/ci/project/model.py"));
    const io::PairDirectoryRead read = io::readPairDirectory(pair.toStdString());
    QVERIFY(!read.ok());
    QVERIFY2(formatted(read.error).contains("leads out of the directory"), qPrintable(formatted(read.error)));
    QVERIFY(QRegularExpression("manifest\\.json:\\d+:\\d+: error: sources\\[").match(formatted(read.error)).hasMatch());
  }

  void notAPairDirectory() {
    QTemporaryDir dir;
    const io::PairDirectoryRead read = io::readPairDirectory(dir.path().toStdString());
    QVERIFY(!read.ok());
    QVERIFY2(formatted(read.error).startsWith(dir.path() + "/manifest.json: error: cannot open file"), qPrintable(formatted(read.error)));
    QVERIFY(testing::writeAll(dir.filePath("manifest.json"), QByteArray(17 << 20, ' ')));
    QVERIFY(formatted(io::readPairDirectory(dir.path().toStdString()).error).contains("over the limit"));
    QVERIFY(!io::readPairDirectory(dir.filePath("manifest.json").toStdString()).ok());
  }
};

QTEST_APPLESS_MAIN(TestPairDirectory)
#include "test_pair_directory.moc"
