#include "gui/search_cursor.h"

namespace shardscope::gui {

QString SearchCursor::reset(const QString& query, const QStringList& matches) {
  query_ = query;
  matches_ = matches;
  position_ = matches_.isEmpty() ? -1 : 0;
  return position_ < 0 ? QString() : matches_.front();
}

QString SearchCursor::next() {
  if (matches_.isEmpty()) return {};
  position_ = (position_ + 1) % static_cast<int>(matches_.size());
  return matches_[position_];
}

QString SearchCursor::previous() {
  if (matches_.isEmpty()) return {};
  position_ = (position_ + static_cast<int>(matches_.size()) - 1) % static_cast<int>(matches_.size());
  return matches_[position_];
}

void SearchCursor::clear() {
  query_.clear();
  matches_.clear();
  position_ = -1;
}

QString SearchCursor::describe() const {
  if (position_ < 0) return QStringLiteral("no match");
  return QStringLiteral("%1 of %2").arg(position_ + 1).arg(matches_.size());
}

}  // namespace shardscope::gui
