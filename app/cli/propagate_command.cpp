// shardscope-cli propagate FILE|PAIR_DIR [--json] [--trace] [--spmd] [--propagate-to-output LIST]
//                               [--propagate-to-parameters LIST] [--topology FILE]
//                               [--interconnect NAME] [--sharding NAME=SHARDING]...
//                               [--priority NAME=P]...
// Infers every instruction's sharding with XLA's propagation semantics, then plans the
// collectives the shardings imply and what they cost (core/propagation). A pair directory
// means its annotated.hlo: the program as JAX hands it to XLA, the user's shardings only.
#include "cli/cli_options.h"
#include "cli/command_registry.h"
#include "cli/module_loading.h"
#include "cli/pair_arguments.h"
#include "cli/text_stream_sink.h"

#include "io/hlo_text_printer.h"
#include "sharding/hlo_sharding.h"
#include "propagation/explain_sharding.h"
#include "propagation/resharding_plan.h"
#include "propagation/rule_table.h"
#include "propagation/sharding_propagation.h"
#include "propagation/topology.h"
#include "propagation/shardy/sdy_values.h"
#include "support/input_budget.h"

#include <QFile>

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <optional>
#include <ostream>
#include <utility>
#include <variant>

namespace shardscope::cli {
namespace {

using namespace shardscope::propagation;

QString qs(std::string_view text) { return QString::fromUtf8(text.data(), static_cast<qsizetype>(text.size())); }

// `true,false,...` (also 1/0); nullopt on anything else.
std::optional<std::vector<bool>> parseFlagList(const QString& text) {
  std::vector<bool> flags;
  for (const QString& item : text.split(',')) {
    const QString word = item.trimmed().toLower();
    if (word == "true" || word == "1") flags.push_back(true);
    else if (word == "false" || word == "0") flags.push_back(false);
    else return std::nullopt;
  }
  return flags;
}

// `NAME=VALUE` -> (NAME, VALUE); nullopt when there is no '=' or no name.
std::optional<std::pair<QString, QString>> splitAssignment(const QString& text) {
  const qsizetype at = text.indexOf('=');
  if (at <= 0) return std::nullopt;
  return std::pair{text.left(at).trimmed(), text.mid(at + 1).trimmed()};
}

// --sharding NAME=SHARDING (`none` removes what the file says) and --priority NAME=P
// into the options; prints the problem and returns false on a malformed value.
bool readUserAnnotations(const QStringList& shardings, const QStringList& priorities, PropagationOptions& options) {
  for (const QString& item : shardings) {
    const auto assignment = splitAssignment(item);
    if (!assignment) {
      err() << "shardscope-cli propagate: error: --sharding expects NAME=SHARDING, got `" << item << "`\n";
      return false;
    }
    const std::string name = assignment->first.toStdString();
    if (assignment->second == "none") {
      options.userShardings[name] = std::nullopt;
      continue;
    }
    const std::string text = assignment->second.toStdString();
    auto parsed = sharding::parseHloSharding(text);
    if (const auto* error = std::get_if<sharding::ShardingParseError>(&parsed)) {
      err() << "--sharding:1:" << static_cast<qint64>(error->offset + 1) << ": error: " << QString::fromStdString(error->message)
            << " in `" << assignment->second << "`\n";
      return false;
    }
    options.userShardings[name] = std::get<sharding::HloSharding>(std::move(parsed));
  }
  for (const QString& item : priorities) {
    const auto assignment = splitAssignment(item);
    bool ok = false;
    const int priority = assignment ? assignment->second.toInt(&ok) : 0;
    if (!assignment || !ok || priority < 0) {
      err() << "shardscope-cli propagate: error: --priority expects NAME=P with P >= 0, got `" << item << "`\n";
      return false;
    }
    options.userPriorities[assignment->first.toStdString()] = priority;
  }
  return true;
}

QJsonObject collectiveJson(const PlannedCollective& c) {
  QJsonObject o{{"kind", qs(collectiveName(c.kind))},
                {"producer", QString::fromStdString(c.producer)},
                {"from", QString::fromStdString(c.from)},
                {"to", QString::fromStdString(c.to)},
                {"group_size", static_cast<qint64>(c.groupSize)},
                {"tensor_bytes", c.tensorBytes},
                {"bytes_per_device", c.bytesPerDevice},
                {"seconds", c.seconds},
                {"reason", QString::fromStdString(c.reason)}};
  if (!c.consumer.empty()) o["consumer"] = QString::fromStdString(c.consumer);
  return o;
}

QJsonObject eventJson(const trace::TraceEvent& event) {
  QJsonObject o{{"kind", QString::fromStdString(event.kind)},
                {"instruction", QString::fromStdString(event.subject)},
                {"rule", QString::fromStdString(event.rule)},
                {"message", QString::fromStdString(event.message)}};
  for (const auto& [key, value] : event.details) o[QString::fromStdString(key)] = QString::fromStdString(value);
  return o;
}

// `--semantics shardy`: Shardy's propagation on the MLIR module as written, through
// the pass list `--pass` names (the corpus manifest's `pass`), printing every value
// the manifest can name with its sharding in Shardy's text form ("sdy_values").
int runShardyPropagate(const QString& file, const QString& passList, bool json, bool trace) {
  QFile input(file);
  if (!input.open(QIODevice::ReadOnly)) {
    err() << file << ":1:1: error: cannot read the file\n";
    return kExitBadInput;
  }
  const QByteArray text = input.readAll();
  auto outcome = sdy::runShardy(std::string_view(text.constData(), static_cast<std::size_t>(text.size())), passList.toStdString());
  if (const auto* error = std::get_if<sdy::ShardyRunError>(&outcome)) {
    int line = 1, column = 1;
    for (std::size_t i = 0; i < error->offset && i < static_cast<std::size_t>(text.size()); ++i) {
      if (text[static_cast<qsizetype>(i)] == '\n') {
        ++line;
        column = 1;
      } else {
        ++column;
      }
    }
    err() << file << ":" << line << ":" << column << ": error: " << QString::fromStdString(error->message) << "\n";
    return kExitBadInput;
  }
  const auto& run = std::get<sdy::ShardyRun>(outcome);
  if (json) {
    QJsonArray values;
    for (const auto& [key, sharding] : run.values) {
      QJsonObject o;
      o["func"] = qs(key.func);
      o["what"] = qs(key.what);
      if (key.what == "arg" || key.what == "func_result") o["index"] = key.index;
      else o["op_index"] = key.opIndex;
      if (key.what == "op_result") o["result"] = key.result;
      if (key.what == "op_in_sharding") o["operand"] = key.operand;
      if (!key.op.empty()) o["op"] = qs(key.op);
      if (!key.regionPath.empty()) {
        QJsonArray path;
        for (const auto& [region, op] : key.regionPath) path.append(QJsonArray{region, op});
        o["region_path"] = path;
      }
      o["sharding"] = sharding ? QJsonValue(qs(sharding->toString())) : QJsonValue(QJsonValue::Null);
      values.append(o);
    }
    QJsonObject root;
    root["semantics"] = "shardy";
    root["pass"] = passList;
    root["sdy_values"] = values;
    root["evaluations"] = static_cast<qint64>(run.result.evaluations);
    QJsonArray steps;
    for (const auto& step : run.result.steps) {
      const auto& node = run.graph.nodes[static_cast<std::size_t>(step.node)];
      steps.append(QJsonObject{{"rule", qs(node.row)}, {"op", qs(node.opName)},
                               {"value", qs(run.graph.values[static_cast<std::size_t>(step.value)].name)},
                               {"before", qs(step.before)}, {"after", qs(step.after)}});
    }
    root["trace"] = steps;
    out() << QJsonDocument(root).toJson(QJsonDocument::Indented);
    return kExitOk;
  }
  for (const auto& [key, sharding] : run.values) {
    QString where = qs(key.func) + " " + qs(key.what) + " ";
    if (key.what == "arg" || key.what == "func_result") where += QString::number(key.index);
    else where += QString::number(key.opIndex) + "." + QString::number(key.what == "op_in_sharding" ? key.operand : key.result) + " " + qs(key.op);
    out() << where << ": " << (sharding ? qs(sharding->toString()) : QStringLiteral("(none)")) << "\n";
  }
  if (trace)
    for (const auto& step : run.result.steps)
      out() << "  " << qs(run.graph.nodes[static_cast<std::size_t>(step.node)].row) << " @ "
            << qs(run.graph.nodes[static_cast<std::size_t>(step.node)].opName) << ": "
            << qs(run.graph.values[static_cast<std::size_t>(step.value)].name) << " " << (step.before.empty() ? QStringLiteral("(none)") : qs(step.before))
            << " -> " << qs(step.after) << "\n";
  return kExitOk;
}

// `--explain NAME --expect SHARDING`: which rule gave ours, which would give the expected.
int printExplanation(const QString& file, const ir::Module& module, const PropagationResult& result,
                     const PropagationOptions& options, const QString& name, const sharding::HloSharding& expected,
                     bool asJson) {
  ir::ComputationId computation = module.entry;
  QString instructionName = name;
  if (const int slash = name.indexOf('/'); slash > 0) {
    computation = -1;
    for (std::size_t c = 0; c < module.computations.size(); ++c)
      if (qs(module.computations[c].name) == name.left(slash)) computation = static_cast<ir::ComputationId>(c);
    instructionName = name.mid(slash + 1);
  }
  const ir::InstructionId id = computation >= 0 ? module.computations[computation].find(instructionName.toStdString()) : -1;
  if (id < 0) {
    err() << file << ": error: no instruction named `" << name << "` (--explain)\n";
    return kExitBadInput;
  }
  const ShardingExplanation e = explainSharding(module, result, options, computation, id, expected);
  if (!asJson) {
    out() << QString::fromStdString(formatExplanation(e));
    return kExitOk;
  }
  QJsonArray chain;
  for (const ExplanationStep& s : e.ours_chain)
    chain.append(QJsonObject{{"instruction", QString::fromStdString(s.instruction)}, {"computation", QString::fromStdString(s.computation)},
                             {"rule", QString::fromStdString(s.rule)}, {"direction", QString::fromStdString(s.direction)},
                             {"source", QString::fromStdString(s.source)}, {"sharding", QString::fromStdString(s.sharding)},
                             {"level", s.level}});
  QJsonArray theirs;
  for (const ExplanationCandidate& c : e.theirs)
    theirs.append(QJsonObject{{"rule", QString::fromStdString(c.rule)}, {"direction", QString::fromStdString(c.direction)},
                              {"source", QString::fromStdString(c.source)}, {"how", QString::fromStdString(c.how)}});
  const QJsonObject root{{"instruction", QString::fromStdString(e.instruction)},
                         {"ours", e.ours ? QJsonValue(QString::fromStdString(*e.ours)) : QJsonValue()},
                         {"expected", QString::fromStdString(e.expected)}, {"agrees", e.agrees},
                         {"rule", QString::fromStdString(e.rule)},
                         {"ours_chain", chain}, {"theirs", theirs}};
  out() << QJsonDocument(QJsonObject{{"explanation", root}}).toJson(QJsonDocument::Indented);
  return kExitOk;
}

int runPropagate(const QStringList& args) {
  QCommandLineParser parser;
  const QCommandLineOption json("json", "Print shardings, collectives, cost and trace as JSON (docs/propagation.md).");
  const QCommandLineOption traceOption("trace", "Print every accepted change and refused conflict, in order.");
  const QCommandLineOption spmd("spmd", "XLA's is_spmd: merge partial shardings and use SPMD-only rules.");
  const QCommandLineOption toOutput("propagate-to-output", "Per root leaf: may propagation change it (default false).", "LIST");
  const QCommandLineOption toParameters("propagate-to-parameters", "Per parameter leaf: may propagation change it (default false).", "LIST");
  const QCommandLineOption topology("topology", "Topology table overriding the built-in one (resources/topologies).", "FILE");
  const QCommandLineOption interconnectOption("interconnect", "Interconnect the cost model uses (default nvlink4).", "NAME");
  const QCommandLineOption shardingOption(
      "sharding", "A user sharding for instruction NAME instead of what the file says (`none` removes it); repeatable.",
      "NAME=SHARDING");
  const QCommandLineOption priorityOption(
      "priority", "User priority of NAME's annotation (0 first, as Shardy's p0, p1, ...); repeatable.", "NAME=P");
  const QCommandLineOption semantics("semantics", "gspmd (XLA's ShardingPropagation, default) or shardy (Shardy's passes, MLIR input).", "NAME");
  const QCommandLineOption passOption("pass", "Shardy mode: the pass list to run (default sdy-propagation-pipeline).", "PASS");
  const QCommandLineOption explainOption(
      "explain", "Explain instruction NAME's sharding (comp/NAME outside the entry) against --expect.", "NAME");
  const QCommandLineOption expectOption("expect", "With --explain: the sharding another tool chose (e.g. XLA's).", "SHARDING");
  parser.addOptions({json, traceOption, spmd, toOutput, toParameters, topology, interconnectOption, shardingOption,
                     priorityOption, semantics, passOption, explainOption, expectOption});
  parser.addPositionalArgument("FILE", "HLO module to propagate; or a pair directory (its annotated.hlo).");
  if (auto code = parseCommandLine(parser, args, commandNamed("propagate"), -1)) return *code;
  const std::optional<QString> file =
      readFileOrPairRole(parser.positionalArguments(), commandNamed("propagate"), io::pair_role::kAnnotated, "annotated program");
  if (!file) return kExitBadInput;
  const QString semanticsName = parser.isSet(semantics) ? parser.value(semantics) : QStringLiteral("gspmd");
  if (semanticsName == "shardy")
    return runShardyPropagate(*file, parser.isSet(passOption) ? parser.value(passOption) : QStringLiteral("sdy-propagation-pipeline"),
                              parser.isSet(json), parser.isSet(traceOption));
  if (semanticsName != "gspmd") {
    err() << "shardscope-cli propagate: error: --semantics expects gspmd or shardy, got `" << semanticsName << "`\n";
    return kExitBadInput;
  }

  PropagationOptions options;
  options.isSpmd = parser.isSet(spmd);
  // Only --trace, --json and --explain show the changes; without them the events are not
  // kept (about 1 KB each with their details, a million of them on a large module).
  options.recordChanges = parser.isSet(traceOption) || parser.isSet(json) || parser.isSet(explainOption);
  std::optional<sharding::HloSharding> expected;
  if (parser.isSet(explainOption) != parser.isSet(expectOption)) {
    err() << "shardscope-cli propagate: error: --explain and --expect go together\n";
    return kExitBadInput;
  }
  if (parser.isSet(expectOption)) {
    auto parsed = sharding::parseHloSharding(parser.value(expectOption).toStdString());
    if (auto* error = std::get_if<sharding::ShardingParseError>(&parsed)) {
      err() << "<--expect>:1:" << error->offset + 1 << ": error: " << QString::fromStdString(error->message) << "\n";
      return kExitBadInput;
    }
    expected = std::get<sharding::HloSharding>(std::move(parsed));
  }
  for (const auto& [option, target] : {std::pair{&toOutput, &options.propagateToOutput}, std::pair{&toParameters, &options.propagateToParameters}}) {
    if (!parser.isSet(*option)) continue;
    auto flags = parseFlagList(parser.value(*option));
    if (!flags) {
      err() << "shardscope-cli propagate: error: --" << option->names().front() << " expects true/false values separated by commas, got `"
            << parser.value(*option) << "`\n";
      return kExitBadInput;
    }
    *target = std::move(*flags);
  }
  if (!readUserAnnotations(parser.values(shardingOption), parser.values(priorityOption), options)) return kExitBadInput;
  TopologyTable table = defaultTopologyTable();
  if (parser.isSet(topology)) {
    auto loaded = loadTopologyTable(parser.value(topology).toStdString());
    if (const Diagnostic* error = std::get_if<Diagnostic>(&loaded)) {
      err() << QString::fromStdString(error->format()) << "\n";
      return kExitBadInput;
    }
    table = std::get<TopologyTable>(std::move(loaded));
  }
  const QString interconnectName = parser.isSet(interconnectOption) ? parser.value(interconnectOption) : qs(kDefaultInterconnect);
  const Interconnect* interconnect = table.find(interconnectName.toStdString());
  if (!interconnect) {
    err() << "shardscope-cli propagate: error: no interconnect `" << interconnectName << "` in the topology table\n";
    return kExitBadInput;
  }

  LoadedModule loaded = loadModuleForCli(*file);
  if (!loaded.module) return kExitBadInput;
  ir::Module& module = *loaded.module;
  PropagationResult result;
  try {
    result = propagateShardings(module, options);
  } catch (const std::exception& error) {
    err() << *file << ": error: " << error.what() << "\n";
    return kExitBadInput;
  }
  if (!result.unknownNames.empty()) {
    for (const std::string& name : result.unknownNames)
      err() << *file << ": error: no instruction named `" << QString::fromStdString(name)
            << "` (--sharding / --priority)\n";
    return kExitBadInput;
  }
  if (expected) return printExplanation(*file, module, result, options, parser.value(explainOption), *expected, parser.isSet(json));
  ReshardingPlan plan;
  try {
    plan = planResharding(module, result, *interconnect);
  } catch (const BudgetExceeded& error) {  // iota tile assignments expanded past the plan's budget
    err() << *file << ": error: " << error.what() << "\n";
    return kExitBadInput;
  }

  if (parser.isSet(json)) {
    QJsonObject instructions;
    const ir::Computation& entry = module.entryComputation();
    const auto& shardings = result.computations[module.entry].shardings;
    for (std::size_t i = 0; i < entry.instructions.size(); ++i)
      instructions[qs(entry.instructions[i].name)] =
          shardings[i] ? QJsonValue(QString::fromStdString(shardings[i]->toString(false))) : QJsonValue();
    QJsonArray collectives;
    for (const PlannedCollective& c : plan.collectives) collectives.append(collectiveJson(c));
    QJsonArray memory;
    for (const TensorMemory& m : plan.memory)
      memory.append(QJsonObject{{"instruction", QString::fromStdString(m.name)}, {"bytes_per_device", static_cast<qint64>(m.bytesPerDevice)}});
    QJsonObject cost{{"interconnect", QString::fromStdString(plan.interconnect)},
                     {"bandwidth_gb_per_s", interconnect->bandwidthGBps},
                     {"latency_us", interconnect->latencyUs},
                     {"bytes_per_device", plan.totalBytesPerDevice},
                     {"seconds", plan.totalSeconds},
                     {"peak_bytes_per_device", static_cast<qint64>(plan.peakBytesPerDevice)},
                     {"peak_at", QString::fromStdString(plan.peakAt)},
                     {"memory", memory}};
    QJsonArray trace;
    for (const trace::TraceEvent& event : result.trace.events()) trace.append(eventJson(event));
    // Called computations (while bodies, call and branch computations), by name.
    QJsonObject called;
    for (std::size_t c = 0; c < module.computations.size(); ++c) {
      if (static_cast<ir::ComputationId>(c) == module.entry) continue;
      const ir::Computation& computation = module.computations[c];
      QJsonObject map;
      for (std::size_t i = 0; i < computation.instructions.size(); ++i)
        if (const ShardingPtr& s = result.computations[c].shardings[i])
          map[qs(computation.instructions[i].name)] = QString::fromStdString(s->toString(false));
      if (!map.isEmpty()) called[qs(computation.name)] = map;
    }
    QJsonObject root{{"instructions", instructions}, {"computations", called}, {"collectives", collectives},
                     {"cost", cost}, {"trace", trace}, {"changes", static_cast<qint64>(result.changes)},
                     {"conflicts", static_cast<qint64>(result.conflicts)}};
    out() << QJsonDocument(root).toJson(QJsonDocument::Indented);
    return kExitOk;
  }

  // The module as XLA would print it after the pass: every instruction with its sharding.
  for (std::size_t c = 0; c < module.computations.size(); ++c) {
    auto& instructions = module.computations[c].instructions;
    for (std::size_t i = 0; i < instructions.size(); ++i) instructions[i].sharding = result.computations[c].shardings[i];
  }
  QTextStream& o = out();
  {
    TextStreamSink sink(o);  // the module is printed a block at a time, never held whole
    std::ostream stream(&sink);
    io::printHloText(module, stream);
    stream.flush();
  }
  if (parser.isSet(traceOption)) {
    o << "\n// trace: " << result.trace.size() << " events (" << result.changes << " changes, " << result.conflicts << " conflicts)\n";
    std::size_t step = 0;
    for (const trace::TraceEvent& event : result.trace.events())
      o << "// " << ++step << ". [" << QString::fromStdString(event.kind) << "] " << QString::fromStdString(event.message) << "\n";
  }
  o << "\n// collectives on " << QString::fromStdString(plan.interconnect) << ": " << plan.collectives.size() << "\n";
  for (const PlannedCollective& c : plan.collectives)
    o << "//   " << qs(collectiveName(c.kind)) << " " << QString::fromStdString(c.producer)
      << (c.consumer.empty() ? QString() : " -> " + QString::fromStdString(c.consumer)) << "  " << QString::fromStdString(c.from)
      << " => " << QString::fromStdString(c.to) << "  N=" << c.groupSize << "  " << QString::number(c.bytesPerDevice, 'g', 6)
      << " B/device  " << QString::number(c.seconds * 1e6, 'f', 2) << " us\n";
  o << "// total " << QString::number(plan.totalBytesPerDevice, 'g', 6) << " B/device, "
    << QString::number(plan.totalSeconds * 1e6, 'f', 2) << " us; peak memory " << plan.peakBytesPerDevice
    << " B/device at " << QString::fromStdString(plan.peakAt) << "\n";
  return kExitOk;
}

const RegisterCommand registration{Command{
    "propagate",
    "propagate FILE|PAIR_DIR [--json] [--trace] [--spmd] [--propagate-to-output LIST] [--propagate-to-parameters LIST] "
    "[--topology FILE] [--interconnect NAME] [--sharding NAME=SHARDING]... [--priority NAME=P]... "
    "[--explain NAME --expect SHARDING]",
    "Infer every instruction's sharding (XLA semantics), with the trace, the collectives and their cost.",
    runPropagate}};

}  // namespace
}  // namespace shardscope::cli
