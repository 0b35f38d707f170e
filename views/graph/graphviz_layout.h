#pragma once
// The synchronous Graphviz dot call behind GraphLayoutEngine. Call it only from the
// engine's thread: it uses the process's single GVC_t under a process-wide lock.

#include "views/graph/layout_geometry.h"

#include <stdexcept>

namespace shardscope::views {

struct GraphvizError : std::runtime_error {
  using std::runtime_error::runtime_error;
};

// Lays out `request` with dot (top to bottom). Throws GraphvizError when Graphviz fails
// or the request is malformed (an edge or cluster index out of range).
LayoutGeometry runGraphvizLayout(const LayoutRequest& request);

}  // namespace shardscope::views
