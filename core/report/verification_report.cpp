#include "report/verification_report.h"

#include "report/atomic_file.h"
#include "report/frontier_section.h"
#include "report/html_escape.h"
#include "report/numeric_evidence.h"
#include "report/summary_section.h"
#include "report/report_style.h"
#include "report/sha256.h"

#include <cstdio>
#include <filesystem>
#include <stdexcept>

namespace shardscope::report {
namespace {

std::string seconds(double value) {
  char buffer[32];
  std::snprintf(buffer, sizeof buffer, "%.3f s", value);
  return buffer;
}

std::string folderOf(const std::string& path) {
  if (path.empty()) return {};
  const std::filesystem::path parent = std::filesystem::path(path).parent_path();
  return parent.empty() ? std::string(".") : parent.string();
}

bool hasEntry(const ir::Module* module) {
  return module && module->entry >= 0 && static_cast<std::size_t>(module->entry) < module->computations.size();
}

SourceReader sourceReaderFor(const ReportInput& input) {
  if (input.readSource) return input.readSource;
  std::vector<std::string> folders;
  for (const std::string* path : {&input.distributedPath, &input.baselinePath})
    if (!path->empty()) folders.push_back(folderOf(*path));
  return diskSourceReader(std::move(folders));
}

void appendVerdict(std::string& html, const ReportInput& input) {
  const verify::VerifyResult& verification = *input.verification;
  const bool equivalent = verification.verdict == verify::Verdict::Equivalent;
  // A numeric counterexample upgrades "not verified" to "differs" (DESIGN.md).
  const bool differs = !equivalent && input.numeric && input.numeric->ok() && input.numeric->verdict == numeric::Verdict::Differs;
  const char* css = equivalent ? "equivalent" : differs ? "differs" : "not-verified";
  const char* words = equivalent ? "Equivalent" : differs ? "Differs" : "Not verified";
  html += "<section id=\"verdict\">\n<div class=\"verdict ";
  html += css;
  html += "\" data-verdict=\"";
  html += verify::verdictName(verification.verdict);
  html += "\">";
  html += words;
  html += "</div>\n<p class=\"verdict-detail\">";
  if (equivalent)
    html += "Every step of the proof was justified by a rule: the distributed program computes the baseline's result, related as "
            "its output sharding says.";
  else
    html += "The rules could not relate the distributed program's result to the baseline's. " +
            std::to_string(verification.frontier.size()) + " instruction" + (verification.frontier.size() == 1 ? " is" : "s are") +
            " on the divergence frontier.";
  if (differs) html += " The numeric checker found values that differ, so the programs are not equivalent.";
  html += "</p>\n</section>\n";
}

void appendInputs(std::string& html, const ReportInput& input, const CancellationToken& cancel) {
  html += "<section id=\"inputs\">\n<h2>Inputs</h2>\n<table>\n<tr><th>program</th><th>file</th><th>SHA-256</th></tr>\n";
  const struct {
    const char* role;
    const std::string& path;
    const std::string& given;
  } rows[] = {{"baseline", input.baselinePath, input.baselineSha256}, {"distributed", input.distributedPath, input.distributedSha256}};
  for (const auto& row : rows) {
    html += "<tr><td>";
    html += row.role;
    html += "</td><td><code>";
    appendEscaped(html, row.path.empty() ? std::string("(not given)") : row.path);
    html += "</code></td><td class=\"hash\">";
    std::optional<std::string> hash;
    if (!row.given.empty()) hash = row.given;
    else if (!row.path.empty()) hash = sha256OfFile(row.path, cancel);
    appendEscaped(html, hash ? *hash : std::string("(file not readable)"));
    html += "</td></tr>\n";
  }
  html += "</table>\n</section>\n";
}

void appendStatistics(std::string& html, const verify::VerifyResult& verification) {
  const verify::VerifyStats& stats = verification.stats;
  std::size_t verified = 0;
  for (const auto& entry : verification.instructions) verified += entry.second.verified ? 1 : 0;
  html += "<section id=\"statistics\">\n<h2>Statistics</h2>\n<table>\n";
  const auto row = [&](const char* label, const std::string& value) {
    html += "<tr><th>";
    html += label;
    html += "</th><td>";
    appendEscaped(html, value);
    html += "</td></tr>\n";
  };
  row("instructions related to the baseline", std::to_string(verified) + " of " + std::to_string(verification.instructions.size()));
  row("e-nodes", std::to_string(stats.enodes));
  row("e-classes", std::to_string(stats.eclasses));
  row("rule firings", std::to_string(stats.ruleFirings));
  row("layers reused (memoization)", std::to_string(stats.layersReused));
  double total = 0;
  for (const auto& [phase, time] : stats.phaseSeconds) {
    total += time;
    html += "<tr><th>phase: ";
    appendEscaped(html, phase);
    html += "</th><td>" + seconds(time) + "</td></tr>\n";
  }
  row("total time", seconds(total));
  html += "</table>\n</section>\n";
}

void appendInferredRelations(std::string& html, const verify::VerifyResult& verification) {
  html += "<section id=\"inferred-relations\">\n<h2>Inferred relations</h2>\n";
  if (verification.inferredRelations.empty()) {
    html += "<p class=\"note\">None: every relation came from the programs' shardings or a relations file.</p>\n</section>\n";
    return;
  }
  html += "<p>Relations the verifier inferred from shapes for unannotated values; confirm them, or override them with a relations "
          "file.</p>\n<ul>\n";
  for (const std::string& line : verification.inferredRelations) {
    html += "<li><code>";
    appendEscaped(html, line);
    html += "</code></li>\n";
  }
  html += "</ul>\n</section>\n";
}

}  // namespace

std::string renderVerificationReport(const ReportInput& input, const CancellationToken& cancel) {
  if (!input.verification) throw std::invalid_argument("renderVerificationReport: no verification result given");
  const verify::VerifyResult& verification = *input.verification;
  std::string html;
  html += "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n<title>ShardScope verification report</title>\n<style>";
  html += reportStyleSheet();
  html += "</style>\n</head>\n<body>\n<h1>ShardScope verification report</h1>\n";
  appendVerdict(html, input);
  appendInputs(html, input, cancel);
  appendStatistics(html, verification);
  appendInferredRelations(html, verification);
  if (verification.verdict != verify::Verdict::Equivalent) {
    cancel.throwIfCancelled();
    std::optional<ProgramGraph> distributed, baseline;
    if (hasEntry(input.distributed)) distributed.emplace(*input.distributed);
    if (hasEntry(input.baseline)) baseline.emplace(*input.baseline);
    SourceCache sources(sourceReaderFor(input));
    appendFrontierSection(html, FrontierSectionInput{verification, distributed ? &*distributed : nullptr, baseline ? &*baseline : nullptr, sources},
                          cancel);
  }
  if (input.numeric) appendNumericEvidence(html, *input.numeric);
  if (input.summary) appendProgramSummarySection(html, *input.summary);
  html += "<footer>Written by ShardScope. This file is self-contained: no scripts, fonts or links to other files.</footer>\n</body>\n</html>\n";
  return html;
}

bool writeVerificationReport(const ReportInput& input, const std::string& path, const CancellationToken& cancel, std::string* error) {
  if (!input.verification) {
    if (error) *error = "no verification result to report";
    return false;
  }
  const std::string html = renderVerificationReport(input, cancel);
  return writeFileAtomically(path, html, error);
}

}  // namespace shardscope::report
