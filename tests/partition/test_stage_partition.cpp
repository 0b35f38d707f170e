// Pipeline stages: the DP against brute force on random instances (with and without
// memory caps), the fast search against the DP, hand-worked examples, malformed
// problems, and the bubble / Alpa figures.
#include "partition/partition_error.h"
#include "partition/pipeline_schedule.h"
#include "partition/stage_partition.h"

#include <QTest>

#include <cmath>
#include <functional>
#include <random>

using namespace shardscope;
using namespace shardscope::partition;

Q_DECLARE_METATYPE(shardscope::partition::StageProblem)

namespace {
StageProblem problemOf(std::vector<double> weights, int stages, std::vector<double> memory = {},
                       std::vector<double> memoryCaps = {}) {
  StageProblem problem;
  problem.weights = std::move(weights);
  problem.stages = stages;
  problem.memory = std::move(memory);
  problem.memoryCaps = std::move(memoryCaps);
  return problem;
}

// A plan must cover the layers in order with exactly N non-empty stages, respect the
// memory caps, and report the heaviest stage as its bottleneck.
void verifyPlan(const StageProblem& problem, const StagePlan& plan) {
  QVERIFY(plan.feasible);
  QCOMPARE(static_cast<int>(plan.stages.size()), problem.stages);
  int next = 0;
  double heaviest = 0;
  for (std::size_t s = 0; s < plan.stages.size(); ++s) {
    const auto [first, last] = plan.stages[s];
    QCOMPARE(first, next);
    QVERIFY(last >= first);
    double weight = 0, memory = 0;
    for (int l = first; l <= last; ++l) {
      weight += problem.weights[l];
      if (!problem.memory.empty()) memory += problem.memory[l];
    }
    QVERIFY(std::abs(weight - plan.stageWeights[s]) <= 1e-9 * (1 + weight));
    if (!problem.memory.empty()) {
      const double cap = problem.memoryCaps.size() == 1 ? problem.memoryCaps[0] : problem.memoryCaps[s];
      QVERIFY(plan.stageMemory[s] <= cap);
    }
    heaviest = std::max(heaviest, plan.stageWeights[s]);
    next = last + 1;
  }
  QCOMPARE(next, static_cast<int>(problem.weights.size()));
  QCOMPARE(plan.bottleneck, heaviest);
}

StageProblem randomProblem(std::mt19937& random, int maxLayers, bool withMemory) {
  auto uniform = [&](int low, int high) { return std::uniform_int_distribution<int>(low, high)(random); };
  StageProblem problem;
  const int layers = uniform(1, maxLayers);
  problem.stages = uniform(1, layers);
  const bool fractional = uniform(0, 1) == 1;
  for (int l = 0; l < layers; ++l)
    problem.weights.push_back(fractional ? std::uniform_real_distribution<double>(0, 10)(random)
                                         : uniform(0, 20));
  if (withMemory) {
    for (int l = 0; l < layers; ++l) problem.memory.push_back(uniform(0, 5));
    if (uniform(0, 1))
      problem.memoryCaps = {static_cast<double>(uniform(2, 12))};
    else
      for (int s = 0; s < problem.stages; ++s) problem.memoryCaps.push_back(uniform(2, 12));
  }
  return problem;
}
}  // namespace

class TestStagePartition : public QObject {
  Q_OBJECT

 private slots:
  void seedExampleByHand() {
    // 3,1,4,1,5 in two stages: [3,1,4 | 1,5] has max(8, 6) = 8; the other cuts give
    // 10 (3,1 | 4,1,5), 9 (3,1,4,1 | 5) and 14 (3 | 1,4,1,5).
    const StageProblem problem = problemOf({3, 1, 4, 1, 5}, 2);
    for (const StagePlan& plan : {partitionStagesDp(problem), partitionStagesSearch(problem),
                                  partitionStagesBruteForce(problem)}) {
      QCOMPARE(plan.bottleneck, 8.0);
      QCOMPARE(plan.stages, (std::vector<std::pair<int, int>>{{0, 2}, {3, 4}}));
      QCOMPARE(plan.stageWeights, (std::vector<double>{8, 6}));
      QCOMPARE(static_cast<int>(plan.trace.size()), 2);
    }
  }

  void memoryCapsByHand() {
    // Each layer needs 1 and a stage holds 2: 5 layers in 3 stages must be (2,2,1),
    // (2,1,2) or (1,2,2); [3,1 | 4,1 | 5] is best with 5.
    StageProblem problem = problemOf({3, 1, 4, 1, 5}, 3, {1, 1, 1, 1, 1}, {2});
    const StagePlan plan = partitionStagesDp(problem);
    QCOMPARE(plan.bottleneck, 5.0);
    QCOMPARE(plan.stages, (std::vector<std::pair<int, int>>{{0, 1}, {2, 3}, {4, 4}}));
    QCOMPARE(plan.stageMemory, (std::vector<double>{2, 2, 1}));
    QCOMPARE(partitionStagesSearch(problem).bottleneck, 5.0);
    // Per-stage caps: the first stage may only hold one layer.
    problem.memoryCaps = {1, 3, 3};
    QCOMPARE(partitionStagesDp(problem).stages.front(), (std::pair<int, int>{0, 0}));
    // A cap of 1 per stage cannot hold 5 layers in 3 stages.
    problem.memoryCaps = {1};
    QVERIFY(!partitionStagesDp(problem).feasible);
    QVERIFY(!partitionStagesSearch(problem).feasible);
    QVERIFY(!partitionStagesBruteForce(problem).feasible);
  }

  void dpMatchesBruteForce() {
    std::mt19937 random(12345);
    int feasible = 0;
    for (int instance = 0; instance < 1500; ++instance) {
      const StageProblem problem = randomProblem(random, 10, instance % 3 == 0);
      const StagePlan dp = partitionStagesDp(problem);
      const StagePlan brute = partitionStagesBruteForce(problem);
      const StagePlan search = partitionStagesSearch(problem);
      QCOMPARE(dp.feasible, brute.feasible);
      QCOMPARE(search.feasible, brute.feasible);
      if (!brute.feasible) continue;
      ++feasible;
      QCOMPARE(dp.bottleneck, brute.bottleneck);
      QCOMPARE(search.bottleneck, brute.bottleneck);
      verifyPlan(problem, dp);
      verifyPlan(problem, search);
      verifyPlan(problem, brute);
    }
    QVERIFY(feasible >= 1000);
  }

  void searchMatchesDpOnLargeInstances() {
    std::mt19937 random(777);
    for (int instance = 0; instance < 6; ++instance) {
      StageProblem problem;
      problem.stages = instance < 3 ? 64 : 7;
      for (int l = 0; l < 1000; ++l)
        problem.weights.push_back(std::uniform_real_distribution<double>(0.5, 3)(random));
      if (instance % 2 == 1) {
        for (int l = 0; l < 1000; ++l) problem.memory.push_back(std::uniform_int_distribution<int>(1, 4)(random));
        problem.memoryCaps = {instance < 3 ? 60.0 : 400.0};
      }
      const StagePlan dp = partitionStagesDp(problem);
      const StagePlan search = partitionStagesSearch(problem);
      QVERIFY(dp.feasible);
      QCOMPARE(search.bottleneck, dp.bottleneck);
      verifyPlan(problem, dp);
      verifyPlan(problem, search);
    }
  }

  void zeroWeightsAndSingleStage() {
    const StageProblem zeros = problemOf({0, 0, 0, 0}, 3);
    QCOMPARE(partitionStagesSearch(zeros).bottleneck, 0.0);
    QCOMPARE(partitionStagesDp(zeros).bottleneck, 0.0);
    const StageProblem one = problemOf({2, 7, 1}, 1);
    QCOMPARE(partitionStagesDp(one).stages, (std::vector<std::pair<int, int>>{{0, 2}}));
    QCOMPARE(partitionStagesSearch(one).bottleneck, 10.0);
    const StageProblem each = problemOf({2, 7, 1}, 3);
    QCOMPARE(partitionStagesSearch(each).bottleneck, 7.0);
  }

  void malformedProblems_data() {
    QTest::addColumn<StageProblem>("problem");
    QTest::addColumn<QString>("message");
    QTest::newRow("no layers") << problemOf({}, 1) << "at least one layer";
    QTest::newRow("no stages") << problemOf({1}, 0) << "at least one stage";
    QTest::newRow("too many stages") << problemOf({1, 2}, 3)
                                     << "cannot split 2 layers into 3 non-empty stages";
    QTest::newRow("negative weight") << problemOf({1, -2}, 1) << "non-negative layer weights";
    QTest::newRow("nan weight") << problemOf({1, std::nan("")}, 1) << "finite";
    QTest::newRow("infinite weight") << problemOf({HUGE_VAL}, 1) << "finite";
    QTest::newRow("overflowing total") << problemOf({1e308, 1e308}, 1) << "total layer weight to be finite";
    QTest::newRow("overflowing memory") << problemOf({1, 1}, 1, {1e308, 1e308}, {1}) << "total layer memory";
    QTest::newRow("memory without caps") << problemOf({1, 2}, 1, {1, 1})
                                         << "both per-layer memory and memory caps";
    QTest::newRow("memory count") << problemOf({1, 2}, 1, {1}, {4})
                                  << "expected 2 memory values";
    QTest::newRow("cap count") << problemOf({1, 2, 3}, 2, {1, 1, 1}, {4, 4, 4})
                               << "expected 1 or 2 memory caps";
    QTest::newRow("negative cap") << problemOf({1}, 1, {1}, {-1})
                                  << "non-negative memory";
  }

  void malformedProblems() {
    QFETCH(StageProblem, problem);
    QFETCH(QString, message);
    const auto error = validateStageProblem(problem);
    QVERIFY(error);
    QVERIFY2(QString::fromStdString(*error).contains(message), error->c_str());
    QVERIFY_THROWS_EXCEPTION(PartitionError, partitionStagesDp(problem));
    QVERIFY_THROWS_EXCEPTION(PartitionError, partitionStagesSearch(problem));
    QVERIFY_THROWS_EXCEPTION(PartitionError, partitionStagesBruteForce(problem));
  }

  void bruteForceRefusesLargeInstances() {
    StageProblem problem = problemOf(std::vector<double>(200, 1.0), 50);
    QVERIFY_THROWS_EXCEPTION(PartitionError, partitionStagesBruteForce(problem));
  }

  void bubbleAndAlpaObjective() {
    // The seed's example: N=4, M=8 gives a 37.5 % bubble and 62.5 % efficiency.
    QCOMPARE(bubbleFraction(4, 8), 0.375);
    const PipelineEstimate estimate = estimatePipeline({2, 3, 1, 2}, 8);
    QCOMPARE(estimate.gpipeBubble, 0.375);
    QCOMPARE(estimate.oneFOneBBubble, 0.375);
    QCOMPARE(estimate.gpipeEfficiency, 0.625);
    QCOMPARE(estimate.gpipeInFlight, 8);
    QCOMPARE(estimate.oneFOneBInFlight, 4);
    // sum t_i + (B-1) max t_i = 8 + 7 * 3.
    QCOMPARE(estimate.alpaObjective, 29.0);
    QCOMPARE(alpaTrainingObjective({8, 6}, 1), 14.0);
    QCOMPARE(estimatePipeline({1, 1, 1, 1}, 2).gpipeEfficiency, 0.0);
  }

  // Sum t_i is the same for every split, so the bottleneck-optimal split also minimises
  // Alpa's objective; check that against brute force on random instances.
  void bottleneckSplitMinimisesAlpaObjective() {
    std::mt19937 random(31);
    for (int instance = 0; instance < 200; ++instance) {
      const StageProblem problem = randomProblem(random, 8, false);
      const StagePlan plan = partitionStagesDp(problem);
      const int microbatches = 1 + instance % 16;
      const double objective = alpaTrainingObjective(plan.stageWeights, microbatches);
      // Every other split is no better.
      const int L = static_cast<int>(problem.weights.size()), N = problem.stages;
      std::vector<int> cuts(N - 1);
      std::function<void(int, int)> visit = [&](int j, int start) {
        if (j == N - 1) {
          std::vector<double> times;
          int first = 0;
          for (int c = 0; c <= N - 1; ++c) {
            const int end = c < N - 1 ? cuts[c] : L;
            double sum = 0;
            for (int l = first; l < end; ++l) sum += problem.weights[l];
            times.push_back(sum);
            first = end;
          }
          QVERIFY(alpaTrainingObjective(times, microbatches) >= objective - 1e-9 * (1 + objective));
          return;
        }
        for (int c = start; c <= L - (N - 1 - j); ++c) {
          cuts[j] = c;
          visit(j + 1, c + 1);
        }
      };
      visit(0, 1);
    }
  }
};

QTEST_APPLESS_MAIN(TestStagePartition)
#include "test_stage_partition.moc"
