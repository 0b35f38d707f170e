#pragma once
// The sharding editor's per-dimension table: for each tensor dim its size, the mesh axes
// that split it (major to minor, editable as "x, y"), the tile count and the block size
// each device holds along it.
#include "sharding/mesh.h"
#include "sharding/named_sharding.h"

#include <QAbstractTableModel>

#include <vector>

namespace shardscope::views {

class DimAxesModel : public QAbstractTableModel {
  Q_OBJECT

 public:
  enum Column { DimColumn, SizeColumn, AxesColumn, TilesColumn, BlockColumn, ColumnCount };

  explicit DimAxesModel(QObject* parent = nullptr);

  void setMesh(const sharding::Mesh& mesh);
  // A tensor of `shape` with the axes of `dims` (resized to the rank, missing dims empty).
  void setTensor(const std::vector<int64_t>& shape, std::vector<sharding::DimAxes> dims);
  const std::vector<sharding::DimAxes>& dims() const { return dims_; }

  int rowCount(const QModelIndex& parent = {}) const override;
  int columnCount(const QModelIndex& parent = {}) const override;
  QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
  bool setData(const QModelIndex& index, const QVariant& value, int role = Qt::EditRole) override;
  Qt::ItemFlags flags(const QModelIndex& index) const override;
  QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

 signals:
  // An edit naming an axis the mesh lacks, or one used twice: the edit is refused.
  void editRejected(const QString& reason);
  void dimsEdited();

 private:
  int64_t tilesOf(std::size_t dim) const;

  sharding::Mesh mesh_;
  std::vector<int64_t> shape_;
  std::vector<sharding::DimAxes> dims_;
};

}  // namespace shardscope::views
