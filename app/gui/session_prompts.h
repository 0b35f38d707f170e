#pragma once
// The two questions about a user's work (issue 23): "Restore session?" at start-up after a
// run that did not exit cleanly, and Save / Discard / Cancel before unsaved changes would
// be lost (quit, close, opening another pair). Escape and the window's close button always
// take the answer that loses nothing: no restore (the file stays for next time), Cancel.
#include <QString>

class QWidget;

namespace shardscope::gui {

enum class UnsavedChoice { Save, Discard, Cancel };

// True only when the user chose Restore.
bool askToRestoreRecovery(QWidget* parent);
// `action` says what would lose the changes, e.g. "quitting" or "opening another pair".
UnsavedChoice askAboutUnsavedChanges(QWidget* parent, const QString& action);

}  // namespace shardscope::gui
