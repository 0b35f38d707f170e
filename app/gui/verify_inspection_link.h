#pragma once
// Docks issue 9's relation inspector and frontier view into the main window and feeds
// them: a selected instruction (either side; a baseline one through its counterpart)
// is shown in the inspector after a verification; a finished verification's frontier is
// explained entry by entry, with each entry's source line; a finished numeric check adds
// its errors per rank as a heat map. A new pair clears both.
#include "gui/counterpart_finder.h"

#include <QList>
#include <QObject>

class QDockWidget;

namespace shardscope::views {
class FrontierExplainer;
class RelationInspector;
struct RankErrorRow;
}  // namespace shardscope::views

namespace shardscope::numeric {
struct NumericCheckResult;
}

namespace shardscope::gui {

class MainWindow;

class VerifyInspectionLink : public QObject {
  Q_OBJECT

 public:
  // Creates both views in docks of `window`; they are owned by the window.
  explicit VerifyInspectionLink(MainWindow* window);

  views::RelationInspector* inspector() const { return inspector_; }
  views::FrontierExplainer* explainer() const { return explainer_; }
  QDockWidget* inspectorDock() const { return inspectorDock_; }
  QDockWidget* frontierDock() const { return frontierDock_; }

  // Shows distributed instruction `name` in the inspector (what a selection does).
  void inspect(const QString& name);

  // The heat map's rows for a numeric result: the first divergence, then each layer.
  static QList<views::RankErrorRow> rankErrorRows(const numeric::NumericCheckResult& result);

 private:
  void onPairLoaded();
  void onInstructionSelected(Side side, const QString& name);
  void onVerificationFinished();
  void onNumericFinished();
  QString sourceLineText(const QString& recordedFile, int line, QString* note) const;

  MainWindow* window_;
  views::RelationInspector* inspector_;
  views::FrontierExplainer* explainer_;
  QDockWidget* inspectorDock_;
  QDockWidget* frontierDock_;
};

}  // namespace shardscope::gui
