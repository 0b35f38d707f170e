#include "views/verify/explanation_view.h"

#include "views/verify/merge_timeline.h"
#include "views/widgets/wrapped_label.h"

#include <QColor>
#include <QHeaderView>
#include <QLabel>
#include <QTreeWidget>
#include <QVBoxLayout>

#include <functional>

namespace shardscope::views {

namespace {

QString qs(const std::string& text) { return QString::fromStdString(text); }
constexpr int kPopulatedRole = Qt::UserRole + 10;
// Nodes opened when a chain is shown: the subject and its operands' reasons.
constexpr int kInitialDepth = 2;

}  // namespace

ExplanationView::ExplanationView(QWidget* parent) : QWidget(parent), heading_(new WrappedLabel(this)), tree_(new QTreeWidget(this)) {
  heading_->setObjectName(QStringLiteral("explanationHeading"));
  heading_->setWordWrap(true);
  tree_->setObjectName(QStringLiteral("explanationTree"));
  tree_->setColumnCount(ColumnCount);
  tree_->setHeaderLabels({tr("Value ≈ relation(baseline)"), tr("Why: rule and meaning"), tr("Step")});
  tree_->header()->setStretchLastSection(false);
  tree_->header()->setSectionResizeMode(RuleColumn, QHeaderView::Stretch);
  tree_->setColumnWidth(ValueColumn, 380);
  tree_->setColumnWidth(StepColumn, 60);
  tree_->setUniformRowHeights(true);
  auto* layout = new QVBoxLayout(this);
  layout->setContentsMargins(0, 0, 0, 0);
  layout->addWidget(heading_);
  layout->addWidget(tree_, 1);
  connect(tree_, &QTreeWidget::itemExpanded, this, &ExplanationView::populate);
  connect(tree_, &QTreeWidget::itemClicked, this, [this](QTreeWidgetItem* item) {
    const int step = item->data(ValueColumn, StepRole).toInt();
    if (step >= 0) emit stepActivated(step);
    emit instructionsActivated(item->data(ValueColumn, DistributedRole).toString(), item->data(ValueColumn, BaselineRole).toString());
  });
  clear();
}

void ExplanationView::clear() {
  tree_->clear();
  subject_.clear();
  heading_->setText(tr("Why are these equal? Select a distributed instruction or step to a merge."));
}

QTreeWidgetItem* ExplanationView::makeNode(const QString& distributed) {
  auto* item = new QTreeWidgetItem;
  item->setData(ValueColumn, DistributedRole, distributed);
  const int derived = timeline_->derivedStep(distributed);
  const int frontier = timeline_->frontierStep(distributed);
  const int step = derived >= 0 ? derived : frontier;
  item->setData(ValueColumn, StepRole, step);
  if (step >= 0) item->setText(StepColumn, QString::number(step + 1));
  item->setTextAlignment(StepColumn, Qt::AlignRight | Qt::AlignVCenter);
  bool hasOperands = false;
  if (derived >= 0) {
    const verify::MergeStep details = timeline_->details(derived);
    item->setData(ValueColumn, BaselineRole, qs(details.baseline));
    item->setText(ValueColumn, QStringLiteral("%%1 ≈ %2(%%3)").arg(distributed, qs(details.relation), qs(details.baseline)));
    item->setText(RuleColumn, tr("by %1: %2").arg(qs(details.rule), qs(details.meaning)));
    item->setToolTip(RuleColumn, qs(details.meaning));
    hasOperands = !details.operands.empty();
    if (frontier >= 0) {
      // Related, but not as the output must be (a ROOT), or carried on where the complete value was needed.
      const verify::MergeStep reached = timeline_->details(frontier);
      item->setText(ValueColumn, item->text(ValueColumn) + tr(" — frontier"));
      item->setText(RuleColumn, item->text(RuleColumn) + tr("; frontier: %1").arg(qs(reached.reason)) +
                                    (reached.sourceFile.empty() ? QString() : QStringLiteral(" (%1:%2)").arg(qs(reached.sourceFile)).arg(reached.sourceLine)));
      item->setForeground(ValueColumn, QColor(0xb0, 0x1c, 0x1c));
    }
  } else if (frontier >= 0) {
    const verify::MergeStep details = timeline_->details(frontier);
    item->setText(ValueColumn, tr("%%1 (%2) is not related: frontier").arg(distributed, qs(details.opcode)));
    QString where = details.sourceFile.empty() ? QString() : QStringLiteral(" (%1:%2)").arg(qs(details.sourceFile)).arg(details.sourceLine);
    item->setText(RuleColumn, qs(details.reason) + where);
    item->setForeground(ValueColumn, QColor(0xb0, 0x1c, 0x1c));
    hasOperands = !details.operands.empty();
  } else {
    item->setText(ValueColumn, tr("%%1 has no fact of its own").arg(distributed));
    item->setText(RuleColumn, tr("a uniform value or per-device scalar its consumer's rule evaluated, or a value no rule related"));
    item->setForeground(ValueColumn, QColor(0x5f, 0x63, 0x68));
  }
  item->setToolTip(ValueColumn, item->text(ValueColumn));
  item->setChildIndicatorPolicy(hasOperands ? QTreeWidgetItem::ShowIndicator : QTreeWidgetItem::DontShowIndicator);
  item->setData(ValueColumn, kPopulatedRole, !hasOperands);
  return item;
}

void ExplanationView::populate(QTreeWidgetItem* item) {
  if (!timeline_ || item->data(ValueColumn, kPopulatedRole).toBool()) return;
  item->setData(ValueColumn, kPopulatedRole, true);
  const QString distributed = item->data(ValueColumn, DistributedRole).toString();
  const int derived = timeline_->derivedStep(distributed);
  const int step = derived >= 0 ? derived : timeline_->frontierStep(distributed);
  if (step < 0) return;
  const verify::MergeStep details = timeline_->details(step);
  for (const verify::MergeOperand& operand : details.operands) item->addChild(makeNode(qs(operand.name)));
}

void ExplanationView::explain(const MergeTimeline* timeline, const QString& distributed) {
  tree_->clear();
  timeline_ = timeline;
  subject_ = distributed;
  if (!timeline_ || distributed.isEmpty()) {
    clear();
    return;
  }
  QTreeWidgetItem* root = makeNode(distributed);
  tree_->addTopLevelItem(root);
  // Open the first levels: the subject and why each operand is what the rule needed.
  std::function<void(QTreeWidgetItem*, int)> open = [&](QTreeWidgetItem* item, int depth) {
    if (depth >= kInitialDepth) return;
    populate(item);
    item->setExpanded(item->childCount() > 0);
    for (int i = 0; i < item->childCount(); ++i) open(item->child(i), depth + 1);
  };
  open(root, 0);
  const int derived = timeline_->derivedStep(distributed);
  if (derived >= 0) {
    const MergeTimelineStep& s = timeline_->step(derived);
    heading_->setText(tr("Why is %%1 equal to baseline %%2? Related at step %3; open a line to see why its operands are.")
                          .arg(distributed, s.baseline)
                          .arg(derived + 1));
  } else if (timeline_->frontierStep(distributed) >= 0) {
    heading_->setText(tr("%%1 is on the frontier: its operands are related (below), but no rule relates it.").arg(distributed));
  } else {
    heading_->setText(tr("%%1 is not related by any step of this verification.").arg(distributed));
  }
}

QStringList ExplanationView::lines() const {
  QStringList out;
  std::function<void(const QTreeWidgetItem*, int)> walk = [&](const QTreeWidgetItem* item, int depth) {
    out << QString(depth * 2, QLatin1Char(' ')) + item->text(ValueColumn) + QStringLiteral(" — ") + item->text(RuleColumn);
    for (int i = 0; i < item->childCount(); ++i) walk(item->child(i), depth + 1);
  };
  for (int i = 0; i < tree_->topLevelItemCount(); ++i) walk(tree_->topLevelItem(i), 0);
  return out;
}

}  // namespace shardscope::views
