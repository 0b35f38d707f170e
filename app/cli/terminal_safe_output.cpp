#include "cli/terminal_safe_output.h"

namespace shardscope::cli {

namespace {
// U+202A..U+202E are E2 80 AA..AE, U+2066..U+2069 are E2 81 A6..A9.
bool isBidiControl(unsigned char second, unsigned char third) {
  return (second == 0x80 && third >= 0xaa && third <= 0xae) || (second == 0x81 && third >= 0xa6 && third <= 0xa9);
}
}  // namespace

QByteArray terminalSafe(const QByteArray& bytes, QByteArray& pending) {
  const QByteArray in = pending + bytes;
  pending.clear();
  QByteArray out;
  out.reserve(in.size());
  for (qsizetype i = 0; i < in.size(); ++i) {
    const auto c = static_cast<unsigned char>(in[i]);
    if (c == 0xe2) {
      if (i + 2 >= in.size()) {  // may be a bidi control cut by the write: wait for the rest
        pending = in.mid(i);
        break;
      }
      const auto second = static_cast<unsigned char>(in[i + 1]), third = static_cast<unsigned char>(in[i + 2]);
      if (isBidiControl(second, third)) {
        const unsigned code = 0x2000u + ((second & 0x3fu) << 6) + (third & 0x3fu);
        out += "\\u" + QByteArray::number(code, 16);
        i += 2;
        continue;
      }
      out += static_cast<char>(c);
      continue;
    }
    if ((c < 0x20 && c != '\n' && c != '\t') || c == 0x7f) {
      out += '\\';
      out += static_cast<char>('0' + (c >> 6));
      out += static_cast<char>('0' + ((c >> 3) & 7));
      out += static_cast<char>('0' + (c & 7));
      continue;
    }
    out += static_cast<char>(c);
  }
  return out;
}

TerminalSafeOutput::TerminalSafeOutput(std::FILE* file) : file_(file) { open(QIODevice::WriteOnly | QIODevice::Unbuffered); }

qint64 TerminalSafeOutput::writeData(const char* data, qint64 size) {
  const QByteArray safe = terminalSafe(QByteArray(data, static_cast<qsizetype>(size)), pending_);
  if (!safe.isEmpty() && std::fwrite(safe.constData(), 1, static_cast<std::size_t>(safe.size()), file_) != static_cast<std::size_t>(safe.size()))
    return -1;
  std::fflush(file_);
  return size;
}

}  // namespace shardscope::cli
