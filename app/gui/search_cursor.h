#pragma once
// The matches of a search and where the user is among them: Find (Ctrl+F) fills it,
// F3 / Shift+F3 move through it, wrapping at either end.
#include <QString>
#include <QStringList>

namespace shardscope::gui {

class SearchCursor {
 public:
  // New matches; the cursor goes to the first. Returns it (empty when no match).
  QString reset(const QString& query, const QStringList& matches);
  QString next();
  QString previous();
  void clear();

  const QString& query() const { return query_; }
  const QStringList& matches() const { return matches_; }
  int position() const { return position_; }  // -1 when there is no match
  // "3 of 12" or "no match".
  QString describe() const;

 private:
  QString query_;
  QStringList matches_;
  int position_ = -1;
};

}  // namespace shardscope::gui
