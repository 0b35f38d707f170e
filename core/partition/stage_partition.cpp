#include "partition/stage_partition.h"

#include "partition/partition_error.h"

#include <algorithm>
#include <bit>
#include <cmath>
#include <cstdint>
#include <limits>
#include <numeric>

namespace shardscope::partition {

std::optional<std::string> validateStageProblem(const StageProblem& problem) {
  const std::size_t layers = problem.weights.size();
  if (layers == 0) return "expected at least one layer weight";
  if (layers > static_cast<std::size_t>(kMaxLayers))
    return "expected at most " + std::to_string(kMaxLayers) + " layers, found " + std::to_string(layers);
  if (problem.stages < 1) return "expected at least one stage, found " + std::to_string(problem.stages);
  if (static_cast<std::size_t>(problem.stages) > layers)
    return "cannot split " + std::to_string(layers) + " layers into " +
           std::to_string(problem.stages) + " non-empty stages";
  if (static_cast<long long>(layers) * problem.stages > kMaxStageCells)
    return "expected layers x stages of at most " + std::to_string(kMaxStageCells);
  auto allValid = [](const std::vector<double>& values) {
    return std::all_of(values.begin(), values.end(),
                       [](double v) { return std::isfinite(v) && v >= 0; });
  };
  if (!allValid(problem.weights)) return "expected finite, non-negative layer weights";
  // Window sums are prefix differences: the prefix sums themselves must stay finite.
  auto finiteSum = [](const std::vector<double>& values) {
    return std::isfinite(std::accumulate(values.begin(), values.end(), 0.0));
  };
  if (!finiteSum(problem.weights)) return "expected the total layer weight to be finite";
  if (problem.memory.empty() != problem.memoryCaps.empty())
    return "expected both per-layer memory and memory caps, or neither";
  if (!problem.memory.empty()) {
    if (problem.memory.size() != layers)
      return "expected " + std::to_string(layers) + " memory values (one per layer), found " +
             std::to_string(problem.memory.size());
    if (problem.memoryCaps.size() != 1 &&
        problem.memoryCaps.size() != static_cast<std::size_t>(problem.stages))
      return "expected 1 or " + std::to_string(problem.stages) + " memory caps, found " +
             std::to_string(problem.memoryCaps.size());
    if (!allValid(problem.memory) || !allValid(problem.memoryCaps))
      return "expected finite, non-negative memory values and caps";
    if (!finiteSum(problem.memory)) return "expected the total layer memory to be finite";
  }
  return std::nullopt;
}

namespace {

constexpr double kInfinity = std::numeric_limits<double>::infinity();

// Window sums come from prefix differences everywhere, so the three solvers compare
// exactly the same floating-point numbers.
class StageWindows {
 public:
  explicit StageWindows(const StageProblem& problem) : problem_(problem) {
    if (auto error = validateStageProblem(problem)) throw PartitionError(*error);
    layers_ = static_cast<int>(problem.weights.size());
    weight_.assign(layers_ + 1, 0);
    for (int l = 0; l < layers_; ++l) weight_[l + 1] = weight_[l] + problem.weights[l];
    if (!problem.memory.empty()) {
      memory_.assign(layers_ + 1, 0);
      for (int l = 0; l < layers_; ++l) memory_[l + 1] = memory_[l] + problem.memory[l];
    }
  }

  int layers() const { return layers_; }
  int stages() const { return problem_.stages; }
  double total() const { return weight_[layers_]; }
  // Layers a..b-1 (0-based), i.e. layers a+1..b of the seed's 1-based formula.
  double weight(int a, int b) const { return weight_[b] - weight_[a]; }
  double memory(int a, int b) const { return memory_.empty() ? 0 : memory_[b] - memory_[a]; }
  // Whether layers a..b-1 fit the memory cap of stage j (1-based).
  bool fits(int j, int a, int b) const {
    if (memory_.empty()) return true;
    const double cap = problem_.memoryCaps.size() == 1 ? problem_.memoryCaps[0]
                                                       : problem_.memoryCaps[j - 1];
    return memory(a, b) <= cap;
  }

  // boundaries: 0 = b_0 < b_1 < ... < b_N = L; stage j holds layers b_{j-1}..b_j - 1.
  StagePlan plan(const std::vector<int>& boundaries, const std::string& method) const {
    StagePlan plan;
    plan.feasible = true;
    plan.method = method;
    for (int j = 1; j <= stages(); ++j) {
      const int a = boundaries[j - 1], b = boundaries[j];
      plan.stages.push_back({a, b - 1});
      plan.stageWeights.push_back(weight(a, b));
      if (!memory_.empty()) plan.stageMemory.push_back(memory(a, b));
      plan.bottleneck = std::max(plan.bottleneck, weight(a, b));
      trace::TraceEvent event;
      event.kind = "stage-assigned";
      event.subject = "stage " + std::to_string(j - 1);
      event.rule = method;
      event.message = "layers " + std::to_string(a) + ".." + std::to_string(b - 1) +
                      ", weight " + std::to_string(weight(a, b));
      event.details = {{"first", std::to_string(a)}, {"last", std::to_string(b - 1)},
                       {"weight", std::to_string(weight(a, b))}};
      plan.trace.add(std::move(event));
    }
    return plan;
  }

  StagePlan infeasible(const std::string& method) const {
    StagePlan plan;
    plan.method = method;
    trace::TraceEvent event;
    event.kind = "stages-infeasible";
    event.subject = "pipeline";
    event.rule = method;
    event.message = "no split into " + std::to_string(stages()) + " stages fits the memory caps";
    plan.trace.add(std::move(event));
    return plan;
  }

 private:
  const StageProblem& problem_;
  int layers_ = 0;
  std::vector<double> weight_;
  std::vector<double> memory_;
};

}  // namespace

StagePlan partitionStagesDp(const StageProblem& problem, const CancellationToken& cancel,
                            const ProgressCallback& progress) {
  const StageWindows windows(problem);
  const int L = windows.layers(), N = windows.stages();
  // previous[i] = dp[i][j-1]; from[j][i] = the k that achieves dp[i][j].
  std::vector<double> previous(L + 1, kInfinity), current(L + 1, kInfinity);
  previous[0] = 0;
  std::vector<std::vector<int>> from(N + 1, std::vector<int>(L + 1, -1));
  for (int j = 1; j <= N; ++j) {
    cancel.throwIfCancelled();
    reportProgress(progress, static_cast<double>(j - 1) / N, "stage dp");
    std::fill(current.begin(), current.end(), kInfinity);
    // Stage j ends at i; the N-j later stages need at least one layer each.
    for (int i = j; i <= L - (N - j); ++i) {
      // k descending makes the window grow: once it exceeds the best or the memory
      // cap, smaller k cannot do better.
      for (int k = i - 1; k >= j - 1; --k) {
        const double window = windows.weight(k, i);
        if (window >= current[i] || !windows.fits(j, k, i)) break;
        const double candidate = std::max(previous[k], window);
        if (candidate < current[i]) {
          current[i] = candidate;
          from[j][i] = k;
        }
      }
    }
    std::swap(previous, current);
  }
  if (previous[L] == kInfinity) return windows.infeasible("dp");
  std::vector<int> boundaries(N + 1, 0);
  boundaries[N] = L;
  for (int j = N; j >= 1; --j) boundaries[j - 1] = from[j][boundaries[j]];
  reportProgress(progress, 1.0, "stage dp");
  return windows.plan(boundaries, "dp");
}

namespace {
// reach[j][b]: layers 0..b-1 split into j stages, each within the bottleneck and its
// memory cap. Stage j may end at b when some reachable a in [s, b-1] starts it, where s
// is the smallest start whose window fits; s only grows with b (two pointers).
bool stagesFit(const StageWindows& windows, double bottleneck,
               std::vector<std::vector<char>>* reachOut) {
  const int L = windows.layers(), N = windows.stages();
  std::vector<char> reach(L + 1, 0), next(L + 1, 0);
  std::vector<int> reachedUpTo(L + 1, 0);  // count of reachable positions <= x
  reach[0] = 1;
  if (reachOut) reachOut->assign(1, reach);
  for (int j = 1; j <= N; ++j) {
    int count = 0;
    for (int x = 0; x <= L; ++x) reachedUpTo[x] = count += reach[x];
    std::fill(next.begin(), next.end(), 0);
    int start = 0;
    for (int b = 1; b <= L; ++b) {
      while (start < b && !(windows.weight(start, b) <= bottleneck && windows.fits(j, start, b)))
        ++start;
      if (start < b)
        next[b] = reachedUpTo[b - 1] - (start > 0 ? reachedUpTo[start - 1] : 0) > 0;
    }
    std::swap(reach, next);
    if (reachOut) reachOut->push_back(reach);
  }
  return reach[L] != 0;
}

// With one memory cap for every stage (or none), packing each stage greedily as far as
// it goes is optimal: a longer prefix never hurts the stages after it. Fewer than N
// greedy stages still fit, because L >= N lets any stage be cut again. O(L) per probe.
// Returns the greedy boundaries (0 = b_0 < ... = L), or nothing when infeasible.
std::optional<std::vector<int>> greedyStages(const StageWindows& windows, double bottleneck) {
  const int L = windows.layers(), N = windows.stages();
  std::vector<int> boundaries{0};
  int start = 0;
  for (int b = 1; b <= L; ++b) {
    if (windows.weight(start, b) <= bottleneck && windows.fits(1, start, b)) continue;
    if (b - 1 == start) return std::nullopt;  // layer b-1 alone is too heavy
    start = b - 1;
    boundaries.push_back(start);
    if (static_cast<int>(boundaries.size()) > N) return std::nullopt;
    if (!(windows.weight(start, b) <= bottleneck && windows.fits(1, start, b))) return std::nullopt;
  }
  boundaries.push_back(L);
  // Cut multi-layer stages until there are N; parts of a fitting stage still fit.
  for (std::size_t s = 0; static_cast<int>(boundaries.size()) - 1 < N;) {
    if (boundaries[s + 1] - boundaries[s] >= 2)
      boundaries.insert(boundaries.begin() + static_cast<std::ptrdiff_t>(s) + 1, boundaries[s] + 1);
    else
      ++s;
  }
  return boundaries;
}

bool uniformCaps(const StageProblem& problem) {
  return std::all_of(problem.memoryCaps.begin(), problem.memoryCaps.end(),
                     [&](double cap) { return cap == problem.memoryCaps.front(); });
}

double fromBits(uint64_t bits) { return std::bit_cast<double>(bits); }
}  // namespace

StagePlan partitionStagesSearch(const StageProblem& problem, const CancellationToken& cancel,
                                const ProgressCallback& progress) {
  const StageWindows windows(problem);
  const int L = windows.layers(), N = windows.stages();
  // Per-stage caps break the greedy argument; the reachability sweep handles them.
  const bool greedy = uniformCaps(problem);
  auto fits = [&](double bottleneck) {
    return greedy ? greedyStages(windows, bottleneck).has_value()
                  : stagesFit(windows, bottleneck, nullptr);
  };
  if (!fits(windows.total())) return windows.infeasible("search");
  // Non-negative doubles order like their bit patterns, so a binary search over the
  // bits finds the smallest feasible bottleneck exactly, in at most 64 probes; it is a
  // window sum, hence the DP's optimum.
  uint64_t low = 0, high = std::bit_cast<uint64_t>(windows.total());
  int probes = 0;
  while (low < high) {
    cancel.throwIfCancelled();
    reportProgress(progress, std::min(1.0, probes++ / 64.0), "stage search");
    const uint64_t middle = low + (high - low) / 2;
    if (fits(fromBits(middle)))
      high = middle;
    else
      low = middle + 1;
  }
  const double bottleneck = fromBits(low);
  reportProgress(progress, 1.0, "stage search");
  if (greedy) return windows.plan(*greedyStages(windows, bottleneck), "search");

  std::vector<std::vector<char>> reach;
  stagesFit(windows, bottleneck, &reach);
  // Walk back from L: stage j starts at the latest position reachable with j-1 stages.
  // b is reachable with j stages, so some reachable start in [s, b-1] fits; the latest
  // reachable one has the smallest window, so it fits too.
  std::vector<int> boundaries(N + 1, 0);
  boundaries[N] = L;
  for (int j = N; j >= 1; --j) {
    int a = boundaries[j] - 1;
    while (a >= 0 && !reach[j - 1][a]) --a;
    boundaries[j - 1] = a;
  }
  return windows.plan(boundaries, "search");
}

StagePlan partitionStagesBruteForce(const StageProblem& problem) {
  const StageWindows windows(problem);
  const int L = windows.layers(), N = windows.stages();
  // C(L-1, N-1) placements of the cuts.
  double placements = 1;
  for (int k = 1; k <= N - 1; ++k) placements = placements * (L - N + k) / k;
  // The recursion is one level per stage, so the stage count is bounded as well.
  if (placements > 1e6 || N > 64)
    throw PartitionError("brute force is for at most 64 stages and 10^6 stage splits");

  std::vector<int> boundaries(N + 1, 0), best;
  boundaries[N] = L;
  double bestBottleneck = kInfinity;
  // Cut j (1..N-1) ranges over positions leaving room for the stages before and after.
  auto search = [&](auto&& self, int j, double worst) -> void {
    if (j == N) {
      const double last = windows.weight(boundaries[N - 1], L);
      if (!windows.fits(N, boundaries[N - 1], L)) return;
      const double bottleneck = std::max(worst, last);
      if (bottleneck < bestBottleneck) {
        bestBottleneck = bottleneck;
        best = boundaries;
      }
      return;
    }
    for (int b = boundaries[j - 1] + 1; b <= L - (N - j); ++b) {
      if (!windows.fits(j, boundaries[j - 1], b)) continue;
      boundaries[j] = b;
      self(self, j + 1, std::max(worst, windows.weight(boundaries[j - 1], b)));
    }
  };
  search(search, 1, 0.0);
  if (best.empty()) return windows.infeasible("brute-force");
  return windows.plan(best, "brute-force");
}

}  // namespace shardscope::partition
