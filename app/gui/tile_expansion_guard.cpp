// The GUI's side of io::checkTileAssignmentExpansion: the CLI refuses, at load, a module
// whose symbolic tile assignments one analysis could not expand (cli/module_loading.cpp);
// the window loads such a module for viewing (nothing expands it) and refuses here, when
// verify, numeric or propagate is asked for, with the same positioned message.
#include "gui/analysis_jobs.h"

#include "io/tile_assignment_budget.h"

#include <stdexcept>

namespace shardscope::gui {

void refuseUnexpandableTileAssignments(const ir::Module& module) {
  if (const auto refused = io::checkTileAssignmentExpansion(module, module.sourcePath))
    throw std::runtime_error(refused->format());
}

}  // namespace shardscope::gui
