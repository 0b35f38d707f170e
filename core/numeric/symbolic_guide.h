#pragma once
// The verifier's frontier as a guide to the value frontier (issue 19, acceptance point
// 4): where the unmatched values that reach a differing ROOT start in several places
// (value_frontier.h), values cannot say which start is wrong, but the symbolic verifier
// run on the same pair may: its frontier (verify/frontier.h) names the instruction the
// proof stops at, or the collective-permute or per-device dynamic-slice that chose a
// wrong tile order (verify/tile_choice.h). The guide never decides on the verifier's
// word alone: it only chooses among the numeric starts, each an unmatched value whose
// operands match, and a start qualifies only when it is a frontier entry or a direct
// user or operand of one. No start qualifying leaves the value frontier's own answer.

#include "numeric/layer_checks.h"

#include <optional>
#include <string>
#include <vector>

namespace shardscope::numeric {

struct GuidedStart {
  ir::InstructionId start = -1;    // the numeric start the frontier agrees with
  ir::InstructionId blamed = -1;   // the start, or the frontier entry behind it (see choose)
  std::string entry;               // the verifier's frontier entry that names it
  std::string how;                 // "names it", "is its operand", "is its direct user", "lies behind it"
};

class SymbolicGuide {
 public:
  explicit SymbolicGuide(const CheckSetup& setup) : setup_(setup) {}

  // Among `starts` (distributed entry instructions, in program order), the one the
  // verifier's frontier names, else the first that is a direct user or operand of a
  // frontier entry (blamed: the start), else the first whose operands take a frontier
  // entry's values through data movement only, or through a dynamic-slice's offsets and
  // the integer steps behind them, the entry being such a step itself (a matched computed
  // value is right whatever the verifier says): a ring step's scores on a block a wrong
  // collective-permute delivered and a slice took out, a dot on a head a wrong integer
  // index chose. Blamed is that entry, whose values match but are
  // the wrong ones, which only the first float consumer shows. Nullopt when none is, or
  // the verifier cannot pair the programs. The verifier runs on the first call only
  // (respecting the setup's cancellation token).
  // `onlyBehind`: the last rule alone (a single start, which the frontier may name along
  // with the step behind it that chose its block or index).
  std::optional<GuidedStart> choose(const std::vector<ir::InstructionId>& starts, bool onlyBehind = false);

  // Where no start exists and the ROOT holds the baseline's elements in another
  // arrangement (a ring placing true blocks where other blocks belong): the nearest
  // collective-permute behind `from` that the frontier names. Nullopt when it names none.
  std::optional<GuidedStart> permuteBehind(ir::InstructionId from);

  // The verifier's frontier, in distributed entry ids (entries outside the entry
  // computation are left out): the setup's symbolicFrontier, else the verifier's, run on
  // the first call.
  const std::vector<std::pair<ir::InstructionId, std::string>>& frontier();

 private:
  const CheckSetup& setup_;
  bool ran_ = false;
  std::vector<std::pair<ir::InstructionId, std::string>> frontier_;  // id, the entry's name
};

}  // namespace shardscope::numeric
