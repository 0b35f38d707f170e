// The reference interpreter, op by op: each row is a small module whose ROOT is
// computed from constants, with the value worked out by hand.
#include "numeric/interpret_error.h"
#include "numeric/interpreter.h"
#include "numeric_test_support.h"

#include <QTest>

#include <cmath>

using namespace shardscope;
using namespace shardscope::numeric;

Q_DECLARE_METATYPE(std::vector<double>)

namespace {

const char* kSum = "%sum (a: f32[], b: f32[]) -> f32[] {\n  %a = f32[] parameter(0)\n  %b = f32[] parameter(1)\n  ROOT %s = f32[] add(%a, %b)\n}\n";

std::string module(const std::string& body, const std::string& extra = kSum) {
  return "HloModule m\n\n" + extra + "\nENTRY %main () -> f32[] {\n" + body + "}\n";
}

Value runRoot(const ir::Module& m, InterpreterOptions options = {}) {
  ElementBudget budget;
  Interpreter interpreter(m, options, budget);
  EntryValues values = interpreter.run({0}, {{}});
  return values.values[m.entryComputation().root][0];
}

}  // namespace

class TestNumericInterpreter : public QObject {
  Q_OBJECT

 private slots:
  void ops_data() {
    QTest::addColumn<QString>("hlo");
    QTest::addColumn<std::vector<double>>("expected");
    auto row = [](const char* name, const std::string& text, std::vector<double> expected) {
      QTest::newRow(name) << QString::fromStdString(text) << expected;
    };
    row("dot matrix", module("  %x = f32[2,3] constant({{1,2,3},{4,5,6}})\n  %y = f32[3,2] constant({{1,0},{0,1},{1,1}})\n"
                             "  ROOT %d = f32[2,2] dot(%x, %y), lhs_contracting_dims={1}, rhs_contracting_dims={0}\n"),
        {4, 5, 10, 11});
    row("dot batch", module("  %x = f32[2,1,2] constant({{{1,2}},{{3,4}}})\n  %y = f32[2,2,1] constant({{{1},{1}},{{2},{0}}})\n"
                            "  ROOT %d = f32[2,1,1] dot(%x, %y), lhs_batch_dims={0}, rhs_batch_dims={0}, lhs_contracting_dims={2}, rhs_contracting_dims={1}\n"),
        {3, 6});
    row("reduce rows", module("  %x = f32[2,3] constant({{1,2,3},{4,5,6}})\n  %z = f32[] constant(0)\n"
                              "  ROOT %r = f32[2] reduce(%x, %z), dimensions={1}, to_apply=%sum\n"),
        {6, 15});
    row("broadcast", module("  %x = f32[2] constant({1,2})\n  ROOT %b = f32[2,3] broadcast(%x), dimensions={0}\n"), {1, 1, 1, 2, 2, 2});
    row("transpose", module("  %x = f32[2,3] constant({{1,2,3},{4,5,6}})\n  ROOT %t = f32[3,2] transpose(%x), dimensions={1,0}\n"),
        {1, 4, 2, 5, 3, 6});
    row("slice strided", module("  %x = f32[6] constant({0,1,2,3,4,5})\n  ROOT %s = f32[3] slice(%x), slice={[1:6:2]}\n"), {1, 3, 5});
    row("dynamic-slice clamps", module("  %x = f32[4] constant({0,1,2,3})\n  %i = s32[] constant(3)\n"
                                       "  ROOT %s = f32[2] dynamic-slice(%x, %i), dynamic_slice_sizes={2}\n"),
        {2, 3});
    row("dynamic-update-slice", module("  %x = f32[4] constant({0,1,2,3})\n  %u = f32[2] constant({9,8})\n  %i = s32[] constant(1)\n"
                                       "  ROOT %s = f32[4] dynamic-update-slice(%x, %u, %i)\n"),
        {0, 9, 8, 3});
    row("concatenate", module("  %x = f32[1,2] constant({{1,2}})\n  %y = f32[1,2] constant({{3,4}})\n"
                              "  ROOT %c = f32[1,4] concatenate(%x, %y), dimensions={1}\n"),
        {1, 2, 3, 4});
    row("pad low high interior", module("  %x = f32[2] constant({1,2})\n  %p = f32[] constant(0)\n  ROOT %q = f32[6] pad(%x, %p), padding=1_2_1\n"),
        {0, 1, 0, 2, 0, 0});
    row("pad negative crops", module("  %x = f32[3] constant({1,2,3})\n  %p = f32[] constant(0)\n  ROOT %q = f32[2] pad(%x, %p), padding=-1_0\n"), {2, 3});
    row("iota", module("  ROOT %i = s32[2,3] iota(), iota_dimension=1\n"), {0, 1, 2, 0, 1, 2});
    row("reshape", module("  %x = f32[2,2] constant({{1,2},{3,4}})\n  ROOT %r = f32[4] reshape(%x)\n"), {1, 2, 3, 4});
    row("reverse", module("  %x = f32[3] constant({1,2,3})\n  ROOT %r = f32[3] reverse(%x), dimensions={0}\n"), {3, 2, 1});
    row("select and compare", module("  %x = f32[3] constant({1,5,3})\n  %y = f32[3] constant({4,2,3})\n"
                                     "  %c = pred[3] compare(%x, %y), direction=GT\n  ROOT %s = f32[3] select(%c, %x, %y)\n"),
        {4, 5, 3});
    row("clamp scalar bounds", module("  %lo = f32[] constant(0)\n  %hi = f32[] constant(2)\n  %x = f32[3] constant({-1,1,5})\n"
                                      "  ROOT %c = f32[3] clamp(%lo, %x, %hi)\n"),
        {0, 1, 2});
    row("s32 division rules", module("  %x = s32[3] constant({7,-7,5})\n  %y = s32[3] constant({2,2,0})\n  ROOT %d = s32[3] divide(%x, %y)\n"), {3, -3, -1});
    row("s8 add wraps", module("  %x = s8[1] constant({100})\n  ROOT %a = s8[1] add(%x, %x)\n"), {-56});
    row("bf16 rounds", module("  %x = f32[1] constant({1.00390625})\n  ROOT %c = bf16[1] convert(%x)\n"), {1.0});
    row("gather rows", module("  %x = f32[3,2] constant({{1,2},{3,4},{5,6}})\n  %i = s32[2] constant({2,0})\n"
                              "  ROOT %g = f32[2,2] gather(%x, %i), offset_dims={1}, collapsed_slice_dims={0}, start_index_map={0}, index_vector_dim=1, slice_sizes={1,2}\n"),
        {5, 6, 1, 2});
    row("scatter add", module("  %x = f32[3] constant({0,0,0})\n  %i = s32[2,1] constant({{2},{2}})\n  %u = f32[2] constant({1,4})\n"
                              "  ROOT %s = f32[3] scatter(%x, %i, %u), update_window_dims={}, inserted_window_dims={0}, scatter_dims_to_operand_dims={0}, index_vector_dim=1, to_apply=%sum\n"),
        {0, 0, 5});
    row("while counts to 5",
        "HloModule m\n\n%cond (s: s32[]) -> pred[] {\n  %s = s32[] parameter(0)\n  %n = s32[] constant(5)\n  ROOT %lt = pred[] compare(%s, %n), direction=LT\n}\n\n"
        "%body (t: s32[]) -> s32[] {\n  %t = s32[] parameter(0)\n  %one = s32[] constant(1)\n  ROOT %inc = s32[] add(%t, %one)\n}\n\n"
        "ENTRY %main () -> s32[] {\n  %z = s32[] constant(0)\n  ROOT %w = s32[] while(%z), condition=%cond, body=%body\n}\n",
        {5});
    row("conditional by index",
        "HloModule m\n\n%b0 (p: f32[]) -> f32[] {\n  %p = f32[] parameter(0)\n  ROOT %n = f32[] negate(%p)\n}\n\n"
        "%b1 (q: f32[]) -> f32[] {\n  %q = f32[] parameter(0)\n  ROOT %e = f32[] add(%q, %q)\n}\n\n"
        "ENTRY %main () -> f32[] {\n  %i = s32[] constant(1)\n  %x = f32[] constant(3)\n  ROOT %c = f32[] conditional(%i, %x, %x), branch_computations={%b0, %b1}\n}\n",
        {6});
    row("tuple and get-tuple-element", module("  %x = f32[] constant(1)\n  %y = f32[] constant(2)\n  %t = (f32[], f32[]) tuple(%x, %y)\n"
                                              "  ROOT %g = f32[] get-tuple-element(%t), index=1\n"),
        {2});
  }

  void ops() {
    QFETCH(QString, hlo);
    QFETCH(std::vector<double>, expected);
    std::optional<ir::Module> m = testing::parseModule(hlo.toStdString());
    QVERIFY(m);
    const Value root = runRoot(*m);
    QCOMPARE(root.data.size(), expected.size());
    for (std::size_t i = 0; i < expected.size(); ++i) QCOMPARE(root.data[i], expected[i]);
  }

  void nanComparesUnordered() {
    std::optional<ir::Module> m = testing::parseModule(module("  %x = f32[2] constant({nan, 1})\n  ROOT %c = pred[2] compare(%x, %x), direction=EQ\n"));
    QVERIFY(m);
    const Value root = runRoot(*m);
    QCOMPARE(root.data, (std::vector<double>{0, 1}));
  }

  void maximumPropagatesNan() {
    std::optional<ir::Module> m = testing::parseModule(module("  %x = f32[1] constant({nan})\n  %y = f32[1] constant({1})\n  ROOT %c = f32[1] maximum(%x, %y)\n"));
    QVERIFY(m);
    QVERIFY(std::isnan(runRoot(*m).data[0]));
  }

  void elementCapRefusesBeforeAllocating() {
    std::optional<ir::Module> m = testing::parseModule(module("  %z = f32[] constant(0)\n  ROOT %b = f32[100000,100000] broadcast(%z), dimensions={}\n"));
    QVERIFY(m);
    try {
      runRoot(*m);
      QFAIL("expected the element cap");
    } catch (const InterpretError& error) {
      QVERIFY(QString(error.what()).contains("--small"));
      QCOMPARE(error.instruction, std::string("b"));
    }
  }

  void unsupportedOpIsPositioned() {
    std::optional<ir::Module> m = testing::parseModule(module("  %x = f32[4] constant({1,2,3,4})\n  ROOT %f = f32[4] fft(%x), fft_type=FFT, fft_length={4}\n"));
    QVERIFY(m);
    try {
      runRoot(*m);
      QFAIL("expected an error");
    } catch (const InterpretError& error) {
      QCOMPARE(error.instruction, std::string("f"));
      QVERIFY(error.fileOffset > 0);
    }
  }

  void runawayWhileIsStopped() {
    std::optional<ir::Module> m = testing::parseModule(
        "HloModule m\n\n%cond (s: s32[]) -> pred[] {\n  %s = s32[] parameter(0)\n  ROOT %t = pred[] constant(true)\n}\n\n"
        "%body (t: s32[]) -> s32[] {\n  ROOT %t = s32[] parameter(0)\n}\n\n"
        "ENTRY %main () -> s32[] {\n  %z = s32[] constant(0)\n  ROOT %w = s32[] while(%z), condition=%cond, body=%body\n}\n");
    QVERIFY(m);
    InterpreterOptions options;
    options.maxWhileIterations = 1000;
    QVERIFY_THROWS_EXCEPTION(InterpretError, runRoot(*m, options));
  }

  void emulationOffKeepsDouble() {
    std::optional<ir::Module> m = testing::parseModule(module("  %x = bf16[1] constant({1})\n  %y = bf16[1] constant({0.001})\n  ROOT %a = bf16[1] add(%x, %y)\n"));
    QVERIFY(m);
    QCOMPARE(runRoot(*m).data[0], 1.0);  // 1.001 is not a bf16 value
    InterpreterOptions wide;
    wide.emulateTypes = false;
    QVERIFY(runRoot(*m, wide).data[0] > 1.0);
  }
};

QTEST_APPLESS_MAIN(TestNumericInterpreter)
#include "test_numeric_interpreter.moc"
