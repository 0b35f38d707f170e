#include "report/summary_section.h"

#include "report/html_escape.h"

#include <cmath>
#include <cstdio>

namespace shardscope::report {
namespace {

void cell(std::string& html, const std::string& text) {
  html += "<td>";
  appendEscaped(html, text);
  html += "</td>";
}

}  // namespace

std::string formatBytes(double bytes) {
  static const char* const units[] = {"B", "KiB", "MiB", "GiB", "TiB"};
  int unit = 0;
  double value = bytes;
  while (std::fabs(value) >= 1024 && unit < 4) {
    value /= 1024;
    ++unit;
  }
  char text[48];
  if (unit == 0) std::snprintf(text, sizeof text, "%.0f B", value);
  else std::snprintf(text, sizeof text, "%.2f %s", value, units[unit]);
  return text;
}

std::string formatSeconds(double seconds) {
  char text[48];
  if (seconds >= 1) std::snprintf(text, sizeof text, "%.3f s", seconds);
  else if (seconds >= 1e-3) std::snprintf(text, sizeof text, "%.3f ms", seconds * 1e3);
  else std::snprintf(text, sizeof text, "%.2f \xC2\xB5s", seconds * 1e6);
  return text;
}

void appendProgramSummarySection(std::string& html, const summary::ProgramSummary& summary) {
  html += "<section id=\"program-summary\">\n<h2>Communication and memory</h2>\n<p>";
  appendEscaped(html, std::to_string(summary.collectives.size()) + " collectives on " + std::to_string(summary.devices) +
                          " devices; per device per step " + formatBytes(summary.totalBytesPerDevice) + " sent, " +
                          formatSeconds(summary.totalSeconds) + " on " + summary.interconnect +
                          " (ring formulas: all-reduce 2(N-1)/N, all-gather and reduce-scatter (N-1)/N, all-to-all (N-1)/N\xC2\xB2, "
                          "permute 1 times the tensor; time alpha + bytes / beta).");
  html += "</p>\n";
  if (!summary.kinds.empty()) {
    html += "<table>\n<tr><th>collective</th><th>count</th><th>bytes per device</th><th>time</th></tr>\n";
    for (const summary::KindSummary& kind : summary.kinds) {
      html += "<tr>";
      cell(html, std::string(propagation::collectiveName(kind.kind)));
      cell(html, std::to_string(kind.count));
      cell(html, formatBytes(kind.bytesPerDevice));
      cell(html, formatSeconds(kind.seconds));
      html += "</tr>\n";
    }
    html += "</table>\n";
  }
  html += "<h3>By layer</h3>\n<table>\n<tr><th>layer</th><th>collectives</th><th>bytes per device</th><th>time</th><th>parameters per device</th></tr>\n";
  summary::LayerSummary other{"other layers"};
  for (std::size_t i = 0; i < summary.layers.size(); ++i) {
    const summary::LayerSummary& layer = summary.layers[i];
    if (i >= kMaxSummaryLayerRows) {
      other.collectives += layer.collectives;
      other.bytesPerDevice += layer.bytesPerDevice;
      other.seconds += layer.seconds;
      other.parameterBytesPerDevice += layer.parameterBytesPerDevice;
      continue;
    }
    html += "<tr>";
    cell(html, layer.layer);
    cell(html, std::to_string(layer.collectives));
    cell(html, formatBytes(layer.bytesPerDevice));
    cell(html, formatSeconds(layer.seconds));
    cell(html, formatBytes(static_cast<double>(layer.parameterBytesPerDevice)));
    html += "</tr>\n";
  }
  if (summary.layers.size() > kMaxSummaryLayerRows) {
    html += "<tr>";
    cell(html, other.layer + " (" + std::to_string(summary.layers.size() - kMaxSummaryLayerRows) + ")");
    cell(html, std::to_string(other.collectives));
    cell(html, formatBytes(other.bytesPerDevice));
    cell(html, formatSeconds(other.seconds));
    cell(html, formatBytes(static_cast<double>(other.parameterBytesPerDevice)));
    html += "</tr>\n";
  }
  html += "</table>\n<h3>Memory per device</h3>\n<table>\n";
  const auto row = [&](const std::string& name, const std::string& value) {
    html += "<tr><th>";
    appendEscaped(html, name);
    html += "</th>";
    cell(html, value);
    html += "</tr>\n";
  };
  row("parameters and inputs", formatBytes(static_cast<double>(summary.parameterBytesPerDevice)));
  if (summary.baselineParameterBytes > 0) row("the same on one device (baseline)", formatBytes(static_cast<double>(summary.baselineParameterBytes)));
  row("peak of live values", formatBytes(static_cast<double>(summary.peakBytesPerDevice)) + (summary.peakAt.empty() ? "" : " at " + summary.peakAt));
  html += "</table>\n</section>\n";
}

}  // namespace shardscope::report
