#include "gui/node_states.h"

namespace shardscope::gui {
namespace {

void raise(QHash<QString, views::NodeState>& states, const QString& name, views::NodeState state) {
  if (name.isEmpty()) return;
  const auto existing = states.find(name);
  if (existing == states.end() || views::nodeStateUrgency(state) > views::nodeStateUrgency(*existing)) states[name] = state;
}

}  // namespace

NodeStates composeNodeStates(const std::optional<VerificationOutcome>& verification, const std::optional<NumericOutcome>& numeric,
                             const CounterpartFinder& counterparts) {
  using views::NodeState;
  NodeStates states;
  if (verification) {
    for (auto it = verification->instructions.begin(); it != verification->instructions.end(); ++it) {
      const NodeState state = it->verified ? NodeState::Verified : NodeState::Unverified;
      raise(states.distributed, it.key(), state);
      raise(states.baseline, it->baselineCounterpart, state);
    }
    for (const FrontierItem& item : verification->frontier) {
      raise(states.distributed, item.instruction, NodeState::Frontier);
      raise(states.baseline, counterparts.find(Side::Distributed, item.instruction).name, NodeState::Frontier);
    }
  }
  overlayNumericDivergence(states, numeric, counterparts);
  return states;
}

void overlayNumericDivergence(NodeStates& states, const std::optional<NumericOutcome>& numeric, const CounterpartFinder& counterparts) {
  if (!numeric || numeric->firstDivergence.isEmpty()) return;
  raise(states.distributed, numeric->firstDivergence, views::NodeState::NumericDivergence);
  raise(states.baseline, counterparts.find(Side::Distributed, numeric->firstDivergence).name, views::NodeState::NumericDivergence);
}

}  // namespace shardscope::gui
