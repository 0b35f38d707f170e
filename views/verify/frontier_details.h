#pragma once
// What the frontier view shows for one frontier entry, as plain display data: the
// reason, the source line, how each input relates, what the rules expected, and the
// layout bijection for a reshape/transpose. Built from core/verify's FrontierExplanation;
// the source text is filled in by the window, which knows where source files are.
#include "verify/frontier_explanation.h"
#include "views/verify/relation_summary.h"

#include <QList>
#include <QString>

#include <optional>

namespace shardscope::views {

struct FrontierInputRow {
  QString instruction;
  QString opcode;
  bool verified = false;
  QString relation;
  QString rule;
  QString baseline;
};

struct FrontierRuleRow {
  QString rule;
  QString meaning;
  bool tried = false;
  bool applicable = false;
  QString answer;
};

struct FrontierDetails {
  QString instruction;
  QString opcode;
  QString reason;
  QString sourceFile;
  int sourceLine = 0;     // 0: unknown
  QString sourceText;     // the line itself
  QString sourceNote;     // why there is no text ("model.py not found; tried ..."); empty when there is
  QString relation;       // the instruction's own relation when it is related (a carrier)
  QString relationRule;
  QString rulesFor;       // the instruction whose rules are listed
  QList<FrontierInputRow> inputs;
  QList<FrontierRuleRow> rules;
  std::optional<LayoutDescription> layout;
};

FrontierDetails frontierDetailsFrom(const verify::FrontierExplanation& explanation);

}  // namespace shardscope::views
