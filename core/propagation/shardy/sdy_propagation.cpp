#include "propagation/shardy/sdy_propagation.h"

#include "propagation/shardy/sdy_factor_step.h"

#include <algorithm>
#include <set>

namespace shardscope::propagation::sdy {

std::optional<ShardyOptions> optionsForPass(std::string_view passList, std::string* error) {
  ShardyOptions options;
  options.addDataFlowEdges = false;
  options.exportShardings = false;
  bool propagates = false;
  std::size_t start = 0;
  while (start <= passList.size()) {
    // Split at top-level commas (options sit in braces).
    std::size_t end = start;
    int depth = 0;
    while (end < passList.size() && (passList[end] != ',' || depth > 0)) {
      if (passList[end] == '{') ++depth;
      if (passList[end] == '}') --depth;
      ++end;
    }
    std::string_view pass = passList.substr(start, end - start);
    while (!pass.empty() && pass.front() == ' ') pass.remove_prefix(1);
    while (!pass.empty() && pass.back() == ' ') pass.remove_suffix(1);
    start = end + 1;
    const std::size_t brace = pass.find('{');
    const std::string_view name = pass.substr(0, brace);
    const std::string_view opts = brace == std::string_view::npos ? std::string_view() : pass.substr(brace);
    if (name.empty()) continue;
    if (name == "sdy-add-data-flow-edges") {
      options.addDataFlowEdges = true;
      continue;
    }
    if (name == "sdy-sink-data-flow-edges") continue;
    propagates = true;
    if (name == "sdy-basic-propagate") {
      options.strategy = Strategy::Basic;
      options.opPriority = options.userPriority = false;
    } else if (name == "sdy-aggressive-propagate") {
      options.strategy = Strategy::Aggressive;
      options.opPriority = options.userPriority = false;
    } else if (name == "sdy-op-priority-propagate") {
      options.strategy = Strategy::Aggressive;
      options.opPriority = true;
      options.userPriority = false;
    } else if (name == "sdy-user-priority-propagate") {
      options.strategy = Strategy::Aggressive;
      options.opPriority = options.userPriority = true;
    } else if (name == "sdy-propagation-pipeline") {
      options.strategy = Strategy::Aggressive;
      options.opPriority = options.userPriority = true;
      options.addDataFlowEdges = options.exportShardings = true;
    } else {
      if (error) *error = "unknown pass '" + std::string(name) + "'";
      return std::nullopt;
    }
    if (opts.find("propagation-strategy=basic-then-aggressive") != std::string_view::npos) options.strategy = Strategy::BasicThenAggressive;
    else if (opts.find("propagation-strategy=basic") != std::string_view::npos) options.strategy = Strategy::Basic;
    else if (opts.find("propagation-strategy=aggressive") != std::string_view::npos) options.strategy = Strategy::Aggressive;
    if (opts.find("conservative-propagation=true") != std::string_view::npos) options.conservative = true;
  }
  if (!propagates) {
    if (error) *error = "the pass list runs no propagation pass";
    return std::nullopt;
  }
  return options;
}

namespace {

bool isPassThroughOpName(std::string_view name) {
  return isElementwiseOp(name) || name == "stablehlo.reshape" || name == "stablehlo.transpose";
}

class Engine {
 public:
  Engine(const Graph& graph, const ShardyOptions& options, const CancellationToken& cancel)
      : graph_(graph), options_(options), cancel_(cancel) {
    result_.shardings.resize(graph.values.size());
    for (std::size_t v = 0; v < graph.values.size(); ++v)
      if (graph.holder(static_cast<int>(v)) == static_cast<int>(v)) result_.shardings[v] = graph.values[v].sharding;
    users_.resize(graph.values.size());
    for (std::size_t n = 0; n < graph.nodes.size(); ++n) {
      for (int v : graph.nodes[n].operands) users_[static_cast<std::size_t>(graph.holder(v))].push_back(static_cast<int>(n));
      for (int v : graph.nodes[n].results) users_[static_cast<std::size_t>(graph.holder(v))].push_back(static_cast<int>(n));
    }
    producer_.assign(graph.values.size(), -1);
    for (std::size_t g = 0; g < graph.siblings.size(); ++g)
      for (int v : graph.siblings[g]) producer_[static_cast<std::size_t>(graph.holder(v))] = static_cast<int>(g);
    groupOf_.assign(graph.values.size(), -1);
    for (std::size_t g = 0; g < graph.groups.size(); ++g)
      for (int v : graph.groups[g]) groupOf_[static_cast<std::size_t>(graph.holder(v))] = static_cast<int>(g);
    // Shardy's sharding-group import: members start with the one sharding a member has;
    // a fully open one without axes says nothing and takes the others' too.
    auto saysNothing = [](const std::optional<TensorSharding>& sharding) {
      return !sharding || (sharding->emptyAxes() && sharding->replicated.empty() && sharding->unreduced.empty() &&
                           std::all_of(sharding->dims.begin(), sharding->dims.end(), [](const DimSharding& d) { return !d.closed; }));
    };
    for (const auto& group : graph.groups) {
      const std::optional<TensorSharding>* seed = nullptr;
      for (int v : group)
        if (const auto& sharding = result_.shardings[static_cast<std::size_t>(graph.holder(v))]; !saysNothing(sharding) && !seed) seed = &sharding;
      if (!seed) continue;
      const TensorSharding initial = **seed;
      for (int v : group)
        if (auto& sharding = result_.shardings[static_cast<std::size_t>(graph.holder(v))]; saysNothing(sharding)) sharding = initial;
    }
  }

  ShardyResult run() {
    if (options_.userPriority) runUserPriorities();
    else runOpPriorities();
    // The pipeline's export closes every dim and drops the replicated sets (what is not
    // split is replicated anyway).
    if (options_.exportShardings)
      for (auto& sharding : result_.shardings)
        if (sharding) {
          sharding->replicated.clear();
          for (auto& dim : sharding->dims) {
            dim.closed = true;
            dim.priority = -1;
          }
        }
    return std::move(result_);
  }

 private:
  using DirectionFn = std::function<Direction(const Node&, int factor)>;

  std::optional<TensorSharding>& at(int value) { return result_.shardings[static_cast<std::size_t>(graph_.holder(value))]; }

  void runOpPriorities() {
    if (!options_.opPriority) {
      runStrategies([](const Node&, int) { return kBoth; });
      return;
    }
    // Shardy's first round holds back an elementwise op that reads a value more than
    // two elementwise uses compete for (inferred from Shardy's op-priority lit tests
    // and the JAX corpus, which agree with it); it propagates from the second round on.
    std::vector<int> uses(graph_.values.size(), 0);
    for (const Node& node : graph_.nodes)
      if (node.kind == NodeKind::Op && isElementwiseOp(node.opName))
        for (int v : node.operands) ++uses[static_cast<std::size_t>(v)];
    std::vector<char> heldBack(graph_.nodes.size(), 0);
    for (std::size_t n = 0; n < graph_.nodes.size(); ++n)
      if (graph_.nodes[n].kind == NodeKind::Op && isElementwiseOp(graph_.nodes[n].opName))
        for (int v : graph_.nodes[n].operands) heldBack[n] = heldBack[n] || uses[static_cast<std::size_t>(v)] > 2;
    const Node* first = graph_.nodes.data();
    auto shared = [&heldBack, first](const Node& node) { return heldBack[static_cast<std::size_t>(&node - first)] != 0; };
    for (int round = 0; round < 3; ++round) {
      runStrategies([round, &shared](const Node& node, int factor) {
        unsigned direction = kNone;
        const bool edge = node.kind != NodeKind::Op;
        if (edge) direction |= kBoth;
        else if (isPassThroughOpName(node.opName)) direction |= shared(node) ? kNone : kBoth;
        else if (node.opName == "stablehlo.dynamic_slice" || node.opName == "stablehlo.dynamic_update_slice") direction |= kForward;
        if (round >= 1) {
          if (!edge && !node.rule.isPassThrough(factor)) direction |= kNone;
          else if (node.opName == "stablehlo.broadcast_in_dim") direction |= kBackward;
          else direction |= kBoth;
        }
        if (round >= 2) direction |= kBoth;
        return static_cast<Direction>(direction);
      });
    }
  }

  // Shardy's user priorities: dims annotated p1, p2, ... are hidden (closed, their
  // axes replicated) until their round; p0 and unannotated dims take part at once.
  void runUserPriorities() {
    std::vector<std::optional<TensorSharding>> originals = result_.shardings;
    std::set<int> priorities;
    for (auto& sharding : result_.shardings) {
      if (!sharding) continue;
      for (auto& dim : sharding->dims) {
        if (dim.priority > 0) {
          priorities.insert(dim.priority);
          sharding->replicated.insert(sharding->replicated.end(), dim.axes.begin(), dim.axes.end());
          dim = DimSharding{};
        } else {
          dim.priority = -1;
        }
      }
      if (auto mesh = graph_.meshes.find(sharding->mesh); mesh != graph_.meshes.end()) sortByMesh(sharding->replicated, mesh->second);
    }
    runOpPriorities();
    for (int priority : priorities) {
      for (std::size_t v = 0; v < originals.size(); ++v) {
        if (!originals[v] || !result_.shardings[v]) continue;
        auto& current = *result_.shardings[v];
        for (std::size_t d = 0; d < originals[v]->dims.size() && d < current.dims.size(); ++d) {
          const DimSharding& original = originals[v]->dims[d];
          if (original.priority != priority) continue;
          current.dims[d] = original;
          current.dims[d].priority = -1;
          std::erase_if(current.replicated, [&](const AxisRef& a) { return std::find(original.axes.begin(), original.axes.end(), a) != original.axes.end(); });
        }
      }
      runOpPriorities();
    }
  }

  void runStrategies(const DirectionFn& direction) {
    if (options_.strategy == Strategy::Basic || options_.strategy == Strategy::BasicThenAggressive) fixpoint(direction, false);
    if (options_.strategy == Strategy::Aggressive || options_.strategy == Strategy::BasicThenAggressive) fixpoint(direction, true);
  }

  // Func results are pushed to the returned values before and pulled back after the
  // fixpoint, as Shardy does (they are not on the worklist).
  void funcResults(bool aggressive) {
    for (std::size_t n = 0; n < graph_.nodes.size(); ++n)
      if (graph_.nodes[n].kind == NodeKind::FuncResult) evaluate(static_cast<int>(n), [](const Node&, int) { return kBoth; }, aggressive, nullptr);
  }

  void fixpoint(const DirectionFn& direction, bool aggressive) {
    funcResults(aggressive);
    std::vector<int> stack;
    std::vector<char> queued(graph_.nodes.size(), 0);
    for (std::size_t n = graph_.nodes.size(); n-- > 0;)
      if (graph_.nodes[n].kind != NodeKind::FuncResult) {
        stack.push_back(static_cast<int>(n));
        queued[n] = 1;
      }
    std::vector<int> touched;
    while (!stack.empty()) {
      if ((++result_.evaluations & 1023) == 0) cancel_.throwIfCancelled();
      const int n = stack.back();
      stack.pop_back();
      queued[static_cast<std::size_t>(n)] = 0;
      touched.clear();
      evaluate(n, direction, aggressive, &touched);
      for (int value : touched)
        for (int user : users_[static_cast<std::size_t>(value)])
          if (user != n && !queued[static_cast<std::size_t>(user)] && graph_.nodes[static_cast<std::size_t>(user)].kind != NodeKind::FuncResult) {
            queued[static_cast<std::size_t>(user)] = 1;
            stack.push_back(user);
          }
    }
    funcResults(aggressive);
  }

  void set(int node, int value, TensorSharding sharding, std::vector<int>* touched) {
    const int holder = graph_.holder(value);
    auto& slot = result_.shardings[static_cast<std::size_t>(holder)];
    result_.steps.push_back(ShardyStep{node, holder, slot ? slot->toString() : "", sharding.toString()});
    if (touched) touched->push_back(holder);
    const int group = groupOf_[static_cast<std::size_t>(holder)];
    if (group >= 0)
      for (int member : graph_.groups[static_cast<std::size_t>(group)]) {
        const int m = graph_.holder(member);
        if (m == holder) continue;
        result_.shardings[static_cast<std::size_t>(m)] = sharding;
        if (touched) touched->push_back(m);
      }
    const std::string mesh = sharding.mesh;
    slot = std::move(sharding);
    if (const int op = producer_[static_cast<std::size_t>(holder)]; op >= 0) openSiblings(graph_.siblings[static_cast<std::size_t>(op)], mesh, touched);
  }

  void evaluate(int n, const DirectionFn& direction, bool aggressive, std::vector<int>* touched) {
    const Node& node = graph_.nodes[static_cast<std::size_t>(n)];
    std::vector<int> values = node.operands;
    values.insert(values.end(), node.results.begin(), node.results.end());
    std::vector<std::optional<TensorSharding>> local(values.size());
    std::vector<std::vector<AxisRef>> manualPrefix;
    for (std::size_t i = 0; i < values.size(); ++i) local[i] = at(values[i]);
    if (node.kind == NodeKind::ManualLink && local[0]) {
      // The global side seen without the manual axes, which the body never sees.
      manualPrefix.resize(local[0]->dims.size());
      for (std::size_t d = 0; d < local[0]->dims.size(); ++d) {
        auto& axes = local[0]->dims[d].axes;
        for (const AxisRef& a : axes)
          if (std::find(node.manualAxes.begin(), node.manualAxes.end(), a.name) != node.manualAxes.end()) manualPrefix[d].push_back(a);
        std::erase_if(axes, [&](const AxisRef& a) { return std::find(node.manualAxes.begin(), node.manualAxes.end(), a.name) != node.manualAxes.end(); });
      }
      std::erase_if(local[0]->replicated, [&](const AxisRef& a) { return std::find(node.manualAxes.begin(), node.manualAxes.end(), a.name) != node.manualAxes.end(); });
    }
    StepInput input;
    input.rule = &node.rule;
    for (const auto& sharding : local) input.tensors.push_back(&sharding);
    input.operandCount = node.operands.size();
    input.aggressive = aggressive;
    input.conservative = options_.conservative;
    input.direction = [&](int factor) {
      unsigned d = direction(node, factor);
      if (!node.allowForward) d &= ~static_cast<unsigned>(kForward);
      if (!node.allowBackward) d &= ~static_cast<unsigned>(kBackward);
      return static_cast<Direction>(d);
    };
    auto updates = factorStep(input, graph_.meshes);
    for (std::size_t i = 0; i < updates.size(); ++i) {
      if (!updates[i]) continue;
      TensorSharding next = std::move(*updates[i]);
      if (node.kind == NodeKind::ManualLink && i == 0) {
        const auto& global = at(values[0]);
        for (std::size_t d = 0; d < next.dims.size() && d < manualPrefix.size(); ++d)
          next.dims[d].axes.insert(next.dims[d].axes.begin(), manualPrefix[d].begin(), manualPrefix[d].end());
        if (global) next.replicated = global->replicated;
      }
      set(n, values[i], std::move(next), touched);
    }
  }

  // Shardy keeps one sharding per result of an op: the first result it shards gives the
  // op's other results a fully open sharding of the same mesh.
  void openSiblings(const std::vector<int>& results, const std::string& mesh, std::vector<int>* touched) {
    for (int result : results) {
      const int holder = graph_.holder(result);
      const auto& dims = graph_.values[static_cast<std::size_t>(result)].dims;
      auto& slot = result_.shardings[static_cast<std::size_t>(holder)];
      if (slot) continue;
      TensorSharding open;  // a token too has one: of rank 0
      open.mesh = mesh;
      open.dims.assign(dims ? dims->size() : 0, DimSharding{{}, false, -1});
      slot = std::move(open);
      if (touched) touched->push_back(holder);
    }
  }

  const Graph& graph_;
  const ShardyOptions& options_;
  const CancellationToken& cancel_;
  ShardyResult result_;
  std::vector<std::vector<int>> users_;
  std::vector<int> groupOf_;
  std::vector<int> producer_;  // a result of a multi-result op (its holder) -> Graph::siblings index
};

}  // namespace

ShardyResult propagateShardy(const Graph& graph, const ShardyOptions& options, const CancellationToken& cancel,
                             const ProgressCallback& progress) {
  reportProgress(progress, 0.0, "propagating (Shardy)");
  ShardyResult result = Engine(graph, options, cancel).run();
  reportProgress(progress, 1.0, "propagating (Shardy)");
  return result;
}

}  // namespace shardscope::propagation::sdy
