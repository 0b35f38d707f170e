#pragma once
// Writes a file so that readers see either the old contents or the new ones, never a
// half-written file: a temporary file beside the target, fsync, rename, then fsync of
// the folder. (core/session's saveSessionFile does the same for session files.)

#include <string>
#include <string_view>

namespace shardscope::report {

// False with `error` (path and the system's reason) when it cannot be written; the old
// file, if any, is then left as it was and no temporary file remains.
bool writeFileAtomically(const std::string& path, std::string_view contents, std::string* error);

}  // namespace shardscope::report
