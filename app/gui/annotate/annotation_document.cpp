#include "gui/annotate/annotation_document.h"

namespace shardscope::annotate {

bool sameMesh(const session::Mesh& a, const session::Mesh& b) {
  return a.shape == b.shape && a.axisNames == b.axisNames && a.deviceOrder == b.deviceOrder;
}

AnnotationDocument::AnnotationDocument(QObject* parent) : QObject(parent) {
  mesh_.shape = {2};
  mesh_.axisNames = {"x"};
}

std::optional<Annotation> AnnotationDocument::annotation(const std::string& instruction) const {
  const auto found = annotations_.find(instruction);
  if (found == annotations_.end()) return std::nullopt;
  return found->second;
}

std::vector<Annotation> AnnotationDocument::annotations() const {
  std::vector<Annotation> list;
  list.reserve(annotations_.size());
  for (const auto& [name, annotation] : annotations_) list.push_back(annotation);
  return list;
}

void AnnotationDocument::setMesh(const session::Mesh& mesh) {
  if (sameMesh(mesh, mesh_)) return;
  mesh_ = mesh;
  emit meshChanged();
  emit changed();
}

void AnnotationDocument::setAnnotation(const std::string& instruction, const std::optional<Annotation>& annotation) {
  const auto found = annotations_.find(instruction);
  if (!annotation) {
    if (found == annotations_.end()) return;
    annotations_.erase(found);
  } else {
    if (found != annotations_.end() && found->second == *annotation) return;
    annotations_[instruction] = *annotation;
  }
  emit changed();
}

void AnnotationDocument::reset(const session::Mesh& mesh, const std::vector<session::UserSharding>& shardings) {
  mesh_ = mesh;
  annotations_.clear();
  others_.clear();
  for (const session::UserSharding& sharding : shardings) {
    if (sharding.program != session::Program::Baseline) {
      others_.push_back(sharding);
      continue;
    }
    annotations_[sharding.instruction] = Annotation{sharding.instruction, sharding.sharding, sharding.priority};
  }
  emit meshChanged();
  emit changed();
}

std::vector<session::UserSharding> AnnotationDocument::userShardings() const {
  std::vector<session::UserSharding> list;
  for (const auto& [name, annotation] : annotations_)
    list.push_back({session::Program::Baseline, annotation.instruction, annotation.sharding, annotation.priority});
  list.insert(list.end(), others_.begin(), others_.end());
  return list;
}

}  // namespace shardscope::annotate
