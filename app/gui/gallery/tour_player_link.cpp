#include "gui/gallery/tour_player_link.h"

#include "gui/main_window.h"
#include "gui/module_index.h"
#include "views/graph/graph_view.h"
#include "views/trace/trace_player.h"

#include <QDockWidget>
#include <QLabel>
#include <QTextBrowser>
#include <QVBoxLayout>

namespace shardscope::gui::gallery {
namespace {

QStringList namesOf(const QList<TourNode>& nodes, const views::GraphView* view) {
  QStringList names;
  for (const TourNode& node : nodes)
    if (view->nodeIndex(node.name) >= 0) names << node.name;
  return names;
}

}  // namespace

TourPlayerLink::TourPlayerLink(MainWindow* window) : QObject(window), window_(window) {
  auto* panel = new QWidget(window_);
  panel->setObjectName(QStringLiteral("guidedTour"));
  auto* layout = new QVBoxLayout(panel);
  layout->setContentsMargins(4, 4, 4, 4);
  title_ = new QLabel(panel);
  title_->setWordWrap(true);
  layout->addWidget(title_);
  player_ = new views::TracePlayer(panel);
  player_->setObjectName(QStringLiteral("tourPlayer"));
  player_->setStepsPerSecond(1);  // the slowest rate the player offers; a class mostly steps by hand
  player_->setShortcutScope(panel);
  layout->addWidget(player_);
  text_ = new QTextBrowser(panel);
  text_->setObjectName(QStringLiteral("tourText"));
  layout->addWidget(text_, 1);
  problemsLabel_ = new QLabel(panel);
  problemsLabel_->setWordWrap(true);
  problemsLabel_->setStyleSheet(QStringLiteral("color: #b71c1c;"));
  problemsLabel_->setTextInteractionFlags(Qt::TextSelectableByMouse);
  problemsLabel_->hide();
  layout->addWidget(problemsLabel_);
  dock_ = window_->addAnalysisDock(panel, tr("Guided tour"));  // tabbed at the bottom: the graphs keep their width
  dock_->setObjectName(QStringLiteral("guidedTourDock"));
  connect(player_, &views::TracePlayer::currentStepChanged, this, &TourPlayerLink::showStep);
  connect(window_, &MainWindow::pairLoaded, this, &TourPlayerLink::clear);
  clear();
}

int TourPlayerLink::currentStep() const { return player_->currentStep(); }
int TourPlayerLink::stepCount() const { return player_->stepCount(); }
QString TourPlayerLink::stepText() const { return title_->text() + QLatin1Char('\n') + text_->toPlainText(); }

void TourPlayerLink::clear() {
  tour_.reset();
  problems_.clear();
  problemsLabel_->hide();
  player_->setStepCount(0);
  title_->setText(tr("<b>No tour.</b> Open an example from File > Open Example… to take its guided tour."));
  text_->clear();
}

QStringList TourPlayerLink::setTour(const GuidedTour& tour) {
  tour_ = tour;
  const std::optional<LoadedPair>& pair = window_->pair();
  problems_ = checkTourNodes(tour, pair ? pair->baseline.get() : nullptr, pair ? pair->distributed.get() : nullptr);
  problemsLabel_->setVisible(!problems_.isEmpty());
  problemsLabel_->setText(problems_.join(QLatin1Char('\n')));
  dock_->show();
  dock_->raise();
  player_->setStepCount(tour.steps.size(), 0);
  showStep(player_->currentStep());  // setStepCount does not announce step 0 when it was already 0
  return problems_;
}

void TourPlayerLink::showStep(int step) {
  if (!tour_ || step < 0 || step >= tour_->steps.size()) return;
  const TourStep& current = tour_->steps[step];
  title_->setText(QStringLiteral("<b>%1</b><br>%2 %3 of %4: %5")
                      .arg(tour_->title.toHtmlEscaped(), tr("Step"))
                      .arg(step + 1)
                      .arg(tour_->steps.size())
                      .arg(current.title.toHtmlEscaped()));
  text_->setPlainText(current.text);
  views::GraphView* distributedView = window_->graphView(Side::Distributed);
  views::GraphView* baselineView = window_->graphView(Side::Baseline);
  const QStringList distributed = namesOf(current.distributed, distributedView);
  const QStringList baseline = namesOf(current.baseline, baselineView);
  // The distributed node first: the window follows with its counterpart and source line;
  // the step's own baseline node then replaces the counterpart where it names one.
  if (!distributed.isEmpty()) window_->selectInstruction(Side::Distributed, distributed.front());
  if (!baseline.isEmpty()) {
    if (distributed.isEmpty()) window_->selectInstruction(Side::Baseline, baseline.front());
    else baselineView->selectInstruction(baseline.front(), true);
  }
  distributedView->highlightInstructions(distributed);
  baselineView->highlightInstructions(baseline);
  emit stepShown(step);
}

}  // namespace shardscope::gui::gallery
