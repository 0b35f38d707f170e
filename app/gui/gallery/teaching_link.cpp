#include "gui/gallery/teaching_link.h"

#include "gui/gallery/gallery_widget.h"
#include "gui/gallery/guided_tour.h"
#include "gui/gallery/slide_export_dialog.h"
#include "gui/gallery/summary_link.h"
#include "gui/gallery/tour_player_link.h"
#include "gui/main_window.h"
#include "gui/teach/communication_overlap_window.h"
#include "gui/teach/pipeline_schedules_window.h"
#include "gui/teach/strategy_explorer_window.h"
#include "views/graph/graph_view.h"
#include "zoo/zoo.h"
#include "zoo/zoo_writer.h"

#include <QAction>
#include <QDialog>
#include <QDir>
#include <QMenu>
#include <QMenuBar>
#include <QStackedWidget>
#include <QStandardPaths>
#include <QTimer>
#include <QVBoxLayout>

namespace shardscope::gui::gallery {
namespace {

QMenu* fileMenu(MainWindow* window) {
  for (QAction* action : window->menuBar()->actions())
    if (action->menu() && action->menu()->actions().contains(window->action(QStringLiteral("open")))) return action->menu();
  return nullptr;
}

QString zooFolder(const GalleryEntry& entry) {
  const QString cache = QStandardPaths::writableLocation(QStandardPaths::CacheLocation);
  return QDir(cache.isEmpty() ? QDir::tempPath() : cache).filePath(QStringLiteral("gallery/") + QString(entry.id).replace(QLatin1Char('/'), QLatin1Char('-')));
}

}  // namespace

TeachingLink::TeachingLink(MainWindow* window, std::optional<QList<GalleryEntry>> catalog)
    : QObject(window), window_(window), catalog_(catalog ? *catalog : buildGalleryCatalog(findGalleryRoots())) {
  summary_ = new SummaryLink(window_);
  tours_ = new TourPlayerLink(window_);
  installStartPage();
  addActions();
  connect(window_, &MainWindow::pairLoaded, this, &TeachingLink::onPairLoaded);
  connect(window_, &MainWindow::verificationFinished, this, &TeachingLink::onVerificationFinished);
  connect(window_, &MainWindow::verificationFinished, this, &TeachingLink::updateProgramVerdict);
  connect(window_, &MainWindow::numericFinished, this, [this] {
    if (stage_ == Stage::Checking) finishEntry();
  });
  connect(window_, &MainWindow::loadFailed, this, [this](const QString& message) {
    if (pending_) fail(message);
  });
  connect(window_, &MainWindow::analysisFailed, this, [this](const QString& message) {
    if (pending_) fail(message);
  });
}

const GalleryEntry* TeachingLink::entry(const QString& id) const {
  for (const GalleryEntry& candidate : catalog_)
    if (candidate.id == id) return &candidate;
  return nullptr;
}

void TeachingLink::installStartPage() {
  startPage_ = new GalleryWidget;
  startPage_->setObjectName(QStringLiteral("startPage"));
  startPage_->setEntries(catalog_);
  connect(startPage_, &GalleryWidget::openRequested, this, &TeachingLink::openEntry);
  connect(startPage_, &GalleryWidget::strategyExplorerRequested, this, &TeachingLink::strategyExplorerRequested);
  stack_ = new QStackedWidget;
  stack_->setObjectName(QStringLiteral("centralStack"));
  QWidget* graphs = window_->takeCentralWidget();
  stack_->addWidget(startPage_);
  stack_->addWidget(graphs);
  window_->setCentralWidget(stack_);
  stack_->setCurrentIndex(window_->hasPair() ? 1 : 0);
  stack_->show();  // the window may be shown already; a new child is not shown with it
}

bool TeachingLink::isStartPageShown() const { return stack_->currentWidget() == startPage_; }

void TeachingLink::addActions() {
  auto* openExample = new QAction(tr("Open &Example…"), window_);
  openExample->setObjectName(QStringLiteral("openExample"));
  openExample->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_E));
  openExample->setStatusTip(tr("Choose a parallel strategy or a captured pair from the gallery"));
  connect(openExample, &QAction::triggered, this, &TeachingLink::showGalleryDialog);
  auto* exportSlide = new QAction(tr("Export &Slide…"), window_);
  exportSlide->setObjectName(QStringLiteral("exportSlide"));
  exportSlide->setStatusTip(tr("Write a view as a PNG or SVG slide at a chosen size and scale"));
  connect(exportSlide, &QAction::triggered, this, &TeachingLink::chooseAndExportSlide);
  window_->addAction(openExample);
  window_->addAction(exportSlide);
  addTeachMenu();
  if (QMenu* file = fileMenu(window_)) {
    const QList<QAction*> actions = file->actions();
    const int open = actions.indexOf(window_->action(QStringLiteral("openPairDirectory")));
    file->insertAction(actions.value(open + 1), openExample);
    const int report = actions.indexOf(window_->action(QStringLiteral("exportReport")));
    file->insertAction(actions.value(report + 1), exportSlide);
  }
}

// Teach > Strategy Explorer…, Pipeline Schedules…, Communication Overlap… (issue 24
// items 3, 5, 6): each its own window, made on first use and raised after that. The
// gallery's "Strategy explorer" button opens the first.
void TeachingLink::addTeachMenu() {
  auto* teach = new QMenu(tr("&Teach"), window_);
  teach->setObjectName(QStringLiteral("teachMenu"));
  QAction* help = nullptr;  // the menu goes before Help, when there is one
  for (QAction* action : window_->menuBar()->actions())
    if (action->text() == tr("&Help")) help = action;
  if (help) window_->menuBar()->insertMenu(help, teach);
  else window_->menuBar()->addMenu(teach);
  auto add = [&](const QString& text, const QString& name, auto show) {
    QAction* action = teach->addAction(text);
    action->setObjectName(name);
    connect(action, &QAction::triggered, this, show);
  };
  add(tr("&Strategy Explorer…"), QStringLiteral("strategyExplorer"), &TeachingLink::showStrategyExplorer);
  add(tr("&Pipeline Schedules…"), QStringLiteral("pipelineSchedules"), &TeachingLink::showPipelineSchedules);
  add(tr("&Communication Overlap…"), QStringLiteral("communicationOverlap"), &TeachingLink::showCommunicationOverlap);
  connect(this, &TeachingLink::strategyExplorerRequested, this, &TeachingLink::showStrategyExplorer);
}

namespace {
template <typename Window>
Window* raiseWindow(QPointer<QMainWindow>& slot, QWidget* parent) {
  if (!slot) slot = new Window(parent);
  slot->show();
  slot->raise();
  slot->activateWindow();
  return static_cast<Window*>(slot.data());
}
}  // namespace

QMainWindow* TeachingLink::showStrategyExplorer() { return raiseWindow<teaching::StrategyExplorerWindow>(explorer_, window_); }
QMainWindow* TeachingLink::showPipelineSchedules() { return raiseWindow<teaching::PipelineSchedulesWindow>(schedules_, window_); }
QMainWindow* TeachingLink::showCommunicationOverlap() { return raiseWindow<teaching::CommunicationOverlapWindow>(overlap_, window_); }

QDialog* TeachingLink::showGalleryDialog() {
  if (!galleryDialog_) {
    galleryDialog_ = new QDialog(window_);
    galleryDialog_->setObjectName(QStringLiteral("galleryDialog"));
    galleryDialog_->setWindowTitle(tr("Open Example"));
    galleryDialog_->resize(1100, 720);
    auto* layout = new QVBoxLayout(galleryDialog_);
    auto* gallery = new GalleryWidget(galleryDialog_);
    gallery->setEntries(catalog_);
    layout->addWidget(gallery);
    connect(gallery, &GalleryWidget::openRequested, this, [this](const GalleryEntry& entry) {
      galleryDialog_->hide();
      openEntry(entry);
    });
    connect(gallery, &GalleryWidget::strategyExplorerRequested, this, &TeachingLink::strategyExplorerRequested);
  }
  galleryDialog_->show();
  galleryDialog_->raise();
  return galleryDialog_;
}

void TeachingLink::openEntry(const GalleryEntry& entry) {
  pending_ = entry;
  stage_ = Stage::Loading;
  tours_->clear();
  switch (entry.source) {
    case GallerySource::Zoo: {
      zoo::ZooRequest request;
      request.name = entry.strategy.toStdString();
      if (!entry.bug.isEmpty()) {
        const std::optional<zoo::BugKind> bug = zoo::bugKindFromName(entry.bug.toStdString());
        if (!bug) return fail(tr("unknown bug kind %1").arg(entry.bug));
        request.bug = *bug;
      }
      const QString folder = zooFolder(entry);
      JobRunner::Work<QString> work = [request, folder](const CancellationToken& cancel, const ProgressCallback& progress) {
        const zoo::ZooResult result = zoo::generateZooCase(request, cancel, progress);
        zoo::writeZooCase(result.zooCase, folder.toStdString(), cancel);
        return folder;
      };
      window_->jobs()->start<QString>(JobKind::Load, tr("Generating %1").arg(entry.title), std::move(work), this, [this](QString folder) {
        // Opened on the next turn, once the generating job has ended.
        QTimer::singleShot(0, this, [this, folder] {
          if (pending_) window_->openPair(QDir(folder).filePath(QStringLiteral("baseline.hlo")), QDir(folder).filePath(QStringLiteral("distributed.hlo")));
        });
      });
      connect(window_->jobs(), &JobRunner::jobFailed, this, [this](quint64, JobKind kind, const QString& message) {
        if (kind == JobKind::Load && pending_ && stage_ == Stage::Loading) fail(message);
      }, Qt::SingleShotConnection);
      return;
    }
    case GallerySource::JaxCorpus: {
      QString error;
      if (!window_->openPairDirectory(entry.pairDirectory, &error)) fail(error);
      return;
    }
    case GallerySource::Neuron: window_->openPair(entry.baseline, entry.distributed); return;
  }
}

void TeachingLink::onPairLoaded() {
  stack_->setCurrentIndex(1);
  updateProgramVerdict();
  if (!pending_ || stage_ != Stage::Loading) return;
  stage_ = Stage::Verifying;
  window_->runVerification();
}

void TeachingLink::onVerificationFinished() {
  if (!pending_ || stage_ != Stage::Verifying) return;
  // A bug entry also gets the numeric check: its counterexample turns "not verified" into
  // "differs" and marks the first divergence.
  if (pending_->source == GallerySource::Zoo && !pending_->expectEquivalent) {
    stage_ = Stage::Checking;
    window_->runNumericCheck();
    return;
  }
  finishEntry();
}

void TeachingLink::finishEntry() {
  const GalleryEntry entry = *pending_;
  pending_.reset();
  stage_ = Stage::Idle;
  opened_ = entry;
  if (!entry.tour.isEmpty()) {
    const TourLoad load = loadTour(entry.tour);
    if (!load.tour) {
      emit entryFailed(entry.id, load.error);
      return;
    }
    tours_->setTour(*load.tour);
  }
  emit entryReady(entry.id);
}

void TeachingLink::fail(const QString& message) {
  const QString id = pending_ ? pending_->id : QString();
  pending_.reset();
  stage_ = Stage::Idle;
  emit entryFailed(id, message);
}

void TeachingLink::updateProgramVerdict() {
  // An equivalent program's groups must not read as "not verified" at a glance (issue 24
  // item 7): members the result does not need are drawn as a share, not as the fill.
  const bool equivalent = window_->verification() && window_->verification()->equivalent;
  for (Side side : {Side::Baseline, Side::Distributed}) window_->graphView(side)->setProgramEquivalent(equivalent);
}

void TeachingLink::chooseAndExportSlide() {
  auto* dialog = new SlideExportDialog(window_);
  dialog->setAttribute(Qt::WA_DeleteOnClose);
  dialog->open();
}

}  // namespace shardscope::gui::gallery
