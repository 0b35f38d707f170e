#pragma once
// A gallery entry's thumbnail, drawn rather than stored: the device mesh as a grid of
// chips (one colour per strategy family), a red corner when the entry carries a bug,
// and one bar per collective kind it uses, as long as its share of the collectives.
#include "gui/gallery/gallery_catalog.h"

#include <QPixmap>
#include <QSize>

namespace shardscope::gui::gallery {

QPixmap galleryThumbnail(const GalleryEntry& entry, QSize size, qreal devicePixelRatio = 1.0);

}  // namespace shardscope::gui::gallery
