#pragma once
// Shows the sharding workbench's propagation on the baseline graph step by step (issue 23
// item 6). When the user moves the workbench's player, the instruction the step changed
// is tinted "changed at this step", the ones earlier steps changed "sharded by an earlier
// step", every changed node on screen is badged with its sharding as of the step, and
// the step's instruction is selected and centred through the window (so the distributed
// counterpart, the Properties pane and the workbench's Annotate pane follow). A new
// propagation (after an edit) shows no step until the user steps again: the graph goes
// back to the pipeline-stage tints and the window's own badges. An edit, an undo or a
// redo clears the step at once: the propagation it showed no longer matches the
// annotations, and its steps are not drawn again while the new one runs in the worker.
//
// A burst of steps (a held key, a slider drag) redraws the graph once, for the last one.
// Only the nodes on screen are looked at per redraw; a landed layout redraws them.
#include <QColor>
#include <QHash>
#include <QList>
#include <QObject>
#include <QPair>
#include <QString>
#include <QVector>

#include <memory>

namespace shardscope::annotate {
class AnnotateWorkbench;
struct AnnotatedPropagation;
}  // namespace shardscope::annotate

namespace shardscope::gui {

class MainWindow;

class PropagationStepLink : public QObject {
  Q_OBJECT

 public:
  PropagationStepLink(MainWindow* window, annotate::AnnotateWorkbench* workbench);

  // The tints the graph shows when no step is shown (the pipeline stages), with their
  // legend entries; kept under the step's tints while stepping.
  void setBaseTints(const QHash<QString, QColor>& tints, const QList<QPair<QString, QColor>>& legend);

  // The step drawn on the graph (-1: none, the graph shows the end of propagation).
  int shownStep() const { return shownStep_; }
  QString shownSubject() const { return shownSubject_; }
  // The sharding text a node is badged with at the shown step (nodes on screen only).
  const QHash<QString, QString>& shownBadges() const { return shownBadges_; }
  bool isRedrawPending() const { return redrawPending_; }
  // The annotations changed since the propagation the player holds was started.
  bool isOutdated() const { return outdated_; }

  static QColor changedNowColor();
  static QColor changedEarlierColor();

 private:
  struct Change {
    int step;
    QString sharding;  // as the step wrote it
  };
  void onStep(int step);
  void onAnnotationsChanged();
  void index(std::shared_ptr<const annotate::AnnotatedPropagation> propagation);
  void scheduleRedraw();
  void redraw();
  // Tints and badges of the nodes on screen for the shown step.
  void paintStep(bool focus);
  void clearStep();
  // The latest change of `name` at or before `step`; null when none.
  const Change* changeAt(const QString& name, int step) const;

  MainWindow* window_;
  annotate::AnnotateWorkbench* workbench_;
  std::shared_ptr<const annotate::AnnotatedPropagation> indexed_;
  QHash<QString, QVector<Change>> changes_;  // by instruction, in step order
  QHash<QString, QColor> baseTints_;
  QList<QPair<QString, QColor>> baseLegend_;
  QHash<QString, QString> shownBadges_;
  QString shownSubject_;
  int shownStep_ = -1;
  int wantedStep_ = -1;
  bool redrawPending_ = false;
  bool reserved_ = false;  // badge room kept for this propagation's shardings
  bool outdated_ = false;  // the annotations changed; the player still holds the old run
};

}  // namespace shardscope::gui
