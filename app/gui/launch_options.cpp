#include "gui/launch_options.h"

#include <QCommandLineParser>
#include <QFileInfo>

namespace shardscope::gui {

LaunchParse parseLaunchOptions(const QStringList& arguments) {
  QCommandLineParser parser;
  parser.setApplicationDescription(QStringLiteral(
      "ShardScope: open a single-device (baseline) HLO program and its distributed counterpart, verify them, and see "
      "where they stop being equivalent next to the source line that produced each op. With no files, opens the bundled "
      "example whose verification fails."));
  const QCommandLineOption help({QStringLiteral("h"), QStringLiteral("help")}, QStringLiteral("Show this help."));
  const QCommandLineOption version({QStringLiteral("v"), QStringLiteral("version")}, QStringLiteral("Show the version."));
  const QCommandLineOption session(QStringLiteral("session"), QStringLiteral("Open a saved session (.shardscope)."), QStringLiteral("FILE"));
  const QCommandLineOption screenshot(QStringLiteral("screenshot"),
                                      QStringLiteral("Render the window to PNG after loading (and the requested analyses), then exit."),
                                      QStringLiteral("PNG"));
  const QCommandLineOption verify(QStringLiteral("verify"), QStringLiteral("Verify the pair once it is loaded."));
  const QCommandLineOption propagate(QStringLiteral("propagate"), QStringLiteral("Propagate the baseline's shardings once loaded."));
  const QCommandLineOption numeric(QStringLiteral("numeric"), QStringLiteral("Run the numeric cross-check once loaded."));
  const QCommandLineOption restore(QStringLiteral("restore"), QStringLiteral("Restore the crash-recovery session without asking."));
  const QCommandLineOption sourceRoot(QStringLiteral("source-root"),
                                      QStringLiteral("Map source paths recorded elsewhere: RECORDED_PREFIX=LOCAL_FOLDER."), QStringLiteral("MAP"));
  const QCommandLineOption size(QStringLiteral("size"), QStringLiteral("Window size for --screenshot (default 1600x1000)."), QStringLiteral("WxH"));
  parser.addOptions({help, version, session, screenshot, verify, propagate, numeric, restore, sourceRoot, size});
  parser.addPositionalArgument(QStringLiteral("BASELINE"),
                               QStringLiteral("Single-device program (HLO text, StableHLO or .pb); or a pair directory written by shardscope_capture."),
                               QStringLiteral("[BASELINE"));
  parser.addPositionalArgument(QStringLiteral("DISTRIBUTED"), QStringLiteral("Its distributed (SPMD) counterpart."), QStringLiteral("[DISTRIBUTED]]"));

  LaunchParse result;
  if (!parser.parse(arguments)) {
    result.exitCode = 2;
    result.message = QStringLiteral("shardscope: error: %1\n%2").arg(parser.errorText(), parser.helpText());
    return result;
  }
  if (parser.isSet(help)) {
    result.message = parser.helpText();
    return result;
  }
  if (parser.isSet(version)) {  // printed by main() before any application object exists
    result.message = QStringLiteral("shardscope %1\n").arg(QStringLiteral(SHARDSCOPE_VERSION));
    return result;
  }
  const QStringList files = parser.positionalArguments();
  if (files.size() > 2) {
    result.exitCode = 2;
    result.message = QStringLiteral("shardscope: error: at most two files (BASELINE DISTRIBUTED), got %1\n").arg(files.size());
    return result;
  }
  LaunchOptions options;
  if (files.size() == 1 && QFileInfo(files[0]).isDir()) {
    options.pairDirectory = files[0];
  } else {
    for (const QString& file : files)
      if (QFileInfo(file).isDir()) {
        result.exitCode = 2;
        result.message = QStringLiteral("shardscope: error: %1 is a directory: give a pair directory alone, or two program files\n").arg(file);
        return result;
      }
    if (!files.isEmpty()) options.baseline = files[0];
    if (files.size() > 1) options.distributed = files[1];
  }
  options.session = parser.value(session);
  if (!options.session.isEmpty() && !files.isEmpty()) {
    result.exitCode = 2;
    result.message = QStringLiteral("shardscope: error: give either files or --session, not both\n");
    return result;
  }
  options.screenshot = parser.value(screenshot);
  options.sourceRoot = parser.value(sourceRoot);
  options.verify = parser.isSet(verify);
  options.propagate = parser.isSet(propagate);
  options.numeric = parser.isSet(numeric);
  options.restore = parser.isSet(restore);
  if (parser.isSet(size)) {
    const QStringList parts = parser.value(size).split(QLatin1Char('x'));
    bool widthOk = false, heightOk = false;
    if (parts.size() == 2) {
      options.width = parts[0].toInt(&widthOk);
      options.height = parts[1].toInt(&heightOk);
    }
    if (!widthOk || !heightOk || options.width < 320 || options.height < 240 || options.width > 8192 || options.height > 8192) {
      result.exitCode = 2;
      result.message = QStringLiteral("shardscope: error: --size expects WIDTHxHEIGHT between 320x240 and 8192x8192, got '%1'\n")
                           .arg(parser.value(size));
      return result;
    }
  }
  if (files.isEmpty() && options.session.isEmpty()) {
    options.useExample = true;
    options.verify = true;
  }
  result.options = options;
  return result;
}

}  // namespace shardscope::gui
