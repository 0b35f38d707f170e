#pragma once
// Helpers shared by the numeric tests, and the slot the zoo's tests call (issue 3):
// checkTwinPair() runs the numeric cross-check on a baseline/distributed pair and
// states the acceptance rule of issue 7 in one place.

#include "io/hlo_file.h"
#include "io/hlo_text_parser.h"
#include "numeric/numeric_check.h"

#include <QString>
#include <QTest>

#include <optional>
#include <set>
#include <string>

namespace shardscope::numeric::testing {

// Parses HLO text, failing the current test with the diagnostic when it does not load.
inline std::optional<ir::Module> parseModule(const std::string& text, const std::string& name = "test.hlo") {
  io::HloParseOptions options;
  options.fileName = name;
  io::LoadResult result = io::parseHloText(text, options);
  if (!result.ok()) {
    const Diagnostic* error = result.firstError();
    qWarning("%s", error ? error->format().c_str() : "parse failed");
    return std::nullopt;
  }
  result.module->sourcePath = name;
  return std::move(result.module);
}

// Runs the numeric check (default options) on two HLO texts; a text that does not parse
// gives a result carrying an error.
inline NumericCheckResult checkTexts(const std::string& baselineText, const std::string& distributedText) {
  std::optional<ir::Module> baseline = parseModule(baselineText, "baseline.hlo");
  std::optional<ir::Module> distributed = parseModule(distributedText, "distributed.hlo");
  NumericCheckResult result;
  if (!baseline || !distributed) {
    result.error = Diagnostic{Severity::Error, "test", 0, 0, "did not parse"};
    return result;
  }
  return runNumericCheck(*baseline, *distributed, {});
}

struct TwinExpectation {
  bool correct = true;  // a correct pair must pass every layer
  // For an injected bug: the instruction the bug was injected at and its direct
  // consumers; the whole layer's first divergence must be one of them.
  std::set<std::string> divergenceAtOneOf;
};

// The zoo slot: loads BASELINE and DISTRIBUTED from files and checks issue 7's
// acceptance rule (correct pairs pass; each injected bug differs, with the first
// divergence at the wrong instruction or its direct consumer). Returns a message that
// is empty on success, so QVERIFY2(message.isEmpty(), ...) reports what went wrong.
inline QString checkTwinPair(const std::string& baselinePath, const std::string& distributedPath, const TwinExpectation& expected,
                             uint64_t seed = 0) {
  io::LoadResult baseline = io::loadModuleFile(baselinePath);
  io::LoadResult distributed = io::loadModuleFile(distributedPath);
  if (!baseline.ok() || !distributed.ok()) return "cannot load " + QString::fromStdString(baseline.ok() ? distributedPath : baselinePath);
  NumericCheckOptions options;
  options.seed = seed;
  const NumericCheckResult result = runNumericCheck(*baseline.module, *distributed.module, options);
  if (result.error) return "bad input: " + QString::fromStdString(result.error->format());
  if (expected.correct)
    return result.verdict == Verdict::Pass ? QString()
                                           : "a correct pair differs at " + QString::fromStdString(result.firstDivergence ? result.firstDivergence->instruction : "?");
  if (result.verdict != Verdict::Differs) return "an injected bug was not detected";
  const LayerReport& whole = result.layers.back();
  if (whole.layer != Layer::Whole || !whole.firstDivergence) return "the whole layer reports no divergence";
  if (!expected.divergenceAtOneOf.empty() && !expected.divergenceAtOneOf.count(whole.firstDivergence->instruction))
    return "first divergence at " + QString::fromStdString(whole.firstDivergence->instruction) + ", not at the injected bug or its consumer";
  return {};
}

}  // namespace shardscope::numeric::testing
