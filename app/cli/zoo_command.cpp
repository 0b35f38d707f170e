// shardscope-cli zoo: generated baseline/distributed HLO pairs (core/zoo).
//   zoo list [--json]
//       strategies with their bug kinds, and the model presets.
//   zoo write NAME DIR [--tp N] [--layers L] [--small] [--bug KIND] [--seed S] [--json]
//       NAME is STRATEGY or STRATEGY:PRESET (e.g. llama-layer-tp:llama3.1-405b); writes
//       baseline.hlo, distributed.hlo, the source file(s) and README.md into DIR.
#include "cli/cli_options.h"
#include "cli/command_registry.h"

#include "zoo/model_shape.h"
#include "zoo/strategy.h"
#include "zoo/zoo.h"
#include "zoo/zoo_writer.h"

#include <QElapsedTimer>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <optional>

namespace shardscope::cli {
namespace {

QString qs(std::string_view text) { return QString::fromUtf8(text.data(), static_cast<qsizetype>(text.size())); }

const Command& self() { return commandNamed("zoo"); }

int usageError(const QString& message) {
  err() << "shardscope-cli zoo: error: " << message << "\n"
        << "usage: shardscope-cli " << self().synopsis << "\n";
  return kExitBadInput;
}

int runList(const QStringList& args) {
  QCommandLineParser parser;
  const QCommandLineOption json("json", "Print the list as JSON.");
  parser.addOption(json);
  parser.addPositionalArgument("list", "List strategies, bug kinds and presets.");
  if (auto code = parseCommandLine(parser, args, self(), 1)) return *code;
  if (parser.isSet(json)) {
    QJsonArray strategies;
    for (const zoo::Strategy* strategy : zoo::allStrategies()) {
      QJsonArray bugs;
      for (zoo::BugKind kind : strategy->bugs) bugs.append(qs(zoo::bugKindName(kind)));
      strategies.append(QJsonObject{{"name", qs(strategy->name)}, {"summary", qs(strategy->summary)}, {"bugs", bugs}});
    }
    QJsonArray presets;
    for (const zoo::ModelShape& p : zoo::modelPresets())
      presets.append(QJsonObject{{"name", qs(p.name)}, {"layers", static_cast<qint64>(p.layers)}, {"hidden", static_cast<qint64>(p.hidden)},
                                 {"heads", static_cast<qint64>(p.heads)}, {"kv_heads", static_cast<qint64>(p.kvHeads)},
                                 {"ffn", static_cast<qint64>(p.ffn)}, {"vocab", static_cast<qint64>(p.vocab)}});
    out() << QJsonDocument(QJsonObject{{"strategies", strategies}, {"presets", presets}}).toJson(QJsonDocument::Indented);
    return kExitOk;
  }
  QTextStream& o = out();
  o << "strategies (NAME is STRATEGY or STRATEGY:PRESET)\n";
  for (const zoo::Strategy* strategy : zoo::allStrategies()) {
    // At least one space between name and summary, however long the name.
    o << "  " << qs(strategy->name).leftJustified(17) << ' ' << qs(strategy->summary) << "\n" << QString(20, ' ') << "bugs:";
    for (zoo::BugKind kind : strategy->bugs) o << " " << qs(zoo::bugKindName(kind));
    o << "\n";
  }
  o << "\npresets (--small gives each a tiny twin with the same structure)\n";
  for (const zoo::ModelShape& p : zoo::modelPresets())
    o << "  " << qs(p.name).leftJustified(18) << p.layers << " layers, hidden " << p.hidden << ", " << p.heads << " heads, " << p.kvHeads
      << " KV heads, FFN " << p.ffn << ", vocab " << p.vocab << "\n";
  o << "\nwithout a preset: a toy model (2 layers, hidden 32, 8 heads, 4 KV heads); --tp defaults to 2 (8 with a preset)\n";
  return kExitOk;
}

std::optional<long long> parseCount(const QCommandLineParser& parser, const QCommandLineOption& option, const char* name, QString& error) {
  if (!parser.isSet(option)) return 0;
  bool ok = false;
  const long long value = parser.value(option).toLongLong(&ok);
  if (!ok || value < 1) {
    error = QString("--%1 expects a positive integer, got '%2'").arg(name, parser.value(option));
    return std::nullopt;
  }
  return value;
}

int runWrite(const QStringList& args) {
  QCommandLineParser parser;
  const QCommandLineOption tp("tp", "Number of devices (tensor-, data-, expert- or pipeline-parallel degree).", "N");
  const QCommandLineOption layers("layers", "Number of layers (default: the model's; 2 for small twins).", "L");
  const QCommandLineOption small("small", "Tiny-shape twin of the preset (for the numeric checker).");
  const QCommandLineOption bug("bug", "Inject a silent bug of this kind (see `zoo list`).", "KIND");
  const QCommandLineOption seed("seed", "Seed that picks the layer the bug goes into (default 0).", "S");
  const QCommandLineOption json("json", "Print what was written as JSON.");
  for (const auto& option : {tp, layers, small, bug, seed, json}) parser.addOption(option);
  parser.addPositionalArgument("write", "Write a case.");
  parser.addPositionalArgument("NAME", "STRATEGY or STRATEGY:PRESET.");
  parser.addPositionalArgument("DIR", "Output directory (created if needed).");
  if (auto code = parseCommandLine(parser, args, self(), 3)) return *code;

  zoo::ZooRequest request;
  request.name = parser.positionalArguments().at(1).toStdString();
  const QString directory = parser.positionalArguments().at(2);
  QString error;
  const auto devices = parseCount(parser, tp, "tp", error);
  const auto layerCount = parseCount(parser, layers, "layers", error);
  if (!devices || !layerCount) return usageError(error);
  request.devices = *devices;
  request.layers = *layerCount;
  request.small = parser.isSet(small);
  if (parser.isSet(bug)) {
    const std::optional<zoo::BugKind> kind = zoo::bugKindFromName(parser.value(bug).toStdString());
    if (!kind) return usageError("unknown bug kind '" + parser.value(bug) + "' (see `shardscope-cli zoo list`)");
    request.bug = *kind;
  }
  if (parser.isSet(seed)) {
    bool ok = false;
    request.seed = parser.value(seed).toULongLong(&ok);
    if (!ok) return usageError("--seed expects a non-negative integer, got '" + parser.value(seed) + "'");
  }

  QElapsedTimer timer;
  timer.start();
  try {
    const zoo::ZooResult result = zoo::generateZooCase(request);
    const double buildSeconds = static_cast<double>(timer.nsecsElapsed()) / 1e9;
    const std::vector<zoo::WrittenFile> files = zoo::writeZooCase(result.zooCase, directory.toStdString());
    const double totalSeconds = static_cast<double>(timer.nsecsElapsed()) / 1e9;
    const zoo::ZooCase& zooCase = result.zooCase;
    if (parser.isSet(json)) {
      QJsonArray written;
      for (const zoo::WrittenFile& file : files) written.append(QJsonObject{{"path", qs(file.path)}, {"bytes", static_cast<qint64>(file.bytes)}});
      QJsonObject root{{"case", qs(zooCase.spec.caseName)}, {"strategy", qs(zooCase.spec.strategy)}, {"model", qs(zooCase.spec.model.name)},
                       {"devices", static_cast<qint64>(zooCase.spec.devices)}, {"layers", static_cast<qint64>(zooCase.spec.model.layers)},
                       {"baseline_instructions", static_cast<qint64>(zooCase.baseline.instructionCount())},
                       {"distributed_instructions", static_cast<qint64>(zooCase.distributed.instructionCount())},
                       {"files", written}, {"build_seconds", buildSeconds}, {"total_seconds", totalSeconds}};
      if (zooCase.bug)
        root["bug"] = QJsonObject{{"kind", qs(zoo::bugKindName(zooCase.bug->kind))}, {"layer", static_cast<qint64>(zooCase.bug->layer)},
                                  {"instruction", qs(zooCase.bug->instruction)}, {"op_name", qs(zooCase.bug->opName)},
                                  {"source_file", qs(zooCase.bug->sourceFile)}, {"source_line", static_cast<qint64>(zooCase.bug->sourceLine)}};
      out() << QJsonDocument(root).toJson(QJsonDocument::Indented);
      return kExitOk;
    }
    QTextStream& o = out();
    o << "wrote " << qs(zooCase.spec.caseName) << " (" << qs(zooCase.spec.model.name) << ", " << zooCase.spec.model.layers << " layer(s), "
      << zooCase.spec.devices << " devices) in " << QString::number(totalSeconds, 'f', 3) << " s\n";
    for (const zoo::WrittenFile& file : files) o << "  " << QString::number(file.bytes).rightJustified(10) << "  " << qs(file.path) << "\n";
    if (zooCase.bug)
      o << "bug " << qs(zoo::bugKindName(zooCase.bug->kind)) << ": %" << qs(zooCase.bug->instruction) << " (" << qs(zooCase.bug->opName)
        << ", " << qs(zooCase.bug->sourceFile) << ":" << zooCase.bug->sourceLine << ")\n";
    return kExitOk;
  } catch (const zoo::ZooError& e) {
    return usageError(QString::fromStdString(e.what()));
  }
}

int runZoo(const QStringList& args) {
  const QString action = args.size() > 1 ? args.at(1) : QString();
  if (action == "list") return runList(args);
  if (action == "write") return runWrite(args);
  if (action == "-h" || action == "--help") {
    out() << "usage: shardscope-cli " << self().synopsis << "\n";
    return kExitOk;
  }
  return usageError(action.isEmpty() ? QString("expected 'list' or 'write'") : "unknown action '" + action + "' (expected 'list' or 'write')");
}

const RegisterCommand registration{Command{
    "zoo", "zoo list [--json] | zoo write NAME DIR [--tp N] [--layers L] [--small] [--bug KIND] [--seed S] [--json]",
    "Generate baseline/distributed HLO pairs: parallel strategies, Llama 3 presets, injected silent bugs.", runZoo}};

}  // namespace
}  // namespace shardscope::cli
