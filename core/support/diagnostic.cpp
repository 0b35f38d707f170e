#include "support/diagnostic.h"

#include "support/cancellation.h"

namespace shardscope {

std::string Diagnostic::format() const {
  std::string text = file.empty() ? std::string("<input>") : file;
  if (line > 0) {
    text += ':' + std::to_string(line);
    if (column > 0) text += ':' + std::to_string(column);
  }
  switch (severity) {
    case Severity::Error: text += ": error: "; break;
    case Severity::Warning: text += ": warning: "; break;
    case Severity::Note: text += ": note: "; break;
  }
  return text + message;
}

void CancellationToken::throwIfCancelled() const {
  if (isCancelled()) throw OperationCancelled();
}

}  // namespace shardscope
