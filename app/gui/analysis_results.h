#pragma once
// The results of the long jobs as the window keeps them: plain values that cross from a
// worker to the GUI thread by queued call. They hold no engine headers, so the window
// builds without knowing how each engine represents its answer.
#include "trace/trace.h"

#include <QHash>
#include <QList>
#include <QSet>
#include <QString>
#include <QStringList>

#include <memory>

namespace shardscope::ir {
class Module;
}
namespace shardscope::verify {
struct VerifyResult;
}
namespace shardscope::numeric {
struct NumericCheckResult;
}

namespace shardscope::gui {

class ModuleIndex;

// A baseline and (optionally) a distributed module, loaded and hashed.
struct LoadedPair {
  std::shared_ptr<const ir::Module> baseline;
  std::shared_ptr<const ir::Module> distributed;  // null when only one file was opened
  std::shared_ptr<const ModuleIndex> baselineIndex;  // built on the loading thread
  std::shared_ptr<const ModuleIndex> distributedIndex;
  QString baselinePath;
  QString distributedPath;
  QString baselineSha256;
  QString distributedSha256;
  QStringList warnings;  // formatted `file:line:col: warning: ...`
  // The pair directory the programs belong to (io/pair_directory.h), when opened as one or
  // when the baseline's folder holds the manifest that names it; empty otherwise.
  QString pairDirectory;
  bool openedAsDirectory = false;
  QHash<QString, QString> sourceCopies;  // metadata source_file -> the directory's copy (manifest "sources")
};

// One node of the verifier's divergence frontier.
struct FrontierItem {
  QString instruction;  // distributed instruction name
  QString opcode;
  QString sourceFile;
  int sourceLine = 0;  // 0: unknown
  QString reason;
};

struct InstructionVerification {
  bool verified = false;
  QString relation;             // e.g. "tiled {devices=[1,2]0,1}"
  QString baselineCounterpart;  // empty when the verifier paired none
};

struct VerificationOutcome {
  bool equivalent = false;
  QString verdict;  // "equivalent" / "not_verified"
  QList<FrontierItem> frontier;
  QHash<QString, InstructionVerification> instructions;  // distributed name -> status
  QStringList inferredRelations;
  QStringList statistics;  // one "name: value" line each
  std::shared_ptr<const trace::Trace> trace;
  // The engine's whole answer, for views that need more than the lines above (the
  // relation inspector, the HTML report). Its trace was moved into `trace`.
  std::shared_ptr<const verify::VerifyResult> result;
};

struct PropagationOutcome {
  QHash<QString, QString> shardings;  // baseline instruction -> inferred sharding text
  QSet<QString> userAnnotated;        // shardings written in the file and kept
  qint64 changes = 0;
  qint64 conflicts = 0;
  std::shared_ptr<const trace::Trace> trace;
};

struct NumericOutcome {
  bool passed = true;
  QString summary;       // one line: verdict, ranks, seed
  QStringList details;   // one line per layer and note
  QString firstDivergence;  // distributed instruction name; empty when none
  QString divergenceSourceFile;
  int divergenceSourceLine = 0;
  QString divergenceNote;
  std::shared_ptr<const trace::Trace> trace;
  // The engine's whole answer (per-rank errors for the frontier view, the HTML report).
  // Its trace was moved into `trace`.
  std::shared_ptr<const numeric::NumericCheckResult> result;
};

}  // namespace shardscope::gui
