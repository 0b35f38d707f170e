#pragma once
// Help > Keyboard Shortcuts: the shortcut map (shortcut_map.h) as a table of key, what it
// does and where it works.
#include <QDialog>

class QTableWidget;

namespace shardscope::gui {

class ShortcutsDialog : public QDialog {
  Q_OBJECT

 public:
  explicit ShortcutsDialog(QWidget* parent = nullptr);
  QTableWidget* table() const { return table_; }

 private:
  QTableWidget* table_;
};

}  // namespace shardscope::gui
