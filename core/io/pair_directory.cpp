// Reading a pair directory's manifest (pair_directory.h): JSON with positions
// (json_document.h), then every field the tools use checked where it is written.
#include "io/pair_directory.h"

#include "io/hlo_file.h"
#include "io/json_document.h"
#include "sharding/hlo_sharding.h"

#include <filesystem>
#include <sys/stat.h>

namespace shardscope::io {
namespace {

namespace fs = std::filesystem;

constexpr int kMaxRank = 64;
constexpr std::size_t kMaxPathBytes = 4096;

struct ManifestFailure {
  int64_t offset;
  std::string message;
};

[[noreturn]] void fail(const JsonValue& at, std::string message) { throw ManifestFailure{at.offset, std::move(message)}; }

// A path the manifest names must stay inside the directory.
std::optional<std::string> pathProblem(const std::string& relative) {
  if (relative.empty()) return "an empty path";
  if (relative.size() > kMaxPathBytes) return "a path longer than " + std::to_string(kMaxPathBytes) + " bytes";
  if (relative.find('\0') != std::string::npos) return "a path with a NUL byte";
  if (relative.front() == '/') return "an absolute path (paths in a pair directory are relative to it)";
  std::size_t start = 0;
  while (start <= relative.size()) {
    const std::size_t end = std::min(relative.find('/', start), relative.size());
    if (relative.compare(start, end - start, "..") == 0) return "a path that leaves the directory ('..')";
    start = end + 1;
  }
  return std::nullopt;
}

bool isRegularFile(const std::string& path) {
  struct stat info {};
  return ::stat(path.c_str(), &info) == 0 && S_ISREG(info.st_mode);
}

class ManifestReader {
 public:
  ManifestReader(const std::string& directory, std::string_view text) : text_(text) {
    pair_.directory = directory;
    while (pair_.directory.size() > 1 && pair_.directory.back() == '/') pair_.directory.pop_back();
    pair_.manifestPath = pair_.directory + "/manifest.json";
    std::error_code error;
    canonicalDirectory_ = fs::weakly_canonical(fs::path(pair_.directory), error);
  }

  PairDirectory read(const JsonValue& root) {
    if (!root.isObject()) fail(root, "the manifest must be a JSON object");
    const JsonValue& format = required(root, "format", JsonValue::Kind::String, "format");
    pair_.format = format.text;
    if (format.text.rfind("shardscope-pair/", 0) != 0)
      fail(format, "format \"" + format.text + "\" is not a pair directory's (expected \"" + std::string(kPairFormat) + "\")");
    if (format.text != kPairFormat)
      fail(format, "format \"" + format.text + "\" is not read by this version (it reads \"" + std::string(kPairFormat) + "\")");
    if (const JsonValue* name = root.member("name"); name && name->isString()) pair_.name = name->text;
    if (const JsonValue* devices = root.member("devices"); devices && !devices->isNull()) {
      const std::optional<int64_t> count = devices->integer();
      if (!count || *count < 1 || *count > (int64_t{1} << 20)) fail(*devices, "devices must be an integer from 1 to 2^20");
      pair_.devices = *count;
    }
    readFiles(required(root, "files", JsonValue::Kind::Object, "files"));
    if (const JsonValue* sources = root.member("sources"); sources && !sources->isNull()) readSources(*sources);
    const JsonValue& inputs = required(root, "inputs", JsonValue::Kind::Array, "inputs");
    for (std::size_t i = 0; i < inputs.elements.size(); ++i)
      pair_.inputs.push_back(readArray(inputs.elements[i], "inputs[" + std::to_string(i) + "]", true));
    if (const JsonValue* outputs = root.member("outputs"); outputs && !outputs->isNull()) {
      if (!outputs->isObject()) fail(*outputs, "outputs must be an object {\"baseline\": [...], \"distributed\": [...]}");
      pair_.hasOutputs = true;
      for (const auto& [role, list] : outputs->members) {
        if (role != "baseline" && role != "distributed") fail(list, "unknown outputs role \"" + role + "\" (expected baseline or distributed)");
        if (!list.isArray()) fail(list, "outputs." + role + " must be an array");
        auto& into = role == "baseline" ? pair_.baselineOutputs : pair_.distributedOutputs;
        for (std::size_t i = 0; i < list.elements.size(); ++i)
          into.push_back(readArray(list.elements[i], "outputs." + role + "[" + std::to_string(i) + "]", false));
      }
    }
    pair_.maxAbsErr = optionalNumber(root, "max_abs_err");
    pair_.tolerance = optionalNumber(root, "tolerance");
    if (const JsonValue* equivalent = root.member("equivalent"); equivalent && !equivalent->isNull()) {
      if (!equivalent->isBool()) fail(*equivalent, "equivalent must be true or false");
      pair_.equivalent = equivalent->boolean;
    }
    if (const JsonValue* gspmd = root.member("gspmd_error"); gspmd && gspmd->isString()) pair_.gspmdError = gspmd->text;
    return std::move(pair_);
  }

 private:
  const JsonValue& required(const JsonValue& object, std::string_view key, JsonValue::Kind kind, const std::string& what) {
    const JsonValue* value = object.member(key);
    if (!value) fail(object, what + " is missing");
    if (value->kind != kind)
      fail(*value, what + " must be " + std::string(jsonKindName(kind)) + ", found " + std::string(jsonKindName(value->kind)));
    return *value;
  }

  std::optional<double> optionalNumber(const JsonValue& root, std::string_view key) {
    const JsonValue* value = root.member(key);
    if (!value || value->isNull()) return std::nullopt;
    if (!value->isNumber()) fail(*value, std::string(key) + " must be a number");
    return value->number;
  }

  // A path inside the directory; for one that exists, also after following links.
  std::string checkedPath(const JsonValue& value, const std::string& what) {
    if (!value.isString()) fail(value, what + " must be a path string, found " + std::string(jsonKindName(value.kind)));
    if (const std::optional<std::string> problem = pathProblem(value.text)) fail(value, what + ": " + *problem + ": \"" + value.text + "\"");
    std::error_code error;
    const fs::path full = fs::path(pair_.directory) / value.text;
    if (fs::exists(full, error) && !canonicalDirectory_.empty()) {
      const fs::path real = fs::weakly_canonical(full, error);
      const fs::path relative = real.lexically_relative(canonicalDirectory_);
      if (error || relative.empty() || *relative.begin() == "..")
        fail(value, what + ": \"" + value.text + "\" leads out of the directory (to " + real.string() + ")");
    }
    return value.text;
  }

  void readFiles(const JsonValue& files) {
    for (const auto& [role, path] : files.members) pair_.files.emplace(role, checkedPath(path, "files." + role));
    for (std::string_view role : {pair_role::kBaseline, pair_role::kDistributed})
      if (!pair_.files.count(role)) fail(files, "files has no \"" + std::string(role) + "\" program");
    for (std::string_view role : {pair_role::kBaseline, pair_role::kDistributed, pair_role::kRelations}) {
      const auto it = pair_.files.find(role);
      if (it == pair_.files.end()) continue;
      if (!isRegularFile(pair_.resolve(it->second)))
        fail(*files.member(role), "files." + std::string(role) + ": " + pair_.resolve(it->second) + " is not a file in the directory");
    }
  }

  void readSources(const JsonValue& sources) {
    if (!sources.isObject()) fail(sources, "sources must be an object {\"<metadata path>\": \"source/<copy>\"}");
    for (const auto& [recorded, copy] : sources.members) pair_.sources.emplace(recorded, checkedPath(copy, "sources[\"" + recorded + "\"]"));
  }

  PairArray readArray(const JsonValue& entry, const std::string& what, bool input) {
    if (!entry.isObject()) fail(entry, what + " must be an object {\"file\", \"dtype\", \"shape\"}");
    PairArray array;
    const auto [line, column] = lineAndColumn(text_, entry.offset);
    array.line = line;
    array.column = column;
    array.file = checkedPath(required(entry, "file", JsonValue::Kind::String, what + ".file"), what + ".file");
    const JsonValue& dtype = required(entry, "dtype", JsonValue::Kind::String, what + ".dtype");
    const std::optional<ir::ElementType> type = ir::elementTypeFromName(dtype.text);
    if (!type || !ir::isArrayType(*type)) fail(dtype, what + ".dtype: unknown element type \"" + dtype.text + "\"");
    array.type = *type;
    const JsonValue& shape = required(entry, "shape", JsonValue::Kind::Array, what + ".shape");
    if (shape.elements.size() > static_cast<std::size_t>(kMaxRank)) fail(shape, what + ".shape: more than " + std::to_string(kMaxRank) + " dimensions");
    for (const JsonValue& dim : shape.elements) {
      const std::optional<int64_t> value = dim.integer();
      if (!value || *value < 0) fail(dim, what + ".shape: dimensions must be non-negative integers");
      array.shape.push_back(*value);
    }
    if (const JsonValue* sharding = entry.member("sharding"); input && sharding && !sharding->isNull()) {
      if (!sharding->isString()) fail(*sharding, what + ".sharding must be GSPMD sharding text");
      const auto parsed = sharding::parseHloSharding(sharding->text);
      if (const auto* error = std::get_if<sharding::ShardingParseError>(&parsed))
        fail(*sharding, what + ".sharding: " + error->message + " (at offset " + std::to_string(error->offset) + " of \"" + sharding->text + "\")");
      array.sharding = sharding->text;
    }
    return array;
  }

  std::string_view text_;
  PairDirectory pair_;
  fs::path canonicalDirectory_;
};

}  // namespace

std::string PairDirectory::pathOf(std::string_view role) const {
  const auto it = files.find(role);
  return it == files.end() ? std::string() : resolve(it->second);
}

std::string PairDirectory::resolve(const std::string& relative) const { return directory + "/" + relative; }

std::string PairDirectory::sourcePath(std::string_view recorded) const {
  const auto it = sources.find(recorded);
  return it == sources.end() ? std::string() : resolve(it->second);
}

Diagnostic PairDirectory::diagnosticAt(const PairArray& entry, const std::string& message) const {
  return Diagnostic{Severity::Error, manifestPath, entry.line, entry.column, message};
}

PairDirectoryRead parsePairManifest(std::string_view manifest, const std::string& directory) {
  PairDirectoryRead result;
  std::string manifestPath = directory;
  while (manifestPath.size() > 1 && manifestPath.back() == '/') manifestPath.pop_back();
  manifestPath += "/manifest.json";
  if (static_cast<int64_t>(manifest.size()) > kMaxManifestBytes) {
    result.error = Diagnostic{Severity::Error, manifestPath, 0, 0, "larger than 16 MiB"};
    return result;
  }
  auto parsed = parseJson(manifest);
  if (const auto* syntax = std::get_if<JsonSyntaxError>(&parsed)) {
    const auto [line, column] = lineAndColumn(manifest, syntax->offset);
    result.error = Diagnostic{Severity::Error, manifestPath, line, column, syntax->message};
    return result;
  }
  try {
    result.pair = ManifestReader(directory, manifest).read(std::get<JsonValue>(parsed));
  } catch (const ManifestFailure& failure) {
    const auto [line, column] = lineAndColumn(manifest, failure.offset);
    result.error = Diagnostic{Severity::Error, manifestPath, line, column, failure.message};
  }
  return result;
}

PairDirectoryRead readPairDirectory(const std::string& directory) {
  std::string trimmed = directory;
  while (trimmed.size() > 1 && trimmed.back() == '/') trimmed.pop_back();
  const std::string manifestPath = trimmed + "/manifest.json";
  if (!isDirectory(trimmed)) {
    PairDirectoryRead result;
    result.error = Diagnostic{Severity::Error, trimmed, 0, 0, "not a directory"};
    return result;
  }
  std::string text, error;
  if (!readFileBounded(manifestPath, kMaxManifestBytes, text, error)) {
    PairDirectoryRead result;
    result.error = Diagnostic{Severity::Error, manifestPath, 0, 0, error + " (a pair directory holds manifest.json)"};
    return result;
  }
  return parsePairManifest(text, trimmed);
}

bool isDirectory(const std::string& path) {
  struct stat info {};
  return ::stat(path.c_str(), &info) == 0 && S_ISDIR(info.st_mode);
}

}  // namespace shardscope::io
