#pragma once
// The report's divergence-frontier section: for each frontier instruction its opcode,
// reason, the relations of its operands, a source snippet with the line highlighted,
// and SVG pictures of its neighbourhood in both programs. The first
// kMaxDetailedFrontierEntries entries get all of that; later ones one table row each,
// up to kMaxListedFrontierEntries, then a count.

#include "report/frontier_pictures.h"
#include "report/source_snippet.h"
#include "support/cancellation.h"
#include "verify/verifier.h"

#include <string>

namespace shardscope::report {

struct FrontierSectionInput {
  const verify::VerifyResult& verification;
  const ProgramGraph* distributed = nullptr;  // null: no operand tables or pictures
  const ProgramGraph* baseline = nullptr;     // null: no baseline pictures
  SourceCache& sources;
};

void appendFrontierSection(std::string& html, const FrontierSectionInput& input, const CancellationToken& cancel);

}  // namespace shardscope::report
