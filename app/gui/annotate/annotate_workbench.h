#pragma once
// The annotation workbench (issue 10): edit the device mesh and the sharding of any
// tensor by hand, watch propagation play back step by step, see the tile picture of the
// selected tensor, the inserted collectives and their cost, and compare two annotation
// sets. Every edit is an undo step; propagation runs in a worker after each edit.
//
// The main window docks it and talks to it through this small API: the module, the
// selection, the session's mesh and annotations, and the collective edges for badges.
#include "gui/annotate/annotation_propagation.h"
#include "gui/annotate/annotation_propagator.h"
#include "gui/annotate/partition_annotations.h"
#include "propagation/topology.h"
#include "session/session.h"
#include "sharding/mesh.h"
#include "views/sharding/pipeline_timeline.h"

#include <QHash>
#include <QList>
#include <QPair>
#include <QWidget>

#include <memory>
#include <optional>

class QAction;
class QLabel;
class QLineEdit;
class QComboBox;
class QListView;
class QSpinBox;
class QSortFilterProxyModel;
class QStringListModel;
class QTabWidget;
class QTableView;
class QUndoStack;

namespace shardscope::views {
class CollectiveTableModel;
class CostPanel;
class MeshEditor;
class PipelineScheduleChart;
class ShardingEditor;
class TileView;
class TraceEventModel;
class TracePlayer;
}  // namespace shardscope::views

namespace shardscope::annotate {

class AnnotationDocument;
class AnnotationPartitioner;
class EinDecompDialog;
class AnnotationPropagator;

class AnnotateWorkbench : public QWidget {
  Q_OBJECT

 public:
  explicit AnnotateWorkbench(QWidget* parent = nullptr);
  ~AnnotateWorkbench() override;

  // The (baseline) module to annotate. Keeps the annotations whose instructions exist.
  void setModule(std::shared_ptr<const ir::Module> module);

  // The session's data (core/session/session.h).
  session::Mesh mesh() const;
  std::vector<session::UserSharding> userShardings() const;
  // Replaces the mesh and annotations without an undo step (a restored session).
  void restoreAnnotations(const session::Mesh& mesh, const std::vector<session::UserSharding>& shardings);

  // Edits, each one undo step (the editor's buttons call the same).
  void annotate(const QString& instruction, const QString& gspmd, int priority = 0);
  void removeAnnotation(const QString& instruction);
  // A mesh of other axis sizes or names rewrites the annotations for it (by axis name)
  // in the same undo step; those that cannot follow are dropped and listed in
  // noticeText() (annotation_mesh_remap.h).
  void setMesh(const session::Mesh& mesh);
  // A partitioning result (e.g. EinDecomp's GSPMD shardings, core/partition) applied as
  // one undo step: instruction -> GSPMD text.
  void applyShardings(const QList<QPair<QString, QString>>& shardings, const QString& description);

  // Partitioning actions, run in a worker on the module and the mesh's device count:
  // EinDecomp's plan replaces the annotations as one undo step; the stage DP colours
  // the graph by stage (pipelineStagesChanged) and feeds the pipeline chart.
  void partitionWithEinDecomp();
  // The "Partition with EinDecomp…" action: the dialog (eindecomp_dialog.h) to choose
  // the cost model and space and read the cost split; its Apply lands in the same
  // one-step replacement as partitionWithEinDecomp.
  void openEinDecompDialog();
  EinDecompDialog* einDecompDialog() const { return einDecompDialog_; }
  void partitionIntoStages();
  bool isPartitioning() const;
  std::shared_ptr<const PipelineStages> pipelineStages() const { return stages_; }
  // The latest message about something the user did not ask for directly: annotations
  // dropped by a mesh change, a partitioning result and what it could not express.
  QString noticeText() const { return notice_; }
  QUndoStack* undoStack() const { return undoStack_; }
  QAction* undoAction() const { return undoAction_; }
  QAction* redoAction() const { return redoAction_; }

  // The tensor the editor and the tile view show; the graph view sets it on selection.
  void selectInstruction(const QString& name);
  QString selectedInstruction() const { return selected_; }

  // Results of the latest propagation (null/empty before the first one).
  bool isBusy() const;
  std::optional<sharding::HloSharding> propagatedSharding(const QString& instruction) const;
  std::shared_ptr<const propagation::ReshardingPlan> plan() const { return plan_; }
  std::shared_ptr<const AnnotatedPropagation> propagation() const { return propagation_; }
  // Producer -> consumer of every inserted collective; the consumer is empty for a
  // partial result (the collective sits on the producer's output).
  QList<QPair<QString, QString>> collectiveEdges() const { return edges_; }
  QString statusText() const;

  // The parts, for the main window's layout and for tests.
  views::MeshEditor* meshEditor() const { return meshEditor_; }
  views::ShardingEditor* shardingEditor() const { return shardingEditor_; }
  views::TileView* tileView() const { return tileView_; }
  views::TileView* stepTileView() const { return stepTileView_; }
  views::TracePlayer* tracePlayer() const { return player_; }
  views::TraceEventModel* traceModel() const { return traceModel_; }
  views::CostPanel* costPanel() const { return costPanel_; }
  QTabWidget* tabs() const { return tabs_; }
  QString stepDescription() const;
  // What the Annotate page says about the state it shows: after all steps, and whether
  // its tensor is the player's current step's (empty when there is nothing to step).
  QString stepNoteText() const;

  views::PipelineScheduleChart* pipelineChart() const { return pipelineChart_; }
  // The pipeline page: N stages (e.g. from core/partition's stage DP), M micro-batches.
  void setPipeline(views::PipelineSchedule schedule, int stages, int microbatches);

  // The propagation semantics (the toolbar's chooser): GSPMD (XLA's pass, the default)
  // or Shardy (Shardy's passes on the module's MLIR file). Changing it propagates again.
  void setSemantics(Semantics semantics);
  Semantics semantics() const;
  QComboBox* semanticsChooser() const { return semanticsChooser_; }
  // Cost: choose the interconnect, pin the current plan for a side-by-side comparison.
  void setTopologyTable(const propagation::TopologyTable& table);
  void setInterconnect(const QString& name);
  void pinForComparison(const QString& label = {});
  void clearComparison();

 public slots:
  void propagateNow();

 signals:
  // The mesh or the annotations changed (the shell's session saves them).
  void annotationsChanged();
  void collectiveEdgesChanged(const QList<QPair<QString, QString>>& edges);
  // The player shows the first step of a new propagation.
  void propagationShown();
  void planReady();
  void instructionSelected(const QString& name);
  // Instruction -> pipeline stage of the latest stage partition (empty: none).
  void pipelineStagesChanged(const QHash<QString, int>& stageOf, int stages);
  void einDecompApplied();
  void partitionFailed(const QString& message);
  void noticeChanged(const QString& text);
 private:
  void buildUi();
  void onDocumentChanged();
  void onMeshChanged();
  void onPropagated(quint64 request, std::shared_ptr<const AnnotatedPropagation> outcome);
  void onPlanned(quint64 request, std::shared_ptr<const propagation::ReshardingPlan> plan);
  void onStep(int step);
  void refreshSelection();
  void refreshStatus();
  void refreshStepNote();
  // The selected tensor's sharding after `step` events (-1: before any) and where it came from.
  std::optional<sharding::HloSharding> shardingAtStep(ir::InstructionId id, int step, QString* origin) const;
  void updateComparison();
  void updatePipeline();
  void setNotice(const QString& text);
  void onEinDecomp(std::shared_ptr<const EinDecompAnnotations> result);
  void onStages(std::shared_ptr<const PipelineStages> result);

  std::shared_ptr<const ir::Module> module_;
  AnnotationDocument* document_;
  AnnotationPropagator* propagator_;
  AnnotationPartitioner* partitioner_;
  EinDecompDialog* einDecompDialog_ = nullptr;
  QUndoStack* undoStack_;
  QAction* undoAction_;
  QAction* redoAction_;
  QAction* propagateAction_;
  QAction* einDecompAction_;
  QAction* stagesAction_;

  views::MeshEditor* meshEditor_;
  QLineEdit* filter_;
  QStringListModel* instructionModel_;
  QSortFilterProxyModel* instructionProxy_;
  QListView* instructionList_;
  QTabWidget* tabs_;
  views::ShardingEditor* shardingEditor_;
  views::TileView* tileView_;
  views::TracePlayer* player_;
  views::TileView* stepTileView_;
  QLabel* stepLabel_;
  QLabel* stepNote_ = nullptr;
  views::TraceEventModel* traceModel_;
  QTableView* traceTable_;
  views::CollectiveTableModel* collectiveModel_;
  views::CostPanel* costPanel_;
  views::PipelineScheduleChart* pipelineChart_;
  QComboBox* pipelineKind_;
  QComboBox* semanticsChooser_ = nullptr;
  QSpinBox* pipelineStages_;
  QSpinBox* pipelineMicrobatches_;
  QLabel* status_;
  QLabel* noticeLabel_;

  sharding::Mesh shardingMesh_;
  QString selected_;
  quint64 shownRequest_ = 0;
  std::shared_ptr<const AnnotatedPropagation> propagation_;
  std::shared_ptr<const propagation::ReshardingPlan> plan_;
  std::shared_ptr<const propagation::ReshardingPlan> pinned_;
  QString pinnedLabel_;
  QList<QPair<QString, QString>> edges_;
  propagation::TopologyTable topologies_;
  QString failure_;
  QString notice_;
  std::shared_ptr<const PipelineStages> stages_;
};

}  // namespace shardscope::annotate
