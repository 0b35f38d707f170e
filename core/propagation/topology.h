#pragma once
// The topology table of the cost model: interconnects with per-direction bandwidth and
// latency (seed 002's figures). Built in, and overridable from a text file
// (resources/topologies/default.topology is the built-in table written out).
#include "support/diagnostic.h"

#include <string>
#include <string_view>
#include <variant>
#include <vector>

namespace shardscope::propagation {

struct Interconnect {
  std::string name;         // e.g. "nvlink4"
  double bandwidthGBps = 0; // per direction, 1e9 bytes per second
  double latencyUs = 0;     // alpha, per collective
  std::string description;
  friend bool operator==(const Interconnect&, const Interconnect&) = default;
};

struct TopologyTable {
  std::vector<Interconnect> interconnects;
  const Interconnect* find(std::string_view name) const;
  friend bool operator==(const TopologyTable&, const TopologyTable&) = default;
};

TopologyTable defaultTopologyTable();
inline constexpr std::string_view kDefaultInterconnect = "nvlink4";

// Parses the table format (`name bandwidth latency description`, '#' comments). Errors
// carry the file, line and column.
std::variant<TopologyTable, Diagnostic> parseTopologyTable(std::string_view text, const std::string& fileName);
std::variant<TopologyTable, Diagnostic> loadTopologyTable(const std::string& path);

}  // namespace shardscope::propagation
