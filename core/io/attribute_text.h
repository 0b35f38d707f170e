#pragma once
// The small grammars inside HLO attribute values (`slice={[0:5:1]}`, `padding=0_1x2_3_1`,
// `replica_groups={{0,1},{2,3}}`, `[2,2]<=[4]` or `mesh['x'=2,'y'=2] {'y'}`,
// `source_target_pairs={{0,1}}`, integer lists, escaped strings), shared by the text
// parser and printer. Parsers return nullopt and set `error` (what was expected, what
// was found) and `errorAt` (offset into the value) on malformed input.

#include "ir/attribute.h"

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace shardscope::io {

// Largest number of devices a replica-group attribute may name.
inline constexpr int64_t kMaxReplicaGroupDevices = int64_t{1} << 20;

std::optional<int64_t> parseWholeInt(std::string_view text);
std::optional<std::vector<int64_t>> parseIntList(std::string_view text);  // `{1,2}`
std::optional<ir::SliceConfig> parseSliceConfig(std::string_view text, std::string* error, std::size_t* errorAt);
std::optional<ir::PaddingConfig> parsePaddingConfig(std::string_view text, std::string* error, std::size_t* errorAt);
std::optional<ir::ReplicaGroups> parseReplicaGroups(std::string_view text, std::string* error, std::size_t* errorAt);
std::optional<ir::SourceTargetPairs> parseSourceTargetPairs(std::string_view text, std::string* error, std::size_t* errorAt);

std::string formatIntList(const std::vector<int64_t>& values);  // `{1,2}`
std::string formatSliceConfig(const ir::SliceConfig& config);
std::string formatPaddingConfig(const ir::PaddingConfig& config);
std::string formatSourceTargetPairs(const ir::SourceTargetPairs& pairs);

// C-style escapes as XLA writes them inside quoted strings.
std::string unescape(std::string_view text);
std::string escape(std::string_view text);

}  // namespace shardscope::io
