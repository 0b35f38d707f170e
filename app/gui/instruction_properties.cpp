#include "gui/instruction_properties.h"

#include "gui/module_index.h"
#include "io/attribute_text.h"
#include "ir/module.h"

#include <algorithm>
#include <type_traits>

namespace shardscope::gui {
namespace {

QString qs(std::string_view text) { return QString::fromUtf8(text.data(), static_cast<qsizetype>(text.size())); }

// Long values (a constant's literal) are cut: the pane is for reading, the file has it all.
constexpr qsizetype kMaxValueChars = 400;

QString elided(QString text) {
  if (text.size() <= kMaxValueChars) return text;
  const qsizetype total = text.size();
  text.truncate(kMaxValueChars);
  return text + QStringLiteral(" … (%1 characters)").arg(total);
}

QString attributeText(const ir::Module& module, const ir::AttributeValue& value) {
  return std::visit(
      [&](const auto& v) -> QString {
        using T = std::decay_t<decltype(v)>;
        if constexpr (std::is_same_v<T, int64_t>) return QString::number(v);
        else if constexpr (std::is_same_v<T, bool>) return v ? QStringLiteral("true") : QStringLiteral("false");
        else if constexpr (std::is_same_v<T, ir::IntList>) return QString::fromStdString(io::formatIntList(v.values));
        else if constexpr (std::is_same_v<T, ir::QuotedString>) return QLatin1Char('"') + QString::fromStdString(io::escape(v.value)) + QLatin1Char('"');
        else if constexpr (std::is_same_v<T, ir::RawText>) return QString::fromStdString(v.text);
        else if constexpr (std::is_same_v<T, ir::CalledComputations>) {
          QStringList names;
          for (ir::ComputationId id : v.ids)
            names << (id >= 0 && id < static_cast<int>(module.computations.size()) ? QLatin1Char('%') + qs(module.computations[static_cast<std::size_t>(id)].name)
                                                                                   : QStringLiteral("?"));
          return v.list ? QLatin1Char('{') + names.join(QStringLiteral(", ")) + QLatin1Char('}') : names.join(QStringLiteral(", "));
        } else if constexpr (std::is_same_v<T, ir::SliceConfig>) return QString::fromStdString(io::formatSliceConfig(v));
        else if constexpr (std::is_same_v<T, ir::PaddingConfig>) return QString::fromStdString(io::formatPaddingConfig(v));
        else if constexpr (std::is_same_v<T, ir::ReplicaGroups>) return QString::fromStdString(v.toString());
        else if constexpr (std::is_same_v<T, ir::SourceTargetPairs>) return QString::fromStdString(io::formatSourceTargetPairs(v));
        else return QString();
      },
      value);
}

}  // namespace

QVector<views::PropertyRow> describeInstruction(const ModuleIndex& index, const QString& name, const std::vector<std::vector<int>>* users) {
  const ir::Instruction* instruction = index.instruction(name);
  const ir::Computation* computation = index.computationOf(name);
  if (!instruction || !computation) return {};
  const ir::Module& module = index.module();
  QVector<views::PropertyRow> rows;
  const QString general = QStringLiteral("Instruction");
  rows.append({general, QStringLiteral("name"), qs(instruction->name)});
  QString opcode = qs(instruction->opcodeText);
  if (instruction->opcode == ir::Opcode::Opaque) opcode += QStringLiteral("  (not a known opcode: loaded as opaque)");
  rows.append({general, QStringLiteral("opcode"), opcode});
  rows.append({general, QStringLiteral("shape"), QString::fromStdString(instruction->shape.toString(true))});
  rows.append({general, QStringLiteral("sharding"),
               instruction->sharding ? QString::fromStdString(instruction->sharding->toString(false)) : QStringLiteral("none written")});
  rows.append({general, QStringLiteral("computation"),
               qs(computation->name) + (computation->isEntry ? QStringLiteral(" (entry)") : QString())});
  if (computation->root >= 0 && &computation->rootInstruction() == instruction) rows.append({general, QStringLiteral("root"), QStringLiteral("yes")});
  if (instruction->parameterNumber >= 0) rows.append({general, QStringLiteral("parameter"), QString::number(instruction->parameterNumber)});
  if (!instruction->literal.empty()) rows.append({general, QStringLiteral("literal"), elided(qs(instruction->literal))});
  for (std::size_t i = 0; i < instruction->operands.size(); ++i) {
    const ir::InstructionId operand = instruction->operands[i];
    QString text = QStringLiteral("?");
    if (operand >= 0 && operand < static_cast<int>(computation->instructions.size())) {
      const ir::Instruction& source = computation->instructions[static_cast<std::size_t>(operand)];
      text = qs(source.name) + QStringLiteral("  ") + QString::fromStdString(source.shape.toString(false));
    }
    rows.append({general, QStringLiteral("operand %1").arg(i), text});
  }
  if (const auto where = index.locate(name)) {
    // The pane follows each verification step (issue 23): from the kept users lists when
    // given (a pass over 10^5 instructions per step was ~1 ms), else one pass over the
    // operands, never Computation::users() per call (~20 ms on 10^5 instructions).
    QStringList names;
    const auto self = static_cast<std::size_t>(where->instruction);
    if (users && self < users->size()) {
      for (const int user : (*users)[self]) names << qs(computation->instructions[static_cast<std::size_t>(user)].name);
    } else {
      for (const ir::Instruction& candidate : computation->instructions)
        if (std::find(candidate.operands.begin(), candidate.operands.end(), static_cast<ir::InstructionId>(self)) != candidate.operands.end())
          names << qs(candidate.name);
    }
    rows.append({general, QStringLiteral("users"), names.isEmpty() ? QStringLiteral("none") : elided(names.join(QStringLiteral(", ")))});
  }
  if (instruction->fileOffset >= 0) {
    const auto [line, column] = module.position(instruction->fileOffset);
    if (line > 0) rows.append({general, QStringLiteral("defined at"), QStringLiteral("%1:%2:%3").arg(QString::fromStdString(module.sourcePath)).arg(line).arg(column)});
  }

  const QString attributes = QStringLiteral("Attributes");
  for (const ir::Attribute& attribute : instruction->attributes)
    rows.append({attributes, qs(attribute.key), elided(attributeText(module, attribute.value))});

  const QString metadataSection = QStringLiteral("Metadata");
  const ir::SourceMetadata& metadata = instruction->metadata;
  if (!metadata.opType.empty()) rows.append({metadataSection, QStringLiteral("op_type"), qs(metadata.opType)});
  if (!metadata.opName.empty()) rows.append({metadataSection, QStringLiteral("op_name"), qs(metadata.opName)});
  if (!metadata.sourceFile.empty()) rows.append({metadataSection, QStringLiteral("source_file"), qs(metadata.sourceFile)});
  if (metadata.sourceLine >= 0) rows.append({metadataSection, QStringLiteral("source_line"), QString::number(metadata.sourceLine)});
  for (const auto& [key, value] : metadata.other) rows.append({metadataSection, qs(key), elided(QString::fromStdString(value))});
  return rows;
}

}  // namespace shardscope::gui
