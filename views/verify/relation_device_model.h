#pragma once
// The per-device table of the relation inspector: which baseline slice each device
// holds and, for a partial value, which part and which group of devices it combines with.
#include "views/verify/relation_summary.h"

#include <QAbstractTableModel>

namespace shardscope::views {

class RelationDeviceModel : public QAbstractTableModel {
  Q_OBJECT

 public:
  enum Column { DeviceColumn, SliceColumn, PartColumn, GroupColumn, ColumnCount };

  using QAbstractTableModel::QAbstractTableModel;

  void setSummary(const RelationSummary& summary);
  void clear();

  int rowCount(const QModelIndex& parent = {}) const override;
  int columnCount(const QModelIndex& parent = {}) const override;
  QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
  QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

 private:
  QList<DeviceSlice> slices_;
  QList<PartialGroup> groups_;
};

}  // namespace shardscope::views
