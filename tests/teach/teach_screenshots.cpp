// Writes the teaching windows' screenshots for docs/teaching.md: the strategy explorer
// on seed 002's LLaMA 70B example, the pipeline schedules from the stage DP, and the
// communication overlap timeline, each at the size given (default 1600x1000). Run
// offscreen, once plain and once with QT_SCALE_FACTOR=2:
//   QT_QPA_PLATFORM=offscreen build/tests/teach_screenshots docs/screenshots [suffix]
#include "gui/teach/communication_overlap_window.h"
#include "gui/teach/pipeline_schedules_window.h"
#include "gui/teach/strategy_explorer_window.h"

#include <QApplication>
#include <QDir>
#include <QPixmap>

#include <cstdio>

int main(int argc, char** argv) {
  QApplication app(argc, argv);
  if (argc < 2) {
    std::fprintf(stderr, "usage: teach_screenshots DIR [SUFFIX]\n");
    return 2;
  }
  const QDir dir(QString::fromLocal8Bit(argv[1]));
  const QString suffix = argc > 2 ? QString::fromLocal8Bit(argv[2]) : QString();
  const QSize size(1600, 1000);
  const auto save = [&](QWidget& window, const QString& name) {
    window.resize(size);
    window.show();
    QApplication::processEvents();
    const QString path = dir.filePath(name + suffix + QStringLiteral(".png"));
    if (!window.grab().save(path)) {
      std::fprintf(stderr, "teach_screenshots: error: cannot write %s\n", qPrintable(path));
      return false;
    }
    return true;
  };
  shardscope::gui::teaching::StrategyExplorerWindow explorer;
  shardscope::gui::teaching::PipelineSchedulesWindow schedules;
  schedules.setMicrobatches(8);
  schedules.setChunks(2);
  schedules.setLayerWeights({3, 1, 4, 1, 5, 9, 2, 6, 5, 3, 5, 8}, 4);
  shardscope::gui::teaching::CommunicationOverlapWindow overlap;
  bool ok = save(explorer, QStringLiteral("teach-strategy-explorer"));
  ok = save(schedules, QStringLiteral("teach-pipeline-schedules")) && ok;
  ok = save(overlap, QStringLiteral("teach-communication-overlap")) && ok;
  return ok ? 0 : 1;
}
