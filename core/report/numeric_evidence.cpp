#include "report/numeric_evidence.h"

#include "report/html_escape.h"

#include <algorithm>
#include <cstdio>
#include <vector>

namespace shardscope::report {
namespace {

constexpr std::size_t kMaxNotesPerLayer = 20;

std::string number(double value) {
  char buffer[32];
  std::snprintf(buffer, sizeof buffer, "%.3g", value);
  return buffer;
}

// White-orange for a small share of the worst error, deep red for the worst rank.
std::string heatColour(double share) {
  share = std::clamp(share, 0.0, 1.0);
  const auto mix = [&](int low, int high) { return static_cast<int>(low + (high - low) * share + 0.5); };
  char buffer[8];
  std::snprintf(buffer, sizeof buffer, "#%02x%02x%02x", mix(0xff, 0xc6), mix(0xf3, 0x28), mix(0xe0, 0x28));
  return buffer;
}

// The layer the first divergence was found in (the first failing one otherwise).
const numeric::LayerReport* divergenceLayer(const numeric::NumericCheckResult& result) {
  const numeric::LayerReport* firstFailing = nullptr;
  for (const numeric::LayerReport& layer : result.layers) {
    if (layer.passed) continue;
    if (!firstFailing) firstFailing = &layer;
    if (result.firstDivergence && layer.firstDivergence && layer.firstDivergence->instruction == result.firstDivergence->instruction)
      return &layer;
  }
  return firstFailing;
}

void row(std::string& html, const char* label, const std::string& value) {
  html += "<tr><th>";
  html += label;
  html += "</th><td>";
  appendEscaped(html, value);
  html += "</td></tr>\n";
}

void appendFirstDivergence(std::string& html, const numeric::InstructionCheck& check) {
  html += "<h3>First divergence: <code>";
  appendEscaped(html, check.instruction);
  html += "</code></h3>\n<table class=\"facts\">\n";
  row(html, "compared with", check.reference);
  row(html, "relation", check.relation);
  row(html, "element type", std::string(ir::elementTypeName(check.type)));
  row(html, "max abs error", number(check.error.maxAbsError));
  row(html, "max rel error", number(check.error.maxRelError));
  row(html, "elements out of tolerance", std::to_string(check.error.mismatched) + " of " + std::to_string(check.error.compared));
  std::string ranks;
  for (std::size_t i = 0; i < check.failingRanks.size(); ++i) ranks.append(i ? ", " : "").append(std::to_string(check.failingRanks[i]));
  if (!ranks.empty()) row(html, "failing ranks", ranks);
  if (!check.sourceFile.empty()) row(html, "source", check.sourceFile + ":" + std::to_string(check.sourceLine));
  if (check.hloLine > 0) row(html, "HLO position", "line " + std::to_string(check.hloLine) + ", column " + std::to_string(check.hloColumn));
  if (!check.note.empty()) row(html, "note", check.note);
  html += "</table>\n";
}

// One cell per rank, coloured by its share of the worst rank's error; `marked` ranks get
// a cross. A rank whose value was not compared shows as such rather than as a zero.
void appendRankCells(std::string& html, const std::vector<numeric::RankCheck>& ranks, const std::vector<int64_t>& marked) {
  double worstAbs = 0, worstRel = 0;
  for (const numeric::RankCheck& rank : ranks) {
    if (!rank.compared) continue;
    worstAbs = std::max(worstAbs, rank.error.maxAbsError);
    worstRel = std::max(worstRel, rank.error.maxRelError);
  }
  html += "<table class=\"heatmap\">\n";
  for (std::size_t start = 0; start < ranks.size(); start += kHeatMapRanksPerRow) {
    html += "<tr>";
    const std::size_t end = std::min(ranks.size(), start + kHeatMapRanksPerRow);
    for (std::size_t i = start; i < end; ++i) {
      const numeric::RankCheck& rank = ranks[i];
      const bool cross = std::count(marked.begin(), marked.end(), rank.rank) > 0;
      const std::string label = "<b>rank " + std::to_string(rank.rank) + (cross ? " \xE2\x9C\x97" : "") + "</b>";
      if (!rank.compared) {
        html += "<td class=\"unknown\" style=\"background:#eeeeee\">" + label + "<br>not compared</td>";
        continue;
      }
      const double share = std::max(worstAbs > 0 ? rank.error.maxAbsError / worstAbs : 0.0, worstRel > 0 ? rank.error.maxRelError / worstRel : 0.0);
      html += "<td class=\"";
      html += rank.passed ? "pass" : "fail";
      html += "\" style=\"background:";
      html += rank.passed && share == 0 ? std::string("#e8f5e9") : heatColour(share);
      if (share > 0.6) html += ";color:#fff";
      html += "\">" + label + "<br>abs " + number(rank.error.maxAbsError) + "<br>rel " + number(rank.error.maxRelError) + "</td>";
    }
    html += "</tr>\n";
  }
  html += "</table>\n";
}

// The first divergent instruction's own error, rank by rank (when the checker kept it).
void appendDivergenceHeatMap(std::string& html, const numeric::InstructionCheck& check) {
  if (check.ranks.empty()) return;
  html += "<p class=\"heatmap-caption\">Error of the first divergence <code>";
  appendEscaped(html, check.instruction);
  html += "</code> per rank (colour: share of the worst rank's error).</p>\n";
  appendRankCells(html, check.ranks, {});
}

void appendHeatMap(std::string& html, const numeric::LayerReport& layer, const numeric::InstructionCheck* divergence) {
  if (layer.ranks.empty()) return;
  // A paragraph rather than a <caption>: a caption is only as wide as the small table.
  html += "<p class=\"heatmap-caption\">Worst element error per rank in the ";
  appendEscaped(html, numeric::layerName(layer.layer));
  html += " layer (colour: share of the worst rank's error)";
  if (divergence && !divergence->failingRanks.empty()) html += "; \xE2\x9C\x97 marks the ranks where the first divergence fails";
  html += ".</p>\n";
  appendRankCells(html, layer.ranks, divergence ? divergence->failingRanks : std::vector<int64_t>{});
}

}  // namespace

void appendNumericEvidence(std::string& html, const numeric::NumericCheckResult& result) {
  html += "<section id=\"numeric\">\n<h2>Numeric evidence</h2>\n";
  if (result.error) {
    html += "<p class=\"note\">The numeric check could not run: ";
    appendEscaped(html, result.error->format());
    html += "</p>\n</section>\n";
    return;
  }
  html += "<p>The numeric checker ran both programs on random inputs (seed " + std::to_string(result.seed) + ", " +
          std::to_string(result.numDevices) + " ranks, NaN policy ";
  appendEscaped(html, numeric::nanPolicyName(result.nanPolicy));
  html += "): <b class=\"";
  html += result.verdict == numeric::Verdict::Pass ? "ok\">pass" : "bad\">differs";
  html += "</b>.</p>\n<table class=\"layers\">\n<tr><th>layer</th><th>result</th><th>instructions compared</th><th>notes</th></tr>\n";
  for (const numeric::LayerReport& layer : result.layers) {
    html += "<tr><td>";
    appendEscaped(html, numeric::layerName(layer.layer));
    html += layer.passed ? "</td><td class=\"ok\">pass</td><td>" : "</td><td class=\"bad\">differs</td><td>";
    html += std::to_string(layer.instructions.size()) + "</td><td>";
    const std::size_t shown = std::min(layer.notes.size(), kMaxNotesPerLayer);
    for (std::size_t i = 0; i < shown; ++i) {
      if (i) html += "<br>";
      appendEscaped(html, layer.notes[i]);
    }
    if (shown < layer.notes.size()) html += "<br>and " + std::to_string(layer.notes.size() - shown) + " more notes";
    html += "</td></tr>\n";
  }
  html += "</table>\n";
  if (result.firstDivergence) {
    appendFirstDivergence(html, *result.firstDivergence);
    appendDivergenceHeatMap(html, *result.firstDivergence);
  }
  if (const numeric::LayerReport* layer = divergenceLayer(result))
    appendHeatMap(html, *layer, result.firstDivergence ? &*result.firstDivergence : nullptr);
  html += "</section>\n";
}

}  // namespace shardscope::report
