#pragma once
// The rows of tests/data/bad/cases.tsv (issue 21's regression inputs), shared by the CLI
// replay (tests/io/test_bad_inputs.cpp) and the GUI's (tests/gui/test_bad_inputs_gui.cpp).
#include <QFile>
#include <QString>
#include <QStringList>

#include <vector>

namespace shardscope::test {

inline QString badInputDir() { return QStringLiteral(SHARDSCOPE_SOURCE_DIR "/tests/data/bad"); }

struct BadInputCase {
  QString name;
  QString input;      // in badInputDir(); empty for none
  QString arguments_; // with {in}, {tmp}, {pair}, {fifo}
  int exitCode = 0;
  QString named;      // the file an exit-2 message starts with; empty for none
  QString stream;     // out, err or log
  QString regex;

  QString inputPath() const { return badInputDir() + QLatin1Char('/') + input; }
  bool isGui() const { return arguments_.startsWith(QLatin1String("gui-")); }
  QString expand(QString text, const QString& tmp, const QString& fifo) const {
    return text.replace(QLatin1String("{in}"), inputPath())
        .replace(QLatin1String("{tmp}"), tmp)
        .replace(QLatin1String("{fifo}"), fifo)
        .replace(QLatin1String("{pair}"), QStringLiteral(SHARDSCOPE_SOURCE_DIR "/tests/data/pair-dirs/mlp-tp2"));
  }
  QStringList arguments(const QString& tmp, const QString& fifo) const {
    QStringList args;
    for (const QString& word : arguments_.split(QLatin1Char(' '), Qt::SkipEmptyParts)) args << expand(word, tmp, fifo);
    return args;
  }
  QString namedFile(const QString& tmp, const QString& fifo) const { return expand(named, tmp, fifo); }
};

// Rows in file order; '#' lines are comments. A malformed row is returned with an empty
// name, which the tests' checks then fail on.
inline std::vector<BadInputCase> readBadInputCases() {
  std::vector<BadInputCase> cases;
  QFile file(badInputDir() + QStringLiteral("/cases.tsv"));
  if (!file.open(QIODevice::ReadOnly)) return cases;
  for (const QByteArray& raw : file.readAll().split('\n')) {
    const QString line = QString::fromUtf8(raw);
    if (line.isEmpty() || line.startsWith(QLatin1Char('#'))) continue;
    const QStringList f = line.split(QLatin1Char('\t'));
    BadInputCase c;
    if (f.size() == 7) {
      c.name = f[0];
      c.input = f[1] == QLatin1String("-") ? QString() : f[1];
      c.arguments_ = f[2];
      c.exitCode = f[3].toInt();
      c.named = f[4] == QLatin1String("-") ? QString() : f[4];
      c.stream = f[5];
      c.regex = f[6];
    }
    cases.push_back(c);
  }
  return cases;
}

}  // namespace shardscope::test
