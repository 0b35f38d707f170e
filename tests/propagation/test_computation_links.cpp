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

  void callTakesItsUsersShardingsAsIfInlined() {
    // XLA inlines every call before it propagates (CallInliner runs first in its SPMD
    // pipeline), so a call's users inform it as they would its computation's root. XLA
    // (JAX 0.10.2, GSPMD) on this program, with the negate in its own jit: the dot takes
    // the rhs's {devices=[1,4]} from the constraint behind the call at level 0, before
    // the operands (the lhs's [4,1] would win at level 1) are looked at.
    const ir::Module m = load(R"(HloModule m

inner {
  p = f32[64,64] parameter(0)
  ROOT n = f32[64,64] negate(p)
}

ENTRY e {
  x = f32[64,32] parameter(0), sharding={devices=[4,1]<=[4]}
  w = f32[32,64] parameter(1), sharding={devices=[1,4]<=[4]}
  d = f32[64,64] dot(x, w), lhs_contracting_dims={1}, rhs_contracting_dims={0}
  c = f32[64,64] call(d), to_apply=inner
  ROOT s = f32[64,64] custom-call(c), custom_call_target="Sharding", sharding={devices=[1,4]<=[4]}
}
)");
    propagation::PropagationOptions options;
    options.isSpmd = true;
    const auto r = propagation::propagateShardings(m, options);
    const QString columns = QStringLiteral("{devices=[1,4]0,1,2,3}");
    QCOMPARE(shardingOf(r, m, "e", "c"), columns);
    QCOMPARE(shardingOf(r, m, "inner", "n"), columns);
    QCOMPARE(shardingOf(r, m, "inner", "p"), columns);
    QCOMPARE(shardingOf(r, m, "e", "d"), columns);

    // The call takes them from the level its root would: a broadcast root only at level 2
    // (XLA's InferShardingFromUsers skips broadcasts below aggressiveness 2).
    const ir::Module b = load(R"(HloModule m

widen {
  q = f32[8] parameter(0)
  ROOT g = f32[8,4] broadcast(q), dimensions={0}
}

ENTRY e {
  a = f32[8] parameter(0)
  v = f32[8] copy(a)
  c = f32[8,4] call(v), to_apply=widen
  ROOT out = f32[8,4] copy(c), sharding={devices=[2,1]0,1}
}
)");
    const auto rb = propagation::propagateShardings(b, options);
    QCOMPARE(shardingOf(rb, b, "e", "c"), QStringLiteral("{devices=[2,1]0,1}"));
    QCOMPARE(shardingOf(rb, b, "widen", "q"), QStringLiteral("{devices=[2]0,1}"));
    QCOMPARE(shardingOf(rb, b, "e", "v"), QStringLiteral("{devices=[2]0,1}"));
    bool seen = false;
    for (const trace::TraceEvent& event : rb.trace.events())
      if (event.kind == "sharding-changed" && event.subject == "c") {
        seen = true;
        QVERIFY(event.detail("level"));
        QCOMPARE(*event.detail("level"), std::string("2"));
      }
    QVERIFY(seen);
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
