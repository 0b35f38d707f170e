#include "gui/module_index.h"

#include "ir/module.h"

#include <QFileInfo>

#include <algorithm>
#include <cstdint>

namespace shardscope::gui {
namespace {

QString qs(std::string_view text) { return QString::fromUtf8(text.data(), static_cast<qsizetype>(text.size())); }

QString signature(const ir::Instruction& instruction) {
  const ir::SourceMetadata& metadata = instruction.metadata;
  if (metadata.opName.empty() && metadata.sourceFile.empty()) return {};
  // The file by name alone: the two programs may be dumped on different machines.
  return qs(metadata.opName) + QLatin1Char('|') + qs(instruction.opcodeText) + QLatin1Char('|') +
         QFileInfo(qs(metadata.sourceFile)).fileName() +
         QLatin1Char(':') + QString::number(metadata.sourceLine);
}

}  // namespace

ModuleIndex::ModuleIndex(const ir::Module& module) : module_(&module) {
  // The entry computation first, so signature and line look-ups prefer what the graph shows.
  std::vector<int> order;
  if (module.entry >= 0) order.push_back(module.entry);
  for (int c = 0; c < static_cast<int>(module.computations.size()); ++c)
    if (c != module.entry) order.push_back(c);
  for (int c : order) {
    const ir::Computation& computation = module.computations[static_cast<std::size_t>(c)];
    for (int i = 0; i < static_cast<int>(computation.instructions.size()); ++i) {
      const ir::Instruction& instruction = computation.instructions[static_cast<std::size_t>(i)];
      const QString name = qs(instruction.name);
      byName_.insert(name, InstructionLocation{c, i});
      const ir::SourceMetadata& metadata = instruction.metadata;
      if (!metadata.sourceFile.empty() && metadata.sourceLine > 0) {
        const QString file = qs(metadata.sourceFile);
        const int line = static_cast<int>(std::min<int64_t>(metadata.sourceLine, INT32_MAX));
        byLine_[lineKey(file, line)].append(name);
        byBaseNameLine_[lineKey(QFileInfo(file).fileName(), line)].append(name);
      }
      const QString key = signature(instruction);
      if (!key.isEmpty() && !bySignature_.contains(key)) bySignature_.insert(key, name);
    }
  }
}

std::optional<InstructionLocation> ModuleIndex::locate(const QString& name) const {
  const auto found = byName_.find(name);
  if (found == byName_.end()) return std::nullopt;
  return *found;
}

const ir::Instruction* ModuleIndex::instruction(const QString& name) const {
  const auto where = locate(name);
  if (!where) return nullptr;
  return &module_->computations[static_cast<std::size_t>(where->computation)].instructions[static_cast<std::size_t>(where->instruction)];
}

const ir::Computation* ModuleIndex::computationOf(const QString& name) const {
  const auto where = locate(name);
  return where ? &module_->computations[static_cast<std::size_t>(where->computation)] : nullptr;
}

SourceLocation ModuleIndex::sourceOf(const QString& name) const {
  const ir::Instruction* found = instruction(name);
  if (!found || found->metadata.sourceFile.empty() || found->metadata.sourceLine <= 0) return {};
  return SourceLocation{qs(found->metadata.sourceFile), static_cast<int>(std::min<int64_t>(found->metadata.sourceLine, INT32_MAX))};
}

QStringList ModuleIndex::instructionsAt(const QString& file, int line) const {
  const auto exact = byLine_.find(lineKey(file, line));
  if (exact != byLine_.end()) return *exact;
  // The other program may record the same file under another path (another machine).
  return byBaseNameLine_.value(lineKey(QFileInfo(file).fileName(), line));
}

QList<int> ModuleIndex::linesOf(const QString& file) const {
  const QString prefix = QFileInfo(file).fileName() + QLatin1Char(':');
  QList<int> lines;
  for (auto it = byBaseNameLine_.begin(); it != byBaseNameLine_.end(); ++it)
    if (it.key().startsWith(prefix)) lines.append(it.key().mid(prefix.size()).toInt());
  std::sort(lines.begin(), lines.end());
  return lines;
}

QString ModuleIndex::signatureOf(const QString& name) const {
  const ir::Instruction* found = instruction(name);
  return found ? signature(*found) : QString();
}

QString ModuleIndex::instructionWithSignature(const QString& key) const { return bySignature_.value(key); }

}  // namespace shardscope::gui
