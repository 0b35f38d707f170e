#pragma once
// The "Guided tour" dock (issue 24 item 2): plays a GuidedTour with the one trace player
// (views::TracePlayer). At step k it shows the step's title and text, selects and centres
// the first instruction it names in the distributed graph (the window then selects its
// counterpart and shows its source line), selects the step's first baseline instruction
// in the baseline graph and highlights every named instruction in both. Names the open
// programs lack are listed in the dock and the log as `file:line:col: error:` lines.
#include "gui/gallery/guided_tour.h"

#include <QObject>
#include <QStringList>

#include <optional>

class QDockWidget;
class QLabel;
class QTextBrowser;

namespace shardscope::views {
class TracePlayer;
}

namespace shardscope::gui {
class MainWindow;
}

namespace shardscope::gui::gallery {

class TourPlayerLink : public QObject {
  Q_OBJECT

 public:
  explicit TourPlayerLink(MainWindow* window);

  // Checks the tour against the open pair, shows the dock and goes to step 0. Returns
  // the problems found (also shown); the tour plays either way, steps naming a missing
  // instruction select the ones that exist.
  QStringList setTour(const GuidedTour& tour);
  void clear();
  const std::optional<GuidedTour>& tour() const { return tour_; }
  QStringList problems() const { return problems_; }
  int currentStep() const;
  int stepCount() const;
  views::TracePlayer* player() const { return player_; }
  QDockWidget* dock() const { return dock_; }
  QString stepText() const;  // what the dock shows for the current step, as plain text

 signals:
  void stepShown(int step);

 private:
  void showStep(int step);

  MainWindow* window_;
  QDockWidget* dock_ = nullptr;
  QLabel* title_ = nullptr;
  views::TracePlayer* player_ = nullptr;
  QTextBrowser* text_ = nullptr;
  QLabel* problemsLabel_ = nullptr;
  std::optional<GuidedTour> tour_;
  QStringList problems_;
};

}  // namespace shardscope::gui::gallery
