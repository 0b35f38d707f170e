#pragma once
// The frontier explained (issue 9 item 4): for each frontier entry of a failed
// verification, the reason, the source line, the relations of its inputs, what the
// rule set expected (each matching rule's meaning and answer), the layout bijection
// for a reshape/transpose, and the numeric checker's errors per rank as a heat map.
#include "views/verify/frontier_details.h"
#include "views/verify/rank_heatmap_model.h"

#include <QWidget>

class QComboBox;
class QLabel;
class QTableView;

namespace shardscope::views {

class FrontierInputsModel;
class FrontierRulesModel;
class RankHeatmap;
class RelationLayoutPanel;

class FrontierExplainer : public QWidget {
  Q_OBJECT

 public:
  explicit FrontierExplainer(QWidget* parent = nullptr);

  // The entries of one verification; the first is shown. An empty list shows `message`.
  void setEntries(const QList<FrontierDetails>& entries, const QString& message = {});
  const QList<FrontierDetails>& entries() const { return entries_; }
  // Shows the entry for `instruction`; false when it is not on the frontier.
  bool showEntry(const QString& instruction);
  int currentEntry() const { return current_; }
  const FrontierDetails* current() const;

  RankHeatmap* heatmap() const { return heatmap_; }
  FrontierInputsModel* inputsModel() const { return inputs_; }
  FrontierRulesModel* rulesModel() const { return rules_; }
  RelationLayoutPanel* layoutPanel() const { return layout_; }
  QString reasonText() const;
  QString sourceText() const;  // "model.py:88: <the line>" or the note
  QString rulesTitle() const;

  QSize sizeHint() const override { return {640, 640}; }

 signals:
  // The user picked another entry: the window selects it in the graph.
  void entryChosen(const QString& instruction);

 private:
  void showIndex(int index);

  QComboBox* chooser_;
  QLabel* reason_;
  QLabel* source_;
  QLabel* relation_;
  QTableView* inputsTable_;
  QLabel* rulesTitle_;
  QTableView* rulesTable_;
  QLabel* layoutTitle_;
  RelationLayoutPanel* layout_;
  RankHeatmap* heatmap_;
  FrontierInputsModel* inputs_;
  FrontierRulesModel* rules_;
  QList<FrontierDetails> entries_;
  int current_ = -1;
};

}  // namespace shardscope::views
