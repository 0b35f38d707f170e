#include "views/graph/node_state.h"

namespace shardscope::views {

QColor nodeStateColor(NodeState state) {
  // Pale fills (black text stays readable) that differ in hue and lightness, so the
  // states stay apart for colour-blind users too.
  switch (state) {
    case NodeState::None: return QColor(0xf4, 0xf5, 0xf7);
    case NodeState::Verified: return QColor(0xc8, 0xe6, 0xc9);
    case NodeState::Unverified: return QColor(0xff, 0xe0, 0x82);
    case NodeState::Frontier: return QColor(0xff, 0x8a, 0x80);
    case NodeState::NumericDivergence: return QColor(0xce, 0x93, 0xd8);
  }
  return QColor(0xf4, 0xf5, 0xf7);
}

QString nodeStateName(NodeState state) {
  switch (state) {
    case NodeState::None: return QStringLiteral("not analysed");
    case NodeState::Verified: return QStringLiteral("verified");
    case NodeState::Unverified: return QStringLiteral("not verified");
    case NodeState::Frontier: return QStringLiteral("frontier");
    case NodeState::NumericDivergence: return QStringLiteral("numeric divergence");
  }
  return QString();
}

int nodeStateUrgency(NodeState state) {
  switch (state) {
    case NodeState::None: return 0;
    case NodeState::Verified: return 1;
    case NodeState::Unverified: return 2;
    case NodeState::Frontier: return 3;
    case NodeState::NumericDivergence: return 4;
  }
  return 0;
}

}  // namespace shardscope::views
