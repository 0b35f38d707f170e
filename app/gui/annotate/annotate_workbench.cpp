#include "gui/annotate/annotate_workbench.h"

#include "gui/annotate/annotation_commands.h"
#include "gui/annotate/annotation_document.h"
#include "gui/annotate/annotation_mesh_remap.h"
#include "gui/annotate/annotation_partitioner.h"
#include "gui/annotate/eindecomp_dialog.h"
#include "gui/annotate/annotation_propagator.h"
#include "partition/pipeline_schedule.h"
#include "views/sharding/collective_table_model.h"
#include "views/sharding/cost_panel.h"
#include "views/sharding/mesh_editor.h"
#include "views/sharding/pipeline_schedule_chart.h"
#include "views/sharding/sharding_editor.h"
#include "views/sharding/sharding_notation.h"
#include "views/sharding/tile_view.h"
#include "views/trace/trace_event_model.h"
#include "views/trace/trace_player.h"

#include <QAction>
#include <QGroupBox>
#include <QComboBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QItemSelectionModel>
#include <QLabel>
#include <QLineEdit>
#include <QListView>
#include <QSortFilterProxyModel>
#include <QSpinBox>
#include <QSplitter>
#include <QStringListModel>
#include <QTabWidget>
#include <QTableView>
#include <QToolBar>
#include <QUndoStack>
#include <QVBoxLayout>

#include <algorithm>
#include <climits>
#include <map>

namespace shardscope::annotate {

namespace {

QString qs(std::string_view text) { return QString::fromUtf8(text.data(), static_cast<qsizetype>(text.size())); }

QTableView* makeTable(QWidget* parent, QAbstractItemModel* model, const QString& name) {
  auto* table = new QTableView(parent);
  table->setObjectName(name);
  table->setModel(model);
  table->verticalHeader()->hide();
  table->horizontalHeader()->setStretchLastSection(true);
  table->setSelectionBehavior(QAbstractItemView::SelectRows);
  table->setSelectionMode(QAbstractItemView::SingleSelection);
  table->setEditTriggers(QAbstractItemView::NoEditTriggers);
  table->setWordWrap(false);
  table->verticalHeader()->setDefaultSectionSize(table->fontMetrics().height() + 6);
  return table;
}

std::optional<sharding::HloSharding> parsed(const std::string& text) {
  auto value = sharding::parseHloSharding(text);
  if (auto* sharding = std::get_if<sharding::HloSharding>(&value)) return std::move(*sharding);
  return std::nullopt;
}

}  // namespace

AnnotateWorkbench::AnnotateWorkbench(QWidget* parent)
    : QWidget(parent),
      document_(new AnnotationDocument(this)),
      propagator_(new AnnotationPropagator(this)),
      partitioner_(new AnnotationPartitioner(this)),
      undoStack_(new QUndoStack(this)) {
  buildUi();
  setTopologyTable(propagation::defaultTopologyTable());
  connect(document_, &AnnotationDocument::changed, this, &AnnotateWorkbench::onDocumentChanged);
  connect(document_, &AnnotationDocument::meshChanged, this, &AnnotateWorkbench::onMeshChanged);
  connect(propagator_, &AnnotationPropagator::propagated, this, &AnnotateWorkbench::onPropagated);
  connect(propagator_, &AnnotationPropagator::planned, this, &AnnotateWorkbench::onPlanned);
  connect(propagator_, &AnnotationPropagator::failed, this, [this](quint64, const QString& message) {
    failure_ = message;
    refreshStatus();
  });
  connect(propagator_, &AnnotationPropagator::busyChanged, this, [this] { refreshStatus(); });
  connect(partitioner_, &AnnotationPartitioner::einDecompReady, this, &AnnotateWorkbench::onEinDecomp);
  connect(partitioner_, &AnnotationPartitioner::stagesReady, this, &AnnotateWorkbench::onStages);
  connect(partitioner_, &AnnotationPartitioner::failed, this, [this](const QString& message) {
    setNotice(tr("Partitioning failed: %1").arg(message));
    refreshStatus();
    emit partitionFailed(message);
  });
  onMeshChanged();
}

AnnotateWorkbench::~AnnotateWorkbench() {
  // The undo stack is a child, deleted by ~QWidget after this class's part is gone, and
  // ~QUndoStack clears itself, which emits canUndoChanged into slots that use `this`
  // (UBSan: member access on a destroyed AnnotateWorkbench). Qt drops the connections only
  // in ~QObject, later still; drop them here.
  disconnect(undoStack_, nullptr, this, nullptr);
}

void AnnotateWorkbench::buildUi() {
  // Fixed labels: QUndoStack's own actions put the command's text on the button, whose
  // width then changed with every edit and moved Propagate under the pointer (issue 23's
  // walk-through). The command's text goes in the tool tip instead.
  undoAction_ = new QAction(tr("Undo"), this);
  undoAction_->setObjectName(QStringLiteral("workbenchUndo"));
  undoAction_->setShortcut(QKeySequence::Undo);
  redoAction_ = new QAction(tr("Redo"), this);
  redoAction_->setObjectName(QStringLiteral("workbenchRedo"));
  connect(undoAction_, &QAction::triggered, undoStack_, &QUndoStack::undo);
  connect(redoAction_, &QAction::triggered, undoStack_, &QUndoStack::redo);
  auto updateUndoRedo = [this] {
    undoAction_->setEnabled(undoStack_->canUndo());
    redoAction_->setEnabled(undoStack_->canRedo());
    undoAction_->setToolTip(undoStack_->canUndo() ? tr("Undo %1 (Ctrl+Z)").arg(undoStack_->undoText()) : tr("Nothing to undo"));
    redoAction_->setToolTip(undoStack_->canRedo() ? tr("Redo %1 (Ctrl+Shift+Z, Ctrl+Y)").arg(undoStack_->redoText()) : tr("Nothing to redo"));
  };
  connect(undoStack_, &QUndoStack::canUndoChanged, this, updateUndoRedo);
  connect(undoStack_, &QUndoStack::canRedoChanged, this, updateUndoRedo);
  connect(undoStack_, &QUndoStack::undoTextChanged, this, updateUndoRedo);
  connect(undoStack_, &QUndoStack::redoTextChanged, this, updateUndoRedo);
  updateUndoRedo();
  // Spelled out: QKeySequence::Redo is Ctrl+Shift+Z here, which listed twice made the
  // shortcut ambiguous (redo never ran), and it leaves out Ctrl+Y.
  redoAction_->setShortcuts({QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Z), QKeySequence(Qt::CTRL | Qt::Key_Y)});
  propagateAction_ = new QAction(tr("Propagate"), this);
  // No key of its own: F5 is the window's Verify, and two actions on one key inside the
  // workbench made Qt run neither ("Ambiguous shortcut overload"); it runs after every edit.
  propagateAction_->setToolTip(tr("Run propagation again (it also runs after every edit)"));
  einDecompAction_ = new QAction(tr("Partition with EinDecomp\u2026"), this);
  einDecompAction_->setObjectName("einDecompAction");
  einDecompAction_->setToolTip(tr("Find a partition vector per op with EinDecomp's DP for the mesh's devices and apply the "
                                  "plan as annotations (one undo step)"));
  stagesAction_ = new QAction(tr("Pipeline stages\u2026"), this);
  stagesAction_->setObjectName("stagesAction");
  stagesAction_->setToolTip(tr("Split the module's layers into the Pipeline page's number of stages (stage DP) and colour "
                               "the graph by stage"));
  connect(einDecompAction_, &QAction::triggered, this, &AnnotateWorkbench::openEinDecompDialog);
  connect(stagesAction_, &QAction::triggered, this, &AnnotateWorkbench::partitionIntoStages);
  for (QAction* action : {undoAction_, redoAction_, propagateAction_}) {
    action->setShortcutContext(Qt::WidgetWithChildrenShortcut);  // docked: only when the workbench has focus
    addAction(action);
  }
  connect(propagateAction_, &QAction::triggered, this, &AnnotateWorkbench::propagateNow);

  auto* toolbar = new QToolBar(this);
  toolbar->setObjectName(QStringLiteral("workbenchToolbar"));
  toolbar->addAction(undoAction_);
  toolbar->addAction(redoAction_);
  toolbar->addSeparator();
  toolbar->addAction(propagateAction_);
  toolbar->addSeparator();
  toolbar->addAction(einDecompAction_);
  toolbar->addAction(stagesAction_);
  toolbar->addSeparator();
  semanticsChooser_ = new QComboBox(this);
  semanticsChooser_->setObjectName("semanticsChooser");
  semanticsChooser_->addItem(tr("GSPMD"), static_cast<int>(Semantics::Gspmd));
  semanticsChooser_->addItem(tr("Shardy"), static_cast<int>(Semantics::Shardy));
  semanticsChooser_->setToolTip(tr("Propagation semantics: XLA's GSPMD pass on the annotations, or Shardy's passes on the "
                                   "module's own sdy shardings (a .mlir file)"));
  toolbar->addWidget(new QLabel(tr("Semantics"), this));
  toolbar->addWidget(semanticsChooser_);
  connect(semanticsChooser_, &QComboBox::currentIndexChanged, this, [this](int index) {
    setSemantics(static_cast<Semantics>(semanticsChooser_->itemData(index).toInt()));
  });
  toolbar->addSeparator();
  status_ = new QLabel(this);
  status_->setObjectName("annotateStatus");
  toolbar->addWidget(status_);

  // Left: the mesh and the tensors.
  meshEditor_ = new views::MeshEditor(this);
  auto* meshBox = new QGroupBox(tr("Device mesh"), this);
  (new QVBoxLayout(meshBox))->addWidget(meshEditor_);
  filter_ = new QLineEdit(this);
  filter_->setObjectName("instructionFilter");
  filter_->setPlaceholderText(tr("Filter tensors"));
  filter_->setClearButtonEnabled(true);
  instructionModel_ = new QStringListModel(this);
  instructionProxy_ = new QSortFilterProxyModel(this);
  instructionProxy_->setSourceModel(instructionModel_);
  instructionProxy_->setFilterCaseSensitivity(Qt::CaseInsensitive);
  instructionList_ = new QListView(this);
  instructionList_->setObjectName("instructionList");
  instructionList_->setModel(instructionProxy_);
  instructionList_->setEditTriggers(QAbstractItemView::NoEditTriggers);
  instructionList_->setUniformItemSizes(true);
  auto* tensorBox = new QGroupBox(tr("Tensors"), this);
  auto* tensorLayout = new QVBoxLayout(tensorBox);
  tensorLayout->addWidget(filter_);
  tensorLayout->addWidget(instructionList_, 1);
  auto* left = new QSplitter(Qt::Vertical, this);
  left->addWidget(meshBox);
  left->addWidget(tensorBox);

  // Centre: annotate, propagation, cost.
  shardingEditor_ = new views::ShardingEditor(this);
  tileView_ = new views::TileView(this);
  auto* annotatePage = new QSplitter(Qt::Horizontal, this);
  annotatePage->addWidget(shardingEditor_);
  annotatePage->addWidget(tileView_);
  annotatePage->setStretchFactor(1, 1);
  annotatePage->setSizes({440, 560});
  // Which state the page shows, so a tensor the player's step selected is not taken for
  // that step's sharding (issue 23).
  stepNote_ = new QLabel(this);
  stepNote_->setObjectName("annotateStepNote");
  stepNote_->setWordWrap(true);
  stepNote_->setTextFormat(Qt::RichText);
  stepNote_->setStyleSheet("QLabel { color: #3c4043; }");
  auto* annotateTab = new QWidget(this);
  auto* annotateLayout = new QVBoxLayout(annotateTab);
  annotateLayout->setContentsMargins(0, 0, 0, 0);
  annotateLayout->addWidget(stepNote_);
  annotateLayout->addWidget(annotatePage, 1);

  player_ = new views::TracePlayer(this);
  stepTileView_ = new views::TileView(this);
  stepTileView_->setObjectName("stepTileView");
  stepLabel_ = new QLabel(this);
  stepLabel_->setObjectName("stepDescription");
  stepLabel_->setWordWrap(true);
  stepLabel_->setTextFormat(Qt::RichText);
  stepLabel_->setMinimumHeight(stepLabel_->fontMetrics().height() * 3);
  traceModel_ = new views::TraceEventModel(this);
  traceTable_ = makeTable(this, traceModel_, "traceTable");
  collectiveModel_ = new views::CollectiveTableModel(this);
  auto* collectiveBox = new QGroupBox(tr("Inserted collectives"), this);
  QTableView* collectiveTable = makeTable(collectiveBox, collectiveModel_, "collectiveTable");
  collectiveTable->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);  // few rows
  (new QVBoxLayout(collectiveBox))->addWidget(collectiveTable);
  auto* stepSplitter = new QSplitter(Qt::Horizontal, this);
  stepSplitter->addWidget(traceTable_);
  stepSplitter->addWidget(stepTileView_);
  stepSplitter->setStretchFactor(0, 3);
  stepSplitter->setStretchFactor(1, 2);
  stepSplitter->setSizes({620, 380});
  for (auto [column, width] : {std::pair{views::TraceEventModel::StepColumn, 50}, std::pair{views::TraceEventModel::KindColumn, 120},
                               std::pair{views::TraceEventModel::SubjectColumn, 150}, std::pair{views::TraceEventModel::RuleColumn, 100}})
    traceTable_->horizontalHeader()->resizeSection(column, width);
  auto* traceSplitter = new QSplitter(Qt::Vertical, this);
  traceSplitter->addWidget(stepSplitter);
  traceSplitter->addWidget(collectiveBox);
  traceSplitter->setStretchFactor(0, 3);
  auto* propagationPage = new QWidget(this);
  auto* propagationLayout = new QVBoxLayout(propagationPage);
  propagationLayout->addWidget(player_);
  propagationLayout->addWidget(stepLabel_);
  propagationLayout->addWidget(traceSplitter, 1);

  costPanel_ = new views::CostPanel(this);

  pipelineChart_ = new views::PipelineScheduleChart(this);
  pipelineKind_ = new QComboBox(this);
  pipelineKind_->addItems({tr("GPipe"), tr("1F1B")});
  pipelineStages_ = new QSpinBox(this);
  pipelineStages_->setRange(1, 64);
  pipelineStages_->setValue(4);
  pipelineMicrobatches_ = new QSpinBox(this);
  pipelineMicrobatches_->setRange(1, 64);
  pipelineMicrobatches_->setValue(8);
  auto* pipelinePage = new QWidget(this);
  auto* pipelineControls = new QHBoxLayout;
  pipelineControls->addWidget(pipelineKind_);
  pipelineControls->addWidget(new QLabel(tr("Stages"), pipelinePage));
  pipelineControls->addWidget(pipelineStages_);
  pipelineControls->addWidget(new QLabel(tr("Micro-batches"), pipelinePage));
  pipelineControls->addWidget(pipelineMicrobatches_);
  pipelineControls->addStretch(1);
  auto* pipelineLayout = new QVBoxLayout(pipelinePage);
  pipelineLayout->addLayout(pipelineControls);
  pipelineLayout->addWidget(pipelineChart_, 1);

  tabs_ = new QTabWidget(this);
  tabs_->addTab(annotateTab, tr("Annotate"));
  tabs_->addTab(propagationPage, tr("Propagation"));
  tabs_->addTab(costPanel_, tr("Cost"));
  tabs_->addTab(pipelinePage, tr("Pipeline"));

  auto* main = new QSplitter(Qt::Horizontal, this);
  main->addWidget(left);
  main->addWidget(tabs_);
  main->setStretchFactor(1, 1);
  main->setSizes({260, 740});
  auto* layout = new QVBoxLayout(this);
  layout->setContentsMargins(2, 2, 2, 2);
  noticeLabel_ = new QLabel(this);
  noticeLabel_->setObjectName("annotateNotice");
  noticeLabel_->setWordWrap(true);
  noticeLabel_->setTextInteractionFlags(Qt::TextSelectableByMouse);
  noticeLabel_->setStyleSheet("QLabel { background: #fff8e1; border: 1px solid #f29900; border-radius: 3px; padding: 3px; }");
  noticeLabel_->hide();
  layout->addWidget(toolbar);
  layout->addWidget(noticeLabel_);
  layout->addWidget(main, 1);

  connect(meshEditor_, &views::MeshEditor::meshEdited, this, &AnnotateWorkbench::setMesh);
  connect(filter_, &QLineEdit::textChanged, instructionProxy_, &QSortFilterProxyModel::setFilterFixedString);
  connect(instructionList_->selectionModel(), &QItemSelectionModel::currentChanged, this, [this](const QModelIndex& current) {
    if (current.isValid()) selectInstruction(current.data().toString());
  });
  connect(shardingEditor_, &views::ShardingEditor::shardingRequested, this,
          [this](const QString& tensor, const QString& gspmd, int priority) { annotate(tensor, gspmd, priority); });
  connect(shardingEditor_, &views::ShardingEditor::annotationRemovalRequested, this, &AnnotateWorkbench::removeAnnotation);
  connect(player_, &views::TracePlayer::currentStepChanged, this, &AnnotateWorkbench::onStep);
  connect(traceTable_->selectionModel(), &QItemSelectionModel::currentRowChanged, this, [this](const QModelIndex& current) {
    if (current.isValid()) player_->setCurrentStep(current.row());
  });
  connect(pipelineKind_, &QComboBox::currentIndexChanged, this, &AnnotateWorkbench::updatePipeline);
  connect(pipelineStages_, &QSpinBox::valueChanged, this, &AnnotateWorkbench::updatePipeline);
  connect(pipelineMicrobatches_, &QSpinBox::valueChanged, this, &AnnotateWorkbench::updatePipeline);
  updatePipeline();
  connect(costPanel_, &views::CostPanel::interconnectChanged, this, &AnnotateWorkbench::setInterconnect);
  connect(costPanel_, &views::CostPanel::pinRequested, this, [this] { pinForComparison(); });
  connect(costPanel_, &views::CostPanel::unpinRequested, this, &AnnotateWorkbench::clearComparison);
}

void AnnotateWorkbench::setModule(std::shared_ptr<const ir::Module> module) {
  module_ = std::move(module);
  propagation_.reset();
  plan_.reset();
  edges_.clear();
  QStringList names;
  if (module_) {
    for (const ir::Instruction& instruction : module_->entryComputation().instructions) names << qs(instruction.name);
    // A fresh mesh over the module's devices when it names more than the default.
    const int64_t devices = module_->numPartitions();
    if (devices > 1 && undoStack_->count() == 0 && document_->annotations().empty()) {
      session::Mesh mesh;
      mesh.shape = {devices};
      mesh.axisNames = {"x"};
      const QSignalBlocker blocker(document_);
      document_->setMesh(mesh);
      onMeshChanged();
    }
  }
  instructionModel_->setStringList(names);
  propagator_->setModule(module_);
  partitioner_->setModule(module_);
  if (stages_) {
    stages_.reset();
    emit pipelineStagesChanged({}, 0);
  }
  selected_.clear();
  refreshSelection();
  propagateNow();
}

session::Mesh AnnotateWorkbench::mesh() const { return document_->mesh(); }

std::vector<session::UserSharding> AnnotateWorkbench::userShardings() const { return document_->userShardings(); }

void AnnotateWorkbench::restoreAnnotations(const session::Mesh& mesh, const std::vector<session::UserSharding>& shardings) {
  undoStack_->clear();  // a restored session starts a new history
  document_->reset(mesh, shardings);
}

void AnnotateWorkbench::annotate(const QString& instruction, const QString& gspmd, int priority) {
  Annotation annotation{instruction.toStdString(), gspmd.toStdString(), priority};
  if (document_->annotation(annotation.instruction) == annotation) return;
  undoStack_->push(new SetAnnotationCommand(document_, annotation.instruction, annotation));
}

void AnnotateWorkbench::removeAnnotation(const QString& instruction) {
  if (!document_->annotation(instruction.toStdString())) return;
  undoStack_->push(new SetAnnotationCommand(document_, instruction.toStdString(), std::nullopt));
}

void AnnotateWorkbench::setMesh(const session::Mesh& mesh) {
  if (sameMesh(mesh, document_->mesh())) return;
  const MeshRemap remap = remapAnnotations(document_->annotations(), document_->mesh(), mesh, module_.get());
  if (remap.empty()) {
    undoStack_->push(new SetMeshCommand(document_, mesh));
    return;
  }
  // One undo step: the mesh and every annotation that follows it or is dropped.
  undoStack_->beginMacro(tr("Change the mesh and remap %n annotation(s)", nullptr,
                            static_cast<int>(remap.rewritten.size() + remap.dropped.size())));
  undoStack_->push(new SetMeshCommand(document_, mesh));
  for (const Annotation& annotation : remap.rewritten)
    undoStack_->push(new SetAnnotationCommand(document_, annotation.instruction, annotation));
  for (const AnnotationError& dropped : remap.dropped)
    undoStack_->push(new SetAnnotationCommand(document_, dropped.instruction, std::nullopt));
  undoStack_->endMacro();
  QStringList lines;
  if (!remap.rewritten.empty())
    lines << tr("Mesh changed: %n annotation(s) rewritten for the new mesh.", nullptr, static_cast<int>(remap.rewritten.size()));
  if (!remap.dropped.empty()) {
    QStringList dropped;
    for (const AnnotationError& error : remap.dropped)
      dropped << tr("`%1` (%2)").arg(QString::fromStdString(error.instruction), QString::fromStdString(error.message));
    lines << tr("%n annotation(s) dropped because they do not fit the new mesh: %1. Undo (Ctrl+Z) brings them back.", nullptr,
                static_cast<int>(remap.dropped.size()))
                 .arg(dropped.join(", "));
  }
  setNotice(lines.join(' '));
}

void AnnotateWorkbench::setNotice(const QString& text) {
  notice_ = text;
  noticeLabel_->setText(text);
  noticeLabel_->setVisible(!text.isEmpty());
  emit noticeChanged(text);
}

void AnnotateWorkbench::partitionWithEinDecomp() {
  if (!module_) return;
  partitioner_->runEinDecomp(static_cast<int>(shardingMesh_.numDevices()));
  refreshStatus();
}

void AnnotateWorkbench::openEinDecompDialog() {
  if (!module_) return;
  if (!einDecompDialog_) {
    einDecompDialog_ = new EinDecompDialog(this);
    connect(einDecompDialog_, &EinDecompDialog::applyRequested, this, &AnnotateWorkbench::onEinDecomp);
  }
  einDecompDialog_->setModule(module_, static_cast<int>(shardingMesh_.numDevices()));
  einDecompDialog_->show();
  einDecompDialog_->raise();
}

void AnnotateWorkbench::partitionIntoStages() {
  if (!module_) return;
  tabs_->setCurrentIndex(3);  // the pipeline page, whose stage and micro-batch counts are used
  partitioner_->runStages(pipelineStages_->value(), pipelineMicrobatches_->value());
  refreshStatus();
}

bool AnnotateWorkbench::isPartitioning() const { return partitioner_->isBusy(); }

void AnnotateWorkbench::onEinDecomp(std::shared_ptr<const EinDecompAnnotations> result) {
  // The plan replaces the hand annotations: one undo step brings them back.
  std::map<std::string, const Annotation*> planned;
  for (const Annotation& annotation : result->annotations) planned[annotation.instruction] = &annotation;
  undoStack_->beginMacro(tr("EinDecomp plan for %1 devices").arg(result->devices));
  for (const Annotation& old : document_->annotations())
    if (!planned.count(old.instruction)) undoStack_->push(new SetAnnotationCommand(document_, old.instruction, std::nullopt));
  for (const Annotation& annotation : result->annotations)
    if (document_->annotation(annotation.instruction) != annotation)
      undoStack_->push(new SetAnnotationCommand(document_, annotation.instruction, annotation));
  undoStack_->endMacro();
  QString text = tr("EinDecomp (%1, %2) for %3 devices: %n annotation(s) applied as one undo step; model cost %4.", nullptr,
                    static_cast<int>(result->annotations.size()))
                     .arg(QString::fromStdString(result->method), result->optimal ? tr("optimal") : tr("approximate"))
                     .arg(result->devices)
                     .arg(result->cost, 0, 'g', 6);
  if (!result->notExpressible.empty()) {
    QStringList names;
    for (const std::string& name : result->notExpressible) names << QString::fromStdString(name);
    text += tr(" No HLO sharding expresses the plan for: %1 (left to propagation).").arg(names.join(", "));
  }
  setNotice(text);
  refreshStatus();
  emit einDecompApplied();
}

void AnnotateWorkbench::onStages(std::shared_ptr<const PipelineStages> result) {
  stages_ = std::move(result);
  QHash<QString, int> stageOf;
  for (const auto& [name, stage] : stages_->stageOf) stageOf.insert(QString::fromStdString(name), stage);
  const int stages = static_cast<int>(stages_->plan.stages.size());
  {
    const QSignalBlocker blocker(pipelineStages_);
    pipelineStages_->setValue(stages);
  }
  updatePipeline();
  QStringList ranges;
  for (int s = 0; s < stages; ++s) {
    const auto [first, last] = stages_->plan.stages[static_cast<std::size_t>(s)];
    ranges << tr("stage %1: %2..%3").arg(s).arg(QString::fromStdString(stages_->layers[static_cast<std::size_t>(first)].name),
                                               QString::fromStdString(stages_->layers[static_cast<std::size_t>(last)].name));
  }
  setNotice(tr("Pipeline stages (%1 DP over %2 layers): %3; bubble fraction %4.")
                .arg(QString::fromStdString(stages_->plan.method))
                .arg(stages_->layers.size())
                .arg(ranges.join("; "))
                .arg(stages_->estimate.gpipeBubble, 0, 'f', 3));
  refreshStatus();
  emit pipelineStagesChanged(stageOf, stages);
}

void AnnotateWorkbench::applyShardings(const QList<QPair<QString, QString>>& shardings, const QString& description) {
  if (shardings.isEmpty()) return;
  undoStack_->beginMacro(description);
  for (const auto& [instruction, gspmd] : shardings) {
    const std::optional<Annotation> before = document_->annotation(instruction.toStdString());
    const int priority = before ? before->priority : 0;
    undoStack_->push(new SetAnnotationCommand(document_, instruction.toStdString(),
                                              Annotation{instruction.toStdString(), gspmd.toStdString(), priority}));
  }
  undoStack_->endMacro();
}

void AnnotateWorkbench::selectInstruction(const QString& name) {
  if (name == selected_) return;
  selected_ = name;
  const QModelIndexList found = instructionModel_->match(instructionModel_->index(0, 0), Qt::DisplayRole, name, 1, Qt::MatchExactly);
  if (!found.isEmpty()) {
    const QModelIndex proxied = instructionProxy_->mapFromSource(found.front());
    if (proxied.isValid() && instructionList_->currentIndex() != proxied) {
      const QSignalBlocker blocker(instructionList_->selectionModel());
      instructionList_->setCurrentIndex(proxied);
      instructionList_->scrollTo(proxied);
    }
  }
  refreshSelection();
  emit instructionSelected(name);
}

bool AnnotateWorkbench::isBusy() const { return propagator_->isBusy(); }

std::optional<sharding::HloSharding> AnnotateWorkbench::propagatedSharding(const QString& instruction) const {
  if (!module_ || !propagation_) return std::nullopt;
  const ir::InstructionId id = module_->entryComputation().find(instruction.toStdString());
  if (id < 0 || static_cast<std::size_t>(id) >= propagation_->entryShardings.size()) return std::nullopt;
  const auto& value = propagation_->entryShardings[static_cast<std::size_t>(id)];
  if (!value) return std::nullopt;
  return *value;
}

void AnnotateWorkbench::propagateNow() {
  if (!module_) return;
  failure_.clear();
  propagator_->submit(document_->annotations());
  refreshStatus();
}

void AnnotateWorkbench::onDocumentChanged() {
  emit annotationsChanged();
  refreshSelection();
  propagateNow();
}

void AnnotateWorkbench::onMeshChanged() {
  const session::Mesh& mesh = document_->mesh();
  meshEditor_->setMesh(mesh);
  auto built = views::toShardingMesh(mesh);
  if (auto* value = std::get_if<sharding::Mesh>(&built)) shardingMesh_ = *value;
  shardingEditor_->setMesh(shardingMesh_);
  refreshSelection();
}

void AnnotateWorkbench::onPropagated(quint64 request, std::shared_ptr<const AnnotatedPropagation> outcome) {
  shownRequest_ = request;
  propagation_ = std::move(outcome);
  traceModel_->setTrace(std::shared_ptr<const trace::Trace>(propagation_, &propagation_->result->trace));
  const int steps = static_cast<int>(std::min<std::size_t>(propagation_->result->trace.size(), INT_MAX));
  player_->setStepCount(steps, 0);  // emits currentStepChanged: the first step is drawn
  refreshStatus();
  emit propagationShown();
}

void AnnotateWorkbench::onPlanned(quint64 request, std::shared_ptr<const propagation::ReshardingPlan> plan) {
  if (request != shownRequest_) return;
  plan_ = std::move(plan);
  collectiveModel_->setPlan(plan_);
  costPanel_->setCurrentPlan(plan_, tr("Current annotations"));
  edges_.clear();
  for (const propagation::PlannedCollective& collective : plan_->collectives)
    edges_.append({QString::fromStdString(collective.producer), QString::fromStdString(collective.consumer)});
  refreshStatus();
  emit collectiveEdgesChanged(edges_);
  emit planReady();
}

void AnnotateWorkbench::onStep(int step) {
  traceModel_->setCurrentStep(step);
  refreshStepNote();
  if (step >= 0) {
    const QModelIndex row = traceModel_->index(step, 0);
    const QSignalBlocker blocker(traceTable_->selectionModel());
    traceTable_->selectionModel()->setCurrentIndex(row, QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
    traceTable_->scrollTo(row);
  }
  stepLabel_->setText(stepDescription());
  // The tensor this step changed, as it is right after the step.
  const ir::InstructionId id = module_ && propagation_ && step >= 0
      ? module_->entryComputation().find(propagation_->result->trace.at(static_cast<std::size_t>(step)).subject)
      : -1;
  if (id < 0) {
    stepTileView_->clear();
    return;
  }
  const ir::Instruction& instruction = module_->entryComputation().instructions[static_cast<std::size_t>(id)];
  if (!instruction.shape.isArray()) {
    stepTileView_->clear();
    return;
  }
  QString origin;
  stepTileView_->setTensor(qs(instruction.name), QString::fromStdString(instruction.shape.toString(false)), instruction.shape.dims,
                           shardingAtStep(id, step, &origin), shardingMesh_.numDevices());
}

QString AnnotateWorkbench::stepDescription() const {
  const int step = player_->currentStep();
  if (!propagation_ || step < 0)
    return propagation_ ? tr("Propagation changed nothing: every tensor keeps what it has.") : tr("No propagation yet.");
  const trace::TraceEvent& event = propagation_->result->trace.at(static_cast<std::size_t>(step));
  const auto detail = [&](const char* key) {
    const std::string* value = event.detail(key);
    return value ? QString::fromStdString(*value).toHtmlEscaped() : QString();
  };
  const QString subject = QString::fromStdString(event.subject).toHtmlEscaped();
  if (event.kind == "conflict") {
    return tr("<b>Conflict</b> at <b>%1</b> (%2 rule): it keeps <tt>%3</tt>; %4 implies <tt>%5</tt>.<br>"
              "<span style='color:#a02000'>Reason: %6</span>")
        .arg(subject, QString::fromStdString(event.rule).toHtmlEscaped(), detail("kept"),
             detail("source").isEmpty() ? tr("the boundary") : tr("`%1`").arg(detail("source")), detail("proposed"),
             detail("reason"));
  }
  return tr("<b>%1</b> changed: <tt>%2</tt> → <tt>%3</tt><br>from %4 <b>%5</b> by the <i>%6</i> rule "
            "(level %7, %8 pass)")
      .arg(subject, detail("old"), detail("new"), detail("direction") == "forward" ? tr("operand") : tr("user"),
           detail("source"), QString::fromStdString(event.rule).toHtmlEscaped(), detail("level"), detail("direction"));
}

std::optional<sharding::HloSharding> AnnotateWorkbench::shardingAtStep(ir::InstructionId id, int step, QString* origin) const {
  const ir::Instruction& instruction = module_->entryComputation().instructions[static_cast<std::size_t>(id)];
  const std::string name(instruction.name);
  if (auto annotation = document_->annotation(name)) {
    if (auto value = parsed(annotation->sharding)) {
      *origin = tr("Annotated by you (p%1).").arg(annotation->priority);
      return value;
    }
  }
  if (propagation_) {
    const auto& events = propagation_->result->trace.events();
    for (int k = std::min<int>(step, static_cast<int>(events.size()) - 1); k >= 0; --k) {
      const trace::TraceEvent& event = events[static_cast<std::size_t>(k)];
      if (event.kind != "sharding-changed" || event.subject != name) continue;
      const std::string* text = event.detail("new");
      const std::string* source = event.detail("source");
      *origin = tr("Propagated at step %1 from `%2` by the %3 rule.")
                    .arg(k + 1)
                    .arg(source ? QString::fromStdString(*source) : QString("?"), QString::fromStdString(event.rule));
      if (text) return parsed(*text);
    }
  }
  if (instruction.sharding) {
    *origin = tr("As written in the file.");
    return *instruction.sharding;
  }
  *origin = tr("No sharding (replicated).");
  return std::nullopt;
}

void AnnotateWorkbench::refreshSelection() {
  const ir::InstructionId id = module_ && !selected_.isEmpty() ? module_->entryComputation().find(selected_.toStdString()) : -1;
  refreshStepNote();
  if (id < 0) {
    shardingEditor_->setTensor({}, {}, {});
    tileView_->clear();
    return;
  }
  const ir::Instruction& instruction = module_->entryComputation().instructions[static_cast<std::size_t>(id)];
  const QString shapeText = QString::fromStdString(instruction.shape.toString(false));
  const std::vector<int64_t> dims = instruction.shape.isArray() ? instruction.shape.dims : std::vector<int64_t>{};
  // The editor shows where propagation ended; the propagation page replays the steps.
  QString origin;
  const std::optional<sharding::HloSharding> value = shardingAtStep(id, INT_MAX, &origin);
  const std::optional<Annotation> annotation = document_->annotation(selected_.toStdString());
  if (shardingEditor_->tensor() != selected_) shardingEditor_->setTensor(selected_, dims, shapeText);
  shardingEditor_->setSharding(value, annotation.has_value(), annotation ? annotation->priority : 0, origin);
  if (instruction.shape.isArray())
    tileView_->setTensor(selected_, shapeText, dims, value, shardingMesh_.numDevices());
  else
    tileView_->clear();
}

QString AnnotateWorkbench::stepNoteText() const { return stepNote_->text(); }

void AnnotateWorkbench::refreshStepNote() {
  const int step = player_->currentStep();
  const int steps = player_->stepCount();
  if (!propagation_ || !propagation_->result || steps <= 0 || step < 0 || selected_.isEmpty()) {
    stepNote_->clear();
    stepNote_->hide();
    return;
  }
  const trace::TraceEvent& event = propagation_->result->trace.at(static_cast<std::size_t>(step));
  const QString tensor = selected_.toHtmlEscaped();
  if (qs(event.subject) == selected_) {
    const std::string* value = event.detail(event.kind == "conflict" ? "kept" : "new");
    stepNote_->setText(tr("<b>%1</b> is the tensor of the player's current step, <b>step %2 of %3</b> (Propagation tab), "
                          "which %4 <tt>%5</tt>. This page shows its sharding <b>after all %3 steps</b>.")
                           .arg(tensor)
                           .arg(step + 1)
                           .arg(steps)
                           .arg(event.kind == "conflict" ? tr("kept it at") : tr("set it to"))
                           .arg(value ? qs(*value).toHtmlEscaped() : QStringLiteral("?")));
  } else {
    stepNote_->setText(tr("This page shows <b>%1</b> after all %2 steps of propagation; the player (Propagation tab) is at "
                          "step %3, which changed %4.")
                           .arg(tensor)
                           .arg(steps)
                           .arg(step + 1)
                           .arg(qs(event.subject).toHtmlEscaped()));
  }
  stepNote_->show();
}

void AnnotateWorkbench::refreshStatus() {
  status_->setText(statusText());
}

QString AnnotateWorkbench::statusText() const {
  if (!module_) return tr("No module.");
  if (propagator_->isBusy()) return tr("Propagating…");
  if (partitioner_->isBusy()) return tr("Partitioning…");
  QStringList parts;
  if (!failure_.isEmpty()) parts << tr("Propagation failed: %1").arg(failure_);
  if (propagation_) {
    parts << tr("%1: %2 steps, %3 conflicts")
                 .arg(propagation_->engine == "shardy" ? tr("Shardy") : tr("GSPMD"))
                 .arg(propagation_->result->changes)
                 .arg(propagation_->result->conflicts);
    for (const AnnotationError& error : propagation_->errors)
      parts << tr("`%1` not applied: %2").arg(QString::fromStdString(error.instruction), QString::fromStdString(error.message));
  }
  if (plan_) parts << tr("%n collective(s)", nullptr, static_cast<int>(plan_->collectives.size()));
  return parts.join("; ");
}

void AnnotateWorkbench::setTopologyTable(const propagation::TopologyTable& table) {
  topologies_ = table;
  const QString current = QString::fromStdString(propagator_->interconnect().name);
  costPanel_->setTopologyTable(table, table.find(current.toStdString()) ? current : QString::fromUtf8(propagation::kDefaultInterconnect.data()));
}

void AnnotateWorkbench::setSemantics(Semantics semantics) {
  const int index = semanticsChooser_->findData(static_cast<int>(semantics));
  if (index >= 0 && semanticsChooser_->currentIndex() != index) semanticsChooser_->setCurrentIndex(index);  // comes back here
  if (propagator_->semantics() == semantics) return;
  propagator_->setSemantics(semantics);
  failure_.clear();
  propagateNow();
}

Semantics AnnotateWorkbench::semantics() const { return propagator_->semantics(); }

void AnnotateWorkbench::setInterconnect(const QString& name) {
  const propagation::Interconnect* chosen = topologies_.find(name.toStdString());
  if (!chosen || *chosen == propagator_->interconnect()) return;
  propagator_->setInterconnect(*chosen);
  // Bytes do not depend on the interconnect; only the times are recomputed.
  if (plan_) {
    plan_ = std::make_shared<const propagation::ReshardingPlan>(retimePlan(*plan_, *chosen));
    collectiveModel_->setPlan(plan_);
    costPanel_->setCurrentPlan(plan_, tr("Current annotations"));
  }
  if (pinned_) pinned_ = std::make_shared<const propagation::ReshardingPlan>(retimePlan(*pinned_, *chosen));
  updateComparison();
  if (costPanel_->interconnect() != name) {
    const QSignalBlocker blocker(costPanel_);
    costPanel_->setTopologyTable(topologies_, name);
  }
}

void AnnotateWorkbench::pinForComparison(const QString& label) {
  if (!plan_) return;
  pinned_ = plan_;
  QStringList annotations;
  for (const Annotation& annotation : document_->annotations())
    annotations << QString::fromStdString(annotation.instruction) + " " + QString::fromStdString(annotation.sharding);
  pinnedLabel_ = label.isEmpty() ? tr("Pinned: %1").arg(annotations.isEmpty() ? tr("no annotations") : annotations.join(", ")) : label;
  updateComparison();
}

void AnnotateWorkbench::clearComparison() {
  pinned_.reset();
  updateComparison();
}

void AnnotateWorkbench::updateComparison() {
  costPanel_->setComparisonPlan(pinned_, pinnedLabel_);
}

void AnnotateWorkbench::setPipeline(views::PipelineSchedule schedule, int stages, int microbatches) {
  const QSignalBlocker kind(pipelineKind_), stageBox(pipelineStages_), microbatchBox(pipelineMicrobatches_);
  pipelineKind_->setCurrentIndex(schedule == views::PipelineSchedule::GPipe ? 0 : 1);
  pipelineStages_->setValue(stages);
  pipelineMicrobatches_->setValue(microbatches);
  updatePipeline();
}

void AnnotateWorkbench::updatePipeline() {
  const int stages = pipelineStages_->value();
  const int microbatches = pipelineMicrobatches_->value();
  pipelineChart_->setSchedule(pipelineKind_->currentIndex() == 0 ? views::PipelineSchedule::GPipe : views::PipelineSchedule::OneFOneB,
                              stages, microbatches, partition::bubbleFraction(stages, microbatches));
  // The stage DP's costs label the rows while its stage count is the one shown.
  if (stages_ && static_cast<int>(stages_->plan.stageWeights.size()) == stages)
    pipelineChart_->setStageCosts(stages_->plan.stageWeights, partition::alpaTrainingObjective(stages_->plan.stageWeights, microbatches));
  else
    pipelineChart_->setStageCosts({}, 0);
}

}  // namespace shardscope::annotate
