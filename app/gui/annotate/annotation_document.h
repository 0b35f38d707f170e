#pragma once
// What the user annotated: the device mesh and the shardings set by hand, keyed by
// instruction. The undo commands are the only writers, so every change is an undo step;
// `changed` tells the workbench to propagate again and the session to save.
#include "gui/annotate/annotation_propagation.h"
#include "session/session.h"

#include <QObject>

#include <map>
#include <optional>
#include <string>
#include <vector>

namespace shardscope::annotate {

class AnnotationDocument : public QObject {
  Q_OBJECT

 public:
  explicit AnnotationDocument(QObject* parent = nullptr);

  const session::Mesh& mesh() const { return mesh_; }
  std::optional<Annotation> annotation(const std::string& instruction) const;
  // In instruction-name order, so equal documents give equal lists.
  std::vector<Annotation> annotations() const;
  // Annotations of the distributed program: kept for the session, not edited here.
  const std::vector<session::UserSharding>& otherPrograms() const { return others_; }

  void setMesh(const session::Mesh& mesh);
  // nullopt removes the instruction's annotation.
  void setAnnotation(const std::string& instruction, const std::optional<Annotation>& annotation);
  // Replaces everything at once (a restored session): one `changed`.
  void reset(const session::Mesh& mesh, const std::vector<session::UserSharding>& shardings);

  std::vector<session::UserSharding> userShardings() const;

 signals:
  void changed();
  void meshChanged();

 private:
  session::Mesh mesh_;
  std::map<std::string, Annotation> annotations_;
  std::vector<session::UserSharding> others_;
};

bool sameMesh(const session::Mesh& a, const session::Mesh& b);

}  // namespace shardscope::annotate
