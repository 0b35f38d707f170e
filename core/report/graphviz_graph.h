#pragma once
// Owns one cgraph graph for the duration of a Graphviz call, and frees its layout (if
// one was made) before closing it, in the order 2.42 needs. Used by every Graphviz
// caller in the process (core/report's SVG pictures, views/graph's layout engine),
// always under graphvizLock().
#include <graphviz/cgraph.h>
#include <graphviz/gvc.h>

namespace shardscope::report {

class GraphvizGraph {
 public:
  GraphvizGraph(GVC_t* context, Agraph_t* graph) : context_(context), graph_(graph) {}
  ~GraphvizGraph() {
    if (laidOut_) gvFreeLayout(context_, graph_);
    if (graph_) agclose(graph_);
  }
  GraphvizGraph(const GraphvizGraph&) = delete;
  GraphvizGraph& operator=(const GraphvizGraph&) = delete;
  Agraph_t* get() const { return graph_; }
  void markLaidOut() { laidOut_ = true; }

 private:
  GVC_t* context_;
  Agraph_t* graph_;
  bool laidOut_ = false;
};

}  // namespace shardscope::report
