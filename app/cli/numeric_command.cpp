// shardscope-cli numeric BASELINE DISTRIBUTED [--seed N] [--layer comm|compute|whole]
// [--nan-fails] [--root-only] [--json]: the numeric cross-check (core/numeric). Runs both programs on
// small seeded inputs, the distributed one on every rank, and checks the communication
// layer, the computation layer and the whole program against the baseline (all three
// unless --layer picks one). Exit 0 pass, 1 differs, 2 bad input.
#include "cli/cli_options.h"
#include "cli/command_registry.h"
#include "cli/module_loading.h"

#include "numeric/numeric_check.h"

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

void printText(const NumericCheckResult& result) {
  for (const LayerReport& layer : result.layers) {
    int passedRanks = 0;
    for (const RankCheck& rank : layer.ranks) passedRanks += rank.passed ? 1 : 0;
    out() << qs(layerName(layer.layer)) << ": " << (layer.passed ? "pass" : "differs") << " (" << passedRanks << "/" << layer.ranks.size()
          << " ranks pass, " << layer.instructions.size() << " instructions compared)\n";
    for (const std::string& note : layer.notes) out() << "  note: " << qs(note) << "\n";
  }
  out() << "verdict: " << (result.verdict == Verdict::Pass ? "pass" : "differs") << " on " << result.numDevices << " rank(s), seed " << result.seed << "\n";
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
  parser.addPositionalArgument("BASELINE", "Single-device HLO module.");
  parser.addPositionalArgument("DISTRIBUTED", "Its per-device SPMD counterpart.");
  if (auto code = parseCommandLine(parser, args, commandNamed("numeric"), 2)) return *code;

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

  LoadedModule baseline = loadModuleForCli(parser.positionalArguments()[0]);
  if (!baseline.module) return kExitBadInput;
  LoadedModule distributed = loadModuleForCli(parser.positionalArguments()[1]);
  if (!distributed.module) return kExitBadInput;

  const NumericCheckResult result = runNumericCheck(*baseline.module, *distributed.module, options);
  if (result.error) {
    err() << qs(result.error->format()) << "\n";
    return kExitBadInput;
  }
  if (parser.isSet(json)) out() << QJsonDocument(resultJson(result)).toJson(QJsonDocument::Indented);
  else printText(result);
  return result.verdict == Verdict::Pass ? kExitOk : kExitDiffers;
}

const RegisterCommand registration{Command{
    "numeric", "numeric BASELINE DISTRIBUTED [--seed N] [--layer comm|compute|whole] [--nan-fails] [--root-only] [--json]",
    "Numeric cross-check: run both programs on seeded inputs (every rank simulated) and check communication, computation and the whole.",
    runNumeric}};

}  // namespace
}  // namespace shardscope::cli
