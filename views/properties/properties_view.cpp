#include "views/properties/properties_view.h"

#include "views/widgets/one_line_label.h"

#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QHeaderView>
#include <QLabel>
#include <QPainter>
#include <QStyledItemDelegate>
#include <QTableView>
#include <QVBoxLayout>

#include <algorithm>

namespace shardscope::views {
namespace {

// Draws a thin rule and the section's name above each section's first row.
class SectionDelegate : public QStyledItemDelegate {
 public:
  using QStyledItemDelegate::QStyledItemDelegate;

  void paint(QPainter* painter, const QStyleOptionViewItem& option, const QModelIndex& index) const override {
    const auto* model = qobject_cast<const PropertyTableModel*>(index.model());
    if (!model || !model->startsSection(index.row())) {
      QStyledItemDelegate::paint(painter, option, index);
      return;
    }
    const int heading = option.fontMetrics.height() + 6;
    QStyleOptionViewItem below = option;
    below.rect.setTop(option.rect.top() + heading);
    QStyledItemDelegate::paint(painter, below, index);
    painter->save();
    painter->fillRect(QRect(option.rect.left(), option.rect.top(), option.rect.width(), heading), option.palette.alternateBase());
    if (index.column() == PropertyTableModel::NameColumn) {
      QFont bold = option.font;
      bold.setBold(true);
      painter->setFont(bold);
      painter->setPen(option.palette.color(QPalette::Text));
      painter->drawText(option.rect.adjusted(4, 0, 0, 0).topLeft() + QPoint(0, heading - 5),
                        index.data(PropertyTableModel::SectionRole).toString());
    }
    painter->restore();
  }

  QSize sizeHint(const QStyleOptionViewItem& option, const QModelIndex& index) const override {
    QSize size = QStyledItemDelegate::sizeHint(option, index);
    const auto* model = qobject_cast<const PropertyTableModel*>(index.model());
    if (model && model->startsSection(index.row())) size.rheight() += option.fontMetrics.height() + 6;
    return size;
  }
};

}  // namespace

PropertiesView::PropertiesView(QWidget* parent)
    : QWidget(parent), title_(new OneLineLabel(this)), table_(new QTableView(this)), model_(new PropertyTableModel(this)) {
  auto* layout = new QVBoxLayout(this);
  layout->setContentsMargins(4, 4, 4, 4);
  layout->setSpacing(4);
  title_->setTextInteractionFlags(Qt::TextSelectableByMouse);
  // One line, cut at the pane's edge (the full title in the tooltip): the title changes
  // with every verification step, and a word-wrapped label lays its text out again on
  // every relayout that follows (issue 23); nor does a long name widen the pane.
  QFont titleFont = title_->font();
  titleFont.setBold(true);
  title_->setFont(titleFont);
  layout->addWidget(title_);
  table_->setModel(model_);
  table_->setItemDelegate(new SectionDelegate(table_));
  table_->verticalHeader()->hide();
  table_->horizontalHeader()->setStretchLastSection(true);
  table_->horizontalHeader()->setSectionResizeMode(PropertyTableModel::NameColumn, QHeaderView::Interactive);
  table_->setColumnWidth(PropertyTableModel::NameColumn, 165);
  table_->setSelectionBehavior(QAbstractItemView::SelectRows);
  table_->setWordWrap(false);
  table_->setTextElideMode(Qt::ElideRight);
  table_->setShowGrid(false);
  layout->addWidget(table_, 1);
  auto* copy = new QAction(tr("Copy"), table_);
  copy->setShortcut(QKeySequence::Copy);
  copy->setShortcutContext(Qt::WidgetShortcut);
  connect(copy, &QAction::triggered, this, &PropertiesView::copySelection);
  table_->addAction(copy);
  // Rows are one line (no wrap): their heights are known without measuring each cell's
  // text, which resizeRowsToContents does (~2 ms per selection; the pane follows every
  // verification step, issue 23).
  connect(model_, &QAbstractItemModel::modelReset, this, [this] { sizeRows(0, model_->rowCount() - 1); });
  connect(model_, &QAbstractItemModel::rowsInserted, this, [this](const QModelIndex&, int first, int last) { sizeRows(first, last); });
  // A changed row may have become several lines, or start a section now.
  connect(model_, &QAbstractItemModel::dataChanged, this,
          [this](const QModelIndex& topLeft, const QModelIndex& bottomRight) { sizeRows(topLeft.row(), bottomRight.row()); });
  clear();
}

void PropertiesView::sizeRows(int first, int last) {
  QHeaderView* rows = table_->verticalHeader();
  const int heading = QFontMetrics(table_->font()).height() + 6;
  const auto oneLine = [&](int row) {
    const PropertyRow& data = model_->rows().at(row);
    return !data.value.contains(QLatin1Char('\n')) && !data.name.contains(QLatin1Char('\n'));
  };
  if (oneLineHeight_ <= 0) {
    // Measured once, on a one-line row, as resizeRowsToContents would.
    const QAbstractItemView* view = table_;
    for (int row = 0; row < model_->rowCount() && oneLineHeight_ <= 0; ++row)
      if (oneLine(row)) oneLineHeight_ = view->sizeHintForRow(row) - (model_->startsSection(row) ? heading : 0);
    if (oneLineHeight_ <= 0) {
      table_->resizeRowsToContents();
      return;
    }
  }
  for (int row = std::max(first, 0); row <= last && row < model_->rowCount(); ++row) {
    if (!oneLine(row)) table_->resizeRowToContents(row);  // several lines: measured
    else rows->resizeSection(row, oneLineHeight_ + (model_->startsSection(row) ? heading : 0));
  }
}

void PropertiesView::showProperties(const QString& title, QVector<PropertyRow> rows) {
  // Rows selected for another instruction are not this one's (a reset cleared them).
  if (title != title_->text()) table_->clearSelection();
  title_->setText(title);
  title_->setToolTip(title);
  model_->setRows(std::move(rows));
}

void PropertiesView::clear(const QString& placeholder) {
  table_->clearSelection();
  title_->setText(placeholder.isEmpty() ? tr("No instruction selected") : placeholder);
  title_->setToolTip(QString());
  model_->clear();
}

QString PropertiesView::title() const { return title_->text(); }

void PropertiesView::copySelection() const {
  QModelIndexList selected = table_->selectionModel()->selectedRows();
  std::sort(selected.begin(), selected.end(), [](const QModelIndex& a, const QModelIndex& b) { return a.row() < b.row(); });
  QStringList lines;
  for (const QModelIndex& index : selected) {
    const PropertyRow& row = model_->rows().at(index.row());
    lines << row.name + QLatin1Char('\t') + row.value;
  }
  if (!lines.isEmpty()) QApplication::clipboard()->setText(lines.join(QLatin1Char('\n')));
}

}  // namespace shardscope::views
