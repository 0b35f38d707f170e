#pragma once
// The self-contained HTML verification report (issue 9 item 5): one .html file with no
// external links, scripts or fonts, pictures inline as SVG. It holds the verdict, the two
// inputs with their SHA-256, the verifier's statistics and inferred relations, the
// divergence frontier (reason, operand relations, source snippet, a picture of each
// frontier instruction's neighbourhood in both programs) and, when given, the numeric
// checker's first divergence with a per-rank error heat map.

#include "ir/module.h"
#include "numeric/numeric_report.h"
#include "support/cancellation.h"
#include "summary/program_summary.h"
#include "verify/verifier.h"

#include <functional>
#include <optional>
#include <string>

namespace shardscope::report {

struct ReportInput {
  const ir::Module* baseline = nullptr;
  const ir::Module* distributed = nullptr;
  std::string baselinePath, distributedPath;
  const verify::VerifyResult* verification = nullptr;      // required
  const numeric::NumericCheckResult* numeric = nullptr;    // optional
  const summary::ProgramSummary* summary = nullptr;        // optional: the communication and memory section
  // Returns a source file's text, or nullopt; empty function: read from disk relative to the HLO file's folder.
  std::function<std::optional<std::string>(const std::string& sourceFile)> readSource;
  // Lower-case hex SHA-256 of each input as the caller loaded it (the GUI hashes on
  // load); empty: computed from the file at the path now.
  std::string baselineSha256, distributedSha256;
};

// Frontier entries beyond this many are listed in a table without details or pictures,
// so a report of a huge program stays bounded.
inline constexpr std::size_t kMaxDetailedFrontierEntries = 20;
inline constexpr std::size_t kMaxListedFrontierEntries = 1000;

// Throws std::invalid_argument when input.verification is null, OperationCancelled when
// `cancel` is triggered.
std::string renderVerificationReport(const ReportInput& input, const CancellationToken& cancel);
// Written atomically (temporary file, fsync, rename); false and *error when it cannot be written.
bool writeVerificationReport(const ReportInput& input, const std::string& path, const CancellationToken& cancel, std::string* error);

}  // namespace shardscope::report
