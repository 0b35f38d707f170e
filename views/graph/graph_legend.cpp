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
  auto* grid = new QGridLayout(this);
  grid->setContentsMargins(8, 6, 8, 6);
  grid->setHorizontalSpacing(6);
  grid->setVerticalSpacing(3);
  const NodeState states[] = {NodeState::None, NodeState::Verified, NodeState::Unverified, NodeState::Frontier,
                              NodeState::NumericDivergence};
  int row = 0;
  for (NodeState state : states) {
    grid->addWidget(swatch(nodeStateColor(state), this), row, 0);
    grid->addWidget(new QLabel(nodeStateName(state), this), row, 1);
    ++row;
  }
  grid->addWidget(swatch(GraphStyle::instance().groupFill, this), row, 0);
  grid->addWidget(new QLabel(tr("collapsed group (double-click)"), this), row, 1);
  adjustSize();
}

}  // namespace shardscope::views
