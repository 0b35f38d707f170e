#pragma once
// The colour key of node states, shown in a corner of the graph view, followed by any
// category colours the view was given (e.g. "stage 0", "stage 1" for pipeline stages).

#include <QColor>
#include <QList>
#include <QPair>
#include <QStringList>
#include <QWidget>

class QGridLayout;

namespace shardscope::views {

class GraphLegend : public QWidget {
  Q_OBJECT

 public:
  explicit GraphLegend(QWidget* parent = nullptr);

  // Rows after the fixed ones: name and colour; an empty list removes them.
  void setExtraEntries(const QList<QPair<QString, QColor>>& entries);
  // Every row's name, in order.
  QStringList entryNames() const;

 private:
  void addRow(const QColor& fill, const QString& name);

  QGridLayout* grid_;
  int fixedRows_ = 0;
  QStringList names_;
};

}  // namespace shardscope::views
