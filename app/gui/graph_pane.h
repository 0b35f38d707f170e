#pragma once
// One side of the main window: a heading (which program, how many devices, the verdict)
// above the graph view (which shows the file, what is collapsed, and its own controls).
#include "views/graph/graph_view.h"

#include <QWidget>

class QLabel;

namespace shardscope::gui {

class GraphPane : public QWidget {
  Q_OBJECT

 public:
  GraphPane(const QString& role, views::GraphLayoutEngine* engine, QWidget* parent = nullptr);

  views::GraphView* view() const { return view_; }
  // `file` empty: nothing open. heading() includes the file path (the heading's tooltip).
  void setProgram(const QString& file, qsizetype instructions, qint64 devices);
  void setVerdict(const QString& text, const QColor& color);
  QString heading() const;

 private:
  QString role_;
  QLabel* heading_;
  QLabel* verdict_;
  views::GraphView* view_;
};

}  // namespace shardscope::gui
