#pragma once
// A small heat map of the numeric checker's errors per rank (seed 004's layered check):
// rows are the compared values, columns the ranks, colour the error on a log scale;
// a switch picks max absolute or max relative error.
#include "views/verify/rank_heatmap_model.h"

#include <QWidget>

class QComboBox;
class QLabel;
class QTableView;

namespace shardscope::views {

class RankHeatmap : public QWidget {
  Q_OBJECT

 public:
  explicit RankHeatmap(QWidget* parent = nullptr);

  // `title`: one line above the map (the check's verdict and seed).
  void setEvidence(const QString& title, const QList<RankErrorRow>& rows);
  void showMessage(const QString& message);  // no numeric check yet
  void setMeasure(RankHeatmapModel::Measure measure);

  RankHeatmapModel* model() const { return model_; }
  QTableView* table() const { return table_; }
  QString title() const;

 private:
  QLabel* title_;
  QComboBox* measure_;
  QTableView* table_;
  RankHeatmapModel* model_;
};

}  // namespace shardscope::views
