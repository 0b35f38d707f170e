#pragma once
// The properties pane: the selected instruction's rows under section headings, values in
// a fixed-width font, Ctrl+C copies the selected rows as "name<TAB>value" lines.
#include "views/properties/property_table_model.h"

#include <QWidget>

class QLabel;
class QTableView;

namespace shardscope::views {

class PropertiesView : public QWidget {
  Q_OBJECT

 public:
  explicit PropertiesView(QWidget* parent = nullptr);

  PropertyTableModel* model() const { return model_; }
  // Shows `rows` under `title` (e.g. "distributed: %dot.3").
  void showProperties(const QString& title, QVector<PropertyRow> rows);
  void clear(const QString& placeholder = QString());
  QString title() const;

 private:
  void copySelection() const;
  void sizeRows(int first, int last);

  QLabel* title_;
  QTableView* table_;
  PropertyTableModel* model_;
  int oneLineHeight_ = 0;  // a one-line row's height, measured once
};

}  // namespace shardscope::views
