// shardscope-cli inspect FILE|PAIR_DIR [--json]: what a module contains — op histogram,
// parameters with shapes and shardings, collectives with their replica groups, the
// number of partitions, source files referenced, and how long parsing took. A pair
// directory means its distributed program.
#include "cli/cli_options.h"
#include "cli/command_registry.h"
#include "cli/module_loading.h"
#include "cli/pair_arguments.h"

#include "io/file_format.h"
#include "ir/module.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <algorithm>
#include <map>

namespace shardscope::cli {
namespace {

using namespace shardscope::ir;

QString qs(std::string_view text) { return QString::fromUtf8(text.data(), static_cast<qsizetype>(text.size())); }

struct ModuleSummary {
  std::map<std::string, int64_t> opcodeCounts;
  std::map<std::string, int64_t> sourceFiles;
  QJsonArray parameters;
  QJsonArray collectives;
};

// Beyond this many device ids a collective's groups are given by their text only.
constexpr int64_t kMaxListedGroupDevices = 4096;

QJsonValue groupsJson(const Instruction& instruction) {
  const ReplicaGroups* groups = instruction.replicaGroups();
  if (!groups) return QJsonValue();
  QJsonArray array;
  for (const auto& group : groups->groups) {
    QJsonArray devices;
    for (int64_t device : group) devices.append(static_cast<qint64>(device));
    array.append(devices);
  }
  return array;
}

ModuleSummary summarize(const Module& module) {
  ModuleSummary summary;
  for (const Computation& computation : module.computations)
    for (const Instruction& instruction : computation.instructions) {
      ++summary.opcodeCounts[std::string(instruction.opcodeText)];
      if (!instruction.metadata.sourceFile.empty()) ++summary.sourceFiles[std::string(instruction.metadata.sourceFile)];
      if (instruction.isCollective()) {
        QJsonObject collective{{"name", qs(instruction.name)},
                               {"opcode", qs(instruction.opcodeText)},
                               {"computation", qs(computation.name)},
                               {"shape", QString::fromStdString(instruction.shape.toString(false))}};
        if (const ReplicaGroups* groups = instruction.replicaGroups()) {
          // A compact form names up to 2^20 devices in a few bytes: listed in full only
          // when small (the text always says it exactly).
          int64_t devices = 0;
          for (const auto& group : groups->groups) devices += static_cast<int64_t>(group.size());
          if (devices <= kMaxListedGroupDevices) collective["replica_groups"] = groupsJson(instruction);
          else collective["replica_groups_elided"] = true;
          collective["replica_group_count"] = static_cast<qint64>(groups->groups.size());
          collective["replica_groups_text"] = QString::fromStdString(groups->toString());
        }
        if (std::optional<int64_t> channel = instruction.intAttribute("channel_id")) collective["channel_id"] = static_cast<qint64>(*channel);
        if (const Attribute* global = instruction.attribute("use_global_device_ids"))
          if (const bool* value = std::get_if<bool>(&global->value)) collective["use_global_device_ids"] = *value;
        if (const Attribute* pairs = instruction.attribute("source_target_pairs"))
          if (const auto* list = std::get_if<SourceTargetPairs>(&pairs->value)) {
            QJsonArray array;
            for (auto [source, target] : list->pairs) array.append(QJsonArray{static_cast<qint64>(source), static_cast<qint64>(target)});
            collective["source_target_pairs"] = array;
          }
        summary.collectives.append(collective);
      }
    }
  const Computation& entry = module.entryComputation();
  for (InstructionId id : entry.parameters()) {
    const Instruction& parameter = entry.instructions[id];
    QJsonObject object{{"index", static_cast<qint64>(parameter.parameterNumber)},
                       {"name", qs(parameter.name)},
                       {"shape", QString::fromStdString(parameter.shape.toString(false))}};
    object["sharding"] = parameter.sharding ? QJsonValue(QString::fromStdString(parameter.sharding->toString(false))) : QJsonValue();
    summary.parameters.append(object);
  }
  return summary;
}

// The format by content, as the loader decided it (only the first bytes are read).
io::FileFormat detectedFormat(const QString& path) {
  QFile file(path);
  if (!file.open(QIODevice::ReadOnly)) return io::FileFormat::Unknown;
  const QByteArray bytes = file.read(64 * 1024);
  return io::detectFileFormat(std::string_view(bytes.constData(), static_cast<std::size_t>(bytes.size()))).format;
}

int runInspect(const QStringList& args) {
  QCommandLineParser parser;
  const QCommandLineOption json("json", "Print the summary as JSON (schema in docs/cli.md).");
  parser.addOption(json);
  parser.addPositionalArgument("FILE", "Module to inspect: HLO text, StableHLO/MLIR text or HloModuleProto; or a pair directory (its distributed program).");
  if (auto code = parseCommandLine(parser, args, commandNamed("inspect"), -1)) return *code;
  std::optional<io::PairDirectory> pair;
  const std::optional<QString> file =
      readFileOrPairRole(parser.positionalArguments(), commandNamed("inspect"), io::pair_role::kDistributed, "distributed program", &pair);
  if (!file) return kExitBadInput;
  const QString path = *file;

  LoadedModule loaded = loadModuleForCli(path, /*printWarnings=*/false, /*expandsTileAssignments=*/false);
  if (!loaded.module) return kExitBadInput;
  const Module& module = *loaded.module;
  const ModuleSummary summary = summarize(module);

  std::vector<std::pair<std::string, int64_t>> histogram(summary.opcodeCounts.begin(), summary.opcodeCounts.end());
  std::stable_sort(histogram.begin(), histogram.end(), [](const auto& a, const auto& b) { return a.second > b.second; });

  if (parser.isSet(json)) {
    QJsonObject root;
    root["file"] = path;
    if (pair) root["pair_directory"] = QString::fromStdString(pair->directory);
    root["module"] = QString::fromStdString(module.name);
    root["format"] = QString::fromUtf8(io::fileFormatName(detectedFormat(path)).data());
    root["bytes"] = static_cast<qint64>(loaded.bytes);
    root["parse_seconds"] = loaded.parseSeconds;
    root["num_partitions"] = static_cast<qint64>(module.numPartitions());
    root["replica_count"] = static_cast<qint64>(module.replicaCount());
    root["computations"] = static_cast<qint64>(module.computations.size());
    root["instructions"] = static_cast<qint64>(module.instructionCount());
    root["entry"] = qs(module.entryComputation().name);
    QJsonObject ops;
    for (const auto& [op, count] : histogram) ops[QString::fromStdString(op)] = static_cast<qint64>(count);
    root["op_histogram"] = ops;
    root["parameters"] = summary.parameters;
    root["collectives"] = summary.collectives;
    QJsonObject files;
    for (const auto& [file, count] : summary.sourceFiles) files[QString::fromStdString(file)] = static_cast<qint64>(count);
    root["source_files"] = files;
    QJsonArray warnings;
    for (const std::string& warning : loaded.warnings) warnings.append(QString::fromStdString(warning));
    root["warnings"] = warnings;
    out() << QJsonDocument(root).toJson(QJsonDocument::Indented);
    return kExitOk;
  }

  QTextStream& o = out();
  o << "module        " << QString::fromStdString(module.name) << "\n"
    << "file          " << path << " (" << loaded.bytes << " bytes, parsed in "
    << QString::number(loaded.parseSeconds * 1000.0, 'f', 2) << " ms)\n"
    << "partitions    " << module.numPartitions() << " (replica_count " << module.replicaCount() << ")\n"
    << "computations  " << module.computations.size() << " (entry " << qs(module.entryComputation().name) << ")\n"
    << "instructions  " << module.instructionCount() << "\n\nop histogram\n";
  for (const auto& [op, count] : histogram) o << "  " << QString::number(count).rightJustified(7) << "  " << QString::fromStdString(op) << "\n";
  o << "\nparameters (" << summary.parameters.size() << ")\n";
  for (const QJsonValue& value : summary.parameters) {
    const QJsonObject p = value.toObject();
    o << "  " << QString::number(p["index"].toInteger()).rightJustified(3) << "  " << p["name"].toString() << "  "
      << p["shape"].toString() << "  " << (p["sharding"].isNull() ? QString("(no sharding)") : p["sharding"].toString()) << "\n";
  }
  o << "\ncollectives (" << summary.collectives.size() << ")\n";
  for (const QJsonValue& value : summary.collectives) {
    const QJsonObject c = value.toObject();
    o << "  " << c["opcode"].toString() << "  " << c["name"].toString() << "  " << c["shape"].toString();
    if (c.contains("replica_groups_text")) o << "  replica_groups=" << c["replica_groups_text"].toString();
    if (c.contains("channel_id")) o << "  channel_id=" << c["channel_id"].toInteger();
    o << "\n";
  }
  o << "\nsource files (" << summary.sourceFiles.size() << ")\n";
  for (const auto& [file, count] : summary.sourceFiles)
    o << "  " << QString::number(count).rightJustified(7) << "  " << QString::fromStdString(file) << "\n";
  if (!loaded.warnings.empty()) {
    o << "\nwarnings (" << loaded.warnings.size() << ")\n";
    for (const std::string& warning : loaded.warnings) o << "  " << QString::fromStdString(warning) << "\n";
  }
  return kExitOk;
}

const RegisterCommand registration{Command{
    "inspect", "inspect FILE|PAIR_DIR [--json]",
    "Summarise a module: op histogram, parameters and shardings, collectives, partitions, source files.",
    runInspect}};

}  // namespace
}  // namespace shardscope::cli
