#include "gui/session_prompts.h"

#include <QMessageBox>
#include <QPushButton>

namespace shardscope::gui {

bool askToRestoreRecovery(QWidget* parent) {
  QMessageBox box(QMessageBox::Question, QMessageBox::tr("Restore session?"),
                  QMessageBox::tr("ShardScope did not exit cleanly last time. Restore the session it was working on?"),
                  QMessageBox::NoButton, parent);
  box.setObjectName(QStringLiteral("restorePrompt"));
  QPushButton* restore = box.addButton(QMessageBox::tr("Restore"), QMessageBox::AcceptRole);
  QPushButton* decline = box.addButton(QMessageBox::tr("Start Fresh"), QMessageBox::RejectRole);
  box.setDefaultButton(restore);
  box.setEscapeButton(decline);
  box.exec();
  // Anything but a click on Restore (Escape, the close button) declines.
  return box.clickedButton() == restore;
}

UnsavedChoice askAboutUnsavedChanges(QWidget* parent, const QString& action) {
  QMessageBox box(QMessageBox::Warning, QMessageBox::tr("Unsaved changes"),
                  QMessageBox::tr("The session has changes that are not saved. Save them before %1?").arg(action),
                  QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel, parent);
  box.setObjectName(QStringLiteral("unsavedPrompt"));
  box.setInformativeText(QMessageBox::tr("Discard loses the annotations made since the last save."));
  box.setDefaultButton(QMessageBox::Save);
  box.setEscapeButton(QMessageBox::Cancel);
  switch (box.exec()) {
    case QMessageBox::Save: return UnsavedChoice::Save;
    case QMessageBox::Discard: return UnsavedChoice::Discard;
    default: return UnsavedChoice::Cancel;
  }
}

}  // namespace shardscope::gui
