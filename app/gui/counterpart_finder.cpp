#include "gui/counterpart_finder.h"

#include "ir/module.h"

#include <climits>
#include <deque>
#include <unordered_set>

namespace shardscope::gui {

void CounterpartFinder::setIndices(std::shared_ptr<const ModuleIndex> baseline, std::shared_ptr<const ModuleIndex> distributed) {
  baseline_ = std::move(baseline);
  distributed_ = std::move(distributed);
  distributedToBaseline_.clear();
  baselineToDistributed_.clear();
  users_[0].clear();
  users_[1].clear();
  nearest_[0].clear();
  nearest_[1].clear();
}

void CounterpartFinder::setVerification(const QHash<QString, InstructionVerification>& instructions) {
  distributedToBaseline_.clear();
  baselineToDistributed_.clear();
  nearest_[0].clear();
  nearest_[1].clear();
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
  if (const auto it = paired.find(name); it != paired.end() && target->contains(*it)) return {*it, Match::Verifier, {}, {}, 0};
  if (target->contains(name)) return {name, Match::SameName, {}, {}, 0};
  const QString signature = source->signatureOf(name);
  if (!signature.isEmpty()) {
    const QString match = target->instructionWithSignature(signature);
    if (!match.isEmpty()) return {match, Match::Metadata, {}, {}, 0};
  }
  return {};
}

const std::vector<std::vector<int>>& CounterpartFinder::usersOf(Side side, const ir::Computation* computation) const {
  auto& cache = users_[side == Side::Baseline ? 0 : 1];
  auto it = cache.find(computation);
  if (it == cache.end()) it = cache.insert(computation, computation->users());
  return *it;
}

CounterpartFinder::Counterpart CounterpartFinder::nearestRelated(Side from, const QString& name) const {
  QHash<QString, Counterpart>& memo = nearest_[from == Side::Baseline ? 0 : 1];
  if (const auto it = memo.constFind(name); it != memo.constEnd()) return *it;
  Counterpart found = searchNearestRelated(from, name);
  memo.insert(name, found);
  return found;
}

CounterpartFinder::Counterpart CounterpartFinder::searchNearestRelated(Side from, const QString& name) const {
  const ModuleIndex* source = from == Side::Baseline ? baseline_.get() : distributed_.get();
  if (!source || name.isEmpty()) return {};
  const ir::Computation* computation = source->computationOf(name);
  const std::optional<InstructionLocation> start = source->locate(name);
  if (!computation || !start) return {};
  const std::vector<std::vector<int>>& users = usersOf(from, computation);
  // Breadth first; at each distance operands come before users (what produced a value
  // is the better guide to where it came from in the other program).
  struct Visit {
    int instruction;
    int distance;
    bool viaUser;  // the first edge from `name` went to a user
  };
  std::deque<Visit> queue{{start->instruction, 0, false}};
  std::unordered_set<int> seen{start->instruction};
  int visits = 0;
  while (!queue.empty() && visits < kMaxRelatedVisits) {
    const Visit visit = queue.front();
    queue.pop_front();
    ++visits;
    if (visit.distance > 0) {
      const auto& instruction = computation->instructions[static_cast<std::size_t>(visit.instruction)];
      const QString related = QString::fromUtf8(instruction.name.data(), static_cast<qsizetype>(instruction.name.size()));
      const Counterpart counterpart = find(from, related);
      if (!counterpart.name.isEmpty()) {
        Counterpart nearby{counterpart.name, Match::Nearby, related, visit.viaUser ? QStringLiteral("user") : QStringLiteral("operand"), visit.distance};
        return nearby;
      }
    }
    if (visit.distance >= kMaxRelatedDistance) continue;
    const auto& instruction = computation->instructions[static_cast<std::size_t>(visit.instruction)];
    for (const ir::InstructionId operand : instruction.operands)
      if (operand >= 0 && seen.insert(static_cast<int>(operand)).second)
        queue.push_back({static_cast<int>(operand), visit.distance + 1, visit.distance == 0 ? false : visit.viaUser});
    if (static_cast<std::size_t>(visit.instruction) < users.size())
      for (const int user : users[static_cast<std::size_t>(visit.instruction)])
        if (seen.insert(user).second) queue.push_back({user, visit.distance + 1, visit.distance == 0 ? true : visit.viaUser});
  }
  return {};
}

}  // namespace shardscope::gui
