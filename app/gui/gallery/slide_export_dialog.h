#pragma once
// File > Export Slide…: which view (either graph, any dock, the whole window), the
// slide's size (presets or custom) and scale, then a file name; .svg writes SVG, anything
// else PNG (slide_export.h).
#include "gui/gallery/slide_export.h"

#include <QDialog>
#include <QList>
#include <QPointer>

class QComboBox;
class QDoubleSpinBox;
class QSpinBox;

namespace shardscope::gui {
class MainWindow;
}

namespace shardscope::gui::gallery {

struct SlideTarget {
  QString name;
  QPointer<QWidget> widget;
};

// The views a slide can show: the graphs, the docks that are open, the whole window.
QList<SlideTarget> slideTargets(MainWindow* window);

class SlideExportDialog : public QDialog {
  Q_OBJECT

 public:
  explicit SlideExportDialog(MainWindow* window);

  SlideOptions options() const;
  QWidget* target() const;

 private:
  void save();

  MainWindow* window_;
  QList<SlideTarget> targets_;
  QComboBox* view_;
  QComboBox* preset_;
  QSpinBox* width_;
  QSpinBox* height_;
  QDoubleSpinBox* scale_;
};

}  // namespace shardscope::gui::gallery
