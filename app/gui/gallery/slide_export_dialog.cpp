#include "gui/gallery/slide_export_dialog.h"

#include "gui/main_window.h"
#include "views/graph/graph_view.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QDockWidget>
#include <QDoubleSpinBox>
#include <QFileDialog>
#include <QFormLayout>
#include <QMessageBox>
#include <QSpinBox>

namespace shardscope::gui::gallery {

QList<SlideTarget> slideTargets(MainWindow* window) {
  QList<SlideTarget> targets;
  targets << SlideTarget{QObject::tr("Distributed graph"), window->graphView(Side::Distributed)};
  targets << SlideTarget{QObject::tr("Baseline graph"), window->graphView(Side::Baseline)};
  for (QDockWidget* dock : window->findChildren<QDockWidget*>())
    if (dock->isVisible() && dock->widget()) targets << SlideTarget{dock->windowTitle(), dock->widget()};
  targets << SlideTarget{QObject::tr("Whole window"), window};
  return targets;
}

SlideExportDialog::SlideExportDialog(MainWindow* window)
    : QDialog(window), window_(window), targets_(slideTargets(window)), view_(new QComboBox(this)), preset_(new QComboBox(this)),
      width_(new QSpinBox(this)), height_(new QSpinBox(this)), scale_(new QDoubleSpinBox(this)) {
  setWindowTitle(tr("Export Slide"));
  auto* form = new QFormLayout(this);
  for (const SlideTarget& target : targets_) view_->addItem(target.name);
  form->addRow(tr("View:"), view_);
  preset_->addItem(tr("1920 × 1080 (16:9)"), QSize(1920, 1080));
  preset_->addItem(tr("1600 × 1000 (16:10)"), QSize(1600, 1000));
  preset_->addItem(tr("1280 × 720 (16:9)"), QSize(1280, 720));
  preset_->addItem(tr("1024 × 768 (4:3)"), QSize(1024, 768));
  preset_->addItem(tr("Custom"), QSize());
  form->addRow(tr("Size:"), preset_);
  for (QSpinBox* box : {width_, height_}) {
    box->setRange(16, kMaxSlideSide);
    box->setSuffix(tr(" px"));
  }
  width_->setValue(1920);
  height_->setValue(1080);
  form->addRow(tr("Width:"), width_);
  form->addRow(tr("Height:"), height_);
  scale_->setRange(0.25, 4.0);
  scale_->setSingleStep(0.5);
  scale_->setValue(2.0);
  scale_->setToolTip(tr("Pixels written per logical pixel: 2 for a sharp slide on a high-density projector"));
  form->addRow(tr("Scale:"), scale_);
  connect(preset_, &QComboBox::currentIndexChanged, this, [this] {
    const QSize size = preset_->currentData().toSize();
    if (size.isValid()) {
      width_->setValue(size.width());
      height_->setValue(size.height());
    }
  });
  auto* buttons = new QDialogButtonBox(QDialogButtonBox::Save | QDialogButtonBox::Cancel, this);
  connect(buttons, &QDialogButtonBox::accepted, this, &SlideExportDialog::save);
  connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
  form->addRow(buttons);
}

SlideOptions SlideExportDialog::options() const {
  SlideOptions options;
  options.size = QSize(width_->value(), height_->value());
  options.scale = scale_->value();
  options.title = view_->currentText();
  return options;
}

QWidget* SlideExportDialog::target() const { return targets_.value(view_->currentIndex()).widget; }

void SlideExportDialog::save() {
  const QString path = QFileDialog::getSaveFileName(this, tr("Export slide"), view_->currentText().toLower().replace(QLatin1Char(' '), QLatin1Char('-')) + QStringLiteral(".png"),
                                                    tr("PNG images (*.png);;SVG drawings (*.svg)"));
  if (path.isEmpty()) return;
  SlideOptions chosen = options();
  chosen.format = slideFormatForPath(path);
  QString error;
  if (!exportSlide(target(), path, chosen, &error)) {
    QMessageBox::warning(this, tr("Cannot export the slide"), error);
    return;
  }
  accept();
}

}  // namespace shardscope::gui::gallery
