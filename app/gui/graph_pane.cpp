#include "gui/graph_pane.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QVBoxLayout>

namespace shardscope::gui {

GraphPane::GraphPane(const QString& role, views::GraphLayoutEngine* engine, QWidget* parent)
    : QWidget(parent), role_(role), heading_(new QLabel(this)), verdict_(new QLabel(this)), view_(new views::GraphView(engine, this)) {
  auto* layout = new QVBoxLayout(this);
  layout->setContentsMargins(0, 0, 0, 0);
  layout->setSpacing(0);
  // A strip naming the side and giving its verdict; the view below has the file's title,
  // its own search, zoom and the note on what is collapsed.
  auto* header = new QWidget(this);
  header->setObjectName(QStringLiteral("graphPaneHeader"));
  header->setAutoFillBackground(true);
  QPalette palette = header->palette();
  palette.setColor(QPalette::Window, QColor(0xe8, 0xee, 0xf7));
  header->setPalette(palette);
  auto* headerLayout = new QHBoxLayout(header);
  headerLayout->setContentsMargins(8, 4, 8, 4);
  headerLayout->setSpacing(8);
  QFont headingFont = heading_->font();
  headingFont.setPointSizeF(headingFont.pointSizeF() * 1.1);
  heading_->setFont(headingFont);
  heading_->setTextFormat(Qt::RichText);
  // The heading gives way (clipped) before the verdict, and never widens the window.
  heading_->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
  headerLayout->addWidget(heading_, 1);
  verdict_->setTextFormat(Qt::RichText);
  headerLayout->addWidget(verdict_);
  layout->addWidget(header);
  layout->addWidget(view_, 1);
  setProgram(QString(), 0, 0);
}

void GraphPane::setProgram(const QString& file, qsizetype instructions, qint64 devices) {
  if (file.isEmpty()) {
    heading_->setText(QStringLiteral("<b>%1</b> <span style='color:#5f6368'>— no file open</span>").arg(role_.toHtmlEscaped()));
    heading_->setToolTip(QString());
    setVerdict(QString(), QColor());
    return;
  }
  const QString size = devices > 1 ? tr("%1 devices, per-device program").arg(devices) : tr("single device");
  heading_->setText(QStringLiteral("<b>%1</b> &nbsp;<span style='color:#5f6368'>%2 · %3</span>")
                        .arg(role_.toHtmlEscaped(), size.toHtmlEscaped(), tr("%n instruction(s)", nullptr, static_cast<int>(instructions))));
  heading_->setToolTip(file);
}

void GraphPane::setVerdict(const QString& text, const QColor& color) {
  if (text.isEmpty()) {
    verdict_->clear();
    return;
  }
  verdict_->setText(QStringLiteral("<span style='color:%1; font-weight:600'>%2</span>").arg(color.name(), text.toHtmlEscaped()));
}

QString GraphPane::heading() const { return heading_->text() + QLatin1Char(' ') + heading_->toolTip(); }

}  // namespace shardscope::gui
