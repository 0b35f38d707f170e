#pragma once
// Renders DOT text to an SVG fragment that can sit inline in an HTML page, with the
// Graphviz C library (agmemread, gvLayout "dot", gvRenderData "svg"), in memory.
//
// Graphviz is not thread-safe and a freed GVC_t breaks 2.42's pango plugin
// (PLATFORM-NOTES.md), so every call goes through one process-wide context under one
// lock. graphvizLock()/graphvizContext() are public so that any other Graphviz user in
// the process (views/graph's layout engine) can share them.

#include <mutex>
#include <optional>
#include <string>

struct GVC_s;

namespace shardscope::report {

std::mutex& graphvizLock();
GVC_s* graphvizContext();  // created on first use, kept for the process; call under graphvizLock()

// The <svg>…</svg> element (XML prolog, DOCTYPE, comments and namespace URLs removed:
// inline SVG in HTML needs none of them), or nullopt with `error` set when Graphviz
// cannot read or lay out the graph.
std::optional<std::string> renderDotToSvg(const std::string& dot, std::string* error);

}  // namespace shardscope::report
