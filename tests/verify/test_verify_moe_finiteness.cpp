// The zoo's moe-ep pair agrees for every input, non-finite tokens included, which is
// what lets the verifier call it equivalent: the baseline dispatches with GShard's
// grouped einsums, so every output element sums exactly the terms the expert-parallel
// program sums (an earlier baseline contracted all tokens against a one-hot mask, and one
// infinite token made its result NaN where the distributed one stayed finite). Checked
// with the reference interpreter on both programs, device by device.
#include "numeric/interpreter.h"
#include "zoo/zoo.h"

#include <QTest>

#include <cmath>
#include <limits>

using namespace shardscope;

namespace {

// Deterministic baseline arguments; token 3's first feature is `special`.
std::vector<numeric::Value> baselineArguments(const ir::Module& baseline, double special, numeric::ElementBudget& budget) {
  std::vector<numeric::Value> arguments;
  const ir::Computation& entry = baseline.entryComputation();
  for (ir::InstructionId id : entry.parameters()) {
    const ir::Instruction& p = entry.instructions[id];
    numeric::Value v = budget.makeArray(p.shape.type, p.shape.dims);
    for (int64_t e = 0; e < v.elementCount(); ++e) v.data[e] = 0.05 * static_cast<double>((e * 7 + p.parameterNumber * 3) % 11) - 0.25;
    arguments.push_back(std::move(v));
  }
  const int64_t features = arguments[0].dims[1];
  arguments[0].data[3 * features] = special;
  return arguments;
}

// Device d's tile of `whole`: the distributed parameter splits at most one dim, and
// device d holds block d of it (the zoo's `<=[N]` shardings).
numeric::Value tileOf(const numeric::Value& whole, const std::vector<int64_t>& local, int64_t device, numeric::ElementBudget& budget) {
  numeric::Value tile = budget.makeArray(whole.type, local);
  const auto strides = numeric::stridesOf(whole.dims);
  std::vector<int64_t> index(local.size(), 0);
  int64_t e = 0;
  do {
    int64_t at = 0;
    for (std::size_t k = 0; k < local.size(); ++k) {
      const int64_t offset = local[k] == whole.dims[k] ? 0 : device * local[k];
      at += (offset + index[k]) * strides[k];
    }
    tile.data[e++] = whole.data[at];
  } while (numeric::nextIndex(index, local));
  return tile;
}

struct Outputs {
  numeric::Value baseline;
  std::vector<numeric::Value> perDevice;
};

Outputs run(const zoo::ZooCase& pair, double special) {
  numeric::ElementBudget budget;
  auto arguments = baselineArguments(pair.baseline, special, budget);
  numeric::InterpreterOptions baseOptions;
  baseOptions.emulateTypes = false;
  numeric::Interpreter baseline(pair.baseline, baseOptions, budget);
  const auto base = baseline.run({0}, {arguments});
  const ir::Computation& entry = pair.distributed.entryComputation();
  const int64_t devices = pair.distributed.numPartitions();
  std::vector<std::vector<numeric::Value>> perDevice(static_cast<std::size_t>(devices));
  const auto params = entry.parameters();
  for (int64_t d = 0; d < devices; ++d)
    for (std::size_t p = 0; p < params.size(); ++p) perDevice[d].push_back(tileOf(arguments[p], entry.instructions[params[p]].shape.dims, d, budget));
  numeric::InterpreterOptions options;
  options.emulateTypes = false;
  options.numDevices = devices;
  options.numPartitions = devices;
  numeric::Interpreter distributed(pair.distributed, options, budget);
  std::vector<int64_t> ids;
  for (int64_t d = 0; d < devices; ++d) ids.push_back(d);
  const auto dist = distributed.run(ids, perDevice);
  Outputs out;
  out.baseline = base.values[pair.baseline.entryComputation().root][0];
  for (std::size_t slot = 0; slot < ids.size(); ++slot) out.perDevice.push_back(dist.values[entry.root][slot]);
  return out;
}

}  // namespace

// Same value, NaN where the other is NaN, same infinity, or within f32's tolerance.
bool sameElement(double ref, double got) {
  if (std::isnan(ref) || std::isnan(got)) return std::isnan(ref) && std::isnan(got);
  if (std::isinf(ref) || std::isinf(got)) return ref == got;
  return std::abs(got - ref) <= 1e-5 + 1e-5 * std::abs(ref);
}

class TestVerifyMoeFiniteness : public QObject {
  Q_OBJECT

 private slots:
  void tokensAgree_data() {
    QTest::addColumn<double>("special");
    QTest::addColumn<bool>("nonFinite");
    QTest::newRow("finite") << 0.5 << false;
    QTest::newRow("inf") << std::numeric_limits<double>::infinity() << true;
    QTest::newRow("-inf") << -std::numeric_limits<double>::infinity() << true;
    QTest::newRow("nan") << std::numeric_limits<double>::quiet_NaN() << true;
  }

  void tokensAgree() {
    QFETCH(double, special);
    QFETCH(bool, nonFinite);
    zoo::ZooRequest request;
    request.name = "moe-ep";
    const zoo::ZooCase pair = zoo::generateZooCase(request).zooCase;
    QCOMPARE(pair.distributed.numPartitions(), int64_t{2});
    // Device d's rows are rows [rows*d, rows*(d+1)) of the baseline result.
    const Outputs out = run(pair, special);
    const int64_t rows = out.perDevice[0].dims[0], cols = out.perDevice[0].dims[1];
    bool anyNonFinite = false;
    for (int64_t d = 0; d < 2; ++d)
      for (int64_t e = 0; e < rows * cols; ++e) {
        const double ref = out.baseline.data[d * rows * cols + e], got = out.perDevice[d].data[e];
        anyNonFinite = anyNonFinite || !std::isfinite(ref);
        QVERIFY2(sameElement(ref, got), qPrintable(QString("device %1 element %2: baseline %3, distributed %4").arg(d).arg(e).arg(ref).arg(got)));
      }
    // The special token does reach the result (so the comparison above is not vacuous).
    QCOMPARE(anyNonFinite, nonFinite);
  }
};

QTEST_APPLESS_MAIN(TestVerifyMoeFiniteness)
#include "test_verify_moe_finiteness.moc"
