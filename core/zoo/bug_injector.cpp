#include "zoo/bug_injector.h"

namespace shardscope::zoo {

void BugInjector::applied(const GraphBuilder& builder, Value wrong, std::string what, std::string whySilent) {
  BugRecord record;
  record.kind = kind_;
  record.layer = layer_;
  record.instruction = std::string(builder.name(wrong));
  const ir::SourceMetadata& metadata = builder.metadata(wrong);
  record.opName = std::string(metadata.opName);
  record.sourceFile = std::string(metadata.sourceFile);
  record.sourceLine = metadata.sourceLine;
  record.what = std::move(what);
  record.whySilent = std::move(whySilent);
  record_ = std::move(record);
}

}  // namespace shardscope::zoo
