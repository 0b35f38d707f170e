#pragma once
// A pair directory ("shardscope-pair/1", written by python/shardscope_capture; capture.py
// defines the format): one JAX function captured from XLA's own passes.
//
//   manifest.json   {"format": "shardscope-pair/1", "files": {"baseline": "baseline.hlo",
//                    "distributed": "distributed.hlo", "relations": "relations.json", ...},
//                    "sources": {"<metadata source_file>": "source/<copy>"},
//                    "inputs": [{"file", "dtype", "shape", "sharding"}],
//                    "outputs": {"baseline": [{"file", "dtype", "shape"}], "distributed": [...]},
//                    "devices", "mesh", "max_abs_err", "tolerance", "equivalent", ...}
//   baseline.hlo, distributed.hlo (after SPMD partitioning), annotated.hlo, relations.json,
//   inputs/argN.npy, outputs/{baseline,distributed}/outN.npy, source/...
//
// The directory is untrusted input: the manifest is size-bounded, every error is
// positioned `DIR/manifest.json:LINE:COL: error: ...` at the offending value, and every
// path it names must stay inside the directory (relative, no `..`, and for files that
// exist, no symbolic link leading out).
#include "ir/element_type.h"
#include "support/diagnostic.h"

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace shardscope::io {

inline constexpr std::string_view kPairFormat = "shardscope-pair/1";
inline constexpr int64_t kMaxManifestBytes = int64_t{16} << 20;

// Roles in the manifest's "files" (capture.py's names).
namespace pair_role {
inline constexpr std::string_view kBaseline = "baseline";
inline constexpr std::string_view kDistributed = "distributed";
inline constexpr std::string_view kRelations = "relations";
inline constexpr std::string_view kAnnotated = "annotated";
}  // namespace pair_role

// One recorded array: an input (baseline parameter, global shape) or an output leaf.
struct PairArray {
  std::string file;  // relative to the directory, as the manifest writes it
  ir::ElementType type = ir::ElementType::Invalid;
  std::vector<int64_t> shape;
  std::string sharding;  // inputs: the parameter's sharding as GSPMD text; empty when not given
  int line = 0;          // where the entry is written in manifest.json
  int column = 0;
};

struct PairDirectory {
  std::string directory;     // as given, without a trailing '/'
  std::string manifestPath;  // directory + "/manifest.json"
  std::string format;
  std::string name;
  int64_t devices = 0;  // 0: not given
  std::map<std::string, std::string, std::less<>> files;    // role -> path relative to the directory
  std::map<std::string, std::string, std::less<>> sources;  // metadata source_file -> copy, relative
  std::vector<PairArray> inputs;
  std::vector<PairArray> baselineOutputs;
  std::vector<PairArray> distributedOutputs;
  bool hasOutputs = false;  // the manifest lists "outputs"
  std::optional<double> maxAbsErr;  // XLA's own baseline-vs-distributed error (may be inf)
  std::optional<double> tolerance;
  std::optional<bool> equivalent;
  std::string gspmdError;  // why GSPMD refused the program (then there is no annotated.hlo)

  // directory + "/" + the role's file; empty when the manifest names none.
  std::string pathOf(std::string_view role) const;
  std::string baselinePath() const { return pathOf(pair_role::kBaseline); }
  std::string distributedPath() const { return pathOf(pair_role::kDistributed); }
  std::string relationsPath() const { return pathOf(pair_role::kRelations); }
  // directory + "/" + relative.
  std::string resolve(const std::string& relative) const;
  // The copy of a source file named in the metadata; empty when the manifest maps none.
  std::string sourcePath(std::string_view recorded) const;
  // An error about one array entry, at its place in the manifest.
  Diagnostic diagnosticAt(const PairArray& entry, const std::string& message) const;
};

struct PairDirectoryRead {
  std::optional<PairDirectory> pair;  // empty on error
  std::optional<Diagnostic> error;
  bool ok() const { return pair.has_value(); }
};

// Reads DIR/manifest.json and checks it: format, paths inside the directory, baseline
// and distributed (and relations, when named) existing as files, array entries with
// known element types and shapes. Never throws.
PairDirectoryRead readPairDirectory(const std::string& directory);
// The same from manifest text already in memory (tests); `directory` resolves paths.
PairDirectoryRead parsePairManifest(std::string_view manifest, const std::string& directory);

// True when `path` is a directory (so a command taking files should read it as a pair
// directory; whether it holds a manifest is readPairDirectory's question).
bool isDirectory(const std::string& path);

}  // namespace shardscope::io
