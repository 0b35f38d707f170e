#include "views/graph/graph_legend.h"

#include "views/graph/graph_style.h"
#include "views/graph/node_state.h"

#include <QGridLayout>
#include <QLabel>

namespace shardscope::views {
namespace {

QLabel* swatch(const QColor& fill, QWidget* parent) {
  auto* label = new QLabel(parent);
  label->setFixedSize(14, 14);
  label->setStyleSheet(QStringLiteral("background:%1; border:1px solid %2; border-radius:3px;")
                           .arg(fill.name(), GraphStyle::instance().border.name()));
  return label;
}

}  // namespace

GraphLegend::GraphLegend(QWidget* parent) : QWidget(parent) {
  setObjectName(QStringLiteral("graphLegend"));
  setAttribute(Qt::WA_StyledBackground);
  setStyleSheet(QStringLiteral("#graphLegend { background: rgba(255,255,255,235); border: 1px solid #9aa0a6; "
                               "border-radius: 4px; } QLabel { font-size: 8pt; color: #202124; }"));
  grid_ = new QGridLayout(this);
  grid_->setContentsMargins(8, 6, 8, 6);
  grid_->setHorizontalSpacing(6);
  grid_->setVerticalSpacing(3);
  const NodeState states[] = {NodeState::None, NodeState::Verified, NodeState::Unverified, NodeState::Frontier,
                              NodeState::NumericDivergence};
  for (NodeState state : states) addRow(nodeStateColor(state), nodeStateName(state));
  addRow(GraphStyle::instance().groupFill, tr("collapsed group (double-click)"));
  fixedRows_ = names_.size();
  adjustSize();
}

void GraphLegend::addRow(const QColor& fill, const QString& name) {
  const int row = static_cast<int>(names_.size());
  grid_->addWidget(swatch(fill, this), row, 0);
  grid_->addWidget(new QLabel(name, this), row, 1);
  names_ << name;
}

void GraphLegend::setExtraEntries(const QList<QPair<QString, QColor>>& entries) {
  // Remove the widgets of the rows after the fixed ones, then add the new rows.
  for (int row = static_cast<int>(names_.size()) - 1; row >= fixedRows_; --row)
    for (int column = 0; column < 2; ++column)
      if (QLayoutItem* item = grid_->itemAtPosition(row, column)) {
        QWidget* widget = item->widget();
        grid_->removeItem(item);
        delete item;
        delete widget;
      }
  names_ = names_.mid(0, fixedRows_);
  for (const auto& [name, colour] : entries) addRow(colour, name);
  adjustSize();
}

QStringList GraphLegend::entryNames() const { return names_; }

}  // namespace shardscope::views
