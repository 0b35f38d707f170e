#include "views/verify/relation_layout_panel.h"

#include <QLabel>
#include <QVBoxLayout>

namespace shardscope::views {

namespace {
QString cell(const QString& text) { return "<td style='padding:2px 10px 2px 0'>" + text.toHtmlEscaped() + "</td>"; }
QString code(const QString& text) {
  return "<td style='padding:2px 10px 2px 0'><code>" + text.toHtmlEscaped() + "</code></td>";
}
QString opsText(const LayoutDescription& layout) {
  return layout.ops.isEmpty() ? QObject::tr("none (the layouts already agree)") : layout.ops;
}
}  // namespace

RelationLayoutPanel::RelationLayoutPanel(QWidget* parent) : QWidget(parent), label_(new QLabel(this)) {
  label_->setObjectName(QStringLiteral("relationLayoutText"));
  label_->setTextFormat(Qt::RichText);
  label_->setWordWrap(true);
  label_->setTextInteractionFlags(Qt::TextSelectableByMouse);
  auto* layout = new QVBoxLayout(this);
  layout->setContentsMargins(0, 0, 0, 0);
  layout->addWidget(label_);
  setLayoutDescription(std::nullopt);
}

void RelationLayoutPanel::setLayoutDescription(const std::optional<LayoutDescription>& layout) {
  layout_ = layout;
  if (!layout) {
    label_->setText(tr("<i>not a layout op</i>"));
    return;
  }
  QString html = "<table>";
  html += "<tr><th></th><th align='left'>" + tr("operand") + "</th><th align='left'>" + tr("axes before") + "</th><th align='left'>" + tr("op") +
          "</th><th align='left'>" + tr("axes after") + "</th></tr>";
  html += "<tr>" + cell(tr("baseline %%1").arg(layout->baselineInstruction)) + cell("%" + layout->baselineOperand) + code(layout->baselineBefore) +
          code(layout->baselineOp) + code(layout->baselineAfter) + "</tr>";
  html += "<tr>" + cell(tr("device %%1").arg(layout->distributedInstruction)) + cell("%" + layout->distributedOperand) +
          code(layout->distributedBefore) + code(layout->distributedOp) + code(layout->distributedAfter) + "</tr>";
  html += "</table>";
  html += "<p>" + tr("op sequence on the device's result: <code>%1</code>").arg(opsText(*layout).toHtmlEscaped());
  if (!layout->relationKind.isEmpty()) html += tr("; relation: <b>%1</b>").arg(layout->relationKind.toHtmlEscaped());
  if (!layout->deviceDigits.isEmpty()) html += tr("; device digits: <code>%1</code>").arg(layout->deviceDigits.toHtmlEscaped());
  html += "</p><p>" + layout->summary.toHtmlEscaped() + "</p>";
  label_->setText(html);
}

QString RelationLayoutPanel::plainText() const {
  if (!layout_) return tr("not a layout op");
  const LayoutDescription& l = *layout_;
  QStringList lines;
  lines << tr("baseline %%1: %%2 %3 --%4--> %5").arg(l.baselineInstruction, l.baselineOperand, l.baselineBefore, l.baselineOp, l.baselineAfter);
  lines << tr("device %%1: %%2 %3 --%4--> %5").arg(l.distributedInstruction, l.distributedOperand, l.distributedBefore, l.distributedOp, l.distributedAfter);
  lines << tr("ops: %1").arg(opsText(l));
  if (!l.relationKind.isEmpty()) lines << tr("relation: %1").arg(l.relationKind);
  if (!l.deviceDigits.isEmpty()) lines << tr("device digits: %1").arg(l.deviceDigits);
  lines << l.summary;
  return lines.join('\n');
}

}  // namespace shardscope::views
