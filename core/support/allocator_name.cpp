#include "support/allocator_name.h"

#if defined(__linux__)
#include <dlfcn.h>
#endif

namespace shardscope {

std::string allocatorName() {
#if defined(__linux__)
  // tcmalloc's own entry point, present only when it is loaded.
  using Version = const char* (*)(int*, int*, const char**);
  if (const auto version = reinterpret_cast<Version>(dlsym(RTLD_DEFAULT, "tc_version"))) {
    int major = 0, minor = 0;
    const char* patch = nullptr;
    version(&major, &minor, &patch);
    return "tcmalloc " + std::to_string(major) + "." + std::to_string(minor) + (patch ? std::string(patch) : std::string());
  }
#endif
  return "the C library's malloc";
}

}  // namespace shardscope
