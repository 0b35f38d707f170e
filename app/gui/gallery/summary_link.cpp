#include "gui/gallery/summary_link.h"

#include "gui/main_window.h"
#include "views/summary/program_summary_view.h"

#include <QDockWidget>
#include <QPointer>
#include <QSettings>
#include <QtConcurrent/QtConcurrentRun>

namespace shardscope::gui::gallery {
namespace {

const char* const kSettingsKey = "summary/interconnect";

const propagation::Interconnect& interconnectNamed(const propagation::TopologyTable& table, const QString& name) {
  if (const propagation::Interconnect* found = table.find(name.toStdString())) return *found;
  return *table.find(propagation::kDefaultInterconnect);
}

const propagation::TopologyTable& topologyTable() {
  static const propagation::TopologyTable table = propagation::defaultTopologyTable();
  return table;
}

}  // namespace

QString summaryInterconnectName() {
  const QString name = QSettings().value(QLatin1String(kSettingsKey)).toString();
  return topologyTable().find(name.toStdString()) ? name : QString::fromUtf8(propagation::kDefaultInterconnect.data(), propagation::kDefaultInterconnect.size());
}

std::optional<summary::ProgramSummary> summarizeOpenPair(const MainWindow& window) {
  const std::optional<LoadedPair>& pair = window.pair();
  if (!pair || !pair->distributed) return std::nullopt;
  return summary::summarizeProgram(*pair->distributed, pair->baseline.get(), interconnectNamed(topologyTable(), summaryInterconnectName()));
}

SummaryLink::SummaryLink(MainWindow* window) : QObject(window), window_(window), view_(new views::ProgramSummaryView(window)) {
  view_->setObjectName(QStringLiteral("programSummary"));
  QStringList names;
  for (const propagation::Interconnect& link : topologyTable().interconnects) names << QString::fromStdString(link.name);
  view_->setInterconnects(names, summaryInterconnectName());
  dock_ = window_->addAnalysisDock(view_, tr("Summary"));
  dock_->setObjectName(QStringLiteral("summaryDock"));
  connect(view_, &views::ProgramSummaryView::interconnectChosen, this, &SummaryLink::setInterconnect);
  connect(view_, &views::ProgramSummaryView::instructionActivated, this,
          [this](const QString& name) { window_->selectInstruction(Side::Distributed, name); });
  connect(window_, &MainWindow::pairLoaded, this, &SummaryLink::recompute);
}

SummaryLink::~SummaryLink() {
  if (cancel_) cancel_->cancel();
}

void SummaryLink::setInterconnect(const QString& name) {
  QSettings().setValue(QLatin1String(kSettingsKey), name);
  if (view_->interconnect() != name) {
    const QSignalBlocker block(view_);
    QStringList names;
    for (const propagation::Interconnect& link : topologyTable().interconnects) names << QString::fromStdString(link.name);
    view_->setInterconnects(names, summaryInterconnectName());
  }
  recompute();
}

void SummaryLink::recompute() {
  if (cancel_) cancel_->cancel();
  const std::optional<LoadedPair>& pair = window_->pair();
  if (!pair || !pair->distributed) {
    view_->clear();
    return;
  }
  const quint64 generation = ++generation_;
  cancel_ = std::make_shared<CancellationToken>();
  computing_ = true;
  auto* watcher = new QFutureWatcher<std::optional<summary::ProgramSummary>>(this);
  connect(watcher, &QFutureWatcherBase::finished, this, [this, watcher, generation] {
    watcher->deleteLater();
    if (generation != generation_) return;  // a newer question is being answered
    computing_ = false;
    const std::optional<summary::ProgramSummary> result = watcher->result();
    if (result) view_->setSummary(*result);
    emit summaryReady();
  });
  watcher->setFuture(QtConcurrent::run([distributed = pair->distributed, baseline = pair->baseline, token = *cancel_,
                                        link = interconnectNamed(topologyTable(), summaryInterconnectName())]()
                                           -> std::optional<summary::ProgramSummary> {
    try {
      return summary::summarizeProgram(*distributed, baseline.get(), link, token);
    } catch (const std::exception&) {
      return std::nullopt;  // cancelled (superseded), or a program without an entry
    }
  }));
}

}  // namespace shardscope::gui::gallery
