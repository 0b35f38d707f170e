#pragma once
// The device mesh editor: axis sizes, axis names and the device at each mesh position
// (row-major; empty is 0..N-1, with presets for transposed and reversed orders), drawn
// as a grid. Nothing changes until the fields describe a valid mesh and the user
// applies them; then meshEdited() carries it (the workbench makes that an undo step).
#include "session/session.h"

#include <QWidget>

class QComboBox;
class QLabel;
class QLineEdit;
class QPushButton;

namespace shardscope::views {

class MeshGridWidget;

class MeshEditor : public QWidget {
  Q_OBJECT

 public:
  explicit MeshEditor(QWidget* parent = nullptr);

  // Shows `mesh` (no signal). An invalid mesh is shown with its error.
  void setMesh(const session::Mesh& mesh);
  const session::Mesh& mesh() const { return mesh_; }
  QString errorText() const;

  // Reads the fields; emits meshEdited and returns true when they form a valid mesh
  // different from the current one, shows the error otherwise.
  bool applyFields();
  // Sets the text fields as a user would type them (tests, scripted demos).
  void setFields(const QString& shape, const QString& axisNames, const QString& deviceOrder);

 signals:
  void meshEdited(const shardscope::session::Mesh& mesh);

 private:
  void fillOrderPreset(int preset);
  void showError(const QString& message);

  session::Mesh mesh_;
  QLineEdit* shapeEdit_;
  QLineEdit* namesEdit_;
  QLineEdit* orderEdit_;
  QComboBox* orderPresets_;
  QPushButton* applyButton_;
  QLabel* error_;
  MeshGridWidget* grid_;
};

// "2,4", "2x4" or "2 4" -> {2, 4}; nullopt-like empty result with `error` set otherwise.
std::vector<int64_t> parseIntegerList(const QString& text, QString* error);

}  // namespace shardscope::views
