#include "zoo/case_assembly.h"

namespace shardscope::zoo {

namespace {
std::string moduleBase(const CaseSpec& spec) {
  std::string base;
  for (char c : spec.strategy) base += c == '-' ? '_' : c;
  return base;
}
}  // namespace

GraphBuilder baselineBuilder(const CaseSpec& spec) { return GraphBuilder(moduleBase(spec) + "_baseline", 0); }

GraphBuilder distributedBuilder(const CaseSpec& spec) { return GraphBuilder(moduleBase(spec) + "_spmd", spec.devices); }

BugInjector injectorFor(const CaseSpec& spec) { return BugInjector(spec.bug, spec.bugLayer); }

void recordBug(ZooCase& zooCase, const BugInjector& injector) {
  if (injector.kind() == BugKind::None) return;
  if (!injector.record())
    throw ZooError("bug '" + std::string(bugKindName(injector.kind())) + "' has no site in layer " + std::to_string(injector.layer()) +
                   " of this configuration (" + zooCase.spec.caseName + "); try another --tp, preset or --seed");
  zooCase.bug = injector.record();
}

}  // namespace shardscope::zoo
