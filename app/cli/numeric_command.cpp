// shardscope-cli numeric BASELINE DISTRIBUTED | PAIR_DIR [--seed N] [--layer comm|compute|whole]
// [--nan-fails] [--root-only] [--relations FILE] [--json]: the numeric cross-check (core/numeric). Runs both programs on
// small seeded inputs, the distributed one on every rank, and checks the communication
// layer, the computation layer and the whole program against the baseline (all three
// unless --layer picks one). With a pair directory the inputs are its recorded ones, and
// both programs' results are first compared with XLA's recorded outputs
// (numeric/recorded_outputs_check.h). Exit 0 pass, 1 differs, 2 bad input.
#include "cli/cli_options.h"
#include "cli/command_registry.h"
#include "cli/module_loading.h"
#include "cli/pair_arguments.h"

#include "numeric/numeric_check.h"
#include "numeric/parameter_shardings.h"
#include "numeric/recorded_arrays.h"
#include "numeric/recorded_outputs_check.h"
#include "verify/relations_file.h"
#include "verify/verifier.h"

#include <QFile>

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <cmath>
#include <optional>

namespace shardscope::cli {
namespace {

using namespace shardscope::numeric;

QString qs(const std::string& text) { return QString::fromStdString(text); }

// JSON has no infinity: errors caused by NaN or infinity are written as null.
QJsonValue number(double value) { return std::isfinite(value) ? QJsonValue(value) : QJsonValue(); }

// A first divergence's errors rank by rank; a rank its check did not compare has null
// errors and "compared": false.
QJsonArray divergenceRanksJson(const InstructionCheck& check) {
  QJsonArray array;
  for (const RankCheck& rank : check.ranks) {
    QJsonObject object{{"rank", static_cast<qint64>(rank.rank)}, {"pass", rank.passed}, {"compared", rank.compared}};
    object["max_abs_err"] = rank.compared ? number(rank.error.maxAbsError) : QJsonValue();
    object["max_rel_err"] = rank.compared ? number(rank.error.maxRelError) : QJsonValue();
    array.append(object);
  }
  return array;
}

QJsonObject checkJson(const InstructionCheck& check) {
  QJsonObject object{{"instruction", qs(check.instruction)},
                     {"reference", qs(check.reference)},
                     {"relation", qs(check.relation)},
                     {"passed", check.passed},
                     {"max_abs_err", number(check.error.maxAbsError)},
                     {"max_rel_err", number(check.error.maxRelError)},
                     {"mismatched", static_cast<qint64>(check.error.mismatched)},
                     {"compared", static_cast<qint64>(check.error.compared)}};
  object["source_file"] = check.sourceFile.empty() ? QJsonValue() : QJsonValue(qs(check.sourceFile));
  object["source_line"] = check.sourceLine >= 0 ? QJsonValue(static_cast<qint64>(check.sourceLine)) : QJsonValue();
  object["hlo_line"] = check.hloLine;
  QJsonArray failing;
  for (int64_t rank : check.failingRanks) failing.append(static_cast<qint64>(rank));
  object["failing_ranks"] = failing;
  if (!check.note.empty()) object["note"] = qs(check.note);
  return object;
}

QJsonArray ranksJson(const std::vector<RankCheck>& ranks) {
  QJsonArray array;
  for (const RankCheck& rank : ranks)
    array.append(QJsonObject{{"rank", static_cast<qint64>(rank.rank)},
                             {"passed", rank.passed},
                             {"max_abs_err", number(rank.error.maxAbsError)},
                             {"max_rel_err", number(rank.error.maxRelError)}});
  return array;
}

QJsonValue divergenceJson(const std::optional<InstructionCheck>& divergence) {
  if (!divergence) return QJsonValue();
  QJsonObject object = checkJson(*divergence);
  object["ranks"] = divergenceRanksJson(*divergence);
  return object;
}

QJsonObject resultJson(const NumericCheckResult& result) {
  QJsonObject root;
  root["verdict"] = result.verdict == Verdict::Pass ? "pass" : "differs";
  root["inputs"] = "seeded";
  root["seed"] = static_cast<qint64>(result.seed);
  root["devices"] = static_cast<qint64>(result.numDevices);
  root["nan_policy"] = qs(nanPolicyName(result.nanPolicy));
  root["first_divergence"] = divergenceJson(result.firstDivergence);
  // "ranks": the per-rank flags of the decisive layer (the whole program when it ran).
  const LayerReport* decisive = result.layers.empty() ? nullptr : &result.layers.back();
  root["ranks"] = decisive ? ranksJson(decisive->ranks) : QJsonArray();
  QJsonArray layers;
  for (const LayerReport& layer : result.layers) {
    QJsonArray instructions;
    for (const InstructionCheck& check : layer.instructions) instructions.append(checkJson(check));
    QJsonArray notes;
    for (const std::string& note : layer.notes) notes.append(qs(note));
    layers.append(QJsonObject{{"layer", qs(layerName(layer.layer))},
                              {"passed", layer.passed},
                              {"ranks", ranksJson(layer.ranks)},
                              {"first_divergence", divergenceJson(layer.firstDivergence)},
                              {"instructions", instructions},
                              {"notes", notes}});
  }
  root["layers"] = layers;
  return root;
}

QString dimsText(const std::vector<int64_t>& dims) {
  QStringList parts;
  for (int64_t dim : dims) parts << QString::number(dim);
  return QStringLiteral("[%1]").arg(parts.join(','));
}

QJsonArray recordedChecksJson(const std::vector<RecordedOutputCheck>& checks, const std::vector<io::PairArray>& entries) {
  QJsonArray array;
  for (const RecordedOutputCheck& check : checks) {
    const std::size_t i = static_cast<std::size_t>(check.index);
    QJsonObject object{{"output", static_cast<qint64>(check.index)},
                       {"file", i < entries.size() ? qs(entries[i].file) : QString()},
                       {"dtype", qs(std::string(ir::elementTypeName(check.type)))},
                       {"shape", dimsText(check.dims)},
                       {"relation", qs(check.relation)},
                       {"rtol", check.tolerance.rtol},
                       {"atol", check.tolerance.atol},
                       {"passed", check.passed},
                       {"max_abs_err", number(check.error.maxAbsError)},
                       {"max_rel_err", number(check.error.maxRelError)},
                       {"mismatched", static_cast<qint64>(check.error.mismatched)},
                       {"compared", static_cast<qint64>(check.error.compared)}};
    if (!check.note.empty()) object["note"] = qs(check.note);
    if (check.program == "distributed") {
      QJsonArray ranks;
      for (const RankCheck& rank : check.ranks) {
        QJsonObject r{{"rank", static_cast<qint64>(rank.rank)}, {"passed", rank.passed}, {"compared", rank.compared}};
        r["max_abs_err"] = rank.compared ? number(rank.error.maxAbsError) : QJsonValue();
        r["max_rel_err"] = rank.compared ? number(rank.error.maxRelError) : QJsonValue();
        ranks.append(r);
      }
      object["ranks"] = ranks;
    }
    array.append(object);
  }
  return array;
}

QJsonObject againstXlaJson(const RecordedOutputsResult& recorded, const io::PairDirectory& pair) {
  QJsonObject object{{"passed", recorded.passed},
                     {"baseline", recordedChecksJson(recorded.baseline, pair.baselineOutputs)},
                     {"distributed", recordedChecksJson(recorded.distributed, pair.distributedOutputs)}};
  // What the capture measured between XLA's own two results (manifest max_abs_err).
  object["xla_max_abs_err"] = pair.maxAbsErr ? number(*pair.maxAbsErr) : QJsonValue();
  return object;
}

void printRecorded(const RecordedOutputsResult& recorded, const io::PairDirectory& pair) {
  out() << "against XLA's recorded outputs (" << qs(pair.directory) << "): " << (recorded.passed ? "pass" : "differs") << "\n";
  for (const auto* list : {&recorded.baseline, &recorded.distributed})
    for (const RecordedOutputCheck& check : *list) {
      const auto& entries = check.program == "baseline" ? pair.baselineOutputs : pair.distributedOutputs;
      const std::size_t i = static_cast<std::size_t>(check.index);
      out() << "  " << qs(check.program) << " out" << check.index << " " << qs(std::string(ir::elementTypeName(check.type)))
            << dimsText(check.dims);
      if (i < entries.size()) out() << " (" << qs(entries[i].file) << ")";
      out() << ": " << (check.passed ? "pass" : "differs") << ", max abs err " << check.error.maxAbsError << ", max rel err "
            << check.error.maxRelError << " (rtol " << check.tolerance.rtol << ", atol " << check.tolerance.atol << ")";
      if (check.program == "distributed") out() << ", ranks as " << qs(check.relation);
      out() << "\n";
      if (!check.note.empty()) out() << "    " << qs(check.note) << "\n";
      if (!check.passed && check.error.firstMismatch >= 0) out() << "    first element outside tolerance: flat index " << check.error.firstMismatch << "\n";
    }
}

// The relations file (the pair directory's relations.json, or --relations), read and
// parsed as verify reads it: its text for the verifier the first divergence consults, its
// "output" for how the distributed result lies over the ranks. Nothing on a bad file
// (printed as `FILE:LINE:COL: error: ...`); an empty path gives an empty file.
struct RelationsRead {
  std::string json;
  std::vector<sharding::HloSharding> output;
};

std::optional<RelationsRead> readRelations(const QString& path) {
  if (path.isEmpty()) return RelationsRead{};
  std::optional<std::string> contents = readSmallInputFile(path);
  if (!contents) return std::nullopt;
  try {
    std::vector<sharding::HloSharding> output = verify::parseRelationsFile(*contents).output;
    return RelationsRead{std::move(*contents), std::move(output)};
  } catch (const verify::VerifyInputError& error) {
    QString message = QString::fromUtf8(error.what());
    if (message.startsWith("relations:")) message = path + message.mid(int(QString("relations").size()));
    err() << message << "\n";
    return std::nullopt;
  }
}

void printText(const NumericCheckResult& result, bool inputsRecorded) {
  for (const LayerReport& layer : result.layers) {
    int passedRanks = 0;
    for (const RankCheck& rank : layer.ranks) passedRanks += rank.passed ? 1 : 0;
    out() << qs(layerName(layer.layer)) << ": " << (layer.passed ? "pass" : "differs") << " (" << passedRanks << "/" << layer.ranks.size()
          << " ranks pass, " << layer.instructions.size() << " instructions compared)\n";
    for (const std::string& note : layer.notes) out() << "  note: " << qs(note) << "\n";
  }
  out() << (inputsRecorded ? "layered check: " : "verdict: ") << (result.verdict == Verdict::Pass ? "pass" : "differs") << " on " << result.numDevices << " rank(s), "
        << (inputsRecorded ? QStringLiteral("recorded inputs") : QStringLiteral("seed %1").arg(result.seed)) << "\n";
  if (const auto& divergence = result.firstDivergence) {
    out() << "first divergence: " << qs(divergence->instruction);
    if (!divergence->sourceFile.empty()) out() << " at " << qs(divergence->sourceFile) << ":" << divergence->sourceLine;
    out() << " (max abs err " << divergence->error.maxAbsError << ", max rel err " << divergence->error.maxRelError;
    if (!divergence->relation.empty()) out() << ", compared as " << qs(divergence->relation);
    out() << ")\n";
    if (!divergence->note.empty()) out() << "  " << qs(divergence->note) << "\n";
    for (const RankCheck& rank : divergence->ranks) {
      out() << "  rank " << rank.rank << ": " << (rank.passed ? "pass" : "differs");
      if (rank.compared) out() << " (max abs err " << rank.error.maxAbsError << ", max rel err " << rank.error.maxRelError << ")";
      else out() << " (not compared here)";
      out() << "\n";
    }
  }
}

int runNumeric(const QStringList& args) {
  QCommandLineParser parser;
  const QCommandLineOption json("json", "Print the result as JSON.");
  const QCommandLineOption seed("seed", "Seed of the random inputs (default 0).", "N", "0");
  const QCommandLineOption layer("layer", "Run one layer only: comm, compute or whole (default: all three).", "LAYER");
  const QCommandLineOption nanFails("nan-fails", "Fail on any NaN instead of treating NaN == NaN as a match.");
  const QCommandLineOption rootOnly("root-only",
                                    "Whole layer: compare only the ROOT (verdict and ranks), not every intermediate; faster, no location.");
  parser.addOptions({json, seed, layer, nanFails, rootOnly});
  const QCommandLineOption relations("relations",
                                      "Relations file (verify's format): its \"output\" says how the distributed result lies over the ranks "
                                      "(else the ROOT's sharding=), and the verifier the first divergence consults reads all of it "
                                      "(a pair directory: default its relations.json).",
                                      "FILE");
  parser.addOption(relations);
  parser.addPositionalArgument("BASELINE", "Single-device HLO module; or a pair directory (its recorded inputs and XLA's outputs).");
  parser.addPositionalArgument("DISTRIBUTED", "Its per-device SPMD counterpart (not with a pair directory).");
  if (auto code = parseCommandLine(parser, args, commandNamed("numeric"), -1)) return *code;
  const std::optional<PairArguments> pair = readPairArguments(parser.positionalArguments(), commandNamed("numeric"));
  if (!pair) return kExitBadInput;
  if (pair->directory && parser.isSet(seed)) {
    err() << "shardscope-cli numeric: error: --seed does not apply to a pair directory (its recorded inputs are used); give BASELINE DISTRIBUTED for seeded inputs\n";
    return kExitBadInput;
  }

  NumericCheckOptions options;
  bool seedOk = false;
  options.seed = parser.value(seed).toULongLong(&seedOk);
  if (!seedOk) {
    err() << "shardscope-cli numeric: error: --seed needs a non-negative integer, got '" << parser.value(seed) << "'\n";
    return kExitBadInput;
  }
  if (parser.isSet(layer)) {
    const QString name = parser.value(layer);
    if (name == "comm") options.layers = {Layer::Communication};
    else if (name == "compute") options.layers = {Layer::Computation};
    else if (name == "whole") options.layers = {Layer::Whole};
    else {
      err() << "shardscope-cli numeric: error: --layer must be comm, compute or whole, got '" << name << "'\n";
      return kExitBadInput;
    }
  }
  if (parser.isSet(nanFails)) options.nanPolicy = NanPolicy::NanFails;
  if (parser.isSet(rootOnly)) options.compareIntermediates = false;

  // The relations file: --relations, else the pair's relations.json (pair directory or zoo folder).
  const QString relationsPath = parser.isSet(relations) ? parser.value(relations)
                                                        : pair->relationsPath();
  std::optional<RelationsRead> relationsFile = readRelations(relationsPath);
  if (!relationsFile) return kExitBadInput;
  options.outputShardings = std::move(relationsFile->output);
  options.relationsJson = std::move(relationsFile->json);

  LoadedModule baseline = loadModuleForCli(pair->baseline);
  if (!baseline.module) return kExitBadInput;
  LoadedModule distributed = loadModuleForCli(pair->distributed);
  if (!distributed.module) return kExitBadInput;
  // A "parameters" entry that names no parameter is the relations file's error, as verify reports it.
  if (std::optional<Diagnostic> error = distributedParameterShardings(*distributed.module, options.relationsJson).error) {
    error->file = relationsPath.toStdString();
    err() << qs(error->format()) << "\n";
    return kExitBadInput;
  }

  if (!pair->directory) {
    const NumericCheckResult result = runNumericCheck(*baseline.module, *distributed.module, options);
    if (result.error) {
      err() << qs(result.error->format()) << "\n";
      return kExitBadInput;
    }
    if (parser.isSet(json)) out() << QJsonDocument(resultJson(result)).toJson(QJsonDocument::Indented);
    else printText(result, false);
    return result.verdict == Verdict::Pass ? kExitOk : kExitDiffers;
  }

  // A pair directory: XLA's recorded outputs first, then the layered check, both on the
  // recorded inputs.
  const io::PairDirectory& directory = *pair->directory;
  RecordedArraysRead arrays = readRecordedArrays(directory, options.maxElementsPerTensor, options.maxElementsTotal);
  if (!arrays.ok()) {
    err() << qs(arrays.error->format()) << "\n";
    return kExitBadInput;
  }
  arrays.run->outputShardings = options.outputShardings;
  const RecordedOutputsResult recorded = checkRecordedOutputs(*baseline.module, *distributed.module, *arrays.run, options);
  if (recorded.error) {
    err() << qs(recorded.error->format()) << "\n";
    return kExitBadInput;
  }
  const NumericCheckResult result = runNumericCheckOnInputs(*baseline.module, *distributed.module, std::move(arrays.run->inputs), options);
  if (result.error) {
    err() << qs(result.error->format()) << "\n";
    return kExitBadInput;
  }
  const bool passed = recorded.passed && result.verdict == Verdict::Pass;
  if (parser.isSet(json)) {
    QJsonObject root = resultJson(result);
    root["verdict"] = passed ? "pass" : "differs";
    root["layered_verdict"] = result.verdict == Verdict::Pass ? "pass" : "differs";
    root["inputs"] = "recorded";
    root["seed"] = QJsonValue();
    root["pair_directory"] = qs(directory.directory);
    root["against_xla"] = againstXlaJson(recorded, directory);
    out() << QJsonDocument(root).toJson(QJsonDocument::Indented);
  } else {
    printRecorded(recorded, directory);
    printText(result, true);
    out() << "verdict: " << (passed ? "pass" : "differs") << " (XLA's outputs " << (recorded.passed ? "pass" : "differ") << ", layered check "
          << (result.verdict == Verdict::Pass ? "passes" : "differs") << ")\n";
  }
  return passed ? kExitOk : kExitDiffers;
}

const RegisterCommand registration{Command{
    "numeric",
    "numeric BASELINE DISTRIBUTED | PAIR_DIR [--seed N] [--layer comm|compute|whole] [--nan-fails] [--root-only] [--relations FILE] [--json]",
    "Numeric cross-check: run both programs on seeded inputs (every rank simulated) and check communication, computation and the whole.",
    runNumeric}};

}  // namespace
}  // namespace shardscope::cli
