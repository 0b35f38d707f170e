#include "views/graph/graph_view.h"

#include "views/graph/group_share.h"

#include "ir/module.h"
#include "views/graph/edge_badge_placement.h"
#include "views/graph/graph_canvas.h"
#include "views/graph/graph_header.h"
#include "views/graph/graph_items.h"
#include "views/graph/graph_legend.h"
#include "views/graph/graph_minimap.h"
#include "views/graph/graph_overlays.h"
#include "views/graph/graph_model.h"
#include "views/graph/graph_scene.h"
#include "views/graph/instruction_search.h"
#include "views/graph/visible_graph.h"

#include <QAction>
#include <QCache>
#include <QEvent>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QImage>
#include <QLabel>
#include <QLineEdit>
#include <QPainter>
#include <QPushButton>
#include <QScrollBar>
#include <QShortcut>
#include <QSvgGenerator>
#include <QToolButton>
#include <QVBoxLayout>

#include <algorithm>
#include <array>
#include <cmath>

namespace shardscope::views {
namespace {

// Most boxes one picture may hold. Expanding past it collapses other groups first, so
// no single dot call grows past a few seconds (PLATFORM-NOTES.md: 2,000 nodes 2.6 s;
// clusters cost more: 1,400 boxes in 40 frames took 7.5 s on a loaded 2-core machine).
constexpr int kMaxLayoutItems = 1000;
constexpr int kCacheCostLimit = 60000;  // boxes kept in cached layouts, all states together
constexpr double kReadableZoom = 0.6;
constexpr qint64 kMaxExportPixels = 60'000'000;
constexpr double kMaxExportSide = 16000;

QString plural(qsizetype count, const char* one, const char* many) {
  return QStringLiteral("%L1 %2").arg(count).arg(QLatin1String(count == 1 ? one : many));
}

// States by name as updates by node index (names the model does not know get -1, which
// the index-based calls skip).
QVector<NodeStateUpdate> byNodeIndex(const GraphModel& model, const QHash<QString, NodeState>& states) {
  QVector<NodeStateUpdate> indexed;
  indexed.reserve(states.size());
  for (auto it = states.constBegin(); it != states.constEnd(); ++it) indexed.push_back({model.findNode(it.key()), it.value()});
  return indexed;
}

QToolButton* toolButton(const QString& text, const QString& tip, QWidget* parent) {
  auto* button = new QToolButton(parent);
  button->setText(text);
  button->setToolTip(tip);
  button->setAutoRaise(true);
  return button;
}

}  // namespace

class GraphView::Private {
 public:
  explicit Private(GraphView* view, GraphLayoutEngine* layoutEngine) : q(view), engine(layoutEngine) {}

  GraphView* q;
  GraphLayoutEngine* engine;
  GraphScene* scene = nullptr;
  GraphCanvas* canvas = nullptr;
  GraphMinimap* minimap = nullptr;
  GraphLegend* legend = nullptr;
  GraphOverlays* overlays = nullptr;  // places the legend and minimap off the nodes
  GraphHeader* header = nullptr;
  QLineEdit* searchField = nullptr;
  QLabel* searchCount = nullptr;
  QWidget* busyPanel = nullptr;
  QLabel* busyLabel = nullptr;

  std::shared_ptr<const ir::Module> module;
  std::unique_ptr<GraphModel> model;
  QString title;
  QSet<int> expanded;
  QVector<int> expansionOrder;  // most recently expanded last: the budget collapses the oldest
  QVector<NodeState> states;    // by node
  QVector<NodeState> groupState;  // by group: the most urgent state inside
  // By group: how many instructions inside are in each state, so that one changed
  // instruction updates its groups without walking the others.
  QVector<std::array<int, kNodeStateCount>> groupStateCounts;
  bool programEquivalent = false;  // setProgramEquivalent: "not verified" never fills a group
  QVector<QString> badges;      // by node
  QSet<int> badged;             // nodes with a badge
  QVector<QString> reservedBadges;  // by node: the badge its box always has room for
  // Measured box sizes (label, badge room), by node and by group; invalid: not measured.
  QVector<QSizeF> nodeBoxSizes;
  QVector<QSizeF> groupBoxSizes;
  QList<EdgeBadge> edgeBadges;
  QList<ShownEdgeBadge> shownBadges;
  QVector<QColor> tints;        // by node; invalid: none
  QVector<QColor> groupTint;    // by group: the tint every tinted member shares
  QSet<int> highlighted;        // nodes
  int selected = -1;
  QString budgetNote;           // groups collapsed to stay under the budget

  // The picture on screen.
  VisibleGraph shown;
  bool hasPicture = false;

  // The layout being computed.
  quint64 pendingId = 0;
  VisibleGraph pendingVisible;
  QVector<BoxLabel> pendingLabels;
  QVector<double> pendingTitleHeights;
  QVector<QSizeF> pendingSizes;  // per item, the box sizes the request was made with
  QString pendingKey;
  int selectAfterLayout = -1;
  bool centreAfterLayout = true;
  bool fitAfterLayout = false;
  int focusGroupAfterLayout = -1;

  QCache<QString, LayoutGeometry> cache{kCacheCostLimit};
  int labelGeneration = 0;

  QString searchQuery;
  QStringList searchResults;
  int searchIndex = -1;

  void buildWidgets();
  void positionOverlays();
  void relayout();
  void apply(const VisibleGraph& visible, const QVector<BoxLabel>& labels, const QVector<double>& titleHeights,
             const LayoutGeometry& geometry);
  void onLayoutReady(quint64 id, const LayoutGeometry& geometry);
  void onLayoutFailed(quint64 id, const QString& message);
  void cancelPending();
  QString layoutKey() const;
  QString noteText(const VisibleGraph& visible) const;
  QSizeF nodeBoxSize(int node);
  QSizeF groupBoxSize(int group);
  // Moves `node` to `badge`; returns whether its box size changed.
  bool setBadge(int node, const QString& badge);
  void refreshColours();
  void colourBox(BoxItem* box) const;
  void resetStateCounts();
  // Moves `node` to `state` and its groups' counts with it; returns the groups whose
  // shown state changed through `changedGroups`.
  void setNodeState(int node, NodeState state, QSet<int>* changedGroups);
  void refreshMarks();
  void refreshBadges();
  void expandGroup(int group);
  QVector<int> expandableChain(int group) const;
  void selectNode(int node, bool centre, bool byUser);
  void focusRect(const QRectF& rect);
  void initialView();
  void onClicked(QGraphicsItem* item);
  void onDoubleClicked(QGraphicsItem* item);
  void search(int step);
  int visibleItemCount(const QSet<int>& candidate) const;
  int itemsInside(int group, const QSet<int>& candidate) const;
};

GraphView::GraphView(GraphLayoutEngine* engine, QWidget* parent)
    : QWidget(parent), d_(std::make_unique<Private>(this, engine)) {
  d_->buildWidgets();
  connect(engine, &GraphLayoutEngine::layoutReady, this,
          [this](quint64 id, const LayoutGeometry& geometry) { d_->onLayoutReady(id, geometry); });
  connect(engine, &GraphLayoutEngine::layoutFailed, this,
          [this](quint64 id, const QString& message) { d_->onLayoutFailed(id, message); });
}

GraphView::~GraphView() {
  if (d_->pendingId != 0) d_->engine->cancel(d_->pendingId);
}

void GraphView::Private::buildWidgets() {
  auto* layout = new QVBoxLayout(q);
  layout->setContentsMargins(0, 0, 0, 0);
  layout->setSpacing(0);

  header = new GraphHeader(q);
  searchField = header->searchField();
  searchCount = header->searchCount();
  auto* previous = toolButton(QStringLiteral("\u25b2"), tr("Previous match (Shift+Enter)"), header);
  auto* next = toolButton(QStringLiteral("\u25bc"), tr("Next match (Enter)"), header);
  auto* zoomOutButton = toolButton(QStringLiteral("\u2212"), tr("Zoom out (-)"), header);
  auto* zoomInButton = toolButton(QStringLiteral("+"), tr("Zoom in (+)"), header);
  auto* fit = toolButton(tr("Fit"), tr("Fit the whole graph (F)"), header);
  auto* expandAllButton = toolButton(tr("Expand"), tr("Expand all groups (as far as the layout budget allows)"), header);
  auto* collapseAllButton = toolButton(tr("Collapse"), tr("Collapse all groups"), header);
  header->addTool(previous, /*searchNavigation=*/true);
  header->addTool(next, /*searchNavigation=*/true);
  for (QWidget* widget : {static_cast<QWidget*>(zoomOutButton), static_cast<QWidget*>(zoomInButton), static_cast<QWidget*>(fit),
                          static_cast<QWidget*>(expandAllButton), static_cast<QWidget*>(collapseAllButton)})
    header->addTool(widget);
  layout->addWidget(header);

  scene = new GraphScene(q);
  canvas = new GraphCanvas(q);
  canvas->setScene(scene);
  layout->addWidget(canvas, 1);

  legend = new GraphLegend(canvas);
  minimap = new GraphMinimap(canvas);
  overlays = new GraphOverlays(canvas, legend, minimap);
  busyPanel = new QWidget(canvas);
  busyPanel->setObjectName(QStringLiteral("graphBusy"));
  busyPanel->setAttribute(Qt::WA_StyledBackground);
  busyPanel->setStyleSheet(QStringLiteral("#graphBusy { background: #fff8e1; border: 1px solid #f29900; border-radius: 4px; }"));
  auto* busyRow = new QHBoxLayout(busyPanel);
  busyRow->setContentsMargins(10, 4, 4, 4);
  busyLabel = new QLabel(busyPanel);
  busyRow->addWidget(busyLabel);
  auto* cancelButton = new QPushButton(tr("Cancel"), busyPanel);
  busyRow->addWidget(cancelButton);
  busyPanel->hide();
  canvas->installEventFilter(q);

  connect(canvas, &GraphCanvas::itemClicked, q, [this](QGraphicsItem* item) { onClicked(item); });
  connect(canvas, &GraphCanvas::itemDoubleClicked, q, [this](QGraphicsItem* item) { onDoubleClicked(item); });
  connect(cancelButton, &QPushButton::clicked, q, [this] { q->cancelLayout(); });
  connect(searchField, &QLineEdit::returnPressed, q, [this] { search(+1); });
  connect(next, &QToolButton::clicked, q, [this] { search(+1); });
  connect(previous, &QToolButton::clicked, q, [this] { search(-1); });
  connect(zoomInButton, &QToolButton::clicked, q, &GraphView::zoomIn);
  connect(zoomOutButton, &QToolButton::clicked, q, &GraphView::zoomOut);
  connect(fit, &QToolButton::clicked, q, &GraphView::zoomToFit);
  connect(expandAllButton, &QToolButton::clicked, q, &GraphView::expandAll);
  connect(collapseAllButton, &QToolButton::clicked, q, &GraphView::collapseAll);

  auto* backwards = new QAction(searchField);
  backwards->setShortcut(QKeySequence(Qt::SHIFT | Qt::Key_Return));
  backwards->setShortcutContext(Qt::WidgetShortcut);
  searchField->addAction(backwards);
  connect(backwards, &QAction::triggered, q, [this] { search(-1); });
  // Find (Ctrl+F, F3) belongs to the main window, which holds two views: it calls
  // focusSearch()/findNext()/findPrevious() on the one in focus. Keys here are for the
  // canvas only, so they never make a window shortcut ambiguous.
  auto canvasKey = [this](const QKeySequence& keys, auto slot) {
    auto* shortcut = new QShortcut(keys, canvas, slot, Qt::WidgetShortcut);
    Q_UNUSED(shortcut);
  };
  canvas->setFocusPolicy(Qt::StrongFocus);
  canvasKey(QKeySequence(Qt::Key_Plus), [this] { q->zoomIn(); });
  canvasKey(QKeySequence(Qt::Key_Equal), [this] { q->zoomIn(); });
  canvasKey(QKeySequence(Qt::Key_Minus), [this] { q->zoomOut(); });
  canvasKey(QKeySequence(Qt::Key_F), [this] { q->zoomToFit(); });
}

bool GraphView::eventFilter(QObject* watched, QEvent* event) {
  if (watched == d_->canvas && (event->type() == QEvent::Resize || event->type() == QEvent::Show))
    d_->positionOverlays();
  return QWidget::eventFilter(watched, event);
}

void GraphView::Private::positionOverlays() {
  const QRect area = canvas->viewport()->geometry();
  busyPanel->adjustSize();
  busyPanel->move(area.center().x() - busyPanel->width() / 2, area.top() + 8);
  overlays->setHasPicture(hasPicture);  // places them where they cover no node
}

// --- module --------------------------------------------------------------------------

void GraphView::setModule(std::shared_ptr<const ir::Module> module, const QString& title) {
  clear();
  if (!module) return;
  d_->module = std::move(module);
  d_->title = title;
  d_->model = std::make_unique<GraphModel>(*d_->module);
  const int nodeCount = d_->model->nodes().size();
  d_->states.fill(NodeState::None, nodeCount);
  d_->badges.fill(QString(), nodeCount);
  d_->reservedBadges.fill(QString(), nodeCount);
  d_->nodeBoxSizes.fill(QSizeF(), nodeCount);
  d_->groupBoxSizes.fill(QSizeF(), d_->model->groups().size());
  d_->resetStateCounts();
  d_->header->setTitle(title, QStringLiteral("  \u2014  %1").arg(plural(nodeCount, "instruction", "instructions")),
                       QString::fromStdString(d_->module->sourcePath));
  d_->fitAfterLayout = true;
  d_->relayout();
}

void GraphView::clear() {
  d_->cancelPending();
  d_->scene->clearGraph();
  d_->module.reset();
  d_->model.reset();
  d_->title.clear();
  d_->expanded.clear();
  d_->expansionOrder.clear();
  d_->states.clear();
  d_->groupState.clear();
  d_->groupStateCounts.clear();
  d_->badges.clear();
  d_->badged.clear();
  d_->reservedBadges.clear();
  d_->nodeBoxSizes.clear();
  d_->groupBoxSizes.clear();
  d_->edgeBadges.clear();
  d_->shownBadges.clear();
  d_->tints.clear();
  d_->groupTint.clear();
  d_->legend->setExtraEntries({});
  d_->highlighted.clear();
  d_->selected = -1;
  d_->budgetNote.clear();
  d_->shown = VisibleGraph();
  d_->hasPicture = false;
  d_->cache.clear();
  d_->searchQuery.clear();
  d_->searchResults.clear();
  d_->searchIndex = -1;
  d_->searchCount->clear();
  d_->header->clearTitle();
  d_->minimap->refresh();
  d_->positionOverlays();
}

// --- layout ----------------------------------------------------------------------------

QString GraphView::Private::layoutKey() const {
  QStringList parts;
  for (int group : VisibleGraph::effectiveExpanded(*model, expanded)) parts << QString::number(group);
  return parts.join(QLatin1Char(',')) + QLatin1Char('#') + QString::number(labelGeneration);
}

void GraphView::Private::relayout() {
  if (!model) return;
  VisibleGraph visible = VisibleGraph::build(*model, expanded);
  QVector<BoxLabel> labels;
  QVector<QSizeF> sizes;
  labels.reserve(visible.items.size());
  sizes.reserve(visible.items.size());
  for (const VisibleItem& item : visible.items) {
    labels.push_back(item.isGroup ? groupLabel(model->group(item.index))
                                  : instructionLabel(model->node(item.index), badges.value(item.index)));
    sizes.push_back(item.isGroup ? groupBoxSize(item.index) : nodeBoxSize(item.index));
  }
  const GraphStyle& style = GraphStyle::instance();
  QVector<double> titleHeights(visible.clusters.size(), style.lineHeight(style.heading) + 6);
  const QString key = layoutKey();

  cancelPending();
  emit q->layoutStarted();
  if (const LayoutGeometry* cached = cache.object(key)) {
    apply(visible, labels, titleHeights, *cached);
    return;
  }
  LayoutRequest request;
  request.owner = reinterpret_cast<quintptr>(q);
  request.nodes.reserve(visible.items.size());
  for (int i = 0; i < visible.items.size(); ++i)
    request.nodes.push_back(LayoutNodeSpec{sizes[i], visible.items[i].cluster});
  request.edges.reserve(visible.edges.size());
  for (const VisibleEdge& edge : visible.edges) request.edges.push_back(LayoutEdgeSpec{edge.from, edge.to});
  for (int c = 0; c < visible.clusters.size(); ++c)
    request.clusters.push_back(LayoutClusterSpec{visible.clusters[c].parent, titleHeights[c]});
  request.rankSeparation = style.lineHeight(style.edge) + 22;  // one edge label fits between ranks

  pendingVisible = std::move(visible);
  pendingLabels = std::move(labels);
  pendingTitleHeights = std::move(titleHeights);
  pendingSizes = std::move(sizes);
  pendingKey = key;
  pendingId = engine->requestLayout(request);
  busyLabel->setText(tr("Laying out %1\u2026").arg(plural(request.nodes.size(), "box", "boxes")));
  busyPanel->show();
  positionOverlays();
  busyPanel->raise();
  emit q->statusMessage(busyLabel->text());
}

void GraphView::Private::cancelPending() {
  if (pendingId == 0) return;
  engine->cancel(pendingId);
  pendingId = 0;
  pendingVisible = VisibleGraph();
  pendingLabels.clear();
  pendingTitleHeights.clear();
  pendingSizes.clear();
  busyPanel->hide();
}

void GraphView::cancelLayout() {
  if (d_->pendingId == 0) return;
  d_->cancelPending();
  d_->selectAfterLayout = -1;
  // The picture on screen stays; put the expansion state back to what it shows.
  if (d_->model) {
    QSet<int> shownExpanded;
    for (const VisibleCluster& cluster : d_->shown.clusters) shownExpanded.insert(cluster.group);
    d_->expanded = shownExpanded;
    d_->expansionOrder.erase(std::remove_if(d_->expansionOrder.begin(), d_->expansionOrder.end(),
                                            [&](int g) { return !shownExpanded.contains(g); }),
                             d_->expansionOrder.end());
  }
  emit statusMessage(tr("Layout cancelled"));
  emit layoutFinished();
}

void GraphView::Private::onLayoutReady(quint64 id, const LayoutGeometry& geometry) {
  if (id == 0 || id != pendingId) return;  // an answer to an older question
  pendingId = 0;
  busyPanel->hide();
  cache.insert(pendingKey, new LayoutGeometry(geometry), std::max(1, static_cast<int>(geometry.nodes.size())));
  const VisibleGraph visible = std::move(pendingVisible);
  const QVector<BoxLabel> labels = std::move(pendingLabels);
  const QVector<double> titleHeights = std::move(pendingTitleHeights);
  pendingVisible = VisibleGraph();
  pendingSizes.clear();
  apply(visible, labels, titleHeights, geometry);
}

void GraphView::Private::onLayoutFailed(quint64 id, const QString& message) {
  if (id == 0 || id != pendingId) return;
  pendingId = 0;
  busyPanel->hide();
  emit q->statusMessage(tr("Layout failed: %1").arg(message));
  emit q->layoutFinished();
}

QString GraphView::Private::noteText(const VisibleGraph& visible) const {
  QStringList lines;
  if (visible.collapsedGroups > 0)
    lines << tr("%1 collapsed, %2 not shown: double-click a group to expand it.")
                 .arg(plural(visible.collapsedGroups, "group", "groups"),
                      plural(visible.hiddenNodes, "instruction", "instructions"));
  if (!budgetNote.isEmpty()) lines << budgetNote;
  if (visible.omittedEdges > 0)
    lines << tr("%1 into collapsed groups left out: %2 more than %3 groups (select it to see where it goes).")
                 .arg(plural(visible.omittedEdges, "edge", "edges"),
                      visible.omittedEdgeSources == 1 ? tr("1 box feeds") : tr("%1 boxes feed").arg(visible.omittedEdgeSources))
                 .arg(VisibleGraph::kMaxEdgesIntoBoxes);
  if (scene->omittedEdgeLabels() > 0)
    lines << tr("%1 left out where they would overlap (hover an edge for its shape).")
                 .arg(plural(scene->omittedEdgeLabels(), "edge label", "edge labels"));
  int shortened = 0;
  for (const VisibleItem& item : visible.items) {
    if (item.isGroup) continue;
    const GraphNode& node = model->node(item.index);
    const BoxLabel full = instructionLabel(node, QString());
    if (full.bodyLines.value(0) != node.key || full.bodyLines.value(1) != node.shape || full.detailLine != node.sharding)
      ++shortened;
  }
  if (shortened > 0)
    lines << tr("%1 shortened (hover a node for the full text).").arg(plural(shortened, "label", "labels"));
  return lines.join(QLatin1Char('\n'));
}

void GraphView::Private::apply(const VisibleGraph& visible, const QVector<BoxLabel>& labels,
                               const QVector<double>& titleHeights, const LayoutGeometry& geometry) {
  // Rebuilding the scene resets the scroll bars to the picture's corner. A re-layout that
  // was asked to select, fit or focus nothing (a badge that needs a bigger box, a label
  // change) keeps the selected node where the user looks if it was on screen, else the
  // same centre: the pane never lands on an empty corner (issue 23).
  const QRectF before = canvas->mapToScene(canvas->viewport()->rect()).boundingRect();
  const BoxItem* selectedBox = selected >= 0 ? scene->nodeItem(selected) : nullptr;
  const bool keepSelected = selectedBox && before.intersects(selectedBox->sceneBoundingRect());
  const bool keepView = hasPicture && selectAfterLayout < 0 && !fitAfterLayout && focusGroupAfterLayout < 0;
  scene->showLayout(*model, visible, geometry, labels, titleHeights);
  shown = visible;
  hasPicture = true;
  for (BoxItem* box : scene->boxes()) {
    if (box->isGroup()) {
      const GraphGroup& group = model->group(box->modelIndex());
      box->setToolTip(tr("%1\n%2\nDouble-click to expand.")
                          .arg(group.path, plural(group.totalNodes, "instruction", "instructions")));
    } else {
      const GraphNode& node = model->node(box->modelIndex());
      QString tip = QStringLiteral("%1 = %2 %3").arg(node.key, node.shape, node.opcode);
      if (!node.sharding.isEmpty()) tip += QStringLiteral("\nsharding=") + node.sharding;
      if (!node.opName.isEmpty()) tip += QStringLiteral("\nop_name: ") + node.opName;
      if (!node.sourceFile.isEmpty())
        tip += QStringLiteral("\nsource: %1:%2").arg(node.sourceFile).arg(node.sourceLine);
      if (!node.computation.isEmpty()) tip += QStringLiteral("\ncomputation: ") + node.computation;
      box->setToolTip(tip);
    }
  }
  const QString note = noteText(visible);
  scene->setNote(note);
  refreshColours();  // also schedules the minimap's picture
  refreshMarks();
  refreshBadges();
  positionOverlays();

  if (fitAfterLayout) {
    fitAfterLayout = false;
    initialView();
  }
  if (focusGroupAfterLayout >= 0) {
    const int cluster = visible.clusterOfGroup.value(focusGroupAfterLayout, -1);
    if (cluster >= 0 && cluster < scene->clusters().size()) focusRect(scene->clusters()[cluster]->boundingRect());
    focusGroupAfterLayout = -1;
  }
  if (selectAfterLayout >= 0) {
    const int node = selectAfterLayout;
    selectAfterLayout = -1;
    selectNode(node, centreAfterLayout, false);
  } else if (keepView) {
    if (BoxItem* box = keepSelected ? scene->nodeItem(selected) : nullptr) canvas->centerOn(box);
    else canvas->centerOn(before.center());
  }
  QString status = note.isEmpty() ? tr("All %1 shown").arg(plural(visible.nodeItems, "instruction", "instructions"))
                                  : note.section(QLatin1Char('\n'), 0, 0);
  if (geometry.seconds > 0) status += tr(" (layout %1 s)").arg(geometry.seconds, 0, 'f', 2);
  emit q->statusMessage(status);
  emit q->layoutFinished();
}

void GraphView::Private::initialView() {
  const QRectF bounds = scene->sceneRect();
  canvas->fitRect(bounds, 1.0);
  if (canvas->zoom() >= GraphStyle::instance().textLevelOfDetail) return;
  // A long chain of groups fits only at a zoom where boxes lose their text: start
  // readable, at the top (where the inputs are); the minimap shows the rest.
  canvas->setZoom(kReadableZoom);
  const QRectF view = canvas->mapToScene(canvas->viewport()->rect()).boundingRect();
  canvas->centerOn(QPointF(bounds.center().x(), bounds.top() + view.height() / 2));
}

void GraphView::Private::focusRect(const QRectF& rect) {
  const QRectF area = canvas->viewport()->rect();
  const double fit = std::min(area.width() / rect.width(), area.height() / rect.height()) * 0.95;
  const double zoom = std::clamp(fit, kReadableZoom, 1.0);
  canvas->setZoom(zoom);
  const double visibleHeight = area.height() / zoom;
  if (rect.height() <= visibleHeight) canvas->centerOn(rect.center());
  else canvas->centerOn(QPointF(rect.center().x(), rect.top() + visibleHeight / 2));
}

// --- colours and marks -----------------------------------------------------------------

void GraphView::Private::colourBox(BoxItem* box) const {
  const GraphStyle& style = GraphStyle::instance();
  const bool group = box->isGroup();
  const NodeState state = (group ? groupState : states).value(box->modelIndex(), NodeState::None);
  const QColor tint = (group ? groupTint : tints).value(box->modelIndex());
  box->setTint(tint);
  if (group) {
    const int g = box->modelIndex();
    QVector<QPair<QColor, double>> segments;
    if (g >= 0 && g < groupStateCounts.size())
      for (const StateShare& share : groupStateShares(groupStateCounts[g], model->group(g).totalNodes))
        segments.push_back({nodeStateColor(share.state), share.fraction});
    box->setShares(segments);
  }
  if (state != NodeState::None) box->setFill(nodeStateColor(state));
  else if (tint.isValid()) box->setFill(tint);
  else box->setFill(group ? style.groupFill : nodeStateColor(NodeState::None));
}

void GraphView::Private::refreshColours() {
  for (BoxItem* box : scene->boxes()) colourBox(box);
  minimap->scheduleRefresh();
}

void GraphView::Private::resetStateCounts() {
  const int groupCount = model ? model->groups().size() : 0;
  groupState.fill(NodeState::None, groupCount);
  groupStateCounts.fill({}, groupCount);
}

void GraphView::Private::setNodeState(int node, NodeState state, QSet<int>* changedGroups) {
  const NodeState old = states[node];
  if (old == state) return;
  states[node] = state;
  // A group already in `changedGroups` has its ancestors there too (chains go in from the
  // bottom): the rest of the chain is not looked up again. A step's nodes mostly share
  // their groups, and the lookups were ~18% of a jump on the 10^5-event trace (callgrind).
  bool chainKnown = !changedGroups;
  for (int g = model->node(node).group; g >= 0; g = model->group(g).parent) {
    std::array<int, kNodeStateCount>& counts = groupStateCounts[g];
    if (old != NodeState::None) --counts[static_cast<int>(old)];
    if (state != NodeState::None) ++counts[static_cast<int>(state)];
    groupState[g] = groupFillState(counts, programEquivalent);
    // The share bar changes with every count, so the box is redrawn even when its fill stays.
    if (!chainKnown) {
      const qsizetype before = changedGroups->size();
      changedGroups->insert(g);
      chainKnown = changedGroups->size() == before;
    }
  }
}

void GraphView::Private::refreshMarks() {
  if (!model) return;
  QSet<int> markedGroups;  // collapsed boxes that hide a highlighted instruction
  for (int node : highlighted) {
    const int item = shown.itemOfNode.value(node, -1);
    if (item >= 0 && shown.items[item].isGroup) markedGroups.insert(shown.items[item].index);
  }
  const int selectedItem = selected >= 0 ? shown.itemOfNode.value(selected, -1) : -1;
  for (int i = 0; i < scene->boxes().size(); ++i) {
    BoxItem* box = scene->boxes()[i];
    const bool isSelected = i == selectedItem;
    const bool isHighlighted = box->isGroup() ? markedGroups.contains(box->modelIndex()) : highlighted.contains(box->modelIndex());
    box->setMarked(isSelected, isHighlighted);
  }
  for (int e = 0; e < scene->edgeItems().size(); ++e) {
    const QPair<int, int> ends = scene->edgeEnds(e);
    scene->edgeItems()[e]->setEmphasised(selectedItem >= 0 && (ends.first == selectedItem || ends.second == selectedItem));
  }
}

void GraphView::setNodeStates(const QHash<QString, NodeState>& states) {
  if (d_->model) setNodeStatesAt(byNodeIndex(*d_->model, states));
}

void GraphView::setNodeStatesAt(const QVector<NodeStateUpdate>& states) {
  if (!d_->model) return;
  const int count = d_->model->nodes().size();
  d_->states.fill(NodeState::None, count);
  d_->resetStateCounts();
  for (const NodeStateUpdate& update : states)
    if (update.node >= 0 && update.node < count) d_->setNodeState(update.node, update.state, nullptr);
  d_->refreshColours();
}

void GraphView::updateNodeStates(const QHash<QString, NodeState>& changed) {
  if (d_->model) updateNodeStatesAt(byNodeIndex(*d_->model, changed));
}

void GraphView::updateNodeStatesAt(const QVector<NodeStateUpdate>& changed) {
  if (!d_->model) return;
  const int count = d_->model->nodes().size();
  QSet<int> changedGroups;
  // The overview draws boxes' fills only: it is redrawn when one of those changed, not
  // for every step (most of a step's nodes sit in collapsed groups whose fill stays).
  bool fillChanged = false;
  const auto recolour = [&](BoxItem* box) {
    const QColor before = box->fill();
    d_->colourBox(box);
    fillChanged = fillChanged || box->fill() != before;
  };
  for (const NodeStateUpdate& update : changed) {
    if (update.node < 0 || update.node >= count || d_->states[update.node] == update.state) continue;
    d_->setNodeState(update.node, update.state, &changedGroups);
    // Only boxes on screen are recoloured; the others take their colour when drawn.
    if (BoxItem* box = d_->scene->nodeItem(update.node)) recolour(box);
  }
  for (int g : changedGroups)
    if (BoxItem* box = d_->scene->groupItem(g)) recolour(box);
  if (fillChanged) d_->minimap->scheduleRefresh();
}

int GraphView::nodeIndex(const QString& name) const { return d_->model ? d_->model->findNode(name) : -1; }

int GraphView::nodeCount() const { return d_->model ? static_cast<int>(d_->model->nodes().size()) : 0; }

QSizeF GraphView::Private::nodeBoxSize(int node) {
  QSizeF& size = nodeBoxSizes[node];
  if (!size.isValid()) {
    const GraphNode& info = model->node(node);
    size = instructionLabel(info, badges[node]).size();
    if (!reservedBadges[node].isEmpty()) size = size.expandedTo(instructionLabel(info, reservedBadges[node]).size());
  }
  return size;
}

QSizeF GraphView::Private::groupBoxSize(int group) {
  QSizeF& size = groupBoxSizes[group];
  // Room below the label for the share bar, so the bar never covers text.
  if (!size.isValid()) size = groupLabel(model->group(group)).size() + QSizeF(0, kShareBarRoom);
  return size;
}

bool GraphView::Private::setBadge(int node, const QString& badge) {
  const QSizeF before = nodeBoxSize(node);
  badges[node] = badge;
  if (badge.isEmpty()) badged.remove(node);
  else badged.insert(node);
  nodeBoxSizes[node] = QSizeF();
  return nodeBoxSize(node) != before;
}

void GraphView::setNodeBadges(const QHash<QString, QString>& badges) {
  if (!d_->model) return;
  // Only the nodes whose badge changes: those named with another text, and those that
  // had one and are not named.
  QVector<QPair<int, QString>> changed;
  QSet<int> named;
  for (auto it = badges.constBegin(); it != badges.constEnd(); ++it) {
    const int node = d_->model->findNode(it.key());
    if (node < 0 || it.value().isEmpty()) continue;
    named.insert(node);
    if (d_->badges[node] != it.value()) changed.push_back({node, it.value()});
  }
  for (int node : std::as_const(d_->badged))
    if (!named.contains(node)) changed.push_back({node, QString()});
  if (changed.isEmpty()) return;
  // A changed badge whose box still fits is drawn in place, so stepping through a
  // verification costs no layout per step; so is one given while a layout is in flight,
  // when it fits the box that layout was asked for (its label is swapped before it is
  // drawn). A badge that needs a bigger box lays out again.
  bool needsLayout = !d_->hasPicture;
  bool sizesChanged = false;
  QVector<QPair<BoxItem*, BoxLabel>> inPlace;
  for (const auto& [node, badge] : changed) {
    sizesChanged = d_->setBadge(node, badge) || sizesChanged;
    const QSizeF size = d_->nodeBoxSize(node);
    // Graphviz gives sizes back in hundredths of an inch (0.72 px), so a box laid out
    // for exactly this size can come back up to that much smaller.
    const auto fits = [&](const QSizeF& room) { return size.width() <= room.width() + 1.0 && size.height() <= room.height() + 1.0; };
    if (d_->pendingId != 0) {
      const int item = d_->pendingVisible.itemOfNode.value(node, -1);
      if (item >= 0 && !d_->pendingVisible.items[item].isGroup) {
        if (fits(d_->pendingSizes.value(item))) d_->pendingLabels[item] = instructionLabel(d_->model->node(node), badge);
        else needsLayout = true;
      }
    }
    if (BoxItem* box = d_->scene->nodeItem(node)) {
      if (fits(box->rect().size())) inPlace.push_back({box, instructionLabel(d_->model->node(node), badge)});
      else needsLayout = true;
    }
  }
  if (sizesChanged) ++d_->labelGeneration;  // label sizes change: the cached layouts no longer fit
  if (needsLayout) {
    d_->relayout();
    return;
  }
  for (auto& [box, label] : inPlace) box->setLabel(std::move(label));
}

void GraphView::reserveNodeBadges(const QHash<QString, QString>& widest) {
  if (!d_->model) return;
  QVector<QString> next(d_->model->nodes().size());
  for (auto it = widest.constBegin(); it != widest.constEnd(); ++it)
    if (const int node = d_->model->findNode(it.key()); node >= 0) next[node] = it.value();
  if (next == d_->reservedBadges) return;
  d_->reservedBadges = std::move(next);
  d_->nodeBoxSizes.fill(QSizeF());
  ++d_->labelGeneration;
  // Boxes on screen get their room with the next layout; asking for it now keeps the
  // picture's boxes the size every later step expects.
  if (d_->hasPicture || d_->pendingId != 0) d_->relayout();
}

void GraphView::Private::refreshBadges() {
  if (!model || !hasPicture) {
    shownBadges.clear();
    return;
  }
  shownBadges = placeEdgeBadges(edgeBadges, *model, shown, *scene);
  QVector<GraphScene::BadgePlacement> placements;
  placements.reserve(shownBadges.size());
  for (const ShownEdgeBadge& badge : shownBadges)
    placements.push_back({badge.rect, badge.badge.text, badge.badge.toolTip});
  scene->setBadges(placements);
  minimap->scheduleRefresh();
}

void GraphView::setEdgeBadges(const QList<EdgeBadge>& badges) {
  if (badges == d_->edgeBadges) return;
  d_->edgeBadges = badges;
  d_->refreshBadges();
}

QList<EdgeBadge> GraphView::edgeBadges() const { return d_->edgeBadges; }

QList<ShownEdgeBadge> GraphView::shownEdgeBadges() const { return d_->shownBadges; }

void GraphView::setNodeTints(const QHash<QString, QColor>& tints, const QList<QPair<QString, QColor>>& legend) {
  d_->legend->setExtraEntries(legend);
  d_->positionOverlays();
  if (!d_->model) return;
  const GraphModel& model = *d_->model;
  d_->tints.fill(QColor(), model.nodes().size());
  d_->groupTint.fill(QColor(), model.groups().size());
  QVector<bool> mixed(model.groups().size(), false);
  for (auto it = tints.constBegin(); it != tints.constEnd(); ++it) {
    const int node = model.findNode(it.key());
    if (node < 0 || !it.value().isValid()) continue;
    d_->tints[node] = it.value();
    for (int g = model.node(node).group; g >= 0; g = model.group(g).parent) {
      if (mixed[g]) continue;
      if (!d_->groupTint[g].isValid()) {
        d_->groupTint[g] = it.value();
      } else if (d_->groupTint[g] != it.value()) {
        mixed[g] = true;
        d_->groupTint[g] = QColor();
      }
    }
  }
  d_->refreshColours();
}

QColor GraphView::instructionTint(const QString& name) const {
  if (!d_->model) return {};
  const int node = d_->model->findNode(name);
  return node >= 0 ? d_->tints.value(node) : QColor();
}

QStringList GraphView::legendEntries() const { return d_->legend->entryNames(); }

void GraphView::highlightInstructions(const QStringList& names) {
  d_->highlighted.clear();
  if (!d_->model) return;
  for (const QString& name : names) {
    const int node = d_->model->findNode(name);
    if (node >= 0) d_->highlighted.insert(node);
  }
  d_->refreshMarks();
}

// --- selection and search --------------------------------------------------------------

QVector<int> GraphView::Private::expandableChain(int group) const {
  QVector<int> chain;
  for (int g : model->groupChain(group))
    if (g != model->displayRoot() && model->isInside(g, model->displayRoot())) chain.push_back(g);
  return chain;
}

void GraphView::Private::selectNode(int node, bool centre, bool byUser) {
  selected = node;
  const GraphNode& info = model->node(node);
  const QVector<int> chain = expandableChain(info.group);
  const bool drawn = std::all_of(chain.begin(), chain.end(), [&](int g) { return expanded.contains(g); });
  if (!drawn) {
    for (int g : chain) expandGroup(g);
    selectAfterLayout = node;
    centreAfterLayout = centre;
    relayout();
    if (byUser) emit q->instructionSelected(info.key);
    return;
  }
  if (pendingId != 0) {
    // The picture is about to change; select once it is there.
    selectAfterLayout = node;
    centreAfterLayout = centre;
  }
  refreshMarks();
  if (centre) {
    if (BoxItem* box = scene->nodeItem(node)) {
      if (canvas->zoom() < kReadableZoom) canvas->setZoom(1.0);
      canvas->centerOn(box);
    }
  }
  emit q->statusMessage(tr("%1 (%2) in %3").arg(info.key, info.opcode,
                                                model->group(info.group).path.isEmpty() ? tr("the top level")
                                                                                         : model->group(info.group).path));
  if (byUser) emit q->instructionSelected(info.key);
}

void GraphView::selectInstruction(const QString& name, bool centerOn) {
  if (!d_->model) return;
  const int node = d_->model->findNode(name);
  if (node < 0) {
    emit statusMessage(tr("No instruction named %1").arg(name));
    return;
  }
  d_->selectNode(node, centerOn, false);
}

QString GraphView::selectedInstruction() const {
  return d_->model && d_->selected >= 0 ? d_->model->node(d_->selected).key : QString();
}

void GraphView::clearSelection() {
  d_->selected = -1;
  d_->selectAfterLayout = -1;
  d_->refreshMarks();
}

QStringList GraphView::findInstructions(const QString& query) const {
  if (!d_->model) return {};
  QStringList names;
  for (int node : findNodes(*d_->model, query)) names << d_->model->node(node).key;
  return names;
}

void GraphView::focusSearch() {
  d_->searchField->setFocus(Qt::ShortcutFocusReason);
  d_->searchField->selectAll();
}

void GraphView::findNext() { d_->search(+1); }
void GraphView::findPrevious() { d_->search(-1); }

void GraphView::setSearchText(const QString& text) { d_->searchField->setText(text); }

void GraphView::Private::search(int step) {
  const QString query = searchField->text().trimmed();
  if (query.isEmpty()) return;
  if (query != searchQuery) {
    searchQuery = query;
    searchResults = q->findInstructions(query);
    searchIndex = step > 0 ? -1 : 0;
  }
  if (searchResults.isEmpty()) {
    searchCount->setText(tr("no match"));
    emit q->statusMessage(tr("Nothing matches \u201c%1\u201d").arg(query));
    return;
  }
  const int count = searchResults.size();
  searchIndex = ((searchIndex + step) % count + count) % count;
  searchCount->setText(QStringLiteral("%1 / %2").arg(searchIndex + 1).arg(count));
  selectNode(model->findNode(searchResults[searchIndex]), true, true);
}

void GraphView::Private::onClicked(QGraphicsItem* item) {
  if (!item || !model) return;
  if (item->type() == kBoxItemType) {
    auto* box = static_cast<BoxItem*>(item);
    if (!box->isGroup()) {
      selectNode(box->modelIndex(), false, true);
    } else {
      const GraphGroup& group = model->group(box->modelIndex());
      emit q->statusMessage(tr("Group %1: %2 (double-click to expand)")
                                .arg(group.path, plural(group.totalNodes, "instruction", "instructions")));
    }
  }
}

void GraphView::Private::onDoubleClicked(QGraphicsItem* item) {
  if (!item || !model) return;
  if (item->type() == kBoxItemType) {
    auto* box = static_cast<BoxItem*>(item);
    if (box->isGroup()) q->setGroupExpanded(model->group(box->modelIndex()).path, true);
    else emit q->instructionActivated(model->node(box->modelIndex()).key);
  } else if (item->type() == kClusterItemType) {
    q->setGroupExpanded(model->group(static_cast<ClusterItem*>(item)->group()).path, false);
  }
}

// --- groups ----------------------------------------------------------------------------

// What VisibleGraph::build would draw, counted without building it (which walks every
// instruction and edge: ~10^5 of each for a 1,000-layer model).
int GraphView::Private::visibleItemCount(const QSet<int>& candidate) const { return itemsInside(model->displayRoot(), candidate); }

int GraphView::Private::itemsInside(int group, const QSet<int>& candidate) const {
  int count = 0;
  for (const GroupChild& child : model->group(group).children)
    count += child.isGroup && candidate.contains(child.index) ? itemsInside(child.index, candidate) : 1;
  return count;
}

// Expands `group` (its ancestors must already be expanded or be expanded by the caller)
// and keeps the picture under the budget by collapsing the oldest other expansions.
void GraphView::Private::expandGroup(int group) {
  if (expanded.contains(group)) return;
  expanded.insert(group);
  expansionOrder.removeAll(group);
  expansionOrder.push_back(group);
  QSet<int> keep;
  for (int g : expandableChain(group)) keep.insert(g);
  QStringList collapsed;
  while (visibleItemCount(expanded) > kMaxLayoutItems) {
    auto victim = std::find_if(expansionOrder.begin(), expansionOrder.end(), [&](int g) { return !keep.contains(g); });
    if (victim == expansionOrder.end()) break;
    collapsed << model->group(*victim).path;
    expanded.remove(*victim);
    expansionOrder.erase(victim);
  }
  if (!collapsed.isEmpty())
    budgetNote = tr("Collapsed %1 to keep the picture under %L2 boxes.").arg(collapsed.join(QStringLiteral(", "))).arg(kMaxLayoutItems);
}

void GraphView::setGroupExpanded(const QString& path, bool expand) {
  if (!d_->model) return;
  const int group = d_->model->findGroup(path);
  if (group < 0 || group == d_->model->displayRoot() || !d_->model->isInside(group, d_->model->displayRoot())) {
    emit statusMessage(tr("No group %1").arg(path));
    return;
  }
  d_->budgetNote.clear();
  if (expand) {
    for (int g : d_->expandableChain(group)) d_->expandGroup(g);
    d_->focusGroupAfterLayout = group;
  } else {
    if (!d_->expanded.contains(group)) return;
    // Collapsing a group forgets what was open inside it.
    for (auto it = d_->expanded.begin(); it != d_->expanded.end();) {
      if (d_->model->isInside(*it, group)) {
        d_->expansionOrder.removeAll(*it);
        it = d_->expanded.erase(it);
      } else {
        ++it;
      }
    }
  }
  d_->relayout();
}

void GraphView::expandAll() {
  if (!d_->model) return;
  const GraphModel& model = *d_->model;
  // Breadth first, so the outer levels open before the budget runs out.
  QSet<int> next;
  int items = static_cast<int>(model.group(model.displayRoot()).children.size());
  int skipped = 0;
  QVector<int> queue;
  for (const GroupChild& child : model.group(model.displayRoot()).children)
    if (child.isGroup) queue.push_back(child.index);
  for (qsizetype i = 0; i < queue.size(); ++i) {
    const int group = queue[i];
    const int added = static_cast<int>(model.group(group).children.size()) - 1;
    if (items + added > kMaxLayoutItems) {
      ++skipped;
      continue;
    }
    items += added;
    next.insert(group);
    for (const GroupChild& child : model.group(group).children)
      if (child.isGroup) queue.push_back(child.index);
  }
  d_->expanded = next;
  d_->expansionOrder = QVector<int>(next.begin(), next.end());
  std::sort(d_->expansionOrder.begin(), d_->expansionOrder.end());
  d_->budgetNote = skipped > 0 ? tr("%1 left collapsed to keep the picture under %L2 boxes.")
                                     .arg(plural(skipped, "group", "groups"))
                                     .arg(kMaxLayoutItems)
                               : QString();
  d_->relayout();
}

void GraphView::collapseAll() {
  if (!d_->model) return;
  d_->expanded.clear();
  d_->expansionOrder.clear();
  d_->budgetNote.clear();
  d_->relayout();
}

QStringList GraphView::expandedGroups() const {
  if (!d_->model) return {};
  QStringList paths;
  for (int group : VisibleGraph::effectiveExpanded(*d_->model, d_->expanded)) paths << d_->model->group(group).path;
  return paths;
}

QStringList GraphView::groups() const {
  if (!d_->model) return {};
  QStringList paths;
  for (int g = 0; g < d_->model->groups().size(); ++g)
    if (g != d_->model->displayRoot() && d_->model->isInside(g, d_->model->displayRoot()))
      paths << d_->model->group(g).path;
  return paths;
}

QStringList GraphView::topLevelGroups() const {
  if (!d_->model) return {};
  QStringList paths;
  for (const GroupChild& child : d_->model->group(d_->model->displayRoot()).children)
    if (child.isGroup) paths << d_->model->group(child.index).path;
  return paths;
}

QString GraphView::groupOf(const QString& instruction) const {
  if (!d_->model) return {};
  const int node = d_->model->findNode(instruction);
  return node < 0 ? QString() : d_->model->group(d_->model->node(node).group).path;
}

QStringList GraphView::visibleInstructions() const {
  QStringList names;
  if (!d_->model) return names;
  for (BoxItem* box : d_->scene->boxes())
    if (!box->isGroup()) names << d_->model->node(box->modelIndex()).key;
  return names;
}

QString GraphView::shownNodeBadge(const QString& name) const {
  if (!d_->model) return {};
  BoxItem* box = d_->scene->nodeItem(d_->model->findNode(name));
  return box ? box->label().badge : QString();
}

QRectF GraphView::instructionRect(const QString& name) const {
  if (!d_->model) return {};
  BoxItem* box = d_->scene->nodeItem(d_->model->findNode(name));
  return box ? box->rect() : QRectF();
}

QColor GraphView::instructionColor(const QString& name) const {
  if (!d_->model) return {};
  BoxItem* box = d_->scene->nodeItem(d_->model->findNode(name));
  return box ? box->fill() : QColor();
}

void GraphView::setProgramEquivalent(bool equivalent) {
  if (d_->programEquivalent == equivalent) return;
  d_->programEquivalent = equivalent;
  for (int g = 0; g < d_->groupState.size(); ++g) d_->groupState[g] = groupFillState(d_->groupStateCounts[g], equivalent);
  if (d_->model) d_->refreshColours();
}

bool GraphView::isProgramEquivalent() const { return d_->programEquivalent; }

QVector<StateShare> GraphView::groupShares(const QString& path) const {
  if (!d_->model) return {};
  const int group = d_->model->findGroup(path);
  if (group < 0 || group >= d_->groupStateCounts.size()) return {};
  return groupStateShares(d_->groupStateCounts[group], d_->model->group(group).totalNodes);
}

QVector<QPair<QColor, double>> GraphView::drawnGroupShares(const QString& path) const {
  if (!d_->model) return {};
  const int group = d_->model->findGroup(path);
  BoxItem* box = group >= 0 ? d_->scene->groupItem(group) : nullptr;
  return box ? box->shares() : QVector<QPair<QColor, double>>();
}

QColor GraphView::groupColor(const QString& path) const {
  if (!d_->model) return {};
  const int group = d_->model->findGroup(path);
  BoxItem* box = group >= 0 ? d_->scene->groupItem(group) : nullptr;
  return box ? box->fill() : QColor();
}

QString GraphView::sceneNote() const {
  return d_->scene->note() ? d_->scene->note()->text() : QString();
}

// --- zoom and export -------------------------------------------------------------------


void GraphView::zoomIn() { d_->canvas->zoomBy(1.25, d_->canvas->viewport()->rect().center()); }
void GraphView::zoomOut() { d_->canvas->zoomBy(0.8, d_->canvas->viewport()->rect().center()); }
void GraphView::zoomToFit() { d_->canvas->fitRect(d_->scene->sceneRect(), GraphCanvas::kMaximumZoom); }
double GraphView::zoom() const { return d_->canvas->zoom(); }
void GraphView::setZoom(double zoom) { d_->canvas->setZoom(zoom); }
bool GraphView::isLayoutPending() const { return d_->pendingId != 0; }

bool GraphView::exportPng(const QString& path) {
  const QRectF source = d_->scene->sceneRect();
  if (source.isEmpty()) return false;
  // Twice the resolution for crisp text, less when the picture would be too big to save.
  double scale = 2.0;
  scale = std::min(scale, kMaxExportSide / std::max(source.width(), source.height()));
  scale = std::min(scale, std::sqrt(static_cast<double>(kMaxExportPixels) / (source.width() * source.height())));
  const QSize size(std::max(1, static_cast<int>(source.width() * scale)), std::max(1, static_cast<int>(source.height() * scale)));
  QImage image(size, QImage::Format_ARGB32_Premultiplied);
  if (image.isNull()) return false;
  image.fill(Qt::white);
  {
    QPainter painter(&image);
    painter.setRenderHints(QPainter::Antialiasing | QPainter::TextAntialiasing);
    const ItemCachesOff uncached(d_->scene);
    d_->scene->render(&painter, QRectF(QPointF(0, 0), QSizeF(size)), source);
  }
  if (scale < 1.0)
    emit statusMessage(tr("Exported at %1% scale: the whole graph is too large for one image").arg(std::lround(scale * 100)));
  return image.save(path, "PNG");
}

bool GraphView::exportSvg(const QString& path) {
  const QRectF source = d_->scene->sceneRect();
  if (source.isEmpty()) return false;
  QSvgGenerator generator;
  generator.setFileName(path);
  generator.setSize(source.size().toSize());
  generator.setViewBox(QRectF(QPointF(0, 0), source.size()));
  generator.setTitle(d_->title);
  generator.setDescription(tr("ShardScope graph view"));
  QPainter painter;
  if (!painter.begin(&generator)) return false;
  {
    const ItemCachesOff uncached(d_->scene);
    d_->scene->render(&painter, QRectF(QPointF(0, 0), source.size()), source);
  }
  return painter.end() && QFileInfo(path).size() > 0;
}

}  // namespace shardscope::views
