#pragma once
// The main window's title (issue 23): the pair's file names, Qt's "[*]" placeholder (shown
// as "*" while the session has unsaved changes, QWidget::windowModified), and " — ShardScope".
// Long names are cut in the middle, keeping their ends (the part that tells tp1 from tp2
// and the extension), so the title never asks for more than the screen's width. The full
// paths are in the graph headers' tool tips.
#include <QString>

class QFontMetrics;

namespace shardscope::gui {

// `distributedName` may be empty (a single program). `maxWidth` is the room for the title
// text in pixels as `metrics` measures it; the names share it equally.
QString composeWindowTitle(const QString& baselineName, const QString& distributedName, const QFontMetrics& metrics, int maxWidth);

}  // namespace shardscope::gui
