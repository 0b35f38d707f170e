#include "views/properties/property_table_model.h"

#include <QFont>

namespace shardscope::views {

void PropertyTableModel::setRows(QVector<PropertyRow> rows) {
  beginResetModel();
  rows_ = std::move(rows);
  endResetModel();
}

QString PropertyTableModel::value(const QString& section, const QString& name) const {
  for (const PropertyRow& row : rows_)
    if (row.section == section && row.name == name) return row.value;
  return {};
}

bool PropertyTableModel::startsSection(int row) const {
  if (row < 0 || row >= rows_.size()) return false;
  return row == 0 || rows_[row - 1].section != rows_[row].section;
}

int PropertyTableModel::rowCount(const QModelIndex& parent) const { return parent.isValid() ? 0 : static_cast<int>(rows_.size()); }

int PropertyTableModel::columnCount(const QModelIndex& parent) const { return parent.isValid() ? 0 : ColumnCount; }

QVariant PropertyTableModel::data(const QModelIndex& index, int role) const {
  if (!index.isValid() || index.row() >= rows_.size() || index.column() >= ColumnCount) return {};
  const PropertyRow& row = rows_[index.row()];
  switch (role) {
    case Qt::DisplayRole:
    case Qt::EditRole: return index.column() == NameColumn ? row.name : row.value;
    case Qt::ToolTipRole:
      return index.column() == NameColumn ? row.section + QStringLiteral(" / ") + row.name : row.value;
    case SectionRole: return row.section;
    case Qt::FontRole:
      if (index.column() == ValueColumn) {
        QFont font(QStringLiteral("monospace"));
        font.setStyleHint(QFont::TypeWriter);
        return font;
      }
      return {};
    default: return {};
  }
}

QVariant PropertyTableModel::headerData(int section, Qt::Orientation orientation, int role) const {
  if (orientation != Qt::Horizontal || role != Qt::DisplayRole) return {};
  if (section == NameColumn) return QStringLiteral("Property");
  if (section == ValueColumn) return QStringLiteral("Value");
  return {};
}

Qt::ItemFlags PropertyTableModel::flags(const QModelIndex& index) const {
  if (!index.isValid()) return Qt::NoItemFlags;
  // Selectable so values can be copied; never editable: the pane shows the file as loaded.
  return Qt::ItemIsEnabled | Qt::ItemIsSelectable;
}

}  // namespace shardscope::views
