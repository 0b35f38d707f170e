// A JAX corpus pair's distributed program with one spelling replaced, checked the way the
// verifier's soundness tests want it: XLA's recorded inputs must show the mutant differs
// (else it tests nothing), and the verifier must then not call it equivalent. Shared by
// the rule families' tests (online softmax, MoE dispatch). Uses QTest's macros: a failed
// check returns from here, and QTest marks the calling test failed.
#pragma once

#include "io/hlo_file.h"
#include "io/pair_directory.h"
#include "numeric/numeric_check.h"
#include "numeric/recorded_arrays.h"
#include "verify/relations_file.h"
#include "verify/verifier.h"

#include <QString>
#include <QTest>

#include <fstream>
#include <sstream>
#include <string>

namespace shardscope::test_support {

inline std::string readCorpusText(const std::string& path) {
  std::ifstream in(path);
  std::stringstream text;
  text << in.rdbuf();
  return text.str();
}

// `dir`: the pair directory; `from` must occur exactly once in its distributed.hlo.
inline void checkCorpusMutantNeverEquivalent(const std::string& dir, const QString& from, const QString& to) {
  const auto baseline = io::loadModuleFile(dir + "/baseline.hlo");
  const io::PairDirectoryRead pair = io::readPairDirectory(dir);
  std::string text = readCorpusText(dir + "/distributed.hlo");
  if (!baseline.ok() || !pair.ok() || text.empty()) QSKIP("the pair is not in tests/data/jax-corpus");
  const auto at = text.find(from.toStdString());
  QVERIFY(at != std::string::npos);
  QVERIFY(text.find(from.toStdString(), at + 1) == std::string::npos);
  text.replace(at, from.toStdString().size(), to.toStdString());
  const auto mutant = io::loadModuleFromContents(text, "distributed.hlo");
  QVERIFY(mutant.ok());
  verify::VerifyOptions options;
  options.relationsJson = readCorpusText(dir + "/relations.json");
  numeric::NumericCheckOptions numericOptions;
  numericOptions.layers = {numeric::Layer::Whole};
  numericOptions.compareIntermediates = false;
  numericOptions.outputShardings = verify::parseRelationsFile(options.relationsJson).output;
  const numeric::RecordedArraysRead arrays = numeric::readRecordedArrays(*pair.pair);
  QVERIFY(arrays.ok());
  const numeric::NumericCheckResult oracle = numeric::runNumericCheckOnInputs(*baseline.module, *mutant.module, arrays.run->inputs, numericOptions);
  QVERIFY(!oracle.error);
  QVERIFY2(oracle.verdict != numeric::Verdict::Pass, "the mutant does not differ numerically: it tests nothing");
  QCOMPARE(verify::verifyPair(*baseline.module, *mutant.module, options, {}, {}).verdict, verify::Verdict::NotVerified);
}

}  // namespace shardscope::test_support
