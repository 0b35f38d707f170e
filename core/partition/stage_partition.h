#pragma once
// Pipeline stage partitioning (seed 002, "PP 阶段划分算法"): split L layers, in order,
// into N non-empty contiguous stages minimising the heaviest stage (the bottleneck),
//   dp[i][j] = min over k < i of max(dp[k][j-1], w(k+1..i)),
// optionally with a memory cap per stage (a stage's layers' memory must fit its cap).
// Three solvers share one problem and one result type: the O(L^2 N) DP, a fast search
// for large L (binary search on the bottleneck with a linear feasibility sweep), and
// brute force over all cut positions for the tests.

#include "support/cancellation.h"
#include "trace/trace.h"

#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace shardscope::partition {

inline constexpr int kMaxLayers = 1'000'000;
// Largest L*N the DP table and the fast search's reachability sets may take.
inline constexpr long long kMaxStageCells = 20'000'000;

struct StageProblem {
  std::vector<double> weights;      // per layer: compute time, >= 0
  int stages = 1;                   // N
  std::vector<double> memory;       // per layer, >= 0; empty: no memory constraint
  std::vector<double> memoryCaps;   // per stage, or one cap for every stage
};

struct StagePlan {
  bool feasible = false;            // false: the memory caps admit no partition
  double bottleneck = 0;            // the heaviest stage's weight
  std::vector<std::pair<int, int>> stages;  // 0-based inclusive layer ranges
  std::vector<double> stageWeights;
  std::vector<double> stageMemory;  // empty without a memory constraint
  std::string method;               // "dp", "search" or "brute-force"
  trace::Trace trace;
};

// Why the problem is malformed (weights not finite or negative, N < 1 or N > L,
// mismatched memory lists, beyond the limits), or nullopt.
std::optional<std::string> validateStageProblem(const StageProblem& problem);

// Each throws PartitionError for a malformed problem (see validateStageProblem).
StagePlan partitionStagesDp(const StageProblem& problem, const CancellationToken& cancel = {},
                            const ProgressCallback& progress = {});
StagePlan partitionStagesSearch(const StageProblem& problem, const CancellationToken& cancel = {},
                                const ProgressCallback& progress = {});
// Tries every placement of the N-1 cuts; for small L only (throws beyond 10^6 of them).
StagePlan partitionStagesBruteForce(const StageProblem& problem);

}  // namespace shardscope::partition
