#pragma once
// Text from untrusted files (names, paths, messages that echo them) shown in the log
// pane, the status bar and dialogs: control characters other than newline and tab are
// written as \ooo (a NUL in a session path no longer cuts the message), and bidi
// controls (U+202A-U+202E, U+2066-U+2069) as \uXXXX, so they cannot reorder what the
// user reads (issue 21 findings 7 and 9; the CLI does the same, cli/terminal_safe_output.h).
#include <QString>

namespace shardscope::gui {

QString displaySafe(const QString& text);

}  // namespace shardscope::gui
