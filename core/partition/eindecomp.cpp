#include "partition/eindecomp.h"

#include "partition/frontier_dp.h"
#include "partition/frontier_steps.h"
#include "partition/partition_error.h"
#include "partition/partition_problem.h"
#include "partition/repeated_layers.h"
#include "partition/tree_start.h"
#include "partition/window_memo.h"
#include "partition/window_starts.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <optional>
#include <unordered_map>
#include <utility>

namespace shardscope::partition {

std::string partitionVectorText(const PartitionVector& d) {
  std::string text = "[";
  for (std::size_t k = 0; k < d.size(); ++k) {
    if (k) text += ',';
    text += std::to_string(d[k]);
  }
  return text + "]";
}

std::string partitionVectorWithIndices(const EinSumGraph& graph, const EinSumNode& node,
                                       const PartitionVector& d) {
  std::string text;
  for (std::size_t k = 0; k < d.size(); ++k) {
    if (k) text += ' ';
    text += graph.indices()[node.joinIndices[k]].name + "=" + std::to_string(d[k]);
  }
  return text;
}

std::vector<std::vector<PartitionVector>> candidatesPerNode(const EinSumGraph& graph,
                                                            int devices) {
  std::vector<std::vector<PartitionVector>> candidates;
  candidates.reserve(graph.nodes().size());
  std::size_t total = 0;
  for (const EinSumNode& node : graph.nodes()) {
    std::vector<int64_t> bounds;
    for (std::size_t k = 0; k < node.joinIndices.size(); ++k)
      bounds.push_back(graph.joinBound(node, static_cast<int>(k)));
    candidates.push_back(candidatePartitions(bounds, devices));
    if (candidates.back().empty())
      throw PartitionError("node '" + graph.outputOf(node).name + "' (line " +
                           std::to_string(node.position.line) + ") cannot be split into " +
                           std::to_string(devices) +
                           " kernel calls: its join space is too small");
    total += candidates.back().size();
    if (total > kMaxCandidatesPerGraph)
      throw PartitionError("more than " + std::to_string(kMaxCandidatesPerGraph) +
                           " partition vectors in the graph; use fewer devices");
  }
  return candidates;
}

namespace {

constexpr double kInfinity = std::numeric_limits<double>::infinity();
// Repartition evaluations the DP may spend on edges (a few seconds); beyond it the
// graph is refused instead of hanging the caller.
constexpr double kMaxEdgeEvaluations = 1e9;
// Repeats of fewer steps save too little for the run through one copy.
constexpr int kMinRepeatedSteps = 8;


// Parts are powers of two below 2^21 and ranks at most kMaxTensorRank (10), so five
// bits per dimension give a collision-free key.
uint64_t partsKey(const TensorParts& parts) {
  uint64_t key = 1;  // a leading 1 keeps ranks apart
  for (int p : parts) key = (key << 5) | static_cast<uint64_t>(__builtin_ctz(static_cast<unsigned>(p)));
  return key;
}

// Parts with their block size, so an edge's many repartitions (cost_model.h's
// repartitionCost, the same arithmetic) do not recompute it.
struct SizedParts {
  TensorParts parts;
  double block = 0;
};
SizedParts sized(const EinSumTensor& tensor, TensorParts parts) {
  const double block = blockElements(tensor, parts);
  return {std::move(parts), block};
}
double repartitionOf(const SizedParts& from, const SizedParts& to) {
  if (from.parts == to.parts) return 0;
  double intersections = 1;
  for (std::size_t k = 0; k < from.parts.size(); ++k) intersections *= std::max(from.parts[k], to.parts[k]);
  return (from.block + to.block) * intersections;
}

struct BestChoice {
  double cost = kInfinity;
  int candidate = -1;
};

// A producer whose output only this node reads: part of the same tree.
struct TreeEdge {
  int producer = -1;
  int tensor = -1;
  std::vector<int> choice;  // per candidate of the consumer: the producer's best candidate
};

struct NodeTable {
  std::vector<double> value;  // DP value per candidate
  std::vector<TreeEdge> edges;
};

class EinDecompSolver {
 public:
  EinDecompSolver(const EinSumGraph& graph, const EinDecompOptions& options,
                  const CancellationToken& cancel, const ProgressCallback& progress)
      : graph_(graph), options_(options), cancel_(cancel), progress_(progress) {}

  PartitionPlan solve() {
    const auto& nodes = graph_.nodes();
    candidates_ = candidatesPerNode(graph_, options_.devices);
    local_.resize(nodes.size());
    for (std::size_t n = 0; n < nodes.size(); ++n) {
      for (const PartitionVector& d : candidates_[n])
        local_[n].push_back(nodeCost(graph_, nodes[n], d).total());
      trace::TraceEvent event;
      event.kind = "candidates";
      event.subject = graph_.outputOf(nodes[n]).name;
      event.rule = "eindecomp-candidates";
      event.message = std::to_string(candidates_[n].size()) +
                      " partition vectors split it into " + std::to_string(options_.devices) +
                      " kernel calls";
      plan_.trace.add(std::move(event));
    }
    tables_.resize(nodes.size());
    chosen_.assign(nodes.size(), -1);

    for (std::size_t n = 0; n < nodes.size(); ++n) {
      cancel_.throwIfCancelled();
      reportProgress(progress_, static_cast<double>(n) / static_cast<double>(nodes.size()),
                     "partitioning");
      fillTable(static_cast<int>(n));
      const EinSumTensor& output = graph_.outputOf(nodes[n]);
      if (output.consumers.size() != 1) fixTree(static_cast<int>(n));
    }
    if (!graph_.isForest() && options_.improveLocally) improveLocally();

    plan_.devices = options_.devices;
    plan_.method = "dp";
    plan_.optimal = graph_.isForest();
    for (std::size_t n = 0; n < nodes.size(); ++n)
      plan_.partitions.push_back(candidates_[n][chosen_[n]]);
    plan_.cost = evaluateAssignment(graph_, plan_.partitions);
    trace::TraceEvent total;
    total.kind = "plan-cost";
    total.subject = "graph";
    total.rule = plan_.optimal ? "eindecomp-dp-exact" : "eindecomp-dp-approximate";
    total.message = "total cost " + costText(plan_.cost.total) + " elements moved" +
                    (plan_.optimal ? " (optimal: the graph is a forest)" : "");
    plan_.trace.add(std::move(total));
    reportProgress(progress_, 1.0, "partitioning");
    return std::move(plan_);
  }

 private:
  // DP[v][d] = node(v, d) + sum over tree producers u of
  //            min_{d_u} (DP[u][d_u] + repartition(out_u(d_u) -> read_v(d)))
  //          + sum over fixed fan-out producers w of repartition(out_w -> read_v(d)).
  void fillTable(int v) {
    const EinSumNode& node = graph_.nodes()[v];
    NodeTable& table = tables_[v];
    table.value = local_[v];
    std::vector<int> seenTensors;
    for (const TensorAccess& access : node.operands) {
      const int t = access.tensor;
      if (std::find(seenTensors.begin(), seenTensors.end(), t) != seenTensors.end()) continue;
      seenTensors.push_back(t);
      const EinSumTensor& tensor = graph_.tensors()[t];
      if (tensor.producer < 0) continue;  // graph inputs are free
      if (tensor.consumers.size() == 1)
        addTreeEdge(v, tensor.producer, t);
      else
        addFixedProducer(v, tensor.producer, t);
    }
  }

  // Counts repartition evaluations against the budget that bounds the DP's time.
  void chargeEvaluations(std::size_t count) {
    edgeEvaluations_ += static_cast<double>(count);
    if (edgeEvaluations_ > kMaxEdgeEvaluations)
      throw PartitionError("the partition search space is too large for the DP; use fewer devices");
  }

  void addTreeEdge(int v, int u, int t) {
    const EinSumNode& node = graph_.nodes()[v];
    const EinSumNode& producer = graph_.nodes()[u];
    const EinSumTensor& tensor = graph_.tensors()[t];
    NodeTable& table = tables_[v];
    const NodeTable& producerTable = tables_[u];

    // Producer candidates that give the same output parts only differ by their DP value.
    std::unordered_map<uint64_t, std::size_t> outSlot;
    std::vector<std::pair<SizedParts, BestChoice>> outBest;
    for (std::size_t c = 0; c < candidates_[u].size(); ++c) {
      TensorParts parts = outputParts(producer, candidates_[u][c]);
      const auto [it, inserted] = outSlot.emplace(partsKey(parts), outBest.size());
      if (inserted) outBest.push_back({sized(tensor, std::move(parts)), BestChoice{}});
      BestChoice& best = outBest[it->second].second;
      if (producerTable.value[c] < best.cost) best = {producerTable.value[c], static_cast<int>(c)};
    }

    TreeEdge edge;
    edge.producer = u;
    edge.tensor = t;
    edge.choice.resize(candidates_[v].size());
    std::unordered_map<uint64_t, BestChoice> bestForRead;
    for (std::size_t c = 0; c < candidates_[v].size(); ++c) {
      if ((c & 1023) == 0) cancel_.throwIfCancelled();
      TensorParts readParts = partsReadBy(node, t, candidates_[v][c]);
      const auto [it, inserted] = bestForRead.emplace(partsKey(readParts), BestChoice{});
      if (inserted) {
        chargeEvaluations(outBest.size());
        const SizedParts read = sized(tensor, std::move(readParts));
        for (const auto& [parts, best] : outBest) {
          const double cost = best.cost + repartitionOf(parts, read);
          if (cost < it->second.cost) it->second = {cost, best.candidate};
        }
      }
      table.value[c] += it->second.cost;
      edge.choice[c] = it->second.candidate;
    }
    table.edges.push_back(std::move(edge));
  }

  // Approximation on DAGs: a fan-out producer was fixed when its tree was solved; each
  // consumer is charged the repartition to its own reads, as if it were the only one.
  void addFixedProducer(int v, int w, int t) {
    const EinSumNode& node = graph_.nodes()[v];
    const TensorParts fixedOut = outputParts(graph_.nodes()[w], candidates_[w][chosen_[w]]);
    const EinSumTensor& tensor = graph_.tensors()[t];
    NodeTable& table = tables_[v];
    for (std::size_t c = 0; c < candidates_[v].size(); ++c)
      table.value[c] += repartitionCost(tensor, fixedOut, partsReadBy(node, t, candidates_[v][c]));
  }

  void fixTree(int root) {
    const NodeTable& rootTable = tables_[root];
    const bool fanOut = graph_.outputOf(graph_.nodes()[root]).consumers.size() > 1;
    const std::vector<double> lookahead = fanOut ? readersLookahead(root) : std::vector<double>{};
    int best = 0;
    auto score = [&](std::size_t c) { return rootTable.value[c] + (fanOut ? lookahead[c] : 0); };
    for (std::size_t c = 1; c < rootTable.value.size(); ++c)
      if (score(c) < score(best)) best = static_cast<int>(c);
    std::vector<std::pair<int, int>> stack{{root, best}};
    while (!stack.empty()) {
      const auto [n, c] = stack.back();
      stack.pop_back();
      chosen_[n] = c;
      recordChoice(n, n != root ? "eindecomp-dp" : fanOut ? "eindecomp-fanout-cut" : "eindecomp-dp",
                   n == root ? rootTable.value[c] : -1);
      for (const TreeEdge& edge : tables_[n].edges) stack.push_back({edge.producer, edge.choice[c]});
    }
    // The tree is decided; its tables are no longer needed.
    for (const auto& n : treeNodes(root)) tables_[n] = NodeTable{};
  }

  // One step of lookahead for a fan-out root u: per candidate of u, the sum over its
  // readers of their cheapest own cost plus repartition from u's output, each reader
  // taken alone. It keeps u from being fixed blind to what its readers need.
  std::vector<double> readersLookahead(int u) {
    const EinSumNode& producer = graph_.nodes()[u];
    const EinSumTensor& tensor = graph_.outputOf(producer);
    std::vector<double> extra(candidates_[u].size(), 0);
    for (int reader : tensor.consumers) {
      const EinSumNode& node = graph_.nodes()[reader];
      // Reader candidates with equal reads of the tensor only differ by their own cost.
      std::unordered_map<uint64_t, std::size_t> readSlot;
      std::vector<std::pair<SizedParts, double>> cheapestRead;
      for (std::size_t c = 0; c < candidates_[reader].size(); ++c) {
        TensorParts read = partsReadBy(node, producer.output, candidates_[reader][c]);
        const double own = local_[reader][c];
        const auto [it, inserted] = readSlot.emplace(partsKey(read), cheapestRead.size());
        if (inserted)
          cheapestRead.push_back({sized(tensor, std::move(read)), own});
        else
          cheapestRead[it->second].second = std::min(cheapestRead[it->second].second, own);
      }
      std::unordered_map<uint64_t, double> bestForOut;
      for (std::size_t c = 0; c < candidates_[u].size(); ++c) {
        TensorParts outParts = outputParts(producer, candidates_[u][c]);
        const auto [it, inserted] = bestForOut.emplace(partsKey(outParts), kInfinity);
        if (inserted) {
          chargeEvaluations(cheapestRead.size());
          const SizedParts out = sized(tensor, std::move(outParts));
          for (const auto& [read, own] : cheapestRead) it->second = std::min(it->second, own + repartitionOf(out, read));
        }
        extra[c] += it->second;
      }
    }
    return extra;
  }

  std::vector<int> treeNodes(int root) const {
    std::vector<int> nodes{root};
    for (std::size_t i = 0; i < nodes.size(); ++i)
      for (const TreeEdge& edge : tables_[nodes[i]].edges) nodes.push_back(edge.producer);
    return nodes;
  }

  void recordChoice(int n, const std::string& rule, double treeCost) {
    const EinSumNode& node = graph_.nodes()[n];
    const PartitionVector& d = candidates_[n][chosen_[n]];
    const NodeCost cost = nodeCost(graph_, node, d);
    trace::TraceEvent event;
    event.kind = "partition-chosen";
    event.subject = graph_.outputOf(node).name;
    event.rule = rule;
    event.message = graph_.outputOf(node).name + " gets " + partitionVectorText(d) + " (" +
                    partitionVectorWithIndices(graph_, node, d) + ")";
    event.details = {{"vector", partitionVectorText(d)},
                     {"broadcast", costText(cost.broadcast)},
                     {"aggregation", costText(cost.aggregation)}};
    if (treeCost >= 0) event.details.push_back({"tree-cost", costText(treeCost)});
    plan_.trace.add(std::move(event));
  }

  // Terms of the total cost that depend on node v's candidate c, with every other
  // node at its current choice: v's own cost, the repartition of v's output, and the
  // repartition of every computed tensor v reads.
  double costAround(int v, int c, const std::vector<std::pair<int, TensorParts>>& otherReads,
                    const TensorParts& outputRequired) const {
    const EinSumNode& node = graph_.nodes()[v];
    const PartitionVector& d = candidates_[v][c];
    double cost = local_[v][c];
    const EinSumTensor& output = graph_.outputOf(node);
    if (!output.consumers.empty())
      cost += repartitionCost(output, outputParts(node, d), outputRequired);
    for (const auto& [t, others] : otherReads) {
      TensorParts required = others;
      refineInto(required, partsReadBy(node, t, d));
      const EinSumTensor& tensor = graph_.tensors()[t];
      const int w = tensor.producer;
      cost += repartitionCost(tensor, outputParts(graph_.nodes()[w], candidates_[w][chosen_[w]]),
                              required);
    }
    return cost;
  }

  // Coordinate descent under the exact model: each node in turn takes its best vector
  // with the others fixed, until a pass changes nothing. Every change strictly lowers
  // the total, so it ends; the pass limit bounds the time.
  void improveLocally() {
    const auto& nodes = graph_.nodes();
    for (int pass = 0; pass < options_.maxImprovementPasses; ++pass) {
      bool changed = false;
      for (std::size_t n = 0; n < nodes.size(); ++n) {
        cancel_.throwIfCancelled();
        const int v = static_cast<int>(n);
        const EinSumNode& node = nodes[v];
        TensorParts outputRequired;
        for (int consumer : graph_.outputOf(node).consumers)
          refineInto(outputRequired,
                     partsReadBy(nodes[consumer], node.output, candidates_[consumer][chosen_[consumer]]));
        std::vector<std::pair<int, TensorParts>> otherReads;
        for (const TensorAccess& access : node.operands) {
          const EinSumTensor& tensor = graph_.tensors()[access.tensor];
          if (tensor.producer < 0) continue;
          bool seen = false;
          for (const auto& [t, parts] : otherReads) seen = seen || t == access.tensor;
          if (seen) continue;
          TensorParts others;
          for (int consumer : tensor.consumers)
            if (consumer != v)
              refineInto(others, partsReadBy(nodes[consumer], access.tensor,
                                             candidates_[consumer][chosen_[consumer]]));
          otherReads.push_back({access.tensor, std::move(others)});
        }
        const double current = costAround(v, chosen_[v], otherReads, outputRequired);
        int best = chosen_[v];
        double bestCost = current;
        for (std::size_t c = 0; c < candidates_[v].size(); ++c) {
          const double cost = costAround(v, static_cast<int>(c), otherReads, outputRequired);
          if (cost < bestCost) {
            bestCost = cost;
            best = static_cast<int>(c);
          }
        }
        if (best == chosen_[v]) continue;
        trace::TraceEvent event;
        event.kind = "partition-improved";
        event.subject = graph_.outputOf(node).name;
        event.rule = "eindecomp-local-improvement";
        event.message = graph_.outputOf(node).name + ": " +
                        partitionVectorText(candidates_[v][chosen_[v]]) + " -> " +
                        partitionVectorText(candidates_[v][best]) + " saves " +
                        costText(current - bestCost);
        event.details = {{"vector", partitionVectorText(candidates_[v][best])},
                         {"pass", std::to_string(pass + 1)}};
        plan_.trace.add(std::move(event));
        chosen_[v] = best;
        changed = true;
      }
      if (!changed) break;
    }
  }

  const EinSumGraph& graph_;
  const EinDecompOptions& options_;
  const CancellationToken& cancel_;
  const ProgressCallback& progress_;
  std::vector<std::vector<PartitionVector>> candidates_;
  std::vector<std::vector<double>> local_;
  std::vector<NodeTable> tables_;
  std::vector<int> chosen_;  // candidate index per node, once its tree is solved
  double edgeEvaluations_ = 0;
  PartitionPlan plan_;
};

}  // namespace

namespace {

PartitionPlan solveTreeDp(const EinSumGraph& graph, const EinDecompOptions& options,
                          const CancellationToken& cancel, const ProgressCallback& progress) {
  EinDecompSolver solver(graph, options, cancel, progress);
  return solver.solve();
}

void addChoiceEvents(const PartitionProblem& problem, const std::vector<int>& choice, const CostBreakdown& cost,
                     const std::string& rule, trace::Trace& trace) {
  const EinSumGraph& graph = problem.graph();
  for (std::size_t n = 0; n < graph.nodes().size(); ++n) {
    const EinSumNode& node = graph.nodes()[n];
    const PartitionVector& d = problem.variables()[n].candidates[choice[n]];
    trace::TraceEvent event;
    event.kind = "partition-chosen";
    event.subject = graph.outputOf(node).name;
    event.rule = rule;
    event.message = event.subject + " gets " + partitionVectorText(d) + " (" + partitionVectorWithIndices(graph, node, d) + ")";
    event.details = {{"vector", partitionVectorText(d)},
                     {"broadcast", costText(cost.nodes[n].broadcast)},
                     {"aggregation", costText(cost.nodes[n].aggregation)},
                     {"repartition", costText(cost.repartition[n])}};
    trace.add(std::move(event));
  }
}

// The bounded fallback: windows of consecutive nodes re-solved exactly with the rest of
// the plan held, half-overlapping, until a pass gains nothing or the work budget is
// spent. Each window can only lower the cost (its incumbent is the plan itself).
struct WindowStats {
  int solved = 0, reused = 0;
};
// (Out of line, so that a profile shows the windows apart from the runs before them.)
[[gnu::noinline]] void improveByWindows(PartitionProblem& problem, const EinDecompOptions& options, std::vector<int>& best,
                      double& bestCost, const std::vector<frontier::Step>& forwardSteps, StepRepetition repetition,
                      WindowStats& stats, const CancellationToken& cancel) {
  // Windows only meet equal ones again where layers repeat.
  std::optional<WindowMemo> memo;
  if (options.reuseWindows && repetition.copies > 1) memo.emplace(problem, forwardSteps, repetition);
  const int nodes = static_cast<int>(problem.graph().nodes().size());
  const int width = std::max(2, options.windowNodes), stride = std::max(1, width / 2);
  double work = 0;
  // A window holds every flow outside its scope at `best`: their repartitions are
  // computed once per plan, not once per window. And a window's order is the graph
  // order without the variables outside its scope (variableOrder), filtered from the
  // whole order computed once.
  std::vector<double> heldFlowCost = frontier::flowCosts(problem, best);
  const frontier::Scope everything = frontier::scopeOf(problem, {});
  const std::vector<int> wholeOrder = frontier::variableOrder(problem, false, everything);
  std::vector<int> order;
  // Spent windows' steps: the next window's steps take their arrays (buildSteps).
  std::vector<frontier::Step> spentSteps;
  const std::vector<int> starts = windowStarts(problem, forwardSteps, repetition, nodes, stride);
  for (int pass = 0; pass < 4 && work < options.workBudget; ++pass) {
    bool improved = false;
    for (std::size_t w = 0; w < starts.size() && work < options.workBudget; ++w) {
      const int start = starts[w];
      const int end = std::min(nodes, start + width);
      // Each window gets an equal share of the budget, as states per layer.
      double windowGroups = 0;
      for (int n = start; n < end; ++n) windowGroups += static_cast<double>(problem.variables()[n].candidates.size());
      const double share = options.workBudget / static_cast<double>(starts.size());
      FrontierOptions window;
      window.maxStates = static_cast<std::size_t>(
          std::clamp(share / std::max(windowGroups, 1.0), 8.0, static_cast<double>(options.windowStates)));
      window.incumbent = best;
      window.fixed = best;
      for (int n = start; n < end; ++n) window.fixed[n] = -1;
      for (std::size_t v = nodes; v < problem.variables().size(); ++v) {
        const auto& readers = problem.flows()[problem.variables()[v].writes].readers;
        if (std::any_of(readers.begin(), readers.end(), [&](int r) { return r >= start && r < end; }))
          window.fixed[v] = -1;
      }
      // The same window one layer on, with the same neighbours and incumbent, chooses
      // the same (window_memo.h): its outcome is translated instead of solved again.
      const frontier::Scope scope = frontier::scopeOf(problem, window.fixed, &heldFlowCost);
      order.clear();
      for (int v : wholeOrder)
        if (scope.included[v]) order.push_back(v);
      // Indexed (distinct parts, classes) only if the window is solved.
      std::vector<frontier::Step> steps = frontier::buildSteps(problem, order, window.fixed, scope, false, &spentSteps);
      // Held steps that change no state are left out (frontier_steps.h): the DP keeps the
      // same states and choices without them. A free graph input read by every layer
      // (the einsummable model's RoPE table and mask) holds all its readers in the scope,
      // as many before the window as its layer's index: without the ones that read what
      // an earlier held one read, a window's steps are the same one layer on.
      frontier::HeldNoOps dropped;
      if (options.trimWindows)
        steps = frontier::dropHeldNoOps(problem, std::move(steps), window.fixed, dropped, &spentSteps);
      window.heldConstant = dropped.local;
      std::vector<int64_t> key;
      const WindowMemo::Outcome* known = nullptr;
      if (memo) {
        key = memo->keyOf(steps, window.fixed, best, window.maxStates, bestCost - (scope.constant + dropped.local));
        known = memo->find(key);
      }
      FrontierResult result;
      if (known) {
        ++stats.reused;
        result.work = known->work;
        result.layerSizes = known->layerSizes;
        result.choice = best;
        for (std::size_t i = 0; i < steps.size(); ++i)
          if (window.fixed[steps[i].variable] < 0) result.choice[steps[i].variable] = known->perStep[i];
        result.cost = result.choice == best ? bestCost : problem.total(result.choice);
      } else {
        ++stats.solved;
        frontier::indexSteps(steps);
        window.steps = &steps;
        window.heldFlowCost = &heldFlowCost;
        result = solveFrontier(problem, window, cancel, {});
        if (memo) {
          WindowMemo::Outcome outcome;
          outcome.work = result.work;
          outcome.layerSizes = result.layerSizes;
          for (const frontier::Step& step : steps) outcome.perStep.push_back(result.choice[step.variable]);
          memo->store(std::move(key), std::move(outcome));
        }
      }
      for (frontier::Step& step : steps) spentSteps.push_back(std::move(step));
      // The steps left out would each have tried every state of the layer before them.
      for (std::size_t i = 0; i < dropped.after.size(); ++i)
        result.work += static_cast<double>(dropped.after[i]) * static_cast<double>(result.layerSizes[i]);
      work += result.work;
      if (result.cost < bestCost) {
        bestCost = result.cost;
        best = result.choice;
        improved = true;
        heldFlowCost = frontier::flowCosts(problem, best);
      }
      if (end == nodes) break;
    }
    if (!improved) break;
  }
}

}  // namespace

PartitionPlan planFromChoice(PartitionProblem& problem, const std::vector<int>& choice) {
  PartitionPlan plan;
  plan.devices = problem.options().devices;
  plan.model = problem.options().model;
  plan.space = problem.options().space;
  plan.partitions = problem.nodePartitions(choice);
  for (std::size_t v = problem.graph().nodes().size(); v < problem.variables().size(); ++v)
    plan.inputPartitions.push_back({problem.variables()[v].tensor, problem.variables()[v].candidates[choice[v]]});
  plan.cost = problem.breakdown(choice);
  return plan;
}

PartitionPlan solveEinDecomp(const EinSumGraph& graph, const EinDecompOptions& options,
                             const CancellationToken& cancel, const ProgressCallback& progress) {
  cancel.throwIfCancelled();
  const bool legacySpace = options.model == CostModel::Seed && options.space == SearchSpace::Exact;
  if (options.treeDpOnly) {
    if (!legacySpace) throw PartitionError("the tree DP only knows the seed model in the exact space");
    PartitionPlan plan = solveTreeDp(graph, options, cancel, progress);
    plan.method = "tree-dp";
    return plan;
  }
  PartitionProblem problem(graph, {options.devices, options.model, options.space});
  // Large graphs get a smaller share of the work budget, (256/nodes)^2 of it, so that a
  // 1000-node graph stays under a second (the work grows with nodes × states ×
  // candidates); they also skip the reverse run. (It was the cube before the DP's steps
  // got cheaper; the square keeps 4x the states on the 32-layer Llama.)
  EinDecompOptions scaledOptions = options;
  // A repeated layer (repeated_layers.h) is solved once, with its own budget
  // (layerBudget), and its transition reused for every copy; the rest of the graph keeps
  // the states the scaled budget allows.
  // The forward steps are built once here for the detection and the two runs.
  const frontier::Scope everything = frontier::scopeOf(problem, {});
  const std::vector<frontier::Step> forwardSteps =
      frontier::buildSteps(problem, frontier::variableOrder(problem, false, everything), {}, everything);
  const StepRepetition repetition = options.reuseRepeatedLayers
                                        ? findStepRepetition(problem, forwardSteps, kMinRepeatedSteps, 2)
                                        : StepRepetition{};
  const double nodeCount = static_cast<double>(std::max<std::size_t>(1, graph.nodes().size()));
  const double scale = std::min(1.0, 256.0 / nodeCount);
  scaledOptions.workBudget = options.workBudget * scale * scale;
  std::vector<int> best;
  double bestCost = std::numeric_limits<double>::infinity();
  auto consider = [&](const std::vector<int>& choice) {
    if (choice.empty()) return;
    const double cost = problem.total(choice);
    if (cost < bestCost) {
      bestCost = cost;
      best = choice;
    }
  };
  // Starting plans bound the exact DP: the tree DP, and a narrow run of the DP itself,
  // each polished by local improvement.
  auto reusing = [&](FrontierOptions frontier, std::size_t layerStates) {
    frontier.reuseRepeatedLayers = options.reuseRepeatedLayers;
    frontier.minRepeatedSteps = kMinRepeatedSteps;
    frontier.repetition = repetition;
    frontier.layerStates = layerStates;
    frontier.layerBudget = options.layerBudget;
    frontier.forwardSteps = &forwardSteps;
    return frontier;
  };
  if (legacySpace && options.treeDpStart) {
    // The tree DP on the problem's interned parts (tree_start.h: the same choice as
    // solveTreeDp's, without its trace), polished by the problem's local improvement.
    try {
      std::vector<int> tree = treeDpChoice(problem, cancel);
      if (!tree.empty() && options.improveLocally)
        improveLocally(problem, tree, options.maxImprovementPasses, cancel);
      consider(tree);
    } catch (const PartitionError&) {
    }
  }
  // The narrow run keeps 16 states per layer, fewer when the budget allows less.
  double groups = 0;
  for (const auto& variable : problem.variables()) groups += static_cast<double>(variable.candidates.size());
  const std::size_t affordable = options.maxStates ? options.maxStates
                                                   : static_cast<std::size_t>(std::clamp(
                                                         scaledOptions.workBudget / std::max(groups, 1.0), 8.0, 131072.0));
  FrontierOptions narrow;
  narrow.maxStates = std::min<std::size_t>(16, affordable);
  // Progress runs 0..0.2 through the narrow run and 0.2..1 through the full one.
  auto scaled = [&](double from, double to) -> ProgressCallback {
    if (!progress) return {};
    return [&progress, from, to](double fraction, std::string_view stage) { progress(from + (to - from) * fraction, stage); };
  };
  // With a repeated layer the full run follows whatever the narrow one finds, and the
  // narrow plan as its bound pruned too little to pay for the run (32-layer Llama: the
  // same six plans, 5-8% fewer instructions without it): skipped there.
  const bool narrowRun = repetition.copies <= 1;
  FrontierResult quick;
  if (narrowRun) quick = solveFrontier(problem, reusing(narrow, narrow.maxStates), cancel, scaled(0.0, 0.2));
  bool proven = narrowRun && quick.provenOptimal;
  WindowStats windowStats;
  std::size_t peak = quick.peakStates, limit = quick.maxStates, layerStates = quick.layerStates;
  if (proven) {
    best.clear();
    bestCost = std::numeric_limits<double>::infinity();
    consider(quick.choice);  // exact: no state was dropped
  } else {
    // Else the full run would be the narrow one again (unless a repeated layer gets
    // its own budget).
    const bool fullRun = affordable > narrow.maxStates || repetition.copies > 1;
    // The narrow plan is polished only when it is the answer: before a full run it is
    // just that run's starting bound, and local improvement cost more than the states
    // the tighter bound pruned (32-layer Llama: 5-8% of the solve, the same plans).
    if (options.improveLocally && !fullRun) improveLocally(problem, quick.choice, options.maxImprovementPasses, cancel);
    consider(quick.choice);
    if (fullRun) {
      FrontierOptions full;
      full.maxStates = affordable;
      full.incumbent = best;
      FrontierResult result = solveFrontier(problem, reusing(full, 0), cancel, scaled(narrowRun ? 0.2 : 0.0, 1.0));
      layerStates = result.layerStates;
      proven = result.provenOptimal;
      peak = result.peakStates;
      limit = result.maxStates;
      if (!proven && options.improveLocally) improveLocally(problem, result.choice, options.maxImprovementPasses, cancel);
      consider(result.choice);
      if (!proven && nodeCount <= 256) {  // the limit drops other states going from the outputs back
        FrontierOptions back = full;
        back.reverse = true;
        back.incumbent = best;
        FrontierResult reversed = solveFrontier(problem, back, cancel, {});
        proven = reversed.provenOptimal;
        if (!proven && options.improveLocally)
          improveLocally(problem, reversed.choice, options.maxImprovementPasses, cancel);
        consider(reversed.choice);
      }
    }
    if (options.windows) improveByWindows(problem, scaledOptions, best, bestCost, forwardSteps, repetition, windowStats, cancel);
  }

  PartitionPlan plan = planFromChoice(problem, best);
  plan.method = "dp";
  plan.optimal = proven;
  plan.peakStates = peak;
  plan.stateLimit = limit;
  plan.repeatedCopies = repetition.copies;
  plan.repeatedSteps = repetition.length;
  plan.layerStates = layerStates;
  plan.windowsSolved = windowStats.solved;
  plan.windowsReused = windowStats.reused;
  addChoiceEvents(problem, best, plan.cost, proven ? "eindecomp-dp-exact" : "eindecomp-dp-bounded", plan.trace);
  trace::TraceEvent total;
  total.kind = "plan-cost";
  total.subject = "graph";
  total.rule = proven ? "eindecomp-dp-exact" : "eindecomp-dp-bounded";
  total.message = "total cost " + costText(plan.cost.total) + " elements moved (" +
                  std::string(costModelName(options.model)) + " model, " + std::string(searchSpaceName(options.space)) +
                  " space" + (proven ? ", proven optimal" : ", not proven optimal: the DP's state limit dropped states") +
                  "; largest DP layer " + std::to_string(peak) + " states, limit " + std::to_string(limit) +
                  (repetition.copies > 1 ? "; one transition reused for " + std::to_string(repetition.copies) +
                                               " repeated layers of " + std::to_string(repetition.length) + " steps"
                                         : std::string()) +
                  ")";
  plan.trace.add(std::move(total));
  reportProgress(progress, 1.0, "partitioning");
  return plan;
}

}  // namespace shardscope::partition
