#include "report/atomic_file.h"

#include <cerrno>
#include <cstdlib>
#include <cstring>
#include <fcntl.h>
#include <sys/stat.h>
#include <filesystem>
#include <unistd.h>
#include <vector>

namespace shardscope::report {
namespace {

bool writeAll(int fd, std::string_view contents) {
  while (!contents.empty()) {
    const ssize_t written = ::write(fd, contents.data(), contents.size());
    if (written < 0) {
      if (errno == EINTR) continue;
      return false;
    }
    contents.remove_prefix(static_cast<std::size_t>(written));
  }
  return true;
}

void setError(std::string* error, const std::string& what, const std::string& path, int code) {
  if (error) *error = what + " " + path + ": " + std::strerror(code);
}

}  // namespace

bool writeFileAtomically(const std::string& path, std::string_view contents, std::string* error) {
  if (path.empty()) {
    if (error) *error = "no output file given";
    return false;
  }
  const std::filesystem::path target(path);
  std::filesystem::path folder = target.parent_path();
  if (folder.empty()) folder = ".";
  // mkstemp gives a fresh name, so two writers never share a temporary file.
  std::string hiddenName = ".";
  hiddenName.append(target.filename().string()).append(".XXXXXX");
  const std::string pattern = (folder / hiddenName).string();
  std::vector<char> temporary(pattern.begin(), pattern.end());
  temporary.push_back('\0');
  const int fd = ::mkstemp(temporary.data());
  if (fd < 0) {
    setError(error, "cannot write", path, errno);
    return false;
  }
  const std::string temporaryPath(temporary.data());
  ::fchmod(fd, 0644);
  const bool written = writeAll(fd, contents) && ::fsync(fd) == 0;
  const int writeErrno = errno;
  const bool closed = ::close(fd) == 0;
  if (!written || !closed) {
    setError(error, "cannot write", path, written ? errno : writeErrno);
    ::unlink(temporaryPath.c_str());
    return false;
  }
  if (::rename(temporaryPath.c_str(), path.c_str()) != 0) {
    setError(error, "cannot replace", path, errno);
    ::unlink(temporaryPath.c_str());
    return false;
  }
  const int directory = ::open(folder.c_str(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
  if (directory >= 0) {
    ::fsync(directory);
    ::close(directory);
  }
  return true;
}

}  // namespace shardscope::report
