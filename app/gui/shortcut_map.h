#pragma once
// Every key ShardScope binds, in one table (issue 23): the window's actions take their keys
// from it (applyShortcutMap), Help > Keyboard Shortcuts shows it, and test_shortcut_map
// sends each key from every dock's focus to prove none is ambiguous there. Keys that a
// widget binds for itself (a graph's canvas, a step player) are listed with the scope they
// live in; the test checks that the widgets bind exactly what the table says.
#include <QKeySequence>
#include <QList>
#include <QString>

#include <vector>

class QWidget;

namespace shardscope::gui {

enum class ShortcutScope {
  Window,       // a main-window action: live in every focus inside the window
  StepPlayer,   // a step player's keys: live while the focus is in its dock
  GraphCanvas,  // live while a graph's canvas has the focus
  GraphSearch,  // live in a graph pane's own search field
  Properties,   // live in the Properties pane
};

struct ShortcutEntry {
  QString name;         // Window scope: the QAction's objectName; otherwise a stable id
  QString description;  // what the key does, as Help > Keyboard Shortcuts shows it
  QList<QKeySequence> keys;
  ShortcutScope scope = ShortcutScope::Window;
};

const std::vector<ShortcutEntry>& shortcutTable();
// The table's keys for `name` (empty when it has none).
QList<QKeySequence> shortcutKeys(const QString& name);
QString scopeDescription(ShortcutScope scope);

// Gives every action under `window` that the table names (Window scope) the table's keys,
// window-wide, and the keys in its tool tip. Actions it does not name are left as they are
// (test_shortcut_map fails when one binds a key the table does not list). Returns the
// table's window actions that were not found (a typo, or a part of the window not built).
QStringList applyShortcutMap(QWidget* window);

}  // namespace shardscope::gui
