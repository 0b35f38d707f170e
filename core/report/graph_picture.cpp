#include "report/graph_picture.h"

#include "report/html_escape.h"

namespace shardscope::report {
namespace {

struct ToneStyle {
  const char* fill;
  const char* border;
};

ToneStyle styleOf(NodeTone tone) {
  switch (tone) {
    case NodeTone::Verified: return {"#c8e6c9", "#2e7d32"};
    case NodeTone::Frontier: return {"#ffcdd2", "#c62828"};
    case NodeTone::Unverified: return {"#e0e0e0", "#757575"};
    case NodeTone::Counterpart: return {"#bbdefb", "#1565c0"};
    case NodeTone::Context: break;
  }
  return {"#fafafa", "#9e9e9e"};
}

// One label line inside an HTML-like label: shortened, then escaped (Graphviz decodes
// the entities and the SVG writer escapes the text again). Graphviz replaces \N, \G, \E,
// \H, \T and \L even in HTML-like labels and even when written as &#92;, so a
// zero-width space after each backslash keeps the text as it looks. An empty element is
// a Graphviz syntax error, so empty text writes nothing.
void appendLine(std::string& dot, const char* open, const std::string& text, const char* close) {
  if (text.empty()) return;
  std::string shown;
  for (char c : truncateUtf8(text, kMaxLabelCharacters)) {
    shown += c;
    if (c == '\\') shown += "\xE2\x80\x8B";
  }
  dot += open;
  appendEscaped(dot, shown);
  dot += close;
}

}  // namespace

std::string pictureToDot(const GraphPicture& picture) {
  std::string dot =
      "digraph neighbourhood {\n"
      "  graph [rankdir=TB nodesep=0.25 ranksep=0.35 bgcolor=\"transparent\"];\n"
      "  node [shape=box style=\"rounded,filled\" fontname=\"Helvetica\" fontsize=10 margin=\"0.08,0.04\"];\n"
      "  edge [color=\"#616161\" arrowsize=0.6];\n";
  for (std::size_t i = 0; i < picture.nodes.size(); ++i) {
    const PictureNode& node = picture.nodes[i];
    const ToneStyle style = styleOf(node.tone);
    dot += "  n" + std::to_string(i) + " [fillcolor=\"" + style.fill + "\" color=\"" + style.border + "\"";
    if (node.tone == NodeTone::Frontier) dot += " penwidth=2";
    dot += " label=<";
    appendLine(dot, "<B>", node.name.empty() ? std::string("(unnamed)") : node.name, "</B>");
    appendLine(dot, "<BR/>", node.opcode, "");
    appendLine(dot, "<BR/><I>", node.detail, "</I>");
    dot += ">];\n";
  }
  for (const auto& [from, to] : picture.edges)
    if (from < picture.nodes.size() && to < picture.nodes.size())
      dot += "  n" + std::to_string(from) + " -> n" + std::to_string(to) + ";\n";
  dot += "}\n";
  return dot;
}

}  // namespace shardscope::report
