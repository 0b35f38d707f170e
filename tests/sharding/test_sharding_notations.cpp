// Meshes, the named-axis form, DTensor placements, and the converters between them and
// GSPMD shardings, including the conversions that must be refused.
#include <QTest>

#include <random>

#include "sharding/dtensor_placement.h"
#include "sharding/hlo_sharding.h"
#include "sharding/mesh.h"
#include "sharding/named_sharding.h"
#include "sharding/sharding_conversion.h"

using namespace shardscope::sharding;

namespace {

template <class T>
T valueOf(std::variant<T, ShardingParseError> result, const QString& text) {
  if (auto* error = std::get_if<ShardingParseError>(&result)) {
    qFatal("parse error at %zu in '%s': %s", error->offset, qPrintable(text), error->message.c_str());
  }
  return std::get<T>(std::move(result));
}

Mesh mesh(const QString& text) { return valueOf(parseMesh(text.toStdString()), text); }
NamedSharding named(const QString& text) { return valueOf(parseNamedSharding(text.toStdString()), text); }
HloSharding hlo(const QString& text) { return valueOf(parseHloSharding(text.toStdString()), text); }
std::vector<Placement> placements(const QString& text) {
  return valueOf(parsePlacements(text.toStdString()), text);
}

template <class T>
QString errorOf(const Conversion<T>& result) {
  if (const auto* error = std::get_if<ConversionError>(&result)) return QString::fromStdString(error->message);
  return {};
}

}  // namespace

class TestShardingNotations : public QObject {
  Q_OBJECT

 private slots:
  void meshTextRoundTrips_data();
  void meshTextRoundTrips();
  void namedTextRoundTrips_data();
  void namedTextRoundTrips();
  void placementTextRoundTrips_data();
  void placementTextRoundTrips();
  void rejectsMalformedNotations_data();
  void rejectsMalformedNotations();
  void namedToGspmdAndBack_data();
  void namedToGspmdAndBack();
  void placementsToGspmdAndBack_data();
  void placementsToGspmdAndBack();
  void refusesImpossibleConversions_data();
  void refusesImpossibleConversions();
  void meshCreateChecksItsInput();
  void refusesMoreTileDimsThanGspmdHas();
  void infersAMeshForAnyTiling_data();
  void infersAMeshForAnyTiling();
  void survivesMutations();
  void randomConversionsRoundTrip();
};

void TestShardingNotations::meshTextRoundTrips_data() {
  QTest::addColumn<QString>("text");
  QTest::addColumn<QString>("printed");
  QTest::addColumn<int>("devices");
  QTest::newRow("2d") << "<[\"x\"=2, \"y\"=4]>" << "<[\"x\"=2, \"y\"=4]>" << 8;
  QTest::newRow("attribute prefix") << "#sdy.mesh<[\"data\"=1,\"model\"=8]>" << "<[\"data\"=1, \"model\"=8]>" << 8;
  QTest::newRow("device order") << "<[\"x\"=2, \"y\"=2], device_ids=[0,2,1,3]>"
                                << "<[\"x\"=2, \"y\"=2], device_ids=[0,2,1,3]>" << 4;
  QTest::newRow("iota ids dropped") << "<[\"x\"=2], device_ids=[0,1]>" << "<[\"x\"=2]>" << 2;
  QTest::newRow("subset of devices") << "<[\"x\"=2], device_ids=[4,5]>" << "<[\"x\"=2], device_ids=[4,5]>" << 2;
  QTest::newRow("empty") << "<[]>" << "<[]>" << 1;
}

void TestShardingNotations::meshTextRoundTrips() {
  QFETCH(QString, text);
  QFETCH(QString, printed);
  QFETCH(int, devices);
  const Mesh m = mesh(text);
  QCOMPARE(QString::fromStdString(m.toString()), printed);
  QCOMPARE(m.numDevices(), int64_t{devices});
  QVERIFY(mesh(printed) == m);
}

void TestShardingNotations::namedTextRoundTrips_data() {
  QTest::addColumn<QString>("text");
  QTest::addColumn<QString>("printed");
  QTest::newRow("shardy") << "[{\"x\"}, {}]" << "[{\"x\"}, {}]";
  QTest::newRow("wrapped") << "#sdy.sharding<@mesh, [{\"y\"}, {}]>" << "[{\"y\"}, {}]";
  QTest::newRow("multi-axis") << "[{\"x\",\"y\"},{\"z\"}]" << "[{\"x\", \"y\"}, {\"z\"}]";
  QTest::newRow("open dims") << "[{\"x\", ?}, {?}]" << "[{\"x\", ?}, {?}]";
  QTest::newRow("replicated and unreduced") << "[{}, {\"y\"}], replicated={\"x\"}, unreduced={\"z\"}"
                                            << "[{}, {\"y\"}], replicated={\"x\"}, unreduced={\"z\"}";
  QTest::newRow("scalar") << "[]" << "[]";
}

void TestShardingNotations::namedTextRoundTrips() {
  QFETCH(QString, text);
  QFETCH(QString, printed);
  const NamedSharding value = named(text);
  QCOMPARE(QString::fromStdString(value.toString()), printed);
  NamedSharding unwrapped = value;
  unwrapped.meshName.clear();
  QVERIFY(named(printed) == unwrapped);
}

void TestShardingNotations::placementTextRoundTrips_data() {
  QTest::addColumn<QString>("text");
  QTest::addColumn<QString>("printed");
  QTest::newRow("canonical") << "[Shard(0), Replicate()]" << "[Shard(0), Replicate()]";
  QTest::newRow("repr") << "(Shard(dim=1), Replicate(), Partial(sum))" << "[Shard(1), Replicate(), Partial()]";
  QTest::newRow("short") << "[S(0), R, P]" << "[Shard(0), Replicate(), Partial()]";
  QTest::newRow("reduce op") << "[Partial(reduce_op='max'), Partial(avg)]" << "[Partial(max), Partial(avg)]";
  QTest::newRow("negative dim") << "[Shard(-1)]" << "[Shard(-1)]";
  QTest::newRow("tuple trailing comma") << "(Replicate(),)" << "[Replicate()]";
}

void TestShardingNotations::placementTextRoundTrips() {
  QFETCH(QString, text);
  QFETCH(QString, printed);
  const auto value = placements(text);
  QCOMPARE(QString::fromStdString(placementsToString(value)), printed);
  QVERIFY(placements(printed) == value);
}

void TestShardingNotations::rejectsMalformedNotations_data() {
  QTest::addColumn<QString>("kind");
  QTest::addColumn<QString>("text");
  QTest::addColumn<int>("offset");
  QTest::addColumn<QString>("message");
  QTest::newRow("mesh dup axis") << "mesh" << "<[\"x\"=2, \"x\"=2]>" << 9 << "appears twice";
  QTest::newRow("mesh zero axis") << "mesh" << "<[\"x\"=0]>" << 6 << "at least 1";
  QTest::newRow("mesh unquoted") << "mesh" << "<[x=2]>" << 2 << "quoted mesh axis name";
  QTest::newRow("mesh unclosed") << "mesh" << "<[\"x\"=2]" << 8 << "expected '>'";
  QTest::newRow("mesh too big") << "mesh" << "<[\"x\"=1048576, \"y\"=2]>" << 1 << "more than 1048576";
  QTest::newRow("mesh dup id") << "mesh" << "<[\"x\"=2], device_ids=[3,3]>" << 24 << "appears twice";
  QTest::newRow("mesh id count") << "mesh" << "<[\"x\"=4], device_ids=[0,1]>" << 10 << "lists 2 device ids";
  QTest::newRow("mesh extra ids") << "mesh" << "<[\"x\"=2], device_ids=[0,1,2]>" << 26 << "more device ids";
  QTest::newRow("mesh negative id") << "mesh" << "<[\"x\"=2], device_ids=[0,-1]>" << 24 << "out of range";
  QTest::newRow("mesh empty name") << "mesh" << "<[\"\"=2]>" << 2 << "empty";
  QTest::newRow("named unclosed") << "named" << "[{\"x\"}" << 6 << "expected ',' or ']'";
  QTest::newRow("named unquoted") << "named" << "[{x}]" << 2 << "quoted mesh axis name";
  QTest::newRow("named sub-axis") << "named" << "[{\"x\":(1)2}]" << 5 << "sub-axes";
  QTest::newRow("named priority") << "named" << "[{\"x\"}p0]" << 6 << "priorities";
  QTest::newRow("named empty replicated") << "named" << "[{}], replicated={}" << 6 << "at least one axis";
  QTest::newRow("named unknown tail") << "named" << "[{}], foo={\"y\"}" << 6 << "found 'foo'";
  QTest::newRow("named unterminated") << "named" << "[{\"x}]" << 2 << "unterminated string";
  QTest::newRow("named wrapper unclosed") << "named" << "#sdy.sharding<@m, [{}]" << 22 << "expected '>'";
  QTest::newRow("named question first") << "named" << "[{?, \"x\"}]" << 3 << "'}' after '?'";
  QTest::newRow("dtensor empty shard") << "dtensor" << "[Shard()]" << 7 << "expected a tensor dimension";
  QTest::newRow("dtensor unclosed") << "dtensor" << "[Shard(0)" << 9 << "expected ',' or ']'";
  QTest::newRow("dtensor unknown") << "dtensor" << "[Replicate(), Foo()]" << 14 << "found 'Foo'";
  QTest::newRow("dtensor reduce op") << "dtensor" << "[Partial(mean)]" << 9 << "expected a reduce op";
  QTest::newRow("dtensor bare") << "dtensor" << "Shard(0)" << 0 << "expected '[' or '('";
  QTest::newRow("dtensor mixed brackets") << "dtensor" << "[Shard(0))" << 9 << "expected ',' or ']'";
  QTest::newRow("dtensor huge dim") << "dtensor" << "[Shard(dim=5000)]" << 11 << "out of range";
  QTest::newRow("dtensor replicate args") << "dtensor" << "[Replicate(0)]" << 11 << "takes no arguments";
}

void TestShardingNotations::rejectsMalformedNotations() {
  QFETCH(QString, kind);
  QFETCH(QString, text);
  QFETCH(int, offset);
  QFETCH(QString, message);
  const std::string utf8 = text.toStdString();
  std::optional<ShardingParseError> error;
  if (kind == "mesh") {
    auto r = parseMesh(utf8);
    if (auto* e = std::get_if<ShardingParseError>(&r)) error = *e;
  } else if (kind == "named") {
    auto r = parseNamedSharding(utf8);
    if (auto* e = std::get_if<ShardingParseError>(&r)) error = *e;
  } else {
    auto r = parsePlacements(utf8);
    if (auto* e = std::get_if<ShardingParseError>(&r)) error = *e;
  }
  QVERIFY2(error.has_value(), "accepted");
  QVERIFY2(QString::fromStdString(error->message).contains(message), error->message.c_str());
  QCOMPARE(error->offset, static_cast<std::size_t>(offset));
}

void TestShardingNotations::namedToGspmdAndBack_data() {
  QTest::addColumn<QString>("meshText");
  QTest::addColumn<QString>("namedText");
  QTest::addColumn<QString>("gspmd");
  const QString xy = "<[\"x\"=2, \"y\"=4]>";
  QTest::newRow("both dims") << xy << "[{\"x\"}, {\"y\"}]" << "{devices=[2,4]<=[8]}";
  QTest::newRow("swapped axes") << xy << "[{\"y\"}, {\"x\"}]" << "{devices=[4,2]<=[2,4]T(1,0)}";
  QTest::newRow("partial replication") << xy << "[{\"x\"}, {}]" << "{devices=[2,1,4]<=[8] last_tile_dim_replicate}";
  QTest::newRow("replicate major axis") << xy << "[{}, {\"y\"}]"
                                        << "{devices=[1,4,2]<=[2,4]T(1,0) last_tile_dim_replicate}";
  QTest::newRow("two axes one dim") << xy << "[{\"y\", \"x\"}]" << "{devices=[8]<=[2,4]T(1,0)}";
  QTest::newRow("fully replicated") << xy << "[{}, {}]" << "{replicated}";
  QTest::newRow("unreduced") << xy << "[{}, {}], unreduced={\"x\"}"
                             << "{devices=[1,1,4,2]<=[2,4]T(1,0) last_tile_dims={replicated, unreduced}}";
  QTest::newRow("sharded and unreduced") << xy << "[{\"y\"}], unreduced={\"x\"}"
                                         << "{devices=[4,2]<=[2,4]T(1,0) last_tile_dims={unreduced}}";
  QTest::newRow("mesh device order") << "<[\"x\"=2, \"y\"=2], device_ids=[0,2,1,3]>" << "[{\"x\"}, {\"y\"}]"
                                     << "{devices=[2,2]<=[2,2]T(1,0)}";
  QTest::newRow("mesh of other devices") << "<[\"x\"=2], device_ids=[7,3]>" << "[{\"x\"}]"
                                         << "{devices=[2]7,3}";
  QTest::newRow("size-1 axis") << "<[\"x\"=1, \"y\"=8]>" << "[{\"y\"}, {}]" << "{devices=[8,1]<=[8]}";
}

// named -> GSPMD gives the expected text; GSPMD -> named gives back the same form.
void TestShardingNotations::namedToGspmdAndBack() {
  QFETCH(QString, meshText);
  QFETCH(QString, namedText);
  QFETCH(QString, gspmd);
  const Mesh m = mesh(meshText);
  const NamedSharding n = named(namedText);
  const auto converted = toHloSharding(n, m);
  QVERIFY2(errorOf(converted).isEmpty(), qPrintable(errorOf(converted)));
  const HloSharding& s = std::get<HloSharding>(converted);
  QCOMPARE(QString::fromStdString(s.toString()), gspmd);
  QVERIFY(s == hlo(gspmd));
  const auto back = toNamedSharding(hlo(gspmd), m, static_cast<int64_t>(n.dims.size()));
  QVERIFY2(errorOf(back).isEmpty(), qPrintable(errorOf(back)));
  QCOMPARE(QString::fromStdString(std::get<NamedSharding>(back).toString()), namedText);
}

void TestShardingNotations::placementsToGspmdAndBack_data() {
  QTest::addColumn<QString>("placementText");
  QTest::addColumn<int>("rank");
  QTest::addColumn<QString>("gspmd");
  QTest::newRow("dp") << "[Shard(0), Replicate()]" << 2 << "{devices=[2,1,4]<=[8] last_tile_dim_replicate}";
  QTest::newRow("dp+tp") << "[Shard(0), Shard(1)]" << 2 << "{devices=[2,4]<=[8]}";
  QTest::newRow("same dim twice") << "[Shard(0), Shard(0)]" << 2 << "{devices=[8,1]<=[8]}";
  QTest::newRow("negative dim") << "[Replicate(), Shard(-1)]" << 3
                                << "{devices=[1,1,4,2]<=[2,4]T(1,0) last_tile_dim_replicate}";
  QTest::newRow("partial") << "[Replicate(), Partial()]" << 1
                           << "{devices=[1,2,4]<=[8] last_tile_dims={replicated, unreduced}}";
  QTest::newRow("replicated") << "[Replicate(), Replicate()]" << 2 << "{replicated}";
}

void TestShardingNotations::placementsToGspmdAndBack() {
  QFETCH(QString, placementText);
  QFETCH(int, rank);
  QFETCH(QString, gspmd);
  const Mesh m = mesh("<[\"dp\"=2, \"tp\"=4]>");
  const auto ps = placements(placementText);
  const auto converted = toHloSharding(ps, m, rank);
  QVERIFY2(errorOf(converted).isEmpty(), qPrintable(errorOf(converted)));
  QCOMPARE(QString::fromStdString(std::get<HloSharding>(converted).toString()), gspmd);
  const auto back = toPlacements(hlo(gspmd), m, rank);
  QVERIFY2(errorOf(back).isEmpty(), qPrintable(errorOf(back)));
  // Back as canonical placements: negative dims come back counted from the front.
  const auto again = toHloSharding(std::get<std::vector<Placement>>(back), m, rank);
  QVERIFY(std::get<HloSharding>(again) == hlo(gspmd));
  for (std::size_t i = 0; i < ps.size(); ++i) {
    QCOMPARE(std::get<std::vector<Placement>>(back)[i].kind, ps[i].kind);
  }
}

void TestShardingNotations::refusesImpossibleConversions_data() {
  QTest::addColumn<QString>("what");
  QTest::addColumn<QString>("input");
  QTest::addColumn<QString>("message");
  QTest::newRow("device order") << "gspmd" << "{devices=[4,2]0,4,2,6,3,7,1,5}" << "mesh cannot express it";
  QTest::newRow("tile sizes") << "gspmd" << "{devices=[8,1]0,1,2,3,4,5,7,6}" << "mesh cannot express it";
  QTest::newRow("too few devices") << "gspmd" << "{devices=[4,1]<=[4]}" << "spans 4 devices";
  QTest::newRow("other devices") << "gspmd" << "{devices=[8,1]1,2,3,4,5,6,7,8}" << "not the mesh's devices";
  QTest::newRow("manual") << "gspmd" << "{manual}" << "no named-axis form";
  QTest::newRow("manual subgroup") << "gspmd" << "{devices=[2,1,4]<=[8] last_tile_dims={manual}}" << "manual subgroups";
  QTest::newRow("maximal") << "gspmd" << "{maximal device=0}" << "one device";
  QTest::newRow("tuple") << "gspmd" << "{{replicated}}" << "convert the elements";
  QTest::newRow("rank mismatch") << "gspmd" << "{devices=[2,4,1]<=[8]}" << "tensor has rank 2";
  QTest::newRow("unknown axis") << "named" << "[{\"z\"}, {}]" << "not an axis";
  QTest::newRow("axis twice") << "named" << "[{\"x\"}, {\"x\"}]" << "more than once";
  QTest::newRow("against mesh order") << "named" << "[{\"y\", \"x\"}, {}]" << "DTensor placements cannot";
  QTest::newRow("partial max") << "dtensor" << "[Partial(max), Replicate()]" << "only pending sums";
  QTest::newRow("shard past rank") << "dtensor" << "[Shard(2), Replicate()]" << "outside a tensor of rank 2";
  QTest::newRow("placement count") << "dtensor" << "[Shard(0)]" << "1 placements for a mesh of 2 axes";
}

void TestShardingNotations::refusesImpossibleConversions() {
  QFETCH(QString, what);
  QFETCH(QString, input);
  QFETCH(QString, message);
  const Mesh m = mesh("<[\"x\"=2, \"y\"=4]>");
  QString error;
  if (what == "gspmd") {
    error = errorOf(toNamedSharding(hlo(input), m, int64_t{2}));
  } else if (what == "named") {
    const NamedSharding n = named(input);
    const auto toGspmd = toHloSharding(n, m);
    error = errorOf(toPlacements(n, m));
    if (message != "DTensor placements cannot") QCOMPARE(errorOf(toGspmd), error);
  } else {
    error = errorOf(toHloSharding(placements(input), m, 2));
  }
  QVERIFY2(error.contains(message), qPrintable(error.isEmpty() ? "converted" : error));
}

// Found by fuzz_sharding (the sdy.sharding of tests/data/bad/f2_sdy_128_dims.mlir): a
// named sharding or a DTensor rank past HloSharding::kMaxTileRank threw from
// HloSharding::tiled, uncaught, instead of being refused.
void TestShardingNotations::refusesMoreTileDimsThanGspmdHas() {
  const Mesh m = mesh("<[\"x\"=2, \"y\"=4]>");
  QStringList dims;
  for (int d = 0; d < 130; ++d) dims << "{}";
  const QString wide = "[" + dims.join(", ") + "]";
  QVERIFY(errorOf(toHloSharding(named(wide), m)).contains("no GSPMD form"));
  QVERIFY(errorOf(toHloSharding(placements("[Shard(0), Replicate()]"), m, 200)).contains("no GSPMD form"));
  // 127 data dims and the replicated subgroup are 128 tile dims: still a GSPMD sharding.
  dims.erase(dims.begin() + 127, dims.end());
  QCOMPARE(errorOf(toHloSharding(named("[" + dims.join(", ") + "]"), m)), QString());
}

void TestShardingNotations::meshCreateChecksItsInput() {
  QVERIFY(std::holds_alternative<Mesh>(Mesh::create({{"x", 2}, {"y", 2}}, {3, 2, 1, 0})));
  QVERIFY(std::holds_alternative<std::string>(Mesh::create({{"x", 2}, {"x", 2}})));
  QVERIFY(std::holds_alternative<std::string>(Mesh::create({{"x", 2}}, {0, 0})));
  QVERIFY(std::holds_alternative<std::string>(Mesh::create({{"x", 2}}, {0, 1, 2})));
  QVERIFY(std::holds_alternative<std::string>(Mesh::create({{"a\"b", 2}})));
  QVERIFY(std::holds_alternative<std::string>(Mesh::create({{"x", 1 << 11}, {"y", 1 << 11}})));
  const Mesh reversed = std::get<Mesh>(Mesh::create({{"x", 4}}, {3, 2, 1, 0}));
  QVERIFY(!reversed.hasIotaDeviceOrder());
  const auto s = toHloSharding(named("[{\"x\"}]"), reversed);
  QCOMPARE(QString::fromStdString(std::get<HloSharding>(s).toString()), QString("{devices=[4]3,2,1,0}"));
}

void TestShardingNotations::infersAMeshForAnyTiling_data() {
  QTest::addColumn<QString>("gspmd");
  QTest::addColumn<QString>("meshText");
  QTest::addColumn<QString>("namedText");
  QTest::newRow("scrambled order") << "{devices=[4,2]0,4,2,6,3,7,1,5}"
                                   << "<[\"a0\"=4, \"a1\"=2], device_ids=[0,4,2,6,3,7,1,5]>"
                                   << "[{\"a0\"}, {\"a1\"}]";
  QTest::newRow("partial replication") << "{devices=[1,2,2]0,2,1,3 last_tile_dim_replicate}"
                                       << "<[\"a1\"=2, \"replicated\"=2], device_ids=[0,2,1,3]>"
                                       << "[{}, {\"a1\"}], replicated={\"replicated\"}";
  QTest::newRow("unreduced") << "{devices=[2,4]<=[8] last_tile_dims={unreduced}}"
                             << "<[\"a0\"=2, \"unreduced\"=4]>" << "[{\"a0\"}], unreduced={\"unreduced\"}";
  QTest::newRow("replicated") << "{devices=[1,1,4]<=[4] last_tile_dim_replicate}" << "" << "";
  QTest::newRow("manual subgroup") << "{devices=[2,2]<=[4] last_tile_dims={manual}}" << "" << "";
}

void TestShardingNotations::infersAMeshForAnyTiling() {
  QFETCH(QString, gspmd);
  QFETCH(QString, meshText);
  QFETCH(QString, namedText);
  const auto inferred = inferMeshAndNamedSharding(hlo(gspmd));
  QCOMPARE(errorOf(inferred).isEmpty(), !meshText.isEmpty());
  if (meshText.isEmpty()) return;
  const auto& [m, n] = std::get<MeshAndNamedSharding>(inferred);
  QCOMPARE(QString::fromStdString(m.toString()), meshText);
  QCOMPARE(QString::fromStdString(n.toString()), namedText);
  QVERIFY(std::get<HloSharding>(toHloSharding(n, m)) == hlo(gspmd));
}

// Random edits of valid text in each notation give a value that round-trips, or an
// error inside the text; never a crash.
void TestShardingNotations::survivesMutations() {
  const std::vector<std::pair<int, std::string>> seeds = {
      {0, "<[\"x\"=2, \"y\"=4], device_ids=[0,2,1,3,4,6,5,7]>"},
      {1, "#sdy.sharding<@mesh, [{\"x\", ?}, {\"y\"}], replicated={\"z\"}, unreduced={\"w\"}>"},
      {2, "(Shard(dim=0), Replicate(), Partial(reduce_op='sum'), S(1), R, P)"}};
  const std::string alphabet = "<>[]{}(),=\"?@#:'-0123456789 xyzSRP_abcdehilmnoprstu";
  std::mt19937 rng(7);
  int values = 0;
  for (int i = 0; i < 3000; ++i) {
    const auto& [kind, seed] = seeds[rng() % seeds.size()];
    std::string text = seed;
    for (int e = 0, edits = 1 + static_cast<int>(rng() % 3); e < edits && !text.empty(); ++e) {
      const std::size_t at = rng() % text.size();
      switch (rng() % 4) {
        case 0: text[at] = alphabet[rng() % alphabet.size()]; break;
        case 1: text.insert(text.begin() + at, alphabet[rng() % alphabet.size()]); break;
        case 2: text.erase(text.begin() + at); break;
        default: text.resize(at); break;
      }
    }
    std::optional<ShardingParseError> error;
    if (kind == 0) {
      auto r = parseMesh(text);
      if (auto* e = std::get_if<ShardingParseError>(&r)) error = *e;
      else QVERIFY2(mesh(QString::fromStdString(std::get<Mesh>(r).toString())) == std::get<Mesh>(r), text.c_str());
    } else if (kind == 1) {
      auto r = parseNamedSharding(text);
      if (auto* e = std::get_if<ShardingParseError>(&r)) error = *e;
      else QVERIFY2(named(QString::fromStdString(std::get<NamedSharding>(r).toString())).dims ==
                        std::get<NamedSharding>(r).dims, text.c_str());
    } else {
      auto r = parsePlacements(text);
      if (auto* e = std::get_if<ShardingParseError>(&r)) error = *e;
      else QVERIFY2(placements(QString::fromStdString(placementsToString(std::get<std::vector<Placement>>(r)))) ==
                        std::get<std::vector<Placement>>(r), text.c_str());
    }
    if (error) {
      QVERIFY2(error->offset <= text.size() && !error->message.empty(), text.c_str());
    } else {
      ++values;
    }
  }
  qInfo("notation mutants: %d of 3000 parsed", values);
  QVERIFY(values > 0);
}

// Random meshes (shuffled device orders) and random named shardings: named -> GSPMD ->
// named -> GSPMD gives the same GSPMD sharding, and placements survive when the named
// form follows mesh order.
void TestShardingNotations::randomConversionsRoundTrip() {
  std::mt19937 rng(1234);
  int toPlacementsOk = 0;
  for (int round = 0; round < 300; ++round) {
    const int axisCount = 1 + static_cast<int>(rng() % 4);
    std::vector<MeshAxis> axes;
    int64_t count = 1;
    for (int a = 0; a < axisCount; ++a) {
      axes.push_back({std::string(1, static_cast<char>('a' + a)), 1 + static_cast<int64_t>(rng() % 3)});
      count *= axes.back().size;
    }
    std::vector<int64_t> ids(count);
    std::iota(ids.begin(), ids.end(), int64_t{0});
    if (rng() % 2) std::shuffle(ids.begin(), ids.end(), rng);
    const Mesh m = std::get<Mesh>(Mesh::create(axes, ids));

    const int rank = 1 + static_cast<int>(rng() % 3);
    NamedSharding n;
    n.dims.resize(rank);
    std::vector<int> order(axisCount);
    std::iota(order.begin(), order.end(), 0);
    std::shuffle(order.begin(), order.end(), rng);
    for (int a : order) {
      const auto where = rng() % (rank + 2);
      if (where < static_cast<unsigned>(rank)) n.dims[where].axes.push_back(axes[a].name);
      else if (where == static_cast<unsigned>(rank)) n.unreduced.push_back(axes[a].name);
    }
    const QString text = QString::fromStdString(n.toString() + " on " + m.toString());
    const auto gspmd = toHloSharding(n, m);
    QVERIFY2(errorOf(gspmd).isEmpty(), qPrintable(text));
    const HloSharding& s = std::get<HloSharding>(gspmd);
    const auto back = toNamedSharding(s, m, int64_t{rank});
    QVERIFY2(errorOf(back).isEmpty(), qPrintable(text + ": " + errorOf(back)));
    const auto again = toHloSharding(std::get<NamedSharding>(back), m);
    QVERIFY2(std::get<HloSharding>(again) == s, qPrintable(text));

    const auto ps = toPlacements(n, m);
    if (!errorOf(ps).isEmpty()) continue;  // a dim split against mesh order
    ++toPlacementsOk;
    const auto fromPlacements = toHloSharding(std::get<std::vector<Placement>>(ps), m, rank);
    QVERIFY2(std::get<HloSharding>(fromPlacements) == s, qPrintable(text));
  }
  QVERIFY(toPlacementsOk > 100);
}

QTEST_APPLESS_MAIN(TestShardingNotations)
#include "test_sharding_notations.moc"
