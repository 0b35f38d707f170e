#include "views/graph/instruction_search.h"

#include <QRegularExpression>

namespace shardscope::views {
namespace {

bool fileMatches(const QString& recorded, const QString& wanted) {
  if (recorded.isEmpty()) return false;
  // Paths are often recorded on another machine: match on the trailing components.
  return recorded == wanted || recorded.endsWith(QLatin1Char('/') + wanted);
}

bool scopeMatches(const QString& opName, const QString& query) {
  return opName == query || (opName.startsWith(query) && opName.size() > query.size() && opName[query.size()] == QLatin1Char('/'));
}

}  // namespace

QVector<int> findNodes(const GraphModel& model, const QString& rawQuery) {
  const QString query = rawQuery.trimmed();
  QVector<int> found;
  if (query.isEmpty()) return found;
  const QVector<GraphNode>& nodes = model.nodes();

  bool isNumber = false;
  const qint64 line = query.toLongLong(&isNumber);
  if (isNumber) {
    for (int i = 0; i < nodes.size(); ++i)
      if (nodes[i].sourceLine == line) found.push_back(i);
    return found;
  }
  static const QRegularExpression fileLine(QStringLiteral("^(.+):(\\d+)$"));
  const QRegularExpressionMatch match = fileLine.match(query);
  if (match.hasMatch()) {
    const QString file = match.captured(1);
    const qint64 wantedLine = match.captured(2).toLongLong();
    for (int i = 0; i < nodes.size(); ++i)
      if (nodes[i].sourceLine == wantedLine && fileMatches(nodes[i].sourceFile, file)) found.push_back(i);
    if (!found.isEmpty()) return found;
  }
  const QString name = query.startsWith(QLatin1Char('%')) ? query.mid(1) : query;
  for (int i = 0; i < nodes.size(); ++i) {
    const GraphNode& node = nodes[i];
    if (node.key == name || node.opcode == query || node.opType == query || scopeMatches(node.opName, query))
      found.push_back(i);
  }
  if (!found.isEmpty()) return found;
  for (int i = 0; i < nodes.size(); ++i)
    if (nodes[i].key.contains(name, Qt::CaseInsensitive) || nodes[i].opName.contains(query, Qt::CaseInsensitive))
      found.push_back(i);
  return found;
}

}  // namespace shardscope::views
