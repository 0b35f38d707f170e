// The entry's calls inlined (ir/call_inlining.h): what a shard_map body after SPMD
// partitioning and a nested jit need before two programs can be compared.
#include "io/hlo_text_parser.h"
#include "ir/call_inlining.h"

#include <QTest>

using namespace shardscope;

namespace {
ir::Module parse(std::string_view text) {
  io::LoadResult loaded = io::parseHloText(text, {});
  if (!loaded.ok()) qFatal("%s", loaded.firstError()->format().c_str());
  return std::move(*loaded.module);
}

std::string operandNames(const ir::Computation& computation, std::string_view name) {
  const ir::InstructionId id = computation.find(name);
  if (id < 0) return "(absent)";
  std::string out;
  for (ir::InstructionId operand : computation.instructions[id].operands)
    out += (out.empty() ? "" : ",") + std::string(computation.instructions[operand].name);
  return out;
}

constexpr std::string_view kNested = R"(HloModule m

%inner (a: f32[4]) -> f32[4] {
  %a = f32[4] parameter(0)
  ROOT %neg = f32[4] negate(%a)
}

%body (x: f32[4], y: f32[4]) -> f32[4] {
  %x = f32[4] parameter(0)
  %y = f32[4] parameter(1)
  %sum = f32[4] add(%x, %y)
  ROOT %deep = f32[4] call(%sum), to_apply=%inner
}

ENTRY %main (p0: f32[4], p1: f32[4]) -> f32[4] {
  %p0 = f32[4] parameter(0)
  %p1 = f32[4] parameter(1)
  %call = f32[4] call(%p1, %p0), to_apply=%body
  ROOT %out = f32[4] multiply(%call, %p0)
}
)";
}  // namespace

class TestCallInlining : public QObject {
  Q_OBJECT

 private slots:
  void nestedCallsAreInlinedWithOperandsMapped() {
    const ir::Module source = parse(kNested);
    QVERIFY(ir::entryHasCalls(source));
    const ir::Module inlined = ir::inlineEntryCalls(source);
    QVERIFY(!ir::entryHasCalls(inlined));
    const ir::Computation& entry = inlined.entryComputation();
    // call(%p1, %p0): the body's x is p1, y is p0; the nested call's parameter is %sum.
    QCOMPARE(operandNames(entry, "sum"), std::string("p1,p0"));
    QCOMPARE(operandNames(entry, "neg"), std::string("sum"));
    QCOMPARE(operandNames(entry, "out"), std::string("neg,p0"));
    QCOMPARE(entry.find("call"), ir::InstructionId{-1});
    QCOMPARE(entry.find("x"), ir::InstructionId{-1});  // parameters of the callee vanish
    QCOMPARE(std::string(entry.rootInstruction().name), std::string("out"));
    // The other computations are still there (reducers and the like stay callable).
    QVERIFY(inlined.findComputation("body") >= 0);
    // Operands precede their users.
    for (ir::InstructionId i = 0; i < static_cast<ir::InstructionId>(entry.instructions.size()); ++i)
      for (ir::InstructionId operand : entry.instructions[i].operands) QVERIFY(operand < i);
  }

  void rootCallAndNameClash() {
    const ir::Module source = parse(R"(HloModule m
%f (a: f32[2]) -> f32[2] {
  %a = f32[2] parameter(0)
  ROOT %twice = f32[2] add(%a, %a)
}
ENTRY %e (twice: f32[2]) -> f32[2] {
  %twice = f32[2] parameter(0)
  ROOT %c = f32[2] call(%twice), to_apply=%f
}
)");
    const ir::Module inlined = ir::inlineEntryCalls(source);
    const ir::Computation& entry = inlined.entryComputation();
    QCOMPARE(entry.instructions.size(), size_t{2});
    QCOMPARE(std::string(entry.rootInstruction().name), std::string("twice.inlined"));
    QCOMPARE(operandNames(entry, "twice.inlined"), std::string("twice,twice"));
  }

  void growthBoundLeavesCallsInPlace() {
    const ir::Module source = parse(kNested);
    const ir::Module bounded = ir::inlineEntryCalls(source, 3);
    QVERIFY(ir::entryHasCalls(bounded));
    QCOMPARE(bounded.entryComputation().instructions.size(), source.entryComputation().instructions.size());
  }
};

QTEST_APPLESS_MAIN(TestCallInlining)
#include "test_call_inlining.moc"
