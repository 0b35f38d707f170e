#include "gui/report_export.h"

#include "gui/gallery/summary_link.h"
#include "gui/main_window.h"
#include "gui/source_locator.h"
#include "report/source_snippet.h"
#include "report/verification_report.h"
#include "views/graph/graph_view.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QThread>

namespace shardscope::gui {
namespace {

// How long the export waits for the graph panes' layouts to finish (see below).
constexpr int kLayoutWaitMs = 30000;

// Graphviz is not thread-safe and the graph panes lay out on the layout engine's own
// thread with its own lock, so the report's pictures are drawn only while no pane waits
// for a layout.
bool waitForLayouts(const MainWindow& window) {
  const auto pending = [&] {
    for (Side side : {Side::Baseline, Side::Distributed})
      if (const views::GraphView* view = window.graphView(side); view && view->isLayoutPending()) return true;
    return false;
  };
  QElapsedTimer timer;
  timer.start();
  while (pending()) {
    if (timer.elapsed() > kLayoutWaitMs) return false;
    QCoreApplication::processEvents(QEventLoop::ExcludeUserInputEvents, 20);
    QThread::msleep(5);
  }
  return true;
}

report::SourceReader sourceReader(const LoadedPair& pair, const SourceRootMapping& mapping) {
  QStringList folders;
  for (const QString& path : {pair.distributedPath, pair.baselinePath})
    if (!path.isEmpty()) folders << QFileInfo(path).absolutePath();
  return [folders, mapping, copies = pair.sourceCopies](const std::string& recorded) -> std::optional<std::string> {
    for (const QString& folder : folders) {
      const SourceLookup lookup = locateSourceFile(QString::fromStdString(recorded), folder, mapping, copies);
      if (lookup.path.isEmpty()) continue;
      QFile file(lookup.path);
      if (file.size() > report::kMaxSourceFileBytes || !file.open(QIODevice::ReadOnly)) continue;
      return file.readAll().toStdString();
    }
    return std::nullopt;
  };
}

}  // namespace

bool exportVerificationReport(const MainWindow& window, const QString& path, QString* error) {
  const auto fail = [&](const QString& message) {
    if (error) *error = message;
    return false;
  };
  const std::optional<LoadedPair>& pair = window.pair();
  if (!pair || !pair->baseline || !pair->distributed)
    return fail(QCoreApplication::translate("ReportExport", "Open a baseline and a distributed program first."));
  const std::optional<VerificationOutcome>& verification = window.verification();
  if (!verification || !verification->result)
    return fail(QCoreApplication::translate("ReportExport", "Verify the pair first (Analyze > Verify, F5): the report describes a verification."));
  if (!waitForLayouts(window))
    return fail(QCoreApplication::translate("ReportExport", "The graph layout is still running; try again when it has finished."));

  report::ReportInput input;
  input.baseline = pair->baseline.get();
  input.distributed = pair->distributed.get();
  input.baselinePath = pair->baselinePath.toStdString();
  input.distributedPath = pair->distributedPath.toStdString();
  input.baselineSha256 = pair->baselineSha256.toStdString();
  input.distributedSha256 = pair->distributedSha256.toStdString();
  input.verification = verification->result.get();
  if (const std::optional<NumericOutcome>& numeric = window.numeric(); numeric && numeric->result) input.numeric = numeric->result.get();
  input.readSource = sourceReader(*pair, SourceRootMapping::parse(window.sourceRoot()));
  // The communication and memory section, on the interconnect the Summary panel shows.
  const std::optional<summary::ProgramSummary> summary = gallery::summarizeOpenPair(window);
  if (summary) input.summary = &*summary;

  std::string message;
  if (!report::writeVerificationReport(input, QFileInfo(path).absoluteFilePath().toStdString(), {}, &message))
    return fail(QString::fromStdString(message));
  return true;
}

}  // namespace shardscope::gui
