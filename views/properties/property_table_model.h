#pragma once
// The rows of the properties pane: a two-column table (property, value) in sections
// ("Instruction", "Attributes", "Metadata", "Verification"). The main window fills it
// with every attribute of the selected instruction; the model only presents rows.
#include <QAbstractTableModel>
#include <QString>
#include <QVector>

namespace shardscope::views {

struct PropertyRow {
  QString section;  // rows of one section are contiguous; the first row of each shows it
  QString name;
  QString value;
};

class PropertyTableModel : public QAbstractTableModel {
  Q_OBJECT

 public:
  enum Column { NameColumn, ValueColumn, ColumnCount };
  // Qt::UserRole + 1 on any cell: the row's section.
  static constexpr int SectionRole = Qt::UserRole + 1;

  using QAbstractTableModel::QAbstractTableModel;

  // Replaces the rows, announcing only the cells that changed (dataChanged) and the rows
  // added or removed at the end; never a reset.
  void setRows(QVector<PropertyRow> rows);
  void clear() { setRows({}); }
  const QVector<PropertyRow>& rows() const { return rows_; }
  // Value of the first row with this name in this section; null when absent.
  QString value(const QString& section, const QString& name) const;
  // Whether `row` starts a section (drawn as a heading above it by the view).
  bool startsSection(int row) const;

  int rowCount(const QModelIndex& parent = {}) const override;
  int columnCount(const QModelIndex& parent = {}) const override;
  QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
  QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;
  Qt::ItemFlags flags(const QModelIndex& index) const override;

 private:
  QVector<PropertyRow> rows_;
};

}  // namespace shardscope::views
