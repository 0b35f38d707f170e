#pragma once
// When the user changes the device mesh, the annotations written for the old mesh are
// rewritten for the new one through the named-axis form: each tensor dim keeps the mesh
// axes (by name; an axis renamed in place is followed by position) that split it, now
// with the new sizes and device order. An annotation is dropped, with the reason, when
// it has no named-axis form on the old mesh, an axis it uses is gone, or a dim no longer
// divides by its tile count. Plain C++ so it is tested without a window.
#include "gui/annotate/annotation_propagation.h"
#include "session/session.h"

#include <vector>

namespace shardscope::annotate {

struct MeshRemap {
  std::vector<Annotation> rewritten;      // annotations whose GSPMD text changes
  std::vector<AnnotationError> dropped;   // annotations that cannot follow, with why
  bool empty() const { return rewritten.empty() && dropped.empty(); }
};

// `module` gives each annotated tensor's shape (null: dims are not checked). Annotations
// that do not parse or name no instruction are left alone (they are reported already).
MeshRemap remapAnnotations(const std::vector<Annotation>& annotations, const session::Mesh& before,
                           const session::Mesh& after, const ir::Module* module);

}  // namespace shardscope::annotate
