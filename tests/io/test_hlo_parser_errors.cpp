// Malformed HLO text gives one positioned error (`file:line:col: error: ...`) with what
// was expected and what was found; never a crash, hang or huge allocation.
#include "io/hlo_text_parser.h"

#include <QTest>

using namespace shardscope;

namespace {

io::LoadResult parse(const std::string& text, bool allowUnknown = true) {
  io::HloParseOptions options;
  options.fileName = "bad.hlo";
  options.allowUnknownOpcodes = allowUnknown;
  return io::parseHloText(text, options);
}

const char* kHeader = "HloModule m\n\nENTRY %main (p: f32[4]) -> f32[4] {\n";

}  // namespace

class TestHloParserErrors : public QObject {
  Q_OBJECT

 private slots:
  void positionedErrors_data() {
    QTest::addColumn<QString>("text");
    QTest::addColumn<int>("line");
    QTest::addColumn<int>("column");
    QTest::addColumn<QString>("message");
    const QString h = kHeader;
    QTest::newRow("empty") << "" << 1 << 1 << "expected 'HloModule', found end of file";
    // Issue 21 finding 8: the first shape spelling compared with memcmp against a null
    // pointer (UBSan under the asan preset); the message is the same either way.
    QTest::newRow("brace where the first shape goes") << "HloModule m\nENTRY e {\n x = {\n}" << 3 << 6 << "expected a shape such as f32[2,3], found '{'";
    QTest::newRow("whitespace only") << "  \n\n " << 3 << 2 << "expected 'HloModule'";
    QTest::newRow("binary garbage") << QString::fromLatin1("\x7f" "ELF\x01\x02") << 1 << 1 << "expected 'HloModule'";
    QTest::newRow("no computation") << "HloModule m\n" << 2 << 1 << "expected a computation, found end of file";
    QTest::newRow("truncated computation") << h + "  %p = f32[4] parameter(0)\n" << 5 << 1 << "expected '}' to close computation 'main'";
    QTest::newRow("truncated instruction") << h + "  %p = f32[4] param" << 4 << 20 << "expected '('";
    QTest::newRow("undefined operand") << h + "  %p = f32[4] parameter(0)\n  ROOT %a = f32[4] add(%p, %q)\n}\n" << 5 << 28 << "use of undefined value '%q'";
    QTest::newRow("bad element type") << h + "  %p = f33[4] parameter(0)\n}\n" << 4 << 8 << "expected a shape such as f32[2,3], found 'f33'";
    QTest::newRow("overflowing element count") << h + "  %p = f32[4294967296,4294967296] parameter(0)\n}\n" << 4 << 8 << "overflows a 64-bit integer";
    QTest::newRow("dim one past int64 (19 digits)") << h + "  %p = f32[9223372036854775808] parameter(0)\n}\n" << 4 << 12 << "out of range";
    QTest::newRow("operand annotation with another layout still checked") << h + "  %p = f32[4]{0} parameter(0)\n  ROOT %n = f32[4] negate(f32[3]{0} %p)\n}\n" << 5 << 37 << "annotated as f32[3]";
    QTest::newRow("dim out of int64 range") << h + "  %p = f32[99999999999999999999] parameter(0)\n}\n" << 4 << 12 << "out of range";
    QTest::newRow("negative dim") << h + "  %p = f32[-4] parameter(0)\n}\n" << 4 << 12 << "must not be negative";
    QTest::newRow("shape mismatch add") << h + "  %p = f32[4] parameter(0)\n  ROOT %a = f32[5] add(%p, %p)\n}\n" << 5 << 8 << "shape mismatch: 'add'";
    QTest::newRow("shape mismatch dot") << "HloModule m\nENTRY %e {\n  %a = f32[8,16] parameter(0)\n  %b = f32[16,4] parameter(1)\n  ROOT %d = f32[8,5] dot(%a, %b), lhs_contracting_dims={1}, rhs_contracting_dims={0}\n}\n" << 5 << 8 << "gives dims [8,4]";
    QTest::newRow("dot contracting sizes") << "HloModule m\nENTRY %e {\n  %a = f32[8,16] parameter(0)\n  %b = f32[15,4] parameter(1)\n  ROOT %d = f32[8,4] dot(%a, %b), lhs_contracting_dims={1}, rhs_contracting_dims={0}\n}\n" << 5 << 8 << "contracting dim sizes differ";
    QTest::newRow("reshape element count") << h + "  %p = f32[4] parameter(0)\n  ROOT %r = f32[5] reshape(%p)\n}\n" << 5 << 8 << "4 elements";
    QTest::newRow("transpose not a permutation") << "HloModule m\nENTRY %e {\n  %a = f32[2,3] parameter(0)\n  ROOT %t = f32[3,2] transpose(%a), dimensions={0,0}\n}\n" << 4 << 8 << "permutation";
    QTest::newRow("broadcast dims") << "HloModule m\nENTRY %e {\n  %a = f32[3] parameter(0)\n  ROOT %b = f32[2,4] broadcast(%a), dimensions={1}\n}\n" << 4 << 8 << "maps operand dim 0 (size 3)";
    QTest::newRow("operand annotation mismatch") << h + "  %p = f32[4] parameter(0)\n  ROOT %n = f32[4] negate(f32[3] %p)\n}\n" << 5 << 34 << "annotated as f32[3]";
    QTest::newRow("cycle") << "HloModule m\nENTRY %e {\n  %p = f32[4] parameter(0)\n  %a = f32[4] add(%p, %b)\n  ROOT %b = f32[4] add(%p, %a)\n}\n" << 4 << 3 << "cycle";
    QTest::newRow("self loop") << "HloModule m\nENTRY %e {\n  ROOT %a = f32[4] negate(%a)\n}\n" << 3 << 8 << "cycle";
    QTest::newRow("arity") << h + "  %p = f32[4] parameter(0)\n  ROOT %a = f32[4] add(%p)\n}\n" << 5 << 8 << "'add' takes 2 operand(s), found 1";
    QTest::newRow("duplicate name") << h + "  %p = f32[4] parameter(0)\n  %p = f32[4] negate(%p)\n}\n" << 5 << 3 << "redefinition of '%p'";
    QTest::newRow("two roots") << h + "  ROOT %p = f32[4] parameter(0)\n  ROOT %n = f32[4] negate(%p)\n}\n" << 5 << 3 << "a second ROOT";
    QTest::newRow("parameter numbering") << h + "  %p = f32[4] parameter(1)\n}\n" << 4 << 3 << "must run 0..0";
    QTest::newRow("undefined computation") << h + "  %p = f32[4] parameter(0)\n  %z = f32[] constant(0)\n  ROOT %r = f32[] reduce(%p, %z), dimensions={0}, to_apply=%sum\n}\n" << 6 << 61 << "undefined computation '%sum'";
    QTest::newRow("bad sharding") << h + "  ROOT %p = f32[4] parameter(0), sharding={devices=[2]0,1,2}\n}\n" << 4 << 59 << "invalid sharding";
    QTest::newRow("bad slice") << "HloModule m\nENTRY %e {\n  %a = f32[8] parameter(0)\n  ROOT %s = f32[4] slice(%a), slice={[0:4:}\n}\n" << 4 << 43 << "invalid slice: expected an integer";
    QTest::newRow("slice out of range") << "HloModule m\nENTRY %e {\n  %a = f32[8] parameter(0)\n  ROOT %s = f32[4] slice(%a), slice={[6:10]}\n}\n" << 4 << 8 << "outside dim 0";
    QTest::newRow("bad replica groups") << h + "  %p = f32[4] parameter(0)\n  ROOT %a = f32[4] all-reduce(%p), replica_groups=[2,2]<=[5]\n}\n" << 5 << 51 << "invalid replica_groups";
    QTest::newRow("huge iota replica groups") << h + "  %p = f32[4] parameter(0)\n  ROOT %a = f32[4] all-reduce(%p), replica_groups=[1000000,1000000]<=[1000000000000]\n}\n" << 5 << 51 << "more than";
    QTest::newRow("unterminated string") << h + "  ROOT %p = f32[4] parameter(0), metadata={op_name=\"abc}\n}\n" << 4 << 52 << "unterminated string";
    QTest::newRow("unbalanced brace") << h + "  ROOT %p = f32[4] parameter(0), frontend_attributes={a={b}\n" << 4 << 54 << "unbalanced '{'";
    QTest::newRow("unterminated comment") << "HloModule m /* comment\n" << 1 << 13 << "unterminated comment";
    QTest::newRow("two entries") << "HloModule m\nENTRY %a {\n  ROOT %p = f32[] parameter(0)\n}\nENTRY %b {\n  ROOT %p = f32[] parameter(0)\n}\n" << 5 << 1 << "a second ENTRY";
    QTest::newRow("empty computation") << "HloModule m\nENTRY %a {\n}\n" << 2 << 1 << "has no instructions";
    QTest::newRow("recursion") << "HloModule m\n%f (x: f32[]) -> f32[] {\n  %x = f32[] parameter(0)\n  ROOT %c = f32[] call(%x), to_apply=%g\n}\n%g (x: f32[]) -> f32[] {\n  %x = f32[] parameter(0)\n  ROOT %c = f32[] call(%x), to_apply=%f\n}\nENTRY %e {\n  %x = f32[] parameter(0)\n  ROOT %c = f32[] call(%x), to_apply=%f\n}\n" << 2 << 1 << "cycle";
    QTest::newRow("gte out of range") << "HloModule m\nENTRY %e {\n  %p = (f32[2], s32[]) parameter(0)\n  ROOT %g = f32[2] get-tuple-element(%p), index=2\n}\n" << 4 << 8 << "index must be in 0..1";
    QTest::newRow("all-gather size") << h + "  %p = f32[4] parameter(0)\n  ROOT %g = f32[4] all-gather(%p), replica_groups={{0,1}}, dimensions={0}\n}\n" << 5 << 8 << "gives dims [8]";
  }

  void positionedErrors() {
    QFETCH(QString, text);
    QFETCH(int, line);
    QFETCH(int, column);
    QFETCH(QString, message);
    const io::LoadResult result = parse(text.toStdString());
    QVERIFY(!result.ok());
    const Diagnostic* error = result.firstError();
    QVERIFY(error);
    QCOMPARE(error->file, std::string("bad.hlo"));
    QVERIFY2(QString::fromStdString(error->message).contains(message), error->format().c_str());
    QCOMPARE(error->line, line);
    QCOMPARE(error->column, column);
    QVERIFY(QString::fromStdString(error->format()).startsWith(QString("bad.hlo:%1:%2: error: ").arg(line).arg(column)));
  }

  void deepNestingIsRefusedWithoutRecursing() {
    const std::string deepShape = std::string(kHeader) + "  ROOT %p = " + std::string(100000, '(') + "f32[]" + std::string(100000, ')') + " parameter(0)\n}\n";
    io::LoadResult result = parse(deepShape);
    QVERIFY(!result.ok());
    QVERIFY(QString::fromStdString(result.firstError()->message).contains("nested deeper"));
    const std::string deepAttribute = std::string(kHeader) + "  ROOT %p = f32[4] parameter(0), backend_config=" + std::string(100000, '{') + "\n}\n";
    result = parse(deepAttribute);
    QVERIFY(!result.ok());
    QVERIFY(QString::fromStdString(result.firstError()->message).contains("nesting deeper"));
  }

  void unknownOpcodeLoadsAsOpaqueWithWarning() {
    const std::string text = std::string(kHeader) + "  %p = f32[4] parameter(0)\n  ROOT %x = f32[4] frobnicate(%p), flavour=strange\n}\n";
    io::LoadResult result = parse(text);
    QVERIFY(result.ok());
    QCOMPARE(result.diagnostics.size(), std::size_t{1});
    QCOMPARE(result.diagnostics[0].severity, Severity::Warning);
    QCOMPARE(result.diagnostics[0].line, 5);
    QCOMPARE(result.diagnostics[0].column, 20);
    const auto& root = result.module->entryComputation().rootInstruction();
    QCOMPARE(root.opcode, ir::Opcode::Opaque);
    QCOMPARE(root.opcodeText, std::string_view("frobnicate"));
    QCOMPARE(*root.stringAttribute("flavour"), std::string_view("strange"));

    result = parse(text, /*allowUnknown=*/false);
    QVERIFY(!result.ok());
    QCOMPARE(result.firstError()->format(), std::string("bad.hlo:5:20: error: unknown opcode 'frobnicate'"));
  }

  void bothOperandStylesAndOptionalPercent() {
    const std::string text =
        "HloModule m, num_partitions=2\n"
        "// a line comment\n"
        "add_f32 {\n  lhs = f32[] parameter(0)\n  rhs = f32[] parameter(1)\n  ROOT s = f32[] add(lhs, rhs)\n}\n"
        "ENTRY main {\n  p = f32[4,2]{1,0} parameter(0), sharding={devices=[2,1]0,1}\n"
        "  z = f32[] constant(0)\n"
        "  r = f32[4]{0} reduce(f32[4,2]{1,0} p, f32[] %z), dimensions={1}, to_apply=add_f32\n"
        "  ROOT t = (f32[4], /*index=1*/f32[]) tuple(r, z)\n}\n";
    io::LoadResult result = parse(text);
    QVERIFY2(result.ok(), result.firstError() ? result.firstError()->format().c_str() : "");
    const ir::Module& module = *result.module;
    QCOMPARE(module.numPartitions(), 2);
    const ir::Computation& entry = module.entryComputation();
    QCOMPARE(entry.name, std::string_view("main"));
    const ir::Instruction& reduce = entry.instructions[entry.find("r")];
    QCOMPARE(reduce.operands, (std::vector<ir::InstructionId>{entry.find("p"), entry.find("z")}));
    QCOMPARE(module.computations[reduce.calledComputation("to_apply")].name, std::string_view("add_f32"));
    QCOMPARE(*reduce.intListAttribute("dimensions"), std::vector<int64_t>{1});
    QVERIFY(entry.instructions[entry.find("p")].sharding);
    QCOMPARE(entry.rootInstruction().shape.tupleShapes.size(), std::size_t{2});
  }

  // The parser takes shortcuts for the spellings XLA prints (short integers, `{1,0}`
  // lists, operand annotations that repeat the declared shape, repeated replica groups);
  // every other spelling must decode to the same values through the general path.
  void shortcutsAgreeWithTheGeneralGrammar() {
    const std::string text =
        "HloModule m\nsum {\n  a = f32[] parameter(0)\n  b = f32[] parameter(1)\n  ROOT s = f32[] add(a, b)\n}\n"
        "ENTRY %e {\n"
        "  %p = f32[000000000000000004]{0} parameter(+0)\n"
        "  %q = f32[0000000000000000004]{0} parameter(1)\n"
        "  %c1 = f32[4]{0} copy(f32[4]{0} %p), plain={0,1}, spaced={ 0, 1 }, signed={-1,2}, empty={}, long={0000000000000000001}, trailing={1,}, line=7\n"
        "  %c2 = f32[4]{0} copy(f32[4] %q), spaced_again={0 ,1}\n"
        "  %c3 = f32[4]{0} copy(f32[4]{0}  %c2)\n"
        "  %r1 = f32[4]{0} all-reduce(f32[4]{0} %c1), replica_groups={{0,1},{2,3}}, to_apply=sum\n"
        "  ROOT %r2 = f32[4]{0} all-reduce(f32[4]{0} %c3), replica_groups={{0,1},{2,3}}, to_apply=sum\n"
        "}\n";
    io::LoadResult result = parse(text);
    QVERIFY2(result.ok(), result.firstError() ? result.firstError()->format().c_str() : "");
    const ir::Computation& entry = result.module->entryComputation();
    const ir::Instruction& p = entry.instructions[entry.find("p")];
    const ir::Instruction& q = entry.instructions[entry.find("q")];
    QCOMPARE(p.shape.dims, std::vector<int64_t>{4});
    QCOMPARE(q.shape.dims, std::vector<int64_t>{4});
    QCOMPARE(p.parameterNumber, int64_t{0});
    const ir::Instruction& c1 = entry.instructions[entry.find("c1")];
    QCOMPARE(c1.operands, std::vector<ir::InstructionId>{entry.find("p")});
    QCOMPARE(*c1.intListAttribute("plain"), (std::vector<int64_t>{0, 1}));
    QCOMPARE(*c1.intListAttribute("spaced"), (std::vector<int64_t>{0, 1}));
    QCOMPARE(*c1.intListAttribute("signed"), (std::vector<int64_t>{-1, 2}));
    QCOMPARE(*c1.intListAttribute("empty"), std::vector<int64_t>{});
    QCOMPARE(*c1.intListAttribute("long"), std::vector<int64_t>{1});
    QVERIFY(!c1.intListAttribute("trailing"));
    QCOMPARE(*c1.stringAttribute("trailing"), std::string_view("{1,}"));
    QCOMPARE(*c1.intAttribute("line"), int64_t{7});
    const ir::Instruction& c2 = entry.instructions[entry.find("c2")];
    QCOMPARE(c2.operands, std::vector<ir::InstructionId>{entry.find("q")});
    QCOMPARE(*c2.intListAttribute("spaced_again"), (std::vector<int64_t>{0, 1}));
    QCOMPARE(entry.instructions[entry.find("c3")].operands, std::vector<ir::InstructionId>{entry.find("c2")});
    const ir::Instruction& r1 = entry.instructions[entry.find("r1")];
    const ir::Instruction& r2 = entry.rootInstruction();
    QCOMPARE(r1.replicaGroups()->groups, (std::vector<std::vector<int64_t>>{{0, 1}, {2, 3}}));
    QCOMPARE(r2.replicaGroups()->groups, r1.replicaGroups()->groups);
    QCOMPARE(r2.operands, std::vector<ir::InstructionId>{entry.find("c3")});
  }

  // Names of every length, many differing only in their last bytes, resolve to the
  // instruction that defines them (the name table hashes 8 bytes at a time plus a tail).
  void similarNamesResolve_data() {
    QTest::addColumn<QString>("prefix");
    QTest::newRow("short") << "";
    QTest::newRow("tail of 4-7 bytes") << "v.";
    QTest::newRow("one word and a tail") << "layer.17_";
  }
  void similarNamesResolve() {
    QFETCH(QString, prefix);
    const std::string stem = prefix.toStdString();
    constexpr int kCount = 2000;
    std::string text = "HloModule m\nENTRY %e {\n  %" + stem + "0 = f32[4]{0} parameter(0)\n";
    for (int i = 1; i < kCount; ++i)
      text += "  %" + stem + std::to_string(i) + " = f32[4]{0} negate(f32[4]{0} %" + stem + std::to_string(i - 1) + ")\n";
    text += "}\n";
    io::LoadResult result = parse(text);
    QVERIFY2(result.ok(), result.firstError() ? result.firstError()->format().c_str() : "");
    const ir::Computation& entry = result.module->entryComputation();
    QCOMPARE(entry.instructions.size(), std::size_t{kCount});
    for (int i = 1; i < kCount; ++i)
      QCOMPARE(entry.instructions[i].operands, std::vector<ir::InstructionId>{i - 1});
  }

  void dynamicShapesAndLayouts() {
    const std::string text = "HloModule m\nENTRY %e {\n  ROOT %p = bf16[<=128,?,4]{2,1,0:T(8,128)(2,1)} parameter(0)\n}\n";
    io::LoadResult result = parse(text);
    QVERIFY2(result.ok(), result.firstError() ? result.firstError()->format().c_str() : "");
    const ir::Shape& shape = result.module->entryComputation().rootInstruction().shape;
    QCOMPARE(shape.dimKind(0), ir::DimKind::BoundedDynamic);
    QCOMPARE(shape.dimKind(1), ir::DimKind::Unbounded);
    QCOMPARE(shape.dimKind(2), ir::DimKind::Static);
    QCOMPARE(shape.layout->extra, std::string("T(8,128)(2,1)"));
    QCOMPARE(shape.toString(), std::string("bf16[<=128,?,4]{2,1,0:T(8,128)(2,1)}"));
  }
};

QTEST_APPLESS_MAIN(TestHloParserErrors)
#include "test_hlo_parser_errors.moc"
