#pragma once
// Guided tours (issue 24 item 2): a short narrative per strategy, written as a data file
// (resources/tours/<id>.json, schema in docs/teaching.md) rather than code. Each step
// has a title, a paragraph and the instructions it talks about in each program; the
// tour player selects and centres them. Malformed files and names a program does not
// have are reported as `file:line:col: error: ...`, never skipped silently.
#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

namespace shardscope::ir {
class Module;
}

namespace shardscope::gui::gallery {

inline constexpr const char* kTourFormat = "shardscope-tour/1";

struct TourNode {
  QString name;
  int line = 0, column = 0;  // where the file names it
};

struct TourStep {
  QString title;
  QString text;
  QList<TourNode> distributed;
  QList<TourNode> baseline;
};

struct GuidedTour {
  QString id;
  QString title;
  QString fileName;  // as errors name it
  QList<TourStep> steps;
};

struct TourLoad {
  std::optional<GuidedTour> tour;
  QString error;  // `file:line:col: error: message` when tour is empty
};

// Bounded: a tour file over this size is refused.
inline constexpr qint64 kMaxTourBytes = 1 << 20;

TourLoad parseTour(const QByteArray& text, const QString& fileName);
// $SHARDSCOPE_TOURS/<id>.json first (a teacher's own tours), then the bundled :/tours/<id>.json.
TourLoad loadTour(const QString& id);
QStringList bundledTourIds();

// One `file:line:col: error:` line per instruction a step names that the program lacks
// (a null module is not checked).
QStringList checkTourNodes(const GuidedTour& tour, const ir::Module* baseline, const ir::Module* distributed);

}  // namespace shardscope::gui::gallery
