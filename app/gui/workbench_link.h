#pragma once
// Docks issue 10's sharding workbench into the main window and keeps the two in step:
// the baseline module goes to the workbench when a pair loads, a node selected in the
// baseline view becomes the workbench's tensor, the workbench's annotations and mesh go
// into the window's session (so they are autosaved), and a restored session's
// annotations come back into the workbench. The baseline graph view draws the
// workbench's inserted collectives as edge badges and its pipeline stages as node tints;
// the workbench's propagation steps are drawn on it (propagation_step_link.h), and the
// tensor list and the graph selection follow each other.
#include <QHash>
#include <QObject>

class QDockWidget;

namespace shardscope::annotate {
class AnnotateWorkbench;
}

namespace shardscope::gui {

class MainWindow;
class PropagationStepLink;

class WorkbenchLink : public QObject {
  Q_OBJECT

 public:
  // Creates the workbench in a dock of `window`; both are owned by the window.
  explicit WorkbenchLink(MainWindow* window);

  annotate::AnnotateWorkbench* workbench() const { return workbench_; }
  QDockWidget* dock() const { return dock_; }
  PropagationStepLink* propagationSteps() const { return steps_; }

 private:
  void onPairLoaded();
  void onAnnotationsChanged();
  void onCollectivesChanged();
  void onStagesChanged(const QHash<QString, int>& stageOf, int stages);

  MainWindow* window_;
  annotate::AnnotateWorkbench* workbench_;
  PropagationStepLink* steps_ = nullptr;  // the player's steps drawn on the baseline graph
  QDockWidget* dock_;
  bool pushing_ = false;  // true while the workbench's edits are written to the window
};

}  // namespace shardscope::gui
