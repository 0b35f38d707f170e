#pragma once
// Issue 24's teaching features, attached to the main window the way WorkbenchLink
// attaches the sharding workbench: the gallery as the start page (while no pair is open)
// and as File > Open Example…, opening an entry (generate or load the pair, verify it,
// then start its guided tour), the Summary dock (View > Summary), the Guided tour dock,
// group colours by share on both graphs, and File > Export Slide….
#include "gui/gallery/gallery_catalog.h"

#include <QObject>
#include <QPointer>

#include <optional>

class QAction;
class QDialog;
class QMainWindow;
class QStackedWidget;

namespace shardscope::gui {
class MainWindow;
}

namespace shardscope::gui::gallery {

class GalleryWidget;
class SummaryLink;
class TourPlayerLink;

class TeachingLink : public QObject {
  Q_OBJECT

 public:
  // `catalog`: the entries to offer; nullopt builds the full catalogue (zoo, JAX corpus,
  // Neuron dumps found by findGalleryRoots()).
  explicit TeachingLink(MainWindow* window, std::optional<QList<GalleryEntry>> catalog = std::nullopt);

  const QList<GalleryEntry>& catalog() const { return catalog_; }
  const GalleryEntry* entry(const QString& id) const;
  // Generates or loads the entry's pair, then verifies it (and runs the numeric check
  // on a bug entry) and starts its tour; entryReady (or entryFailed) follows.
  void openEntry(const GalleryEntry& entry);
  std::optional<GalleryEntry> openedEntry() const { return opened_; }

  GalleryWidget* startPage() const { return startPage_; }
  bool isStartPageShown() const;
  // File > Open Example…: a window with the gallery (non-modal); returns it.
  QDialog* showGalleryDialog();
  // Teach menu: the strategy explorer, pipeline schedules and communication overlap
  // windows (gui/teach/), made on first use; each returns the shown window.
  QMainWindow* showStrategyExplorer();
  QMainWindow* showPipelineSchedules();
  QMainWindow* showCommunicationOverlap();
  TourPlayerLink* tours() const { return tours_; }
  SummaryLink* summary() const { return summary_; }

 signals:
  void entryReady(const QString& id);  // loaded, analysed, tour started (if it has one)
  void entryFailed(const QString& id, const QString& message);
  // The gallery's slot for the strategy explorer window (issue 24 item 3).
  void strategyExplorerRequested();

 private:
  void installStartPage();
  void addActions();
  void addTeachMenu();
  void onPairLoaded();
  void onVerificationFinished();
  void finishEntry();
  void fail(const QString& message);
  void chooseAndExportSlide();
  void updateProgramVerdict();

  MainWindow* window_;
  QList<GalleryEntry> catalog_;
  QStackedWidget* stack_ = nullptr;
  GalleryWidget* startPage_ = nullptr;
  QPointer<QDialog> galleryDialog_;
  QPointer<QMainWindow> explorer_, schedules_, overlap_;
  TourPlayerLink* tours_ = nullptr;
  SummaryLink* summary_ = nullptr;
  std::optional<GalleryEntry> pending_;  // opening: waits for the pair, then the analyses
  std::optional<GalleryEntry> opened_;
  enum class Stage { Idle, Loading, Verifying, Checking } stage_ = Stage::Idle;
};

}  // namespace shardscope::gui::gallery
