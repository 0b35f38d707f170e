#include "session/session_file.h"

#include "io/hlo_file.h"
#include "session/session.pb.h"

#include <google/protobuf/io/tokenizer.h>
#include <google/protobuf/text_format.h>

#include <cerrno>
#include <cmath>
#include <cstdio>
#include <cstring>
#include <functional>
#include <fcntl.h>
#include <set>
#include <unistd.h>

namespace shardscope::session {
namespace {

namespace pb = google::protobuf;

constexpr const char* kHeader =
    "# ShardScope session: protobuf text format of shardscope.session.proto.Session\n"
    "# (core/session/session.proto). Written by ShardScope; edits by hand are read back.\n";
// Nesting in a session is 2 levels; a deep file is malformed, not a reason to recurse.
constexpr int kMaxNesting = 8;
// Opaque window geometry/state blobs from Qt are a few kB.
constexpr std::size_t kMaxViewBlobBytes = std::size_t{1} << 20;

proto::Program toProto(Program program) {
  return program == Program::Distributed ? proto::DISTRIBUTED : proto::BASELINE;
}

proto::Session toProto(const Session& session) {
  proto::Session message;
  message.set_format_version(kSessionFormatVersion);
  for (auto [ref, target] : {std::pair{&session.baseline, message.mutable_baseline()},
                             std::pair{&session.distributed, message.mutable_distributed()}}) {
    target->set_path(ref->path);
    target->set_sha256(ref->sha256);
  }
  proto::Mesh* mesh = message.mutable_mesh();
  for (std::int64_t size : session.mesh.shape) mesh->add_shape(size);
  for (const std::string& name : session.mesh.axisNames) mesh->add_axis_names(name);
  for (std::int64_t device : session.mesh.deviceOrder) mesh->add_device_order(device);
  for (const UserSharding& user : session.userShardings) {
    proto::UserSharding* entry = message.add_user_shardings();
    entry->set_program(toProto(user.program));
    entry->set_instruction(user.instruction);
    entry->set_sharding(user.sharding);
    entry->set_priority(user.priority);
  }
  message.set_relations_json(session.relationsJson);
  message.set_source_root(session.sourceRoot);
  proto::ViewState* view = message.mutable_view();
  view->set_selected_instruction(session.view.selectedInstruction);
  for (const std::string& group : session.view.expandedGroups) view->add_expanded_groups(group);
  view->set_zoom(session.view.zoom);
  view->set_window_geometry(session.view.windowGeometry);
  view->set_window_state(session.view.windowState);
  for (const std::string& analysis : session.analyses) message.add_analyses(analysis);
  return message;
}

// Collects the text parser's first error with its position (0-based from protobuf).
class FirstErrorCollector : public pb::io::ErrorCollector {
 public:
  void AddError(int line, pb::io::ColumnNumber column, const std::string& message) override {
    if (failed) return;
    failed = true;
    this->line = line + 1;
    this->column = column + 1;
    this->message = message;
  }
  void AddWarning(int, pb::io::ColumnNumber, const std::string&) override {}

  bool failed = false;
  int line = 0, column = 0;
  std::string message;
};

// Turns a checked message into a Session, or describes the first thing wrong with it at
// the position of the offending field.
class SessionChecker {
 public:
  SessionChecker(const proto::Session& message, const pb::TextFormat::ParseInfoTree& locations, const std::string& fileName)
      : message_(message), locations_(locations), fileName_(fileName) {}

  SessionLoadResult run() {
    const auto* descriptor = proto::Session::descriptor();
    if (message_.format_version() < 1)
      return fail(nullptr, descriptor->FindFieldByName("format_version"), 0,
                  "missing format_version: not a ShardScope session file");
    if (message_.format_version() > kSessionFormatVersion)
      return fail(nullptr, descriptor->FindFieldByName("format_version"), 0,
                  "session format version " + std::to_string(message_.format_version()) +
                      " is newer than this ShardScope reads (" + std::to_string(kSessionFormatVersion) + ")");
    Session session;
    session.baseline = {message_.baseline().path(), message_.baseline().sha256()};
    session.distributed = {message_.distributed().path(), message_.distributed().sha256()};
    for (const char* name : {"baseline", "distributed"}) {
      const auto* field = descriptor->FindFieldByName(name);
      const auto& ref = static_cast<const proto::FileRef&>(message_.GetReflection()->GetMessage(message_, field));
      // The path's position (the block's when the path is not written), for errors about the file.
      FileRef& stored = std::string_view(name) == "baseline" ? session.baseline : session.distributed;
      pb::TextFormat::ParseLocation at;
      if (const auto* tree = locations_.GetTreeForNested(field, -1))
        at = tree->GetLocation(proto::FileRef::descriptor()->FindFieldByName("path"), -1);
      if (at.line < 0) at = locations_.GetLocation(field, -1);
      stored.line = at.line >= 0 ? at.line + 1 : 0;
      stored.column = at.column >= 0 ? at.column + 1 : 0;
      if (!isHexDigest(ref.sha256()))
        return fail(locations_.GetTreeForNested(field, -1), proto::FileRef::descriptor()->FindFieldByName("sha256"), -1,
                    "sha256 must be 64 hexadecimal digits or empty");
    }
    if (auto failure = checkMesh(session.mesh)) return *failure;
    const auto* userField = descriptor->FindFieldByName("user_shardings");
    for (int i = 0; i < message_.user_shardings_size(); ++i) {
      const proto::UserSharding& entry = message_.user_shardings(i);
      const auto* tree = locations_.GetTreeForNested(userField, i);
      const auto* fields = proto::UserSharding::descriptor();
      if (entry.instruction().empty())
        return fail(nullptr, userField, i, "user sharding without an instruction name");
      if (entry.sharding().empty())
        return fail(tree, fields->FindFieldByName("instruction"), -1, "user sharding of `" + entry.instruction() + "` has no sharding text");
      if (entry.priority() < 0)
        return fail(tree, fields->FindFieldByName("priority"), -1, "priority must be 0 or more");
      session.userShardings.push_back(UserSharding{entry.program() == proto::DISTRIBUTED ? Program::Distributed : Program::Baseline,
                                                   entry.instruction(), entry.sharding(), entry.priority()});
    }
    session.relationsJson = message_.relations_json();
    session.sourceRoot = message_.source_root();
    const auto* analysesField = descriptor->FindFieldByName("analyses");
    for (int i = 0; i < message_.analyses_size(); ++i) {
      const std::string& analysis = message_.analyses(i);
      if (analysis != "verify" && analysis != "propagate" && analysis != "numeric")
        return fail(nullptr, analysesField, i, "unknown analysis `" + analysis + "` (verify, propagate or numeric)");
      session.analyses.push_back(analysis);
    }
    const proto::ViewState& view = message_.view();
    const auto* viewField = descriptor->FindFieldByName("view");
    const auto* viewTree = locations_.GetTreeForNested(viewField, -1);
    const auto* viewFields = proto::ViewState::descriptor();
    double zoom = view.zoom();
    if (!message_.has_view() || zoom == 0) zoom = 1.0;  // not written: the default
    if (!std::isfinite(zoom) || zoom < 1e-4 || zoom > 1e4)
      return fail(viewTree, viewFields->FindFieldByName("zoom"), -1, "zoom must be a finite number between 0.0001 and 10000");
    if (view.window_geometry().size() > kMaxViewBlobBytes || view.window_state().size() > kMaxViewBlobBytes)
      return fail(nullptr, viewField, -1, "window geometry or state is larger than 1 MiB");
    session.view.selectedInstruction = view.selected_instruction();
    session.view.expandedGroups.assign(view.expanded_groups().begin(), view.expanded_groups().end());
    session.view.zoom = zoom;
    session.view.windowGeometry = view.window_geometry();
    session.view.windowState = view.window_state();
    SessionLoadResult result;
    result.session = std::move(session);
    return result;
  }

 private:
  static bool isHexDigest(const std::string& text) {
    if (text.empty()) return true;
    if (text.size() != 64) return false;
    for (char c : text)
      if (!std::isxdigit(static_cast<unsigned char>(c))) return false;
    return true;
  }

  std::optional<SessionLoadResult> checkMesh(Mesh& mesh) {
    const auto* meshField = proto::Session::descriptor()->FindFieldByName("mesh");
    const auto* tree = locations_.GetTreeForNested(meshField, -1);
    const auto* fields = proto::Mesh::descriptor();
    const proto::Mesh& message = message_.mesh();
    std::int64_t devices = 1;
    for (int i = 0; i < message.shape_size(); ++i) {
      const std::int64_t size = message.shape(i);
      if (size < 1) return fail(tree, fields->FindFieldByName("shape"), i, "mesh axis sizes must be 1 or more");
      if (size > kMaxMeshDevices || devices > kMaxMeshDevices / size)
        return fail(tree, fields->FindFieldByName("shape"), i, "mesh has more than " + std::to_string(kMaxMeshDevices) + " devices");
      devices *= size;
    }
    if (message.axis_names_size() != 0 && message.axis_names_size() != message.shape_size())
      return fail(tree, fields->FindFieldByName("axis_names"), 0,
                  "mesh has " + std::to_string(message.shape_size()) + " axes but " + std::to_string(message.axis_names_size()) + " axis names");
    if (message.device_order_size() != 0) {
      if (message.device_order_size() != devices)
        return fail(tree, fields->FindFieldByName("device_order"), 0,
                    "device_order lists " + std::to_string(message.device_order_size()) + " devices, the mesh has " + std::to_string(devices));
      std::set<std::int64_t> seen;
      for (int i = 0; i < message.device_order_size(); ++i) {
        const std::int64_t device = message.device_order(i);
        if (device < 0 || device >= devices || !seen.insert(device).second)
          return fail(tree, fields->FindFieldByName("device_order"), i, "device_order must list each device 0.." + std::to_string(devices - 1) + " once");
      }
    }
    mesh.shape.assign(message.shape().begin(), message.shape().end());
    mesh.axisNames.assign(message.axis_names().begin(), message.axis_names().end());
    mesh.deviceOrder.assign(message.device_order().begin(), message.device_order().end());
    return std::nullopt;
  }

  // `tree` null: the field is a direct field of the session. index -1: a singular field.
  SessionLoadResult fail(const pb::TextFormat::ParseInfoTree* tree, const pb::FieldDescriptor* field, int index, std::string message) const {
    const pb::TextFormat::ParseInfoTree& where = tree ? *tree : locations_;
    pb::TextFormat::ParseLocation location;
    if (field) {
      if (!field->is_repeated()) index = -1;  // protobuf aborts on an index for a singular field
      location = where.GetLocation(field, index);
      // A repeated scalar written once as a list: the list's location is index 0's.
      if (location.line < 0 && index > 0) location = where.GetLocation(field, 0);
    }
    SessionLoadResult result;
    result.error = Diagnostic{Severity::Error, fileName_, location.line >= 0 ? location.line + 1 : 0,
                              location.column >= 0 ? location.column + 1 : 0, std::move(message)};
    return result;
  }

  const proto::Session& message_;
  const pb::TextFormat::ParseInfoTree& locations_;
  const std::string& fileName_;
};

// write() until everything is written or an error other than EINTR occurs.
bool writeAll(int fd, std::string_view data) {
  while (!data.empty()) {
    const ssize_t written = ::write(fd, data.data(), data.size());
    if (written < 0) {
      if (errno == EINTR) continue;
      return false;
    }
    data.remove_prefix(static_cast<std::size_t>(written));
  }
  return true;
}

std::string directoryOf(const std::string& path) {
  const auto slash = path.find_last_of('/');
  if (slash == std::string::npos) return ".";
  return slash == 0 ? "/" : path.substr(0, slash);
}

}  // namespace

std::string formatSessionText(const Session& session) {
  std::string text;
  pb::TextFormat::Printer printer;
  printer.SetUseUtf8StringEscaping(true);
  printer.PrintToString(toProto(session), &text);
  return kHeader + text;
}

SessionLoadResult parseSessionText(std::string_view text, const std::string& fileName) {
  if (static_cast<std::int64_t>(text.size()) > kMaxSessionFileBytes) {
    SessionLoadResult result;
    result.error = Diagnostic{Severity::Error, fileName, 0, 0, "session file is larger than " + std::to_string(kMaxSessionFileBytes) + " bytes"};
    return result;
  }
  proto::Session message;
  pb::TextFormat::ParseInfoTree locations;
  FirstErrorCollector errors;
  pb::TextFormat::Parser parser;
  parser.RecordErrorsTo(&errors);
  parser.WriteLocationsTo(&locations);
  parser.SetRecursionLimit(kMaxNesting);
  pb::io::ArrayInputStream input(text.data(), static_cast<int>(text.size()));
  if (!parser.Parse(&input, &message)) {
    SessionLoadResult result;
    result.error = errors.failed ? Diagnostic{Severity::Error, fileName, errors.line, errors.column, errors.message}
                                 : Diagnostic{Severity::Error, fileName, 0, 0, "not a ShardScope session file"};
    return result;
  }
  return SessionChecker(message, locations, fileName).run();
}

SessionLoadResult loadSessionFile(const std::string& path) {
  std::string contents, error;
  if (!io::readFileBounded(path, kMaxSessionFileBytes, contents, error)) {
    SessionLoadResult result;
    result.error = Diagnostic{Severity::Error, path, 0, 0, error};
    return result;
  }
  return parseSessionText(contents, path);
}

std::string temporaryPathFor(const std::string& path) { return path + ".saving"; }

bool saveSessionFile(const Session& session, const std::string& path, std::string& error, const std::function<void()>& halfWritten) {
  const std::string text = formatSessionText(session);
  const std::string temporary = temporaryPathFor(path);
  const int fd = ::open(temporary.c_str(), O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0644);
  if (fd < 0) {
    error = "cannot write " + temporary + ": " + std::strerror(errno);
    return false;
  }
  // The data must be on disk before the rename makes it the session: otherwise a crash
  // right after the rename can leave an empty file under the real name.
  const std::string_view all(text);
  const std::size_t half = halfWritten ? all.size() / 2 : all.size();
  bool written = writeAll(fd, all.substr(0, half));
  if (written && halfWritten) {
    halfWritten();
    written = writeAll(fd, all.substr(half));
  }
  written = written && ::fsync(fd) == 0;
  const int writeErrno = errno;
  if (::close(fd) != 0 || !written) {
    error = "cannot write " + temporary + ": " + std::strerror(written ? errno : writeErrno);
    ::unlink(temporary.c_str());
    return false;
  }
  if (::rename(temporary.c_str(), path.c_str()) != 0) {
    error = "cannot replace " + path + ": " + std::strerror(errno);
    ::unlink(temporary.c_str());
    return false;
  }
  // Make the rename itself durable.
  const int directory = ::open(directoryOf(path).c_str(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
  if (directory >= 0) {
    ::fsync(directory);
    ::close(directory);
  }
  return true;
}

}  // namespace shardscope::session
