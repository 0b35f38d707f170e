#include "gui/counterpart_finder.h"

#include <climits>

namespace shardscope::gui {

void CounterpartFinder::setIndices(std::shared_ptr<const ModuleIndex> baseline, std::shared_ptr<const ModuleIndex> distributed) {
  baseline_ = std::move(baseline);
  distributed_ = std::move(distributed);
  distributedToBaseline_.clear();
  baselineToDistributed_.clear();
}

void CounterpartFinder::setVerification(const QHash<QString, InstructionVerification>& instructions) {
  distributedToBaseline_.clear();
  baselineToDistributed_.clear();
  // Several distributed instructions can pair with one baseline instruction (a dot and
  // the all-reduce completing it); going back, prefer the one with the same name, else
  // the first in file order.
  QHash<QString, int> chosenPosition;
  for (auto it = instructions.begin(); it != instructions.end(); ++it) {
    if (it->baselineCounterpart.isEmpty()) continue;
    distributedToBaseline_.insert(it.key(), it->baselineCounterpart);
    const auto where = distributed_ ? distributed_->locate(it.key()) : std::nullopt;
    const int position = it.key() == it->baselineCounterpart ? -1 : (where ? where->instruction : INT_MAX);
    const auto chosen = chosenPosition.find(it->baselineCounterpart);
    if (chosen == chosenPosition.end() || position < *chosen) {
      chosenPosition[it->baselineCounterpart] = position;
      baselineToDistributed_[it->baselineCounterpart] = it.key();
    }
  }
}

CounterpartFinder::Counterpart CounterpartFinder::find(Side from, const QString& name) const {
  const ModuleIndex* source = from == Side::Baseline ? baseline_.get() : distributed_.get();
  const ModuleIndex* target = from == Side::Baseline ? distributed_.get() : baseline_.get();
  if (!source || !target || name.isEmpty()) return {};
  const QHash<QString, QString>& paired = from == Side::Baseline ? baselineToDistributed_ : distributedToBaseline_;
  if (const auto it = paired.find(name); it != paired.end() && target->contains(*it)) return {*it, Match::Verifier};
  if (target->contains(name)) return {name, Match::SameName};
  const QString signature = source->signatureOf(name);
  if (!signature.isEmpty()) {
    const QString match = target->instructionWithSignature(signature);
    if (!match.isEmpty()) return {match, Match::Metadata};
  }
  return {};
}

}  // namespace shardscope::gui
