// Untrusted GSPMD text: every malformed form gives a positioned error (never a crash,
// hang or large allocation), and random mutants of valid text give a value or an error.
#include <QTest>

#include <random>

#include "sharding/hlo_sharding.h"

using namespace shardscope::sharding;

class TestHloShardingMalformed : public QObject {
  Q_OBJECT

 private slots:
  void rejectsWithPosition_data();
  void rejectsWithPosition();
  void boundsNesting();
  void boundsTotalDevices();
  void boundsTupleSize();
  void acceptsTheLimits();
  void survivesMutations();
};

void TestHloShardingMalformed::rejectsWithPosition_data() {
  QTest::addColumn<QString>("text");
  QTest::addColumn<int>("offset");
  QTest::addColumn<QString>("message");  // a part of the expected message
  QTest::newRow("empty") << "" << 0 << "expected '{' to start a sharding, found end of input";
  QTest::newRow("no brace") << "replicated" << 0 << "found 'replicated'";
  QTest::newRow("unclosed") << "{replicated" << 11 << "found end of input";
  QTest::newRow("trailing") << "{replicated} {manual}" << 13 << "expected end of the sharding";
  QTest::newRow("unknown word") << "{replicate}" << 1 << "found 'replicate'";
  QTest::newRow("stray char") << "{devices=[2]0,1 ;}" << 16 << "found ';'";
  QTest::newRow("two kinds") << "{replicated manual}" << 12 << "conflicts with 'replicated'";
  QTest::newRow("replicated with devices") << "{replicated devices=[2]0,1}" << 12 << "no devices=";
  QTest::newRow("manual with subgroup") << "{manual last_tile_dim_replicate}" << 8 << "no subgroup";
  QTest::newRow("maximal without device") << "{maximal}" << 8 << "expected device=";
  QTest::newRow("maximal with devices") << "{maximal devices=[1]0}" << 9 << "takes device=";
  QTest::newRow("device without maximal") << "{device=1}" << 1 << "only valid with 'maximal'";
  QTest::newRow("negative maximal") << "{maximal device=-1}" << 16 << "non-negative";
  QTest::newRow("nothing but a group") << "{shard_as 1}" << 0 << "expected a sharding kind";
  QTest::newRow("group id missing") << "{unknown shard_as}" << 17 << "expected a shard group id";
  QTest::newRow("two groups") << "{unknown shard_as 1 shard_like 2}" << 20 << "at most one";
  QTest::newRow("devices no bracket") << "{devices=2,0,1}" << 9 << "expected '['";
  QTest::newRow("devices no equals") << "{devices [2]0,1}" << 9 << "expected '=' after 'devices'";
  QTest::newRow("empty dims") << "{devices=[]0}" << 10 << "expected a dimension size";
  QTest::newRow("zero dim") << "{devices=[2,0]0,1}" << 12 << "at least 1";
  QTest::newRow("negative dim") << "{devices=[-2]0,1}" << 10 << "at least 1";
  QTest::newRow("dim overflow") << "{devices=[99999999999999999999]0}" << 10 << "integer out of range";
  QTest::newRow("product too large") << "{devices=[1024,1024,2]<=[2097152]}" << 20 << "more than 1048576 devices";
  QTest::newRow("product overflow") << "{devices=[4294967296,4294967296]0}" << 10 << "more than 1048576";
  QTest::newRow("too few devices") << "{devices=[2,2]0,1,2}" << 14 << "needs 4 devices, found 3";
  QTest::newRow("too many devices") << "{devices=[2]0,1,2}" << 16 << "more devices than the 2 tiles";
  QTest::newRow("duplicate device") << "{devices=[2,2]0,1,2,1}" << 20 << "device 1 appears twice";
  QTest::newRow("negative device") << "{devices=[2]0,-1}" << 14 << "non-negative";
  QTest::newRow("huge device") << "{devices=[2]0,1048576}" << 14 << "exceeds the limit";
  QTest::newRow("trailing comma") << "{devices=[2]0,1,}" << 16 << "expected a device id, found '}'";
  QTest::newRow("no device list") << "{devices=[2]}" << 12 << "expected a device id";
  QTest::newRow("glued word") << "{devices=[2]0,1abc}" << 14 << "expected a device id";
  QTest::newRow("iota mismatch") << "{devices=[2,2]<=[8]}" << 16 << "name 8 devices";
  QTest::newRow("iota no bracket") << "{devices=[4]<=4}" << 14 << "expected '['";
  QTest::newRow("perm repeated") << "{devices=[4]<=[2,2]T(1,1)}" << 23 << "appears twice";
  QTest::newRow("perm out of range") << "{devices=[4]<=[2,2]T(0,2)}" << 23 << "not a dimension";
  QTest::newRow("perm short") << "{devices=[4]<=[2,2]T(0)}" << 19 << "expected 2";
  QTest::newRow("perm negative") << "{devices=[4]<=[2,2]T(-1,0)}" << 21 << "not a dimension";
  QTest::newRow("perm unclosed") << "{devices=[4]<=[2,2]T(1,0}" << 24 << "expected ',' or ')'";
  QTest::newRow("both subgroup forms")
      << "{devices=[2,2]0,1,2,3 last_tile_dim_replicate last_tile_dims={replicated}}" << 46
      << "cannot both be set";
  QTest::newRow("too many subgroups") << "{devices=[2]0,1 last_tile_dims={manual, replicated}}" << 16
                                      << "only 1 dimensions";
  QTest::newRow("bad subgroup kind") << "{devices=[2,2]<=[4] last_tile_dims={maximal}}" << 36
                                     << "expected a subgroup kind";
  QTest::newRow("duplicate devices attr") << "{devices=[2]0,1 devices=[2]0,1}" << 16 << "duplicate devices=";
  QTest::newRow("metadata unclosed string") << "{replicated metadata={op_name=\"a}}" << 30 << "unterminated string";
  QTest::newRow("metadata no equals") << "{replicated metadata={op_name \"a\"}}" << 30 << "expected '='";
  QTest::newRow("metadata no value") << "{replicated metadata={op_name=}}" << 30 << "expected a metadata value";
  QTest::newRow("metadata no brace") << "{replicated metadata=op_name}" << 21 << "expected '{' to start metadata";
  QTest::newRow("metadata list unclosed") << "{replicated metadata={{op_name=\"a\"}" << 35 << "found end of input";
  QTest::newRow("metadata unbalanced value") << "{replicated metadata={profile_type={1}" << 38 << "'}' to end metadata";
  QTest::newRow("tuple missing comma") << "{{replicated} {manual}}" << 14 << "expected ',' or '}'";
  QTest::newRow("tuple trailing comma") << "{{replicated},}" << 14 << "expected '{'";
  QTest::newRow("tuple unclosed") << "{{replicated}" << 13 << "found end of input";
  QTest::newRow("tuple element bad") << "{{replicated}, {devices=[2]0}}" << 27 << "needs 2 devices";
  QTest::newRow("unterminated comment") << "{{replicated}, /*index=1 {manual}}" << 15 << "unterminated comment";
  QTest::newRow("nul byte") << QString("{repl") + QChar(0) + "icated}" << 1 << "found 'repl'";
}

void TestHloShardingMalformed::rejectsWithPosition() {
  QFETCH(QString, text);
  QFETCH(int, offset);
  QFETCH(QString, message);
  const std::string utf8 = text.toStdString();
  const auto result = parseHloSharding(utf8);
  if (const auto* value = std::get_if<HloSharding>(&result)) {
    QFAIL(qPrintable("accepted as " + QString::fromStdString(value->toString())));
  }
  const auto& error = std::get<ShardingParseError>(result);
  QVERIFY2(QString::fromStdString(error.message).contains(message),
           qPrintable(QString::fromStdString(error.message)));
  QCOMPARE(error.offset, static_cast<std::size_t>(offset));
}

void TestHloShardingMalformed::boundsNesting() {
  const int limit = HloSharding::kMaxNestingDepth;
  std::string ok = std::string(limit, '{') + "{replicated}" + std::string(limit, '}');
  QVERIFY(std::holds_alternative<HloSharding>(parseHloSharding(ok)));
  std::string deep = std::string(limit + 1, '{') + "{replicated}" + std::string(limit + 1, '}');
  auto result = parseHloSharding(deep);
  QVERIFY(std::holds_alternative<ShardingParseError>(result));
  QCOMPARE(std::get<ShardingParseError>(result).offset, static_cast<std::size_t>(limit + 1));
  // Far deeper than any stack could take if recursion were unbounded.
  std::string abyss(1 << 20, '{');
  QVERIFY(std::holds_alternative<ShardingParseError>(parseHloSharding(abyss)));
}

// Short iota shardings expand to many ids: a whole attribute has a device budget.
void TestHloShardingMalformed::boundsTotalDevices() {
  std::string text = "{";
  for (int i = 0; i < 64; ++i) text += std::string(i ? ", " : "") + "{devices=[1048576]<=[1048576]}";
  text += "}";
  const auto result = parseHloSharding(text);
  QVERIFY(std::holds_alternative<ShardingParseError>(result));
  QVERIFY(QString::fromStdString(std::get<ShardingParseError>(result).message).contains("in total"));
}

void TestHloShardingMalformed::boundsTupleSize() {
  std::string ok = "{{replicated}";
  for (int i = 1; i < 4096; ++i) ok += ",{}";
  const auto accepted = parseHloSharding(ok + "}");
  QVERIFY(std::holds_alternative<HloSharding>(accepted));
  QCOMPARE(std::get<HloSharding>(accepted).tupleElements().size(), std::size_t{4096});
  std::string huge = "{{}";
  for (int i = 1; i < (1 << 16) + 8; ++i) huge += ",{}";
  const auto result = parseHloSharding(huge + "}");
  QVERIFY(std::holds_alternative<ShardingParseError>(result));
  QVERIFY(QString::fromStdString(std::get<ShardingParseError>(result).message).contains("shardings in one attribute"));
}

void TestHloShardingMalformed::acceptsTheLimits() {
  const auto result = parseHloSharding("{devices=[1024,1024]<=[1024,1024]T(1,0)}");
  QVERIFY(std::holds_alternative<HloSharding>(result));
  const HloSharding& s = std::get<HloSharding>(result);
  QCOMPARE(s.numDevices(), HloSharding::kMaxDevices);
  QCOMPARE(s.devices()[1], int64_t{1024});
  QCOMPARE(QString::fromStdString(s.toString()), QString("{devices=[1024,1024]<=[1024,1024]T(1,0)}"));
  QVERIFY(std::holds_alternative<HloSharding>(parseHloSharding("{maximal device=1048575}")));
}

// Random byte flips, insertions and truncations of valid text: each mutant parses to a
// value (which must then print and re-parse to an equal value) or to an error whose
// offset lies inside the text.
void TestHloShardingMalformed::survivesMutations() {
  const std::vector<std::string> seeds = {
      "{replicated}", "{maximal device=3 metadata={op_name=\"a\"}}",
      "{devices=[2,1,2]0,1,2,3 last_tile_dim_replicate}",
      "{devices=[2,4]<=[2,4]T(1,0)}", "{devices=[2,1,2,2]<=[8] last_tile_dims={manual, replicated}}",
      "{{replicated}, {devices=[2]0,1 shard_as 1}, {}}",
      "{devices=[2]1,0 metadata={{op_name=\"x{\\\"}\" source_line=3}, {op_name=\"y\"}}}",
      "{unknown shard_like 7}"};
  const std::string alphabet = "{}[](),=<>T-0123456789 \"\\/*abcdemnprtuvil_";
  std::mt19937 rng(20261129);
  int values = 0;
  int errors = 0;
  for (int i = 0; i < 6000; ++i) {
    std::string text = seeds[rng() % seeds.size()];
    const int edits = 1 + static_cast<int>(rng() % 3);
    for (int e = 0; e < edits && !text.empty(); ++e) {
      const std::size_t at = rng() % text.size();
      switch (rng() % 4) {
        case 0: text[at] = alphabet[rng() % alphabet.size()]; break;
        case 1: text.insert(text.begin() + at, alphabet[rng() % alphabet.size()]); break;
        case 2: text.erase(text.begin() + at); break;
        default: text.resize(at); break;
      }
    }
    const auto result = parseHloSharding(text);
    if (const auto* error = std::get_if<ShardingParseError>(&result)) {
      QVERIFY2(error->offset <= text.size(), text.c_str());
      QVERIFY2(!error->message.empty(), text.c_str());
      ++errors;
    } else {
      const HloSharding& s = std::get<HloSharding>(result);
      const auto again = parseHloSharding(s.toString());
      QVERIFY2(std::holds_alternative<HloSharding>(again), text.c_str());
      QVERIFY2(std::get<HloSharding>(again) == s, text.c_str());
      ++values;
    }
  }
  qInfo("mutants: %d parsed, %d rejected", values, errors);
  QVERIFY(values > 0);
  QVERIFY(errors > 0);
}

QTEST_APPLESS_MAIN(TestHloShardingMalformed)
#include "test_hlo_sharding_malformed.moc"
