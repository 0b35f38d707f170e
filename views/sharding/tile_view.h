#pragma once
// The tile view of one tensor: which block each device holds. The last two dims form a
// grid of blocks; a tensor of higher rank is drawn as small multiples, one panel per
// block of its leading dims (JAX's visualize_sharding stops at rank 2). Replicas list
// every device of the block; a partial sum is hatched and marked with Σ.
#include "sharding/hlo_sharding.h"
#include "views/sharding/tile_layout.h"

#include <QWidget>

#include <optional>

namespace shardscope::views {

class TileView : public QWidget {
  Q_OBJECT

 public:
  explicit TileView(QWidget* parent = nullptr);

  // `numDevices` is the mesh's, for a replicated or absent sharding.
  void setTensor(const QString& name, const QString& shapeText, const std::vector<int64_t>& shape,
                 const std::optional<sharding::HloSharding>& sharding, int64_t numDevices);
  void clear();

  const std::optional<TileLayout>& tileLayout() const { return layout_; }
  // The line above the grid (sharding, replicas, partial) or why there is no picture.
  QString caption() const { return caption_; }

  QSize sizeHint() const override { return {480, 360}; }
  QSize minimumSizeHint() const override { return {160, 120}; }

 protected:
  void paintEvent(QPaintEvent* event) override;

 private:
  QString name_;
  QString caption_;
  std::optional<TileLayout> layout_;
};

}  // namespace shardscope::views
