#include "gui/frontier_model.h"

namespace shardscope::gui {

void FrontierModel::setItems(QList<FrontierItem> items) {
  beginResetModel();
  items_ = std::move(items);
  endResetModel();
}

int FrontierModel::rowCount(const QModelIndex& parent) const { return parent.isValid() ? 0 : static_cast<int>(items_.size()); }

int FrontierModel::columnCount(const QModelIndex& parent) const { return parent.isValid() ? 0 : ColumnCount; }

QVariant FrontierModel::data(const QModelIndex& index, int role) const {
  if (!index.isValid() || index.row() >= items_.size() || index.column() >= ColumnCount) return {};
  const FrontierItem& item = items_[index.row()];
  const QString source = item.sourceFile.isEmpty() ? QString()
                         : item.sourceLine > 0     ? QStringLiteral("%1:%2").arg(item.sourceFile).arg(item.sourceLine)
                                                   : item.sourceFile;
  switch (role) {
    case Qt::DisplayRole:
      switch (index.column()) {
        case InstructionColumn: return item.opcode.isEmpty() ? item.instruction : QStringLiteral("%1 (%2)").arg(item.instruction, item.opcode);
        case ReasonColumn: return item.reason;
        case SourceColumn: return source;
        default: return {};
      }
    case Qt::ToolTipRole: return QStringLiteral("%1\n%2\n%3").arg(item.instruction, item.reason, source).trimmed();
    case InstructionRole: return item.instruction;
    case SourceFileRole: return item.sourceFile;
    case SourceLineRole: return item.sourceLine;
    default: return {};
  }
}

QVariant FrontierModel::headerData(int section, Qt::Orientation orientation, int role) const {
  if (orientation != Qt::Horizontal || role != Qt::DisplayRole) return {};
  switch (section) {
    case InstructionColumn: return QStringLiteral("Instruction");
    case ReasonColumn: return QStringLiteral("Reason");
    case SourceColumn: return QStringLiteral("Source");
    default: return {};
  }
}

}  // namespace shardscope::gui
