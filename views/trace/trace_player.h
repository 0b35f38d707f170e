#pragma once
// The one step player of every engine's trace (DESIGN.md): first / previous / next /
// last / play buttons and a slider over steps 0..count-1. It only keeps the position;
// whoever owns the trace draws the state at that step when currentStepChanged fires.
#include <QWidget>

class QLabel;
class QSlider;
class QTimer;
class QToolButton;

namespace shardscope::views {

class TracePlayer : public QWidget {
  Q_OBJECT

 public:
  explicit TracePlayer(QWidget* parent = nullptr);

  int stepCount() const { return count_; }
  // -1 when the trace is empty.
  int currentStep() const { return step_; }
  bool isPlaying() const;
  int playInterval() const;

 public slots:
  // A new trace of `count` steps; the position goes to `start` (clamped), or -1 if empty.
  void setStepCount(int count, int start = 0);
  void setCurrentStep(int step);
  void first();
  void previous();
  void next();
  void last();
  void setPlaying(bool playing);
  void setPlayInterval(int milliseconds);

 signals:
  void currentStepChanged(int step);
  void playingChanged(bool playing);

 private:
  void updateControls();

  int count_ = 0;
  int step_ = -1;
  QToolButton* firstButton_;
  QToolButton* previousButton_;
  QToolButton* playButton_;
  QToolButton* nextButton_;
  QToolButton* lastButton_;
  QSlider* slider_;
  QLabel* position_;
  QTimer* timer_;
};

}  // namespace shardscope::views
