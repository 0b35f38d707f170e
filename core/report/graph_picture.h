#pragma once
// A small graph to draw (a frontier neighbourhood) and its DOT text. Labels are written
// as Graphviz HTML-like labels with every character escaped, so an instruction name
// can never be read as DOT syntax or as a Graphviz escape (\N, \G, \l, ...).

#include <cstddef>
#include <string>
#include <utility>
#include <vector>

namespace shardscope::report {

// How a node is coloured: verified green, frontier red, unverified grey; in a baseline
// picture, the counterparts of verified operands blue and the rest neutral.
enum class NodeTone { Verified, Frontier, Unverified, Counterpart, Context };

struct PictureNode {
  std::string name;     // bold first line
  std::string opcode;   // second line
  std::string detail;   // third line (relation); may be empty
  NodeTone tone = NodeTone::Context;
};

struct GraphPicture {
  std::vector<PictureNode> nodes;
  std::vector<std::pair<std::size_t, std::size_t>> edges;  // (from, to) indices into nodes
};

// Lines longer than this are shortened with "…" in the picture (the text beside it
// carries the full names).
inline constexpr std::size_t kMaxLabelCharacters = 48;

std::string pictureToDot(const GraphPicture& picture);

}  // namespace shardscope::report
