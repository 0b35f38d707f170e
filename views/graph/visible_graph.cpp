#include "views/graph/visible_graph.h"

#include <QHash>
#include <QSet>

#include <algorithm>

namespace shardscope::views {
namespace {

class Builder {
 public:
  Builder(const GraphModel& model, const QSet<int>& expanded, VisibleGraph& graph)
      : model_(model), expanded_(expanded), graph_(graph) {}

  void addMembers(int group, int cluster) {
    for (const GroupChild& child : model_.group(group).children) {
      if (!child.isGroup) {
        graph_.itemOfNode[child.index] = graph_.items.size();
        graph_.items.push_back(VisibleItem{false, child.index, cluster});
        ++graph_.nodeItems;
      } else if (expanded_.contains(child.index)) {
        const int inner = graph_.clusters.size();
        graph_.clusters.push_back(VisibleCluster{child.index, cluster});
        graph_.clusterOfGroup[child.index] = inner;
        addMembers(child.index, inner);
      } else {
        const int item = graph_.items.size();
        graph_.itemOfGroup[child.index] = item;
        graph_.items.push_back(VisibleItem{true, child.index, cluster});
        ++graph_.collapsedGroups;
        graph_.hiddenNodes += model_.group(child.index).totalNodes;
        assignHidden(child.index, item);
      }
    }
  }

 private:
  void assignHidden(int group, int item) {
    for (const GroupChild& child : model_.group(group).children) {
      if (child.isGroup) assignHidden(child.index, item);
      else graph_.itemOfNode[child.index] = item;
    }
  }

  const GraphModel& model_;
  const QSet<int>& expanded_;
  VisibleGraph& graph_;
};

void limitEdgesIntoBoxes(VisibleGraph& graph) {
  QVector<int> intoBoxes(graph.items.size(), 0);
  QVector<VisibleEdge> kept;
  kept.reserve(graph.edges.size());
  QSet<int> cutSources;
  for (const VisibleEdge& edge : graph.edges) {
    if (graph.items[edge.to].isGroup && ++intoBoxes[edge.from] > VisibleGraph::kMaxEdgesIntoBoxes) {
      ++graph.omittedEdges;
      cutSources.insert(edge.from);
      continue;
    }
    kept.push_back(edge);
  }
  graph.omittedEdgeSources = cutSources.size();
  graph.edges = std::move(kept);
}

}  // namespace

QVector<int> VisibleGraph::effectiveExpanded(const GraphModel& model, const QSet<int>& expanded) {
  QVector<int> result;
  QVector<int> pending{model.displayRoot()};
  while (!pending.isEmpty()) {
    const int group = pending.takeLast();
    for (const GroupChild& child : model.group(group).children) {
      if (child.isGroup && expanded.contains(child.index)) {
        result.push_back(child.index);
        pending.push_back(child.index);
      }
    }
  }
  std::sort(result.begin(), result.end());
  return result;
}

VisibleGraph VisibleGraph::build(const GraphModel& model, const QSet<int>& expanded) {
  VisibleGraph graph;
  graph.itemOfNode.fill(-1, model.nodes().size());
  graph.itemOfGroup.fill(-1, model.groups().size());
  graph.clusterOfGroup.fill(-1, model.groups().size());
  Builder(model, expanded, graph).addMembers(model.displayRoot(), -1);

  // Merge the instruction edges into edges between items, counting distinct producers.
  QHash<quint64, int> edgeIndex;
  QSet<quint64> counted;  // (edge, producer) pairs already counted: operands repeat
  const QVector<GraphNode>& nodes = model.nodes();
  const QVector<int>& scopeDepths = model.operandScopeDepths();
  for (int user = 0; user < nodes.size(); ++user) {
    const int to = graph.itemOfNode[user];
    if (to < 0) continue;
    // Hidden in a collapsed box that holds all its operands too: no edge. Most of a
    // 10^5-node program is skipped here without reading its operands.
    const VisibleItem& item = graph.items[to];
    if (item.isGroup && scopeDepths[user] >= model.groupDepth(item.index)) continue;
    for (int producer : nodes[user].operands) {
      const int from = graph.itemOfNode[producer];
      if (from < 0 || from == to) continue;
      const quint64 key = (quint64(quint32(from)) << 32) | quint32(to);
      auto found = edgeIndex.constFind(key);
      if (found == edgeIndex.constEnd()) {
        edgeIndex.insert(key, graph.edges.size());
        counted.insert((quint64(quint32(graph.edges.size())) << 32) | quint32(producer));
        graph.edges.push_back(VisibleEdge{from, to, 1, producer});
      } else {
        const quint64 pair = (quint64(quint32(found.value())) << 32) | quint32(producer);
        if (!counted.contains(pair)) {
          counted.insert(pair);
          VisibleEdge& edge = graph.edges[found.value()];
          ++edge.tensors;
          edge.sourceNode = -1;
        }
      }
    }
  }
  limitEdgesIntoBoxes(graph);
  return graph;
}

}  // namespace shardscope::views
