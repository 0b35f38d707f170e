// Seed 002's worked numbers, reproduced exactly by core/teach: LLaMA 70B's 140 GB in
// FP16, its memory per device under TP=8 × PP=4 × DP=16, 14 bytes per parameter with
// Adam and 14/N under FSDP, ring all-reduce 2(N-1)/N, FSDP's 3x against DDP's 2x, the
// bubble (N-1)/M; and the presets' shapes against their published parameter counts.
#include "teach/strategy_comparison.h"
#include "teach/strategy_estimate.h"
#include "teach/strategy_presets.h"

#include <QTest>

#include <cmath>

using namespace shardscope;
using namespace shardscope::teach;
using propagation::CollectiveKind;

namespace {

const StrategyPreset& presetTitled(const std::string& title) {
  for (const StrategyPreset& preset : strategyPresets())
    if (preset.title == title) return preset;
  qFatal("no preset %s", title.c_str());
}

const CollectiveCost* find(const StrategyEstimate& estimate, const std::string& strategy, CollectiveKind kind) {
  for (const CollectiveCost& cost : estimate.collectives)
    if (cost.strategy == strategy && cost.kind == kind) return &cost;
  return nullptr;
}

}  // namespace

class TestTeachEstimates : public QObject {
  Q_OBJECT

 private slots:
  void presetShapesMatchTheirNames_data();
  void presetShapesMatchTheirNames();
  void llama70bOnOneGpu();
  void llama70bTp8Pp4Dp16();
  void fsdpFourteenOverN_data();
  void fsdpFourteenOverN();
  void zeroStagesShardInOrder();
  void ringAllReduce_data();
  void ringAllReduce();
  void fsdpMovesThreeTimesTheParameters();
  void bubbleFraction_data();
  void bubbleFraction();
  void everyPresetIsValid();
  void expertParallelSplitsExperts();
  void linksFollowTheNodes();
  void validationRejects_data();
  void validationRejects();
  void comparisonSideBySide();
};

void TestTeachEstimates::presetShapesMatchTheirNames_data() {
  QTest::addColumn<QString>("name");
  for (const ModelSize& model : modelPresets()) QTest::newRow(model.name.c_str()) << QString::fromStdString(model.name);
}

void TestTeachEstimates::presetShapesMatchTheirNames() {
  QFETCH(QString, name);
  const ModelSize* model = findModelPreset(name.toStdString());
  QVERIFY(model);
  QVERIFY(!validateModel(*model));
  // The shape's count is within 1.5% of the name's (Llama 3 70B: 70.55e9).
  QVERIFY2(std::abs(model->shapeParameters() / model->nominalParameters - 1.0) < 0.015,
           qPrintable(QString::number(model->shapeParameters())));
  QCOMPARE(model->parameters(), model->nominalParameters);
}

void TestTeachEstimates::llama70bOnOneGpu() {
  // 简介: "LLaMA 70B 的参数量为 700 亿，以 FP16 存储需要约 140 GB 显存——而目前最强的单卡
  // NVIDIA H100 仅有 80 GB"; and "13B 模型（约 26 GB）".
  const StrategyPreset& preset = presetTitled("LLaMA 70B on one GPU");
  QVERIFY(!validateConfig(preset.config, preset.cluster, preset.model.layers, preset.model.experts));
  const StrategyEstimate estimate = estimateStrategy(preset.model, preset.config, preset.cluster);
  QCOMPARE(estimate.memory.weights, 140e9);
  QVERIFY(!estimate.fits);
  QVERIFY(estimate.collectives.empty());
  ModelSize thirteen = preset.model;
  thirteen.nominalParameters = 13e9;
  QCOMPARE(estimateMemory(thirteen, preset.config).weights, 26e9);
  // Adam's extra state ("Adam 需要额外 2 倍参数量" in FP32 terms: momentum and variance).
  QCOMPARE(estimate.memory.optimizer, 12 * 70e9);
}

void TestTeachEstimates::llama70bTp8Pp4Dp16() {
  // 混合并行策略: "LLaMA 70B (Meta): TP=8 (节点内 NVLink) + PP=4 (跨节点) + DP=16".
  const StrategyPreset& preset = presetTitled("LLaMA 70B: TP=8 × PP=4 × DP=16");
  QCOMPARE(preset.config.devices(), 512);
  QCOMPARE(QString::fromStdString(describeConfig(preset.config)), QStringLiteral("TP=8+SP × PP=4 × DP=16"));
  const StrategyEstimate estimate = estimateStrategy(preset.model, preset.config, preset.cluster);
  // 70e9 parameters over TP·PP = 32 devices: 2.1875e9 each.
  QCOMPARE(estimate.memory.parametersHeld, 2.1875e9);
  QCOMPARE(estimate.memory.weights, 4.375e9);
  QCOMPARE(estimate.memory.gradients, 4.375e9);
  QCOMPARE(estimate.memory.optimizer, 26.25e9);
  QCOMPARE(estimate.memory.modelStateSeed(), 14 * 70e9 / 32);  // 30.625 GB, seed's 14 bytes
  // Activations (sequence parallel, selective recomputation): 34·s·b·h/t bytes per layer,
  // 20 layers on the first stage, 4 micro-batches in flight under 1F1B.
  QCOMPARE(estimate.memory.inFlightMicrobatches, 4);
  QCOMPARE(estimate.memory.activations, 34.0 * 4096 * 8192 / 8 * 20 * 4);
  QCOMPARE(estimate.memory.total(), 35e9 + 34.0 * 4096 * 8192 / 8 * 20 * 4);
  QVERIFY(estimate.fits);  // 46.4 GB of 80 GB
  // DP: the device's 4.375 GB of gradients all-reduced over 16 ranks, 2·15/16 of them.
  const CollectiveCost* dp = find(estimate, "DP", CollectiveKind::AllReduce);
  QVERIFY(dp);
  QCOMPARE(dp->groupSize, 16);
  QCOMPARE(dp->callsPerStep, 175LL);  // 25 MB buckets
  QCOMPARE(dp->bytesPerStep(), 2.0 * 15 / 16 * 4.375e9);
  QCOMPARE(QString::fromStdString(dp->interconnect), QStringLiteral("ib-ndr"));
  // SP inside the node: all-gather and reduce-scatter of [s, b, h] FP16, 4 per layer and
  // micro-batch, (N-1)/N each.
  const CollectiveCost* gather = find(estimate, "SP", CollectiveKind::AllGather);
  QVERIFY(gather);
  QCOMPARE(gather->messageBytes, 4096.0 * 8192 * 2);
  QCOMPARE(gather->bytesPerCall, 7.0 / 8 * 4096 * 8192 * 2);
  QCOMPARE(gather->callsPerStep, 4LL * 20 * 8);
  QCOMPARE(QString::fromStdString(gather->interconnect), QStringLiteral("nvlink4"));
  const CollectiveCost* p2p = find(estimate, "PP", CollectiveKind::CollectivePermute);
  QVERIFY(p2p);
  QCOMPARE(p2p->bytesPerCall, 4096.0 * 8192 * 2 / 8);
  QCOMPARE(p2p->callsPerStep, 16LL);
  QCOMPARE(estimate.bubbleFraction, 3.0 / 8);
  // Time: α + bytes/β per call on NDR (50 GB/s, 15 μs).
  QCOMPARE(dp->secondsPerStep, 175 * (15e-6 + 2.0 * 15 / 16 * 25e6 / 50e9));
}

void TestTeachEstimates::fsdpFourteenOverN_data() {
  QTest::addColumn<int>("devices");
  for (int n : {2, 8, 64}) QTest::addRow("N=%d", n) << n;
}

void TestTeachEstimates::fsdpFourteenOverN() {
  // FSDP: "每个参数需要 2 + 4 + 4 + 4 = 14 字节 ... 使用 FSDP，每卡仅需 14/N 字节/参数".
  QFETCH(int, devices);
  StrategyPreset preset = presetTitled("FSDP: 14/N bytes per parameter");
  QCOMPARE(kSeedBytesPerParameter, 14.0);
  preset.config.dp = devices;
  const MemoryPerDevice memory = estimateMemory(preset.model, preset.config);
  QCOMPARE(memory.modelStateSeed() / preset.model.parameters(), 14.0 / devices);
  QCOMPARE(memory.gradients, 2.0 * 8e9 / devices);
  // Plain DP keeps all 14 (and the 2 bytes of gradients) on every device.
  preset.config.zero = ZeroStage::None;
  QCOMPARE(estimateMemory(preset.model, preset.config).modelStateSeed() / preset.model.parameters(), 14.0);
}

void TestTeachEstimates::zeroStagesShardInOrder() {
  const ModelSize model = *findModelPreset("Llama 3 8B");
  ParallelConfig config;
  config.dp = 4;
  const double p = 8e9;
  const double expected[4][3] = {{2 * p, 2 * p, 12 * p}, {2 * p, 2 * p, 3 * p}, {2 * p, p / 2, 3 * p}, {p / 2, p / 2, 3 * p}};
  for (int stage = 0; stage < 4; ++stage) {
    config.zero = static_cast<ZeroStage>(stage);
    const MemoryPerDevice memory = estimateMemory(model, config);
    QCOMPARE(memory.weights, expected[stage][0]);
    QCOMPARE(memory.gradients, expected[stage][1]);
    QCOMPARE(memory.optimizer, expected[stage][2]);
  }
}

void TestTeachEstimates::ringAllReduce_data() {
  QTest::addColumn<int>("tp");
  for (int n : {2, 4, 8}) QTest::addRow("N=%d", n) << n;
}

void TestTeachEstimates::ringAllReduce() {
  // Cost Model: "AllReduce 的通信量： 2·(N-1)/N·tensor_size （ring AllReduce）".
  QFETCH(int, tp);
  const ModelSize model = *findModelPreset("Llama 3 8B");
  ParallelConfig config;
  config.tp = tp;
  config.sequenceLength = 1024;
  const auto collectives = estimateCommunication(model, config, defaultCluster(tp));
  QCOMPARE(collectives.size(), std::size_t{1});
  const CollectiveCost& cost = collectives.front();
  QCOMPARE(cost.kind, CollectiveKind::AllReduce);
  QCOMPARE(cost.bytesPerCall, 2.0 * (tp - 1) / tp * (1024.0 * 4096 * 2));
  // Sequence parallelism splits it into an all-gather and a reduce-scatter: the same bytes.
  config.sequenceParallel = true;
  double split = 0;
  for (const CollectiveCost& half : estimateCommunication(model, config, defaultCluster(tp))) split += half.bytesPerStep();
  QCOMPARE(split, cost.bytesPerStep());
}

void TestTeachEstimates::fsdpMovesThreeTimesTheParameters() {
  // FSDP: "总通信量约为参数量的 3 倍（对比 DDP 的 2 倍）".
  const StrategyPreset& fsdp = presetTitled("FSDP: 14/N bytes per parameter");
  const StrategyPreset& ddp = presetTitled("DP: a whole replica per device");
  const double fsdpBytes = estimateStrategy(fsdp.model, fsdp.config, fsdp.cluster).communicationBytesPerStep();
  const double ddpBytes = estimateStrategy(ddp.model, ddp.config, ddp.cluster).communicationBytesPerStep();
  QCOMPARE(ddpBytes, 2.0 * 7 / 8 * 2 * 8e9);
  QCOMPARE(fsdpBytes, 3.0 * 7 / 8 * 2 * 8e9);
  QCOMPARE(fsdpBytes / ddpBytes, 1.5);
  // DDP does not fit an 8B model with Adam on 80 GB (128 GB of model state); FSDP does.
  QVERIFY(!estimateStrategy(ddp.model, ddp.config, ddp.cluster).fits);
  QVERIFY(estimateStrategy(fsdp.model, fsdp.config, fsdp.cluster).fits);
}

void TestTeachEstimates::bubbleFraction_data() {
  QTest::addColumn<int>("stages");
  QTest::addColumn<int>("microbatches");
  QTest::addColumn<int>("chunks");
  QTest::addColumn<double>("bubble");
  QTest::newRow("seed N=4 M=8") << 4 << 8 << 1 << 0.375;
  QTest::newRow("N=8 M=32") << 8 << 32 << 1 << 7.0 / 32;
  QTest::newRow("interleaved N=4 M=8 v=2") << 4 << 8 << 2 << 3.0 / 16;
}

void TestTeachEstimates::bubbleFraction() {
  // 流水线并行: "气泡比例为 (N-1)/M。例如 N=4, M=8 时，效率约 62.5%，气泡占 37.5%".
  QFETCH(int, stages);
  QFETCH(int, microbatches);
  QFETCH(int, chunks);
  QFETCH(double, bubble);
  ParallelConfig config;
  config.pp = stages;
  config.microbatches = microbatches;
  config.chunks = chunks;
  config.schedule = chunks > 1 ? PipelineKind::Interleaved : PipelineKind::GPipe;
  const ModelSize model = *findModelPreset("Llama 3 70B");
  const Cluster cluster = defaultCluster(stages);
  QVERIFY(!validateConfig(config, cluster, model.layers, model.experts));
  const StrategyEstimate estimate = estimateStrategy(model, config, cluster);
  QCOMPARE(estimate.bubbleFraction, bubble);
  QCOMPARE(estimate.pipelineEfficiency, 1.0 - bubble);
  if (stages == 4 && chunks == 1) {
    QCOMPARE(estimate.pipelineEfficiency, 0.625);
    const StrategyPreset& preset = presetTitled("Pipeline bubble: N=4, M=8");
    QCOMPARE(estimateStrategy(preset.model, preset.config, preset.cluster).bubbleFraction, 0.375);
  }
}

void TestTeachEstimates::everyPresetIsValid() {
  QVERIFY(strategyPresets().size() >= 6);
  for (const StrategyPreset& preset : strategyPresets()) {
    const auto error = validateConfig(preset.config, preset.cluster, preset.model.layers, preset.model.experts);
    QVERIFY2(!error, qPrintable(QString::fromStdString(preset.title + ": " + error.value_or(""))));
  }
  // The seed's hybrids fit; 175B on 2 GPUs does not ("175B 模型在任何单策略下都无法在 1-2 张卡上运行").
  for (const char* title : {"LLaMA 70B: TP=8 × PP=4 × DP=16", "GPT-3 175B: TP=8 × PP=8 × DP=8", "Megatron-Turing 530B: TP=8 × PP=35 × DP=6"}) {
    const StrategyPreset& preset = presetTitled(title);
    QVERIFY2(estimateStrategy(preset.model, preset.config, preset.cluster).fits, title);
  }
  const StrategyPreset& small = presetTitled("GPT-3 175B on 2 GPUs");
  for (auto [tp, pp, dp, zero] : {std::tuple{2, 1, 1, 0}, std::tuple{1, 2, 1, 0}, std::tuple{1, 1, 2, 3}}) {
    ParallelConfig config = small.config;
    config.tp = tp, config.pp = pp, config.dp = dp, config.zero = static_cast<ZeroStage>(zero);
    config.sequenceParallel = tp > 1;
    QVERIFY(!estimateStrategy(small.model, config, small.cluster).fits);
  }
}

void TestTeachEstimates::expertParallelSplitsExperts() {
  ModelSize moe{"moe", 8, 1024, 8, 0, 4096, 32000, false, false, 8, 2, 0};
  QVERIFY(!validateModel(moe));
  ParallelConfig config;
  config.dp = 8;
  const Cluster cluster = defaultCluster(8);
  const MemoryPerDevice alone = estimateMemory(moe, config);
  config.ep = 8;
  QVERIFY(!validateConfig(config, cluster, moe.layers, moe.experts));
  const MemoryPerDevice split = estimateMemory(moe, config);
  QCOMPARE(split.parametersHeld, moe.denseParameters() + moe.expertParameters() / 8);
  QVERIFY(split.weights < alone.weights);
  const auto collectives = estimateCommunication(moe, config, cluster);
  const auto toExperts = std::find_if(collectives.begin(), collectives.end(), [](const CollectiveCost& c) { return c.strategy == "EP"; });
  QVERIFY(toExperts != collectives.end());
  // Each device keeps 1/N of its tokens and sends the rest: (N-1)/N of its share.
  QCOMPARE(toExperts->bytesPerCall, 7.0 / 8 * 4096 * 1024 * 2 * 2);
}

void TestTeachEstimates::linksFollowTheNodes() {
  // "TP 使用在高带宽互连内（NVLink，节点内）; PP 使用在中等带宽互连上（InfiniBand，跨节点）".
  const ModelSize model = *findModelPreset("Llama 3 70B");
  ParallelConfig config;
  config.tp = 16;  // two nodes
  const auto collectives = estimateCommunication(model, config, defaultCluster(16));
  QCOMPARE(QString::fromStdString(collectives.front().interconnect), QStringLiteral("ib-ndr"));
  config.tp = 2;
  config.dp = 4;  // 8 ranks: DP stays inside the node
  for (const CollectiveCost& cost : estimateCommunication(model, config, defaultCluster(8)))
    QCOMPARE(QString::fromStdString(cost.interconnect), QStringLiteral("nvlink4"));
}

void TestTeachEstimates::validationRejects_data() {
  QTest::addColumn<int>("dp");
  QTest::addColumn<int>("tp");
  QTest::addColumn<int>("pp");
  QTest::addColumn<int>("gpus");
  QTest::addColumn<int>("microbatches");
  QTest::addColumn<bool>("interleaved");
  QTest::addColumn<QString>("message");
  QTest::newRow("product") << 2 << 2 << 2 << 16 << 1 << false << "the cluster has 16 GPUs";
  QTest::newRow("zero degree") << 0 << 1 << 1 << 1 << 1 << false << "at least 1";
  QTest::newRow("too many stages") << 1 << 1 << 100 << 100 << 1 << false << "cannot split 80 layers";
  QTest::newRow("interleaved M") << 1 << 1 << 4 << 4 << 6 << true << "multiple of the stages";
}

void TestTeachEstimates::validationRejects() {
  QFETCH(int, dp);
  QFETCH(int, tp);
  QFETCH(int, pp);
  QFETCH(int, gpus);
  QFETCH(int, microbatches);
  QFETCH(bool, interleaved);
  QFETCH(QString, message);
  ParallelConfig config;
  config.dp = dp, config.tp = tp, config.pp = pp, config.microbatches = microbatches;
  if (interleaved) config.schedule = PipelineKind::Interleaved, config.chunks = 2;
  const auto error = validateConfig(config, defaultCluster(gpus), 80, 1);
  QVERIFY(error);
  QVERIFY2(QString::fromStdString(*error).contains(message), error->c_str());
  ModelSize bad = *findModelPreset("Llama 3 8B");
  bad.heads = 3;
  QVERIFY(validateModel(bad));
}

void TestTeachEstimates::comparisonSideBySide() {
  // "注意 175B 模型在任何单策略下都无法在 1-2 张卡上运行——这就是混合并行的必要性":
  // on the seed's 512 GPUs, LLaMA 70B fits only the hybrid; plain DP does not.
  const StrategyPreset& preset = presetTitled("LLaMA 70B: TP=8 × PP=4 × DP=16");
  const auto compared = compareStrategies(preset.model, preset.config, preset.cluster);
  QVERIFY(compared.size() >= 5);
  QCOMPARE(QString::fromStdString(compared.front().label), QStringLiteral("chosen: TP=8+SP × PP=4 × DP=16"));
  QVERIFY(compared.front().estimate.fits);
  QStringList labels;
  for (const ComparedStrategy& strategy : compared) {
    labels << QString::fromStdString(strategy.label);
    QVERIFY(!validateConfig(strategy.config, preset.cluster, preset.model.layers, preset.model.experts));
    if (strategy.label == "DP=512") QVERIFY(!strategy.estimate.fits);
    // Every estimate is the one estimateStrategy gives for its configuration.
    QCOMPARE(strategy.estimate.memory.total(), estimateStrategy(preset.model, strategy.config, preset.cluster).memory.total());
  }
  QVERIFY(labels.contains("DP=512"));
  QVERIFY(labels.contains("FSDP=512"));
  QCOMPARE(labels.removeDuplicates(), 0);
  // An invalid choice is left out, the canonical strategies stay.
  ParallelConfig wrong = preset.config;
  wrong.dp = 3;
  const auto without = compareStrategies(preset.model, wrong, preset.cluster);
  QVERIFY(!without.empty());
  QVERIFY(!QString::fromStdString(without.front().label).startsWith("chosen"));
}

QTEST_MAIN(TestTeachEstimates)
#include "test_teach_estimates.moc"
