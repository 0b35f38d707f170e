// Manual shardings as XLA treats them: {manual} spreads through its region, automatic
// shardings never enter it, SPMDFullToShardShape opens the region and
// SPMDShardToFullShape closes it.
#include "io/hlo_text_parser.h"
#include "propagation/sharding_propagation.h"

#include <QTest>

using namespace shardscope;
using sharding::HloSharding;

namespace {

ir::Module load(const std::string& text) {
  io::HloParseOptions options;
  options.fileName = "manual.hlo";
  io::LoadResult result = io::parseHloText(text, options);
  if (!result.ok()) qFatal("test module does not parse: %s", result.diagnostics.empty() ? "" : result.diagnostics[0].format().c_str());
  return std::move(*result.module);
}

QString shardingOf(const propagation::PropagationResult& r, const ir::Module& m, const char* computation,
                   const char* name) {
  const HloSharding* s = r.find(m, m.findComputation(computation), name);
  if (!s) return QStringLiteral("(none)");
  HloSharding explicitDevices = *s;
  explicitDevices.setIota(std::nullopt);
  return QString::fromStdString(explicitDevices.toString(false));
}

// A shard_map-like region: x is split over 2 devices, each device adds a constant and
// a tiled value z (which must not enter the region), and the result is stitched back.
// `conversionSharding` is appended to the SPMDFullToShardShape, `exitSharding` to the
// SPMDShardToFullShape.
std::string regionModule(const std::string& conversionSharding, const std::string& exitSharding) {
  return R"(HloModule m

f {
  fp = f32[4,4] parameter(0)
  ROOT fn = f32[4,4] negate(fp)
}

ENTRY e {
  x = f32[8,4] parameter(0), sharding={devices=[2,1]0,1}
  z = f32[4,4] parameter(1), sharding={devices=[1,2]0,1}
  s = f32[8,4] custom-call(x), custom_call_target="Sharding", sharding={devices=[2,1]0,1}
  m = f32[4,4] custom-call(s), custom_call_target="SPMDFullToShardShape")" + conversionSharding + R"(
  n = f32[4,4] negate(m)
  zero = f32[] constant(0)
  c = f32[4,4] broadcast(zero), dimensions={}
  k = f32[4,4] add(n, c)
  kz = f32[4,4] add(k, z)
  called = f32[4,4] call(kz), to_apply=f
  back = f32[4,4] custom-call(called), custom_call_target="Sharding", sharding={manual}
  full = f32[8,4] custom-call(back), custom_call_target="SPMDShardToFullShape")" + exitSharding + R"(
  g = f32[8,4] negate(full)
  ROOT out = f32[8,4] copy(g)
}
)";
}

}  // namespace

class TestManualSharding : public QObject {
  Q_OBJECT
 private slots:
  void manualSpreadsThroughTheRegionOnly() {
    const ir::Module m = load(regionModule(", sharding={manual}", ", sharding={devices=[2,1]0,1}"));
    const auto r = propagation::propagateShardings(m, {});
    for (const char* name : {"n", "k", "kz", "called"}) QCOMPARE(shardingOf(r, m, "e", name), QStringLiteral("{manual}"));
    // Backward inside the region: the constant takes its user's {manual}.
    QCOMPARE(shardingOf(r, m, "e", "c"), QStringLiteral("{manual}"));
    // Through the call: parameter and root are manual too.
    QCOMPARE(shardingOf(r, m, "f", "fp"), QStringLiteral("{manual}"));
    QCOMPARE(shardingOf(r, m, "f", "fn"), QStringLiteral("{manual}"));
    // The tiled z does not enter: kz stays manual, z keeps its own sharding.
    QCOMPARE(shardingOf(r, m, "e", "z"), QStringLiteral("{devices=[1,2]0,1}"));
    // Out of the region the full-shape sharding carries on.
    QCOMPARE(shardingOf(r, m, "e", "g"), QStringLiteral("{devices=[2,1]0,1}"));
    bool sawManualRule = false;
    for (const trace::TraceEvent& event : r.trace.events()) sawManualRule |= event.rule == "manual";
    QVERIFY(sawManualRule);
  }

  void fullToShardOpensTheRegionWithoutAnAnnotation() {
    const ir::Module m = load(regionModule("", ", sharding={devices=[2,1]0,1}"));
    const auto r = propagation::propagateShardings(m);
    QCOMPARE(shardingOf(r, m, "e", "m"), QStringLiteral("{manual}"));
    QCOMPARE(shardingOf(r, m, "e", "k"), QStringLiteral("{manual}"));
    // The full-shape operand of the conversion is not made manual.
    QCOMPARE(shardingOf(r, m, "e", "s"), QStringLiteral("{devices=[2,1]0,1}"));
  }

  void manualDoesNotLeaveThroughShardToFull() {
    const ir::Module m = load(regionModule(", sharding={manual}", ""));
    const auto r = propagation::propagateShardings(m);
    QCOMPARE(shardingOf(r, m, "e", "back"), QStringLiteral("{manual}"));
    QCOMPARE(shardingOf(r, m, "e", "full"), QStringLiteral("(none)"));
    QCOMPARE(shardingOf(r, m, "e", "g"), QStringLiteral("(none)"));
  }

  void automaticShardingsNeverReplaceManual() {
    const ir::Module m = load(R"(HloModule m

ENTRY e {
  x = f32[4,4] parameter(0), sharding={manual}
  y = f32[4,4] parameter(1), sharding={devices=[2,1]0,1}
  a = f32[4,4] negate(x)
  b = f32[4,4] add(a, y)
  ROOT out = f32[4,4] copy(b)
}
)");
    propagation::PropagationOptions options;
    options.isSpmd = true;
    const auto r = propagation::propagateShardings(m, options);
    QCOMPARE(shardingOf(r, m, "e", "a"), QStringLiteral("{manual}"));
    QCOMPARE(shardingOf(r, m, "e", "b"), QStringLiteral("{manual}"));
  }
};

QTEST_APPLESS_MAIN(TestManualSharding)
#include "test_manual_sharding.moc"
