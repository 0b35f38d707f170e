#pragma once
// Text that came from a user's files (instruction names, reasons, source lines, paths)
// goes into the report only through these functions: HTML's special characters become
// entities, and bytes that are not valid UTF-8 become U+FFFD, so no input can open a
// tag, end an attribute or break the page's encoding.

#include <cstddef>
#include <string>
#include <string_view>

namespace shardscope::report {

// Appends `text` escaped for HTML element content and double-quoted attribute values.
void appendEscaped(std::string& out, std::string_view text);
std::string escapeHtml(std::string_view text);

// `text` as valid UTF-8 (invalid bytes replaced by U+FFFD), cut after `maxCharacters`
// code points with "…" appended when it was longer.
std::string truncateUtf8(std::string_view text, std::size_t maxCharacters);

}  // namespace shardscope::report
