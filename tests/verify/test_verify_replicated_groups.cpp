// Replicated groups (issue 19, item 3): a per-rank program with TP = 8 and 2 KV heads,
// the way transformers-neuronx, vLLM and Megatron run GQA when the TP degree exceeds the
// KV head count: every rank holds one KV head, ranks 0-3 head 0 and ranks 4-7 head 1.
// The program carries no annotations, so the KV weights' relation is read from shapes
// (one dim 2x smaller over 8 devices) and reported as an assumption; before, such a pair
// stopped at "shapes differ in a way no single split over 8 devices explains".
#include "io/hlo_text_parser.h"
#include "io/hlo_text_printer.h"
#include "verify/relation_inference.h"
#include "verify/replicated_groups.h"
#include "verify/verifier.h"
#include "zoo/device_offset_mutation.h"
#include "zoo/zoo.h"
#include "test_support/hlo_text.h"

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

#include <regex>
#include <set>

using namespace shardscope;

namespace {

const char* kAdd = test::kScalarAddComputation;

// One decoding step of GQA attention over 4 tokens: 8 query heads and 2 KV heads of
// dim 2, hidden 16. Per head: score = q . k, context = score * v (one key per token, so
// softmax is left out), then the output projection. repeat_kv is a broadcast over the
// query heads of a group and a reshape that merges them.
const char* kBaseline = R"(
ENTRY %main (x: f32[4,16], wq: f32[16,16], wk: f32[16,4], wv: f32[16,4], wo: f32[16,16]) -> f32[4,16] {
  %x = f32[4,16] parameter(0)
  %wq = f32[16,16] parameter(1)
  %wk = f32[16,4] parameter(2)
  %wv = f32[16,4] parameter(3)
  %wo = f32[16,16] parameter(4)
  %q = f32[4,16] dot(%x, %wq), lhs_contracting_dims={1}, rhs_contracting_dims={0}
  %k = f32[4,4] dot(%x, %wk), lhs_contracting_dims={1}, rhs_contracting_dims={0}
  %v = f32[4,4] dot(%x, %wv), lhs_contracting_dims={1}, rhs_contracting_dims={0}
  %qh = f32[4,8,2] reshape(%q)
  %kh = f32[4,2,2] reshape(%k)
  %vh = f32[4,2,2] reshape(%v)
  %kb = f32[4,2,4,2] broadcast(%kh), dimensions={0,1,3}
  %kr = f32[4,8,2] reshape(%kb)
  %vb = f32[4,2,4,2] broadcast(%vh), dimensions={0,1,3}
  %vr = f32[4,8,2] reshape(%vb)
  %qk = f32[4,8,2] multiply(%qh, %kr)
  %zero = f32[] constant(0)
  %score = f32[4,8] reduce(%qk, %zero), dimensions={2}, to_apply=%add
  %sb = f32[4,8,2] broadcast(%score), dimensions={0,1}
  %ctx = f32[4,8,2] multiply(%sb, %vr)
  %flat = f32[4,16] reshape(%ctx)
  ROOT %out = f32[4,16] dot(%flat, %wo), lhs_contracting_dims={1}, rhs_contracting_dims={0}
}
)";

// The per-rank program: one query head and one KV head per rank, the output projection
// row-parallel with one all-reduce. `kv` is how the rank's K weight arrives: "" a
// parameter of its own group (the loader's replicated group), or "select" the whole K
// weight with the rank's group sliced out by replica-id, `groupOf` computing the group
// ("divide 4": ranks in a row; "remainder 2": interleaved, the wrong group).
std::string perRank(bool allReduce, const std::string& groupOf = "") {
  std::string text = std::string("HloModule per_rank\n") + kAdd + "\n";
  const bool select = !groupOf.empty();
  text += std::string("ENTRY %main (x: f32[4,16], wq: f32[16,2], wk: f32[16,") + (select ? "4" : "2") +
          "], wv: f32[16,2], wo: f32[2,16]) -> f32[4,16] {\n"
          "  %x = f32[4,16] parameter(0)\n"
          "  %wq = f32[16,2] parameter(1)\n";
  if (select) {
    const std::string op = groupOf.substr(0, groupOf.find(' '));
    const std::string by = groupOf.substr(groupOf.find(' ') + 1);
    text += "  %wkall = f32[16,4] parameter(2)\n"
            "  %rank = u32[] replica-id()\n"
            "  %by = u32[] constant(" + by + ")\n"
            "  %group = u32[] " + op + "(%rank, %by)\n"
            "  %two = u32[] constant(2)\n"
            "  %column = u32[] multiply(%group, %two)\n"
            "  %start = s32[] convert(%column)\n"
            "  %row = s32[] constant(0)\n"
            "  %wk = f32[16,2] dynamic-slice(%wkall, %row, %start), dynamic_slice_sizes={16,2}\n";
  } else {
    text += "  %wk = f32[16,2] parameter(2)\n";
  }
  text += "  %wv = f32[16,2] parameter(3)\n"
          "  %wo = f32[2,16] parameter(4)\n"
          "  %q = f32[4,2] dot(%x, %wq), lhs_contracting_dims={1}, rhs_contracting_dims={0}\n"
          "  %k = f32[4,2] dot(%x, %wk), lhs_contracting_dims={1}, rhs_contracting_dims={0}\n"
          "  %v = f32[4,2] dot(%x, %wv), lhs_contracting_dims={1}, rhs_contracting_dims={0}\n"
          "  %qh = f32[4,1,2] reshape(%q)\n"
          "  %kh = f32[4,1,2] reshape(%k)\n"
          "  %vh = f32[4,1,2] reshape(%v)\n"
          "  %kb = f32[4,1,1,2] broadcast(%kh), dimensions={0,1,3}\n"
          "  %kr = f32[4,1,2] reshape(%kb)\n"
          "  %vb = f32[4,1,1,2] broadcast(%vh), dimensions={0,1,3}\n"
          "  %vr = f32[4,1,2] reshape(%vb)\n"
          "  %qk = f32[4,1,2] multiply(%qh, %kr)\n"
          "  %zero = f32[] constant(0)\n"
          "  %score = f32[4,1] reduce(%qk, %zero), dimensions={2}, to_apply=%add\n"
          "  %sb = f32[4,1,2] broadcast(%score), dimensions={0,1}\n"
          "  %ctx = f32[4,1,2] multiply(%sb, %vr)\n"
          "  %flat = f32[4,2] reshape(%ctx)\n";
  if (allReduce)
    text += "  %partial = f32[4,16] dot(%flat, %wo), lhs_contracting_dims={1}, rhs_contracting_dims={0}\n"
            "  ROOT %out = f32[4,16] all-reduce(%partial), replica_groups={{0,1,2,3,4,5,6,7}}, to_apply=%add\n";
  else  // the all-reduce is missing; a replicated copy keeps the device count known
    text += "  %partial = f32[4,16] dot(%flat, %wo), lhs_contracting_dims={1}, rhs_contracting_dims={0}\n"
            "  %dummy = f32[4,2] all-reduce(%q), replica_groups={{0,1,2,3,4,5,6,7}}, to_apply=%add\n"
            "  ROOT %out = f32[4,16] copy(%partial)\n";
  return text + "}\n";
}

verify::VerifyResult verifyText(const std::string& distributed, const std::string& relations = "") {
  verify::VerifyOptions options;
  options.relationsJson = relations;
  return verify::verifyPair(test::parseHloOrDie(std::string("HloModule baseline\n") + kAdd + kBaseline), test::parseHloOrDie(distributed), options, {}, {});
}

std::string frontierText(const verify::VerifyResult& result) {
  std::string text;
  for (const auto& entry : result.frontier) text += "\n  " + entry.instruction + " (" + entry.opcode + "): " + entry.reason;
  return text;
}

bool onFrontier(const verify::VerifyResult& result, const std::string& name) {
  for (const auto& entry : result.frontier)
    if (entry.instruction == name) return true;
  return false;
}

const verify::InstructionStatus* statusOf(const verify::VerifyResult& result, const std::string& name) {
  auto it = result.instructions.find(name);
  return it == result.instructions.end() ? nullptr : &it->second;
}

std::string lineFor(const verify::VerifyResult& result, const std::string& prefix) {
  for (const std::string& line : result.inferredRelations)
    if (line.rfind(prefix, 0) == 0) return line;
  return {};
}

const char* kGroups = "tiled {devices=[1,2,4]<=[8] last_tile_dim_replicate}";

// The zoo's distributed program as a per-rank dump without annotations (what Neuron and
// hand-written per-rank programs look like): every `sharding=` removed, so each
// parameter's relation is inferred from shapes.
ir::Module withoutShardings(const ir::Module& module) {
  const std::string text = std::regex_replace(io::printHloText(module), std::regex(", sharding=\\{[^}]*\\}"), "");
  if (text.find("sharding=") != std::string::npos) qFatal("a sharding was left in the printed module");
  return test::parseHloOrDie(text);
}

}  // namespace

class TestVerifyReplicatedGroups : public QObject {
  Q_OBJECT

 private slots:
  void shapesGiveReplicatedGroups_data() {
    QTest::addColumn<QList<qlonglong>>("baseline");
    QTest::addColumn<QList<qlonglong>>("local");
    QTest::addColumn<int>("devices");
    QTest::addColumn<int>("dim");       // -1: no replicated groups
    QTest::addColumn<int>("perSlice");
    QTest::newRow("2 KV heads over 8") << QList<qlonglong>{16, 4} << QList<qlonglong>{16, 2} << 8 << 1 << 4;
    QTest::newRow("4 KV heads over 8") << QList<qlonglong>{16, 8} << QList<qlonglong>{16, 2} << 8 << 1 << 2;
    QTest::newRow("8 KV heads over 32 (405b)") << QList<qlonglong>{8, 1024, 128} << QList<qlonglong>{1, 1024, 128} << 32 << 0 << 4;
    QTest::newRow("one row each over 8 (not padding)") << QList<qlonglong>{4, 3} << QList<qlonglong>{1, 3} << 8 << 0 << 2;
    QTest::newRow("even split is a tiling") << QList<qlonglong>{16, 16} << QList<qlonglong>{16, 2} << 8 << -1 << 0;
    QTest::newRow("3 slices do not divide 8") << QList<qlonglong>{16, 6} << QList<qlonglong>{16, 2} << 8 << -1 << 0;
    QTest::newRow("two dims differ") << QList<qlonglong>{16, 4} << QList<qlonglong>{8, 2} << 8 << -1 << 0;
  }

  void shapesGiveReplicatedGroups() {
    QFETCH(QList<qlonglong>, baseline);
    QFETCH(QList<qlonglong>, local);
    QFETCH(int, devices);
    QFETCH(int, dim);
    QFETCH(int, perSlice);
    const std::vector<int64_t> b(baseline.begin(), baseline.end()), l(local.begin(), local.end());
    std::string why;
    const auto relation = verify::inferRelationFromShapes(b, l, devices, &why);
    if (dim < 0) {
      if (relation) QVERIFY2(verify::replicatedGroupsAssumption(*relation).empty(), relation->toString().c_str());
      QVERIFY(!verify::replicatedGroupsFromShapes(b, l, devices));
      return;
    }
    QVERIFY2(relation.has_value(), why.c_str());
    QVERIFY(!relation->isPartial());
    QVERIFY(!relation->isPadded());
    QCOMPARE(relation->tiles[dim], b[dim] / l[dim]);
    for (int d = 0; d < devices; ++d) QCOMPARE(relation->index(d, dim), int64_t{d / perSlice});
    QCOMPARE(relation->localDims(b).value(), l);
    const auto groups = verify::replicatedGroupsOf(*relation);
    QVERIFY(groups.has_value());
    QCOMPARE(groups->devicesPerSlice, int64_t{perSlice});
    QVERIFY(groups->consecutive);
    const std::string text = verify::inferredRelationText(*relation);
    QVERIFY2(text.find("assumed: replicated groups") != std::string::npos, text.c_str());
    QVERIFY2(text.find("device d holds slice d / " + std::to_string(perSlice)) != std::string::npos, text.c_str());
  }

  void interleavedGroupsAreNamedWithoutThePlacement() {
    // Given by hand (a relations file): interleaved ranks are groups too, but not the
    // placement the shapes are read as.
    verify::Relation r = verify::Relation::replicated(8, 2);
    r.tiles[1] = 2;
    for (int d = 0; d < 8; ++d) r.index(d, 1) = d % 2;
    const auto groups = verify::replicatedGroupsOf(r);
    QVERIFY(groups.has_value());
    QVERIFY(!groups->consecutive);
    QVERIFY(verify::replicatedGroupsAssumption(r).find("d / ") == std::string::npos);
    // A partial sum is not a replicated group.
    verify::Relation partial = verify::Relation::replicated(8, 2);
    partial.partial = verify::ReduceOp::Sum;
    partial.partCount = 8;
    for (int d = 0; d < 8; ++d) partial.part.push_back(d);
    QVERIFY(!verify::replicatedGroupsOf(partial));
  }

  void perRankPairVerifies() {
    const auto result = verifyText(perRank(true));
    QVERIFY2(result.verdict == verify::Verdict::Equivalent, frontierText(result).c_str());
    for (const char* name : {"parameter 2 (wk): ", "parameter 3 (wv): "}) {
      const std::string line = lineFor(result, name);
      QVERIFY2(line.find(kGroups) != std::string::npos, line.c_str());
      QVERIFY2(line.find("assumed: replicated groups, dim 1 in 2 slices, each held by 4 devices") != std::string::npos, line.c_str());
    }
    // The query weight's tiling is what the shapes say: no assumption on it.
    const std::string wq = lineFor(result, "parameter 1 (wq): ");
    QVERIFY2(wq.find("tiled") != std::string::npos && wq.find("assumed") == std::string::npos, wq.c_str());
    const auto* kr = statusOf(result, "kr");
    QVERIFY(kr && kr->verified);
  }

  void withoutTheInferenceTheKvWeightsWereAmbiguous() {
    // What the pair stopped at before: given the weights' real placement by hand, it
    // verifies, and nothing is assumed about them.
    const std::string given = std::string(R"({"parameters": {"wk": "{devices=[1,2,4]<=[8] last_tile_dim_replicate}", "wv": "{devices=[1,2,4]<=[8] last_tile_dim_replicate}"}})");
    const auto result = verifyText(perRank(true), given);
    QVERIFY2(result.verdict == verify::Verdict::Equivalent, frontierText(result).c_str());
    QVERIFY(lineFor(result, "parameter 2 (wk): ").empty());
  }

  void interleavedPlacementGivenByHandIsNotVerified() {
    // The relations file says ranks hold KV heads interleaved (rank r: head r % 2): the
    // program, which gives rank r the query head r, then pairs query heads with the
    // wrong keys. The file wins over the inference.
    const std::string given = R"({"parameters": {"wk": "{devices=[1,2,4]<=[4,2]T(1,0) last_tile_dim_replicate}"}})";
    const auto result = verifyText(perRank(true), given);
    QCOMPARE(result.verdict, verify::Verdict::NotVerified);
    QVERIFY2(onFrontier(result, "qk"), frontierText(result).c_str());
    QVERIFY(lineFor(result, "parameter 2 (wk): ").empty());
    QVERIFY(!lineFor(result, "parameter 3 (wv): ").empty());
  }

  void groupSelectedInTheProgramVerifies() {
    // The whole K weight on every rank, the rank's group sliced out by replica-id: the
    // slice's relation is the same replicated groups, derived rather than assumed.
    const auto result = verifyText(perRank(true, "divide 4"));
    QVERIFY2(result.verdict == verify::Verdict::Equivalent, frontierText(result).c_str());
    QVERIFY(lineFor(result, "parameter 2 (wkall): ").empty());  // the whole weight: same shapes, replicated
    const auto* wk = statusOf(result, "wk");
    QVERIFY(wk && wk->verified);
    QVERIFY2(wk->relation.str().find(kGroups) != std::string::npos, wk->relation.c_str());
  }

  void rankReadingAnotherGroupIsNotVerified() {
    // rank % 2 instead of rank / 4: ranks 1, 3 (and 4, 6) read the other group's K.
    const auto result = verifyText(perRank(true, "remainder 2"));
    QCOMPARE(result.verdict, verify::Verdict::NotVerified);
    QVERIFY2(onFrontier(result, "qk"), frontierText(result).c_str());
  }

  void wrongReplicationFactorIsNotVerified() {
    // rank / 2 instead of rank / 4 (groups of 2): ranks 2-7 hold group 1, ranks 2 and 3
    // the wrong one.
    const auto result = verifyText(perRank(true, "divide 2"));
    QCOMPARE(result.verdict, verify::Verdict::NotVerified);
    QVERIFY(!result.frontier.empty());
  }

  void missingAllReduceIsNotVerified() {
    const auto result = verifyText(perRank(false));
    QCOMPARE(result.verdict, verify::Verdict::NotVerified);
    QVERIFY2(onFrontier(result, "out") || onFrontier(result, "partial"), frontierText(result).c_str());
  }

  void zooPairWithoutAnnotations_data() {
    QTest::addColumn<int>("bug");
    QTest::newRow("correct") << static_cast<int>(zoo::BugKind::None);
    for (zoo::BugKind bug : {zoo::BugKind::WrongReplicaGroups, zoo::BugKind::MissingAllReduce, zoo::BugKind::ExtraAllReduce})
      QTest::newRow(std::string(zoo::bugKindName(bug)).c_str()) << static_cast<int>(bug);
  }

  void zooPairWithoutAnnotations() {
    // gqa-replicated-kv's llama3-8b twin at TP=8 has 2 KV heads: k_proj is [64, 4] in the
    // baseline and [64, 2] per rank. Unannotated, that is read as replicated groups (and
    // said to be an assumption); the pair verifies as it does annotated, and its bugs stay
    // localised.
    QFETCH(int, bug);
    zoo::ZooRequest request;
    request.name = "gqa-replicated-kv:llama3-8b";
    request.small = true;
    request.bug = static_cast<zoo::BugKind>(bug);
    const zoo::ZooResult generated = zoo::generateZooCase(request);
    const ir::Module distributed = withoutShardings(generated.zooCase.distributed);
    const auto result = verify::verifyPair(generated.zooCase.baseline, distributed, {}, {}, {});
    const std::string kWeight = lineFor(result, "parameter 5 (layers.0.attn.k_proj.weight): ");
    QVERIFY2(kWeight.find(kGroups) != std::string::npos, kWeight.c_str());
    QVERIFY2(kWeight.find("assumed: replicated groups, dim 1 in 2 slices, each held by 4 devices") != std::string::npos, kWeight.c_str());
    if (request.bug == zoo::BugKind::None) {
      QVERIFY2(result.verdict == verify::Verdict::Equivalent, frontierText(result).c_str());
      return;
    }
    QCOMPARE(result.verdict, verify::Verdict::NotVerified);
    const std::string wrong = generated.zooCase.bug->instruction;
    const ir::Computation& entry = distributed.entryComputation();
    std::set<std::string> expected{wrong};
    const ir::InstructionId wrongId = entry.find(wrong);
    QVERIFY2(wrongId >= 0, wrong.c_str());
    const auto users = entry.users();
    for (ir::InstructionId user : users[wrongId]) expected.insert(std::string(entry.instructions[user].name));
    bool located = false;
    for (const auto& f : result.frontier) located = located || expected.count(f.instruction) > 0;
    QVERIFY2(located, ("injected at " + wrong + ", frontier:" + frontierText(result)).c_str());
    // The rank reading another group: reported at the slice, with the tiles its offsets
    // leave out (not the distributed-only start constants it reads).
    if (request.bug == zoo::BugKind::WrongReplicaGroups)
      for (const auto& f : result.frontier)
        if (f.instruction == wrong) QVERIFY2(f.reason.find("cover 4 of 8 tiles") != std::string::npos, f.reason.c_str());
  }

  void deviceOffsetMutationReadsAnotherGroup() {
    // The soundness campaign's device-offset mutation on the same pair: the group's
    // divide made a remainder (or the place in the group's remainder a divide). Every
    // such mutant reads another group's values on some rank and is not verified.
    zoo::ZooRequest request;
    request.name = "gqa-replicated-kv:llama3-8b";
    request.small = true;
    const zoo::ZooResult generated = zoo::generateZooCase(request);
    const auto sites = zoo::deviceOffsetSites(generated.zooCase.distributed.entryComputation());
    QCOMPARE(sites.size(), std::size_t{2} * static_cast<std::size_t>(generated.zooCase.spec.model.layers));  // per layer: r / 4 and r % 4
    for (ir::InstructionId site : sites) {
      ir::Module mutant = test::parseHloOrDie(io::printHloText(generated.zooCase.distributed));
      const zoo::Mutation mutation = zoo::applyDeviceOffsetMutation(mutant, site);
      mutant = test::parseHloOrDie(io::printHloText(mutant));
      QCOMPARE(mutation.kind, zoo::MutationKind::DeviceOffset);
      const auto result = verify::verifyPair(generated.zooCase.baseline, mutant, {}, {}, {});
      QVERIFY2(result.verdict == verify::Verdict::NotVerified, mutation.description.c_str());
    }
  }

  void cliReportsTheAssumption() {
    const QString cli = QStringLiteral(SHARDSCOPE_BIN_DIR "/shardscope-cli");
    if (!QFile::exists(cli)) QSKIP("shardscope-cli is not built");
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    auto write = [&](const QString& name, const std::string& text) {
      QFile file(dir.filePath(name));
      QVERIFY(file.open(QIODevice::WriteOnly));
      file.write(text.data(), static_cast<qint64>(text.size()));
    };
    write("baseline.hlo", std::string("HloModule baseline\n") + kAdd + kBaseline);
    write("per_rank.hlo", perRank(true));
    for (bool json : {false, true}) {
      QProcess process;
      QStringList arguments{"verify", dir.filePath("baseline.hlo"), dir.filePath("per_rank.hlo")};
      if (json) arguments << "--json";
      process.start(cli, arguments);
      QVERIFY(process.waitForFinished(60000));
      QCOMPARE(process.exitCode(), 0);
      const QString out = QString::fromUtf8(process.readAllStandardOutput());
      QVERIFY2(out.contains("assumed: replicated groups, dim 1 in 2 slices, each held by 4 devices in a row (device d holds slice d / 4)"),
               qPrintable(out));
      if (json) QVERIFY(out.contains("\"inferred_relations\""));
      else QVERIFY2(out.contains(QString("inferred: parameter 2 (wk): ") + kGroups), qPrintable(out));
    }
    // The HTML report lists it with the other inferred relations.
    QProcess html;
    html.start(cli, {"verify", dir.filePath("baseline.hlo"), dir.filePath("per_rank.hlo"), "--html", dir.filePath("report.html")});
    QVERIFY(html.waitForFinished(60000));
    QCOMPARE(html.exitCode(), 0);
    QFile report(dir.filePath("report.html"));
    QVERIFY(report.open(QIODevice::ReadOnly));
    const QString page = QString::fromUtf8(report.readAll());
    QVERIFY(page.contains("assumed: replicated groups, dim 1 in 2 slices, each held by 4 devices in a row (device d holds slice d / 4)"));
  }
};

QTEST_APPLESS_MAIN(TestVerifyReplicatedGroups)
#include "test_verify_replicated_groups.moc"
