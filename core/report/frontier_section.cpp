#include "report/frontier_section.h"

#include "report/html_escape.h"
#include "report/svg_renderer.h"
#include "report/verification_report.h"

#include <set>

namespace shardscope::report {
namespace {

// Lines shown above and below the recorded source line.
constexpr int kSnippetContext = 3;

void appendLocation(std::string& html, const verify::FrontierEntry& entry) {
  if (entry.sourceFile.empty()) return;
  appendEscaped(html, entry.sourceFile);
  if (entry.sourceLine > 0) html.append(":").append(std::to_string(entry.sourceLine));
}

void appendOperands(std::string& html, const ProgramGraph& distributed, ir::InstructionId id, const verify::VerifyResult& verification) {
  const ir::Instruction& instruction = distributed.entry.instructions[id];
  if (instruction.operands.empty()) {
    html += "<p class=\"note\">No operands.</p>\n";
    return;
  }
  html += "<table class=\"operands\">\n<tr><th>operand</th><th>opcode</th><th>status</th><th>relation to the baseline</th>"
          "<th>baseline counterpart</th></tr>\n";
  for (ir::InstructionId operandId : instruction.operands) {
    const ir::Instruction& operand = distributed.entry.instructions[operandId];
    const auto status = verification.instructions.find(std::string(operand.name));
    const bool verified = status != verification.instructions.end() && status->second.verified;
    html += "<tr><td><code>";
    appendEscaped(html, operand.name);
    html += "</code></td><td>";
    appendEscaped(html, operand.opcodeText);
    html += verified ? "</td><td class=\"ok\">verified</td><td>" : "</td><td class=\"bad\">not verified</td><td>";
    if (verified) appendEscaped(html, status->second.relation.view());
    html += "</td><td><code>";
    if (verified) appendEscaped(html, status->second.baselineCounterpart);
    html += "</code></td></tr>\n";
  }
  html += "</table>\n";
}

void appendSource(std::string& html, const verify::FrontierEntry& entry, SourceCache& sources) {
  if (entry.sourceFile.empty() || entry.sourceLine <= 0) {
    html += "<p class=\"note\">No source location was recorded for this instruction.</p>\n";
    return;
  }
  const std::optional<std::string>& text = sources.text(entry.sourceFile);
  const std::optional<SourceSnippet> snippet = text ? extractSnippet(*text, entry.sourceLine, kSnippetContext) : std::nullopt;
  if (!snippet) {
    html += "<p class=\"note\">";
    appendLocation(html, entry);
    html += text ? " is past the end of the source file." : ": the source file was not found here.";
    html += "</p>\n";
    return;
  }
  html += "<pre class=\"source\">";
  for (std::size_t i = 0; i < snippet->lines.size(); ++i) {
    const int number = snippet->firstLine + static_cast<int>(i);
    html += number == snippet->highlightedLine ? "<span class=\"source-line current\">" : "<span class=\"source-line\">";
    html += "<span class=\"line-number\">" + std::to_string(number) + "</span>";
    appendEscaped(html, snippet->lines[i]);
    html += "</span>";  // no newline: each line is a block of its own (report_style.cpp)
  }
  html += "</pre>\n";
}

void appendPicture(std::string& html, const char* caption, const NeighbourhoodPicture& picture) {
  html += "<figure>\n<figcaption>";
  html += caption;
  if (picture.omitted > 0)
    html += " (" + std::to_string(picture.picture.nodes.size()) + " instructions drawn; " + std::to_string(picture.omitted) +
            " more within reach left out)";
  html += "</figcaption>\n";
  std::string error;
  const std::optional<std::string> svg = renderDotToSvg(pictureToDot(picture.picture), &error);
  if (svg) {
    html += *svg;
    html += "\n";
  } else {
    html += "<p class=\"note\">No picture: ";
    appendEscaped(html, error);
    html += "</p>\n";
  }
  html += "</figure>\n";
}

void appendDetailedEntry(std::string& html, std::size_t index, const verify::FrontierEntry& entry, const FrontierSectionInput& input,
                         const std::set<std::string>& frontierNames) {
  html += "<article class=\"frontier-entry\" id=\"frontier-" + std::to_string(index + 1) + "\">\n<h3><span class=\"index\">" +
          std::to_string(index + 1) + "</span> <code>";
  appendEscaped(html, entry.instruction);
  html += "</code> <span class=\"opcode\">";
  appendEscaped(html, entry.opcode);
  html += "</span></h3>\n<p class=\"reason\">";
  appendEscaped(html, entry.reason);
  html += "</p>\n";
  const ir::InstructionId id = input.distributed ? input.distributed->entry.find(entry.instruction) : -1;
  html += "<h4>Operands</h4>\n";
  if (id >= 0) appendOperands(html, *input.distributed, id, input.verification);
  else html += "<p class=\"note\">The distributed program was not given, or has no such instruction in its entry computation.</p>\n";
  html += "<h4>Source";
  if (!entry.sourceFile.empty()) {
    html += " <span class=\"location\">";
    appendLocation(html, entry);
    html += "</span>";
  }
  html += "</h4>\n";
  appendSource(html, entry, input.sources);
  if (id < 0) {
    html += "</article>\n";
    return;
  }
  html += "<h4>Neighbourhood</h4>\n<div class=\"pictures\">\n";
  appendPicture(html, "Distributed program: operands two levels back and direct users",
                distributedNeighbourhoodPicture(*input.distributed, id, input.verification, frontierNames));
  if (input.baseline) {
    if (const auto baseline = baselineNeighbourhoodPicture(*input.distributed, *input.baseline, id, input.verification))
      appendPicture(html, "Baseline program: the operands' counterparts, their operands and users", *baseline);
    else
      html += "<p class=\"note\">No operand of this instruction has a baseline counterpart to draw.</p>\n";
  }
  html += "</div>\n</article>\n";
}

void appendListedEntries(std::string& html, const std::vector<verify::FrontierEntry>& frontier) {
  const std::size_t end = std::min(frontier.size(), kMaxListedFrontierEntries);
  html += "<h3>Further frontier entries</h3>\n<table class=\"frontier-list\">\n"
          "<tr><th>#</th><th>instruction</th><th>opcode</th><th>source</th><th>reason</th></tr>\n";
  for (std::size_t i = kMaxDetailedFrontierEntries; i < end; ++i) {
    const verify::FrontierEntry& entry = frontier[i];
    html += "<tr><td>" + std::to_string(i + 1) + "</td><td><code>";
    appendEscaped(html, entry.instruction);
    html += "</code></td><td>";
    appendEscaped(html, entry.opcode);
    html += "</td><td>";
    appendLocation(html, entry);
    html += "</td><td>";
    appendEscaped(html, entry.reason);
    html += "</td></tr>\n";
  }
  html += "</table>\n";
  if (end < frontier.size()) html += "<p class=\"note\">and " + std::to_string(frontier.size() - end) + " more not listed.</p>\n";
}

}  // namespace

void appendFrontierSection(std::string& html, const FrontierSectionInput& input, const CancellationToken& cancel) {
  const std::vector<verify::FrontierEntry>& frontier = input.verification.frontier;
  html += "<section id=\"frontier\">\n<h2>Divergence frontier (" + std::to_string(frontier.size()) + ")</h2>\n";
  html += "<p>The unverified instructions whose operands are all verified: the divergence starts at one of them, or in how "
          "its verified inputs were produced. Pictures: <span class=\"key verified\">verified</span> "
          "<span class=\"key frontier\">frontier</span> <span class=\"key unverified\">not verified</span> "
          "<span class=\"key counterpart\">baseline counterpart of an operand</span>.</p>\n";
  if (frontier.empty())
    html += "<p class=\"note\">The verifier reported no frontier instruction.</p>\n";
  std::set<std::string> frontierNames;
  for (const verify::FrontierEntry& entry : frontier) frontierNames.insert(entry.instruction);
  const std::size_t detailed = std::min(frontier.size(), kMaxDetailedFrontierEntries);
  for (std::size_t i = 0; i < detailed; ++i) {
    cancel.throwIfCancelled();
    appendDetailedEntry(html, i, frontier[i], input, frontierNames);
  }
  if (detailed < frontier.size()) {
    html += "<p class=\"note\">The first " + std::to_string(detailed) + " entries are shown in detail; " +
            std::to_string(frontier.size() - detailed) + " more follow as a list.</p>\n";
    appendListedEntries(html, frontier);
  }
  html += "</section>\n";
}

}  // namespace shardscope::report
