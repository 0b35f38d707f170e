#pragma once
// The "Summary" panel (issue 24 item 4): a loaded distributed program's collectives with
// bytes per device and time on the chosen interconnect, grouped by layer, and its memory
// per device. It draws the summary::ProgramSummary it is given; choosing another
// interconnect asks its owner for a new one (interconnectChosen).
#include "summary/program_summary.h"

#include <QStringList>
#include <QWidget>

#include <optional>

class QComboBox;
class QLabel;
class QTreeWidget;

namespace shardscope::views {

class ProgramSummaryView : public QWidget {
  Q_OBJECT

 public:
  explicit ProgramSummaryView(QWidget* parent = nullptr);

  void setInterconnects(const QStringList& names, const QString& current);
  QString interconnect() const;
  void setSummary(const summary::ProgramSummary& summary);
  void clear();
  const std::optional<summary::ProgramSummary>& summary() const { return summary_; }
  QTreeWidget* tree() const { return tree_; }
  QString headline() const;  // the totals line above the table

 signals:
  void interconnectChosen(const QString& name);
  void instructionActivated(const QString& name);  // a collective's row was double-clicked

 private:
  QComboBox* interconnect_;
  QLabel* headline_;
  QLabel* memory_;
  QTreeWidget* tree_;
  std::optional<summary::ProgramSummary> summary_;
};

}  // namespace shardscope::views
