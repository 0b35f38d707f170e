#pragma once
// Every attribute of one instruction as rows for the properties pane: identity, shape,
// sharding, operands and users, each typed attribute re-spelled as HLO text, the source
// metadata, and where it sits in the file.
#include "views/properties/property_table_model.h"

#include <QString>
#include <QVector>

#include <vector>

namespace shardscope::gui {

class ModuleIndex;

// Rows for `name`; empty when the module has no such instruction. `users`, when given, is
// its computation's users by instruction index (CounterpartFinder::usersOf keeps one per
// computation); without it the users are found by one pass over the computation.
QVector<views::PropertyRow> describeInstruction(const ModuleIndex& index, const QString& name,
                                                const std::vector<std::vector<int>>* users = nullptr);

}  // namespace shardscope::gui
