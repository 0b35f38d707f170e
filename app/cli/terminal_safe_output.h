#pragma once
// What the CLI prints comes from untrusted files (names, metadata, messages echoing
// them): control bytes would drive the terminal (ESC sequences, BEL) and bidi overrides
// (U+202A-U+202E, U+2066-U+2069) would reorder what the user reads (issue 21). This
// device sits under out() and err(): every control byte but newline and tab is written
// as \ooo and every bidi control as \uXXXX, which inside JSON strings is the same
// character (Qt's JSON writer never emits control bytes raw).

#include <QIODevice>

#include <cstdio>

namespace shardscope::cli {

class TerminalSafeOutput : public QIODevice {
 public:
  explicit TerminalSafeOutput(std::FILE* file);

 protected:
  qint64 readData(char*, qint64) override { return -1; }
  qint64 writeData(const char* data, qint64 size) override;

 private:
  std::FILE* file_;
  QByteArray pending_;  // the start of a UTF-8 sequence split across writes
};

// The escaping itself, for tests: `pending` carries an unfinished sequence between calls.
QByteArray terminalSafe(const QByteArray& bytes, QByteArray& pending);

}  // namespace shardscope::cli
