#pragma once
// The verifier's merge log indexed for stepping: per step the subject, the baseline
// instruction and e-class it joined and the relation's short form, plus look-ups by
// instruction and by class. Built once per verification; the views and the step state
// read it, nobody changes it. Subjects and baseline instructions also get dense ids, so
// the step state works on arrays instead of hashing names at every step.
#include "trace/trace.h"
#include "verify/merge_log.h"

#include <QHash>
#include <QList>
#include <QString>
#include <QStringList>
#include <QVector>

#include <memory>

namespace shardscope::views {

struct MergeTimelineStep {
  enum class Kind { Other, RelationDerived, Frontier };
  Kind kind = Kind::Other;
  QString subject;        // the distributed instruction
  QString baseline;       // the baseline instruction it relates to (relation-derived)
  QString shortRelation;  // the badge text
  QString relation;       // in words, e.g. "tiled {devices=[1,2]0,1}" (the e-class view lists it per member)
  qint64 eclass = -1;     // the baseline e-class it joined
  int subjectId = -1;     // MergeTimeline::subjects() index; -1 for an event without a subject
  int baselineId = -1;    // MergeTimeline::baselines() index; -1 when `baseline` is empty
  // Per-device values (pipeline stages): the other devices' baseline values, each once,
  // as baselines() indices; the step relates all of them, not only the first device's.
  QVector<int> otherBaselineIds;
  // The latest earlier relation-derived step of the same subject (-1 if none): undoing
  // this step puts that one's relation back.
  int previousDerivedStep = -1;
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

  // Every step subject (distributed instruction) and every baseline instruction a step
  // related, each once, in order of first appearance: MergeTimelineStep's ids index these.
  const QStringList& subjects() const { return subjects_; }
  const QStringList& baselines() const { return baselines_; }
  int subjectId(const QString& name) const { return subjectIds_.value(name, -1); }
  int baselineId(const QString& name) const { return baselineIds_.value(name, -1); }

 private:
  std::shared_ptr<const trace::Trace> trace_;
  QVector<MergeTimelineStep> steps_;
  QHash<QString, int> derivedStep_;
  QHash<QString, int> frontierStep_;
  QHash<qint64, QList<int>> byClass_;
  QHash<QString, qint64> classOfBaseline_;
  int firstFrontier_ = -1;
  QStringList subjects_, baselines_;
  QHash<QString, int> subjectIds_, baselineIds_;
};

}  // namespace shardscope::views
