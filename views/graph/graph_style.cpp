#include "views/graph/graph_style.h"

#include "views/graph/graph_model.h"

#include <QPainter>
#include <QPainterPath>

#include <algorithm>

namespace shardscope::views {
namespace {

constexpr int kMaxNameCharacters = 44;
constexpr int kMaxShapeCharacters = 48;
constexpr int kMaxShardingCharacters = 52;
constexpr int kMaxBadgeCharacters = 28;

QFont makeFont(double pointSize, bool bold, bool fixedPitch = false) {
  QFont font = fixedPitch ? QFont(QStringLiteral("DejaVu Sans Mono")) : QFont();
  if (fixedPitch) font.setStyleHint(QFont::Monospace);
  font.setPointSizeF(pointSize);
  font.setBold(bold);
  // Unhinted metrics scale linearly with zoom, so measured boxes fit at every zoom.
  font.setHintingPreference(QFont::PreferNoHinting);
  return font;
}

QString plural(qsizetype count, const char* one, const char* many) {
  // Remembered (GUI thread, as GraphStyle): a relayout labels every collapsed group, a
  // 1,000-layer program's groups repeat the same few counts, and "%L1" asks the locale.
  static QHash<QPair<qsizetype, QPair<const char*, const char*>>, QString> texts;
  const QPair<qsizetype, QPair<const char*, const char*>> key(count, {one, many});
  if (const auto it = texts.constFind(key); it != texts.constEnd()) return *it;
  if (texts.size() >= 4096) texts.clear();
  return *texts.insert(key, QStringLiteral("%L1 %2").arg(count).arg(QLatin1String(count == 1 ? one : many)));
}

}  // namespace

const GraphStyle& GraphStyle::instance() {
  static const GraphStyle style = [] {
    GraphStyle s;
    s.heading = makeFont(9, true);
    s.body = makeFont(8, false);
    s.detail = makeFont(7.5, false, true);
    s.edge = makeFont(7, false);
    s.note = makeFont(9, false);
    return s;
  }();
  return style;
}

double GraphStyle::textWidth(const QFont& font, const QString& text) const {
  // A point of slack: glyph rounding differs slightly between zoom levels and devices.
  const auto measure = [&] {
    ++measured_;
    return QFontMetricsF(font).horizontalAdvance(text) + 1;
  };
  const QFont* own[] = {&heading, &body, &detail, &edge, &note};
  const auto slot = std::find(std::begin(own), std::end(own), &font);
  if (slot == std::end(own)) return measure();
  QHash<QString, double>& widths = widths_[static_cast<size_t>(slot - std::begin(own))];
  if (const auto it = widths.constFind(text); it != widths.constEnd()) return *it;
  if (widths.size() >= 1 << 16) widths.clear();  // bounded: names of a 10^6-instruction program
  return *widths.insert(text, measure());
}

QString elideMiddle(const QString& text, int maxCharacters) {
  if (text.size() <= maxCharacters) return text;
  const int keep = maxCharacters - 1;
  return text.left(keep - keep / 2) + QChar(0x2026) + text.right(keep / 2);
}

QSizeF BoxLabel::size() const {
  const GraphStyle& style = GraphStyle::instance();
  double width = style.textWidth(style.heading, heading);
  if (!badge.isEmpty()) width += style.badgeGap + style.textWidth(style.detail, badge) + 8;
  double height = style.lineHeight(style.heading);
  for (const QString& line : bodyLines) {
    width = std::max(width, style.textWidth(style.body, line));
    height += style.lineHeight(style.body);
  }
  if (!detailLine.isEmpty()) {
    width = std::max(width, style.textWidth(style.detail, detailLine));
    height += style.lineHeight(style.detail);
  }
  return QSizeF(std::max(style.minimumWidth, width + 2 * style.paddingX), height + 2 * style.paddingY);
}

void BoxLabel::paint(QPainter* painter, const QRectF& box) const {
  const GraphStyle& style = GraphStyle::instance();
  const double left = box.left() + style.paddingX;
  double top = box.top() + style.paddingY;
  const double width = box.width() - 2 * style.paddingX;

  painter->setFont(style.heading);
  painter->setPen(style.text);
  double line = style.lineHeight(style.heading);
  painter->drawText(QRectF(left, top, width, line), Qt::AlignLeft | Qt::AlignVCenter, heading);
  if (!badge.isEmpty()) {
    const double badgeWidth = style.textWidth(style.detail, badge) + 8;
    const QRectF pill(box.right() - style.paddingX - badgeWidth, top + 1, badgeWidth, line - 2);
    painter->setPen(Qt::NoPen);
    painter->setBrush(style.shardingText);
    painter->drawRoundedRect(pill, pill.height() / 2, pill.height() / 2);
    painter->setFont(style.detail);
    painter->setPen(Qt::white);
    painter->drawText(pill, Qt::AlignCenter, badge);
  }
  top += line;
  painter->setFont(style.body);
  line = style.lineHeight(style.body);
  for (int i = 0; i < bodyLines.size(); ++i) {
    painter->setPen(i == 0 ? style.text : style.secondaryText);
    painter->drawText(QRectF(left, top, width, line), Qt::AlignLeft | Qt::AlignVCenter, bodyLines[i]);
    top += line;
  }
  if (!detailLine.isEmpty()) {
    painter->setFont(style.detail);
    painter->setPen(style.shardingText);
    painter->drawText(QRectF(left, top, width, style.lineHeight(style.detail)), Qt::AlignLeft | Qt::AlignVCenter,
                      detailLine);
  }
}

BoxLabel instructionLabel(const GraphNode& node, const QString& badge) {
  BoxLabel label;
  label.heading = node.opcode;
  label.badge = elideMiddle(badge, kMaxBadgeCharacters);
  label.bodyLines << elideMiddle(node.key, kMaxNameCharacters) << elideMiddle(node.shape, kMaxShapeCharacters);
  label.detailLine = elideMiddle(node.sharding, kMaxShardingCharacters);
  return label;
}

BoxLabel groupLabel(const GraphGroup& group) {
  BoxLabel label;
  label.heading = elideMiddle(group.title.isEmpty() ? QStringLiteral("(unnamed scope)") : group.title, kMaxNameCharacters);
  qsizetype subgroups = 0;
  for (const GroupChild& child : group.children) subgroups += child.isGroup ? 1 : 0;
  label.bodyLines << plural(group.totalNodes, "instruction", "instructions");
  label.detailLine = subgroups > 0 ? plural(subgroups, "group", "groups") + QStringLiteral(" inside") : QString();
  return label;
}

}  // namespace shardscope::views
