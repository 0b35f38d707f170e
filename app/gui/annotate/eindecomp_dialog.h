#pragma once
// "Partition with EinDecomp…" (issue 22): asks for the cost model and the search
// space, runs EinDecomp off the GUI thread (its own AnnotationPartitioner), and shows
// the plan's total, whether it is proven optimal, and each node's cost split
// (broadcast, aggregation, repartition). Apply hands an exact-space plan to the
// workbench, which writes it as one undo step; other spaces use other block counts
// than the mesh's devices and have no shardings, so they are shown only.
#include "gui/annotate/partition_annotations.h"

#include <QDialog>

#include <memory>

class QComboBox;
class QLabel;
class QPushButton;
class QTableWidget;

namespace shardscope::annotate {

class AnnotationPartitioner;

class EinDecompDialog : public QDialog {
  Q_OBJECT

 public:
  explicit EinDecompDialog(QWidget* parent = nullptr);

  void setModule(std::shared_ptr<const ir::Module> module, int devices);
  void run();  // with the model and space chosen
  bool isBusy() const;
  void waitForIdle();
  const EinDecompAnnotations* result() const { return result_.get(); }

  QComboBox* modelBox() const { return model_; }
  QComboBox* spaceBox() const { return space_; }
  QTableWidget* costTable() const { return table_; }
  QLabel* summaryLabel() const { return summary_; }
  QPushButton* applyButton() const { return apply_; }

 signals:
  void resultShown();
  void applyRequested(std::shared_ptr<const shardscope::annotate::EinDecompAnnotations> result);

 private:
  void showResult(std::shared_ptr<const EinDecompAnnotations> result);

  AnnotationPartitioner* partitioner_;
  int devices_ = 1;
  QComboBox* model_;
  QComboBox* space_;
  QLabel* summary_;
  QTableWidget* table_;
  QPushButton* run_;
  QPushButton* apply_;
  std::shared_ptr<const EinDecompAnnotations> result_;
};

}  // namespace shardscope::annotate
