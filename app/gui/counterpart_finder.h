#pragma once
// Selection sync between the two views: the counterpart of an instruction in the other
// program. The verifier's pairing wins when a verification result exists; then the same
// name (the zoo and XLA keep names across SPMD partitioning); then the same op_name,
// opcode and source line. An instruction with none of these (an all-reduce only the
// distributed program has) can still point at the nearest related instruction that has
// one, so the other view never keeps a stale selection.
#include "gui/analysis_results.h"
#include "gui/module_index.h"

#include <QHash>
#include <QString>

#include <memory>
#include <vector>

namespace shardscope::gui {

enum class Side { Baseline, Distributed };

class CounterpartFinder {
 public:
  enum class Match { None, Verifier, SameName, Metadata, Nearby };
  struct Counterpart {
    QString name;  // empty when none was found
    Match match = Match::None;
    // Match::Nearby only: the related instruction (in the same program as the one asked
    // about) whose counterpart `name` is, and how it relates ("operand", "user").
    QString via;
    QString relation;
    int distance = 0;  // edges from the instruction asked about to `via`
  };
  // How far nearestRelated looks (edges) and how many instructions it visits at most.
  static constexpr int kMaxRelatedDistance = 8;
  static constexpr int kMaxRelatedVisits = 4096;

  void setIndices(std::shared_ptr<const ModuleIndex> baseline, std::shared_ptr<const ModuleIndex> distributed);
  // The verifier's distributed -> baseline pairing; an empty hash clears it.
  void setVerification(const QHash<QString, InstructionVerification>& instructions);

  Counterpart find(Side from, const QString& name) const;
  // The counterpart of the nearest instruction related to `name` by data flow (operands
  // first, then users, breadth first in its computation, within kMaxRelatedDistance
  // edges): what the other view shows when `name` has no counterpart of its own. Empty
  // when nothing near has one.
  // Remembered per instruction until the indices or the pairing change: a verification
  // step asks for it twice (the other view, the Properties row), a scrub revisits it.
  Counterpart nearestRelated(Side from, const QString& name) const;

  // Users of every instruction of a computation (by instruction index), built on first
  // use per computation and kept: the Properties pane lists a step's users from it.
  const std::vector<std::vector<int>>& usersOf(Side side, const ir::Computation* computation) const;

 private:
  Counterpart searchNearestRelated(Side from, const QString& name) const;

  std::shared_ptr<const ModuleIndex> baseline_, distributed_;
  QHash<QString, QString> distributedToBaseline_;
  QHash<QString, QString> baselineToDistributed_;  // the first distributed instruction paired with each
  mutable QHash<const ir::Computation*, std::vector<std::vector<int>>> users_[2];  // by Side
  mutable QHash<QString, Counterpart> nearest_[2];                                   // by Side
};

}  // namespace shardscope::gui
