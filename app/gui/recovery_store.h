#pragma once
// Crash recovery: the session is autosaved to a recovery file (every few seconds and on
// every change) in the application data folder, and removed on a clean exit. A recovery
// file found at start-up therefore belongs to a run that crashed or was killed.
#include "session/session_file.h"

#include <QString>

#include <functional>
#include <optional>

namespace shardscope::gui {

class RecoveryStore {
 public:
  // `folder` empty: QStandardPaths::AppDataLocation.
  explicit RecoveryStore(QString folder = QString());

  QString path() const { return path_; }
  bool hasRecovery() const;
  // Writes atomically (core/session); returns false and sets `error` on failure.
  bool write(const session::Session& session, QString& error);
  // The recovered session, or the positioned error that stopped it.
  session::SessionLoadResult read() const;
  void discard();
  // Runs inside every write, once half the file is written (a test stalls there: see
  // gui/script_hook.h); empty: none.
  void setHalfWrittenHook(std::function<void()> hook) { halfWritten_ = std::move(hook); }

 private:
  QString path_;
  std::function<void()> halfWritten_;
};

}  // namespace shardscope::gui
