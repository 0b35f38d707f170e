#pragma once
// Docks the "Summary" panel (views::ProgramSummaryView) and keeps it current: when a pair
// is loaded, or another interconnect is chosen, the summary is computed on a worker
// thread (summary::summarizeProgram, cancelled when superseded) and drawn when it lands.
// The chosen interconnect is remembered (QSettings) and used by the HTML report too.
#include "summary/program_summary.h"

#include <QFutureWatcher>
#include <QObject>

#include <memory>
#include <optional>

class QDockWidget;

namespace shardscope::views {
class ProgramSummaryView;
}

namespace shardscope::gui {
class MainWindow;
}

namespace shardscope::gui::gallery {

// The interconnect the summary panel and the report use (default: nvlink4).
QString summaryInterconnectName();
// The summary of the open pair on that interconnect, computed now; nullopt without a
// distributed program. For the report export, which runs on the GUI thread anyway.
std::optional<summary::ProgramSummary> summarizeOpenPair(const MainWindow& window);

class SummaryLink : public QObject {
  Q_OBJECT

 public:
  explicit SummaryLink(MainWindow* window);
  ~SummaryLink() override;

  views::ProgramSummaryView* view() const { return view_; }
  QDockWidget* dock() const { return dock_; }
  void setInterconnect(const QString& name);
  bool isComputing() const { return computing_; }

 signals:
  void summaryReady();

 private:
  void recompute();

  MainWindow* window_;
  views::ProgramSummaryView* view_;
  QDockWidget* dock_;
  quint64 generation_ = 0;
  bool computing_ = false;
  std::shared_ptr<CancellationToken> cancel_;
};

}  // namespace shardscope::gui::gallery
