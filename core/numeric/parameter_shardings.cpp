// GCC 12 reports -Wrestrict inside libstdc++ for `"literal" + std::string` (GCC bug
// 105329, a false positive); the messages here are built that way.
#if defined(__GNUC__) && !defined(__clang__) && __GNUC__ == 12
#pragma GCC diagnostic ignored "-Wrestrict"
#endif
#include "numeric/parameter_shardings.h"

#include "verify/relations_file.h"
#include "verify/verifier.h"

#include <cstdio>
#include <set>

namespace shardscope::numeric {
namespace {

// verify's "relations:LINE:COL: error: MESSAGE" as a Diagnostic in the file "relations".
Diagnostic relationsDiagnostic(const std::string& text) {
  Diagnostic diagnostic{Severity::Error, "relations", 0, 0, text};
  int line = 0, column = 0, consumed = 0;
  if (std::sscanf(text.c_str(), "relations:%d:%d: error: %n", &line, &column, &consumed) == 2 && consumed > 0) {
    diagnostic.line = line;
    diagnostic.column = column;
    diagnostic.message = text.substr(static_cast<std::size_t>(consumed));
  }
  return diagnostic;
}

std::vector<sharding::HloSharding> readShardings(const ir::Module& distributed, const std::string& relationsJson) {
  const verify::RelationsFile file = relationsJson.empty() ? verify::RelationsFile{} : verify::parseRelationsFile(relationsJson);
  if (distributed.entry < 0) return {};
  const ir::Computation& entry = distributed.entryComputation();
  const std::vector<ir::InstructionId> parameters = entry.parameters();
  std::vector<sharding::HloSharding> shardings;
  std::set<std::string> used;
  for (std::size_t p = 0; p < parameters.size(); ++p) {
    const ir::Instruction& parameter = entry.instructions[parameters[p]];
    const sharding::HloSharding* given = parameter.sharding ? parameter.sharding.get() : nullptr;
    // By number, then by name (the name wins when both are given), as the verifier reads them.
    for (const std::string key : {std::to_string(p), std::string(parameter.name)})
      if (const auto it = file.parameters.find(key); it != file.parameters.end()) given = &it->second, used.insert(key);
    shardings.push_back(given ? *given : sharding::HloSharding::replicated());
  }
  for (const auto& [key, unused] : file.parameters)
    if (!used.count(key)) {
      const auto at = file.parameterPositions.find(key);
      const auto [line, column] = at != file.parameterPositions.end() ? at->second : std::pair{1, 1};
      throw verify::VerifyInputError("relations:" + std::to_string(line) + ":" + std::to_string(column) + ": error: parameter \"" + key +
                                     "\" names no parameter of the distributed program");
    }
  return shardings;
}

}  // namespace

ParameterShardings distributedParameterShardings(const ir::Module& distributed, const std::string& relationsJson) {
  ParameterShardings result;
  try {
    result.byNumber = readShardings(distributed, relationsJson);
  } catch (const verify::VerifyInputError& error) {
    result.error = relationsDiagnostic(error.what());
  }
  return result;
}

}  // namespace shardscope::numeric
