#pragma once
// Selection sync between the two views: the counterpart of an instruction in the other
// program. The verifier's pairing wins when a verification result exists; then the same
// name (the zoo and XLA keep names across SPMD partitioning); then the same op_name,
// opcode and source line.
#include "gui/analysis_results.h"
#include "gui/module_index.h"

#include <QHash>
#include <QString>

#include <memory>

namespace shardscope::gui {

enum class Side { Baseline, Distributed };

class CounterpartFinder {
 public:
  enum class Match { None, Verifier, SameName, Metadata };
  struct Counterpart {
    QString name;  // empty when none was found
    Match match = Match::None;
  };

  void setIndices(std::shared_ptr<const ModuleIndex> baseline, std::shared_ptr<const ModuleIndex> distributed);
  // The verifier's distributed -> baseline pairing; an empty hash clears it.
  void setVerification(const QHash<QString, InstructionVerification>& instructions);

  Counterpart find(Side from, const QString& name) const;

 private:
  std::shared_ptr<const ModuleIndex> baseline_, distributed_;
  QHash<QString, QString> distributedToBaseline_;
  QHash<QString, QString> baselineToDistributed_;  // the first distributed instruction paired with each
};

}  // namespace shardscope::gui
