#include "views/graph/graph_header.h"

#include <QEvent>
#include <QLabel>
#include <QLineEdit>

#include <algorithm>

namespace shardscope::views {
namespace {

constexpr int kLeftMargin = 8;
constexpr int kRightMargin = 4;
constexpr int kVerticalMargin = 3;
constexpr int kSpacing = 4;
constexpr int kSearchMinimum = 100;  // "Find: name, op" still readable
constexpr int kSearchMaximum = 300;
constexpr int kTitleMinimum = 48;

}  // namespace

GraphHeader::GraphHeader(QWidget* parent)
    : QWidget(parent), title_(new QLabel(this)), searchField_(new QLineEdit(this)), searchCount_(new QLabel(this)) {
  setObjectName(QStringLiteral("graphHeader"));
  setAttribute(Qt::WA_StyledBackground);
  setStyleSheet(QStringLiteral("#graphHeader { background: #f1f3f4; border-bottom: 1px solid #dadce0; }"));
  setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Fixed);
  title_->setObjectName(QStringLiteral("graphTitle"));
  QFont bold = title_->font();
  bold.setBold(true);
  title_->setFont(bold);  // a font, not a style sheet: fit() measures with it
  title_->setTextInteractionFlags(Qt::TextSelectableByMouse);
  searchField_->setPlaceholderText(tr("Find: name, opcode, op_name, file:line"));
  searchField_->setClearButtonEnabled(true);
  searchCount_->setObjectName(QStringLiteral("graphSearchCount"));
  connect(searchField_, &QLineEdit::textChanged, this, [this] { fit(); });
}

void GraphHeader::setTitle(const QString& name, const QString& detail, const QString& toolTip) {
  name_ = name;
  detail_ = detail;
  title_->setToolTip(toolTip);
  fit();
}

void GraphHeader::clearTitle() { setTitle(QString(), QString(), QString()); }

void GraphHeader::addTool(QWidget* tool, bool searchNavigation) {
  tool->setParent(this);
  tools_ << tool;
  if (searchNavigation) navigation_ << tool;
  fit();
}

int GraphHeader::toolsWidth() const {
  int width = 0;
  for (QWidget* tool : tools_)
    if (!tool->isHidden()) width += tool->sizeHint().width() + kSpacing;
  return width;
}

QSize GraphHeader::sizeHint() const {
  // Not the name's width: a long name must not make the window ask for more room.
  const QSize minimum = minimumSizeHint();
  return {minimum.width() + 200, minimum.height()};
}

QSize GraphHeader::minimumSizeHint() const {
  int height = std::max({title_->sizeHint().height(), searchField_->sizeHint().height(), searchCount_->sizeHint().height()});
  for (QWidget* tool : tools_) height = std::max(height, tool->sizeHint().height());
  return {kLeftMargin + kTitleMinimum + kSpacing + kSearchMinimum + kSpacing + toolsWidth() + kRightMargin, height + 2 * kVerticalMargin};
}

void GraphHeader::resizeEvent(QResizeEvent* event) {
  QWidget::resizeEvent(event);
  fit();
}

bool GraphHeader::event(QEvent* event) {
  // The count's text and the tools' fonts change their widths.
  if (event->type() == QEvent::LayoutRequest || event->type() == QEvent::FontChange) fit();
  return QWidget::event(event);
}

void GraphHeader::fit() {
  const bool searching = !searchField_->text().isEmpty();
  for (QWidget* tool : navigation_) tool->setVisible(searching);
  const int height = this->height() - 2 * kVerticalMargin;
  auto place = [&](QWidget* widget, int x, int width) {
    const int h = std::min(height, widget->sizeHint().height());
    widget->setGeometry(x, kVerticalMargin + (height - h) / 2, width, h);
  };
  // Right to left: the tools, the count (only while it says something), the search field.
  int right = width() - kRightMargin;
  for (auto it = tools_.crbegin(); it != tools_.crend(); ++it) {
    if ((*it)->isHidden()) continue;
    const int w = (*it)->sizeHint().width();
    right -= w;
    place(*it, right, w);
    right -= kSpacing;
  }
  const bool counting = !searchCount_->text().isEmpty();
  searchCount_->setVisible(counting);
  if (counting) {
    const int w = searchCount_->sizeHint().width();
    right -= w;
    place(searchCount_, right, w);
    right -= kSpacing;
  }
  const QFontMetrics metrics = title_->fontMetrics();
  const int room = right - kLeftMargin - kSpacing;  // title and search field together
  const int full = metrics.horizontalAdvance(name_ + detail_), nameOnly = metrics.horizontalAdvance(name_);
  QString shown;
  int titleWidth = 0;
  if (full + kSearchMinimum <= room) {
    shown = name_ + detail_;
    titleWidth = full;
  } else if (nameOnly + kSearchMinimum <= room) {
    shown = name_;
    titleWidth = nameOnly;
  } else {
    titleWidth = std::max(0, room - kSearchMinimum);
    shown = metrics.elidedText(name_, Qt::ElideMiddle, titleWidth);
  }
  const int searchWidth = std::clamp(room - titleWidth, std::min(kSearchMinimum, std::max(0, room)), kSearchMaximum);
  place(searchField_, right - searchWidth, searchWidth);
  if (title_->text() != shown) title_->setText(shown);
  place(title_, kLeftMargin, std::max(0, std::min(titleWidth + 2, right - searchWidth - kSpacing - kLeftMargin)));
}

}  // namespace shardscope::views
