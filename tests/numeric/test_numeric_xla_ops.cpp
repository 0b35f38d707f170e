// The ops the JAX corpus (tests/data/jax-corpus) needed beyond the first interpreter, each
// against hand-computed results and with the inputs it refuses: topk (k, largest, XLA's
// total order and tie order), gather / scatter with batching dims (take_along_axis and
// its gradient), reduce-window (cumsum, pooling, dilations), and all-reduce /
// reduce-scatter as XLA's CPU backend computes them (bf16 promoted to f32, the
// identity-started fold) next to the declared-type model of the layered check.
#include "numeric/interpret_error.h"
#include "numeric/interpreter.h"
#include "numeric_test_support.h"

#include <QTest>

#include <cmath>

using namespace shardscope;
using namespace shardscope::numeric;

Q_DECLARE_METATYPE(std::vector<double>)

namespace {

const char* kSum = "%sum (a: f32[], b: f32[]) -> f32[] {\n  %a = f32[] parameter(0)\n  %b = f32[] parameter(1)\n  ROOT %s = f32[] add(%a, %b)\n}\n"
                   "%isum (c: s32[], d: s32[]) -> s32[] {\n  %c = s32[] parameter(0)\n  %d = s32[] parameter(1)\n  ROOT %t = s32[] add(%c, %d)\n}\n"
                   "%max (e: f32[], f: f32[]) -> f32[] {\n  %e = f32[] parameter(0)\n  %f = f32[] parameter(1)\n  ROOT %m = f32[] maximum(%e, %f)\n}\n";

std::string module(const std::string& body) { return "HloModule m\n\n" + std::string(kSum) + "\nENTRY %main () -> f32[] {\n" + body + "}\n"; }

Value runRoot(const std::string& text) {
  std::optional<ir::Module> m = testing::parseModule(text);
  if (!m) throw InterpretError("the test module does not parse");
  ElementBudget budget;
  Interpreter interpreter(*m, {}, budget);
  EntryValues values = interpreter.run({0}, {{}});
  return values.values[m->entryComputation().root][0];
}

// A collective over four devices, device d holding `values[d]` as its one-element x.
std::vector<double> runCollective(const std::string& type, const std::string& resultShape, const std::string& op,
                                  const std::vector<double>& values, CollectiveArithmetic arithmetic) {
  const std::string text = "HloModule c, num_partitions=4\n\n"
                           "%add (a: " + type + "[], b: " + type + "[]) -> " + type + "[] {\n  %a = " + type + "[] parameter(0)\n  %b = " + type +
                           "[] parameter(1)\n  ROOT %s = " + type + "[] add(%a, %b)\n}\n\n"
                           "%max (c: " + type + "[], d: " + type + "[]) -> " + type + "[] {\n  %c = " + type + "[] parameter(0)\n  %d = " + type +
                           "[] parameter(1)\n  ROOT %m = " + type + "[] maximum(%c, %d)\n}\n\n"
                           "ENTRY %main (x: " + type + "[4]) -> " + resultShape + " {\n  %x = " + type + "[4] parameter(0)\n  ROOT %r = " + resultShape +
                           " " + op + "\n}\n";
  std::optional<ir::Module> m = testing::parseModule(text);
  if (!m) throw InterpretError("the test module does not parse");
  ElementBudget budget;
  InterpreterOptions options;
  options.numDevices = 4;
  options.numPartitions = 4;
  options.collectiveArithmetic = arithmetic;
  Interpreter interpreter(*m, options, budget);
  std::vector<std::vector<Value>> arguments;
  for (int d = 0; d < 4; ++d) {
    Value x = budget.makeArray(*ir::elementTypeFromName(type), {4});
    x.data.assign(4, values[d]);  // every element of device d's operand is values[d]
    arguments.push_back({x});
  }
  const EntryValues result = interpreter.run({0, 1, 2, 3}, arguments);
  std::vector<double> firstElements;  // element 0 on each device
  for (const Value& value : result.values[m->entryComputation().root]) firstElements.push_back(value.data.at(0));
  return firstElements;
}

void compareData(const std::vector<double>& actual, const std::vector<double>& expected) {
  QCOMPARE(actual.size(), expected.size());
  for (std::size_t i = 0; i < expected.size(); ++i) {
    if (std::isnan(expected[i])) {
      QVERIFY2(std::isnan(actual[i]), qPrintable(QString("element %1 is %2, expected NaN").arg(i).arg(actual[i])));
      continue;
    }
    QVERIFY2(actual[i] == expected[i], qPrintable(QString("element %1 is %2, expected %3").arg(i).arg(actual[i], 0, 'g', 17).arg(expected[i], 0, 'g', 17)));
    QVERIFY2(std::signbit(actual[i]) == std::signbit(expected[i]), qPrintable(QString("element %1 has the wrong sign of zero").arg(i)));
  }
}

}  // namespace

class TestNumericXlaOps : public QObject {
  Q_OBJECT

 private slots:
  void topk_data() {
    QTest::addColumn<QString>("hlo");
    QTest::addColumn<std::vector<double>>("values");
    QTest::addColumn<std::vector<double>>("indices");
    auto row = [](const char* name, const std::string& operand, const std::string& resultDims, const std::string& attributes,
                  std::vector<double> values, std::vector<double> indices) {
      QTest::newRow(name) << QString::fromStdString(module("  %x = " + operand + "\n  ROOT %t = (f32[" + resultDims + "], s32[" + resultDims +
                                                           "]) topk(%x), " + attributes + "\n"))
                          << values << indices;
    };
    row("k=2 per row", "f32[2,5] constant({{3,1,4,1,5},{2,7,1,8,2}})", "2,2", "k=2, largest=true", {5, 4, 8, 7}, {4, 2, 3, 1});
    row("largest defaults to true", "f32[5] constant({3,1,4,1,5})", "2", "k=2", {5, 4}, {4, 2});
    row("ties keep the lower index first", "f32[6] constant({1,3,3,2,3,0})", "4", "k=4, largest=true", {3, 3, 3, 2}, {1, 2, 4, 3});
    row("largest=false ascending, ties by index", "f32[5] constant({2,-1,2,-1,0})", "3", "k=3, largest=false", {-1, -1, 0}, {1, 3, 4});
    // Total order: +NaN above +inf, +0 above -0 (XLA CPU's TopK compares the bits).
    row("NaN first, +0 before -0", "f32[5] constant({-0, 0, 1, nan, inf})", "5", "k=5, largest=true", {NAN, INFINITY, 1, 0.0, -0.0}, {3, 4, 2, 1, 0});
    row("smallest: -inf, then -0 before +0", "f32[4] constant({0, -0, 1, -inf})", "3", "k=3, largest=false", {-INFINITY, -0.0, 0.0}, {3, 1, 0});
    row("k=0", "f32[3] constant({1,2,3})", "0", "k=0, largest=true", {}, {});
  }

  void topk() {
    QFETCH(QString, hlo);
    QFETCH(std::vector<double>, values);
    QFETCH(std::vector<double>, indices);
    const Value root = runRoot(hlo.toStdString());
    QVERIFY(root.isTuple());
    QCOMPARE(root.elements.size(), std::size_t(2));
    QCOMPARE(root.elements[1].type, ir::ElementType::S32);
    compareData(root.elements[0].data, values);
    compareData(root.elements[1].data, indices);
  }

  void gatherScatterBatching_data() {
    QTest::addColumn<QString>("hlo");
    QTest::addColumn<std::vector<double>>("expected");
    auto row = [](const char* name, const std::string& body, std::vector<double> expected) {
      QTest::newRow(name) << QString::fromStdString(module(body)) << expected;
    };
    // take_along_axis(x, idx, axis=1): out[b] = x[b, idx[b]].
    row("gather one batching dim", "  %x = f32[2,3] constant({{10,11,12},{20,21,22}})\n  %i = s32[2,1] constant({{2},{0}})\n"
        "  ROOT %g = f32[2] gather(%x, %i), offset_dims={}, collapsed_slice_dims={1}, start_index_map={1}, operand_batching_dims={0}, "
        "start_indices_batching_dims={0}, index_vector_dim=1, slice_sizes={1,1}\n", {12, 20});
    // x[i,j,k] = 100i + 10j + k; out[b0,b1] = x[b0, b1, idx[b0,b1]], the index vector implicit.
    row("gather two batching dims, implicit index vector",
        "  %x = f32[2,2,3] constant({{{0,1,2},{10,11,12}},{{100,101,102},{110,111,112}}})\n  %i = s32[2,2] constant({{2,0},{1,2}})\n"
        "  ROOT %g = f32[2,2] gather(%x, %i), offset_dims={}, collapsed_slice_dims={2}, start_index_map={2}, operand_batching_dims={0,1}, "
        "start_indices_batching_dims={0,1}, index_vector_dim=2, slice_sizes={1,1,1}\n", {2, 10, 101, 112});
    row("gather batching dims in another order", "  %x = f32[2,3] constant({{10,11,12},{20,21,22}})\n  %i = s32[1,2] constant({{1,2}})\n"
        "  ROOT %g = f32[2] gather(%x, %i), offset_dims={}, collapsed_slice_dims={1}, start_index_map={1}, operand_batching_dims={0}, "
        "start_indices_batching_dims={1}, index_vector_dim=0, slice_sizes={1,1}\n", {11, 22});
    row("gather batched start indices clamp", "  %x = f32[2,3] constant({{10,11,12},{20,21,22}})\n  %i = s32[2,1] constant({{5},{-1}})\n"
        "  ROOT %g = f32[2] gather(%x, %i), offset_dims={}, collapsed_slice_dims={1}, start_index_map={1}, operand_batching_dims={0}, "
        "start_indices_batching_dims={0}, index_vector_dim=1, slice_sizes={1,1}\n", {12, 20});
    // x[i,k] = 10i + k; a window of 2 along dim 1 from idx[b] (3 clamps to 2).
    row("gather batched window", "  %x = f32[2,4] constant({{0,1,2,3},{10,11,12,13}})\n  %i = s32[2,1] constant({{1},{3}})\n"
        "  ROOT %g = f32[2,2] gather(%x, %i), offset_dims={1}, collapsed_slice_dims={}, start_index_map={1}, operand_batching_dims={0}, "
        "start_indices_batching_dims={0}, index_vector_dim=1, slice_sizes={1,2}\n", {1, 2, 12, 13});
    // The gradient of take_along_axis: out[b, idx[b,j]] += u[b,j].
    row("scatter-add one batching dim", "  %x = f32[2,3] constant({{0,0,0},{0,0,0}})\n  %i = s32[2,2,1] constant({{{2},{2}},{{0},{1}}})\n"
        "  %u = f32[2,2] constant({{1,4},{2,3}})\n"
        "  ROOT %s = f32[2,3] scatter(%x, %i, %u), update_window_dims={}, inserted_window_dims={1}, scatter_dims_to_operand_dims={1}, "
        "input_batching_dims={0}, scatter_indices_batching_dims={0}, index_vector_dim=2, to_apply=%sum\n", {0, 0, 5, 2, 3, 0});
    row("scatter batched, out-of-range window skipped", "  %x = f32[2,3] constant({{0,0,0},{0,0,0}})\n  %i = s32[2,1] constant({{3},{1}})\n"
        "  %u = f32[2] constant({7,9})\n"
        "  ROOT %s = f32[2,3] scatter(%x, %i, %u), update_window_dims={}, inserted_window_dims={1}, scatter_dims_to_operand_dims={1}, "
        "input_batching_dims={0}, scatter_indices_batching_dims={0}, index_vector_dim=1, to_apply=%sum\n", {0, 0, 0, 0, 9, 0});
  }

  void gatherScatterBatching() {
    QFETCH(QString, hlo);
    QFETCH(std::vector<double>, expected);
    compareData(runRoot(hlo.toStdString()).data, expected);
  }

  void reduceWindow_data() {
    QTest::addColumn<QString>("hlo");
    QTest::addColumn<std::vector<double>>("expected");
    auto row = [](const char* name, const std::string& body, std::vector<double> expected) {
      QTest::newRow(name) << QString::fromStdString(module(body)) << expected;
    };
    // jnp.cumsum as JAX lowers it: a window over everything before, padded low.
    row("cumsum", "  %x = s32[4] constant({1,2,3,4})\n  %z = s32[] constant(0)\n"
        "  ROOT %r = s32[4] reduce-window(%x, %z), window={size=4 pad=3_0}, to_apply=%isum\n", {1, 3, 6, 10});
    row("cumsum over dim 0 of a matrix", "  %x = s32[3,2] constant({{1,10},{2,20},{3,30}})\n  %z = s32[] constant(0)\n"
        "  ROOT %r = s32[3,2] reduce-window(%x, %z), window={size=3x1 pad=2_0x0_0}, to_apply=%isum\n", {1, 10, 3, 30, 6, 60});
    row("strided pooling", "  %x = f32[2,4] constant({{1,2,3,4},{5,6,7,8}})\n  %z = f32[] constant(0)\n"
        "  ROOT %r = f32[2,2] reduce-window(%x, %z), window={size=1x2 stride=1x2}, to_apply=%sum\n", {3, 7, 11, 15});
    row("max with padding skipped", "  %x = f32[3] constant({1,5,2})\n  %z = f32[] constant(-100)\n"
        "  ROOT %r = f32[4] reduce-window(%x, %z), window={size=2 pad=1_1}, to_apply=%max\n", {1, 5, 5, 2});
    row("base dilation holes skipped", "  %x = f32[3] constant({1,2,3})\n  %z = f32[] constant(0)\n"
        "  ROOT %r = f32[4] reduce-window(%x, %z), window={size=2 lhs_dilate=2}, to_apply=%sum\n", {1, 2, 2, 3});
    row("window dilation", "  %x = f32[5] constant({1,2,3,4,5})\n  %z = f32[] constant(0)\n"
        "  ROOT %r = f32[3] reduce-window(%x, %z), window={size=2 rhs_dilate=2}, to_apply=%sum\n", {4, 6, 8});
    row("init value is combined once", "  %x = f32[2] constant({1,2})\n  %z = f32[] constant(10)\n"
        "  ROOT %r = f32[1] reduce-window(%x, %z), window={size=2}, to_apply=%sum\n", {13});
  }

  void reduceWindow() {
    QFETCH(QString, hlo);
    QFETCH(std::vector<double>, expected);
    compareData(runRoot(hlo.toStdString()).data, expected);
  }

  // What each op refuses, positioned at the instruction.
  void refused_data() {
    QTest::addColumn<QString>("hlo");
    QTest::addColumn<QString>("message");
    auto row = [](const char* name, const std::string& body, const char* message) {
      QTest::newRow(name) << QString::fromStdString(module(body)) << message;
    };
    row("topk k past the row", "  %x = f32[3] constant({1,2,3})\n  ROOT %t = (f32[4], s32[4]) topk(%x), k=4, largest=true\n", "not within the last dimension");
    row("topk negative k", "  %x = f32[3] constant({1,2,3})\n  ROOT %t = (f32[0], s32[0]) topk(%x), k=-1, largest=true\n", "not within the last dimension");
    row("topk result shape", "  %x = f32[3] constant({1,2,3})\n  ROOT %t = (f32[3], s32[3]) topk(%x), k=2, largest=true\n", "does not give");
    row("topk without k", "  %x = f32[3] constant({1,2,3})\n  ROOT %t = (f32[2], s32[2]) topk(%x), largest=true\n", "needs an integer 'k'");
    row("gather batching sizes differ", "  %x = f32[2,3] constant({{10,11,12},{20,21,22}})\n  %i = s32[3,1] constant({{2},{0},{1}})\n"
        "  ROOT %g = f32[3] gather(%x, %i), offset_dims={}, collapsed_slice_dims={1}, start_index_map={1}, operand_batching_dims={0}, "
        "start_indices_batching_dims={0}, index_vector_dim=1, slice_sizes={1,1}\n", "batching dimension sizes differ");
    row("gather batching dim also collapsed", "  %x = f32[2,3] constant({{10,11,12},{20,21,22}})\n  %i = s32[2,1] constant({{2},{0}})\n"
        "  ROOT %g = f32[2] gather(%x, %i), offset_dims={}, collapsed_slice_dims={0,1}, start_index_map={1}, operand_batching_dims={0}, "
        "start_indices_batching_dims={0}, index_vector_dim=1, slice_sizes={1,1}\n", "also collapsed or indexed");
    row("gather batching lists of two lengths", "  %x = f32[2,3] constant({{10,11,12},{20,21,22}})\n  %i = s32[2,1] constant({{2},{0}})\n"
        "  ROOT %g = f32[2] gather(%x, %i), offset_dims={}, collapsed_slice_dims={1}, start_index_map={1}, operand_batching_dims={0}, "
        "start_indices_batching_dims={}, index_vector_dim=1, slice_sizes={1,1}\n", "differ in length");
    row("scatter batching dim on the index vector", "  %x = f32[2,3] constant({{0,0,0},{0,0,0}})\n  %i = s32[2,1] constant({{3},{1}})\n"
        "  %u = f32[2] constant({7,9})\n"
        "  ROOT %s = f32[2,3] scatter(%x, %i, %u), update_window_dims={}, inserted_window_dims={1}, scatter_dims_to_operand_dims={1}, "
        "input_batching_dims={0}, scatter_indices_batching_dims={1}, index_vector_dim=1, to_apply=%sum\n", "names the index_vector_dim");
    row("reduce-window result shape", "  %x = s32[4] constant({1,2,3,4})\n  %z = s32[] constant(0)\n"
        "  ROOT %r = s32[3] reduce-window(%x, %z), window={size=4 pad=3_0}, to_apply=%isum\n", "does not match its window");
    row("reduce-window malformed window", "  %x = s32[4] constant({1,2,3,4})\n  %z = s32[] constant(0)\n"
        "  ROOT %r = s32[4] reduce-window(%x, %z), window={size=4x1 pad=3_0}, to_apply=%isum\n", "malformed window entry");
    row("reduce-window reversal", "  %x = s32[4] constant({1,2,3,4})\n  %z = s32[] constant(0)\n"
        "  ROOT %r = s32[4] reduce-window(%x, %z), window={size=4 pad=3_0 rhs_reversal=1}, to_apply=%isum\n", "reversal is not interpreted");
  }

  void refused() {
    QFETCH(QString, hlo);
    QFETCH(QString, message);
    try {
      runRoot(hlo.toStdString());
      QFAIL("expected an InterpretError");
    } catch (const InterpretError& error) {
      QVERIFY2(QString(error.what()).contains(message), error.what());
      QVERIFY(!error.instruction.empty());
    }
  }

  // XLA CPU against the declared-type model. bf16 keeps 8 significant bits:
  // 1 + 2^-8 is a tie that rounds to 1, so folding 1, 2^-8, 2^-8, 2^-8 step by step in
  // bf16 stays 1, while XLA CPU sums in f32 (1 + 3*2^-8, exact) and rounds once, to the
  // even neighbour 1 + 2^-6.
  void collectives_data() {
    QTest::addColumn<QString>("type");
    QTest::addColumn<QString>("shape");
    QTest::addColumn<QString>("op");
    QTest::addColumn<std::vector<double>>("values");
    QTest::addColumn<double>("declared");
    QTest::addColumn<double>("xlaCpu");
    const double e8 = std::ldexp(1.0, -8), e11 = std::ldexp(1.0, -11);
    const std::string sum = "all-reduce(%x), replica_groups={{0,1,2,3}}, to_apply=%add";
    QTest::newRow("bf16 all-reduce promoted to f32") << "bf16" << "bf16[4]" << QString::fromStdString(sum) << std::vector<double>{1, e8, e8, e8} << 1.0
                                                    << 1.0 + std::ldexp(1.0, -6);
    QTest::newRow("bf16 reduce-scatter promoted too") << "bf16" << "bf16[1]"
                                                     << "reduce-scatter(%x), replica_groups={{0,1,2,3}}, dimensions={0}, to_apply=%add"
                                                     << std::vector<double>{1, e8, e8, e8} << 1.0 << 1.0 + std::ldexp(1.0, -6);
    // f16 is not promoted by XLA CPU: both fold in f16 (1 + 2^-11 is a tie to 1).
    QTest::newRow("f16 all-reduce stays f16") << "f16" << "f16[4]" << QString::fromStdString(sum) << std::vector<double>{1, e11, e11, e11} << 1.0 << 1.0;
    // The group order matters in bf16 declared-type folding, not in XLA CPU's f32 sum.
    QTest::newRow("bf16 small terms first") << "bf16" << "bf16[4]" << QString::fromStdString(sum) << std::vector<double>{e8, e8, e8, 1}
                                           << 1.0 + std::ldexp(1.0, -6) << 1.0 + std::ldexp(1.0, -6);
    // The fold starts at +0: -0 members sum to +0 in XLA CPU, to -0 in a reducer's fold.
    QTest::newRow("f32 negative zeros") << "f32" << "f32[4]" << QString::fromStdString(sum) << std::vector<double>{-0.0, -0.0, -0.0, -0.0} << -0.0 << 0.0;
    // std::max keeps the accumulator against a NaN member; maximum propagates it.
    QTest::newRow("f32 max drops NaN in XLA CPU") << "f32" << "f32[4]" << "all-reduce(%x), replica_groups={{0,1,2,3}}, to_apply=%max"
                                                 << std::vector<double>{1, NAN, 3, 2} << double(NAN) << 3.0;
  }

  void collectives() {
    QFETCH(QString, type);
    QFETCH(QString, shape);
    QFETCH(QString, op);
    QFETCH(std::vector<double>, values);
    QFETCH(double, declared);
    QFETCH(double, xlaCpu);
    const std::vector<double> asDeclared = runCollective(type.toStdString(), shape.toStdString(), op.toStdString(), values, CollectiveArithmetic::DeclaredType);
    const std::vector<double> asXla = runCollective(type.toStdString(), shape.toStdString(), op.toStdString(), values, CollectiveArithmetic::XlaCpu);
    compareData(asDeclared, std::vector<double>(4, declared));
    compareData(asXla, std::vector<double>(4, xlaCpu));
  }

  // The whole layer's golden runs in double: XlaCpu changes nothing there.
  void xlaCpuArithmeticNeedsEmulatedTypes() {
    const std::string text = "HloModule c, num_partitions=2\n\n"
                             "%add (a: bf16[], b: bf16[]) -> bf16[] {\n  %a = bf16[] parameter(0)\n  %b = bf16[] parameter(1)\n  ROOT %s = bf16[] add(%a, %b)\n}\n\n"
                             "ENTRY %main (x: bf16[1]) -> bf16[1] {\n  %x = bf16[1] parameter(0)\n  ROOT %r = bf16[1] all-reduce(%x), replica_groups={{0,1}}, to_apply=%add\n}\n";
    std::optional<ir::Module> m = testing::parseModule(text);
    QVERIFY(m);
    ElementBudget budget;
    InterpreterOptions options;
    options.numDevices = 2;
    options.numPartitions = 2;
    options.emulateTypes = false;
    options.collectiveArithmetic = CollectiveArithmetic::XlaCpu;
    Interpreter interpreter(*m, options, budget);
    Value a = budget.makeArray(ir::ElementType::BF16, {1}), b = a;
    a.data = {1};
    b.data = {std::ldexp(1.0, -9)};
    const EntryValues values = interpreter.run({0, 1}, {{a}, {b}});
    QCOMPARE(values.values[m->entryComputation().root][0].data[0], 1.0 + std::ldexp(1.0, -9));
  }
};

QTEST_APPLESS_MAIN(TestNumericXlaOps)
#include "test_numeric_xla_ops.moc"
