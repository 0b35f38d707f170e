// shardscope-cli verify BASELINE DISTRIBUTED | PAIR_DIR [--relations FILE] [--json]
// [--html FILE] [--numeric-seed N] [--no-memo]: the equivalence verifier (core/verify).
// Exit 0 equivalent, 1 not verified (the frontier is printed), 2 bad input or usage (also
// when the --html report cannot be written). --html writes the self-contained report
// (core/report); --numeric-seed adds the numeric checker's evidence to it. A pair
// directory gives both programs, its relations.json (unless --relations) and its copies
// of the source files, which frontier lines and the report's snippets point at.
// GCC 12 reports -Wrestrict inside libstdc++ for `"literal" + std::string` (GCC bug
// 105329, a false positive); the messages here are built that way throughout.
#if defined(__GNUC__) && !defined(__clang__) && __GNUC__ == 12
#pragma GCC diagnostic ignored "-Wrestrict"
#endif
#include "cli/cli_options.h"
#include "cli/command_registry.h"
#include "cli/module_loading.h"
#include "cli/pair_arguments.h"

#include "numeric/numeric_check.h"
#include "io/hlo_file.h"
#include "report/source_snippet.h"
#include "report/verification_report.h"
#include "verify/verifier.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <algorithm>

namespace shardscope::cli {
namespace {

using namespace shardscope::verify;

QString qs(const std::string& text) { return QString::fromStdString(text); }

constexpr qint64 kMaxRelationsBytes = 16 << 20;

QJsonObject resultJson(const VerifyResult& result, const PairArguments& pair) {
  QJsonObject root;
  root["verdict"] = verdictName(result.verdict);
  if (pair.directory) root["pair_directory"] = qs(pair.directory->directory);
  QJsonArray frontier;
  for (const FrontierEntry& entry : result.frontier) {
    QJsonObject object{{"instruction", qs(entry.instruction)},
                       {"opcode", qs(entry.opcode)},
                       {"source_file", entry.sourceFile.empty() ? QJsonValue() : QJsonValue(qs(entry.sourceFile))},
                       {"source_line", entry.sourceLine > 0 ? QJsonValue(entry.sourceLine) : QJsonValue()},
                       {"reason", qs(entry.reason)}};
    // A pair directory's copy of the source file (its manifest's "sources").
    if (pair.directory) {
      const QString local = pair.sourcePath(entry.sourceFile);
      object["source_path"] = local.isEmpty() ? QJsonValue() : QJsonValue(local);
    }
    frontier.append(object);
  }
  root["frontier"] = frontier;
  QJsonObject instructions;
  for (const auto& [name, status] : result.instructions) {
    QJsonObject object{{"verified", status.verified}};
    if (status.verified) {
      object["relation"] = qs(status.relation);
      object["baseline"] = qs(status.baselineCounterpart);
    }
    instructions[qs(name)] = object;
  }
  root["instructions"] = instructions;
  QJsonArray inferred;
  for (const std::string& line : result.inferredRelations) inferred.append(qs(line));
  root["inferred_relations"] = inferred;
  // A pipeline stage's own program: where it begins and ends in the baseline, and what it covers.
  if (result.stage) {
    QJsonArray inputs, outputs, covered, scopes;
    for (const verify::StageInput& input : result.stage->inputs)
      inputs.append(QJsonObject{{"parameter", qs(input.parameter)}, {"baseline", qs(input.baseline)}, {"how", qs(input.how)}});
    for (const std::string& name : result.stage->outputs) outputs.append(qs(name));
    for (const std::string& name : result.stage->covered) covered.append(qs(name));
    for (const std::string& scope : result.stage->scopes) scopes.append(qs(scope));
    root["stage"] = QJsonObject{{"inputs", inputs}, {"outputs", outputs}, {"outputs_how", qs(result.stage->outputsHow)},
                                {"covered", covered}, {"scopes", scopes}};
  }
  QJsonObject phases;
  for (const auto& [phase, seconds] : result.stats.phaseSeconds) phases[qs(phase)] = seconds;
  root["stats"] = QJsonObject{{"enodes", static_cast<qint64>(result.stats.enodes)},
                              {"eclasses", static_cast<qint64>(result.stats.eclasses)},
                              {"rule_firings", static_cast<qint64>(result.stats.ruleFirings)},
                              {"layers_reused", static_cast<qint64>(result.stats.layersReused)},
                              {"phase_seconds", phases}};
  return root;
}

void printText(const VerifyResult& result, const PairArguments& pair) {
  out() << "verdict: " << verdictName(result.verdict) << "\n";
  for (const std::string& line : result.inferredRelations) out() << "inferred: " << qs(line) << "\n";
  if (!result.frontier.empty()) out() << "frontier (" << result.frontier.size() << "):\n";
  for (const FrontierEntry& entry : result.frontier) {
    out() << "  ";
    if (!entry.sourceFile.empty()) {
      const QString local = pair.sourcePath(entry.sourceFile);
      out() << (local.isEmpty() ? qs(entry.sourceFile) : local) << ":" << entry.sourceLine << ": ";
    }
    out() << qs(entry.instruction) << " (" << qs(entry.opcode) << "): " << qs(entry.reason) << "\n";
  }
  int verified = 0;
  for (const auto& [name, status] : result.instructions) verified += status.verified ? 1 : 0;
  out() << "instructions: " << verified << "/" << result.instructions.size() << " related to the baseline\n";
  out() << "stats: " << result.stats.enodes << " e-nodes, " << result.stats.eclasses << " e-classes, " << result.stats.ruleFirings
        << " rule firings, " << result.stats.layersReused << " layers reused";
  double total = 0;
  for (const auto& [phase, seconds] : result.stats.phaseSeconds) total += seconds;
  out() << ", " << QString::number(total, 'f', 3) << " s (";
  for (std::size_t i = 0; i < result.stats.phaseSeconds.size(); ++i)
    out() << (i ? ", " : "") << qs(result.stats.phaseSeconds[i].first) << " " << QString::number(result.stats.phaseSeconds[i].second, 'f', 3);
  out() << ")\n";
}

int runVerify(const QStringList& args) {
  QCommandLineParser parser;
  const QCommandLineOption json("json", "Print the result as JSON.");
  const QCommandLineOption relations("relations", "JSON file overriding parameter and output relations.", "FILE");
  const QCommandLineOption noMemo("no-memo", "Verify every layer with the rules (no layer memoization).");
  const QCommandLineOption html("html", "Also write a self-contained HTML report to FILE.", "FILE");
  const QCommandLineOption numericSeed("numeric-seed", "With --html: run the numeric check with seed N and add its evidence to the report.", "N");
  parser.addOptions({json, relations, noMemo, html, numericSeed});
  parser.addPositionalArgument("BASELINE", "Single-device HLO module (or a per-rank program on the same devices); or a pair directory.");
  parser.addPositionalArgument("DISTRIBUTED", "Its per-device SPMD counterpart (not with a pair directory).");
  if (auto code = parseCommandLine(parser, args, commandNamed("verify"), -1)) return *code;
  const std::optional<PairArguments> pair = readPairArguments(parser.positionalArguments(), commandNamed("verify"));
  if (!pair) return kExitBadInput;

  std::optional<uint64_t> seed;
  if (parser.isSet(numericSeed)) {
    bool valid = false;
    seed = parser.value(numericSeed).toULongLong(&valid);
    if (!valid) {
      err() << "--numeric-seed: not an unsigned integer: " << parser.value(numericSeed) << "\n";
      return kExitBadInput;
    }
    if (!parser.isSet(html)) {
      err() << "--numeric-seed needs --html (the numeric evidence goes into the report)\n";
      return kExitBadInput;
    }
  }

  VerifyOptions options;
  options.memoizeLayers = !parser.isSet(noMemo);
  options.recordTrace = false;  // no output of this command reads the merge log
  // A pair directory's relations.json unless --relations names another file.
  const QString relationsPath = parser.isSet(relations) ? parser.value(relations)
                                                        : pair->relationsPath();
  if (!relationsPath.isEmpty()) {
    std::optional<std::string> contents = readSmallInputFile(relationsPath, kMaxRelationsBytes);
    if (!contents) return kExitBadInput;
    options.relationsJson = std::move(*contents);
  }
  LoadedModule baseline = loadModuleForCli(pair->baseline);
  if (!baseline.module) return kExitBadInput;
  LoadedModule distributed = loadModuleForCli(pair->distributed);
  if (!distributed.module) return kExitBadInput;

  VerifyResult result;
  try {
    result = verifyPair(*baseline.module, *distributed.module, options, {}, {});
  } catch (const VerifyInputError& error) {
    QString message = QString::fromUtf8(error.what());
    if (message.startsWith("relations:")) {
      message = relationsPath + message.mid(int(QString("relations").size()));
    } else {
      // Pairing errors are about the programs: point at the distributed entry computation.
      const ir::Module& module = *distributed.module;
      const auto [line, column] = module.entry >= 0 ? module.position(module.entryComputation().fileOffset) : std::pair{0, 0};
      message = QStringLiteral("%1:%2:%3: error: %4").arg(pair->distributed).arg(std::max(line, 1)).arg(std::max(column, 1)).arg(message);
    }
    err() << message << "\n";
    return kExitBadInput;
  }
  if (parser.isSet(json)) out() << QJsonDocument(resultJson(result, *pair)).toJson(QJsonDocument::Indented);
  else printText(result, *pair);
  if (parser.isSet(html)) {
    std::optional<numeric::NumericCheckResult> numericResult;
    if (seed) {
      numeric::NumericCheckOptions numericOptions;
      numericOptions.seed = *seed;
      numericResult = numeric::runNumericCheck(*baseline.module, *distributed.module, numericOptions);
    }
    report::ReportInput input;
    input.baseline = &*baseline.module;
    input.distributed = &*distributed.module;
    input.baselinePath = pair->baseline.toStdString();
    input.distributedPath = pair->distributed.toStdString();
    if (pair->directory) {
      // The directory's copies first, then beside the programs as usual.
      input.readSource = [pair, fallback = report::diskSourceReader({pair->directory->directory})](const std::string& file) {
        const QString local = pair->sourcePath(file);
        if (local.isEmpty()) return fallback(file);
        std::string contents, error;
        return io::readFileBounded(local.toStdString(), report::kMaxSourceFileBytes, contents, error) ? std::optional<std::string>(contents)
                                                                                                      : std::nullopt;
      };
    }
    input.verification = &result;
    input.numeric = numericResult ? &*numericResult : nullptr;
    std::string error;
    if (!report::writeVerificationReport(input, parser.value(html).toStdString(), {}, &error)) {
      err() << "error: " << qs(error) << "\n";
      return kExitBadInput;
    }
  }
  return result.verdict == Verdict::Equivalent ? kExitOk : kExitDiffers;
}

const RegisterCommand registration{Command{
    "verify", "verify BASELINE DISTRIBUTED | PAIR_DIR [--relations FILE] [--json] [--html FILE [--numeric-seed N]] [--no-memo]",
    "Prove a distributed program equivalent to its baseline, or show the divergence frontier with source lines.", runVerify}};

}  // namespace
}  // namespace shardscope::cli
