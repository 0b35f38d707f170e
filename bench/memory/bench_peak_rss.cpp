// Peak RSS per engine (parse, verify, propagate, convert) on synthetic transformer-like
// modules of about 10^5 and 10^6 instructions (bench/io/synthetic_hlo.h). Each run is
// the built shardscope-cli in a child process, measured by wait4's ru_maxrss (what
// /usr/bin/time -v reports), so one engine's peak never hides another's. Counters:
// peak_rss_MiB, file_MiB and rss_over_file (issue 21 item 5: propagate within 6x the
// file, convert within 4x).
#include "synthetic_hlo.h"

#include <benchmark/benchmark.h>

#include <cstdio>
#include <fcntl.h>
#include <cstdlib>
#include <fstream>
#include <map>
#include <spawn.h>
#include <string>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>
#include <vector>

extern char** environ;

namespace {

// About 245 bytes per instruction in syntheticHloModule's text.
constexpr std::size_t kBytesPerInstruction = 245;

std::string tempDir() {
  static const std::string dir = [] {
    const char* base = std::getenv("TMPDIR");
    std::string pattern = std::string(base && *base ? base : "/tmp") + "/shardscope-bench-rss-XXXXXX";
    if (!::mkdtemp(pattern.data())) return std::string("/tmp");
    return pattern;
  }();
  return dir;
}

// The generated files, removed at exit (a 10^6-instruction module is 230 MB).
struct GeneratedFiles {
  std::map<int64_t, std::string> byInstructions;
  GeneratedFiles() { (void)tempDir(); }  // its static is made first, so it outlives this one
  ~GeneratedFiles() {
    for (const auto& [unused, path] : byInstructions) std::remove(path.c_str());
    std::remove((tempDir() + "/out.pb").c_str());
    ::rmdir(tempDir().c_str());
  }
};

// The module file for `instructions`, written once per process.
const std::string& moduleFile(int64_t instructions) {
  static GeneratedFiles generated;
  std::map<int64_t, std::string>& files = generated.byInstructions;
  auto found = files.find(instructions);
  if (found != files.end()) return found->second;
  const std::string path = tempDir() + "/module-" + std::to_string(instructions) + ".hlo";
  {
    const std::string text = shardscope::bench::syntheticHloModule(static_cast<std::size_t>(instructions) * kBytesPerInstruction);
    std::ofstream(path, std::ios::binary).write(text.data(), static_cast<std::streamsize>(text.size()));
  }
  return files.emplace(instructions, path).first->second;
}

// Runs shardscope-cli with `args` (output to /dev/null); returns its peak RSS in bytes,
// or -1 when it could not run or exited with more than `maxExit` (verify's 1, "not
// verified", is a finished run too).
int64_t peakRssOf(const std::vector<std::string>& args, int maxExit, int& exitCode) {
  std::vector<std::string> all{SHARDSCOPE_BIN_DIR "/shardscope-cli"};
  all.insert(all.end(), args.begin(), args.end());
  std::vector<char*> argv;
  for (std::string& arg : all) argv.push_back(arg.data());
  argv.push_back(nullptr);
  posix_spawn_file_actions_t actions;
  posix_spawn_file_actions_init(&actions);
  posix_spawn_file_actions_addopen(&actions, STDOUT_FILENO, "/dev/null", O_WRONLY, 0);
  pid_t pid = 0;
  const int spawned = posix_spawn(&pid, argv[0], &actions, nullptr, argv.data(), environ);
  posix_spawn_file_actions_destroy(&actions);
  if (spawned != 0) return -1;
  int status = 0;
  struct rusage usage {};
  if (::wait4(pid, &status, 0, &usage) != pid) return -1;
  exitCode = WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status);
  if (exitCode > maxExit) return -1;
  return static_cast<int64_t>(usage.ru_maxrss) * 1024;  // Linux reports KiB
}

enum Engine { Parse, Verify, Propagate, Convert };

void BM_PeakRss(benchmark::State& state) {
  const auto engine = static_cast<Engine>(state.range(0));
  const int64_t instructions = state.range(1);
  const std::string& file = moduleFile(instructions);
  std::vector<std::string> args;
  int maxExit = 0;
  switch (engine) {
    case Parse: args = {"inspect", file}; break;
    case Verify:  // the same program on both sides (its collectives make it "not verified": exit 1)
      args = {"verify", file, file};
      maxExit = 1;
      break;
    case Propagate: args = {"propagate", file}; break;
    case Convert: args = {"convert", file, tempDir() + "/out.pb"}; break;
  }
  int64_t peak = 0;
  for (auto _ : state) {
    int exitCode = 0;
    peak = peakRssOf(args, maxExit, exitCode);
    if (peak < 0) {
      state.SkipWithError(("shardscope-cli exited with " + std::to_string(exitCode)).c_str());
      return;
    }
  }
  std::ifstream in(file, std::ios::binary | std::ios::ate);
  const double fileBytes = static_cast<double>(in.tellg());
  state.counters["peak_rss_MiB"] = static_cast<double>(peak) / (1 << 20);
  state.counters["file_MiB"] = fileBytes / (1 << 20);
  state.counters["rss_over_file"] = static_cast<double>(peak) / fileBytes;
  static const char* const names[] = {"parse", "verify", "propagate", "convert"};
  state.SetLabel(names[engine]);
}

}  // namespace

BENCHMARK(BM_PeakRss)
    ->ArgsProduct({{Parse, Verify, Propagate, Convert}, {100000, 1000000}})
    ->ArgNames({"engine", "instructions"})
    ->Iterations(1)
    ->Unit(benchmark::kSecond);

BENCHMARK_MAIN();
