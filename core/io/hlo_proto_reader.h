#pragma once
// Reader for XLA's HloModuleProto (binary protobuf: `--xla_dump_hlo_as_proto` writes
// `*.hlo.pb`; the `HloProto` wrapper of `*.hlo_proto.pb` is accepted too). Files we
// wrote (hlo_proto_writer.h) come back as exactly the IR that was written; files from
// XLA are decoded from XLA's typed fields into the attributes HLO text would give.
//
// The input is untrusted: the parse is bounded (size, nesting), every id is checked
// before use, and failures are diagnostics naming the computation and instruction
// (a binary file has no line:column).

#include "io/hlo_text_parser.h"
#include "io/load_result.h"

#include <cstdint>
#include <string_view>

namespace shardscope::io {

// protobuf's own hard limit on one message is 2 GiB.
inline constexpr int64_t kMaxProtoBytes = (int64_t{2} << 30) - 1;

// `options.fileName` names the file in diagnostics; allowUnknownOpcodes and verify as for
// HLO text.
LoadResult parseHloModuleProto(std::string_view bytes, const HloParseOptions& options);

}  // namespace shardscope::io
