#include "gui/shortcuts_dialog.h"

#include "gui/shortcut_map.h"

#include <QDialogButtonBox>
#include <QHeaderView>
#include <QTableWidget>
#include <QVBoxLayout>

namespace shardscope::gui {

ShortcutsDialog::ShortcutsDialog(QWidget* parent) : QDialog(parent), table_(new QTableWidget(this)) {
  setObjectName(QStringLiteral("shortcutsDialog"));
  setWindowTitle(tr("Keyboard Shortcuts"));
  table_->setObjectName(QStringLiteral("shortcutsTable"));
  table_->setColumnCount(3);
  table_->setHorizontalHeaderLabels({tr("Keys"), tr("Action"), tr("Where")});
  table_->verticalHeader()->hide();
  table_->setEditTriggers(QAbstractItemView::NoEditTriggers);
  table_->setSelectionBehavior(QAbstractItemView::SelectRows);
  table_->setWordWrap(false);
  const auto& entries = shortcutTable();
  table_->setRowCount(static_cast<int>(entries.size()));
  for (int row = 0; row < static_cast<int>(entries.size()); ++row) {
    const ShortcutEntry& entry = entries[row];
    QStringList keys;
    for (const QKeySequence& key : entry.keys) keys << key.toString(QKeySequence::NativeText);
    table_->setItem(row, 0, new QTableWidgetItem(keys.join(QStringLiteral(", "))));
    table_->setItem(row, 1, new QTableWidgetItem(entry.description));
    table_->setItem(row, 2, new QTableWidgetItem(scopeDescription(entry.scope)));
  }
  table_->resizeColumnsToContents();
  table_->horizontalHeader()->setStretchLastSection(true);
  auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
  connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
  auto* layout = new QVBoxLayout(this);
  layout->addWidget(table_);
  layout->addWidget(buttons);
  resize(760, 560);
}

}  // namespace shardscope::gui
