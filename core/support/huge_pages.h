#pragma once
// A hint that a large buffer is about to be filled: where transparent huge pages run in
// "madvise" mode (the common default), one page fault per 2 MiB instead of ~500. Page
// faults are a large share of loading a module of hundreds of megabytes, above all in
// virtual machines. Only a hint; a no-op for small buffers and off Linux.
#include <cstddef>

namespace shardscope {

void adviseHugePages(void* data, std::size_t bytes);

}  // namespace shardscope
