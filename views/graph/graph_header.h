#pragma once
// A graph view's header row: the program's file name, the pane's search field and its
// match count, then the view's buttons on the right (issue 23). Its own geometry, so the
// file name is served first: the whole name when it fits, its instruction count after it
// when there is room for that too, and the name cut in the middle (both ends kept: the
// part that tells tp1 from tp2, and the extension) only once the search field is down to
// its narrowest. It never asks for more width than its minimum, so a long name cannot
// widen the window; the full path is the title's tool tip.
#include <QWidget>

class QLabel;
class QLineEdit;

namespace shardscope::views {

class GraphHeader : public QWidget {
  Q_OBJECT

 public:
  explicit GraphHeader(QWidget* parent = nullptr);

  // `name` (a file name) always shown as far as it fits; `detail` (" — 204 instructions")
  // only when the whole of both fits; `toolTip` the full path.
  void setTitle(const QString& name, const QString& detail, const QString& toolTip);
  void clearTitle();
  // Placed right of the search field, in the order added. `searchNavigation` ones (next /
  // previous match) are shown only while the field holds a query.
  void addTool(QWidget* tool, bool searchNavigation = false);

  QLineEdit* searchField() const { return searchField_; }
  QLabel* searchCount() const { return searchCount_; }
  QLabel* titleLabel() const { return title_; }

  QSize sizeHint() const override;
  QSize minimumSizeHint() const override;

 protected:
  void resizeEvent(QResizeEvent* event) override;
  bool event(QEvent* event) override;

 private:
  void fit();
  int toolsWidth() const;

  QLabel* title_;
  QLineEdit* searchField_;
  QLabel* searchCount_;
  QList<QWidget*> tools_;
  QList<QWidget*> navigation_;
  QString name_;
  QString detail_;
};

}  // namespace shardscope::views
