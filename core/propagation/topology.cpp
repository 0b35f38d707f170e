#include "propagation/topology.h"

#include <charconv>
#include <cmath>
#include <fstream>
#include <sstream>

namespace shardscope::propagation {

namespace {

// Files larger than this are not topology tables (untrusted input).
constexpr std::size_t kMaxTableBytes = 1 << 20;
constexpr std::size_t kMaxInterconnects = 1024;

Diagnostic error(const std::string& file, int line, int column, std::string message) {
  Diagnostic d;
  d.file = file;
  d.line = line;
  d.column = column;
  d.message = std::move(message);
  return d;
}

bool isSpace(char c) { return c == ' ' || c == '\t' || c == '\r'; }

}  // namespace

const Interconnect* TopologyTable::find(std::string_view name) const {
  for (const Interconnect& i : interconnects)
    if (i.name == name) return &i;
  return nullptr;
}

TopologyTable defaultTopologyTable() {
  return TopologyTable{{
      {"nvlink3", 300, 5, "NVLink Gen3 (A100), ~600 GB/s bidirectional, inside a node"},
      {"nvlink4", 450, 5, "NVLink Gen4 (H100), ~900 GB/s bidirectional, inside a node"},
      {"nvswitch", 450, 5, "NVSwitch (H100 DGX), all-to-all 900 GB/s bidirectional, 8 GPUs"},
      {"pcie4", 32, 10, "PCIe Gen4 x16, ~32 GB/s per direction"},
      {"pcie5", 64, 10, "PCIe Gen5 x16, ~64 GB/s per direction"},
      {"ib-ndr", 50, 15, "InfiniBand NDR, 400 Gb/s, across nodes"},
      {"roce", 25, 20, "RoCE (RDMA over Converged Ethernet), 25-50 GB/s, across nodes"},
  }};
}

std::variant<TopologyTable, Diagnostic> parseTopologyTable(std::string_view text, const std::string& fileName) {
  if (text.size() > kMaxTableBytes) return error(fileName, 0, 0, "topology table larger than 1 MiB");
  TopologyTable table;
  int lineNumber = 0;
  std::size_t start = 0;
  while (start < text.size()) {
    std::size_t end = text.find('\n', start);
    if (end == std::string_view::npos) end = text.size();
    const std::string_view line = text.substr(start, end - start);
    const std::size_t lineStart = start;
    start = end + 1;
    ++lineNumber;
    std::size_t pos = 0;
    auto column = [&](std::size_t at) { return static_cast<int>(at + 1); };
    auto skipSpace = [&] {
      while (pos < line.size() && isSpace(line[pos])) ++pos;
    };
    auto word = [&] {
      skipSpace();
      const std::size_t from = pos;
      while (pos < line.size() && !isSpace(line[pos])) ++pos;
      return line.substr(from, pos - from);
    };
    skipSpace();
    if (pos == line.size() || line[pos] == '#') continue;
    (void)lineStart;
    Interconnect interconnect;
    const std::size_t nameAt = pos;
    interconnect.name = std::string(word());
    if (table.find(interconnect.name))
      return error(fileName, lineNumber, column(nameAt), "interconnect `" + interconnect.name + "` listed twice");
    for (double* field : {&interconnect.bandwidthGBps, &interconnect.latencyUs}) {
      skipSpace();
      const std::size_t at = pos;
      const std::string_view number = word();
      double value = 0;
      auto [ptr, ec] = std::from_chars(number.data(), number.data() + number.size(), value);
      if (number.empty() || ec != std::errc() || ptr != number.data() + number.size() || !std::isfinite(value) || value < 0)
        return error(fileName, lineNumber, column(at),
                     "expected a non-negative number (" + std::string(field == &interconnect.bandwidthGBps ? "bandwidth GB/s" : "latency us") +
                         "), found `" + std::string(number) + "`");
      *field = value;
    }
    if (interconnect.bandwidthGBps <= 0)
      return error(fileName, lineNumber, column(nameAt), "bandwidth of `" + interconnect.name + "` must be positive");
    skipSpace();
    std::string_view description = line.substr(pos);
    while (!description.empty() && isSpace(description.back())) description.remove_suffix(1);
    interconnect.description = std::string(description);
    table.interconnects.push_back(std::move(interconnect));
    if (table.interconnects.size() > kMaxInterconnects) return error(fileName, lineNumber, 1, "more than 1024 interconnects");
  }
  if (table.interconnects.empty()) return error(fileName, 0, 0, "topology table lists no interconnect");
  return table;
}

std::variant<TopologyTable, Diagnostic> loadTopologyTable(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  if (!in) return error(path, 0, 0, "cannot open topology table");
  std::string text;
  text.resize(kMaxTableBytes + 1);
  in.read(text.data(), static_cast<std::streamsize>(text.size()));
  text.resize(static_cast<std::size_t>(in.gcount()));
  return parseTopologyTable(text, path);
}

}  // namespace shardscope::propagation
