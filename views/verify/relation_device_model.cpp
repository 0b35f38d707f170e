#include "views/verify/relation_device_model.h"

#include "views/sharding/mesh_grid_widget.h"

#include <QColor>
#include <QStringList>

namespace shardscope::views {

void RelationDeviceModel::setSummary(const RelationSummary& summary) {
  beginResetModel();
  slices_ = summary.slices;
  groups_ = summary.groups;
  endResetModel();
}

void RelationDeviceModel::clear() {
  beginResetModel();
  slices_.clear();
  groups_.clear();
  endResetModel();
}

int RelationDeviceModel::rowCount(const QModelIndex& parent) const { return parent.isValid() ? 0 : static_cast<int>(slices_.size()); }

int RelationDeviceModel::columnCount(const QModelIndex& parent) const { return parent.isValid() ? 0 : ColumnCount; }

QVariant RelationDeviceModel::data(const QModelIndex& index, int role) const {
  if (!index.isValid() || index.row() >= slices_.size()) return {};
  const DeviceSlice& slice = slices_[index.row()];
  if (role == Qt::DisplayRole) {
    switch (index.column()) {
      case DeviceColumn: return QString::number(slice.device);
      case SliceColumn: return slice.slice;
      case PartColumn: return slice.part < 0 ? QString() : QString::number(slice.part);
      case GroupColumn: {
        if (slice.group < 0 || slice.group >= groups_.size()) return QString();
        QStringList members;
        for (int64_t d : groups_[slice.group].devices) members << QString::number(d);
        return "{" + members.join(',') + "}";
      }
      default: return {};
    }
  }
  if (role == Qt::DecorationRole && index.column() == DeviceColumn) return deviceColor(slice.device);
  if (role == Qt::ToolTipRole && index.column() == SliceColumn)
    return tr("device %1 holds baseline elements %2").arg(slice.device).arg(slice.slice);
  return {};
}

QVariant RelationDeviceModel::headerData(int section, Qt::Orientation orientation, int role) const {
  if (role != Qt::DisplayRole) return {};
  if (orientation == Qt::Vertical) return section + 1;
  switch (section) {
    case DeviceColumn: return tr("Device");
    case SliceColumn: return tr("Baseline slice");
    case PartColumn: return tr("Part");
    case GroupColumn: return tr("Combines with");
    default: return {};
  }
}

}  // namespace shardscope::views
