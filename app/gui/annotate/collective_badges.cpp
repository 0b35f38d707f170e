#include "gui/annotate/collective_badges.h"

#include <QLocale>

namespace shardscope::annotate {

QList<views::EdgeBadge> collectiveBadges(const propagation::ReshardingPlan& plan) {
  QList<views::EdgeBadge> badges;
  const QLocale c = QLocale::c();
  for (const propagation::PlannedCollective& collective : plan.collectives) {
    views::EdgeBadge badge;
    badge.producer = QString::fromStdString(collective.producer);
    badge.consumer = QString::fromStdString(collective.consumer);
    const QString kind = QString::fromUtf8(propagation::collectiveName(collective.kind).data(),
                                           static_cast<qsizetype>(propagation::collectiveName(collective.kind).size()));
    const QString bytes = c.formattedDataSize(static_cast<qint64>(collective.bytesPerDevice), 1);
    badge.text = QStringLiteral("%1 %2").arg(kind, bytes);
    badge.toolTip = QStringLiteral("%1 over %2 devices: %3 per device\n%4 -> %5\n%6")
                        .arg(kind)
                        .arg(collective.groupSize)
                        .arg(bytes, QString::fromStdString(collective.from), QString::fromStdString(collective.to),
                             QString::fromStdString(collective.reason));
    badges.push_back(badge);
  }
  return badges;
}

}  // namespace shardscope::annotate
