#pragma once
// The sharding editor's three notations of one tensor's sharding over the user's mesh:
// GSPMD text, named mesh axes and DTensor placements. Parsing any of them gives the GSPMD
// value the workbench stores; describing a GSPMD value gives all three, each with the
// reason when it has no form in that notation (core/sharding's converters decide).
#include "session/session.h"
#include "sharding/hlo_sharding.h"
#include "sharding/mesh.h"
#include "sharding/named_sharding.h"

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <variant>

namespace shardscope::views {

enum class Notation { Gspmd, Named, DTensor };

std::string_view notationName(Notation notation);  // "GSPMD", "named axes", "DTensor"

// The session's mesh as a sharding mesh; the message says what is wrong otherwise.
std::variant<sharding::Mesh, std::string> toShardingMesh(const session::Mesh& mesh);

// Parses `text` written in `notation` for a tensor of `rank` dims on `mesh`. Errors name
// the column ("column 7: expected ...") or the conversion that failed.
std::variant<sharding::HloSharding, std::string> parseInNotation(Notation notation, std::string_view text,
                                                                 const sharding::Mesh& mesh, int64_t rank);

// One notation's text, or why the sharding has none.
struct NotationText {
  std::string text;
  std::string error;
  bool ok() const { return error.empty(); }
};

struct ShardingDescription {
  NotationText gspmd;
  NotationText named;
  NotationText dtensor;
  std::optional<sharding::NamedSharding> namedValue;  // for the per-dimension editor
  const NotationText& in(Notation notation) const;
};

ShardingDescription describeSharding(const sharding::HloSharding& sharding, const sharding::Mesh& mesh, int64_t rank);

}  // namespace shardscope::views
