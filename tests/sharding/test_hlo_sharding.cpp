// HloSharding: every form of the GSPMD grammar, printing, round trips and equality by
// meaning.
#include <QTest>

#include <algorithm>
#include <numeric>
#include <random>

#include "sharding/device_array.h"
#include "sharding/hlo_sharding.h"
#include "sharding/iota_devices.h"

using namespace shardscope::sharding;

Q_DECLARE_METATYPE(std::vector<int64_t>)

namespace {

HloSharding parseOk(const QString& text) {
  const std::string utf8 = text.toStdString();
  auto result = parseHloSharding(utf8);
  if (auto* error = std::get_if<ShardingParseError>(&result)) {
    qFatal("unexpected parse error at %zu in '%s': %s", error->offset, utf8.c_str(),
           error->message.c_str());
  }
  return std::get<HloSharding>(std::move(result));
}

QString str(const HloSharding& s, bool withMetadata = true) {
  return QString::fromStdString(s.toString(withMetadata));
}

}  // namespace

class TestHloSharding : public QObject {
  Q_OBJECT

 private slots:
  void printsEveryForm_data();
  void printsEveryForm();
  void keepsStructure();
  void keepsMetadataAndShardGroups();
  void roundTrips_data();
  void roundTrips();
  void equalByMeaning_data();
  void equalByMeaning();
  void normalizesLikeXla_data();
  void normalizesLikeXla();
  void normalFormFindsTheIotaAgain();
  void findsIotaForms_data();
  void findsIotaForms();
  void factoriesRejectBadPieces();
  void setIotaChecksTheDevices();
  void findsTheFirstBadDeviceId();
  void prefixParseReportsConsumedBytes();
  void printsTupleIndexComments();
  void randomShardingsKeepTheirMeaning();
};

// Parsing then printing gives XLA's text: the iota form wherever the list is an iota
// pattern, last_tile_dim_replicate for a single replicated subgroup.
void TestHloSharding::printsEveryForm_data() {
  QTest::addColumn<QString>("text");
  QTest::addColumn<QString>("printed");
  QTest::newRow("replicated") << "{replicated}" << "{replicated}";
  QTest::newRow("spaces") << "  { replicated }  " << "{replicated}";
  QTest::newRow("maximal") << "{maximal device=3}" << "{maximal device=3}";
  QTest::newRow("maximal device first") << "{device=3 maximal}" << "{maximal device=3}";
  QTest::newRow("manual") << "{manual}" << "{manual}";
  QTest::newRow("unknown") << "{unknown}" << "{unknown}";
  QTest::newRow("unknown shard_as") << "{unknown shard_as 2}" << "{unknown shard_as 2}";
  QTest::newRow("shard_like") << "{devices=[2,1]1,0 shard_like 0}" << "{devices=[2,1]1,0 shard_like 0}";
  QTest::newRow("explicit identity") << "{devices=[2,2]0,1,2,3}" << "{devices=[2,2]<=[4]}";
  QTest::newRow("explicit non-iota") << "{devices=[4,2]0,4,2,6,3,7,1,5}"
                                     << "{devices=[4,2]0,4,2,6,3,7,1,5}";
  QTest::newRow("explicit not from 0") << "{devices=[3]1,2,3}" << "{devices=[3]1,2,3}";
  QTest::newRow("explicit transposed") << "{devices=[2,4]0,2,4,6,1,3,5,7}"
                                       << "{devices=[2,4]<=[4,2]T(1,0)}";
  QTest::newRow("space before list") << "{devices=[1,4] 0,1,2,3}" << "{devices=[1,4]<=[4]}";
  QTest::newRow("iota") << "{devices=[4,2]<=[8]}" << "{devices=[4,2]<=[8]}";
  QTest::newRow("iota transposed") << "{devices=[2,4]<=[2,4]T(1,0)}" << "{devices=[2,4]<=[2,4]T(1,0)}";
  QTest::newRow("iota identity transpose") << "{devices=[2,4]<=[2,4]T(0,1)}" << "{devices=[2,4]<=[8]}";
  QTest::newRow("iota 3d transpose")
      << "{devices=[2,1,2,2]<=[2,2,2]T(0,2,1) last_tile_dim_replicate}"
      << "{devices=[2,1,2,2]<=[2,2,2]T(0,2,1) last_tile_dim_replicate}";
  QTest::newRow("last_tile_dim_replicate") << "{devices=[2,1,2]0,1,2,3 last_tile_dim_replicate}"
                                           << "{devices=[2,1,2]<=[4] last_tile_dim_replicate}";
  QTest::newRow("last_tile_dims replicated") << "{devices=[2,2]0,1,2,3 last_tile_dims={replicated}}"
                                             << "{devices=[2,2]<=[4] last_tile_dim_replicate}";
  QTest::newRow("last_tile_dims two") << "{devices=[2,1,2,2]<=[8] last_tile_dims={manual, replicated}}"
                                      << "{devices=[2,1,2,2]<=[8] last_tile_dims={manual, replicated}}";
  QTest::newRow("last_tile_dims unreduced") << "{devices=[2,2]<=[4] last_tile_dims={unreduced}}"
                                            << "{devices=[2,2]<=[4] last_tile_dims={unreduced}}";
  QTest::newRow("tuple") << "{{replicated}, {devices=[2]0,1}}" << "{{replicated}, {devices=[2]<=[2]}}";
  QTest::newRow("tuple no spaces") << "{{devices=[2]0,1},{devices=[2]0,1}}"
                                   << "{{devices=[2]<=[2]}, {devices=[2]<=[2]}}";
  QTest::newRow("nested tuple") << "{{{manual}, {}}, {maximal device=0}}"
                                << "{{{manual}, {}}, {maximal device=0}}";
  QTest::newRow("empty tuple") << "{}" << "{}";
  QTest::newRow("empty tuple spaced") << "{ }" << "{}";
  QTest::newRow("metadata") << "{replicated metadata={op_name=\"b\"}}"
                            << "{replicated metadata={op_name=\"b\"}}";
  QTest::newRow("metadata list") << "{devices=[2]0,1 metadata={{op_name=\"a\"}, {op_name=\"b\"}}}"
                                 << "{devices=[2]<=[2] metadata={{op_name=\"a\"}, {op_name=\"b\"}}}";
  QTest::newRow("metadata braces in string")
      << "{replicated metadata={op_name=\"f{x}\\\"}\" source_file=\"a.py\" source_line=12}}"
      << "{replicated metadata={op_name=\"f{x}\\\"}\" source_file=\"a.py\" source_line=12}}";
  QTest::newRow("metadata before kind") << "{metadata={op_name=\"a\"} manual}"
                                        << "{manual metadata={op_name=\"a\"}}";
  QTest::newRow("metadata empty") << "{unknown metadata={}}" << "{unknown metadata={}}";
  QTest::newRow("comment") << "{{replicated}, /*index=1*/ {manual}}" << "{{replicated}, {manual}}";
}

void TestHloSharding::printsEveryForm() {
  QFETCH(QString, text);
  QFETCH(QString, printed);
  QCOMPARE(str(parseOk(text)), printed);
}

void TestHloSharding::keepsStructure() {
  const HloSharding s = parseOk("{devices=[2,1,2,2]<=[2,2,2]T(0,2,1) last_tile_dims={manual, replicated}}");
  QCOMPARE(s.kind(), ShardingKind::Tiled);
  QCOMPARE(s.tileDims(), (std::vector<int64_t>{2, 1, 2, 2}));
  QCOMPARE(s.devices(), (std::vector<int64_t>{0, 2, 1, 3, 4, 6, 5, 7}));
  QCOMPARE(s.subgroups(), (std::vector<SubgroupKind>{SubgroupKind::Manual, SubgroupKind::Replicated}));
  QCOMPARE(s.dataRank(), int64_t{2});
  QCOMPARE(s.numDevices(), int64_t{8});
  QVERIFY(s.iota().has_value());
  QCOMPARE(s.iota()->reshapeDims, (std::vector<int64_t>{2, 2, 2}));
  QCOMPARE(s.iota()->transposePerm, (std::vector<int64_t>{0, 2, 1}));

  const HloSharding m = parseOk("{maximal device=7}");
  QCOMPARE(m.kind(), ShardingKind::Maximal);
  QCOMPARE(m.maximalDevice(), int64_t{7});
  QVERIFY(!m.isReplicated());

  const HloSharding t = parseOk("{{replicated}, {devices=[4]<=[4]}, {}}");
  QVERIFY(t.isTuple());
  QCOMPARE(t.tupleElements().size(), std::size_t{3});
  QVERIFY(t.tupleElements()[2].isTuple());
  QVERIFY(t.tupleElements()[2].tupleElements().empty());
  QCOMPARE(t.numDevices(), int64_t{4});

  QVERIFY(parseOk("{devices=[1,1,4]<=[4] last_tile_dim_replicate}").isReplicated());
  QVERIFY(!parseOk("{devices=[1,2,2]<=[4] last_tile_dim_replicate}").isReplicated());
  QVERIFY(parseOk("{devices=[1,1,4]<=[4] last_tile_dims={manual}}").isManual());
  QVERIFY(parseOk("{{replicated}, {devices=[1,2]0,1 last_tile_dim_replicate}}").isReplicated());
}

void TestHloSharding::keepsMetadataAndShardGroups() {
  const HloSharding s =
      parseOk("{devices=[2]0,1 shard_as 4 metadata={{op_name=\"a\" source_line=3}, {op_name=\"b\"}}}");
  QCOMPARE(s.metadata().size(), std::size_t{2});
  QCOMPARE(QString::fromStdString(s.metadata()[0].text), QString("op_name=\"a\" source_line=3"));
  QCOMPARE(QString::fromStdString(s.metadata()[1].text), QString("op_name=\"b\""));
  QVERIFY(s.shardGroup().has_value());
  QCOMPARE(s.shardGroup()->mode, ShardGroup::Mode::As);
  QCOMPARE(s.shardGroup()->id, int64_t{4});
  QCOMPARE(str(s, false), QString("{devices=[2]<=[2] shard_as 4}"));
  // Shard groups take part in equality (as in XLA); metadata does not.
  QVERIFY(s == parseOk("{devices=[2]0,1 shard_as 4}"));
  QVERIFY(!(s == parseOk("{devices=[2]0,1 shard_like 4}")));
  QVERIFY(!(s == parseOk("{devices=[2]0,1}")));
}

void TestHloSharding::roundTrips_data() {
  QTest::addColumn<QString>("text");
  const char* texts[] = {
      "{replicated}", "{manual}", "{unknown}", "{unknown shard_like 3}", "{maximal device=0}",
      "{devices=[8]<=[8]}", "{devices=[2,4]<=[2,4]T(1,0)}", "{devices=[3,1]1,2,3}",
      "{devices=[4,2]0,4,2,6,3,7,1,5}", "{devices=[1,2,2,2]0,1,4,5,2,3,6,7 last_tile_dim_replicate}",
      "{devices=[2,1,1,8]0,2,4,6,8,10,12,14,1,3,5,7,9,11,13,15}",
      "{devices=[2,2,2]<=[8] last_tile_dims={manual, replicated}}",
      "{devices=[2,2,2,2]<=[2,2,2,2]T(3,1,0,2) last_tile_dims={unreduced, manual}}",
      "{{replicated}, {devices=[2]0,1}, {devices=[3]1,2,3}}", "{}", "{{}}", "{{{{replicated}}}}",
      "{{replicated}, {manual}, {unknown}, {replicated}, {replicated}, {maximal device=1}}",
      "{devices=[2]1,0 metadata={op_name=\"x\" source_file=\"/a/b.py\" source_line=7}}",
      "{replicated metadata={{op_name=\"a\"}, {op_name=\"b\"}}}",
  };
  for (const char* text : texts) QTest::newRow(text) << QString(text);
}

// print -> parse -> equal, and printing is a fixed point.
void TestHloSharding::roundTrips() {
  QFETCH(QString, text);
  const HloSharding first = parseOk(text);
  const QString printed = str(first);
  const HloSharding second = parseOk(printed);
  QVERIFY2(first == second, qPrintable(printed));
  QCOMPARE(str(second), printed);
  const HloSharding canonical = first.normalized();
  QVERIFY(canonical == first);
  QVERIFY(parseOk(str(canonical)) == first);
}

void TestHloSharding::equalByMeaning_data() {
  QTest::addColumn<QString>("a");
  QTest::addColumn<QString>("b");
  QTest::addColumn<bool>("equal");
  QTest::newRow("iota vs explicit") << "{devices=[4,2]<=[8]}" << "{devices=[4,2]0,1,2,3,4,5,6,7}" << true;
  QTest::newRow("transposed iota vs explicit")
      << "{devices=[2,4]<=[2,4]T(1,0)}" << "{devices=[2,4]0,4,1,5,2,6,3,7}" << true;
  QTest::newRow("metadata ignored") << "{replicated metadata={op_name=\"a\"}}" << "{replicated}" << true;
  QTest::newRow("all-ones tile is replicated") << "{devices=[1,1]0}" << "{replicated}" << true;
  QTest::newRow("only replicated subgroup") << "{devices=[1,1,4]0,1,2,3 last_tile_dim_replicate}"
                                            << "{replicated}" << true;
  QTest::newRow("only manual subgroup") << "{devices=[1,4]<=[4] last_tile_dims={manual}}" << "{manual}" << true;
  QTest::newRow("replicate spellings") << "{devices=[2,1,2]0,1,2,3 last_tile_dim_replicate}"
                                       << "{devices=[2,1,2]0,1,2,3 last_tile_dims={replicated}}" << true;
  QTest::newRow("size-1 subgroup dropped") << "{devices=[2,2,1]0,1,2,3 last_tile_dim_replicate}"
                                           << "{devices=[2,2]0,1,2,3}" << true;
  QTest::newRow("size-1 manual dropped") << "{devices=[2,1,2]0,1,2,3 last_tile_dims={manual, replicated}}"
                                         << "{devices=[2,2]0,1,2,3 last_tile_dim_replicate}" << true;
  QTest::newRow("replica order irrelevant") << "{devices=[2,2]1,0,3,2 last_tile_dim_replicate}"
                                            << "{devices=[2,2]0,1,2,3 last_tile_dim_replicate}" << true;
  QTest::newRow("subgroup kinds reordered")
      << "{devices=[2,2,2]0,1,2,3,4,5,6,7 last_tile_dims={manual, replicated}}"
      << "{devices=[2,2,2]0,2,1,3,4,6,5,7 last_tile_dims={replicated, manual}}" << true;
  QTest::newRow("two replicated subgroups merge")
      << "{devices=[2,2,2]<=[8] last_tile_dims={replicated, replicated}}"
      << "{devices=[2,4]<=[8] last_tile_dim_replicate}" << true;
  QTest::newRow("tuple elementwise") << "{{devices=[2]0,1}, {replicated metadata={op_name=\"q\"}}}"
                                     << "{{devices=[2]<=[2]}, {replicated}}" << true;
  QTest::newRow("data order matters") << "{devices=[2,2]0,1,2,3}" << "{devices=[2,2]0,2,1,3}" << false;
  QTest::newRow("manual order matters") << "{devices=[2,2]0,1,2,3 last_tile_dims={manual}}"
                                        << "{devices=[2,2]1,0,3,2 last_tile_dims={manual}}" << false;
  QTest::newRow("replica sets matter") << "{devices=[2,2]0,1,2,3 last_tile_dim_replicate}"
                                       << "{devices=[2,2]0,2,1,3 last_tile_dim_replicate}" << false;
  QTest::newRow("rank matters") << "{devices=[2]0,1}" << "{devices=[2,1]0,1}" << false;
  QTest::newRow("replicated vs manual") << "{replicated}" << "{manual}" << false;
  QTest::newRow("maximal device") << "{maximal device=1}" << "{maximal device=2}" << false;
  QTest::newRow("unreduced vs replicated") << "{devices=[2,2]<=[4] last_tile_dims={unreduced}}"
                                           << "{devices=[2,2]<=[4] last_tile_dim_replicate}" << false;
  QTest::newRow("tuple vs single") << "{{replicated}}" << "{replicated}" << false;
  QTest::newRow("tuple lengths") << "{{replicated}, {replicated}}" << "{{replicated}}" << false;
  QTest::newRow("empty tuple vs replicated") << "{}" << "{replicated}" << false;
}

void TestHloSharding::equalByMeaning() {
  QFETCH(QString, a);
  QFETCH(QString, b);
  QFETCH(bool, equal);
  const HloSharding x = parseOk(a);
  const HloSharding y = parseOk(b);
  QCOMPARE(x == y, equal);
  QCOMPARE(y == x, equal);
  QVERIFY(x == x);
}

void TestHloSharding::normalizesLikeXla_data() {
  QTest::addColumn<QString>("text");
  QTest::addColumn<QString>("normal");
  QTest::newRow("replicated partial tile") << "{devices=[1,1,2]1,0 last_tile_dim_replicate}" << "{replicated}";
  QTest::newRow("sorted replicas") << "{devices=[2,2]1,0,3,2 last_tile_dim_replicate}"
                                   << "{devices=[2,2]<=[4] last_tile_dim_replicate}";
  QTest::newRow("merged kinds") << "{devices=[2,2,2,2]<=[16] last_tile_dims={manual, replicated, manual}}"
                                << "{devices=[2,2,4]<=[2,2,2,2]T(0,2,1,3) last_tile_dims={replicated, manual}}";
  QTest::newRow("size-1 kinds dropped") << "{devices=[2,2,1,2]<=[8] last_tile_dims={manual, replicated, manual}}"
                                        << "{devices=[2,4]<=[8] last_tile_dims={manual}}";
  QTest::newRow("plain tiling unchanged") << "{devices=[4,2]0,4,2,6,3,7,1,5}" << "{devices=[4,2]0,4,2,6,3,7,1,5}";
  QTest::newRow("metadata kept") << "{devices=[1,2]0,1 last_tile_dim_replicate metadata={op_name=\"a\"}}"
                                 << "{replicated metadata={op_name=\"a\"}}";
  QTest::newRow("tuple") << "{{devices=[1,2]0,1 last_tile_dims={manual}}, {devices=[2,1]0,1 last_tile_dim_replicate}}"
                         << "{{manual}, {devices=[2]<=[2]}}";
}

void TestHloSharding::normalizesLikeXla() {
  QFETCH(QString, text);
  QFETCH(QString, normal);
  QCOMPARE(str(parseOk(text).normalized()), normal);
}

// A sharding without subgroups is its own normal form, but with the canonical iota form
// tiled() would find, even when its own was cleared or spelled otherwise.
void TestHloSharding::normalFormFindsTheIotaAgain() {
  HloSharding s = HloSharding::tiled({2, 2}, {0, 2, 1, 3});
  QVERIFY(s.setIota(std::nullopt));
  QCOMPARE(str(s), QString("{devices=[2,2]0,2,1,3}"));
  QCOMPARE(str(s.normalized()), QString("{devices=[2,2]<=[2,2]T(1,0)}"));
  QVERIFY(s.normalized() == s);
  HloSharding allOnes = HloSharding::tiled({1, 1}, {0});
  QCOMPARE(str(allOnes.normalized()), QString("{replicated}"));
}

void TestHloSharding::findsIotaForms_data() {
  QTest::addColumn<std::vector<int64_t>>("devices");
  QTest::addColumn<QString>("iota");  // "" when the list has no iota form
  QTest::newRow("single") << std::vector<int64_t>{0} << "[1]";
  QTest::newRow("identity") << std::vector<int64_t>{0, 1, 2, 3} << "[4]";
  QTest::newRow("transpose") << std::vector<int64_t>{0, 2, 4, 6, 1, 3, 5, 7} << "[4,2]T(1,0)";
  QTest::newRow("middle swap") << std::vector<int64_t>{0, 2, 1, 3, 4, 6, 5, 7} << "[2,2,2]T(0,2,1)";
  QTest::newRow("not from zero") << std::vector<int64_t>{1, 2, 3} << "";
  QTest::newRow("scrambled") << std::vector<int64_t>{0, 4, 2, 6, 3, 7, 1, 5} << "";
  QTest::newRow("reversed") << std::vector<int64_t>{0, 3, 2, 1} << "";
  QTest::newRow("gap") << std::vector<int64_t>{0, 1, 2, 4} << "";
  QTest::newRow("uneven runs") << std::vector<int64_t>{0, 2, 4, 1, 3, 5} << "[3,2]T(1,0)";
}

void TestHloSharding::findsIotaForms() {
  QFETCH(std::vector<int64_t>, devices);
  QFETCH(QString, iota);
  const auto found = findIota(devices);
  QCOMPARE(found.has_value(), !iota.isEmpty());
  if (!found) return;
  QString text = "[";
  for (std::size_t i = 0; i < found->reshapeDims.size(); ++i) {
    text += (i ? "," : "") + QString::number(found->reshapeDims[i]);
  }
  text += "]";
  if (!found->transposePerm.empty()) {
    text += "T(";
    for (std::size_t i = 0; i < found->transposePerm.size(); ++i) {
      text += (i ? "," : "") + QString::number(found->transposePerm[i]);
    }
    text += ")";
  }
  QCOMPARE(text, iota);
  QCOMPARE(expandIota(*found), devices);
}

void TestHloSharding::factoriesRejectBadPieces() {
  QVERIFY_THROWS_EXCEPTION(std::invalid_argument, HloSharding::tiled({2, 2}, {0, 1, 2}));
  QVERIFY_THROWS_EXCEPTION(std::invalid_argument, HloSharding::tiled({2}, {0, 0}));
  QVERIFY_THROWS_EXCEPTION(std::invalid_argument, HloSharding::tiled({2}, {0, -1}));
  QVERIFY_THROWS_EXCEPTION(std::invalid_argument, HloSharding::tiled({0}, {}));
  QVERIFY_THROWS_EXCEPTION(std::invalid_argument, HloSharding::tiled({}, {}));
  QVERIFY_THROWS_EXCEPTION(std::invalid_argument,
                           HloSharding::tiled({2}, {0, 1}, {SubgroupKind::Manual, SubgroupKind::Manual}));
  QVERIFY_THROWS_EXCEPTION(std::invalid_argument, HloSharding::maximal(-1));
  const HloSharding ok = HloSharding::tiled({2, 1}, {1, 0});
  QCOMPARE(str(ok), QString("{devices=[2,1]1,0}"));
}

// The one check behind HloSharding::tiled and Mesh::create: ids distinct and in range,
// sparse ids fine, the first offending id named.
void TestHloSharding::findsTheFirstBadDeviceId() {
  QVERIFY(!findDeviceIdProblem(std::vector<int64_t>{}, 8));
  QVERIFY(!findDeviceIdProblem(std::vector<int64_t>{3, 0, 7, 1}, 8));
  QVERIFY(!findDeviceIdProblem(std::vector<int64_t>{1000, 5}, 1001));
  auto repeated = findDeviceIdProblem(std::vector<int64_t>{4, 2, 9, 2, 4}, 16);
  QVERIFY(repeated);
  QCOMPARE(repeated->id, int64_t{2});
  QVERIFY(!repeated->outOfRange);
  auto negative = findDeviceIdProblem(std::vector<int64_t>{0, 1, -3, 1}, 16);
  QVERIFY(negative && negative->outOfRange);
  QCOMPARE(negative->id, int64_t{-3});
  auto large = findDeviceIdProblem(std::vector<int64_t>{0, 16}, 16);
  QVERIFY(large && large->outOfRange);
  QCOMPARE(large->id, int64_t{16});
  // A 2^20-device iota order: distinct; the same with its last id repeated: not.
  std::vector<int64_t> many(int64_t{1} << 20);
  std::iota(many.begin(), many.end(), int64_t{0});
  QVERIFY(!findDeviceIdProblem(many, HloSharding::kMaxDevices));
  many.back() = 12345;
  auto last = findDeviceIdProblem(many, HloSharding::kMaxDevices);
  QVERIFY(last && !last->outOfRange);
  QCOMPARE(last->id, int64_t{12345});
}

void TestHloSharding::setIotaChecksTheDevices() {
  HloSharding s = HloSharding::tiled({2, 2}, {0, 2, 1, 3});
  QCOMPARE(str(s), QString("{devices=[2,2]<=[2,2]T(1,0)}"));
  QVERIFY(!s.setIota(IotaDevices{{4}, {}}));  // names 0,1,2,3: not these devices
  QVERIFY(s.setIota(std::nullopt));
  QCOMPARE(str(s), QString("{devices=[2,2]0,2,1,3}"));
  QVERIFY(s.setIota(IotaDevices{{2, 2}, {1, 0}}));
  QCOMPARE(str(s), QString("{devices=[2,2]<=[2,2]T(1,0)}"));
  HloSharding r = HloSharding::replicated();
  QVERIFY(!r.setIota(IotaDevices{{1}, {}}));
}

void TestHloSharding::prefixParseReportsConsumedBytes() {
  const std::string line = " {devices=[2]0,1}, metadata={op_name=\"a\"}";
  std::size_t consumed = 0;
  auto result = parseHloShardingPrefix(line, consumed);
  QVERIFY(std::holds_alternative<HloSharding>(result));
  QCOMPARE(consumed, std::size_t{17});
  QCOMPARE(line.substr(consumed, 2), std::string(", "));
  auto full = parseHloSharding(line);
  QVERIFY(std::holds_alternative<ShardingParseError>(full));
  QCOMPARE(std::get<ShardingParseError>(full).offset, std::size_t{17});
}

void TestHloSharding::printsTupleIndexComments() {
  std::vector<HloSharding> elements(7, HloSharding::replicated());
  const QString printed = str(HloSharding::tuple(elements));
  QCOMPARE(printed, QString("{{replicated}, {replicated}, {replicated}, {replicated}, {replicated}, "
                            "/*index=5*/{replicated}, {replicated}}"));
  QVERIFY(parseOk(printed) == HloSharding::tuple(elements));
}

// Random tilings (fixed seed): printing round-trips, normalisation is idempotent and
// keeps the meaning, and shuffling the devices inside a replicated group keeps equality
// while swapping two devices across data tiles breaks it.
void TestHloSharding::randomShardingsKeepTheirMeaning() {
  std::mt19937 rng(42);
  const SubgroupKind kinds[] = {SubgroupKind::Replicated, SubgroupKind::Manual, SubgroupKind::Unreduced};
  for (int round = 0; round < 400; ++round) {
    const int rank = 1 + static_cast<int>(rng() % 4);
    std::vector<int64_t> dims;
    for (int i = 0; i < rank; ++i) dims.push_back(1 + static_cast<int64_t>(rng() % 3));
    const int64_t count = std::accumulate(dims.begin(), dims.end(), int64_t{1}, std::multiplies<>());
    std::vector<int64_t> devices(count);
    std::iota(devices.begin(), devices.end(), int64_t{0});
    if (rng() % 2) std::shuffle(devices.begin(), devices.end(), rng);
    std::vector<SubgroupKind> subgroups;
    const int subgroupCount = static_cast<int>(rng() % (rank + 1));
    for (int i = 0; i < subgroupCount; ++i) subgroups.push_back(kinds[rng() % 3]);
    const HloSharding s = HloSharding::tiled(dims, devices, subgroups);

    const QString printed = str(s);
    QVERIFY2(parseOk(printed) == s, qPrintable(printed));
    const HloSharding n = s.normalized();
    QVERIFY2(n == s, qPrintable(printed));
    QCOMPARE(str(n.normalized()), str(n));

    // Reverse the devices of every line along the last dim when it is a replicated group.
    if (subgroups.size() == 1 && subgroups[0] == SubgroupKind::Replicated && dims.back() > 1) {
      std::vector<int64_t> shuffled = devices;
      for (std::size_t at = 0; at < shuffled.size(); at += dims.back()) {
        std::reverse(shuffled.begin() + at, shuffled.begin() + at + dims.back());
      }
      QVERIFY2(HloSharding::tiled(dims, shuffled, subgroups) == s, qPrintable(printed));
    }
    // Swapping the first devices of two different data tiles changes the meaning.
    if (subgroups.empty() && count > 1) {
      std::vector<int64_t> swapped = devices;
      std::swap(swapped[0], swapped[count - 1]);
      QVERIFY2(!(HloSharding::tiled(dims, swapped) == s), qPrintable(printed));
    }
  }
}

QTEST_APPLESS_MAIN(TestHloSharding)
#include "test_hlo_sharding.moc"
