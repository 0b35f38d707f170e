// The communication and memory summary (issue 24 item 4) against figures worked out by
// hand for small zoo pairs: each collective's bytes per device by seed 002's ring
// formulas, its time alpha + bytes / beta on nvlink4 (450 GB/s, 5 us), the per-layer and
// per-kind sums, parameters per device against the single-device baseline, and the
// report section that prints them.
#include "report/summary_section.h"
#include "summary/program_summary.h"
#include "zoo/zoo.h"

#include <QTest>

using namespace shardscope;
using propagation::CollectiveKind;

namespace {

zoo::ZooCase zooCase(const std::string& name) {
  zoo::ZooRequest request;
  request.name = name;
  return zoo::generateZooCase(request).zooCase;
}

const propagation::Interconnect& nvlink4() {
  static const propagation::TopologyTable table = propagation::defaultTopologyTable();
  return *table.find("nvlink4");
}

// alpha + bytes / beta, written out: 5 microseconds plus bytes at 450e9 bytes per second.
double nvlinkSeconds(double bytes) { return 5e-6 + bytes / 450e9; }

const summary::CollectiveUse& use(const summary::ProgramSummary& s, const std::string& name) {
  for (const summary::CollectiveUse& c : s.collectives)
    if (c.instruction == name) return c;
  qFatal("no collective %s", name.c_str());
}

}  // namespace

class TestProgramSummary : public QObject {
  Q_OBJECT

 private slots:
  void tensorParallelMlpAllReduces() {
    const zoo::ZooCase c = zooCase("mlp-tp");
    const summary::ProgramSummary s = summary::summarizeProgram(c.distributed, &c.baseline, nvlink4());
    QCOMPARE(s.devices, int64_t(2));
    QCOMPARE(s.interconnect, std::string("nvlink4"));
    QCOMPARE(s.collectives.size(), std::size_t(2));
    // all-reduce of f32[16,32] = 2048 bytes over 2 devices: 2(N-1)/N * 2048 = 2048.
    const summary::CollectiveUse& first = use(s, "all-reduce.spmd.1");
    QCOMPARE(first.kind, CollectiveKind::AllReduce);
    QCOMPARE(first.groupSize, int64_t(2));
    QCOMPARE(first.tensorBytes, 2048.0);
    QCOMPARE(first.bytesPerDevice, 2048.0);
    QCOMPARE(first.seconds, nvlinkSeconds(2048));
    QCOMPARE(first.layer, std::string("layer.0"));
    QCOMPARE(use(s, "all-reduce.spmd.2").layer, std::string("layer.1"));
    QCOMPARE(s.totalBytesPerDevice, 4096.0);
    QCOMPARE(s.totalSeconds, 2 * nvlinkSeconds(2048));
    QCOMPARE(s.kinds.size(), std::size_t(1));
    QCOMPARE(s.kinds[0].count, 2);
    // Parameters: hidden_states f32[2,8,32] = 2048; per layer the norm f32[32] = 128 and
    // three f32[32,32] halves = 3 * 4096; on one device the weights are f32[32,64] / [64,32].
    QCOMPARE(s.parameterBytesPerDevice, int64_t(2048 + 2 * (128 + 3 * 4096)));
    QCOMPARE(s.baselineParameterBytes, int64_t(2048 + 2 * (128 + 3 * 8192)));
    QVERIFY(s.peakBytesPerDevice >= s.parameterBytesPerDevice);
    // Layers in order of first appearance: the inputs, then layer.0 and layer.1.
    QCOMPARE(s.layers.size(), std::size_t(3));
    QCOMPARE(s.layers[0].layer, std::string("inputs"));
    QCOMPARE(s.layers[0].parameterBytesPerDevice, int64_t(2048));
    QCOMPARE(s.layers[1].layer, std::string("layer.0"));
    QCOMPARE(s.layers[1].collectives, 1);
    QCOMPARE(s.layers[1].bytesPerDevice, 2048.0);
    QCOMPARE(s.layers[1].parameterBytesPerDevice, int64_t(128 + 3 * 4096));
  }

  void fsdpGathersAndScatters() {
    const zoo::ZooCase c = zooCase("fsdp");
    const summary::ProgramSummary s = summary::summarizeProgram(c.distributed, &c.baseline, nvlink4());
    // all-gather of the f32[16,64] shard: the gathered f32[32,64] is 8192 bytes, and each
    // device receives (N-1)/N of it: 4096.
    const summary::CollectiveUse& gather = use(s, "all-gather.spmd.1");
    QCOMPARE(gather.kind, CollectiveKind::AllGather);
    QCOMPARE(gather.tensorBytes, 8192.0);
    QCOMPARE(gather.bytesPerDevice, 4096.0);
    // reduce-scatter of the f32[64,32] gradient (8192 bytes before the scatter): 4096.
    const summary::CollectiveUse& scatter = use(s, "reduce-scatter.spmd.11");
    QCOMPARE(scatter.kind, CollectiveKind::ReduceScatter);
    QCOMPARE(scatter.tensorBytes, 8192.0);
    QCOMPARE(scatter.bytesPerDevice, 4096.0);
    QCOMPARE(scatter.seconds, nvlinkSeconds(4096));
    QCOMPARE(scatter.layer, std::string("layer.0"));
    // Weights are split: half of the baseline's parameters apart from the batch split.
    QVERIFY(s.parameterBytesPerDevice < s.baselineParameterBytes);
  }

  void allToAllAndPermute() {
    const zoo::ZooCase moe = zooCase("moe-ep");
    const summary::ProgramSummary m = summary::summarizeProgram(moe.distributed, nullptr, nvlink4());
    // all-to-all of f32[2,2,8,32] = 4096 bytes over 2 devices: (N-1)/N^2 * 4096 = 1024.
    QCOMPARE(use(m, "all-to-all.spmd.2").bytesPerDevice, 1024.0);
    QCOMPARE(m.baselineParameterBytes, int64_t(0));  // no baseline given
    const zoo::ZooCase pipeline = zooCase("pipeline");
    const summary::ProgramSummary p = summary::summarizeProgram(pipeline.distributed, nullptr, nvlink4());
    // A permute sends the whole f32[1,8,32] activation once: 1024 bytes.
    const summary::CollectiveUse& permute = use(p, "collective-permute.spmd.1");
    QCOMPARE(permute.kind, CollectiveKind::CollectivePermute);
    QCOMPARE(permute.bytesPerDevice, 1024.0);
    QCOMPARE(permute.layer, std::string("tick.0"));
  }

  void otherInterconnectChangesOnlyTime() {
    const zoo::ZooCase c = zooCase("mlp-tp");
    const propagation::TopologyTable table = propagation::defaultTopologyTable();
    for (const propagation::Interconnect& link : table.interconnects) {
      const summary::ProgramSummary s = summary::summarizeProgram(c.distributed, nullptr, link);
      QCOMPARE(s.totalBytesPerDevice, 4096.0);
      QCOMPARE(s.totalSeconds, 2 * (link.latencyUs * 1e-6 + 2048 / (link.bandwidthGBps * 1e9)));
    }
  }

  void layerNames() {
    QCOMPARE(summary::layerOfOpName("layer.3/attn/q_proj"), std::string("layer.3"));
    QCOMPARE(summary::layerOfOpName("jit(f)/jit(main)/dot_general"), std::string("dot_general"));
    QCOMPARE(summary::layerOfOpName("jit(f)"), std::string("(top level)"));
    QCOMPARE(summary::layerOfOpName(""), std::string("(no scope)"));
  }

  void cancelled() {
    const zoo::ZooCase c = zooCase("mlp-tp");
    CancellationToken token;
    token.cancel();
    QVERIFY_THROWS_EXCEPTION(OperationCancelled, summary::summarizeProgram(c.distributed, nullptr, nvlink4(), token));
  }

  void reportSection() {
    const zoo::ZooCase c = zooCase("mlp-tp");
    const summary::ProgramSummary s = summary::summarizeProgram(c.distributed, &c.baseline, nvlink4());
    std::string html;
    report::appendProgramSummarySection(html, s);
    const QString text = QString::fromStdString(html);
    QVERIFY(text.contains("<section id=\"program-summary\">"));
    QVERIFY(text.contains("2 collectives on 2 devices"));
    QVERIFY2(text.contains("<td>all-reduce</td><td>2</td><td>4.00 KiB</td>"), qPrintable(text));
    QVERIFY(text.contains("<td>layer.0</td><td>1</td><td>2.00 KiB</td>"));
    QVERIFY(text.contains("nvlink4"));
    QCOMPARE(report::formatBytes(1536), std::string("1.50 KiB"));
    QCOMPARE(report::formatSeconds(10.01e-6), std::string("10.01 \xC2\xB5s"));
  }
};

QTEST_MAIN(TestProgramSummary)
#include "test_program_summary.moc"
