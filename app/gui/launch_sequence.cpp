#include "gui/launch_sequence.h"

#include "gui/example_locator.h"
#include "gui/main_window.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QImage>
#include <QPixmap>
#include <QTimer>

#include <cstdio>
#include <memory>

namespace shardscope::gui {
namespace {

void printLine(FILE* stream, const QString& text) {
  std::fputs(text.toLocal8Bit().constData(), stream);
  std::fputc('\n', stream);
  std::fflush(stream);  // scripts wait on what the app prints
}

// A layout finishing can start another (a group expanded by a selection): wait until
// nothing has been busy for this long before taking the picture.
constexpr int kQuietMs = 300;
// --screenshot never hangs a script: give up after this long.
constexpr int kScreenshotTimeoutMs = 120000;

}  // namespace

LaunchSequence::LaunchSequence(MainWindow* window, LaunchOptions options, QObject* parent)
    : QObject(parent), window_(window), options_(std::move(options)) {
  if (options_.verify) pendingAnalyses_ << QStringLiteral("verify");
  if (options_.propagate) pendingAnalyses_ << QStringLiteral("propagate");
  if (options_.numeric) pendingAnalyses_ << QStringLiteral("numeric");
  connect(window_, &MainWindow::loadFailed, this, [this](const QString& message) { fail(message); });
  connect(window_, &MainWindow::analysisFailed, this, [this](const QString& message) {
    // The window shows the error; a screenshot run still reports it and goes on.
    printLine(stderr, message);
    runNextAnalysis();
  });
  for (auto signal : {&MainWindow::verificationFinished, &MainWindow::propagationFinished, &MainWindow::numericFinished})
    connect(window_, signal, this, &LaunchSequence::runNextAnalysis);
}

bool LaunchSequence::start(bool restoreRecovery) {
  connect(window_, &MainWindow::pairLoaded, this, &LaunchSequence::onLoaded, Qt::SingleShotConnection);
  if (!options_.sourceRoot.isEmpty()) window_->setSourceRoot(options_.sourceRoot);
  if (restoreRecovery) {
    QString error;
    if (window_->restoreRecovery(&error)) return true;
    printLine(stderr, QStringLiteral("shardscope: the recovery file could not be restored: ") + error);
  }
  if (!options_.session.isEmpty()) {
    QString error;
    if (!window_->openSession(options_.session, &error)) {
      fail(error);
      return false;
    }
    return true;
  }
  if (options_.useExample) {
    const ExamplePair example = findExample(QString::fromLatin1(kFirstRunExample));
    if (!example.isValid()) {
      fail(QStringLiteral("shardscope: error: the bundled example %1 was not found (set SHARDSCOPE_EXAMPLES to resources/examples)")
               .arg(QString::fromLatin1(kFirstRunExample)));
      return false;
    }
    options_.baseline = example.baseline;
    options_.distributed = example.distributed;
  }
  if (!options_.pairDirectory.isEmpty()) {
    QString error;
    if (!window_->openPairDirectory(options_.pairDirectory, &error)) {
      fail(error);
      return false;
    }
    return true;
  }
  for (const QString& file : {options_.baseline, options_.distributed}) {
    if (!file.isEmpty() && !QFileInfo(file).isFile()) {
      fail(QStringLiteral("%1: error: no such file").arg(file));
      return false;
    }
  }
  window_->openPair(options_.baseline, options_.distributed);
  return true;
}

void LaunchSequence::onLoaded() { runNextAnalysis(); }

void LaunchSequence::runNextAnalysis() {
  if (done_) return;
  if (!window_->hasPair()) return;
  if (pendingAnalyses_.isEmpty()) {
    if (!options_.screenshot.isEmpty()) waitForIdleThenCapture();
    return;
  }
  const QString next = pendingAnalyses_.takeFirst();
  const bool needsPair = next != QStringLiteral("propagate");
  if (needsPair && !window_->pair()->distributed) {
    printLine(stderr, QStringLiteral("shardscope: --%1 needs a distributed program: skipped").arg(next));
    runNextAnalysis();
    return;
  }
  if (next == QStringLiteral("verify")) window_->runVerification();
  else if (next == QStringLiteral("propagate")) window_->runPropagation();
  else window_->runNumericCheck();
}

void LaunchSequence::waitForIdleThenCapture() {
  if (capturing_) return;
  capturing_ = true;
  auto* poll = new QTimer(this);
  auto quietSince = std::make_shared<qint64>(-1);
  auto elapsed = std::make_shared<qint64>(0);
  poll->setInterval(50);
  connect(poll, &QTimer::timeout, this, [this, poll, quietSince, elapsed]() {
    *elapsed += poll->interval();
    if (*elapsed > kScreenshotTimeoutMs) {
      poll->stop();
      printLine(stderr, QStringLiteral("shardscope: warning: still busy after %1 s; capturing anyway").arg(kScreenshotTimeoutMs / 1000));
      capture();
      return;
    }
    if (window_->isBusy()) {
      *quietSince = -1;
      return;
    }
    if (*quietSince < 0) *quietSince = *elapsed;
    if (*elapsed - *quietSince >= kQuietMs) {
      poll->stop();
      capture();
    }
  });
  poll->start();
}

void LaunchSequence::capture() {
  if (done_) return;
  done_ = true;
  const QString path = QFileInfo(options_.screenshot).absoluteFilePath();
  QDir().mkpath(QFileInfo(path).absolutePath());
  const QImage image = window_->grab().toImage();
  if (image.isNull() || !image.save(path, "PNG")) {
    printLine(stderr, QStringLiteral("%1: error: could not write the screenshot").arg(path));
    emit finished(2);
    return;
  }
  printLine(stdout, QStringLiteral("screenshot: %1 (%2x%3)").arg(path).arg(image.width()).arg(image.height()));
  emit finished(0);
}

void LaunchSequence::fail(const QString& message) {
  if (done_) return;
  printLine(stderr, message);
  if (options_.screenshot.isEmpty()) return;  // an interactive window stays open, showing the error
  done_ = true;
  emit finished(2);
}

}  // namespace shardscope::gui
