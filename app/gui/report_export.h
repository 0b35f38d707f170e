#pragma once
// File > Export report…: writes the self-contained HTML verification report
// (core/report) for the window's open pair and its last verification, with the numeric
// evidence when a numeric check has run, finding source files the way the source pane
// does (the window's source-root mapping).
#include <QString>

namespace shardscope::gui {

class MainWindow;

// False with a message a user can read when there is nothing to report yet (no pair,
// no verification) or the file cannot be written; the old file is then left intact.
bool exportVerificationReport(const MainWindow& window, const QString& path, QString* error);

}  // namespace shardscope::gui
