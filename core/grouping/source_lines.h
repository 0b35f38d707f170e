#pragma once
// Groups from source locations (PyTorch/XLA writes `source_file`/`source_line` but op_names
// like `aten__mul`; JAX's stack frames give the same): a file by its last path component
// (the dumps come from other machines), a line as "file.py:125".

#include "ir/computation.h"

#include <string>
#include <vector>

namespace shardscope::grouping {

// By instruction: "file.py:125"; "file.py" when the line is unknown; "" without a file.
std::vector<std::string> sourceLineKeys(const ir::Computation& computation);
// By instruction: "file.py"; "" without a file.
std::vector<std::string> sourceFileKeys(const ir::Computation& computation);

}  // namespace shardscope::grouping
