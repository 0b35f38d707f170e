#pragma once
// The verifier's merge log indexed for stepping: per step the subject, the baseline
// instruction and e-class it joined and the relation's short form, plus look-ups by
// instruction and by class. Built once per verification; the views and the step state
// read it, nobody changes it.
#include "trace/trace.h"
#include "verify/merge_log.h"

#include <QHash>
#include <QList>
#include <QString>
#include <QVector>

#include <memory>

namespace shardscope::views {

struct MergeTimelineStep {
  enum class Kind { Other, RelationDerived, Frontier };
  Kind kind = Kind::Other;
  QString subject;        // the distributed instruction
  QString baseline;       // the baseline instruction it relates to (relation-derived)
  QString shortRelation;  // the badge text
  qint64 eclass = -1;     // the baseline e-class it joined
};

class MergeTimeline {
 public:
  MergeTimeline() = default;
  explicit MergeTimeline(std::shared_ptr<const trace::Trace> trace);

  int size() const { return static_cast<int>(steps_.size()); }
  bool isEmpty() const { return steps_.isEmpty(); }
  const trace::Trace* trace() const { return trace_.get(); }
  const MergeTimelineStep& step(int index) const { return steps_[index]; }
  const trace::TraceEvent& event(int index) const { return trace_->at(static_cast<std::size_t>(index)); }
  // Every detail of a step (parsed on demand: the operands are only needed for one step).
  verify::MergeStep details(int index) const;

  // The step that related a distributed instruction / put it on the frontier; -1 if none.
  int derivedStep(const QString& distributed) const { return derivedStep_.value(distributed, -1); }
  int frontierStep(const QString& distributed) const { return frontierStep_.value(distributed, -1); }
  int firstFrontierStep() const { return firstFrontier_; }
  // The relation-derived steps whose value joined `eclass`, in order.
  QList<int> stepsInClass(qint64 eclass) const { return byClass_.value(eclass); }
  // A baseline instruction's e-class, when some distributed value joined it.
  qint64 classOfBaseline(const QString& baseline) const { return classOfBaseline_.value(baseline, -1); }

 private:
  std::shared_ptr<const trace::Trace> trace_;
  QVector<MergeTimelineStep> steps_;
  QHash<QString, int> derivedStep_;
  QHash<QString, int> frontierStep_;
  QHash<qint64, QList<int>> byClass_;
  QHash<QString, qint64> classOfBaseline_;
  int firstFrontier_ = -1;
};

}  // namespace shardscope::views
