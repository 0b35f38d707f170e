#include "gui/gallery/slide_export.h"

#include "views/graph/graph_items.h"
#include "views/graph/graph_view.h"

#include <QBuffer>
#include <QCoreApplication>
#include <QFile>
#include <QGraphicsView>
#include <QImage>
#include <QLayout>
#include <QPainter>
#include <QRegularExpression>
#include <QSaveFile>
#include <QSvgGenerator>
#include <QWidget>

namespace shardscope::gui::gallery {
namespace {

// The graph on screen, widened to the slide's aspect ratio so nothing is stretched.
void paintGraph(QGraphicsView* canvas, QPainter* painter, QSize size) {
  QRectF source = canvas->mapToScene(canvas->viewport()->rect()).boundingRect();
  if (canvas->scene()) source = source.intersected(canvas->scene()->sceneRect().adjusted(-40, -40, 40, 40));
  if (source.isEmpty() && canvas->scene()) source = canvas->scene()->sceneRect();
  if (source.isEmpty()) return;
  const double aspect = static_cast<double>(size.width()) / size.height();
  if (source.width() / source.height() < aspect) {
    const double width = source.height() * aspect;
    source.adjust(-(width - source.width()) / 2, 0, (width - source.width()) / 2, 0);
  } else {
    const double height = source.width() / aspect;
    source.adjust(0, -(height - source.height()) / 2, 0, (height - source.height()) / 2);
  }
  painter->fillRect(QRectF(QPointF(0, 0), QSizeF(size)), Qt::white);
  const views::ItemCachesOff uncached(canvas->scene());  // shapes and text, not the screen's pictures
  canvas->scene()->render(painter, QRectF(QPointF(0, 0), QSizeF(size)), source, Qt::KeepAspectRatio);
}

void paintWidget(QWidget* widget, QPainter* painter, QSize size) {
  const QSize old = widget->size();
  widget->resize(size);
  if (QLayout* layout = widget->layout()) layout->activate();
  QCoreApplication::sendPostedEvents(widget, QEvent::LayoutRequest);
  // A widget whose minimum size exceeds the slide is drawn smaller, never cut.
  const QSize drawn = widget->size();
  const double fit = std::min({1.0, static_cast<double>(size.width()) / std::max(1, drawn.width()),
                               static_cast<double>(size.height()) / std::max(1, drawn.height())});
  painter->save();
  painter->fillRect(QRectF(QPointF(0, 0), QSizeF(size)), widget->palette().window());
  painter->scale(fit, fit);
  widget->render(painter, QPoint(), QRegion(), QWidget::DrawWindowBackground | QWidget::DrawChildren);
  painter->restore();
  widget->resize(old);
  if (QLayout* layout = widget->layout()) layout->activate();
}

bool fail(QString* error, const QString& message) {
  if (error) *error = message;
  return false;
}

}  // namespace

SlideFormat slideFormatForPath(const QString& path) {
  return path.endsWith(QStringLiteral(".svg"), Qt::CaseInsensitive) ? SlideFormat::Svg : SlideFormat::Png;
}

void paintSlide(QWidget* view, QPainter* painter, QSize size) {
  if (auto* graph = qobject_cast<views::GraphView*>(view))
    if (auto* canvas = graph->findChild<QGraphicsView*>()) {
      paintGraph(canvas, painter, size);
      return;
    }
  if (auto* canvas = qobject_cast<QGraphicsView*>(view)) {
    paintGraph(canvas, painter, size);
    return;
  }
  paintWidget(view, painter, size);
}

bool exportSlide(QWidget* view, const QString& path, const SlideOptions& options, QString* error) {
  if (!view) return fail(error, QCoreApplication::translate("Slides", "There is no view to export."));
  if (options.size.width() < 1 || options.size.height() < 1 || !(options.scale > 0))
    return fail(error, QCoreApplication::translate("Slides", "The slide's size and scale must be positive."));
  const QSize pixels(qRound(options.size.width() * options.scale), qRound(options.size.height() * options.scale));
  if (pixels.width() > kMaxSlideSide || pixels.height() > kMaxSlideSide)
    return fail(error, QCoreApplication::translate("Slides", "%1x%2 pixels is more than a slide needs (at most %3 a side).")
                           .arg(pixels.width())
                           .arg(pixels.height())
                           .arg(kMaxSlideSide));
  if (options.format == SlideFormat::Png) {
    QImage image(pixels, QImage::Format_ARGB32_Premultiplied);
    if (image.isNull()) return fail(error, QCoreApplication::translate("Slides", "Not enough memory for a %1x%2 image.").arg(pixels.width()).arg(pixels.height()));
    image.setDevicePixelRatio(options.scale);
    // 96 dpi times the scale, so a viewer shows the slide at its logical size.
    image.setDotsPerMeterX(qRound(96 / 0.0254 * options.scale));
    image.setDotsPerMeterY(qRound(96 / 0.0254 * options.scale));
    image.fill(Qt::white);
    {
      QPainter painter(&image);
      painter.setRenderHints(QPainter::Antialiasing | QPainter::TextAntialiasing | QPainter::SmoothPixmapTransform);
      paintSlide(view, &painter, options.size);
    }
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly) || !image.save(&file, "PNG") || !file.commit())
      return fail(error, QCoreApplication::translate("Slides", "Could not write %1.").arg(path));
    return true;
  }
  QByteArray svg;
  {
    QBuffer buffer(&svg);
    QSvgGenerator generator;
    generator.setOutputDevice(&buffer);
    generator.setSize(options.size);
    generator.setViewBox(QRectF(QPointF(0, 0), QSizeF(options.size)));
    generator.setTitle(options.title.isEmpty() ? QStringLiteral("ShardScope slide") : options.title);
    generator.setDescription(QStringLiteral("ShardScope slide"));
    QPainter painter;
    if (!painter.begin(&generator)) return fail(error, QCoreApplication::translate("Slides", "Could not start the SVG drawing."));
    paintSlide(view, &painter, options.size);
    painter.end();
  }
  // QSvgGenerator writes the size in millimetres; a slide wants pixels times the scale.
  static const QRegularExpression sizeAttributes(QStringLiteral(R"(<svg([^>]*?)\swidth="[^"]*"\s+height="[^"]*")"));
  const QString text = QString::fromUtf8(svg).replace(sizeAttributes, QStringLiteral(R"(<svg\1 width="%1" height="%2")").arg(pixels.width()).arg(pixels.height()));
  QSaveFile file(path);
  if (!file.open(QIODevice::WriteOnly) || file.write(text.toUtf8()) < 0 || !file.commit())
    return fail(error, QCoreApplication::translate("Slides", "Could not write %1.").arg(path));
  return true;
}

}  // namespace shardscope::gui::gallery
