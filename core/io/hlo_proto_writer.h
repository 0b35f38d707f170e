#pragma once
// Writes a module as XLA's HloModuleProto (binary protobuf, `*.pb`). Everything XLA has
// a typed field for goes there with XLA's field numbers (name, opcode, shape with
// layout, operand_ids, called_computation_ids, parameter_number, metadata, sharding,
// dimensions, slices, dot dimension numbers, replica groups, ...); what XLA's fields
// cannot say exactly (attribute order and spelling, literal text, header attributes)
// rides in ShardScope's field 1000, so that reading the file back gives the same IR.

#include "ir/module.h"

#include <iosfwd>
#include <string>

namespace xla {
class HloModuleProto;
}

namespace shardscope::io {

// Builds the proto message (for tests and callers that embed it).
void toHloModuleProto(const ir::Module& module, xla::HloModuleProto& proto);
// Serialized bytes of the module's HloModuleProto.
std::string writeHloModuleProto(const ir::Module& module);
// Writes the same message to `stream` without building it whole (one instruction's
// proto at a time); false on a stream error.
bool writeHloModuleProtoStream(const ir::Module& module, std::ostream& stream);
// Writes to `path` (streamed); returns false and sets `error` on I/O failure.
bool writeHloModuleProtoFile(const ir::Module& module, const std::string& path, std::string& error);

}  // namespace shardscope::io
