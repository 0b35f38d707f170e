// libFuzzer target, structure-aware: the distributed program of a small zoo pair,
// mutated line by line as HLO text (the custom mutator below keeps most mutants
// parseable: it deletes, duplicates, swaps and edits instruction lines, changes numbers
// and opcodes), then the verifier end to end against that pair's baseline, as
// `shardscope-cli verify PAIR_DIR` runs it.
//
// The baselines are read once from SHARDSCOPE_FUZZ_PAIRS (default: the zoo pairs
// scripts/fuzz writes into build-asan/fuzz/pairs/NAME/baseline.hlo); a mutant is paired
// with the baseline whose module name has the same stem (`mlp_tp_spmd` with
// `mlp_tp_baseline`), else with the first one, so pairing errors are fuzzed too.
#include "fuzz/module_fuzzing.h"
#include "io/hlo_file.h"
#include "verify/verifier.h"

#include <algorithm>
#include <array>
#include <cstring>
#include <filesystem>
#include <map>
#include <random>
#include <string>

extern "C" size_t LLVMFuzzerMutate(uint8_t* data, size_t size, size_t maxSize);

namespace {

using namespace shardscope;

std::string stem(const std::string& moduleName) {
  const std::size_t underscore = moduleName.rfind('_');
  return underscore == std::string::npos ? moduleName : moduleName.substr(0, underscore);
}

const std::map<std::string, ir::Module>& baselines() {
  static const std::map<std::string, ir::Module> modules = [] {
    std::map<std::string, ir::Module> found;
    const char* env = std::getenv("SHARDSCOPE_FUZZ_PAIRS");
    const std::filesystem::path root = env && *env ? env : SHARDSCOPE_FUZZ_PAIRS_DIR;
    std::error_code error;
    for (const auto& entry : std::filesystem::directory_iterator(root, error)) {
      io::LoadResult loaded = io::loadModuleFile((entry.path() / "baseline.hlo").string());
      if (loaded.ok()) found.emplace(stem(loaded.module->name), std::move(*loaded.module));
    }
    if (found.empty()) {
      std::fprintf(stderr, "fuzz_verify_pair: no baseline.hlo under %s (scripts/fuzz writes them; or set SHARDSCOPE_FUZZ_PAIRS)\n",
                   root.c_str());
      std::exit(2);
    }
    return found;
  }();
  return modules;
}

// Lines of the text as [begin, end) offsets, newline excluded.
std::vector<std::pair<std::size_t, std::size_t>> lines(const std::string& text) {
  std::vector<std::pair<std::size_t, std::size_t>> result;
  std::size_t begin = 0;
  while (begin < text.size()) {
    const std::size_t newline = text.find('\n', begin);
    const std::size_t end = newline == std::string::npos ? text.size() : newline;
    result.emplace_back(begin, end);
    begin = end + 1;
  }
  return result;
}

constexpr std::array kOpcodes = {"add", "multiply", "subtract", "divide", "maximum", "negate", "exponential",
                                 "all-reduce", "all-gather", "reduce-scatter", "all-to-all", "collective-permute",
                                 "transpose", "reshape", "broadcast", "dot", "reduce", "slice", "concatenate",
                                 "copy", "convert", "dynamic-slice", "select", "iota", "parameter", "tuple",
                                 "get-tuple-element", "constant", "custom-call", "bitcast"};
constexpr std::array kNumbers = {"0", "1", "2", "3", "4", "7", "8", "-1", "16", "1048576", "9223372036854775807"};

// One structural edit of the HLO text; false when it did not apply.
bool mutateText(std::string& text, std::minstd_rand& random, std::size_t maxSize) {
  auto pick = [&](std::size_t n) { return static_cast<std::size_t>(random() % n); };
  const auto spans = lines(text);
  if (spans.size() < 2) return false;
  // Line 0 is the HloModule header: keep it, the stem chooses the baseline.
  const auto [begin, end] = spans[1 + pick(spans.size() - 1)];
  std::string line = text.substr(begin, end - begin);
  switch (pick(6)) {
    case 0:  // delete the line
      text.erase(begin, end - begin + (end < text.size() ? 1 : 0));
      return true;
    case 1:  // duplicate it (a name defined twice, or a second root)
      text.insert(begin, line + "\n");
      return true;
    case 2: {  // swap it with another line
      const auto [otherBegin, otherEnd] = spans[1 + pick(spans.size() - 1)];
      if (otherBegin == begin) return false;
      std::string other = text.substr(otherBegin, otherEnd - otherBegin);
      if (otherBegin > begin) {
        text.replace(otherBegin, otherEnd - otherBegin, line);
        text.replace(begin, end - begin, other);
      } else {
        text.replace(begin, end - begin, other);
        text.replace(otherBegin, otherEnd - otherBegin, line);
      }
      return true;
    }
    case 3: {  // a number: a dimension, a device id, a replica group, an index
      std::vector<std::size_t> digits;
      for (std::size_t i = 0; i < line.size(); ++i)
        if (std::isdigit(static_cast<unsigned char>(line[i])) && (i == 0 || !std::isalnum(static_cast<unsigned char>(line[i - 1]))))
          digits.push_back(i);
      if (digits.empty()) return false;
      const std::size_t at = digits[pick(digits.size())];
      std::size_t stop = at;
      while (stop < line.size() && std::isdigit(static_cast<unsigned char>(line[stop]))) ++stop;
      line.replace(at, stop - at, kNumbers[pick(kNumbers.size())]);
      break;
    }
    case 4: {  // an opcode: the word before the instruction's '('
      const std::size_t equals = line.find(" = ");
      const std::size_t paren = line.find('(', equals == std::string::npos ? 0 : equals);
      if (equals == std::string::npos || paren == std::string::npos) return false;
      std::size_t start = paren;
      while (start > 0 && (std::isalnum(static_cast<unsigned char>(line[start - 1])) || line[start - 1] == '-')) --start;
      if (start == paren) return false;
      line.replace(start, paren - start, kOpcodes[pick(kOpcodes.size())]);
      break;
    }
    default: {  // libFuzzer's byte mutations, inside this one line
      std::string buffer = line;
      buffer.resize(line.size() + 64);
      const std::size_t size = LLVMFuzzerMutate(reinterpret_cast<uint8_t*>(buffer.data()), line.size(), buffer.size());
      buffer.resize(size);
      line = buffer;
      break;
    }
  }
  text.replace(begin, end - begin, line);
  return text.size() <= maxSize;
}

}  // namespace

extern "C" size_t LLVMFuzzerCustomMutator(uint8_t* data, size_t size, size_t maxSize, unsigned int seed) {
  std::minstd_rand random(seed);
  // Now and then a plain byte mutation anywhere, so the header and the lexer are reached too.
  if (random() % 8 == 0) return LLVMFuzzerMutate(data, size, maxSize);
  std::string text(reinterpret_cast<const char*>(data), size);
  const std::string original = text;
  const int edits = 1 + static_cast<int>(random() % 3);
  for (int i = 0; i < edits; ++i)
    if (!mutateText(text, random, maxSize)) text = original;
  if (text.size() > maxSize || text == original) return LLVMFuzzerMutate(data, size, maxSize);
  std::memcpy(data, text.data(), text.size());
  return text.size();
}

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const auto& pairs = baselines();
  InputBudgetScope budget(fuzz::fuzzBudgetLimits());  // a file load's budget (io/hlo_file.cpp), module_fuzzing.h
  const io::LoadResult distributed = io::parseHloText(fuzz::asText(data, size), fuzz::fuzzParseOptions());
  if (!distributed.ok()) {
    fuzz::exerciseLoad(distributed);
    return 0;
  }
  const auto found = pairs.find(stem(distributed.module->name));
  const ir::Module& baseline = found != pairs.end() ? found->second : pairs.begin()->second;
  try {
    (void)verify::verifyPair(baseline, *distributed.module, verify::VerifyOptions{}, {}, {});
  } catch (const verify::VerifyInputError& error) {
    if (std::string_view(error.what()).empty()) fuzz::abortWith("a pairing error without a message");
  }
  return 0;
}
