#include "views/graph/graph_model.h"

#include "grouping/instruction_grouping.h"
#include "ir/module.h"

#include <algorithm>

namespace shardscope::views {
namespace {

QString text(std::string_view view) { return QString::fromUtf8(view.data(), static_cast<qsizetype>(view.size())); }

QString parentPath(const QString& path) {
  const qsizetype slash = path.lastIndexOf(QLatin1Char('/'));
  return slash < 0 ? QString() : path.left(slash);
}

QString lastComponent(const QString& path) {
  const qsizetype slash = path.lastIndexOf(QLatin1Char('/'));
  return slash < 0 ? path : path.mid(slash + 1);
}

}  // namespace

GraphModel::GraphModel(const ir::Module& module) {
  groups_.push_back(GraphGroup{});
  groupByPath_.insert(QString(), 0);
  nodes_.reserve(static_cast<qsizetype>(module.instructionCount()));

  // Entry first (the program a user reads), then the called computations, each in file order.
  std::vector<int> order;
  if (module.entry >= 0 && module.entry < static_cast<int>(module.computations.size())) order.push_back(module.entry);
  for (int c = 0; c < static_cast<int>(module.computations.size()); ++c)
    if (c != module.entry) order.push_back(c);

  const QString calledRoot = QStringLiteral("(called computations)");
  for (int c : order) {
    const ir::Computation& computation = module.computations[c];
    const bool isEntry = c == module.entry;
    const QString computationName = text(computation.name);
    // Groups: op_name scopes, or what stands in for them (core/grouping); a called
    // computation (a loop body can be most of a program) is grouped inside its own box.
    // Small called computations (reducers) stay one flat box.
    grouping::InstructionGroups groups;
    if (isEntry || static_cast<int>(computation.instructions.size()) > grouping::GroupingOptions{}.maxLoose)
      groups = grouping::groupInstructions(computation);
    else
      groups.paths.resize(computation.instructions.size());
    if (isEntry) {
      groupingSource_ = groups.source;
      groupingSources_ = groups.used;
    }
    const QString calledPrefix = calledRoot + QLatin1Char('/') + computationName;
    const int base = nodes_.size();
    const int count = static_cast<int>(computation.instructions.size());
    for (const ir::Instruction& instruction : computation.instructions) {
      GraphNode node;
      node.key = text(instruction.name);
      if (nodeByKey_.contains(node.key)) node.key += QLatin1Char('@') + computationName;
      node.opcode = text(instruction.opcodeText);
      node.shape = QString::fromStdString(instruction.shape.toString(false));
      if (instruction.sharding) node.sharding = QString::fromStdString(instruction.sharding->toString(false));
      node.opName = text(instruction.metadata.opName);
      node.opType = text(instruction.metadata.opType);
      node.sourceFile = text(instruction.metadata.sourceFile);
      node.sourceLine = instruction.metadata.sourceLine;
      node.computation = computationName;
      for (ir::InstructionId operand : instruction.operands)
        if (operand >= 0 && operand < count) node.operands.push_back(base + operand);

      // Called computations (reducers, loop bodies, fusions) sit apart from the entry's
      // data flow: one group each, under one top-level group.
      const QString inside = QString::fromStdString(groups.paths[nodes_.size() - base]);
      const QString groupPath = isEntry ? inside : inside.isEmpty() ? calledPrefix : calledPrefix + QLatin1Char('/') + inside;
      node.group = groupFor(groupPath);
      const int index = nodes_.size();
      groups_[node.group].children.push_back(GroupChild{false, index});
      if (!nodeByKey_.contains(node.key)) nodeByKey_.insert(node.key, index);
      nodes_.push_back(std::move(node));
    }
  }
  splitLargeGroups();
  countNodes();
  indexScopes();

  displayRoot_ = 0;
  while (groups_[displayRoot_].children.size() == 1 && groups_[displayRoot_].children.front().isGroup)
    displayRoot_ = groups_[displayRoot_].children.front().index;
}

void GraphModel::indexScopes() {
  // Walked up per group: splitting a group into parts gives members a parent made after
  // them, so index order is not parent-first. Depth is bounded (op_name depth 24, parts).
  groupDepths_.fill(0, groups_.size());
  for (int g = 0; g < groups_.size(); ++g)
    for (int p = groups_[g].parent; p >= 0; p = groups_[p].parent) ++groupDepths_[g];
  const auto commonDepth = [&](int a, int b) {
    while (groupDepths_[a] > groupDepths_[b]) a = groups_[a].parent;
    while (groupDepths_[b] > groupDepths_[a]) b = groups_[b].parent;
    while (a != b) {
      a = groups_[a].parent;
      b = groups_[b].parent;
    }
    return groupDepths_[a];
  };
  operandScopeDepths_.resize(nodes_.size());
  for (int n = 0; n < nodes_.size(); ++n) {
    int depth = groupDepths_[nodes_[n].group];
    for (int operand : nodes_[n].operands) depth = std::min(depth, commonDepth(nodes_[n].group, nodes_[operand].group));
    operandScopeDepths_[n] = depth;
  }
}

int GraphModel::groupFor(const QString& path) {
  auto found = groupByPath_.constFind(path);
  if (found != groupByPath_.constEnd()) return found.value();
  const int parent = groupFor(parentPath(path));
  const int index = groups_.size();
  GraphGroup group;
  group.path = path;
  group.title = lastComponent(path);
  group.parent = parent;
  groups_.push_back(group);
  groups_[parent].children.push_back(GroupChild{true, index});
  groupByPath_.insert(path, index);
  return index;
}

void GraphModel::splitLargeGroups() {
  const int original = groups_.size();
  for (int g = 0; g < original; ++g) splitGroup(g);
}

// Packs consecutive members (graph order keeps neighbours together) into parts of at
// most kMaxGroupChildren; parts of parts when even the parts are too many.
void GraphModel::splitGroup(int g) {
  const QVector<GroupChild> members = groups_[g].children;
  const qsizetype count = members.size();
  if (count <= kMaxGroupChildren) return;
  qsizetype perPart = kMaxGroupChildren;
  while ((count + perPart - 1) / perPart > kMaxGroupChildren) perPart *= kMaxGroupChildren;
  const qsizetype parts = (count + perPart - 1) / perPart;
  QVector<GroupChild> partChildren;
  for (qsizetype p = 0; p < parts; ++p) {
    const int index = groups_.size();
    GraphGroup part;
    part.title = QStringLiteral("part %1 of %2").arg(p + 1).arg(parts);
    part.path = (groups_[g].path.isEmpty() ? QString() : groups_[g].path + QLatin1Char('/')) +
                QLatin1Char('[') + part.title + QLatin1Char(']');
    part.parent = g;
    part.isPart = true;
    const qsizetype end = std::min(count, (p + 1) * perPart);
    for (qsizetype i = p * perPart; i < end; ++i) {
      part.children.push_back(members[i]);
      if (members[i].isGroup) groups_[members[i].index].parent = index;
      else nodes_[members[i].index].group = index;
    }
    groupByPath_.insert(part.path, index);
    groups_.push_back(std::move(part));
    partChildren.push_back(GroupChild{true, index});
  }
  groups_[g].children = partChildren;
  for (const GroupChild& part : partChildren) splitGroup(part.index);
}

void GraphModel::countNodes() {
  for (GraphGroup& group : groups_) group.totalNodes = 0;
  for (const GraphNode& node : nodes_)
    for (int g = node.group; g >= 0; g = groups_[g].parent) ++groups_[g].totalNodes;
}

QVector<int> GraphModel::groupChain(int group) const {
  QVector<int> chain;
  for (int g = group; g > 0; g = groups_[g].parent) chain.push_front(g);
  return chain;
}

bool GraphModel::isInside(int group, int ancestor) const {
  for (int g = group; g >= 0; g = groups_[g].parent)
    if (g == ancestor) return true;
  return false;
}

}  // namespace shardscope::views
