#pragma once
// The one step player of every engine's trace (DESIGN.md): first / previous / next /
// last / play buttons, a speed control and a slider over steps 0..count-1. It only keeps
// the position; whoever owns the trace draws the state at that step when
// currentStepChanged fires.
//
// Keys, while the focus is in the player or in its shortcut scope (setShortcutScope,
// e.g. a whole dock): Alt+Left / Alt+Right previous / next, Alt+Home / Alt+End first /
// last, Space play / pause. With the player (or its slider) itself focused, plain Left /
// Right / Home / End / PageUp / PageDown step too. None of these is a main-window action.
#include <QWidget>

class QComboBox;
class QLabel;
class QShortcut;
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
  // Milliseconds per step while playing (1000 / stepsPerSecond).
  int playInterval() const;
  double stepsPerSecond() const { return stepsPerSecond_; }
  // The shortcuts' context: this widget and its children (default: the player itself).
  void setShortcutScope(QWidget* scope);

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
  // Fast rates advance several steps per timer tick (a screen cannot show more anyway).
  void setStepsPerSecond(double rate);
  void togglePlaying() { setPlaying(!isPlaying()); }

 signals:
  void currentStepChanged(int step);
  void playingChanged(bool playing);

 protected:
  void keyPressEvent(QKeyEvent* event) override;

 private:
  void updateControls();
  void createShortcuts(QWidget* scope);
  void advance();

  int count_ = 0;
  int step_ = -1;
  QToolButton* firstButton_;
  QToolButton* previousButton_;
  QToolButton* playButton_;
  QToolButton* nextButton_;
  QToolButton* lastButton_;
  QSlider* slider_;
  QLabel* position_;
  QComboBox* speed_;
  QTimer* timer_;
  double stepsPerSecond_ = 2.5;
  int stride_ = 1;  // steps per timer tick
  QList<QShortcut*> shortcuts_;
};

}  // namespace shardscope::views
