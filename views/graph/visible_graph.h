#pragma once
// The graph as drawn for one set of expanded groups: which instructions are nodes, which
// collapsed groups are boxes, which expanded groups are frames (clusters) around their
// members, and the edges between all of these (an edge into a collapsed group ends at
// its box; parallel edges are merged and counted).

#include "views/graph/graph_model.h"

#include <QSet>
#include <QVector>

namespace shardscope::views {

struct VisibleItem {
  bool isGroup = false;  // a collapsed group's box, else an instruction node
  int index = 0;         // node or group index in the model
  int cluster = -1;      // innermost expanded group around it (index into clusters)
};

struct VisibleCluster {
  int group = 0;
  int parent = -1;  // index into clusters
};

struct VisibleEdge {
  int from = 0;  // item indices
  int to = 0;
  int tensors = 0;      // distinct producer instructions the merged edges carry
  int sourceNode = -1;  // the producer, when there is one tensor
};

struct VisibleGraph {
  QVector<VisibleItem> items;
  QVector<VisibleCluster> clusters;
  QVector<VisibleEdge> edges;
  QVector<int> itemOfNode;     // node -> the item that stands for it
  QVector<int> itemOfGroup;    // group -> its box item, -1 when expanded or hidden
  QVector<int> clusterOfGroup; // group -> its cluster, -1 when not expanded and shown
  int nodeItems = 0;           // instructions drawn as nodes
  int collapsedGroups = 0;     // boxes
  int hiddenNodes = 0;         // instructions inside boxes
  // Edges into collapsed boxes beyond kMaxEdgesIntoBoxes per source, left out: a value
  // used by every layer (RoPE tables, masks) would otherwise run one edge past every
  // other layer box, and dot spends minutes on the virtual nodes of such long edges.
  int omittedEdges = 0;
  int omittedEdgeSources = 0;
  static constexpr int kMaxEdgesIntoBoxes = 12;

  // Expanded groups below `root` whose ancestors are all expanded, i.e. the ones drawn.
  static QVector<int> effectiveExpanded(const GraphModel& model, const QSet<int>& expanded);
  static VisibleGraph build(const GraphModel& model, const QSet<int>& expanded);
};

}  // namespace shardscope::views
