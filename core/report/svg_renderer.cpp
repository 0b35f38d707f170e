#include "report/svg_renderer.h"

#include "report/graphviz_graph.h"

#include <graphviz/cgraph.h>
#include <graphviz/gvc.h>

#include <algorithm>
#include <cstring>
#include <string_view>

namespace shardscope::report {
namespace {

// Removes every `<!-- ... -->` and the two namespace declarations Graphviz writes
// (their http:// URLs are the only links in its output).
std::string inlineSvg(std::string_view svg) {
  const std::size_t start = svg.find("<svg");
  if (start == std::string_view::npos) return {};
  svg.remove_prefix(start);
  std::string out;
  out.reserve(svg.size());
  for (std::size_t i = 0; i < svg.size();) {
    if (svg.compare(i, 4, "<!--") == 0) {
      const std::size_t end = svg.find("-->", i + 4);
      i = end == std::string_view::npos ? svg.size() : end + 3;
      continue;
    }
    out += svg[i++];
  }
  for (std::string_view declaration : {std::string_view(" xmlns=\"http://www.w3.org/2000/svg\""),
                                       std::string_view(" xmlns:xlink=\"http://www.w3.org/1999/xlink\"")}) {
    const std::size_t at = out.find(declaration);
    if (at != std::string::npos) out.erase(at, declaration.size());
  }
  return out;
}

// Graphviz prints its errors to stderr unless given a function to call; an engine never
// prints, so errors are kept here (per thread: the thread that made the call) and put
// into the message of the failure.
constexpr std::size_t kMaxKeptErrorCharacters = 2000;
thread_local std::string graphvizErrors;

int keepGraphvizError(char* message) {
  if (message && graphvizErrors.size() < kMaxKeptErrorCharacters) graphvizErrors.append(message, std::min(std::strlen(message), kMaxKeptErrorCharacters));
  return 0;
}

std::string graphvizMessage(const char* what) {
  std::string message = std::string("Graphviz ") + what;
  std::string detail = graphvizErrors;
  for (char& c : detail)
    if (c == '\n') c = ' ';
  while (!detail.empty() && detail.back() == ' ') detail.pop_back();
  if (!detail.empty()) message += ": " + detail;
  return message;
}

}  // namespace

std::mutex& graphvizLock() {
  static std::mutex lock;
  return lock;
}

GVC_s* graphvizContext() {
  static GVC_t* context = [] {
    agseterr(AGERR);  // per-node warnings cost time and say nothing to a report reader
    agseterrf(keepGraphvizError);
    return gvContext();
  }();
  return context;
}

std::optional<std::string> renderDotToSvg(const std::string& dot, std::string* error) {
  std::lock_guard<std::mutex> guard(graphvizLock());
  GVC_t* context = graphvizContext();
  graphvizErrors.clear();
  Agraph_t* graph = agmemread(dot.c_str());
  if (!graph) {
    if (error) *error = graphvizMessage("could not read the graph");
    return std::nullopt;
  }
  GraphvizGraph handle(context, graph);
  if (gvLayout(context, graph, "dot") != 0) {
    if (error) *error = graphvizMessage("could not lay out the graph");
    return std::nullopt;
  }
  handle.markLaidOut();
  char* data = nullptr;
  unsigned int length = 0;
  if (gvRenderData(context, graph, "svg", &data, &length) != 0 || !data) {
    if (data) gvFreeRenderData(data);
    if (error) *error = graphvizMessage("could not render SVG");
    return std::nullopt;
  }
  std::string svg = inlineSvg(std::string_view(data, length));
  gvFreeRenderData(data);
  if (svg.empty()) {
    if (error) *error = "Graphviz wrote no <svg> element";
    return std::nullopt;
  }
  return svg;
}

}  // namespace shardscope::report
