#pragma once
// Hand-written HLO in tests: the module parsed, or the test stops with the parser's first
// message; and the scalar add computation that collectives and reduces name as to_apply.
#include "io/hlo_text_parser.h"
#include "ir/module.h"

#include <QtGlobal>

#include <string>
#include <utility>

namespace shardscope::test {

inline ir::Module parseHloOrDie(const std::string& text) {
  io::LoadResult loaded = io::parseHloText(text, {});
  if (!loaded.ok()) qFatal("%s", loaded.firstError() ? loaded.firstError()->format().c_str() : "parse failed");
  return std::move(*loaded.module);
}

inline constexpr const char* kScalarAddComputation = "\n"
    "%add (a: f32[], b: f32[]) -> f32[] {\n"
    "  %a = f32[] parameter(0)\n"
    "  %b = f32[] parameter(1)\n"
    "  ROOT %s = f32[] add(%a, %b)\n"
    "}\n";

}  // namespace shardscope::test
