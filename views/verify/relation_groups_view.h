#pragma once
// The picture of a partial value: one row per group of devices whose values, combined
// (Σ for a sum, max, min, ∏), give one block of the baseline value; each device box
// names the part it holds. A value split over tiles has one group per tile.
#include "views/verify/relation_summary.h"

#include <QWidget>

namespace shardscope::views {

class RelationGroupsView : public QWidget {
  Q_OBJECT

 public:
  explicit RelationGroupsView(QWidget* parent = nullptr);

  void setGroups(const QList<PartialGroup>& groups, const QString& combiner);
  void clear() { setGroups({}, {}); }
  const QList<PartialGroup>& groups() const { return groups_; }
  QString combiner() const { return combiner_; }

  QSize sizeHint() const override;
  QSize minimumSizeHint() const override { return {160, 60}; }

 protected:
  void paintEvent(QPaintEvent* event) override;

 private:
  QList<PartialGroup> groups_;
  QString combiner_;
};

// "Σ", "max", "min", "∏": the sign drawn for a combiner.
QString combinerSign(const QString& combiner);

}  // namespace shardscope::views
