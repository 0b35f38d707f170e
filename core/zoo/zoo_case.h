#pragma once
// What the zoo makes: a request (strategy, preset, options), the resolved case spec a
// strategy builds from, and the generated case (both programs, their source files,
// the description for the README and the injected bug, if any).

#include "ir/module.h"
#include "zoo/bug_injector.h"
#include "zoo/bug_kind.h"
#include "zoo/model_shape.h"
#include "zoo/source_file.h"

#include <cstdint>
#include <optional>
#include <stdexcept>
#include <string>
#include <vector>

namespace shardscope::zoo {

// A request that cannot be generated (unknown name, option out of range, shapes that
// do not divide by the device count): the CLI reports it as bad usage (exit 2).
struct ZooError : std::runtime_error {
  using std::runtime_error::runtime_error;
};

struct ZooRequest {
  std::string name;      // STRATEGY or STRATEGY:PRESET
  int64_t devices = 0;   // --tp; 0: the default (2 for the toy model, 8 for presets)
  int64_t layers = 0;    // --layers; 0: the model's own count (2 for small twins)
  bool small = false;    // --small
  BugKind bug = BugKind::None;
  uint64_t seed = 0;     // picks the layer that gets the bug
};

// Largest values the zoo accepts (inputs are untrusted; a bigger request is an error).
inline constexpr int64_t kMaxDevices = 1024;
// 10,000 layers of the largest preset is ~2·10^6 instructions: bench/verify's 10^6 scale.
inline constexpr int64_t kMaxLayers = 10000;

struct CaseSpec {
  std::string strategy;
  std::string preset;     // empty: the toy model
  ModelShape model;       // layers already set from --layers
  bool small = false;     // --small was given
  int64_t devices = 2;
  BugKind bug = BugKind::None;
  int64_t bugLayer = -1;  // the layer whose site gets the bug
  uint64_t seed = 0;
  std::string caseName;   // e.g. "llama-layer-tp:llama3-8b-tp8"
};

struct ZooCase {
  CaseSpec spec;
  ir::Module baseline;
  ir::Module distributed;
  std::vector<SourceFile> sources;
  std::string description;  // Markdown: what the case shows, how it is parallelised
  std::string relationsJson;  // the pair's relations file (verify --relations), "" when none
  std::optional<BugRecord> bug;
};

}  // namespace shardscope::zoo
