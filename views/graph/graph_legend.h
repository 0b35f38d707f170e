#pragma once
// The colour key of node states, shown in a corner of the graph view, followed by any
// category colours the view was given (e.g. "stage 0", "stage 1" for pipeline stages).
// Drawn by the widget itself from a picture made when its rows or size change: it sits
// over the graph, so every scroll of the view (each verification step centres one)
// repaints it, and a dozen style-sheeted labels cost more to paint than the picture.

#include <QColor>
#include <QList>
#include <QPair>
#include <QPixmap>
#include <QStringList>
#include <QWidget>

namespace shardscope::views {

class GraphLegend : public QWidget {
  Q_OBJECT

 public:
  explicit GraphLegend(QWidget* parent = nullptr);

  // Rows after the fixed ones: name and colour; an empty list removes them.
  void setExtraEntries(const QList<QPair<QString, QColor>>& entries);
  // Every row's name, in order.
  QStringList entryNames() const;
  // How many times the picture was drawn (for tests: not once per repaint).
  int picturesDrawn() const { return picturesDrawn_; }

  QSize sizeHint() const override;
  QSize minimumSizeHint() const override { return sizeHint(); }

 protected:
  void paintEvent(QPaintEvent* event) override;
  void changeEvent(QEvent* event) override;

 private:
  struct Row {
    QColor fill;
    QString name;
  };
  void drawPicture();

  QList<Row> rows_;
  int fixedRows_ = 0;
  QFont font_;
  QPixmap picture_;  // null: to be drawn
  int picturesDrawn_ = 0;
};

}  // namespace shardscope::views
