#include "partition/tree_start.h"

#include "partition/partition_error.h"

#include <algorithm>
#include <limits>
#include <numeric>

namespace shardscope::partition {

namespace {

constexpr double kInfinity = std::numeric_limits<double>::infinity();
// eindecomp.cpp's limit on the tree DP's repartition evaluations, counted the same way.
constexpr double kMaxEdgeEvaluations = 1e9;

struct BestChoice {
  double cost = kInfinity;
  int candidate = -1;
};

// A producer whose output only this node reads: part of the same tree.
struct TreeEdge {
  int producer = -1;
  std::vector<int> choice;  // per candidate of the consumer: the producer's best candidate
};

struct NodeTable {
  std::vector<double> value;  // DP value per candidate
  std::vector<TreeEdge> edges;
};

// Parts are small dense ids per flow: per-part tables are plain vectors.
int largestPart(const std::vector<int>& parts) {
  return parts.empty() ? 0 : *std::max_element(parts.begin(), parts.end());
}

class TreeStart {
 public:
  TreeStart(PartitionProblem& problem, const CancellationToken& cancel) : problem_(problem), cancel_(cancel) {}

  std::vector<int> solve() {
    const EinSumGraph& graph = problem_.graph();
    flowOf_.assign(graph.tensors().size(), -1);
    for (std::size_t f = 0; f < problem_.flows().size(); ++f) flowOf_[problem_.flows()[f].tensor] = static_cast<int>(f);
    const std::size_t nodes = graph.nodes().size();
    tables_.resize(nodes);
    chosen_.assign(nodes, -1);
    for (std::size_t n = 0; n < nodes; ++n) {
      cancel_.throwIfCancelled();
      fillTable(static_cast<int>(n));
      if (graph.outputOf(graph.nodes()[n]).consumers.size() != 1) fixTree(static_cast<int>(n));
    }
    return chosen_;
  }

 private:
  std::size_t candidateCount(int v) const { return problem_.variables()[v].candidates.size(); }
  const std::vector<int>& readsOf(int f, int v) const {
    const PartitionProblem::Flow& flow = problem_.flows()[f];
    const auto at = std::find(flow.readers.begin(), flow.readers.end(), v) - flow.readers.begin();
    return flow.readPart[static_cast<std::size_t>(at)];
  }

  void chargeEvaluations(std::size_t count) {
    edgeEvaluations_ += static_cast<double>(count);
    if (edgeEvaluations_ > kMaxEdgeEvaluations)
      throw PartitionError("the partition search space is too large for the DP; use fewer devices");
  }

  // DP[v][d] = node(v, d) + per tree producer u: min over d_u of DP[u][d_u] + repartition,
  // + per fixed fan-out producer: its repartition to v's reads; operands in order.
  void fillTable(int v) {
    const EinSumGraph& graph = problem_.graph();
    const EinSumNode& node = graph.nodes()[v];
    tables_[v].value = problem_.variables()[v].local;
    std::vector<int> seen;
    for (const TensorAccess& access : node.operands) {
      const int t = access.tensor;
      if (std::find(seen.begin(), seen.end(), t) != seen.end()) continue;
      seen.push_back(t);
      const EinSumTensor& tensor = graph.tensors()[t];
      if (tensor.producer < 0) continue;  // graph inputs are free
      if (tensor.consumers.size() == 1)
        addTreeEdge(v, tensor.producer, flowOf_[t]);
      else
        addFixedProducer(v, tensor.producer, flowOf_[t]);
    }
  }

  void addTreeEdge(int v, int u, int f) {
    const PartitionProblem::Flow& flow = problem_.flows()[f];
    NodeTable& table = tables_[v];
    const NodeTable& producerTable = tables_[u];
    // Producer candidates with the same output part only differ by their DP value.
    std::vector<int> outSlot(static_cast<std::size_t>(largestPart(flow.outPart)) + 1, -1);
    std::vector<int> outParts;
    std::vector<BestChoice> outBest;
    for (std::size_t c = 0; c < candidateCount(u); ++c) {
      const int part = flow.outPart[c];
      if (outSlot[part] < 0) {
        outSlot[part] = static_cast<int>(outParts.size());
        outParts.push_back(part);
        outBest.push_back({});
      }
      BestChoice& best = outBest[outSlot[part]];
      if (producerTable.value[c] < best.cost) best = {producerTable.value[c], static_cast<int>(c)};
    }
    const std::vector<int>& reads = readsOf(f, v);
    std::vector<BestChoice> bestForRead(static_cast<std::size_t>(largestPart(reads)) + 1);
    std::vector<char> known(bestForRead.size(), 0);
    // The tree DP takes, per read, the first output part (in their order) of least DP
    // value plus repartition. A repartition between different parts moves every element
    // at least twice (PartitionProblem::closingBound), so with the parts by ascending
    // value the scan stops once that bound alone exceeds the best found: the same part
    // wins, ties going to the earlier one as before.
    const double atLeast = 2 * problem_.graph().tensors()[flow.tensor].elements;
    std::vector<int> byValue(outParts.size());
    std::iota(byValue.begin(), byValue.end(), 0);
    std::stable_sort(byValue.begin(), byValue.end(), [&](int a, int b) { return outBest[a].cost < outBest[b].cost; });
    TreeEdge edge;
    edge.producer = u;
    edge.choice.resize(candidateCount(v));
    for (std::size_t c = 0; c < candidateCount(v); ++c) {
      if ((c & 1023) == 0) cancel_.throwIfCancelled();
      const int read = reads[c];
      BestChoice& best = bestForRead[read];
      if (!known[read]) {
        known[read] = 1;
        chargeEvaluations(outBest.size());
        int bestSlot = -1;
        auto consider = [&](int o) {
          const double cost = outBest[o].cost + problem_.repartition(f, outParts[o], read);
          if (cost < best.cost || (cost == best.cost && o < bestSlot)) {
            best = {cost, outBest[o].candidate};
            bestSlot = o;
          }
        };
        const int same = read < static_cast<int>(outSlot.size()) ? outSlot[read] : -1;  // no repartition
        if (same >= 0) consider(same);
        for (int o : byValue) {
          if (outBest[o].cost + atLeast > best.cost) break;
          if (o != same) consider(o);
        }
      }
      table.value[c] += best.cost;
      edge.choice[c] = best.candidate;
    }
    table.edges.push_back(std::move(edge));
  }

  // A fan-out producer was fixed when its tree was solved; each reader is charged the
  // repartition to its own reads, as if it were the only one.
  void addFixedProducer(int v, int w, int f) {
    const int written = problem_.flows()[f].outPart[chosen_[w]];
    const std::vector<int>& reads = readsOf(f, v);
    NodeTable& table = tables_[v];
    for (std::size_t c = 0; c < candidateCount(v); ++c) table.value[c] += problem_.repartition(f, written, reads[c]);
  }

  void fixTree(int root) {
    const NodeTable& rootTable = tables_[root];
    const EinSumGraph& graph = problem_.graph();
    const bool fanOut = graph.outputOf(graph.nodes()[root]).consumers.size() > 1;
    const std::vector<double> lookahead = fanOut ? readersLookahead(root) : std::vector<double>{};
    int best = 0;
    auto score = [&](std::size_t c) { return rootTable.value[c] + (fanOut ? lookahead[c] : 0); };
    for (std::size_t c = 1; c < rootTable.value.size(); ++c)
      if (score(c) < score(best)) best = static_cast<int>(c);
    std::vector<int> tree{root};
    std::vector<std::pair<int, int>> stack{{root, best}};
    while (!stack.empty()) {
      const auto [n, c] = stack.back();
      stack.pop_back();
      chosen_[n] = c;
      for (const TreeEdge& edge : tables_[n].edges) {
        stack.push_back({edge.producer, edge.choice[c]});
        tree.push_back(edge.producer);
      }
    }
    for (int n : tree) tables_[n] = NodeTable{};  // the tree is decided
  }

  // Per candidate of a fan-out root u: the sum over its readers of their cheapest own
  // cost plus repartition from u's output, each reader taken alone.
  std::vector<double> readersLookahead(int u) {
    const int f = problem_.variables()[u].writes;
    const PartitionProblem::Flow& flow = problem_.flows()[f];
    std::vector<double> extra(candidateCount(u), 0);
    std::vector<int> outSlot(static_cast<std::size_t>(largestPart(flow.outPart)) + 1);
    const double atLeast = 2 * problem_.graph().tensors()[flow.tensor].elements;
    for (std::size_t k = 0; k < flow.readers.size(); ++k) {
      const int reader = flow.readers[k];
      const std::vector<double>& local = problem_.variables()[reader].local;
      const std::vector<int>& reads = flow.readPart[k];
      // Reader candidates with equal reads only differ by their own cost.
      std::vector<int> readSlot(static_cast<std::size_t>(largestPart(reads)) + 1, -1);
      std::vector<std::pair<int, double>> cheapestRead;
      for (std::size_t c = 0; c < reads.size(); ++c) {
        const int part = reads[c];
        if (readSlot[part] < 0) {
          readSlot[part] = static_cast<int>(cheapestRead.size());
          cheapestRead.push_back({part, local[c]});
        } else {
          double& own = cheapestRead[readSlot[part]].second;
          own = std::min(own, local[c]);
        }
      }
      // The least of own cost plus repartition, reads by ascending own cost: past the
      // read of the same part, a repartition costs at least twice the elements.
      std::vector<std::pair<int, double>> byOwn = cheapestRead;
      std::stable_sort(byOwn.begin(), byOwn.end(), [](const auto& a, const auto& b) { return a.second < b.second; });
      std::fill(outSlot.begin(), outSlot.end(), -1);
      std::vector<double> bestForOut;
      for (std::size_t c = 0; c < candidateCount(u); ++c) {
        const int out = flow.outPart[c];
        if (outSlot[out] < 0) {
          outSlot[out] = static_cast<int>(bestForOut.size());
          chargeEvaluations(cheapestRead.size());
          double best = kInfinity;
          if (out < static_cast<int>(readSlot.size()) && readSlot[out] >= 0) best = cheapestRead[readSlot[out]].second;
          for (const auto& [read, own] : byOwn) {
            if (own + atLeast >= best) break;
            if (read != out) best = std::min(best, own + problem_.repartition(f, out, read));
          }
          bestForOut.push_back(best);
        }
        extra[c] += bestForOut[outSlot[out]];
      }
    }
    return extra;
  }

  PartitionProblem& problem_;
  const CancellationToken& cancel_;
  std::vector<int> flowOf_;  // per tensor
  std::vector<NodeTable> tables_;
  std::vector<int> chosen_;  // candidate per node, once its tree is solved
  double edgeEvaluations_ = 0;
};

}  // namespace

std::vector<int> treeDpChoice(PartitionProblem& problem, const CancellationToken& cancel) {
  if (problem.options().model != CostModel::Seed || problem.options().space != SearchSpace::Exact)
    throw PartitionError("the tree DP only knows the seed model in the exact space");
  return TreeStart(problem, cancel).solve();
}

}  // namespace shardscope::partition
