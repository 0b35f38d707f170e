#include "gui/script_hook.h"

#include "gui/main_window.h"

#include <QSocketNotifier>
#include <QThread>

#include <cstdio>
#include <unistd.h>

namespace shardscope::gui {

void ScriptHook::adjustOptions(MainWindowOptions& options) {
  if (qEnvironmentVariable("SHARDSCOPE_SCRIPT") != QLatin1String("1")) return;
  bool ok = false;
  const int delay = qEnvironmentVariableIntValue("SHARDSCOPE_AUTOSAVE_DELAY_MS", &ok);
  if (ok && delay >= 0) options.changeSaveDelayMs = delay;
}

ScriptHook* ScriptHook::installIfRequested(MainWindow* window) {
  if (qEnvironmentVariable("SHARDSCOPE_SCRIPT") != QLatin1String("1")) return nullptr;
  return new ScriptHook(window);
}

ScriptHook::ScriptHook(MainWindow* window) : QObject(window), window_(window) {
  bool stalls = false;
  const int stallMs = qEnvironmentVariableIntValue("SHARDSCOPE_SAVE_STALL_MS", &stalls);
  if (stalls && stallMs > 0) window->recovery().setHalfWrittenHook([stallMs]() { QThread::msleep(static_cast<unsigned long>(stallMs)); });
  auto* notifier = new QSocketNotifier(STDIN_FILENO, QSocketNotifier::Read, this);
  connect(notifier, &QSocketNotifier::activated, this, &ScriptHook::readCommands);
  connect(window, &MainWindow::pairLoaded, this,
          [this]() { say("ready " + QByteArray::number(static_cast<qsizetype>(window_->currentSession().userShardings.size()))); });
  connect(window, &MainWindow::recoveryWritten, this,
          [this]() { say("saved " + QByteArray::number(static_cast<qsizetype>(window_->currentSession().userShardings.size()))); });
}

void ScriptHook::readCommands() {
  char buffer[4096];
  const ssize_t n = ::read(STDIN_FILENO, buffer, sizeof buffer);
  if (n <= 0) {
    // End of input: stop watching (a notifier on a closed pipe would fire forever).
    if (auto* notifier = findChild<QSocketNotifier*>()) notifier->setEnabled(false);
    return;
  }
  pending_.append(buffer, n);
  for (qsizetype end = pending_.indexOf('\n'); end >= 0; end = pending_.indexOf('\n')) {
    const QByteArray line = pending_.left(end);
    pending_.remove(0, end + 1);
    run(line.trimmed());
  }
}

void ScriptHook::run(const QByteArray& line) {
  const QList<QByteArray> words = line.split(' ');
  if (words.size() == 4 && words[0] == "annotate" && (words[1] == "baseline" || words[1] == "distributed")) {
    std::vector<session::UserSharding> shardings = window_->currentSession().userShardings;
    session::UserSharding added;
    added.program = words[1] == "baseline" ? session::Program::Baseline : session::Program::Distributed;
    added.instruction = words[2].toStdString();
    added.sharding = words[3].toStdString();
    shardings.push_back(std::move(added));
    window_->setUserShardings(std::move(shardings));  // marks the session changed: autosaved
    return;
  }
  say("error: unknown command: " + line.left(200));
}

void ScriptHook::say(const QByteArray& line) {
  std::fwrite(line.constData(), 1, static_cast<std::size_t>(line.size()), stdout);
  std::fputc('\n', stdout);
  std::fflush(stdout);
}

}  // namespace shardscope::gui
