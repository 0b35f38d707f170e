#pragma once
// How the graph view boxes a computation so it opens as a readable picture (issue 23):
// op_name scopes when op_names give them; otherwise, and for any shown group left with
// more loose instructions than a picture holds, the next source that says something:
// `layers.N` names, source lines (or files, then lines), and dataflow runs, which always
// work. A source is taken for a set of instructions only when it covers at least half of
// them, gives 2 to 30 groups and no group holds more than a third of them; a group still
// too big is grouped again, inside, by what comes after.

#include "ir/computation.h"

#include <string>
#include <vector>

namespace shardscope::grouping {

enum class GroupingSource { Flat, OpName, LayerNames, SourceLines, SourceFiles, Dataflow };
const char* groupingSourceName(GroupingSource source);  // "op_name", "source lines", ...

struct GroupingOptions {
  // A shown group with more instructions of its own than this is grouped further: about
  // what one screen of boxes can show legibly.
  int maxLoose = 60;
  // The most groups one source may make at one level.
  int maxGroups = 30;
  // The most boxes one level shows: groups of every source and loose instructions. 40
  // boxes still read at the collapsed picture's zoom in half a 1600-px window.
  int maxBoxes = 40;
};

struct InstructionGroups {
  // By instruction: its group path, components joined by '/' ("" at the top level),
  // inside the wrapper.
  std::vector<std::string> paths;
  // The op_name scope every scoped instruction shares (`jit(f)`), left out of the paths.
  std::string wrapper;
  // What made the outermost groups a user sees, and the sources used anywhere.
  GroupingSource source = GroupingSource::Flat;
  std::vector<GroupingSource> used;
};

InstructionGroups groupInstructions(const ir::Computation& computation, const GroupingOptions& options = {});

}  // namespace shardscope::grouping
