#pragma once
// The gallery (issue 24 item 1): every example as a thumbnail with its title, grouped by
// category, a filter field, and for the chosen entry its description, mesh and
// collectives with Open and Strategy explorer buttons. The same widget is the start
// page (no file open) and the body of File > Open Example….
#include "gui/gallery/gallery_catalog.h"

#include <QWidget>

class QComboBox;
class QLabel;
class QLineEdit;
class QListWidget;
class QListWidgetItem;
class QPushButton;
class QTextBrowser;

namespace shardscope::gui::gallery {

class GalleryWidget : public QWidget {
  Q_OBJECT

 public:
  explicit GalleryWidget(QWidget* parent = nullptr);

  void setEntries(const QList<GalleryEntry>& entries);
  const QList<GalleryEntry>& entries() const { return entries_; }
  // Shows only entries whose title, description or id contain `text` (and, when not
  // empty, of `category`).
  void setFilter(const QString& text, const QString& category = QString());
  int visibleCount() const;
  bool select(const QString& id);
  const GalleryEntry* selectedEntry() const;
  QListWidget* list() const { return list_; }

 signals:
  void openRequested(const shardscope::gui::gallery::GalleryEntry& entry);
  // The slot for issue 24's strategy explorer (its own window; wired by the window owner).
  void strategyExplorerRequested();

 private:
  void showDetails();
  void applyFilter();

  QList<GalleryEntry> entries_;
  QLineEdit* filter_;
  QComboBox* category_;
  QListWidget* list_;
  QLabel* title_;
  QTextBrowser* details_;
  QPushButton* open_;
  QPushButton* explorer_;
};

}  // namespace shardscope::gui::gallery
