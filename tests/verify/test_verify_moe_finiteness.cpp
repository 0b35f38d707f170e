// Why the zoo's correct moe-ep pair is (rightly) not verified equivalent: its dispatch
// einsum on one device multiplies every token by the one-hot's zeros, the distributed
// program only its own tokens, so a single non-finite token (0 * inf = NaN) makes the
// baseline's result NaN where the distributed result stays finite. With finite tokens
// the two agree. A verifier that called the pair equivalent would be unsound.
#include "numeric/interpreter.h"
#include "zoo/zoo.h"

#include <QtTest>

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

class TestVerifyMoeFiniteness : public QObject {
  Q_OBJECT

 private slots:
  void finiteTokensAgreeNonFiniteDiffer() {
    zoo::ZooRequest request;
    request.name = "moe-ep";
    const zoo::ZooCase pair = zoo::generateZooCase(request).zooCase;
    QCOMPARE(pair.distributed.numPartitions(), int64_t{2});

    // Finite tokens: device d's rows are rows [8d, 8d+8) of the baseline result.
    const Outputs finite = run(pair, 0.5);
    const int64_t rows = finite.perDevice[0].dims[0], cols = finite.perDevice[0].dims[1];
    for (int64_t d = 0; d < 2; ++d)
      for (int64_t e = 0; e < rows * cols; ++e) {
        const double ref = finite.baseline.data[d * rows * cols + e], got = finite.perDevice[d].data[e];
        QVERIFY2(std::abs(got - ref) <= 1e-5 + 1e-5 * std::abs(ref), qPrintable(QString("device %1 element %2").arg(d).arg(e)));
      }

    // One infinite token on device 0: the baseline's device-1 rows are NaN, device 1's are not.
    const Outputs infinite = run(pair, std::numeric_limits<double>::infinity());
    bool differs = false;
    for (int64_t e = 0; e < rows * cols; ++e)
      differs = differs || (std::isnan(infinite.baseline.data[rows * cols + e]) && !std::isnan(infinite.perDevice[1].data[e]));
    QVERIFY2(differs, "expected the baseline to be NaN where device 1 is finite");
  }
};

QTEST_APPLESS_MAIN(TestVerifyMoeFiniteness)
#include "test_verify_moe_finiteness.moc"
