#pragma once
// One program drawn as a graph: instructions grouped by op_name scope into collapsible
// groups, laid out by Graphviz in the background (GraphLayoutEngine) and drawn as
// QGraphicsScene items, with zoom, pan, fit, a minimap, a legend, search, colouring by
// analysis state and PNG/SVG export. The main window puts two side by side.

#include "views/graph/edge_badge.h"
#include "views/graph/graph_layout_engine.h"
#include "views/graph/group_share.h"
#include "views/graph/node_state.h"

#include <QColor>
#include <QList>
#include <QPair>
#include <QHash>
#include <QString>
#include <QStringList>
#include <QVector>
#include <QWidget>

#include <memory>

namespace shardscope::ir {
class Module;
}

namespace shardscope::views {

class GraphCanvas;
class GraphLegend;
class GraphMinimap;
class GraphScene;
class GraphModel;

// One node's state by the view's node index (GraphView::nodeIndex), for callers that
// redraw many nodes per call (a verification step player) and map names once.
struct NodeStateUpdate {
  int node = -1;
  NodeState state = NodeState::None;
};

class GraphView : public QWidget {
  Q_OBJECT

 public:
  explicit GraphView(GraphLayoutEngine* engine, QWidget* parent = nullptr);
  ~GraphView() override;

  // Groups by op_name scope; opens collapsed; lays out in the background.
  void setModule(std::shared_ptr<const ir::Module> module, const QString& title);
  void clear();

  void setNodeStates(const QHash<QString, NodeState>& states);  // instruction name -> colour
  // Changes only the named instructions (the others keep their state) and recolours only
  // the boxes that changed: what a step of the verification player costs. NodeState::None
  // clears a state.
  void updateNodeStates(const QHash<QString, NodeState>& changed);
  // The same by node index: no name is hashed. setNodeStatesAt replaces the whole map
  // (nodes not named get None); updateNodeStatesAt changes only the named nodes.
  void setNodeStatesAt(const QVector<NodeStateUpdate>& states);
  void updateNodeStatesAt(const QVector<NodeStateUpdate>& changed);
  // The node index of an instruction (-1 when unknown), valid until setModule() or clear().
  int nodeIndex(const QString& name) const;
  int nodeCount() const;
  // The badge drawn on the instruction's box now; empty when it has none or is not on screen.
  QString shownNodeBadge(const QString& name) const;
  void setNodeBadges(const QHash<QString, QString>& badges);    // instruction name -> short text
  // Makes each named box wide enough for this badge whether it shows one or not (e.g. a
  // step player's final relations), so badges that come and go step by step are drawn in
  // place: no layout per step, and cached layouts stay valid. Empty: no reservation.
  void reserveNodeBadges(const QHash<QString, QString>& widest);
  void highlightInstructions(const QStringList& names);         // e.g. a source line's ops
  // Badges on data edges (e.g. the collectives a sharding plan inserts), kept across
  // re-layouts; an edge inside a collapsed group badges the group's box.
  void setEdgeBadges(const QList<EdgeBadge>& badges);
  QList<EdgeBadge> edgeBadges() const;
  QList<ShownEdgeBadge> shownEdgeBadges() const;  // where each one is drawn now
  // Category colours (e.g. pipeline stages) by instruction name, with the legend's
  // entries for them ("stage 0" and its colour). A node without an analysis colour is
  // filled with its tint; every tinted node also gets a band on its left edge. A
  // collapsed group takes its members' tint when they all share one. Empty: none.
  void setNodeTints(const QHash<QString, QColor>& tints, const QList<QPair<QString, QColor>>& legend);
  QColor instructionTint(const QString& name) const;  // invalid when none
  QStringList legendEntries() const;
  void selectInstruction(const QString& name, bool centerOn = true);  // expands its group
  QString selectedInstruction() const;
  // No node selected (e.g. the other program has nothing to show for the selection);
  // a selection waiting for a layout is dropped too. Emits nothing.
  void clearSelection();
  // By name, opcode, op_name, or "file:line" / line number; in graph order.
  QStringList findInstructions(const QString& query) const;
  // The view's own search field: Enter / Shift+Enter step through the matches of
  // findInstructions, selecting each (and emitting instructionSelected). The window
  // binds Ctrl+F / F3 / Shift+F3 to these for the view in focus.
  void focusSearch();
  void setSearchText(const QString& text);
  void findNext();
  void findPrevious();

  void setGroupExpanded(const QString& group, bool expanded);
  void expandAll();
  void collapseAll();
  QStringList expandedGroups() const;
  // Every group's path (e.g. "layer.3/attn"), top-level first; the groups shown collapsed
  // when the module opens are topLevelGroups().
  QStringList groups() const;
  QStringList topLevelGroups() const;
  // The group holding an instruction directly ("" when none / unknown name).
  QString groupOf(const QString& instruction) const;
  // Instructions drawn as nodes now (their groups expanded and laid out).
  QStringList visibleInstructions() const;
  // Scene rectangle of a visible instruction's node (null when not visible).
  QRectF instructionRect(const QString& name) const;
  // Fill colour the node of a visible instruction is drawn with.
  QColor instructionColor(const QString& name) const;
  // Fill colour of a collapsed group's box (invalid when the group is not a box now).
  QColor groupColor(const QString& path) const;
  // Collapsed groups show the share of their instructions in each state as a bar, and
  // are filled as group_share.h says: in a program proved equivalent (true here) "not
  // verified" never fills a group's box.
  void setProgramEquivalent(bool equivalent);
  bool isProgramEquivalent() const;
  QVector<StateShare> groupShares(const QString& path) const;  // by the counts, shown or not
  // The bar drawn on the group's box now (colour and fraction); empty when not a box now.
  QVector<QPair<QColor, double>> drawnGroupShares(const QString& path) const;

  void zoomIn();
  void zoomOut();
  void zoomToFit();
  double zoom() const;
  void setZoom(double zoom);

  bool isLayoutPending() const;
  // Drops the layout in progress (its result will not be applied); the picture on screen
  // stays, and so does the expansion state it shows.
  void cancelLayout();
  // The note drawn above the graph saying what is collapsed, left out or shortened.
  QString sceneNote() const;
  bool exportPng(const QString& path);  // the whole current scene
  bool exportSvg(const QString& path);

 signals:
  void instructionSelected(const QString& name);
  void instructionActivated(const QString& name);  // double click
  void layoutStarted();
  void layoutFinished();
  void statusMessage(const QString& text);  // e.g. "3 groups collapsed, 12 nodes not shown"

 protected:
  bool eventFilter(QObject* watched, QEvent* event) override;

 private:
  class Private;
  std::unique_ptr<Private> d_;
};

}  // namespace shardscope::views
