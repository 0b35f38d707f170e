#pragma once
// The layout bijection of seed 000 §3 as a small table: for the baseline and for one
// device, the operand's symbolic axes, the op, and the result's axes (e.g. (⊗(i,j),k)
// against (⊗(j,i),k)), then the op sequence that takes the device's result to its part
// of the baseline result. Used by the relation inspector and the frontier view.
#include "views/verify/relation_summary.h"

#include <QWidget>

class QLabel;

namespace shardscope::views {

class RelationLayoutPanel : public QWidget {
  Q_OBJECT

 public:
  explicit RelationLayoutPanel(QWidget* parent = nullptr);

  void setLayoutDescription(const std::optional<LayoutDescription>& layout);
  const std::optional<LayoutDescription>& layoutDescription() const { return layout_; }
  // The table as plain text (one line per row), for tests and the clipboard.
  QString plainText() const;

 private:
  QLabel* label_;
  std::optional<LayoutDescription> layout_;
};

}  // namespace shardscope::views
