#pragma once
// Pale, distinct fills for numbered categories drawn on graph nodes, e.g. pipeline
// stages ("stage 0", "stage 1", ...). Black text stays readable on every one.

#include <QColor>

namespace shardscope::views {

// The colour of category k (k >= 0); the palette repeats after its 10 colours.
QColor stageColor(int stage);

}  // namespace shardscope::views
