#include "gui/gallery/guided_tour.h"

#include "io/json_document.h"
#include "ir/module.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>

// The bundled tours live in the static library's resources (resources/tours.qrc).
static void initTourResources() { Q_INIT_RESOURCE(tours); }

namespace shardscope::gui::gallery {
namespace {

struct TourError {
  int64_t offset;
  QString message;
};

QString text(const std::string& value) { return QString::fromStdString(value); }

const io::JsonValue& requireMember(const io::JsonValue& object, const char* key, io::JsonValue::Kind kind) {
  const io::JsonValue* value = object.member(key);
  if (!value) throw TourError{object.offset, QStringLiteral("missing \"%1\"").arg(QLatin1String(key))};
  if (value->kind != kind)
    throw TourError{value->offset, QStringLiteral("\"%1\" must be %2, not %3")
                                       .arg(QLatin1String(key), text(std::string(io::jsonKindName(kind))), text(std::string(io::jsonKindName(value->kind))))};
  return *value;
}

QList<TourNode> nodesOf(const io::JsonValue& step, const char* key, std::string_view source) {
  QList<TourNode> nodes;
  const io::JsonValue* list = step.member(key);
  if (!list) return nodes;
  if (!list->isArray()) throw TourError{list->offset, QStringLiteral("\"%1\" must be an array of instruction names").arg(QLatin1String(key))};
  for (const io::JsonValue& element : list->elements) {
    if (!element.isString() || element.text.empty())
      throw TourError{element.offset, QStringLiteral("\"%1\" lists instruction names: a non-empty string each").arg(QLatin1String(key))};
    const auto [line, column] = io::lineAndColumn(source, element.offset);
    nodes << TourNode{text(element.text), line, column};
  }
  return nodes;
}

bool hasInstruction(const ir::Module& module, const QString& name) {
  const std::string key = name.toStdString();
  if (module.entry >= 0 && module.entryComputation().find(key) >= 0) return true;
  for (const ir::Computation& computation : module.computations)
    if (computation.find(key) >= 0) return true;
  return false;
}

}  // namespace

TourLoad parseTour(const QByteArray& bytes, const QString& fileName) {
  const std::string_view source(bytes.constData(), static_cast<std::size_t>(bytes.size()));
  const auto fail = [&](int64_t offset, const QString& message) {
    const auto [line, column] = io::lineAndColumn(source, offset);
    return TourLoad{std::nullopt, QStringLiteral("%1:%2:%3: error: %4").arg(fileName).arg(line).arg(column).arg(message)};
  };
  if (bytes.size() > kMaxTourBytes) return fail(0, QStringLiteral("a tour file is at most %1 bytes").arg(kMaxTourBytes));
  auto parsed = io::parseJson(source);
  if (const auto* error = std::get_if<io::JsonSyntaxError>(&parsed)) return fail(error->offset, text(error->message));
  const io::JsonValue& root = std::get<io::JsonValue>(parsed);
  try {
    if (!root.isObject()) throw TourError{root.offset, QStringLiteral("a tour is a JSON object")};
    const io::JsonValue& format = requireMember(root, "format", io::JsonValue::Kind::String);
    if (format.text != kTourFormat)
      throw TourError{format.offset, QStringLiteral("unknown format \"%1\" (expected \"%2\")").arg(text(format.text), QLatin1String(kTourFormat))};
    GuidedTour tour;
    tour.fileName = fileName;
    tour.id = text(requireMember(root, "id", io::JsonValue::Kind::String).text);
    tour.title = text(requireMember(root, "title", io::JsonValue::Kind::String).text);
    const io::JsonValue& steps = requireMember(root, "steps", io::JsonValue::Kind::Array);
    if (steps.elements.empty()) throw TourError{steps.offset, QStringLiteral("a tour has at least one step")};
    for (const io::JsonValue& element : steps.elements) {
      if (!element.isObject()) throw TourError{element.offset, QStringLiteral("a step is an object with \"title\" and \"text\"")};
      TourStep step;
      step.title = text(requireMember(element, "title", io::JsonValue::Kind::String).text);
      step.text = text(requireMember(element, "text", io::JsonValue::Kind::String).text);
      step.distributed = nodesOf(element, "distributed", source);
      step.baseline = nodesOf(element, "baseline", source);
      for (const auto& [key, value] : element.members)
        if (key != "title" && key != "text" && key != "distributed" && key != "baseline")
          throw TourError{value.offset, QStringLiteral("unknown step field \"%1\"").arg(text(key))};
      tour.steps << step;
    }
    return TourLoad{std::move(tour), QString()};
  } catch (const TourError& error) {
    return fail(error.offset, error.message);
  }
}

TourLoad loadTour(const QString& id) {
  initTourResources();
  QStringList candidates;
  if (const QString folder = qEnvironmentVariable("SHARDSCOPE_TOURS"); !folder.isEmpty())
    candidates << QDir(folder).filePath(id + QStringLiteral(".json"));
  candidates << QStringLiteral(":/tours/%1.json").arg(id);
  for (const QString& path : candidates) {
    QFile file(path);
    if (!file.exists()) continue;
    if (file.size() > kMaxTourBytes) return TourLoad{std::nullopt, QStringLiteral("%1:1:1: error: a tour file is at most %2 bytes").arg(path).arg(kMaxTourBytes)};
    if (!file.open(QIODevice::ReadOnly)) return TourLoad{std::nullopt, QStringLiteral("%1:1:1: error: cannot read the file").arg(path)};
    // Bundled tours are named as in the source tree, so an error points at the file to fix.
    const QString name = path.startsWith(QLatin1Char(':')) ? QStringLiteral("resources/tours/%1.json").arg(id) : path;
    return parseTour(file.readAll(), name);
  }
  return TourLoad{std::nullopt, QStringLiteral("%1.json:1:1: error: no tour named \"%1\"").arg(id)};
}

QStringList bundledTourIds() {
  initTourResources();
  QStringList ids;
  for (const QFileInfo& info : QDir(QStringLiteral(":/tours")).entryInfoList({QStringLiteral("*.json")}, QDir::Files, QDir::Name))
    ids << info.completeBaseName();
  return ids;
}

QStringList checkTourNodes(const GuidedTour& tour, const ir::Module* baseline, const ir::Module* distributed) {
  QStringList problems;
  for (int s = 0; s < tour.steps.size(); ++s) {
    const TourStep& step = tour.steps[s];
    const auto check = [&](const QList<TourNode>& nodes, const ir::Module* module, const QString& side) {
      if (!module) return;
      for (const TourNode& node : nodes)
        if (!hasInstruction(*module, node.name))
          problems << QStringLiteral("%1:%2:%3: error: step %4 (\"%5\") names %6, which the %7 program does not have")
                          .arg(tour.fileName)
                          .arg(node.line)
                          .arg(node.column)
                          .arg(s + 1)
                          .arg(step.title, node.name, side);
    };
    check(step.distributed, distributed, QStringLiteral("distributed"));
    check(step.baseline, baseline, QStringLiteral("baseline"));
  }
  return problems;
}

}  // namespace shardscope::gui::gallery
