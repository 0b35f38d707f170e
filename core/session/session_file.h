#pragma once
// Reading and writing a session file (.shardscope). The file is our own protobuf message
// (session.proto) in protobuf text format: a user can read and diff it, and a malformed
// file gives `file:line:col: error: ...` like every other input. Saving is atomic: the
// text goes to a temporary file beside the target, is flushed to disk, then renamed over
// the target, so a crash or a full disk never leaves a half-written session.
#include "session/session.h"
#include "support/diagnostic.h"

#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <string_view>

namespace shardscope::session {

// The format this build writes; files with a larger version are refused, not misread.
inline constexpr std::int32_t kSessionFormatVersion = 1;
// Sessions are small; anything larger is refused before reading (untrusted input).
inline constexpr std::int64_t kMaxSessionFileBytes = std::int64_t{16} << 20;
// A mesh may name at most this many devices (the same bound as replica groups).
inline constexpr std::int64_t kMaxMeshDevices = std::int64_t{1} << 20;

struct SessionLoadResult {
  std::optional<Session> session;  // empty when loading failed
  Diagnostic error;                // set when loading failed

  bool ok() const { return session.has_value(); }
};

// Text of the session as it is written to disk.
std::string formatSessionText(const Session& session);
// Parses and checks session text; `fileName` is for messages.
SessionLoadResult parseSessionText(std::string_view text, const std::string& fileName);
SessionLoadResult loadSessionFile(const std::string& path);

// Writes `session` to `path` atomically (see above). Returns false and sets `error` on
// failure; the file at `path`, if any, is then untouched. `halfWritten`, when given, runs
// once half the text is in the temporary file (the crash-safety test stalls a save there
// to kill the program inside it).
bool saveSessionFile(const Session& session, const std::string& path, std::string& error,
                     const std::function<void()>& halfWritten = {});
// The temporary file saveSessionFile writes before renaming (beside `path`).
std::string temporaryPathFor(const std::string& path);

}  // namespace shardscope::session
