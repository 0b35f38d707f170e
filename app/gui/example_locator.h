#pragma once
// Finds a bundled example pair (resources/examples/NAME) for the no-argument start:
// $SHARDSCOPE_EXAMPLES, then the source tree above the executable (a build folder),
// then the installed copy (SHARDSCOPE_INSTALLED_EXAMPLES).
#include <QString>

namespace shardscope::gui {

// The example a new user sees first: its verification fails, so a frontier shows at once.
inline constexpr const char* kFirstRunExample = "mlp-tp2-missing-allreduce";

struct ExamplePair {
  QString folder;
  QString baseline;
  QString distributed;
  bool isValid() const { return !baseline.isEmpty() && !distributed.isEmpty(); }
};

ExamplePair findExample(const QString& name);

}  // namespace shardscope::gui
