#pragma once
// The undo steps of the annotation workbench: set or remove one instruction's sharding,
// change the mesh. Each holds the state before and after, so undo and redo are exact.
#include "gui/annotate/annotation_document.h"

#include <QUndoCommand>

#include <optional>

namespace shardscope::annotate {

class SetAnnotationCommand : public QUndoCommand {
 public:
  SetAnnotationCommand(AnnotationDocument* document, const std::string& instruction, std::optional<Annotation> after,
                       QUndoCommand* parent = nullptr);
  void undo() override;
  void redo() override;

 private:
  AnnotationDocument* document_;
  std::string instruction_;
  std::optional<Annotation> before_;
  std::optional<Annotation> after_;
};

class SetMeshCommand : public QUndoCommand {
 public:
  SetMeshCommand(AnnotationDocument* document, session::Mesh after, QUndoCommand* parent = nullptr);
  void undo() override;
  void redo() override;

 private:
  AnnotationDocument* document_;
  session::Mesh before_;
  session::Mesh after_;
};

}  // namespace shardscope::annotate
