#pragma once
// What a loader returns: the module, or the positioned error that stopped it, plus any
// warnings (e.g. unknown opcodes loaded as opaque instructions).

#include "ir/module.h"
#include "support/diagnostic.h"

#include <optional>

namespace shardscope::io {

struct LoadResult {
  std::optional<ir::Module> module;  // empty when loading failed
  Diagnostics diagnostics;           // the error (when failed) and every warning

  bool ok() const { return module.has_value(); }
  const Diagnostic* firstError() const;
};

}  // namespace shardscope::io
