#include "views/properties/property_table_model.h"

#include <QFont>

#include <algorithm>
#include <array>

namespace shardscope::views {

void PropertyTableModel::setRows(QVector<PropertyRow> rows) {
  // Only what changed is announced, cell by cell, rows added or dropped at the end: the
  // pane follows every verification step, and a reset repainted every cell and sized
  // every row again (issue 23: ~5.5 M instructions a step). Rows at the same place
  // mostly keep their names (the Instruction section comes first).
  const int common = static_cast<int>(std::min(rows_.size(), rows.size()));
  if (rows.size() < rows_.size()) {
    beginRemoveRows({}, static_cast<int>(rows.size()), static_cast<int>(rows_.size()) - 1);
    rows_.resize(rows.size());
    endRemoveRows();
  }
  std::array<QVector<bool>, ColumnCount> changed;
  for (auto& column : changed) column.resize(common);
  for (int row = 0; row < common; ++row) {
    const PropertyRow& was = rows_[row];
    const PropertyRow& now = rows[row];
    // A row that starts a section draws the heading over both cells.
    const bool heading = was.section != now.section || startsSection(row) != (row == 0 || rows[row - 1].section != now.section);
    changed[NameColumn][row] = heading || was.name != now.name;
    changed[ValueColumn][row] = heading || was.value != now.value;
  }
  for (int row = 0; row < common; ++row) rows_[row] = std::move(rows[row]);
  for (int column = 0; column < ColumnCount; ++column)
    for (int row = 0; row < common;) {
      if (!changed[column][row]) {
        ++row;
        continue;
      }
      const int first = row;
      while (row < common && changed[column][row]) ++row;
      emit dataChanged(index(first, column), index(row - 1, column));
    }
  if (rows.size() > common) {
    beginInsertRows({}, common, static_cast<int>(rows.size()) - 1);
    for (int row = common; row < rows.size(); ++row) rows_.append(std::move(rows[row]));
    endInsertRows();
  }
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
