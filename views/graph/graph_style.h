#pragma once
// Fonts, colours and spacing shared by every item the graph view draws, and the label
// of a box (heading, optional badge, detail lines) with its measured size. Sizes come
// from the same fonts the items paint with, so Graphviz reserves exactly the room the
// text needs and no label ever spills over its box.

#include <QColor>
#include <QFont>
#include <QFontMetricsF>
#include <QHash>
#include <QRectF>
#include <QString>
#include <QStringList>

#include <array>

class QPainter;

namespace shardscope::views {

struct GraphNode;
struct GraphGroup;

struct GraphStyle {
  QFont heading;  // opcode / group title
  QFont body;     // name, shape
  QFont detail;   // sharding, counts
  QFont edge;     // edge labels
  QFont note;     // the note about what is not shown
  double paddingX = 8;
  double paddingY = 5;
  double badgeGap = 6;
  double minimumWidth = 72;
  // Below this zoom (QStyleOptionGraphicsItem::levelOfDetailFromTransform) text is not drawn.
  double textLevelOfDetail = 0.4;
  QColor border{0x5f, 0x63, 0x68};
  QColor text{0x20, 0x21, 0x24};
  QColor secondaryText{0x4a, 0x4e, 0x55};
  QColor shardingText{0x1a, 0x4f, 0x9c};
  QColor edgeColor{0x80, 0x86, 0x8b};
  QColor edgeEmphasis{0x1a, 0x73, 0xe8};
  QColor selection{0x1a, 0x73, 0xe8};
  QColor highlight{0xf2, 0x99, 0x00};
  QColor groupFill{0xe8, 0xea, 0xed};
  QColor clusterFill{0xfa, 0xfb, 0xfc};
  QColor clusterBorder{0xb0, 0xb5, 0xba};
  QColor noteFill{0xff, 0xf8, 0xe1};
  QColor noteBorder{0xf2, 0x99, 0x00};

  static const GraphStyle& instance();  // GUI thread
  double lineHeight(const QFont& font) const { return QFontMetricsF(font).height(); }
  // Remembered per text for this style's own fonts (GUI thread, as instance()): a jump
  // into another layer measures every box of the new picture, and the same names,
  // opcodes and shapes come back layer after layer (issue 23: text shaping was ~30% of
  // a scrub step). Any other font is measured each time.
  double textWidth(const QFont& font, const QString& text) const;
  // How many texts were measured rather than remembered (for tests).
  int textsMeasured() const { return measured_; }

 private:
  mutable std::array<QHash<QString, double>, 5> widths_;  // heading, body, detail, edge, note
  mutable int measured_ = 0;
};

// What a node or a collapsed group's box shows.
struct BoxLabel {
  QString heading;
  QString badge;  // drawn as a pill right of the heading (e.g. a user sharding)
  QStringList bodyLines;
  QString detailLine;  // sharding (instructions) or member counts (groups)

  QSizeF size() const;
  void paint(QPainter* painter, const QRectF& box) const;
};

BoxLabel instructionLabel(const GraphNode& node, const QString& badge);
BoxLabel groupLabel(const GraphGroup& group);
// Shortens long text in the middle ("f32[...]...[8]"), keeping both ends readable.
QString elideMiddle(const QString& text, int maxCharacters);

}  // namespace shardscope::views
