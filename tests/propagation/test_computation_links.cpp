// Propagation into and out of while, call and conditional bodies (XLA's semantics: a
// while's operand, body parameter, body root, condition parameter and the while share
// one sharding; call and branch parameters take their operands' shardings and give
// theirs back; the call / conditional takes its computation roots').
#include "io/hlo_text_parser.h"
#include "propagation/sharding_propagation.h"

#include <QTest>

using namespace shardscope;
using sharding::HloSharding;

namespace {

ir::Module load(const std::string& text, bool verify = true) {
  io::HloParseOptions options;
  options.fileName = "links.hlo";
  options.verify = verify;
  io::LoadResult result = io::parseHloText(text, options);
  if (!result.ok()) qFatal("test module does not parse: %s", result.diagnostics.empty() ? "" : result.diagnostics[0].format().c_str());
  return std::move(*result.module);
}

HloSharding withExplicitDevices(HloSharding sharding) {
  if (!sharding.isTuple()) {
    sharding.setIota(std::nullopt);
    return sharding;
  }
  std::vector<HloSharding> elements;
  for (const HloSharding& element : sharding.tupleElements()) elements.push_back(withExplicitDevices(element));
  return HloSharding::tuple(std::move(elements));
}

// The sharding of `name` in computation `computation`, with explicit device lists.
QString shardingOf(const propagation::PropagationResult& r, const ir::Module& m, const char* computation,
                   const char* name) {
  const HloSharding* s = r.find(m, m.findComputation(computation), name);
  if (!s) return QStringLiteral("(none)");
  return QString::fromStdString(withExplicitDevices(*s).toString(false));
}

// A while loop over (f32[8,4], s32[]) that negates the array; `entryAnnotation` and
// `bodyAnnotation` are appended to the entry copy `b` and the body's negate `y`.
std::string whileModule(const std::string& entryAnnotation, const std::string& bodyAnnotation) {
  return R"(HloModule m

body {
  bp = (f32[8,4], s32[]) parameter(0)
  x = f32[8,4] get-tuple-element(bp), index=0
  i = s32[] get-tuple-element(bp), index=1
  y = f32[8,4] negate(x))" + bodyAnnotation + R"(
  one = s32[] constant(1)
  j = s32[] add(i, one)
  ROOT t = (f32[8,4], s32[]) tuple(y, j)
}

cond {
  cp = (f32[8,4], s32[]) parameter(0)
  ci = s32[] get-tuple-element(cp), index=1
  limit = s32[] constant(10)
  ROOT lt = pred[] compare(ci, limit), direction=LT
}

ENTRY e {
  a = f32[8,4] parameter(0)
  b = f32[8,4] copy(a))" + entryAnnotation + R"(
  zero = s32[] constant(0)
  init = (f32[8,4], s32[]) tuple(b, zero)
  w = (f32[8,4], s32[]) while(init), condition=cond, body=body
  r = f32[8,4] get-tuple-element(w), index=0
  ROOT out = f32[8,4] copy(r)
}
)";
}

}  // namespace

class TestComputationLinks : public QObject {
  Q_OBJECT
 private slots:
  void whileCarriesTheOperandShardingThroughTheBody() {
    const ir::Module m = load(whileModule(", sharding={devices=[2,1]0,1}", ""));
    const auto r = propagation::propagateShardings(m);
    const QString loopSharding = QStringLiteral("{{devices=[2,1]0,1}, {replicated}}");
    QCOMPARE(shardingOf(r, m, "e", "init"), loopSharding);
    QCOMPARE(shardingOf(r, m, "e", "w"), loopSharding);
    QCOMPARE(shardingOf(r, m, "body", "bp"), loopSharding);
    QCOMPARE(shardingOf(r, m, "body", "t"), loopSharding);
    QCOMPARE(shardingOf(r, m, "cond", "cp"), loopSharding);
    QCOMPARE(shardingOf(r, m, "body", "x"), QStringLiteral("{devices=[2,1]0,1}"));
    QCOMPARE(shardingOf(r, m, "body", "y"), QStringLiteral("{devices=[2,1]0,1}"));
    QCOMPARE(shardingOf(r, m, "e", "r"), QStringLiteral("{devices=[2,1]0,1}"));
    // The trace names the link and the computation of a body instruction.
    bool sawLink = false;
    for (const trace::TraceEvent& event : r.trace.events())
      if (event.subject == "bp" && event.rule == "while") {
        sawLink = true;
        QCOMPARE(*event.detail("direction"), std::string("linked"));
        QCOMPARE(*event.detail("computation"), std::string("body"));
      }
    QVERIFY(sawLink);
  }

  void bodyAnnotationReachesTheEntry() {
    const ir::Module m = load(whileModule("", ", sharding={devices=[1,2]0,1}"));
    const auto r = propagation::propagateShardings(m);
    QCOMPARE(shardingOf(r, m, "body", "x"), QStringLiteral("{devices=[1,2]0,1}"));
    QCOMPARE(shardingOf(r, m, "e", "w"), QStringLiteral("{{devices=[1,2]0,1}, {replicated}}"));
    QCOMPARE(shardingOf(r, m, "e", "b"), QStringLiteral("{devices=[1,2]0,1}"));
    QCOMPARE(shardingOf(r, m, "e", "r"), QStringLiteral("{devices=[1,2]0,1}"));
  }

  void oneAnnotationOfTheGroupFixesAllOfIt() {
    // XLA: an annotated body root gives the while and both parameters the same, fixed sharding.
    std::string text = whileModule(", sharding={devices=[2,1]0,1}", "");
    const std::string root = "ROOT t = (f32[8,4], s32[]) tuple(y, j)";
    text.replace(text.find(root), root.size(), root + ", sharding={{devices=[1,2]0,1}, {replicated}}");
    const ir::Module m = load(text);
    const auto r = propagation::propagateShardings(m);
    const QString annotated = QStringLiteral("{{devices=[1,2]0,1}, {replicated}}");
    for (const auto& [computation, name] : {std::pair{"e", "w"}, {"body", "bp"}, {"body", "t"}, {"cond", "cp"}})
      QCOMPARE(shardingOf(r, m, computation, name), annotated);
    QVERIFY(r.computations[m.entry].userAnnotated[m.entryComputation().find("w")]);
    // The entry's annotation still holds, and the disagreement is in the trace.
    QCOMPARE(shardingOf(r, m, "e", "b"), QStringLiteral("{devices=[2,1]0,1}"));
    QVERIFY(r.conflicts > 0);
  }

  void callParametersAndRoot() {
    const char* text = R"(HloModule m

f {
  fp = f32[8,4] parameter(0)
  ROOT fn = f32[8,4] negate(fp)%s
}

ENTRY e {
  a = f32[8,4] parameter(0)
  b = f32[8,4] copy(a)%s
  c = f32[8,4] call(b), to_apply=f
  ROOT out = f32[8,4] copy(c)
}
)";
    auto module = [&](const char* inBody, const char* inEntry) {
      return load(QString::asprintf(text, inBody, inEntry).toStdString());
    };
    const ir::Module forwardModule = module("", ", sharding={devices=[2,1]0,1}");
    auto r = propagation::propagateShardings(forwardModule);
    QCOMPARE(shardingOf(r, forwardModule, "f", "fp"), QStringLiteral("{devices=[2,1]0,1}"));
    QCOMPARE(shardingOf(r, forwardModule, "f", "fn"), QStringLiteral("{devices=[2,1]0,1}"));
    QCOMPARE(shardingOf(r, forwardModule, "e", "c"), QStringLiteral("{devices=[2,1]0,1}"));

    // From inside the callee back to the call's operand, and out through the call.
    const ir::Module backwardModule = module(", sharding={devices=[1,2]0,1}", "");
    r = propagation::propagateShardings(backwardModule);
    QCOMPARE(shardingOf(r, backwardModule, "f", "fp"), QStringLiteral("{devices=[1,2]0,1}"));
    QCOMPARE(shardingOf(r, backwardModule, "e", "b"), QStringLiteral("{devices=[1,2]0,1}"));
    QCOMPARE(shardingOf(r, backwardModule, "e", "c"), QStringLiteral("{devices=[1,2]0,1}"));
  }

  void conditionalBranches() {
    const ir::Module m = load(R"(HloModule m

on_true {
  tp = f32[8,4] parameter(0)
  ROOT tn = f32[8,4] negate(tp)
}

on_false {
  fp = f32[8,4] parameter(0)
  ROOT fc = f32[8,4] copy(fp)
}

ENTRY e {
  p0 = pred[] parameter(0)
  a = f32[8,4] parameter(1)
  b = f32[8,4] copy(a), sharding={devices=[2,1]0,1}
  c = f32[8,4] copy(a)
  k = f32[8,4] conditional(p0, b, c), true_computation=on_true, false_computation=on_false
  ROOT out = f32[8,4] copy(k)
}
)");
    const auto r = propagation::propagateShardings(m);
    const QString tiled = QStringLiteral("{devices=[2,1]0,1}");
    QCOMPARE(shardingOf(r, m, "on_true", "tp"), tiled);   // from operand 1
    QCOMPARE(shardingOf(r, m, "on_true", "tn"), tiled);
    QCOMPARE(shardingOf(r, m, "e", "k"), tiled);          // from the branch roots
    QCOMPARE(shardingOf(r, m, "on_false", "fc"), tiled);  // every branch root shares it
    QCOMPARE(shardingOf(r, m, "on_false", "fp"), tiled);
    QCOMPARE(shardingOf(r, m, "e", "c"), tiled);          // back out to operand 2
    QCOMPARE(shardingOf(r, m, "e", "p0"), QStringLiteral("(none)"));
  }

  void mismatchedBodiesAreNotLinked() {
    // Untrusted input: a while whose body does not take its shape is left alone.
    const ir::Module m = load(R"(HloModule m

body {
  bp = (f32[8,4], s32[]) parameter(0)
  ROOT t = (f32[8,4], s32[]) copy(bp)
}

cond {
  cp = (f32[8,4], s32[]) parameter(0)
  ROOT lt = pred[] constant(false)
}

ENTRY e {
  a = f32[8,4] parameter(0), sharding={devices=[2,1]0,1}
  w = f32[8,4] while(a), condition=cond, body=body
  ROOT out = f32[8,4] copy(w)
}
)", /*verify=*/false);
    const auto r = propagation::propagateShardings(m);
    QCOMPARE(shardingOf(r, m, "body", "bp"), QStringLiteral("(none)"));
    QCOMPARE(shardingOf(r, m, "e", "w"), QStringLiteral("(none)"));
  }
};

QTEST_APPLESS_MAIN(TestComputationLinks)
#include "test_computation_links.moc"
