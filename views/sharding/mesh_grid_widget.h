#pragma once
// Draws a device mesh as a grid: the last two axes as rows and columns, leading axes as
// small multiples; each cell shows the device at that mesh position, so a non-trivial
// device order is visible at a glance.
#include "sharding/mesh.h"

#include <QColor>
#include <QWidget>

namespace shardscope::views {

class MeshGridWidget : public QWidget {
  Q_OBJECT

 public:
  explicit MeshGridWidget(QWidget* parent = nullptr);

  void setMesh(const sharding::Mesh& mesh);
  const sharding::Mesh& mesh() const { return mesh_; }
  QSize sizeHint() const override;
  QSize minimumSizeHint() const override;

 protected:
  void paintEvent(QPaintEvent* event) override;

 private:
  sharding::Mesh mesh_;
};

// A colour per device shared by the mesh grid and the tile view, so device 3 looks the
// same in both.
QColor deviceColor(int64_t device);

}  // namespace shardscope::views
