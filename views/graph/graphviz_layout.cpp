#include "views/graph/graphviz_layout.h"

#include "report/graphviz_graph.h"
#include "report/svg_renderer.h"

#include <graphviz/cgraph.h>
#include <graphviz/gvc.h>

#include <QElapsedTimer>

#include <cstdio>
#include <mutex>
#include <string>
#include <vector>

namespace shardscope::views {
namespace {

constexpr double kPointsPerInch = 72.0;

// Freeing a GVC_t and making a new one is a use-after-free in 2.42's pango plugin, and
// Graphviz is not thread-safe: the process has one context and one lock, kept by
// core/report (the HTML report draws its pictures with the same Graphviz), so a layout
// here and a report export never call Graphviz at the same time.
std::mutex& graphvizMutex() { return report::graphvizLock(); }

GVC_t* processContext() { return report::graphvizContext(); }

char* mutableText(std::string& text) { return text.data(); }

std::string inches(double points) {
  char buffer[32];
  std::snprintf(buffer, sizeof buffer, "%.4f", points / kPointsPerInch);
  return buffer;
}

void setGraphAttribute(Agraph_t* graph, const char* name, const std::string& value) {
  std::string key = name, text = value, empty;
  agattr(graph, AGRAPH, mutableText(key), mutableText(empty));
  agset(graph, mutableText(key), mutableText(text));
}

// An HTML label with one empty fixed-size cell: reserves the title's room at the top of
// a cluster without Graphviz measuring any text.
void reserveTitle(Agraph_t* root, Agraph_t* cluster, Agsym_t* labelSymbol, double width, double height) {
  char buffer[200];
  std::snprintf(buffer, sizeof buffer,
                "<TABLE BORDER=\"0\" CELLPADDING=\"0\" CELLSPACING=\"0\"><TR><TD FIXEDSIZE=\"TRUE\" "
                "WIDTH=\"%d\" HEIGHT=\"%d\"></TD></TR></TABLE>",
                static_cast<int>(width), static_cast<int>(height));
  char* html = agstrdup_html(root, buffer);
  agxset(cluster, labelSymbol, html);
  agstrfree(root, html);
}

// One layout's graph, owned for the duration of the call.
report::GraphvizGraph openLayoutGraph(GVC_t* context) {
  std::string name = "layout";
  return report::GraphvizGraph(context, agopen(mutableText(name), Agdirected, nullptr));
}

QPointF toScene(pointf point, double top) { return QPointF(point.x, top - point.y); }

void validate(const LayoutRequest& request) {
  const int nodeCount = request.nodes.size();
  const int clusterCount = request.clusters.size();
  for (int i = 0; i < clusterCount; ++i) {
    const int parent = request.clusters[i].parent;
    if (parent < -1 || parent >= i) throw GraphvizError("cluster " + std::to_string(i) + " has a bad parent");
  }
  for (const LayoutNodeSpec& node : request.nodes) {
    if (node.cluster < -1 || node.cluster >= clusterCount) throw GraphvizError("node in an unknown cluster");
    if (!(node.size.width() > 0 && node.size.height() > 0)) throw GraphvizError("node with an empty size");
  }
  for (const LayoutEdgeSpec& edge : request.edges) {
    if (edge.from < 0 || edge.from >= nodeCount || edge.to < 0 || edge.to >= nodeCount)
      throw GraphvizError("edge between unknown nodes");
  }
}

}  // namespace

LayoutGeometry runGraphvizLayout(const LayoutRequest& request) {
  validate(request);
  LayoutGeometry geometry;
  if (request.nodes.isEmpty()) return geometry;

  std::lock_guard<std::mutex> lock(graphvizMutex());
  QElapsedTimer timer;
  timer.start();
  GVC_t* context = processContext();
  report::GraphvizGraph handle = openLayoutGraph(context);
  Agraph_t* root = handle.get();

  setGraphAttribute(root, "rankdir", "TB");
  setGraphAttribute(root, "nodesep", inches(request.nodeSeparation));
  setGraphAttribute(root, "ranksep", inches(request.rankSeparation));
  setGraphAttribute(root, "splines", "spline");
  setGraphAttribute(root, "labeljust", "l");
  setGraphAttribute(root, "labelloc", "t");
  if (request.nodes.size() > 150) {
    // Crossing minimisation and network simplex dominate on big graphs, clusters and long
    // edges most: these limits cut the time several-fold at a small cost in crossings
    // (PLATFORM-NOTES.md).
    setGraphAttribute(root, "mclimit", "0.2");
    setGraphAttribute(root, "nslimit", "2");
    setGraphAttribute(root, "nslimit1", "2");
    setGraphAttribute(root, "searchsize", "20");
  }
  // One global ranking instead of ranking each cluster on its own: faster with nested
  // clusters, and frames still hold their members.
  if (!request.clusters.isEmpty()) setGraphAttribute(root, "newrank", "true");
  std::string labelKey = "label", empty;
  Agsym_t* clusterLabel = agattr(root, AGRAPH, mutableText(labelKey), mutableText(empty));
  std::string key, value;
  auto nodeDefault = [&](const char* name, const char* fallback) {
    key = name;
    value = fallback;
    return agattr(root, AGNODE, mutableText(key), mutableText(value));
  };
  nodeDefault("shape", "box");
  nodeDefault("fixedsize", "true");
  nodeDefault("label", "");
  Agsym_t* widthSymbol = nodeDefault("width", "0.75");
  Agsym_t* heightSymbol = nodeDefault("height", "0.5");
  key = "arrowsize";
  value = "0.7";
  agattr(root, AGEDGE, mutableText(key), mutableText(value));

  std::vector<Agraph_t*> clusters(request.clusters.size(), nullptr);
  for (int i = 0; i < request.clusters.size(); ++i) {
    const LayoutClusterSpec& spec = request.clusters[i];
    Agraph_t* parent = spec.parent < 0 ? root : clusters[spec.parent];
    std::string name = "cluster_" + std::to_string(i);
    clusters[i] = agsubg(parent, mutableText(name), 1);
  }
  // Labels after all clusters exist: a subgraph made later would inherit its parent's
  // label as plain text (cgraph keeps the default, not its HTML flag).
  for (int i = 0; i < request.clusters.size(); ++i) {
    const double titleHeight = request.clusters[i].titleHeight;
    reserveTitle(root, clusters[i], clusterLabel, 40, titleHeight > 0 ? titleHeight : 1);
  }

  std::vector<Agnode_t*> nodes(request.nodes.size(), nullptr);
  for (int i = 0; i < request.nodes.size(); ++i) {
    const LayoutNodeSpec& spec = request.nodes[i];
    Agraph_t* owner = spec.cluster < 0 ? root : clusters[spec.cluster];
    std::string name = "n" + std::to_string(i);
    nodes[i] = agnode(owner, mutableText(name), 1);
    std::string width = inches(spec.size.width()), height = inches(spec.size.height());
    agxset(nodes[i], widthSymbol, mutableText(width));
    agxset(nodes[i], heightSymbol, mutableText(height));
  }

  std::vector<Agedge_t*> edges(request.edges.size(), nullptr);
  for (int i = 0; i < request.edges.size(); ++i) {
    const LayoutEdgeSpec& spec = request.edges[i];
    std::string name = "e" + std::to_string(i);
    edges[i] = agedge(root, nodes[spec.from], nodes[spec.to], mutableText(name), 1);
  }

  if (gvLayout(context, root, "dot") != 0) {
    const char* message = aglasterr();
    throw GraphvizError(message ? std::string("Graphviz: ") + message : "Graphviz could not lay out the graph");
  }
  handle.markLaidOut();

  const boxf box = GD_bb(root);
  const double top = box.UR.y;
  geometry.bounds = QRectF(QPointF(box.LL.x, 0), QPointF(box.UR.x, top - box.LL.y));
  geometry.nodes.reserve(request.nodes.size());
  for (Agnode_t* node : nodes) {
    const QPointF centre = toScene(ND_coord(node), top);
    const double width = ND_width(node) * kPointsPerInch, height = ND_height(node) * kPointsPerInch;
    geometry.nodes.push_back(QRectF(centre.x() - width / 2, centre.y() - height / 2, width, height));
  }
  geometry.clusters.reserve(request.clusters.size());
  for (Agraph_t* sub : clusters) {
    const boxf bb = GD_bb(sub);
    geometry.clusters.push_back(QRectF(QPointF(bb.LL.x, top - bb.UR.y), QPointF(bb.UR.x, top - bb.LL.y)));
  }
  geometry.edges.reserve(request.edges.size());
  for (int i = 0; i < request.edges.size(); ++i) {
    EdgeGeometry edge;
    edge.from = request.edges[i].from;
    edge.to = request.edges[i].to;
    const splines* spline = ED_spl(edges[i]);
    if (spline && spline->size > 0) {
      const bezier& curve = spline->list[0];
      edge.spline.reserve(curve.size);
      for (int p = 0; p < curve.size; ++p) edge.spline.push_back(toScene(curve.list[p], top));
      if (curve.eflag) {
        edge.hasArrowHead = true;
        edge.arrowTip = toScene(curve.ep, top);
      }
    }
    geometry.edges.push_back(std::move(edge));
  }
  geometry.seconds = timer.nsecsElapsed() / 1e9;
  return geometry;
}

}  // namespace shardscope::views
