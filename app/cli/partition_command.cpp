// shardscope-cli partition: propose a partitioning instead of checking one.
//   partition einsum FILE --devices P [--cost-model seed|einsummable]
//                    [--space exact|contraction|all-range] [--max-states N] [--exhaustive] [--json]
//                    [--write-hlo OUT]
//       EinDecomp partition vectors per node of an EinSum graph, with their cost and
//       the GSPMD shardings they imply (core/partition/eindecomp.h). FILE is the EinSum
//       DSL or an HLO module (detected by content), lowered by partition/hlo_lowering.h;
//       --write-hlo writes the module annotated with the plan's shardings.
//   partition stages --weights 3,1,4,1,5 --stages 2 [--memory M,... --memory-cap C[,...]]
//                    [--microbatches B] [--method auto|dp|search] [--json]
//       contiguous pipeline stages minimising the heaviest stage
//       (core/partition/stage_partition.h), with bubble fractions and Alpa's objective.
#include "cli/cli_options.h"
#include "cli/command_registry.h"

#include "cli/module_loading.h"
#include "io/file_format.h"
#include "io/hlo_text_printer.h"
#include "partition/eindecomp.h"
#include "partition/einsum_parser.h"
#include "partition/exhaustive_search.h"
#include "partition/gspmd_sharding.h"
#include "partition/hlo_lowering.h"
#include "partition/partition_error.h"
#include "partition/pipeline_schedule.h"
#include "partition/plan_annotation.h"
#include "partition/stage_partition.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSaveFile>

#include <cctype>
#include <optional>

namespace shardscope::cli {
namespace {

using namespace shardscope::partition;

QString qs(const std::string& text) { return QString::fromStdString(text); }

const Command& self() { return commandNamed("partition"); }

int usageError(const QString& message) {
  err() << "shardscope-cli partition: error: " << message << "\n"
        << "usage: shardscope-cli " << self().synopsis << "\n";
  return kExitBadInput;
}

// "3,1,4" -> {3,1,4}; nullopt when an entry is not a number.
std::optional<std::vector<double>> parseNumberList(const QString& text) {
  std::vector<double> values;
  for (const QString& part : text.split(',')) {
    bool ok = false;
    const double value = part.trimmed().toDouble(&ok);  // C locale, whatever the environment
    if (!ok) return std::nullopt;
    values.push_back(value);
  }
  return values;
}

QJsonArray intArray(const std::vector<int>& values) {
  QJsonArray array;
  for (int value : values) array.append(value);
  return array;
}

QJsonArray doubleArray(const std::vector<double>& values) {
  QJsonArray array;
  for (double value : values) array.append(value);
  return array;
}

QJsonObject einsumJson(const EinSumGraph& graph, const PartitionPlan& plan,
                       const std::optional<GraphShardings>& shardingsIfExact) {
  // Shardings exist for exactly-P plans only (the other spaces use other block counts).
  GraphShardings empty;
  empty.nodes.resize(graph.nodes().size());
  empty.tensors.resize(graph.tensors().size());
  const GraphShardings& shardings = shardingsIfExact ? *shardingsIfExact : empty;
  QJsonObject nodes, indices, costs, operandShardings, partialSums, tensorShardings;
  for (std::size_t n = 0; n < graph.nodes().size(); ++n) {
    const EinSumNode& node = graph.nodes()[n];
    const QString name = qs(graph.outputOf(node).name);
    nodes[name] = intArray(plan.partitions[n]);
    QJsonArray names;
    for (int index : node.joinIndices) names.append(qs(graph.indices()[index].name));
    indices[name] = names;
    costs[name] = QJsonObject{{"broadcast", plan.cost.nodes[n].broadcast},
                              {"aggregation", plan.cost.nodes[n].aggregation},
                              {"repartition", plan.cost.repartition[n]}};
    QJsonArray operands;
    for (const std::string& sharding : shardings.nodes[n].operands) operands.append(qs(sharding));
    operandShardings[name] = operands;
    if (!shardings.nodes[n].partialOutput.empty())
      partialSums[name] = QJsonObject{{"sharding", qs(shardings.nodes[n].partialOutput)},
                                      {"aggregation", qs(shardings.nodes[n].aggregation)}};
  }
  if (shardingsIfExact)
    for (std::size_t t = 0; t < graph.tensors().size(); ++t)
      tensorShardings[qs(graph.tensors()[t].name)] = qs(shardings.tensors[t]);
  QJsonObject inputs;
  for (const auto& [tensor, parts] : plan.inputPartitions) {
    double moved = 0;
    for (const auto& [t, cost] : plan.cost.inputRepartition) moved = t == tensor ? cost : moved;
    inputs[qs(graph.tensors()[tensor].name)] = QJsonObject{{"parts", intArray(parts)}, {"repartition", moved}};
  }
  return QJsonObject{{"cost", plan.cost.total},
                     {"devices", plan.devices},
                     {"method", qs(plan.method)},
                     {"costModel", qs(std::string(costModelName(plan.model)))},
                     {"space", qs(std::string(searchSpaceName(plan.space)))},
                     {"optimal", plan.optimal},
                     {"proven_optimal", plan.optimal},
                     {"dpPeakStates", static_cast<double>(plan.peakStates)},
                     {"dpStateLimit", static_cast<double>(plan.stateLimit)},
                     {"inputs", inputs},
                     {"nodes", nodes},
                     {"indices", indices},
                     {"costs", costs},
                     {"shardings", tensorShardings},
                     {"operandShardings", operandShardings},
                     {"partialSums", partialSums}};
}

void printEinsumText(const EinSumGraph& graph, const PartitionPlan& plan,
                     const std::optional<GraphShardings>& shardings) {
  out() << "cost " << QString::number(plan.cost.total, 'g', 17) << " elements moved on "
        << plan.devices << " devices (" << qs(plan.method) << ", " << qs(std::string(costModelName(plan.model)))
        << " model, " << qs(std::string(searchSpaceName(plan.space))) << " space, "
        << (plan.optimal ? "proven optimal" : "not proven optimal: the DP's state limit dropped states") << ")\n";
  for (std::size_t n = 0; n < graph.nodes().size(); ++n) {
    const EinSumNode& node = graph.nodes()[n];
    out() << qs(graph.outputOf(node).name) << "[" << qs(partitionVectorWithIndices(graph, node, plan.partitions[n]))
          << "]  broadcast " << QString::number(plan.cost.nodes[n].broadcast, 'g', 17)
          << "  aggregation " << QString::number(plan.cost.nodes[n].aggregation, 'g', 17)
          << "  repartition " << QString::number(plan.cost.repartition[n], 'g', 17) << "\n";
    if (!shardings) continue;
    out() << "    output " << qs(shardings->nodes[n].output);
    if (!shardings->nodes[n].partialOutput.empty())
      out() << "  partial " << qs(shardings->nodes[n].aggregation) << " "
            << qs(shardings->nodes[n].partialOutput);
    out() << "\n";
  }
  for (const auto& [tensor, parts] : plan.inputPartitions) {
    double moved = 0;
    for (const auto& [t, cost] : plan.cost.inputRepartition) moved = t == tensor ? cost : moved;
    out() << "input " << qs(graph.tensors()[tensor].name) << " " << qs(partitionVectorText(parts)) << "  repartition "
          << QString::number(moved, 'g', 17) << "\n";
  }
}

QJsonObject loweringJson(const HloLowering& lowering) {
  QJsonArray cuts;
  for (const LoweredInstruction& value : lowering.instructions)
    if (value.as == LoweredAs::Input && !value.reason.empty())
      cuts.append(QJsonObject{{"instruction", qs(value.name)}, {"opcode", qs(value.opcode)},
                              {"reason", qs(value.reason)}});
  return QJsonObject{{"nodes", lowering.nodes},     {"inputs", lowering.inputs},
                     {"views", lowering.views},     {"notLowered", lowering.notLowered},
                     {"cuts", cuts}};
}

void printLoweringText(const HloLowering& lowering) {
  out() << "lowered the entry computation: " << lowering.nodes << " nodes, " << lowering.inputs
        << " graph inputs (" << lowering.cuts << " cut points), " << lowering.views
        << " reshape/transpose views, " << lowering.notLowered << " values without a tensor\n";
  for (const LoweredInstruction& value : lowering.instructions)
    if (value.as == LoweredAs::Input && !value.reason.empty())
      out() << "  cut " << qs(value.name) << " (" << qs(value.opcode) << "): " << qs(value.reason) << "\n";
}

// The graph to partition: an HLO module (any format io::loadModuleFile reads, decided
// by content) lowered to EinSum, or the EinSum DSL.
struct EinSumInput {
  std::optional<ir::Module> module;
  std::optional<HloLowering> lowering;
  std::optional<EinSumGraph> dslGraph;
  const EinSumGraph& graph() const { return lowering ? lowering->graph : *dslGraph; }
};

// The DSL's first statement (after '#' comments, which MLIR also starts lines with) is
// `bounds`, `input` or a node `Name[...] = ...`; HLO and StableHLO start otherwise.
bool looksLikeEinSumDsl(std::string_view head) {
  std::size_t i = 0;
  while (i < head.size()) {
    const char c = head[i];
    if (c == ' ' || c == '\t' || c == '\r' || c == '\n') {
      ++i;
    } else if (c == '#') {
      const std::size_t newline = head.find('\n', i);
      i = newline == std::string_view::npos ? head.size() : newline + 1;
    } else {
      break;
    }
  }
  std::size_t end = i;
  while (end < head.size() && (std::isalnum(static_cast<unsigned char>(head[end])) || head[end] == '_')) ++end;
  const std::string_view word = head.substr(i, end - i);
  if (word == "bounds" || word == "input") return true;
  while (end < head.size() && head[end] == ' ') ++end;
  return !word.empty() && end < head.size() && head[end] == '[';
}

// Returns an exit code when the input cannot be used (the error is printed).
std::optional<int> readEinSumInput(const QString& path, int devices, EinSumInput& input) {
  QFile file(path);
  if (!file.open(QIODevice::ReadOnly)) {
    err() << path << ": error: cannot open file: " << file.errorString() << "\n";
    return kExitBadInput;
  }
  const QByteArray headBytes = file.peek(64 * 1024);
  const std::string_view head(headBytes.constData(), static_cast<std::size_t>(headBytes.size()));
  if (!looksLikeEinSumDsl(head) && io::detectFileFormat(head).format != io::FileFormat::Unknown) {
    file.close();
    LoadedModule loaded = loadModuleForCli(path);
    if (!loaded.module) return kExitBadInput;
    input.module = std::move(loaded.module);
    input.lowering = lowerHloModule(*input.module, devices);  // PartitionError: caller
    return std::nullopt;
  }
  if (file.size() > static_cast<qint64>(kMaxEinSumTextBytes)) {
    err() << path << ": error: expected at most 16 MiB of EinSum text, found " << file.size()
          << " bytes\n";
    return kExitBadInput;
  }
  const QByteArray text = file.readAll();
  auto parsed = parseEinSumGraph(std::string_view(text.constData(), static_cast<std::size_t>(text.size())),
                                 path.toStdString());
  if (const Diagnostic* diagnostic = std::get_if<Diagnostic>(&parsed)) {
    err() << qs(diagnostic->format()) << "\n";
    return kExitBadInput;
  }
  input.dslGraph = std::move(std::get<EinSumGraph>(parsed));
  return std::nullopt;
}

// Writes the module with the plan's shardings to `outPath` (atomically).
std::optional<int> writeAnnotatedModule(EinSumInput& input, const GraphShardings& shardings, int devices,
                                        const QString& outPath, QJsonObject* json) {
  const PlanAnnotation annotation = annotateModuleWithPlan(*input.module, *input.lowering, shardings, devices);
  QSaveFile file(outPath);
  const std::string text = io::printHloText(*input.module);
  if (!file.open(QIODevice::WriteOnly) ||
      file.write(text.data(), static_cast<qint64>(text.size())) != static_cast<qint64>(text.size()) ||
      !file.commit()) {
    err() << outPath << ": error: cannot write file: " << file.errorString() << "\n";
    return kExitBadInput;
  }
  QJsonArray notExpressible;
  for (const std::string& name : annotation.notExpressible) notExpressible.append(qs(name));
  if (json) {
    (*json)["annotated"] = QJsonObject{{"file", outPath}, {"instructions", annotation.annotated},
                                       {"notExpressible", notExpressible}};
  } else {
    out() << "wrote " << outPath << ": " << annotation.annotated << " instructions annotated";
    if (!annotation.notExpressible.empty())
      out() << ", " << annotation.notExpressible.size()
            << " left to propagation (their split has no contiguous HLO tiling)";
    out() << "\n";
  }
  return std::nullopt;
}

int runEinsum(const QString& path, const QCommandLineParser& parser,
              const QCommandLineOption& devicesOption, const QCommandLineOption& exhaustiveOption,
              const QCommandLineOption& jsonOption, const QCommandLineOption& writeHloOption,
              const QCommandLineOption& modelOption, const QCommandLineOption& spaceOption,
              const QCommandLineOption& statesOption) {
  if (!parser.isSet(devicesOption)) return usageError("--devices P is required");
  const std::optional<CostModel> model = parseCostModel(parser.value(modelOption).toStdString());
  if (!model) return usageError("expected --cost-model seed or einsummable, found '" + parser.value(modelOption) + "'");
  const std::optional<SearchSpace> space = parseSearchSpace(parser.value(spaceOption).toStdString());
  if (!space)
    return usageError("expected --space exact, contraction or all-range, found '" + parser.value(spaceOption) + "'");
  std::size_t maxStates = 0;
  if (parser.isSet(statesOption)) {
    bool statesOk = false;
    const qlonglong states = parser.value(statesOption).toLongLong(&statesOk);
    if (!statesOk || states < 1 || states > 100'000'000)
      return usageError("expected --max-states to be a positive integer, found '" + parser.value(statesOption) + "'");
    maxStates = static_cast<std::size_t>(states);
  }
  if (parser.isSet(writeHloOption) && *space != SearchSpace::Exact)
    return usageError("--write-hlo needs --space exact (shardings split every node into exactly P parts)");
  bool ok = false;
  const int devices = parser.value(devicesOption).toInt(&ok);
  if (!ok || !isPowerOfTwo(devices) || devices > kMaxDevices)
    return usageError("expected --devices to be a power of two up to 2^20, found '" +
                      parser.value(devicesOption) + "'");
  EinSumInput input;
  try {
    if (auto exit = readEinSumInput(path, devices, input)) return *exit;
    if (parser.isSet(writeHloOption) && !input.module)
      return usageError("--write-hlo needs an HLO module as input, not the EinSum DSL");
    const EinSumGraph& graph = input.graph();
    const PartitionPlan plan =
        parser.isSet(exhaustiveOption)
            ? searchAllPartitions(graph, ProblemOptions{devices, *model, *space})
            : solveEinDecomp(graph,
                             EinDecompOptions{.devices = devices, .model = *model, .space = *space, .maxStates = maxStates});
    std::optional<GraphShardings> shardings;
    if (*space == SearchSpace::Exact) shardings = shardingsForPlan(graph, plan.partitions, devices);
    if (parser.isSet(jsonOption)) {
      QJsonObject json = einsumJson(graph, plan, shardings);
      if (input.lowering) json["lowering"] = loweringJson(*input.lowering);
      if (parser.isSet(writeHloOption))
        if (auto exit = writeAnnotatedModule(input, *shardings, devices, parser.value(writeHloOption), &json))
          return *exit;
      out() << QJsonDocument(json).toJson(QJsonDocument::Indented);
    } else {
      if (input.lowering) printLoweringText(*input.lowering);
      printEinsumText(graph, plan, shardings);
      if (parser.isSet(writeHloOption))
        if (auto exit = writeAnnotatedModule(input, *shardings, devices, parser.value(writeHloOption), nullptr))
          return *exit;
    }
  } catch (const PartitionError& error) {
    err() << path << ": error: " << error.what() << "\n";
    return kExitBadInput;
  }
  return kExitOk;
}

QJsonObject stagesJson(const StagePlan& plan, std::optional<int> microbatches) {
  QJsonObject object{{"feasible", plan.feasible}, {"method", qs(plan.method)}};
  if (!plan.feasible) return object;
  QJsonArray stages;
  for (const auto& [first, last] : plan.stages) stages.append(QJsonArray{first, last});
  object["bottleneck"] = plan.bottleneck;
  object["stages"] = stages;
  object["stageWeights"] = doubleArray(plan.stageWeights);
  if (!plan.stageMemory.empty()) object["stageMemory"] = doubleArray(plan.stageMemory);
  if (microbatches) {
    const PipelineEstimate estimate = estimatePipeline(plan.stageWeights, *microbatches);
    object["microbatches"] = *microbatches;
    object["bubbleFraction"] = QJsonObject{{"gpipe", estimate.gpipeBubble}, {"1f1b", estimate.oneFOneBBubble}};
    object["gpipeEfficiency"] = estimate.gpipeEfficiency;
    object["inFlightMicrobatches"] =
        QJsonObject{{"gpipe", estimate.gpipeInFlight}, {"1f1b", estimate.oneFOneBInFlight}};
    object["alpaObjective"] = estimate.alpaObjective;
  }
  return object;
}

void printStagesText(const StagePlan& plan, std::optional<int> microbatches) {
  out() << "bottleneck " << QString::number(plan.bottleneck, 'g', 17) << " (" << qs(plan.method) << ")\n";
  for (std::size_t s = 0; s < plan.stages.size(); ++s) {
    out() << "stage " << s << ": layers " << plan.stages[s].first << ".." << plan.stages[s].second
          << "  weight " << QString::number(plan.stageWeights[s], 'g', 17);
    if (!plan.stageMemory.empty()) out() << "  memory " << QString::number(plan.stageMemory[s], 'g', 17);
    out() << "\n";
  }
  if (microbatches) {
    const PipelineEstimate estimate = estimatePipeline(plan.stageWeights, *microbatches);
    out() << "micro-batches " << *microbatches << ": bubble (N-1)/M = " << estimate.gpipeBubble
          << " for GPipe and 1F1B; in flight at stage 0: GPipe " << estimate.gpipeInFlight
          << ", 1F1B " << estimate.oneFOneBInFlight << "\n"
          << "Alpa objective sum t_i + (B-1) max t_i = "
          << QString::number(estimate.alpaObjective, 'g', 17) << "\n";
  }
}

int runStages(const QCommandLineParser& parser, const QCommandLineOption& weightsOption,
              const QCommandLineOption& stagesOption, const QCommandLineOption& memoryOption,
              const QCommandLineOption& capOption, const QCommandLineOption& microbatchesOption,
              const QCommandLineOption& methodOption, const QCommandLineOption& jsonOption) {
  if (!parser.isSet(weightsOption) || !parser.isSet(stagesOption))
    return usageError("--weights and --stages are required");
  StageProblem problem;
  const auto weights = parseNumberList(parser.value(weightsOption));
  if (!weights) return usageError("expected --weights as numbers separated by commas, found '" +
                                  parser.value(weightsOption) + "'");
  problem.weights = *weights;
  bool ok = false;
  problem.stages = parser.value(stagesOption).toInt(&ok);
  if (!ok) return usageError("expected --stages to be an integer, found '" + parser.value(stagesOption) + "'");
  if (parser.isSet(memoryOption) != parser.isSet(capOption))
    return usageError("--memory and --memory-cap go together");
  if (parser.isSet(memoryOption)) {
    const auto memory = parseNumberList(parser.value(memoryOption));
    const auto caps = parseNumberList(parser.value(capOption));
    if (!memory || !caps) return usageError("expected --memory and --memory-cap as numbers separated by commas");
    problem.memory = *memory;
    problem.memoryCaps = *caps;
  }
  std::optional<int> microbatches;
  if (parser.isSet(microbatchesOption)) {
    const int value = parser.value(microbatchesOption).toInt(&ok);
    if (!ok || value < 1)
      return usageError("expected --microbatches to be a positive integer, found '" +
                        parser.value(microbatchesOption) + "'");
    microbatches = value;
  }
  if (auto error = validateStageProblem(problem)) return usageError(qs(*error));
  const QString method = parser.value(methodOption);
  if (method != "auto" && method != "dp" && method != "search")
    return usageError("expected --method auto, dp or search, found '" + method + "'");
  // The DP is O(L^2 N); past a few thousand layers the search answers the same faster.
  const bool useDp = method == "dp" || (method == "auto" && problem.weights.size() <= 2000);
  StagePlan plan;
  try {
    plan = useDp ? partitionStagesDp(problem) : partitionStagesSearch(problem);
  } catch (const PartitionError& error) {
    return usageError(error.what());
  }
  if (parser.isSet(jsonOption))
    out() << QJsonDocument(stagesJson(plan, microbatches)).toJson(QJsonDocument::Indented);
  if (!plan.feasible) {
    err() << "shardscope-cli partition: no split into " << problem.stages
          << " stages fits the memory caps\n";
    return kExitDiffers;
  }
  if (!parser.isSet(jsonOption)) printStagesText(plan, microbatches);
  return kExitOk;
}

int runPartition(const QStringList& args) {
  QCommandLineParser parser;
  const QCommandLineOption devices("devices", "Number of devices P (a power of two).", "P");
  const QCommandLineOption exhaustive("exhaustive", "Try every assignment (small graphs only).");
  const QCommandLineOption weights("weights", "Per-layer weights, e.g. 3,1,4,1,5.", "LIST");
  const QCommandLineOption stages("stages", "Number of pipeline stages N.", "N");
  const QCommandLineOption memory("memory", "Per-layer memory, e.g. 2,2,1,1,3.", "LIST");
  const QCommandLineOption cap("memory-cap", "Memory cap: one for all stages, or one per stage.", "LIST");
  const QCommandLineOption microbatches("microbatches", "Micro-batches B for bubble and Alpa figures.", "B");
  const QCommandLineOption method("method", "Stage solver: auto, dp or search.", "NAME", "auto");
  const QCommandLineOption json("json", "Print JSON.");
  const QCommandLineOption writeHlo("write-hlo", "Write the HLO module annotated with the plan's shardings.", "OUT");
  const QCommandLineOption costModel("cost-model", "EinDecomp cost model: seed (default) or einsummable.", "MODEL", "seed");
  const QCommandLineOption space("space", "EinDecomp search space: exact (default), contraction or all-range.", "SPACE",
                                 "exact");
  const QCommandLineOption maxStates("max-states", "EinDecomp DP states kept per step (default: from a work budget).", "N");
  parser.addOptions(
      {devices, exhaustive, weights, stages, memory, cap, microbatches, method, json, writeHlo, costModel, space, maxStates});
  parser.addPositionalArgument("MODE", "einsum or stages");
  if (auto exit = parseCommandLine(parser, args, self(), -1)) return *exit;
  const QStringList positional = parser.positionalArguments();
  const QString mode = positional.value(0);
  if (mode == "einsum") {
    if (positional.size() != 2) return usageError("expected 'einsum FILE'");
    for (const QCommandLineOption* option : {&weights, &stages, &memory, &cap, &microbatches, &method})
      if (parser.isSet(*option)) return usageError("--" + option->names().first() + " is for 'partition stages'");
    return runEinsum(positional.at(1), parser, devices, exhaustive, json, writeHlo, costModel, space, maxStates);
  }
  if (mode == "stages") {
    if (positional.size() != 1) return usageError("expected no file for 'stages'");
    for (const QCommandLineOption* option : {&devices, &exhaustive, &writeHlo, &costModel, &space, &maxStates})
      if (parser.isSet(*option)) return usageError("--" + option->names().first() + " is for 'partition einsum'");
    return runStages(parser, weights, stages, memory, cap, microbatches, method, json);
  }
  return usageError("expected 'einsum' or 'stages', found '" + mode + "'");
}

const RegisterCommand kRegister(Command{
    "partition",
    "partition einsum FILE --devices P [--cost-model seed|einsummable] [--space exact|contraction|all-range] "
    "[--max-states N] [--exhaustive] [--json] [--write-hlo OUT] | partition stages --weights LIST "
    "--stages N [--memory LIST --memory-cap LIST] [--microbatches B] [--method auto|dp|search] [--json]",
    "Propose per-node partition vectors (EinDecomp) or pipeline stages",
    runPartition});

}  // namespace
}  // namespace shardscope::cli
