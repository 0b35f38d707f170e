#pragma once
// The sharding editor for one selected tensor: per dimension which mesh axes split it
// (in order), the axes over which it is a partial sum, the annotation's priority, and
// the same sharding as GSPMD text, named axes and DTensor placements. Any of them can
// be typed; the editor converts and shows the others, or says why there is no form.
// It never changes anything itself: shardingRequested() asks the owner (which makes the
// edit an undo step) and the owner calls setSharding() with what is now true.
#include "sharding/hlo_sharding.h"
#include "sharding/mesh.h"
#include "views/sharding/sharding_notation.h"

#include <QWidget>

#include <optional>
#include <vector>

class QComboBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QSpinBox;
class QTableView;

namespace shardscope::views {

class DimAxesModel;

class ShardingEditor : public QWidget {
  Q_OBJECT

 public:
  explicit ShardingEditor(QWidget* parent = nullptr);

  void setMesh(const sharding::Mesh& mesh);
  // The tensor being edited; an empty name clears the editor.
  void setTensor(const QString& name, const std::vector<int64_t>& shape, const QString& shapeText);
  // What the tensor has now: `annotated` when the user set it (with `priority`),
  // otherwise `origin` says where it came from ("propagated from dot.21 by the dot rule").
  void setSharding(const std::optional<sharding::HloSharding>& sharding, bool annotated, int priority,
                   const QString& origin);

  QString tensor() const { return name_; }
  QString errorText() const;
  QString notationText(Notation notation) const;  // what the three rows show
  DimAxesModel* dimModel() const { return dimModel_; }

  // The edits a user makes, callable from tests: type text in a notation, or set the
  // per-dimension axes and partial axes, then apply.
  bool applyText(Notation notation, const QString& text);
  bool applyDims(const std::vector<std::vector<std::string>>& dimAxes, const std::vector<std::string>& partialAxes);
  void setPriority(int priority);

 signals:
  void shardingRequested(const QString& tensor, const QString& gspmd, int priority);
  void annotationRemovalRequested(const QString& tensor);

 private:
  bool applyTable();
  bool request(const std::variant<sharding::HloSharding, std::string>& parsed);
  void showError(const QString& message);
  void refresh();

  sharding::Mesh mesh_;
  QString name_;
  std::vector<int64_t> shape_;
  std::optional<sharding::HloSharding> sharding_;
  bool annotated_ = false;

  QLabel* title_;
  QLabel* origin_;
  QComboBox* notation_;
  QLineEdit* text_;
  QPushButton* applyTextButton_;
  QLabel* forms_[3];
  DimAxesModel* dimModel_;
  QTableView* dimTable_;
  QLineEdit* partial_;
  QSpinBox* priority_;
  QPushButton* applyDimsButton_;
  QPushButton* removeButton_;
  QLabel* error_;
};

}  // namespace shardscope::views
