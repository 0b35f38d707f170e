#include "io/hlo_file.h"

#include "io/hlo_text_parser.h"

#include <cerrno>
#include <cstring>
#include <fstream>
#include <sys/stat.h>

namespace shardscope::io {

bool readFileBounded(const std::string& path, std::int64_t maxBytes, std::string& contents, std::string& error) {
  struct stat info {};
  if (::stat(path.c_str(), &info) != 0) {
    error = std::string("cannot open file: ") + std::strerror(errno);
    return false;
  }
  if (S_ISDIR(info.st_mode)) {
    error = "is a directory, not a file";
    return false;
  }
  if (info.st_size > maxBytes) {
    error = "file is " + std::to_string(info.st_size) + " bytes, over the limit of " + std::to_string(maxBytes);
    return false;
  }
  std::ifstream in(path, std::ios::binary);
  if (!in) {
    error = std::string("cannot open file: ") + std::strerror(errno);
    return false;
  }
  contents.resize(static_cast<std::size_t>(info.st_size));
  in.read(contents.data(), static_cast<std::streamsize>(contents.size()));
  contents.resize(static_cast<std::size_t>(in.gcount()));
  return true;
}

LoadResult loadModuleFile(const std::string& path, const LoadOptions& options) {
  std::string contents;
  std::string error;
  if (!readFileBounded(path, kMaxInputFileBytes, contents, error)) {
    LoadResult result;
    result.diagnostics.push_back(Diagnostic{Severity::Error, path, 0, 0, error});
    return result;
  }
  HloParseOptions parseOptions;
  parseOptions.fileName = path;
  parseOptions.allowUnknownOpcodes = options.allowUnknownOpcodes;
  parseOptions.verify = options.verify;
  return parseHloText(contents, parseOptions);
}

}  // namespace shardscope::io
