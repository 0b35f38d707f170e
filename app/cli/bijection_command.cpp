// shardscope-cli bijection: the op sequence that turns the distributed layout into the
// baseline one (core/layout/bijection_inference.h, seed 000 Algorithm 2).
//   bijection --shape 4,64,4096 --baseline 'reshape(256,4096)'
//             --distributed 'transpose(1,0,2) reshape(256,4096)' [--shard 0:2,...]
//             [--json] [--verbose]
// Exit 0 when found, 1 when no bijection exists or it is unsupported, 2 on bad input.
#include "cli/cli_options.h"
#include "cli/command_registry.h"

#include "layout/bijection_inference.h"
#include "layout/chain_parser.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace shardscope::cli {
namespace {

using namespace shardscope::layout;

QString qs(const std::string& text) { return QString::fromStdString(text); }

int badInput(const Diagnostic& diagnostic) {
  err() << qs(diagnostic.format()) << "\n";
  return kExitBadInput;
}

Diagnostic optionError(const char* option, int column, std::string message) {
  Diagnostic d;
  d.file = option;
  d.line = 1;
  d.column = column;
  d.message = std::move(message);
  return d;
}

// `--shard 0:2,2:4`: baseline input axis 0 in 2 blocks, axis 2 in 4 blocks (GSPMD tiles).
std::optional<Diagnostic> parseShards(const std::string& text, const Shape& shape,
                                      Shape& blocks) {
  blocks.assign(shape.size(), 1);
  std::size_t pos = 0;
  while (pos <= text.size()) {
    const std::size_t end = std::min(text.find(',', pos), text.size());
    const std::string item = text.substr(pos, end - pos);
    const std::size_t colon = item.find(':');
    const int column = static_cast<int>(pos) + 1;
    if (colon == std::string::npos || colon == 0 || colon + 1 == item.size() ||
        item.find(':', colon + 1) != std::string::npos ||
        item.find_first_not_of("0123456789:") != std::string::npos || item.size() > 18)
      return optionError("--shard", column, "expected AXIS:BLOCKS, found '" + item + "'");
    const long long axis = std::stoll(item.substr(0, colon));
    const long long count = std::stoll(item.substr(colon + 1));
    if (axis >= static_cast<long long>(shape.size()))
      return optionError("--shard", column,
                         "axis " + std::to_string(axis) + " is not an axis of the shape " +
                             shapeToString(shape));
    if (count < 1 || shape[axis] < 1 || shape[axis] % count != 0)
      return optionError("--shard", column + static_cast<int>(colon) + 1,
                         std::to_string(count) + " blocks do not divide axis " +
                             std::to_string(axis) + " of size " + std::to_string(shape[axis]));
    blocks[axis] = count;
    pos = end + 1;
  }
  return std::nullopt;
}

QJsonObject resultJson(const BijectionResult& result, bool verbose) {
  QJsonObject json{{"found", result.found()}};
  if (result.found()) {
    QJsonArray ops;
    for (const LayoutOp& op : result.ops) ops.append(qs(op.toString()));
    json["ops"] = ops;
  } else {
    json["reason"] = qs(result.reason);
  }
  if (!verbose) return json;
  json["outcome"] = toString(result.outcome);
  if (!result.found()) return json;
  json["method"] = toString(result.method);
  json["relation"] = toString(result.relation);
  if (result.hasExpressions()) {
    json["baseline"] = qs(result.baselineExpression());
    json["distributed"] = qs(result.distributedExpression());
  }
  if (!result.reason.empty()) json["note"] = qs(result.reason);
  return json;
}

void printText(const BijectionResult& result) {
  if (!result.found()) {
    out() << "no bijection: " << qs(result.reason) << "\n";
    return;
  }
  out() << (result.ops.empty() ? QStringLiteral("no ops needed: the layouts already agree")
                               : qs(chainToString(result.ops)))
        << "\n";
  if (result.hasExpressions()) {
    out() << "baseline:    " << qs(result.baselineExpression()) << "\n"
          << "distributed: " << qs(result.distributedExpression()) << "\n";
  }
  out() << "relation:    " << toString(result.relation) << " (" << toString(result.method)
        << ")\n";
  if (!result.reason.empty()) out() << "note:        " << qs(result.reason) << "\n";
}

int runBijection(const QStringList& args) {
  QCommandLineParser parser;
  const QCommandLineOption shapeOption("shape", "Input shape, e.g. 4,64,4096.", "dims");
  const QCommandLineOption baselineOption("baseline", "Baseline chain Sb.", "ops");
  const QCommandLineOption distributedOption("distributed", "Distributed chain Sd.", "ops");
  const QCommandLineOption shardOption(
      "shard", "The distributed input is one device's tile: AXIS:BLOCKS[,AXIS:BLOCKS...].",
      "tiles");
  const QCommandLineOption jsonOption("json", "Write the result as JSON.");
  const QCommandLineOption verboseOption(
      "verbose", "With --json, add the symbolic expressions, relation and method.");
  parser.addOptions(
      {shapeOption, baselineOption, distributedOption, shardOption, jsonOption, verboseOption});
  if (auto code = parseCommandLine(parser, args, commandNamed("bijection"), 0)) return *code;
  if (!parser.isSet(shapeOption)) {
    err() << "shardscope-cli bijection: error: --shape is required\n"
          << "usage: shardscope-cli " << commandNamed("bijection").synopsis << "\n";
    return kExitBadInput;
  }

  const ParsedShape shape = parseShape(parser.value(shapeOption).toStdString(), "--shape");
  if (!shape.ok()) return badInput(*shape.error);
  const ParsedChain baseline =
      parseLayoutChain(parser.value(baselineOption).toStdString(), "--baseline");
  if (!baseline.ok()) return badInput(*baseline.error);
  const ParsedChain distributed =
      parseLayoutChain(parser.value(distributedOption).toStdString(), "--distributed");
  if (!distributed.ok()) return badInput(*distributed.error);

  BijectionQuery query;
  query.baselineInput = shape.shape;
  query.baselineChain = baseline.chain;
  query.distributedChain = distributed.chain;
  if (parser.isSet(shardOption)) {
    Shape blocks;
    if (auto error = parseShards(parser.value(shardOption).toStdString(), shape.shape, blocks))
      return badInput(*error);
    query.axisMap = AxisMap::blockSharded(shape.shape, blocks);
  }

  const BijectionResult result = inferBijection(query, CancellationToken(), {});
  if (result.outcome == BijectionOutcome::InvalidInput) {
    switch (result.invalidPart) {
      case QueryPart::BaselineChain:
        return badInput(optionError("--baseline", baseline.opColumns[result.invalidOp],
                                    result.reason));
      case QueryPart::DistributedChain:
        return badInput(optionError("--distributed", distributed.opColumns[result.invalidOp],
                                    result.reason));
      case QueryPart::AxisMap: return badInput(optionError("--shard", 1, result.reason));
      case QueryPart::Shapes:
      case QueryPart::None: return badInput(optionError("--shape", 1, result.reason));
    }
  }
  if (parser.isSet(jsonOption))
    out() << QJsonDocument(resultJson(result, parser.isSet(verboseOption)))
                 .toJson(QJsonDocument::Compact)
          << "\n";
  else
    printText(result);
  return result.found() ? kExitOk : kExitDiffers;
}

const RegisterCommand registration({
    "bijection",
    "bijection --shape DIMS --baseline OPS --distributed OPS [--shard AXIS:BLOCKS,...] "
    "[--json [--verbose]]",
    "Infer the reshape/transpose sequence that maps the distributed layout onto the baseline "
    "one.",
    runBijection,
});

}  // namespace
}  // namespace shardscope::cli
