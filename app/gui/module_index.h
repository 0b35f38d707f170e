#pragma once
// Look-ups the window needs on a loaded module, built once on the loading thread: an
// instruction by name, instructions by source line (source pane -> graph linking) and by
// metadata signature (op_name + opcode + source line, the last resort of selection sync).
#include <QHash>
#include <QString>
#include <QStringList>

#include <optional>

namespace shardscope::ir {
class Module;
struct Instruction;
struct Computation;
}

namespace shardscope::gui {

struct InstructionLocation {
  int computation = -1;
  int instruction = -1;
};

struct SourceLocation {
  QString file;  // as recorded in the metadata
  int line = 0;  // 1-based; 0 when unknown
  bool isValid() const { return !file.isEmpty() && line > 0; }
};

class ModuleIndex {
 public:
  explicit ModuleIndex(const ir::Module& module);

  const ir::Module& module() const { return *module_; }
  std::optional<InstructionLocation> locate(const QString& name) const;
  const ir::Instruction* instruction(const QString& name) const;
  const ir::Computation* computationOf(const QString& name) const;
  bool contains(const QString& name) const { return byName_.contains(name); }

  SourceLocation sourceOf(const QString& name) const;
  // Instructions whose metadata names this file and line, in file order. `file` is
  // matched as recorded, or by file name alone when the recorded path differs.
  QStringList instructionsAt(const QString& file, int line) const;
  // Lines of `file` that produced at least one instruction.
  QList<int> linesOf(const QString& file) const;

  // "op_name|opcode|file-name:line" of an instruction; empty when it has no metadata.
  QString signatureOf(const QString& name) const;
  // First instruction with that signature; empty when none.
  QString instructionWithSignature(const QString& signature) const;

 private:
  static QString lineKey(const QString& file, int line) { return file + QLatin1Char(':') + QString::number(line); }

  const ir::Module* module_;
  QHash<QString, InstructionLocation> byName_;
  QHash<QString, QStringList> byLine_;          // "file:line" -> names
  QHash<QString, QStringList> byBaseNameLine_;  // "name.py:line" -> names
  QHash<QString, QString> bySignature_;
};

}  // namespace shardscope::gui
