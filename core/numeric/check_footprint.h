#pragma once
// How many values the whole-program layer keeps at least (issue 7 item 5): every
// generated input (the baseline parameters and each rank's tiles), then every value of
// the baseline's entry computation and of the distributed one on every rank, which the
// intermediate comparisons need all at once. Counted from the declared shapes without
// allocating, so a program over the run's element cap is refused before minutes of
// interpretation; the zoo's tests use it to size the --small twins (issue 3).
//
// A lower bound: collective buffers and the values of called computations come on top,
// and tuples and get-tuple-element (which share their elements) are not counted.

#include "ir/module.h"

#include <cstdint>

namespace shardscope::numeric {

struct CheckFootprint {
  int64_t inputs = 0;          // baseline parameters + every rank's parameter tiles
  int64_t baselineValues = 0;  // the baseline entry's non-parameter values, one run
  int64_t rankValues = 0;      // the distributed entry's non-parameter values, one rank
  int64_t ranks = 1;

  // Saturates at INT64_MAX instead of overflowing (declared shapes are untrusted).
  int64_t total() const;
};

CheckFootprint wholeCheckFootprint(const ir::Module& baseline, const ir::Module& distributed, int64_t ranks);

}  // namespace shardscope::numeric
