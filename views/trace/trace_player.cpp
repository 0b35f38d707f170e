#include "views/trace/trace_player.h"

#include <QComboBox>
#include <QtAlgorithms>
#include <QHBoxLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QShortcut>
#include <QSignalBlocker>
#include <QSlider>
#include <QStyle>
#include <QTimer>
#include <QToolButton>

#include <algorithm>
#include <cmath>

namespace shardscope::views {

namespace {

QToolButton* makeButton(QWidget* parent, QStyle::StandardPixmap icon, const QString& tip, const QString& name) {
  auto* button = new QToolButton(parent);
  button->setIcon(parent->style()->standardIcon(icon));
  button->setToolTip(tip);
  button->setObjectName(name);
  button->setAutoRaise(true);
  return button;
}

// Steps per second offered by the speed control; a trace of 10^5 steps needs the fast ones.
constexpr double kSpeeds[] = {1, 2.5, 5, 10, 25, 100, 500, 2000};
// A timer faster than a screen refresh only burns time: faster rates take bigger strides.
constexpr int kMinTickMs = 16;

}  // namespace

TracePlayer::TracePlayer(QWidget* parent) : QWidget(parent) {
  firstButton_ = makeButton(this, QStyle::SP_MediaSkipBackward, tr("First step"), "first");
  previousButton_ = makeButton(this, QStyle::SP_MediaSeekBackward, tr("Previous step"), "previous");
  playButton_ = makeButton(this, QStyle::SP_MediaPlay, tr("Play the trace"), "play");
  playButton_->setCheckable(true);
  nextButton_ = makeButton(this, QStyle::SP_MediaSeekForward, tr("Next step"), "next");
  lastButton_ = makeButton(this, QStyle::SP_MediaSkipForward, tr("Last step"), "last");
  slider_ = new QSlider(Qt::Horizontal, this);
  slider_->setObjectName("slider");
  position_ = new QLabel(this);
  position_->setObjectName("position");
  position_->setMinimumWidth(position_->fontMetrics().horizontalAdvance("step 000000 / 000000"));
  speed_ = new QComboBox(this);
  speed_->setObjectName("speed");
  speed_->setToolTip(tr("Playing speed"));
  for (double rate : kSpeeds) speed_->addItem(tr("%1 steps/s").arg(rate), rate);
  timer_ = new QTimer(this);
  setFocusPolicy(Qt::StrongFocus);

  auto* layout = new QHBoxLayout(this);
  layout->setContentsMargins(0, 0, 0, 0);
  for (QWidget* widget : {static_cast<QWidget*>(firstButton_), static_cast<QWidget*>(previousButton_),
                          static_cast<QWidget*>(playButton_), static_cast<QWidget*>(nextButton_),
                          static_cast<QWidget*>(lastButton_)})
    layout->addWidget(widget);
  layout->addWidget(speed_);
  layout->addWidget(slider_, 1);
  layout->addWidget(position_);

  connect(firstButton_, &QToolButton::clicked, this, &TracePlayer::first);
  connect(previousButton_, &QToolButton::clicked, this, &TracePlayer::previous);
  connect(nextButton_, &QToolButton::clicked, this, &TracePlayer::next);
  connect(lastButton_, &QToolButton::clicked, this, &TracePlayer::last);
  connect(playButton_, &QToolButton::toggled, this, &TracePlayer::setPlaying);
  connect(slider_, &QSlider::valueChanged, this, &TracePlayer::setCurrentStep);
  connect(timer_, &QTimer::timeout, this, &TracePlayer::advance);
  connect(speed_, &QComboBox::activated, this, [this](int index) { setStepsPerSecond(speed_->itemData(index).toDouble()); });
  setStepsPerSecond(stepsPerSecond_);
  createShortcuts(this);
  updateControls();
}

void TracePlayer::createShortcuts(QWidget* scope) {
  qDeleteAll(shortcuts_);
  shortcuts_.clear();
  const std::pair<QKeySequence, void (TracePlayer::*)()> bindings[] = {
      {QKeySequence(Qt::ALT | Qt::Key_Left), &TracePlayer::previous}, {QKeySequence(Qt::ALT | Qt::Key_Right), &TracePlayer::next},
      {QKeySequence(Qt::ALT | Qt::Key_Home), &TracePlayer::first},    {QKeySequence(Qt::ALT | Qt::Key_End), &TracePlayer::last},
      {QKeySequence(Qt::Key_Space), &TracePlayer::togglePlaying}};
  for (const auto& [keys, slot] : bindings) {
    auto* shortcut = new QShortcut(keys, scope);
    shortcut->setContext(Qt::WidgetWithChildrenShortcut);
    connect(shortcut, &QShortcut::activated, this, slot);
    shortcuts_ << shortcut;
  }
}

void TracePlayer::setShortcutScope(QWidget* scope) { createShortcuts(scope ? scope : this); }

void TracePlayer::keyPressEvent(QKeyEvent* event) {
  const int page = std::max(1, count_ / 20);
  switch (event->key()) {
    case Qt::Key_Left: previous(); break;
    case Qt::Key_Right: next(); break;
    case Qt::Key_Home: first(); break;
    case Qt::Key_End: last(); break;
    case Qt::Key_PageUp: setCurrentStep(step_ - page); break;
    case Qt::Key_PageDown: setCurrentStep(step_ + page); break;
    default: QWidget::keyPressEvent(event); return;
  }
  event->accept();
}

void TracePlayer::advance() {
  if (step_ + 1 >= count_) setPlaying(false);
  else setCurrentStep(std::min(count_ - 1, step_ + stride_));
}

bool TracePlayer::isPlaying() const { return timer_->isActive(); }
int TracePlayer::playInterval() const { return static_cast<int>(std::lround(1000.0 / stepsPerSecond_)); }

void TracePlayer::setStepCount(int count, int start) {
  setPlaying(false);
  count_ = std::max(0, count);
  step_ = count_ == 0 ? -1 : std::clamp(start, 0, count_ - 1);
  updateControls();
  // A new trace is a new state even at the same index, so always announce it.
  emit currentStepChanged(step_);
}

void TracePlayer::setCurrentStep(int step) {
  const int clamped = count_ == 0 ? -1 : std::clamp(step, 0, count_ - 1);
  if (clamped == step_) return;
  step_ = clamped;
  updateControls();
  emit currentStepChanged(step_);
}

void TracePlayer::first() { setCurrentStep(0); }
void TracePlayer::previous() { setCurrentStep(step_ - 1); }
void TracePlayer::next() { setCurrentStep(step_ + 1); }
void TracePlayer::last() { setCurrentStep(count_ - 1); }

void TracePlayer::setPlaying(bool playing) {
  playing = playing && count_ > 0;
  if (playing == timer_->isActive()) {
    updateControls();
    return;
  }
  if (playing) {
    if (step_ + 1 >= count_) setCurrentStep(0);  // play from the start when at the end
    timer_->start();
  } else {
    timer_->stop();
  }
  updateControls();
  emit playingChanged(playing);
}

void TracePlayer::setPlayInterval(int milliseconds) { setStepsPerSecond(1000.0 / std::max(1, milliseconds)); }

void TracePlayer::setStepsPerSecond(double rate) {
  stepsPerSecond_ = std::clamp(std::isfinite(rate) ? rate : 1.0, 0.1, 100000.0);
  const int interval = std::max(kMinTickMs, static_cast<int>(std::lround(1000.0 / stepsPerSecond_)));
  stride_ = std::max(1, static_cast<int>(std::lround(stepsPerSecond_ * interval / 1000.0)));
  timer_->setInterval(interval);
  // Show the nearest offered speed.
  int nearest = 0;
  for (int i = 1; i < speed_->count(); ++i)
    if (std::abs(speed_->itemData(i).toDouble() - stepsPerSecond_) < std::abs(speed_->itemData(nearest).toDouble() - stepsPerSecond_)) nearest = i;
  const QSignalBlocker blocker(speed_);
  speed_->setCurrentIndex(nearest);
}

void TracePlayer::updateControls() {
  const bool any = count_ > 0;
  firstButton_->setEnabled(any && step_ > 0);
  previousButton_->setEnabled(any && step_ > 0);
  nextButton_->setEnabled(any && step_ + 1 < count_);
  lastButton_->setEnabled(any && step_ + 1 < count_);
  playButton_->setEnabled(any);
  {
    const QSignalBlocker blocker(playButton_);
    playButton_->setChecked(timer_->isActive());
  }
  playButton_->setIcon(style()->standardIcon(timer_->isActive() ? QStyle::SP_MediaPause : QStyle::SP_MediaPlay));
  {
    const QSignalBlocker blocker(slider_);
    slider_->setEnabled(any);
    slider_->setRange(0, std::max(0, count_ - 1));
    slider_->setValue(std::max(0, step_));
  }
  position_->setText(any ? tr("step %1 / %2").arg(step_ + 1).arg(count_) : tr("no steps"));
}

}  // namespace shardscope::views
