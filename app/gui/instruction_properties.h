#pragma once
// Every attribute of one instruction as rows for the properties pane: identity, shape,
// sharding, operands and users, each typed attribute re-spelled as HLO text, the source
// metadata, and where it sits in the file.
#include "views/properties/property_table_model.h"

#include <QString>
#include <QVector>

namespace shardscope::gui {

class ModuleIndex;

// Rows for `name`; empty when the module has no such instruction.
QVector<views::PropertyRow> describeInstruction(const ModuleIndex& index, const QString& name);

}  // namespace shardscope::gui
