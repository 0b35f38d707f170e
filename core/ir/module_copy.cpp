#include "ir/module_copy.h"

namespace shardscope::ir {

Module copySharingStrings(const Module& source) {
  Module module;
  module.name = source.name;
  module.header = source.header;
  module.computations = source.computations;
  module.entry = source.entry;
  module.sourcePath = source.sourcePath;
  module.lineStarts = source.lineStarts;
  module.stackFrames = source.stackFrames;
  return module;
}

}  // namespace shardscope::ir
