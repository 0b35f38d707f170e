#pragma once
// The HLO text files of ../shared/corpus, for tests that run over all of them.

#include <QDir>
#include <QStringList>

namespace shardscope::test {

inline QString corpusDir() { return QStringLiteral(SHARDSCOPE_CORPUS_DIR); }

// Every HLO text file: real-hlo/*.hlo.txt and xla-propagation/*.hlo.
inline QStringList corpusHloTextFiles() {
  QStringList files;
  const QDir real(corpusDir() + "/real-hlo");
  for (const QString& name : real.entryList({"*.hlo.txt", "*.hlo"}, QDir::Files, QDir::Name)) files << real.filePath(name);
  const QDir propagation(corpusDir() + "/xla-propagation");
  for (const QString& name : propagation.entryList({"*.hlo"}, QDir::Files, QDir::Name)) files << propagation.filePath(name);
  return files;
}

}  // namespace shardscope::test
