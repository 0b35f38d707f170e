#pragma once
// Writes a generated case into a directory: baseline.hlo, distributed.hlo (streamed
// straight from the IR, no whole-file string), the source files and README.md.

#include "support/cancellation.h"
#include "zoo/zoo_case.h"

#include <cstdint>
#include <string>
#include <vector>

namespace shardscope::zoo {

struct WrittenFile {
  std::string path;
  int64_t bytes = 0;
};

// Creates `directory` if needed; throws ZooError when a file cannot be written and
// OperationCancelled between files when `token` is cancelled.
std::vector<WrittenFile> writeZooCase(const ZooCase& zooCase, const std::string& directory,
                                      const CancellationToken& token = {});

// The README.md text: what the case shows, how it is parallelised, the files, and for a
// bug case which instruction is wrong and why it is silent.
std::string zooReadme(const ZooCase& zooCase);

}  // namespace shardscope::zoo
