#pragma once
// Slides (issue 24 item 8): any view written as a PNG or SVG at a chosen size and scale.
// The size is in logical pixels (what the slide's layout uses); the scale multiplies the
// pixels written, so 1600x1000 at scale 2 is a 3200x2000 PNG, or an SVG whose width and
// height are 3200 and 2000 with a viewBox of 1600x1000. A graph view is drawn as the
// part of the graph on screen, widened to the slide's aspect ratio and fitted to it; any
// other widget is laid out at the slide's size for the drawing and then restored.
#include <QSize>
#include <QString>

class QPainter;
class QWidget;

namespace shardscope::gui::gallery {

enum class SlideFormat { Png, Svg };

struct SlideOptions {
  QSize size{1600, 1000};
  double scale = 1.0;
  SlideFormat format = SlideFormat::Png;
  QString title;  // the SVG's <title>
};

// Largest side in pixels written (size times scale), so a typo cannot ask for gigabytes.
inline constexpr int kMaxSlideSide = 16384;

// The format the file name asks for (.svg, else PNG).
SlideFormat slideFormatForPath(const QString& path);

bool exportSlide(QWidget* view, const QString& path, const SlideOptions& options, QString* error = nullptr);

// Draws `view` into the rectangle (0,0)-(size) of `painter`.
void paintSlide(QWidget* view, QPainter* painter, QSize size);

}  // namespace shardscope::gui::gallery
