#pragma once
// The relation inspector (issue 9 item 3): for the selected distributed instruction, its
// relation to the baseline in words and pictures — replicated; tiled, as the tile grid
// of which baseline block each device holds (any rank, views/sharding's tile view);
// partial, as the groups of devices that sum (or max, ...) together; layout, as the
// bijection with the symbolic axes before and after — and a per-device table.
#include "views/verify/relation_summary.h"

#include <QWidget>

class QLabel;
class QTableView;

namespace shardscope::views {

class RelationDeviceModel;
class RelationGroupsView;
class RelationLayoutPanel;
class TileView;

class RelationInspector : public QWidget {
  Q_OBJECT

 public:
  explicit RelationInspector(QWidget* parent = nullptr);

  void setSummary(const RelationSummary& summary);
  // No instruction to show, and why ("select a distributed instruction", ...).
  void showMessage(const QString& message);

  const std::optional<RelationSummary>& summary() const { return summary_; }
  QString headline() const;  // the line above the words
  QString words() const;
  QString message() const { return summary_ ? QString() : message_; }

  TileView* tileView() const { return tiles_; }
  RelationGroupsView* groupsView() const { return groups_; }
  RelationLayoutPanel* layoutPanel() const { return layout_; }
  RelationDeviceModel* deviceModel() const { return devices_; }
  QTableView* deviceTable() const { return deviceTable_; }

  QSize sizeHint() const override { return {560, 640}; }

 private:
  QLabel* headline_;
  QLabel* words_;
  QLabel* layoutTitle_;
  RelationLayoutPanel* layout_;
  QLabel* groupsTitle_;
  RelationGroupsView* groups_;
  TileView* tiles_;
  RelationDeviceModel* devices_;
  QTableView* deviceTable_;
  std::optional<RelationSummary> summary_;
  QString message_;
};

}  // namespace shardscope::views
