// shardscope-cli convert IN OUT: reads any module format (detected by content) and
// writes the format OUT's extension names: `.hlo` / `.hlo.txt` (HLO text) or `.pb`
// (binary HloModuleProto). Writing StableHLO (`.mlir`) is not supported yet.
#include "cli/cli_options.h"
#include "cli/command_registry.h"
#include "cli/module_loading.h"

#include "io/file_format.h"
#include "io/hlo_proto_writer.h"
#include "io/hlo_text_printer.h"

#include <QFile>
#include <QSaveFile>

namespace shardscope::cli {
namespace {

bool writeText(const QString& path, const std::string& text, QString& error) {
  QSaveFile file(path);  // temp file + rename: no half-written output on failure
  if (!file.open(QIODevice::WriteOnly)) {
    error = file.errorString();
    return false;
  }
  file.write(text.data(), static_cast<qint64>(text.size()));
  if (!file.commit()) {
    error = file.errorString();
    return false;
  }
  return true;
}

int runConvert(const QStringList& args) {
  QCommandLineParser parser;
  parser.addPositionalArgument("IN", "Module to read: HLO text, StableHLO/MLIR text or HloModuleProto (detected by content).");
  parser.addPositionalArgument("OUT", "File to write; its extension chooses the format: .hlo, .hlo.txt or .pb.");
  if (auto code = parseCommandLine(parser, args, commandNamed("convert"), 2)) return *code;
  const QString in = parser.positionalArguments().at(0);
  const QString outPath = parser.positionalArguments().at(1);

  const std::optional<io::FileFormat> target = io::formatFromExtension(outPath.toStdString());
  if (!target) {
    err() << outPath << ": error: cannot tell the output format from the extension (use .hlo, .hlo.txt or .pb)\n";
    return kExitBadInput;
  }
  if (*target == io::FileFormat::StableHloText) {
    err() << outPath << ": error: writing StableHLO (.mlir) is not supported yet; write .hlo, .hlo.txt or .pb\n";
    return kExitBadInput;
  }
  LoadedModule loaded = loadModuleForCli(in, /*printWarnings=*/true, /*expandsTileAssignments=*/false);
  if (!loaded.module) return kExitBadInput;

  QString error;
  bool written = false;
  if (*target == io::FileFormat::HloProto) {
    std::string message;
    written = io::writeHloModuleProtoFile(*loaded.module, outPath.toStdString(), message);
    error = QString::fromStdString(message);
  } else {
    written = writeText(outPath, io::printHloText(*loaded.module), error);
  }
  if (!written) {
    err() << outPath << ": error: " << error << "\n";
    return kExitBadInput;
  }
  out() << "wrote " << outPath << " (" << QString::fromUtf8(io::fileFormatName(*target).data()) << ", "
        << loaded.module->instructionCount() << " instructions)\n";
  return kExitOk;
}

const RegisterCommand registration{Command{
    "convert", "convert IN OUT",
    "Convert between HLO text, StableHLO text (read only) and HloModuleProto, chosen by OUT's extension.",
    runConvert}};

}  // namespace
}  // namespace shardscope::cli
