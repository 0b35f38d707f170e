#pragma once
// A std::streambuf that hands what a core printer writes (io::printHloText's ostream
// form) on to a QTextStream (out()) a block of whole lines at a time. Printing a large
// module to a std::string first, then converting it to one QString, held the text three
// times at once (ostringstream, its copy, UTF-16): 1 GB more for a 200 MB module
// (issue 21 finding 4). Blocks end at a newline, so no UTF-8 sequence is ever split.
#include <QString>
#include <QTextStream>

#include <cstring>
#include <streambuf>
#include <string>

namespace shardscope::cli {

class TextStreamSink : public std::streambuf {
 public:
  explicit TextStreamSink(QTextStream& out) : out_(out) {}
  ~TextStreamSink() override { sync(); }

 protected:
  int_type overflow(int_type ch) override {
    if (ch != traits_type::eof()) {
      buffer_.push_back(static_cast<char>(ch));
      if (ch == '\n') lineEnd_ = buffer_.size();
      if (lineEnd_ >= kBlock) handOn(lineEnd_);
    }
    return traits_type::not_eof(ch);
  }
  std::streamsize xsputn(const char* data, std::streamsize size) override {
    // Only the new bytes are searched: a module's ENTRY line alone can be megabytes,
    // and searching the whole buffer on every write made printing quadratic.
    if (const void* newline = ::memrchr(data, '\n', static_cast<std::size_t>(size)))
      lineEnd_ = buffer_.size() + static_cast<std::size_t>(static_cast<const char*>(newline) - data) + 1;
    buffer_.append(data, static_cast<std::size_t>(size));
    if (lineEnd_ >= kBlock) handOn(lineEnd_);
    return size;
  }
  int sync() override {
    handOn(buffer_.size());
    return 0;
  }

 private:
  static constexpr std::size_t kBlock = std::size_t{1} << 16;

  // The first `end` bytes; after the last newline nothing is left but a partial line.
  void handOn(std::size_t end) {
    lineEnd_ = 0;
    if (end == 0) return;
    out_ << QString::fromUtf8(buffer_.data(), static_cast<qsizetype>(end));
    buffer_.erase(0, end);
  }

  QTextStream& out_;
  std::string buffer_;
  std::size_t lineEnd_ = 0;  // just past the buffer's last newline; 0: none
};

}  // namespace shardscope::cli
