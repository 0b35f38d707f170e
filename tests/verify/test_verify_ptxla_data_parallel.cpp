// PyTorch/XLA's data-parallel MLP step (../shared/corpus/real-hlo, ptxla_mini_mlp_dp2)
// against its single-device step (ptxla_mini_mlp_single): they pair by role (issue 19
// item 2), and they are not equivalent. nll_loss's mean divides by the count of labels
// that are not ignore_index (-100): the DP step divides each replica's gradient by its
// own count and then averages over the 2 replicas, the single step divides by the
// whole batch's count. The verifier names that division; the interpreter shows the
// gradients agree when no label is ignored and differ when one replica's batch holds
// ignored labels, and the returned loss is each replica's own.
#include "io/hlo_text_parser.h"
#include "numeric/element_budget.h"
#include "numeric/interpreter.h"
#include "verify/parameter_pairing.h"
#include "verify/relations_file.h"
#include "verify/verifier.h"

#include <QTest>

#include <algorithm>
#include <cmath>
#include <fstream>
#include <regex>
#include <set>
#include <sstream>

using namespace shardscope;

namespace {
std::string corpusText(const char* file) {
  std::ifstream in(std::string(SHARDSCOPE_CORPUS_DIR) + "/real-hlo/" + file);
  std::stringstream text;
  text << in.rdbuf();
  return text.str();
}

std::optional<ir::Module> parse(const std::string& text) {
  if (text.empty()) return std::nullopt;
  io::LoadResult loaded = io::parseHloText(text, {});
  if (!loaded.ok()) return std::nullopt;
  return std::move(*loaded.module);
}

// The interpreter runs no vendor kernels: Neuron's ring transfer is an identity (the
// verifier's identityCustomCalls says so too), written here as a copy.
std::string transfersAsCopies(std::string text) {
  static const std::regex call(R"(custom-call\(([^)]*)\), custom_call_target="AwsNeuronTransferWithStaticRing", api_version=API_VERSION_UNSPECIFIED)");
  return std::regex_replace(text, call, "copy($1)");
}

struct Rng {
  uint64_t state = 12345;
  double next() {  // in [-1, 1)
    state = state * 6364136223846793005ull + 1442695040888963407ull;
    return static_cast<double>(state >> 11) / static_cast<double>(1ull << 52) - 1.0;
  }
};

numeric::Value array(ir::ElementType type, std::vector<int64_t> dims, std::vector<double> data) {
  numeric::Value v;
  v.type = type;
  v.dims = std::move(dims);
  v.data = std::move(data);
  return v;
}

struct Step {
  numeric::Value gradW, gradB, loss;
};

// Both steps on one batch of 32 (labels given), the DP one with rows 16d.. on replica d.
std::pair<Step, std::vector<Step>> runBoth(const ir::Module& single, const ir::Module& dp, const std::vector<double>& labels) {
  Rng rng;
  std::vector<double> x(32 * 784), w(10 * 784), b(10);
  for (double& v : x) v = rng.next();
  for (double& v : w) v = 0.05 * rng.next();
  for (double& v : b) v = 0.1 * rng.next();
  const numeric::Value lr = array(ir::ElementType::F32, {}, {-0.1});
  numeric::ElementBudget budget;
  numeric::InterpreterOptions options;
  options.emulateTypes = false;  // real arithmetic: what differs is the formula, not rounding
  numeric::Interpreter baseline(single, options, budget);
  const auto whole = baseline.run({0}, {{lr, array(ir::ElementType::S64, {32}, labels), array(ir::ElementType::F32, {10}, b),
                                         array(ir::ElementType::F32, {10, 784}, w), array(ir::ElementType::F32, {32, 784}, x)}});
  const numeric::Value& out = whole.values[single.entryComputation().root][0];
  // Baseline outputs: 6 gradient of the bias, 7 of the weight, 5 the loss.
  Step reference{out.elements[7], out.elements[6], out.elements[5]};
  options.numDevices = 2;
  numeric::Interpreter replicas(dp, options, budget);
  std::vector<std::vector<numeric::Value>> arguments;
  for (int d = 0; d < 2; ++d) {
    std::vector<double> rows(x.begin() + d * 16 * 784, x.begin() + (d + 1) * 16 * 784);
    std::vector<double> mine(labels.begin() + d * 16, labels.begin() + (d + 1) * 16);
    arguments.push_back({lr, array(ir::ElementType::F32, {}, {0.0}), array(ir::ElementType::S64, {16}, mine), array(ir::ElementType::F32, {10}, b),
                         array(ir::ElementType::F32, {10, 784}, w), array(ir::ElementType::F32, {16, 1, 28, 28}, rows)});
  }
  const auto perReplica = replicas.run({0, 1}, arguments);
  std::vector<Step> steps;
  for (int d = 0; d < 2; ++d) {
    const numeric::Value& o = perReplica.values[dp.entryComputation().root][d];
    // DP outputs: 5 the averaged bias gradient, 6 the weight's, 4 the loss.
    steps.push_back({o.elements[6], o.elements[5], o.elements[4]});
  }
  return {reference, steps};
}

double relativeDifference(const numeric::Value& a, const numeric::Value& b) {
  double diff = 0, norm = 0;
  for (std::size_t i = 0; i < a.data.size(); ++i) diff += (a.data[i] - b.data[i]) * (a.data[i] - b.data[i]), norm += a.data[i] * a.data[i];
  return std::sqrt(diff / std::max(norm, 1e-300));
}
}  // namespace

class TestVerifyPtxlaDataParallel : public QObject {
  Q_OBJECT

 private slots:
  void initTestCase() {
    single_ = parse(corpusText("ptxla_mini_mlp_single.hlo.txt"));
    dp_ = parse(corpusText("ptxla_mini_mlp_dp2.hlo.txt"));
    if (!single_ || !dp_) QSKIP("corpus file missing or unreadable");
  }

  void pairsByRoleAndNamesTheLocalCount() {
    const verify::VerifyResult result = verify::verifyPair(*single_, *dp_, {}, {}, {});
    QCOMPARE(result.verdict, verify::Verdict::NotVerified);
    std::string inferred, frontier;
    for (const auto& line : result.inferredRelations) inferred += line + "\n";
    for (const auto& entry : result.frontier) frontier += entry.instruction + ": " + entry.reason + "\n";
    for (const char* expected : {"devices: 2 replicas", "parameter 2 (p2.7, s64[16]) pairs with baseline parameter 1 (p1.6, s64[32]) by dataflow",
                                 "parameter 5 (p5.25, f32[16,1,28,28]) pairs with baseline parameter 4 (p4.24, f32[32,784]) by reshape",
                                 "parameter 1 (p1.6, f32[]) pairs with no baseline parameter", R"("inputs": {"p1.6": {"role": "token"}})",
                                 "baseline output 3 (s64[32]) has no distributed counterpart"})
      QVERIFY2(inferred.find(expected) != std::string::npos, (std::string(expected) + " not in\n" + inferred).c_str());
    // The gradient's divisor: each replica's own count of labels (reduce.63, a partial
    // sum of the baseline's reduce.61); and the loss, each replica's own mean.
    QVERIFY2(frontier.find("reduce.63: makes partial sums over {0,1}") != std::string::npos, frontier.c_str());
    QVERIFY2(frontier.find("divide.161: ") != std::string::npos, frontier.c_str());
    QCOMPARE(result.instructions.at("reduce.63").baselineCounterpart, std::string("reduce.61"));
  }

  void gradientsAgreeWithoutIgnoredLabels() {
    const auto single = parse(transfersAsCopies(corpusText("ptxla_mini_mlp_single.hlo.txt")));
    const auto dp = parse(transfersAsCopies(corpusText("ptxla_mini_mlp_dp2.hlo.txt")));
    QVERIFY(single && dp);
    std::vector<double> labels(32);
    for (int i = 0; i < 32; ++i) labels[i] = i % 10;
    const auto [reference, replicas] = runBoth(*single, *dp, labels);
    qInfo("no label ignored: weight gradient relative difference %.1e; loss %.6f (whole batch) vs %.6f and %.6f (each replica's)",
          relativeDifference(reference.gradW, replicas[0].gradW), reference.loss.scalar(), replicas[0].loss.scalar(), replicas[1].loss.scalar());
    for (const Step& step : replicas) {
      QVERIFY2(relativeDifference(reference.gradW, step.gradW) < 1e-12, std::to_string(relativeDifference(reference.gradW, step.gradW)).c_str());
      QVERIFY(relativeDifference(reference.gradB, step.gradB) < 1e-12);
    }
    // The loss it returns is its own batch's mean, not the whole batch's.
    QVERIFY(std::abs(replicas[0].loss.scalar() - reference.loss.scalar()) > 1e-6);
    QVERIFY(std::abs(0.5 * (replicas[0].loss.scalar() + replicas[1].loss.scalar()) - reference.loss.scalar()) < 1e-12);
  }

  void gradientsDifferWhenOneReplicaIgnoresLabels() {
    const auto single = parse(transfersAsCopies(corpusText("ptxla_mini_mlp_single.hlo.txt")));
    const auto dp = parse(transfersAsCopies(corpusText("ptxla_mini_mlp_dp2.hlo.txt")));
    QVERIFY(single && dp);
    std::vector<double> labels(32);
    for (int i = 0; i < 32; ++i) labels[i] = i < 8 ? -100 : i % 10;  // replica 0: 8 of its 16 labels ignored
    const auto [reference, replicas] = runBoth(*single, *dp, labels);
    const double difference = relativeDifference(reference.gradW, replicas[0].gradW);
    qInfo("weight gradient, relative difference with 8 of replica 0's labels ignored: %.3f", difference);
    QVERIFY2(difference > 0.05, std::to_string(difference).c_str());
  }

  // BERT's AdamW step (graph2): every weight is updated by the same source lines, so the
  // equal-shaped gradients, moments and weights pair by where they end up in the ROOT
  // tuple (the lockstep walk in parameter_pairing.cpp): all 128 parameters the baseline
  // has, leaving the token and the world size (was 26 of 130 by name, metadata, shape).
  void bertPairsByDataflow() {
    const auto single = parse(corpusText("ptxla_bert_single_graph2.hlo.txt"));
    const auto dp = parse(corpusText("ptxla_bert_dp_graph2.hlo.txt"));
    if (!single || !dp) QSKIP("corpus file missing or unreadable");
    const verify::ParameterPairing pairing = verify::pairParameters(single->entryComputation(), dp->entryComputation(), 2, {});
    int paired = 0, dataflow = 0;
    std::vector<std::string> open;
    for (const verify::PairedParameter& p : pairing.byNumber) {
      if (p.baseline >= 0) ++paired, dataflow += p.how == "dataflow" ? 1 : 0;
      else open.emplace_back(dp->entryComputation().instructions[p.distributed].name);
    }
    QCOMPARE(paired, 128);
    QVERIFY2(dataflow >= 100, std::to_string(dataflow).c_str());
    QCOMPARE(open, (std::vector<std::string>{"p4.14", "p5.15"}));
    // Each DP parameter holds the baseline parameter at the same place in the update: the
    // embedding's weight, its two moments and its gradient (four of [30522,16]).
    std::set<std::string> embedding;
    for (const verify::PairedParameter& p : pairing.byNumber)
      if (p.baseline >= 0 && dp->entryComputation().instructions[p.distributed].shape.dims == std::vector<int64_t>{30522, 16})
        embedding.insert(std::string(single->entryComputation().instructions[p.baseline].name));
    QCOMPARE(embedding.size(), std::size_t{4});
    // With the token and the world size named it is still not verified: each replica's
    // gradient is read as a share of the baseline's (sum over replicas = the baseline's),
    // which the step then halves (x 0.5 after the all-reduce): the relation it needs, a
    // share times the world size, the relations file cannot state.
    verify::VerifyOptions options;
    options.relationsJson = R"({"inputs": {"p4.14": {"role": "token"}, "p5.15": {"role": "world-size"}}})";
    const verify::VerifyResult result = verify::verifyPair(*single, *dp, options, {}, {});
    QCOMPARE(result.verdict, verify::Verdict::NotVerified);
    QVERIFY(!result.frontier.empty());
  }

  // What differs, numerically: both steps on the same weights and moments, each replica
  // given a gradient whose mean over the 2 replicas is the baseline's (g + d and g - d).
  // Every weight, moment and the averaged loss agree; one output differs.
  void bertStepsAgreeWhenTheReplicasGradientsAverageToTheBaselines() {
    const auto single = parse(corpusText("ptxla_bert_single_graph2.hlo.txt"));
    const auto dp = parse(corpusText("ptxla_bert_dp_graph2.hlo.txt"));
    if (!single || !dp) QSKIP("corpus file missing or unreadable");
    const ir::Computation& b = single->entryComputation();
    const ir::Computation& d = dp->entryComputation();
    const verify::ParameterPairing pairing = verify::pairParameters(b, d, 2, {});
    // The gradients: the tuple all-reduce's operands.
    std::set<ir::InstructionId> gradients;
    for (const ir::Instruction& in : d.instructions)
      if (in.opcode == ir::Opcode::AllReduce && in.operands.size() > 20) gradients.insert(in.operands.begin(), in.operands.end());
    Rng rng;
    auto values = [&](const ir::Shape& shape, double low) {
      std::vector<double> data(static_cast<std::size_t>(shape.elementCount().value_or(0)));
      for (double& v : data) v = low + (1 - low) * 0.5 * (rng.next() + 1);  // positive: square roots of moments
      return array(shape.type, shape.dims, data);
    };
    std::vector<numeric::Value> baselineArguments;
    for (ir::InstructionId id : b.parameters()) baselineArguments.push_back(values(b.instructions[id].shape, 0.01));
    std::vector<std::vector<numeric::Value>> replicaArguments(2);
    const auto bParams = b.parameters();
    for (const verify::PairedParameter& p : pairing.byNumber) {
      const ir::Instruction& in = d.instructions[p.distributed];
      if (p.baseline < 0) {  // the token, and the world size
        const double value = in.name == "p5.15" ? 2.0 : 0.0;
        for (auto& arguments : replicaArguments) arguments.push_back(array(in.shape.type, in.shape.dims, {value}));
        continue;
      }
      const auto j = static_cast<std::size_t>(std::find(bParams.begin(), bParams.end(), p.baseline) - bParams.begin());
      numeric::Value plus = baselineArguments[j], minus = baselineArguments[j];
      if (gradients.count(p.distributed))
        for (std::size_t k = 0; k < plus.data.size(); ++k) {
          const double delta = 0.3 * rng.next();
          plus.data[k] += delta, minus.data[k] -= delta;
        }
      replicaArguments[0].push_back(plus);
      replicaArguments[1].push_back(minus);
    }
    numeric::ElementBudget budget;
    numeric::InterpreterOptions options;
    options.emulateTypes = false;
    numeric::Interpreter baseline(*single, options, budget);
    const numeric::Value reference = baseline.run({0}, {baselineArguments}).values[b.root][0];
    options.numDevices = 2;
    numeric::Interpreter replicas(*dp, options, budget);
    const auto run = replicas.run({0, 1}, replicaArguments);
    int agree = 0;
    std::string differ;
    for (int r = 0; r < 2; ++r) {
      const numeric::Value& out = run.values[d.root][r];
      QCOMPARE(out.elements.size(), reference.elements.size());
      for (std::size_t k = 0; k < out.elements.size(); ++k) {
        const double difference = relativeDifference(reference.elements[k], out.elements[k]);
        if (difference < 1e-9) ++agree;
        else if (r == 0) differ += " " + std::to_string(k) + " (" + std::to_string(difference) + ")";
      }
    }
    qInfo("BERT AdamW step, replica gradients g +/- d: %d of %zu outputs agree on both replicas; differ:%s", agree, 2 * reference.elements.size(),
          differ.c_str());
    // All but output 91: the DP step returns p6.16 / world_size (its own loss halved, not
    // all-reduced) where the single step returns the loss itself (p127.1274); output 92,
    // the all-reduced mean, agrees.
    QCOMPARE(agree, 2 * 93);
    QVERIFY2(differ.rfind(" 91 (0.5", 0) == 0, differ.c_str());
  }

 private:
  std::optional<ir::Module> single_, dp_;
};

QTEST_APPLESS_MAIN(TestVerifyPtxlaDataParallel)
#include "test_verify_ptxla_data_parallel.moc"
