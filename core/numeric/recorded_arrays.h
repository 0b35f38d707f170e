#pragma once
// A pair directory's recorded arrays as interpreter values: the inputs (the baseline's
// parameters) and XLA's outputs, read from their .npy files (io/npy_array.h) after the
// manifest's shapes have been checked against the element caps, so no file can make the
// checker allocate more than a check may use. Each array must hold exactly what its
// manifest entry says (element type, shape); a mismatch is positioned at that entry.
#include "io/pair_directory.h"
#include "numeric/element_budget.h"
#include "numeric/recorded_outputs_check.h"

#include <optional>

namespace shardscope::numeric {

struct RecordedArraysRead {
  std::optional<RecordedRun> run;  // outputShardings left empty for the caller
  std::optional<Diagnostic> error;
  bool ok() const { return run.has_value(); }
};

// Needs the manifest's "outputs" (a directory without them is an error).
RecordedArraysRead readRecordedArrays(const io::PairDirectory& pair, int64_t maxElementsPerTensor = kDefaultMaxElementsPerTensor,
                                      int64_t maxElementsTotal = kDefaultMaxElementsTotal);

}  // namespace shardscope::numeric
