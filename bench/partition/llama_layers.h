#pragma once
// A Llama-7B graph with `layers` decoder layers, built from the corpus's 4-layer graph
// (../shared/corpus/eindecomp/llama4.ein): its four layers (t41..t240) repeated
// layers/4 times, each copy with its own weights and reading the previous copy's
// residual stream, followed by the final norm and head. The RoPE table (t36) and the
// mask (t40) stay shared, as they are in einsummable's graph.

#include <fstream>
#include <regex>
#include <set>
#include <sstream>
#include <string>
#include <vector>

namespace shardscope::bench {

inline std::string llamaLayersText(const std::string& llama4Path, int layers) {
  std::ifstream file(llama4Path);
  std::vector<std::string> header, inputs, block, tail;
  std::set<int> computed, weights;
  const std::regex name(R"(^t(\d+)\[)");
  for (std::string line; std::getline(file, line);) {
    std::smatch match;
    if (line.rfind("bounds", 0) == 0 || line.rfind("#", 0) == 0) {
      header.push_back(line);
    } else if (line.rfind("input ", 0) == 0) {
      inputs.push_back(line);
      const std::string rest = line.substr(6);
      if (std::regex_search(rest, match, name)) {
        const int id = std::stoi(match[1]);
        if (id <= 37 && id != 36) weights.insert(id);
      }
    } else if (std::regex_search(line, match, name)) {
      const int id = std::stoi(match[1]);
      (id <= 240 ? block : tail).push_back(line);
      if (id <= 240) computed.insert(id);
    }
  }
  const std::regex token(R"(\bt(\d+)\b)");
  auto rename = [&](const std::string& line, int copy, bool tailLine) {
    std::string out;
    auto begin = std::sregex_iterator(line.begin(), line.end(), token);
    std::size_t last = 0;
    const std::size_t comment = line.find('#');
    for (auto it = begin; it != std::sregex_iterator(); ++it) {
      const std::size_t at = static_cast<std::size_t>(it->position());
      if (comment != std::string::npos && at > comment) break;
      out += line.substr(last, at - last);
      const int id = std::stoi((*it)[1]);
      std::string replaced = it->str();
      const std::string suffix = "_" + std::to_string(copy);
      if (tailLine) {
        if (id == 240 && copy > 0) replaced += suffix;
      } else if (id == 39 && copy > 0) {
        replaced = copy == 1 ? "t240" : "t240_" + std::to_string(copy - 1);
      } else if (copy > 0 && (computed.count(id) || weights.count(id))) {
        replaced += suffix;
      }
      out += replaced;
      last = at + it->length();
    }
    return out + line.substr(last);
  };
  const int copies = layers / 4;
  std::ostringstream text;
  for (const std::string& line : header) text << line << '\n';
  for (const std::string& line : inputs) text << line << '\n';
  for (int copy = 1; copy < copies; ++copy)
    for (const std::string& line : inputs) {
      std::smatch match;
      const std::string rest = line.substr(6);
      if (std::regex_search(rest, match, name) && weights.count(std::stoi(match[1])))
        text << "input " << rename(rest, copy, false) << '\n';
    }
  for (int copy = 0; copy < copies; ++copy)
    for (const std::string& line : block) text << rename(line, copy, false) << '\n';
  for (const std::string& line : tail) text << rename(line, copies - 1, true) << '\n';
  return text.str();
}

}  // namespace shardscope::bench
