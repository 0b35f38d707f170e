#pragma once
// Finding instructions by what a user types: a name, an opcode, an op_name scope, a
// source "file:line" or a bare line number.

#include "views/graph/graph_model.h"

#include <QString>
#include <QVector>

namespace shardscope::views {

// Node indices in graph order. Exact matches (name, opcode, op_name or a scope of it,
// file:line, line) win; when there are none, names and op_names containing the query
// (case-insensitive) are returned.
QVector<int> findNodes(const GraphModel& model, const QString& query);

}  // namespace shardscope::views
