#include "gui/shortcut_map.h"

#include <QAction>
#include <QCoreApplication>
#include <QWidget>

#include <algorithm>

namespace shardscope::gui {
namespace {

QString tr(const char* text) { return QCoreApplication::translate("ShortcutMap", text); }

QKeySequence key(int combination) { return QKeySequence(combination); }

std::vector<ShortcutEntry> buildTable() {
  using S = ShortcutScope;
  const auto ctrl = Qt::CTRL, shift = Qt::SHIFT, alt = Qt::ALT;
  return {
      // File
      {"open", tr("Open a baseline and a distributed program"), {key(ctrl | Qt::Key_O)}, S::Window},
      {"openPairDirectory", tr("Open a pair directory"), {key(ctrl | alt | Qt::Key_O)}, S::Window},
      {"openSession", tr("Open a saved session"), {key(ctrl | shift | Qt::Key_O)}, S::Window},
      {"openExample", tr("Open an example from the gallery"), {key(ctrl | shift | Qt::Key_E)}, S::Window},
      {"saveSession", tr("Save the session"), {key(ctrl | Qt::Key_S)}, S::Window},
      {"saveSessionAs", tr("Save the session under a new name"), {key(ctrl | shift | Qt::Key_S)}, S::Window},
      {"quit", tr("Quit (asks before unsaved changes are lost)"), {key(ctrl | Qt::Key_Q)}, S::Window},
      // Edit: one Undo and one Redo for every undoable change, whatever has the focus.
      {"undo", tr("Undo the last change (annotations, mesh)"), {key(ctrl | Qt::Key_Z)}, S::Window},
      {"redo", tr("Redo"), {key(ctrl | shift | Qt::Key_Z), key(ctrl | Qt::Key_Y)}, S::Window},
      {"find", tr("Find by name, opcode, op_name or file:line"), {key(ctrl | Qt::Key_F)}, S::Window},
      {"findNext", tr("Next match"), {key(Qt::Key_F3)}, S::Window},
      {"findPrevious", tr("Previous match"), {key(shift | Qt::Key_F3)}, S::Window},
      // View
      {"zoomIn", tr("Zoom in the active graph"), {key(ctrl | Qt::Key_Plus), key(ctrl | Qt::Key_Equal)}, S::Window},
      {"zoomOut", tr("Zoom out the active graph"), {key(ctrl | Qt::Key_Minus)}, S::Window},
      {"fit", tr("Fit both graphs to their views"), {key(ctrl | Qt::Key_0)}, S::Window},
      {"expandAll", tr("Expand every group in both graphs"), {key(ctrl | shift | Qt::Key_Plus)}, S::Window},
      {"collapseAll", tr("Collapse every group in both graphs"), {key(ctrl | shift | Qt::Key_Minus)}, S::Window},
      // Analysis
      {"verify", tr("Verify the pair"), {key(Qt::Key_F5)}, S::Window},
      {"propagate", tr("Propagate shardings"), {key(Qt::Key_F6)}, S::Window},
      {"numeric", tr("Run the numeric check"), {key(Qt::Key_F7)}, S::Window},
      {"cancel", tr("Cancel the running jobs"), {key(Qt::Key_Escape)}, S::Window},
      // Stepping from any focus (gui/step_keys.h): the player in the focused dock, else the
      // one last used. Inside a player's own scope its keys below take these combinations.
      {"stepPrevious", tr("Previous step (of the player in this dock, or the one last used)"), {key(alt | Qt::Key_Left)}, S::Window},
      {"stepNext", tr("Next step (of the player in this dock, or the one last used)"), {key(alt | Qt::Key_Right)}, S::Window},
      {"stepFirst", tr("First step (of the player in this dock, or the one last used)"), {key(alt | Qt::Key_Home)}, S::Window},
      {"stepLast", tr("Last step (of the player in this dock, or the one last used)"), {key(alt | Qt::Key_End)}, S::Window},
      // Help
      {"shortcuts", tr("Show this list of keyboard shortcuts"), {key(Qt::Key_F1)}, S::Window},
      // Bound by the widgets themselves, in their own focus (views/trace/trace_player.cpp,
      // views/graph/graph_view.cpp, views/properties/properties_view.cpp).
      {"player.previous", tr("Previous step"), {key(alt | Qt::Key_Left)}, S::StepPlayer},
      {"player.next", tr("Next step"), {key(alt | Qt::Key_Right)}, S::StepPlayer},
      {"player.first", tr("First step"), {key(alt | Qt::Key_Home)}, S::StepPlayer},
      {"player.last", tr("Last step"), {key(alt | Qt::Key_End)}, S::StepPlayer},
      {"player.play", tr("Play / pause"), {key(Qt::Key_Space)}, S::StepPlayer},
      {"canvas.zoomIn", tr("Zoom in"), {key(Qt::Key_Plus), key(Qt::Key_Equal)}, S::GraphCanvas},
      {"canvas.zoomOut", tr("Zoom out"), {key(Qt::Key_Minus)}, S::GraphCanvas},
      {"canvas.fit", tr("Fit the graph to the view"), {key(Qt::Key_F)}, S::GraphCanvas},
      {"graphSearch.previous", tr("Previous match of the pane's search"), {key(shift | Qt::Key_Return)}, S::GraphSearch},
      {"properties.copy", tr("Copy the selected property"), {QKeySequence(QKeySequence::Copy)}, S::Properties},
  };
}

}  // namespace

const std::vector<ShortcutEntry>& shortcutTable() {
  static const std::vector<ShortcutEntry> table = buildTable();
  return table;
}

QList<QKeySequence> shortcutKeys(const QString& name) {
  const auto& table = shortcutTable();
  const auto it = std::find_if(table.begin(), table.end(), [&](const ShortcutEntry& entry) { return entry.name == name; });
  return it == table.end() ? QList<QKeySequence>{} : it->keys;
}

QString scopeDescription(ShortcutScope scope) {
  switch (scope) {
    case ShortcutScope::Window: return tr("anywhere in the window");
    case ShortcutScope::StepPlayer: return tr("in a dock with a step player (verification steps, workbench, tour)");
    case ShortcutScope::GraphCanvas: return tr("in a graph");
    case ShortcutScope::GraphSearch: return tr("in a graph pane's search field");
    case ShortcutScope::Properties: return tr("in the Properties pane");
  }
  return {};
}

QStringList applyShortcutMap(QWidget* window) {
  QStringList missing;
  for (const ShortcutEntry& entry : shortcutTable()) {
    if (entry.scope != ShortcutScope::Window) continue;
    QAction* action = window->findChild<QAction*>(entry.name);
    if (!action) {
      missing << entry.name;
      continue;
    }
    action->setShortcuts(entry.keys);
    action->setShortcutContext(Qt::WindowShortcut);
    // The tip names the key once; the status tip (without it) is the description.
    QString tip = action->statusTip().isEmpty() ? action->text().remove(QLatin1Char('&')) : action->statusTip();
    if (!entry.keys.isEmpty()) tip += QStringLiteral(" (%1)").arg(entry.keys.front().toString(QKeySequence::NativeText));
    action->setToolTip(tip);
  }
  return missing;
}

}  // namespace shardscope::gui
