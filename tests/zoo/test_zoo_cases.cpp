// Every strategy x model (toy and the small twin of each preset) x bug kind generates a
// pair that prints, parses back without a diagnostic to the same IR, and keeps the
// pairing contract of DESIGN.md: parameters pair by index, distributed parameters have
// per-device shapes matching their sharding, the ROOT has its sharding, collectives
// carry channel_id and replica groups, and every instruction points into the written
// source file. Full presets load for a few layers.
#include "io/hlo_file.h"
#include "io/hlo_text_parser.h"
#include "io/hlo_text_printer.h"
#include "ir/module_equality.h"
#include "zoo/model_shape.h"
#include "zoo/strategy.h"
#include "zoo/zoo.h"
#include "zoo/zoo_writer.h"

#include <QTemporaryDir>
#include <QTest>

#include <algorithm>
#include <map>
#include <set>

using namespace shardscope;

Q_DECLARE_METATYPE(shardscope::zoo::BugKind)

namespace {

// Parses printed text strictly (unknown opcodes are errors, warnings fail the test).
ir::Module reparse(const ir::Module& module, const std::string& label) {
  io::HloParseOptions options;
  options.fileName = label;
  options.allowUnknownOpcodes = false;
  io::LoadResult result = io::parseHloText(io::printHloText(module), options);
  if (!result.ok()) qFatal("%s does not parse: %s", label.c_str(), result.diagnostics.front().format().c_str());
  if (!result.diagnostics.empty()) qFatal("%s parses with a warning: %s", label.c_str(), result.diagnostics.front().format().c_str());
  return std::move(*result.module);
}

int64_t lineCount(const std::string& text) { return std::count(text.begin(), text.end(), '\n'); }

// Every instruction of the entry has op_name, source_file among `sources` and a line
// inside it.
void checkMetadata(const ir::Module& module, const std::map<std::string, int64_t>& sources) {
  for (const ir::Instruction& instruction : module.entryComputation().instructions) {
    const ir::SourceMetadata& metadata = instruction.metadata;
    QVERIFY2(!metadata.opName.empty(), std::string(instruction.name).c_str());
    auto file = sources.find(std::string(metadata.sourceFile));
    QVERIFY2(file != sources.end(), ("unknown source file for " + std::string(instruction.name)).c_str());
    QVERIFY2(metadata.sourceLine >= 1 && metadata.sourceLine <= file->second, std::string(instruction.name).c_str());
  }
}

void checkPairing(const zoo::ZooCase& zooCase) {
  const ir::Computation& base = zooCase.baseline.entryComputation();
  const ir::Computation& dist = zooCase.distributed.entryComputation();
  std::vector<ir::InstructionId> baseParameters = base.parameters();
  std::vector<ir::InstructionId> distParameters = dist.parameters();
  // A pipeline stage's own program (pipeline-stage) takes the previous stage's
  // activations, which its relations file's "stage" names, and only its layers' weights,
  // which pair by name.
  if (zooCase.relationsJson.find("\"stage\"") != std::string::npos) {
    QVERIFY(distParameters.size() < baseParameters.size());
    QCOMPARE(std::string(dist.instructions[distParameters.front()].name), std::string("stage_input"));
    distParameters.erase(distParameters.begin());
    std::vector<ir::InstructionId> named;
    for (ir::InstructionId d : distParameters) {
      const ir::InstructionId b = base.find(dist.instructions[d].name);
      QVERIFY2(b >= 0 && base.instructions[b].opcode == ir::Opcode::Parameter, std::string(dist.instructions[d].name).c_str());
      named.push_back(b);
    }
    baseParameters = named;
  }
  const bool byName = !zooCase.relationsJson.empty() && distParameters.size() > baseParameters.size();
  // A case with a relations file (data-parallel-mean) lists its parameters in another
  // order, with inputs of its own the file names: they pair by name.
  if (byName) {
    QVERIFY(distParameters.size() > baseParameters.size());
    std::vector<ir::InstructionId> named;
    for (ir::InstructionId b : baseParameters) {
      const auto d = std::find_if(distParameters.begin(), distParameters.end(), [&](ir::InstructionId id) { return dist.instructions[id].name == base.instructions[b].name; });
      QVERIFY2(d != distParameters.end(), ("no distributed parameter named " + std::string(base.instructions[b].name)).c_str());
      named.push_back(*d);
    }
    QVERIFY(named != std::vector<ir::InstructionId>(distParameters.begin(), distParameters.begin() + static_cast<std::ptrdiff_t>(named.size())));
    distParameters = named;
  }
  QCOMPARE(distParameters.size(), baseParameters.size());
  for (std::size_t i = 0; i < baseParameters.size(); ++i) {
    const ir::Instruction& b = base.instructions[baseParameters[i]];
    const ir::Instruction& d = dist.instructions[distParameters[i]];
    QCOMPARE(std::string(d.name), std::string(b.name));
    QVERIFY(!b.sharding);
    QVERIFY2(d.sharding, ("distributed parameter without sharding: " + std::string(d.name)).c_str());
    QCOMPARE(d.shape.rank(), b.shape.rank());
    if (d.sharding->isTiled()) {
      const std::vector<int64_t>& tiles = d.sharding->tileDims();
      QVERIFY(static_cast<int64_t>(tiles.size()) >= b.shape.rank());
      for (int64_t dim = 0; dim < b.shape.rank(); ++dim) {
        QCOMPARE(b.shape.dims[dim] % tiles[dim], int64_t{0});
        QCOMPARE(d.shape.dims[dim], b.shape.dims[dim] / tiles[dim]);
      }
      QCOMPARE(d.sharding->numDevices(), zooCase.spec.devices);
    } else {
      QVERIFY(d.sharding->isReplicated());
      QCOMPARE(d.shape.dims, b.shape.dims);
    }
  }
  QVERIFY2(dist.rootInstruction().sharding, "the distributed ROOT has no sharding");
  QVERIFY(!base.rootInstruction().sharding);
  QCOMPARE(zooCase.distributed.numPartitions(), zooCase.spec.devices);
  QVERIFY(!zooCase.baseline.headerValue("num_partitions"));
  int collectives = 0;
  for (const ir::Instruction& instruction : dist.instructions) {
    QVERIFY(!instruction.isCollective() || instruction.intAttribute("channel_id"));
    if (!instruction.isCollective()) continue;
    ++collectives;
    if (instruction.opcode == ir::Opcode::CollectivePermute) continue;
    const ir::ReplicaGroups* groups = instruction.replicaGroups();
    QVERIFY(groups && !groups->empty());
  }
  QVERIFY2(collectives > 0, "the distributed program has no collective");
  for (const ir::Instruction& instruction : base.instructions) QVERIFY(!instruction.isCollective());
}

}  // namespace

class TestZooCases : public QObject {
  Q_OBJECT

 private slots:
  void everyStrategyModelAndBug_data() {
    QTest::addColumn<QString>("name");
    QTest::addColumn<zoo::BugKind>("bug");
    std::vector<std::string> models{""};
    for (const zoo::ModelShape& preset : zoo::modelPresets()) models.push_back(preset.name);
    for (const zoo::Strategy* strategy : zoo::allStrategies()) {
      std::vector<zoo::BugKind> bugs{zoo::BugKind::None};
      bugs.insert(bugs.end(), strategy->bugs.begin(), strategy->bugs.end());
      for (const std::string& model : models)
        for (zoo::BugKind bug : bugs) {
          const std::string name = std::string(strategy->name) + (model.empty() ? "" : ":" + model);
          const std::string row = name + "/" + (bug == zoo::BugKind::None ? std::string("correct") : std::string(zoo::bugKindName(bug)));
          QTest::newRow(row.c_str()) << QString::fromStdString(name) << bug;
        }
    }
  }

  void everyStrategyModelAndBug() {
    QFETCH(QString, name);
    QFETCH(zoo::BugKind, bug);
    zoo::ZooRequest request;
    request.name = name.toStdString();
    request.small = true;
    request.bug = bug;
    request.seed = 7;
    const zoo::ZooResult result = zoo::generateZooCase(request);
    const zoo::ZooCase& zooCase = result.zooCase;

    const ir::Module baseline = reparse(zooCase.baseline, "baseline.hlo");
    const ir::Module distributed = reparse(zooCase.distributed, "distributed.hlo");
    for (const auto& [built, parsed] : {std::pair{&zooCase.baseline, &baseline}, std::pair{&zooCase.distributed, &distributed}}) {
      const std::optional<std::string> difference = ir::firstDifference(*built, *parsed);
      QVERIFY2(!difference, difference ? difference->c_str() : "");
    }
    checkPairing(zooCase);

    std::map<std::string, int64_t> sources;
    for (const zoo::SourceFile& source : zooCase.sources) {
      QVERIFY(source.text().find("#@") == std::string::npos);  // tags are stripped
      sources[source.name()] = lineCount(source.text());
    }
    checkMetadata(zooCase.baseline, sources);
    checkMetadata(zooCase.distributed, sources);

    const std::string readme = zoo::zooReadme(zooCase);
    if (bug == zoo::BugKind::None) {
      QVERIFY(!zooCase.bug);
      QVERIFY(readme.find("equivalent") != std::string::npos);
      return;
    }
    // The bug was applied once, to an instruction that exists, and the README names it.
    QVERIFY(zooCase.bug);
    QCOMPARE(zooCase.bug->kind, bug);
    QVERIFY(zooCase.distributed.entryComputation().find(zooCase.bug->instruction) >= 0);
    QVERIFY(readme.find("%" + zooCase.bug->instruction) != std::string::npos);
    QVERIFY(readme.find(zooCase.bug->sourceFile + ":" + std::to_string(zooCase.bug->sourceLine)) != std::string::npos);
    // ... and really changed the distributed program (the baseline is untouched).
    zoo::ZooRequest correct = request;
    correct.bug = zoo::BugKind::None;
    const zoo::ZooResult reference = zoo::generateZooCase(correct);
    QVERIFY(!ir::firstDifference(reference.zooCase.baseline, zooCase.baseline));
    QVERIFY(ir::firstDifference(reference.zooCase.distributed, zooCase.distributed).has_value());
    QCOMPARE(result.trace.events().back().kind, std::string("bug-injected"));
  }

  void seedPicksTheBugLayer() {
    std::set<int64_t> layers;
    for (uint64_t seed = 0; seed < 16; ++seed) {
      zoo::ZooRequest request{"llama-layer-tp", 2, 4, false, zoo::BugKind::MissingAllReduce, seed};
      const zoo::ZooResult result = zoo::generateZooCase(request);
      QVERIFY(result.zooCase.bug);
      layers.insert(result.zooCase.bug->layer);
      QVERIFY(result.zooCase.bug->opName.rfind("layer." + std::to_string(result.zooCase.bug->layer) + "/", 0) == 0);
      // The same seed gives the same case.
      QCOMPARE(zoo::generateZooCase(request).zooCase.bug->instruction, result.zooCase.bug->instruction);
    }
    QVERIFY(layers.size() > 1);
  }

  void fullPresetsLoadFromDisk_data() {
    QTest::addColumn<QString>("name");
    QTest::addColumn<int>("devices");
    QTest::addColumn<int>("layers");
    for (const zoo::ModelShape& preset : zoo::modelPresets())
      for (int devices : {8, 32}) {
        const std::string row = "llama-layer-tp:" + preset.name + "/tp" + std::to_string(devices);
        QTest::newRow(row.c_str()) << QString::fromStdString("llama-layer-tp:" + preset.name) << devices << 3;
      }
    QTest::newRow("sequence-parallel:llama3-70b/tp8") << "sequence-parallel:llama3-70b" << 8 << 2;
    QTest::newRow("fsdp:llama3-8b/tp8") << "fsdp:llama3-8b" << 8 << 2;
    QTest::newRow("moe-ep:llama3-8b/tp8") << "moe-ep:llama3-8b" << 8 << 2;
    QTest::newRow("pipeline:llama3-8b/tp8") << "pipeline:llama3-8b" << 8 << 8;
    QTest::newRow("flash-decoding:llama3.1-405b/tp32") << "flash-decoding:llama3.1-405b" << 32 << 2;
  }

  void fullPresetsLoadFromDisk() {
    QFETCH(QString, name);
    QFETCH(int, devices);
    QFETCH(int, layers);
    zoo::ZooRequest request;
    request.name = name.toStdString();
    request.devices = devices;
    request.layers = layers;
    const zoo::ZooResult result = zoo::generateZooCase(request);
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const std::vector<zoo::WrittenFile> files = zoo::writeZooCase(result.zooCase, dir.path().toStdString());
    QCOMPARE(files.size(), result.zooCase.sources.size() + 3);
    for (const char* file : {"baseline.hlo", "distributed.hlo"}) {
      const io::LoadResult loaded = io::loadModuleFile(dir.filePath(file).toStdString());
      QVERIFY2(loaded.ok(), loaded.ok() ? "" : loaded.diagnostics.front().format().c_str());
      QVERIFY(loaded.diagnostics.empty());
    }
    const io::LoadResult distributed = io::loadModuleFile(dir.filePath("distributed.hlo").toStdString());
    QCOMPARE(distributed.module->numPartitions(), static_cast<int64_t>(devices));
    for (const zoo::SourceFile& source : result.zooCase.sources) QVERIFY(QFile::exists(dir.filePath(QString::fromStdString(source.name()))));
    QVERIFY(QFile::exists(dir.filePath("README.md")));
  }

  void kvHeadsReplicatedWhenFewerThanDevices() {
    // 8 KV heads on 32 devices: each KV head lives on 4 devices (last_tile_dim_replicate).
    zoo::ZooRequest request{"attention-tp:llama3.1-405b", 32, 1, false, zoo::BugKind::None, 0};
    const zoo::ZooResult result = zoo::generateZooCase(request);
    const ir::Computation& entry = result.zooCase.distributed.entryComputation();
    const ir::Instruction& wk = entry.instructions[entry.find("layers.0.attn.k_proj.weight")];
    QCOMPARE(wk.shape.dims, (std::vector<int64_t>{16384, 128}));
    QCOMPARE(wk.sharding->toString(false), std::string("{devices=[1,8,4]<=[32] last_tile_dim_replicate}"));
    const ir::Instruction& wq = entry.instructions[entry.find("layers.0.attn.q_proj.weight")];
    QCOMPARE(wq.shape.dims, (std::vector<int64_t>{16384, 512}));
  }
};

QTEST_APPLESS_MAIN(TestZooCases)
#include "test_zoo_cases.moc"
