#pragma once
// A user's session: which pair of files is open, the device mesh, the shardings the
// user annotated by hand, relation overrides for the verifier and the view state.
// Plain data, no Qt: the GUI fills it, session_file.h stores it as our own protobuf
// message (session.proto), atomically, so user work is never lost.
#include <cstdint>
#include <string>
#include <vector>

namespace shardscope::session {

// A file by path and content hash, so a moved or edited file is noticed on restore.
struct FileRef {
  std::string path;
  std::string sha256;  // hex of the file's bytes when the session was saved; empty if unknown
  // Where `path` is written in the session file it was read from (1-based; 0 when the
  // session was not read from a file), so errors about the file can point at it.
  int line = 0;
  int column = 0;
};

// The device mesh the user works with (issue 10's mesh editor).
struct Mesh {
  std::vector<std::int64_t> shape;        // e.g. {2, 4}
  std::vector<std::string> axisNames;     // e.g. {"data", "model"}; same length as shape
  std::vector<std::int64_t> deviceOrder;  // row-major device ids; empty means 0..N-1
};

// Which program an annotation or override applies to.
enum class Program { Baseline, Distributed };

// One sharding a user set by hand on one instruction.
struct UserSharding {
  Program program = Program::Baseline;
  std::string instruction;  // instruction name as in the file
  std::string sharding;     // GSPMD text, e.g. "{devices=[1,2]0,1}"
  std::int32_t priority = 0;  // p0 before p1, as Shardy does
};

// What the views showed, so a restored session looks as it was left.
struct ViewState {
  std::string selectedInstruction;
  std::vector<std::string> expandedGroups;
  double zoom = 1.0;
  std::string windowGeometry;  // opaque bytes from QMainWindow::saveGeometry()
  std::string windowState;     // opaque bytes from QMainWindow::saveState()
};

struct Session {
  FileRef baseline;
  FileRef distributed;
  Mesh mesh;
  std::vector<UserSharding> userShardings;
  std::string relationsJson;  // the verifier's relation overrides (verify --relations format)
  std::string sourceRoot;     // maps source paths recorded on another machine to this one
  ViewState view;
  // Analyses that had results ("verify", "propagate", "numeric"), run again on open.
  std::vector<std::string> analyses;
};

}  // namespace shardscope::session
