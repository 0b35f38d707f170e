#include "gui/annotate/annotation_commands.h"

#include <QCoreApplication>

namespace shardscope::annotate {

namespace {

QString tr(const char* text) { return QCoreApplication::translate("AnnotationCommands", text); }

QString meshText(const session::Mesh& mesh) {
  QStringList axes;
  for (std::size_t i = 0; i < mesh.shape.size(); ++i)
    axes << QStringLiteral("%1=%2").arg(i < mesh.axisNames.size() ? QString::fromStdString(mesh.axisNames[i]) : QString("?")).arg(mesh.shape[i]);
  return "[" + axes.join(", ") + "]";
}

}  // namespace

SetAnnotationCommand::SetAnnotationCommand(AnnotationDocument* document, const std::string& instruction,
                                           std::optional<Annotation> after, QUndoCommand* parent)
    : QUndoCommand(parent), document_(document), instruction_(instruction), before_(document->annotation(instruction)),
      after_(std::move(after)) {
  const QString name = QString::fromStdString(instruction);
  setText(after_ ? tr("annotate %1 as %2").arg(name, QString::fromStdString(after_->sharding)) : tr("remove the annotation of %1").arg(name));
}

void SetAnnotationCommand::undo() { document_->setAnnotation(instruction_, before_); }
void SetAnnotationCommand::redo() { document_->setAnnotation(instruction_, after_); }

SetMeshCommand::SetMeshCommand(AnnotationDocument* document, session::Mesh after, QUndoCommand* parent)
    : QUndoCommand(parent), document_(document), before_(document->mesh()), after_(std::move(after)) {
  setText(tr("set the mesh to %1").arg(meshText(after_)));
}

void SetMeshCommand::undo() { document_->setMesh(before_); }
void SetMeshCommand::redo() { document_->setMesh(after_); }

}  // namespace shardscope::annotate
