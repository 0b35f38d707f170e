#pragma once
// Where a bug goes: the generator asks at each injection site whether the requested bug
// belongs there (its kind, in the layer the seed chose), and the site that applies it
// records which instruction is wrong and why, for the README and the tests.

#include "zoo/bug_kind.h"
#include "zoo/graph_builder.h"

#include <cstdint>
#include <optional>
#include <string>

namespace shardscope::zoo {

struct BugRecord {
  BugKind kind = BugKind::None;
  int64_t layer = -1;
  std::string instruction;  // name of the wrong instruction in distributed.hlo
  std::string opName;       // its op_name scope
  std::string sourceFile;
  int64_t sourceLine = -1;
  std::string what;         // what is wrong
  std::string whySilent;    // why shapes and shardings do not reveal it
};

class BugInjector {
 public:
  BugInjector() = default;
  BugInjector(BugKind kind, int64_t layer) : kind_(kind), layer_(layer) {}

  // True when `kind` is the requested bug, `layer` is its layer and it has not been
  // applied yet.
  bool wants(BugKind kind, int64_t layer) const { return kind_ != BugKind::None && kind == kind_ && layer == layer_ && !record_; }
  // The site applied the bug; `wrong` is the instruction to report.
  void applied(const GraphBuilder& builder, Value wrong, std::string what, std::string whySilent);

  BugKind kind() const { return kind_; }
  int64_t layer() const { return layer_; }
  const std::optional<BugRecord>& record() const { return record_; }

 private:
  BugKind kind_ = BugKind::None;
  int64_t layer_ = -1;
  std::optional<BugRecord> record_;
};

}  // namespace shardscope::zoo
