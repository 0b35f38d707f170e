#pragma once
// What the graph view draws, independent of any layout: every instruction of a module as
// a node with its label texts and data edges, and the tree of groups: op_name scopes, or
// what stands in for them when op_names say little (core/grouping). Built once per module
// on the GUI thread (a 20,000-instruction module takes tens of milliseconds) and never
// changed afterwards.

#include "grouping/instruction_grouping.h"

#include <QHash>
#include <QString>
#include <QVector>

namespace shardscope::ir {
class Module;
}

namespace shardscope::views {

struct GraphNode {
  QString key;         // unique: the instruction name, "name@computation" for a repeat
  QString opcode;
  QString shape;       // without layout
  QString sharding;    // GSPMD text, empty when none
  QString opName;
  QString opType;
  QString sourceFile;
  qint64 sourceLine = -1;
  QString computation;
  int group = 0;       // the group holding it directly
  QVector<int> operands;  // node indices (same computation), in operand order
};

// A member of a group, in graph order: a node or a nested group.
struct GroupChild {
  bool isGroup = false;
  int index = 0;
};

struct GraphGroup {
  QString path;   // "layer.3/attn"; split parts get "layer.3/[part 2 of 3]"; the root ""
  QString title;  // last scope component, or "part 2 of 3"
  int parent = -1;
  bool isPart = false;  // made by splitting a group over the child cap
  QVector<GroupChild> children;
  int totalNodes = 0;   // nodes anywhere below
};

class GraphModel {
 public:
  // Groups with more members than this are split into parts, so no layout of one
  // expanded group exceeds it (dot needs ~0.1 s for 400 nodes, 2.6 s for 2,000).
  static constexpr int kMaxGroupChildren = 400;

  explicit GraphModel(const ir::Module& module);

  const QVector<GraphNode>& nodes() const { return nodes_; }
  const QVector<GraphGroup>& groups() const { return groups_; }
  const GraphNode& node(int index) const { return nodes_[index]; }
  const GraphGroup& group(int index) const { return groups_[index]; }
  // The group whose members a freshly opened module shows: the root, or the first
  // group below it with more than one member (a module wrapped in one `jit(f)` scope).
  int displayRoot() const { return displayRoot_; }
  int findNode(const QString& key) const { return nodeByKey_.value(key, -1); }
  // A group's depth below the root (the root is 0).
  int groupDepth(int group) const { return groupDepths_[group]; }
  // By node: the depth of the deepest group holding the node and all its operands. A
  // node hidden in a collapsed group at this depth or shallower has all its operands in
  // that box, so it adds no edge to the picture (VisibleGraph skips it unread).
  const QVector<int>& operandScopeDepths() const { return operandScopeDepths_; }
  int findGroup(const QString& path) const { return groupByPath_.value(path, -1); }
  // Groups from the outermost (below the root) down to `group` itself.
  QVector<int> groupChain(int group) const;
  bool isInside(int group, int ancestor) const;
  // What the entry's outermost groups came from, and every source used (op_name, or the
  // stand-ins core/grouping takes when op_names say little).
  grouping::GroupingSource groupingSource() const { return groupingSource_; }
  const std::vector<grouping::GroupingSource>& groupingSources() const { return groupingSources_; }

 private:
  int groupFor(const QString& path);
  void splitLargeGroups();
  void splitGroup(int group);
  void countNodes();
  void indexScopes();

  QVector<GraphNode> nodes_;
  QVector<GraphGroup> groups_;
  QHash<QString, int> nodeByKey_;
  QVector<int> groupDepths_;
  QVector<int> operandScopeDepths_;
  QHash<QString, int> groupByPath_;
  int displayRoot_ = 0;
  grouping::GroupingSource groupingSource_ = grouping::GroupingSource::Flat;
  std::vector<grouping::GroupingSource> groupingSources_;
};

}  // namespace shardscope::views
