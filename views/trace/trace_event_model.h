#pragma once
// A table of one engine's trace (step, kind, subject, rule, message), shared by every
// engine's view; conflict events are tinted and the step being played is bold.
#include "trace/trace.h"

#include <QAbstractTableModel>

#include <memory>

namespace shardscope::views {

class TraceEventModel : public QAbstractTableModel {
  Q_OBJECT

 public:
  enum Column { StepColumn, KindColumn, SubjectColumn, RuleColumn, MessageColumn, ColumnCount };
  // The event's details as "key: value" lines (also the tooltip).
  static constexpr int DetailsRole = Qt::UserRole + 1;

  explicit TraceEventModel(QObject* parent = nullptr);

  void setTrace(std::shared_ptr<const trace::Trace> trace);
  const trace::Trace* trace() const { return trace_.get(); }
  // The row drawn bold (the player's position); -1 for none.
  void setCurrentStep(int step);
  int currentStep() const { return current_; }

  int rowCount(const QModelIndex& parent = {}) const override;
  int columnCount(const QModelIndex& parent = {}) const override;
  QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
  QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

 private:
  std::shared_ptr<const trace::Trace> trace_;
  int current_ = -1;
};

}  // namespace shardscope::views
