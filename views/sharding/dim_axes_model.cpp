#include "views/sharding/dim_axes_model.h"

#include <QRegularExpression>

#include <algorithm>

namespace shardscope::views {

DimAxesModel::DimAxesModel(QObject* parent) : QAbstractTableModel(parent) {}

void DimAxesModel::setMesh(const sharding::Mesh& mesh) {
  mesh_ = mesh;
  if (!dims_.empty()) emit dataChanged(index(0, 0), index(rowCount() - 1, ColumnCount - 1));
}

void DimAxesModel::setTensor(const std::vector<int64_t>& shape, std::vector<sharding::DimAxes> dims) {
  beginResetModel();
  shape_ = shape;
  dims_ = std::move(dims);
  dims_.resize(shape_.size());
  endResetModel();
}

int DimAxesModel::rowCount(const QModelIndex& parent) const {
  return parent.isValid() ? 0 : static_cast<int>(shape_.size());
}

int DimAxesModel::columnCount(const QModelIndex& parent) const { return parent.isValid() ? 0 : ColumnCount; }

int64_t DimAxesModel::tilesOf(std::size_t dim) const {
  int64_t tiles = 1;
  for (const std::string& axis : dims_[dim].axes)
    if (auto position = mesh_.axisIndex(axis)) tiles *= mesh_.axes()[*position].size;
  return tiles;
}

QVariant DimAxesModel::data(const QModelIndex& index, int role) const {
  if (!index.isValid() || !checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid)) return {};
  const std::size_t dim = static_cast<std::size_t>(index.row());
  if (role == Qt::DisplayRole || role == Qt::EditRole) {
    switch (index.column()) {
      case DimColumn: return static_cast<int>(dim);
      case SizeColumn: return static_cast<qlonglong>(shape_[dim]);
      case AxesColumn: {
        QStringList names;
        for (const std::string& axis : dims_[dim].axes) names << QString::fromStdString(axis);
        if (role == Qt::DisplayRole && names.isEmpty()) return tr("(whole)");
        return names.join(", ");
      }
      case TilesColumn: return static_cast<qlonglong>(tilesOf(dim));
      case BlockColumn: {
        const int64_t tiles = tilesOf(dim);
        const int64_t block = (shape_[dim] + tiles - 1) / tiles;
        return shape_[dim] % tiles == 0 ? QString::number(block) : tr("%1 (uneven)").arg(block);
      }
    }
  }
  if (role == Qt::ToolTipRole && index.column() == AxesColumn)
    return tr("Mesh axes that split this dimension, major to minor, e.g. \"x, y\"; empty keeps it whole.");
  return {};
}

bool DimAxesModel::setData(const QModelIndex& index, const QVariant& value, int role) {
  if (!index.isValid() || !checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid) || role != Qt::EditRole ||
      index.column() != AxesColumn)
    return false;
  static const QRegularExpression separators("[\\s,]+");
  QString text = value.toString();
  text.remove('"').remove('{').remove('}');
  sharding::DimAxes axes;
  for (const QString& name : text.split(separators, Qt::SkipEmptyParts)) {
    const std::string axis = name.toStdString();
    if (!mesh_.axisIndex(axis)) {
      emit editRejected(tr("the mesh has no axis `%1`").arg(name.left(64)));
      return false;
    }
    for (std::size_t d = 0; d < dims_.size(); ++d) {
      const auto& used = d == static_cast<std::size_t>(index.row()) ? axes.axes : dims_[d].axes;
      if (std::find(used.begin(), used.end(), axis) != used.end()) {
        emit editRejected(tr("axis `%1` already splits dim %2").arg(name.left(64)).arg(d));
        return false;
      }
    }
    axes.axes.push_back(axis);
  }
  dims_[static_cast<std::size_t>(index.row())] = std::move(axes);
  emit dataChanged(this->index(index.row(), AxesColumn), this->index(index.row(), BlockColumn));
  emit dimsEdited();
  return true;
}

Qt::ItemFlags DimAxesModel::flags(const QModelIndex& index) const {
  if (!index.isValid() || !checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid)) return Qt::NoItemFlags;
  Qt::ItemFlags flags = Qt::ItemIsEnabled | Qt::ItemIsSelectable | Qt::ItemNeverHasChildren;
  if (index.column() == AxesColumn) flags |= Qt::ItemIsEditable;
  return flags;
}

QVariant DimAxesModel::headerData(int section, Qt::Orientation orientation, int role) const {
  if (orientation != Qt::Horizontal || role != Qt::DisplayRole) return QAbstractTableModel::headerData(section, orientation, role);
  switch (section) {
    case DimColumn: return tr("Dim");
    case SizeColumn: return tr("Size");
    case AxesColumn: return tr("Split by mesh axes");
    case TilesColumn: return tr("Tiles");
    case BlockColumn: return tr("Block");
  }
  return {};
}

}  // namespace shardscope::views
