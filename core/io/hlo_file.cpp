#include "io/hlo_file.h"

#include "io/hlo_proto_reader.h"
#include "io/hlo_text_parser.h"
#include "io/stablehlo_reader.h"
#include "support/input_budget.h"

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
  // A FIFO would block the open until a writer comes (forever), a device such as
  // /dev/zero reads as empty or endless: only regular files are inputs (issue 21).
  if (!S_ISREG(info.st_mode)) {
    error = S_ISFIFO(info.st_mode) ? "is a FIFO, not a regular file: refused" : "is not a regular file (a device or socket): refused";
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

LoadResult loadModuleFromContents(std::string_view contents, const std::string& fileName, const LoadOptions& options,
                                  FileFormat* detected) {
  const FormatDetection detection = detectFileFormat(contents);
  if (detected) *detected = detection.format;
  InputBudgetScope budget;  // one memory budget for the whole load (support/input_budget.h)
  HloParseOptions parseOptions;
  parseOptions.fileName = fileName;
  parseOptions.allowUnknownOpcodes = options.allowUnknownOpcodes;
  parseOptions.verify = options.verify;
  switch (detection.format) {
    case FileFormat::HloText: return parseHloText(contents, parseOptions);
    case FileFormat::StableHloText: return parseStableHloText(contents, parseOptions);
    case FileFormat::HloProto: return parseHloModuleProto(contents, parseOptions);
    case FileFormat::Unknown: break;
  }
  LoadResult result;
  result.diagnostics.push_back(Diagnostic{
      Severity::Error, fileName, contents.empty() ? 0 : 1, contents.empty() ? 0 : 1,
      "unrecognised file format (" + detection.reason +
          "): expected HLO text ('HloModule ...'), StableHLO/MLIR text ('module ...', 'func.func ...') or a binary HloModuleProto"});
  return result;
}

LoadResult loadModuleFile(const std::string& path, const LoadOptions& options) {
  std::string contents;
  std::string error;
  if (!readFileBounded(path, kMaxInputFileBytes, contents, error)) {
    LoadResult result;
    result.diagnostics.push_back(Diagnostic{Severity::Error, path, 0, 0, error});
    return result;
  }
  return loadModuleFromContents(contents, path, options);
}

}  // namespace shardscope::io
